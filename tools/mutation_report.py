"""Mutation-testing report: per rules module, how many mutants mutmut made and what the tests did to them.

Reads the ``mutants/`` folder a ``mutmut run`` left behind (the mutated copy of each module, holding the
original function and every mutant of it, and its ``.meta`` file of exit codes) and prints one row per module:

    module  mutants  killed  survived  timeouts  other  text-only  logic  logic killed  logic score

A *text-only* mutant changes nothing but message text: every token it alters lies inside a ``Msg(...)`` or
``N_(...)`` call, or is the text or the parameters (first two arguments) of an ``st.event(...)`` log line. Such
mutants change what a person reads, not a rule (a violation's rule id, an event's section and player are logic),
so the logic score leaves them out: ``logic killed / (logic checked)``, timeouts counted as
killed (the run never finished), mutants not run (sampling) left out, and surviving mutants accepted as
equivalent (listed with the reason in ``docs/MUTATION.md``, ``--equivalent``) left out too.

Usage::

    python tools/mutation_report.py WORKDIR [WORKDIR ...] [--survivors] [--equivalent docs/MUTATION.md]

where each WORKDIR holds a ``mutants/`` folder (``tools/mutation.py`` makes one per module).
``--survivors`` also lists every surviving logic mutant with the line it changes.
"""
from __future__ import annotations

import argparse
import ast
import difflib
import io
import json
import re
import sys
import textwrap
import tokenize
from pathlib import Path

KILLED = {1, 3}
SURVIVED = {0, 5, 33}   # 5 and 33: no test runs the function at all -- nothing would notice
TIMEOUT = {36, -24, 24, 152, 255}


def _tokens(src: str) -> list:
    """Significant tokens of ``src`` as (type, string, byte offset)."""
    starts, pos = [], 0
    for line in src.splitlines(keepends=True):
        starts.append((pos, line))
        pos += len(line.encode("utf-8"))
    out = []
    try:
        for tok in tokenize.generate_tokens(io.StringIO(src).readline):
            if tok.type in (tokenize.NL, tokenize.NEWLINE, tokenize.INDENT, tokenize.DEDENT, tokenize.COMMENT,
                            tokenize.ENDMARKER):
                continue
            base, line = starts[tok.start[0] - 1]
            out.append((tok.type, tok.string, base + len(line[:tok.start[1]].encode("utf-8"))))
    except (tokenize.TokenError, IndentationError):
        pass
    return out


def _message_spans(src: str) -> list:
    """Byte ranges of ``src`` that are message text only: a whole ``Msg(...)`` or ``N_(...)`` call, and the text
    and parameters (first two arguments) of an ``....event(...)`` call."""
    tree = ast.parse(src)
    starts, pos = [], 0
    for line in src.splitlines(keepends=True):
        starts.append(pos)
        pos += len(line.encode("utf-8"))

    def span(node):
        return starts[node.lineno - 1] + node.col_offset, starts[node.end_lineno - 1] + node.end_col_offset

    out = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        f = node.func
        name = f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else None
        if name in ("Msg", "N_"):
            out.append(span(node))
        elif name == "event":
            out.extend(span(a) for a in node.args[:2])
    return out


def changes(orig: str, mutant: str) -> list:
    """The differing token runs of two versions of a function: [(old tokens, new tokens, old offset), ...]."""
    a, b = _tokens(orig), _tokens(mutant)
    sm = difflib.SequenceMatcher(a=[t[:2] for t in a], b=[t[:2] for t in b], autojunk=False)
    out = []
    for op, i1, i2, j1, j2 in sm.get_opcodes():
        if op == "equal":
            continue
        at = a[i1][2] if i1 < len(a) else (a[-1][2] if a else 0)
        out.append((a[i1:i2], b[j1:j2], at))
    return out


def _same_name(orig: str, mutant: str) -> str:
    """The mutant's source with its function name replaced by the original's (so only the mutation differs)."""
    o = re.match(r"\s*(?:async\s+)?def\s+(\w+)", orig)
    m = re.match(r"\s*(?:async\s+)?def\s+(\w+)", mutant)
    if o and m:
        mutant = mutant.replace(m.group(1), o.group(1), 1)
    return mutant


def text_only(orig: str, mutant: str) -> bool:
    """Does the mutant change only message text (inside ``Msg``/``N_`` calls or an event's text and parameters)?"""
    mutant = _same_name(orig, mutant)
    diff = changes(orig, mutant)
    if not diff:
        return False
    try:
        spans = _message_spans(orig)
    except SyntaxError:
        return False

    def inside(off):
        return any(s <= off < e for s, e in spans)

    for old, _new, at in diff:
        if old:
            if not all(inside(t[2]) and inside(t[2] + len(t[1].encode("utf-8")) - 1) for t in old):
                return False
        elif not inside(at):
            return False
    return True


def functions(mutated_source: str) -> dict:
    """name -> source of every top-level function of a mutmut-mutated module (originals and mutants)."""
    tree = ast.parse(mutated_source)
    lines = mutated_source.splitlines(keepends=True)

    def text(node):   # whole lines: ast.get_source_segment re-splits the file on every call (too slow here)
        return textwrap.dedent("".join(lines[node.lineno - 1:node.end_lineno]))

    out = {}
    for node in tree.body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            out[node.name] = text(node)
        elif isinstance(node, ast.ClassDef):
            for sub in node.body:
                if isinstance(sub, (ast.FunctionDef, ast.AsyncFunctionDef)):
                    out[sub.name] = text(sub)
    return out


def mutants_of(mutated_file: Path) -> dict:
    """mutant key -> (original function source, mutant source) for one mutated module."""
    funcs = functions(mutated_file.read_text("utf-8"))
    mod = ".".join(mutated_file.relative_to(_mutants_root(mutated_file)).with_suffix("").parts)
    out = {}
    for name, src in funcs.items():
        if "__mutmut_" not in name or name.endswith("__mutmut_orig"):
            continue
        base = name.rsplit("__mutmut_", 1)[0]
        orig = funcs.get(base + "__mutmut_orig")
        if orig is None:
            continue
        out[f"{mod}.{name}"] = (orig, src)
    return out


def _mutants_root(path: Path) -> Path:
    for parent in path.parents:
        if parent.name == "mutants":
            return parent
    raise ValueError(f"{path} is not inside a mutants/ folder")


def changed_line(orig: str, mutant: str) -> str:
    """The first line that differs, as ``old -> new`` (for the survivors list)."""
    for o, m in zip(orig.splitlines()[1:], mutant.splitlines()[1:]):
        if o != m:
            return f"{o.strip()}  ->  {m.strip()}"
    first_o, first_m = orig.splitlines()[0], mutant.splitlines()[0]
    return f"{first_o.strip()}  ->  {first_m.strip()}"


def accepted_equivalents(doc: Path) -> dict:
    """Mutant key -> reason, from the table rows of ``docs/MUTATION.md`` (`` | `key` | reason | ``) and of the
    per-module notes beside it in ``docs/mutation/*.md``."""
    out = {}
    docs = [doc] if doc and doc.is_file() else []
    if docs:
        docs += sorted((doc.parent / "mutation").glob("*.md"))
    for d in docs:
        for line in d.read_text("utf-8").splitlines():
            m = re.match(r"\|\s*`([\w.]+__mutmut_\d+)`\s*\|\s*(.*?)\s*\|?\s*$", line)
            if m:
                out[m.group(1)] = m.group(2)
    return out


def module_rows(workdir: Path, equivalent=None) -> list:
    rows = []
    root = workdir / "mutants"
    for meta in sorted(root.rglob("*.py.meta")):
        src = meta.with_suffix("")
        codes = json.loads(meta.read_text("utf-8")).get("exit_code_by_key", {})
        bodies = mutants_of(src)
        row = {"module": str(src.relative_to(root)), "mutants": len(codes), "killed": 0, "survived": 0,
               "timeouts": 0, "other": 0, "not_run": 0, "text_only": 0, "logic": 0, "logic_killed": 0,
               "equivalent": 0, "survivors": [], "equivalents": []}
        for key, code in codes.items():
            text = key in bodies and text_only(*bodies[key])
            if code is None:   # not run (sampling, or a text-only mutant of a module run logic-only)
                row["not_run"] += 1
                row["text_only"] += text
                continue
            if code in KILLED:
                row["killed"] += 1
            elif code in SURVIVED:
                row["survived"] += 1
            elif code in TIMEOUT:
                row["timeouts"] += 1
            else:
                row["other"] += 1
            if text:
                row["text_only"] += 1
                continue
            if code in KILLED | SURVIVED | TIMEOUT:
                if code in SURVIVED and key in (equivalent or {}):
                    row["equivalent"] += 1
                    row["equivalents"].append((key, changed_line(*bodies[key]) if key in bodies else "?"))
                    continue
                row["logic"] += 1
                if code not in SURVIVED:
                    row["logic_killed"] += 1
                else:
                    row["survivors"].append((key, changed_line(*bodies[key]) if key in bodies else "?"))
        rows.append(row)
    return rows


def score(row) -> str:
    return f"{100 * row['logic_killed'] / row['logic']:.1f} %" if row["logic"] else "-"


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("workdirs", nargs="+", type=Path)
    ap.add_argument("--survivors", action="store_true", help="list the surviving logic mutants")
    ap.add_argument("--json", type=Path, help="also write the rows as JSON to this file")
    ap.add_argument("--equivalents", action="store_true",
                    help="list each surviving mutant left out as an accepted equivalent: its changed line beside the "
                         "reason written for it (mutmut numbers mutants by position, so after a code change a "
                         "listed key may name another mutant: read the two together)")
    ap.add_argument("--equivalent", type=Path, help="docs/MUTATION.md: surviving mutants accepted as equivalent")
    args = ap.parse_args(argv)
    eq = accepted_equivalents(args.equivalent)
    rows = [r for w in args.workdirs for r in module_rows(w, eq)]
    head = ("module", "mutants", "run", "killed", "survived", "timeouts", "other", "text-only", "equivalent",
            "logic", "logic killed", "logic score")
    print(" | ".join(head))
    for r in rows:
        run = r["mutants"] - r["not_run"]
        print(" | ".join(str(x) for x in (r["module"], r["mutants"], run, r["killed"], r["survived"], r["timeouts"],
                                          r["other"], r["text_only"], r["equivalent"], r["logic"], r["logic_killed"],
                                          score(r))))
    if args.survivors:
        for r in rows:
            for key, line in r["survivors"]:
                print(f"SURVIVED {key}: {line}")
    if args.equivalents:
        for r in rows:
            for key, line in r["equivalents"]:
                print(f"EQUIVALENT {key}: {line}\n    reason: {eq[key]}")
    if args.json:
        args.json.write_text(json.dumps(rows, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
