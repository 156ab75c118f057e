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


# ---------------------------------------------------------------------------------------------------------------
# Stable keys, statement deletion, the stored results of tools/mutation.py and the summary they make.
#
# mutmut names a mutant by its position in the function (``..x_targets__mutmut_7``): an edit above it renumbers
# every later one, and an equivalent listed under such a key may come to name another mutant without anyone
# noticing. The runner keys a mutant instead by what it is: the module, the function's qualified name, the
# operator and the mutated line (old text -> new text, spaces collapsed), with ``#2``, ``#3`` for the second and
# third mutant that would read the same. A change to the mutated line changes the key, so a listed equivalent
# then names no mutant (the summary lists it as stale) instead of naming a different one.

def qualname(mutmut_name: str) -> str:
    """``targets`` from ``x_targets__mutmut_3``, ``State.copy`` from ``xǁStateǁcopy__mutmut_1`` (module part
    dropped)."""
    base = mutmut_name.rsplit(".", 1)[-1].rsplit("__mutmut_", 1)[0]
    if base.startswith("xǁ"):
        return ".".join(p for p in base[2:].split("ǁ") if p)
    return base[2:] if base.startswith("x_") else base


def _squash(text: str) -> str:
    return " ".join(text.split())


def mutant_line(orig: str, mutant: str) -> str:
    """The first line a mutmut mutant changes, as ``old -> new`` (spaces collapsed; the def line is compared
    with the mutant's name put back to the original's)."""
    mutant = _same_name(orig, mutant)
    for o, m in zip(orig.splitlines(), mutant.splitlines()):
        if o != m:
            return f"{_squash(o)} -> {_squash(m)}"
    a, b = orig.splitlines(), mutant.splitlines()
    return f"{_squash(a[len(b)] if len(a) > len(b) else '')} -> {_squash(b[len(a)] if len(b) > len(a) else '')}"


def stable_keys(module: str, items) -> list:
    """Keys ``module::qualname::operator::old -> new`` for ``items`` = [(qualname, operator, line), ...] in
    order; a repeat of the same key gets `` #2``, `` #3`` (the second, third such mutant in source order)."""
    seen, out = {}, []
    for qual, op, line in items:
        k = f"{module}::{qual}::{op}::{line}"
        seen[k] = seen.get(k, 0) + 1
        out.append(k if seen[k] == 1 else f"{k} #{seen[k]}")
    return out


# statements never deleted: they carry no rule (imports, declarations, ``pass``) or only words for people
_NOT_DELETED = (ast.Pass, ast.Import, ast.ImportFrom, ast.Global, ast.Nonlocal)
_COMPOUND = (ast.If, ast.For, ast.AsyncFor, ast.While, ast.With, ast.AsyncWith, ast.Try, ast.Match)
_MESSAGE_CALLS = {"Msg", "N_", "NN_", "event"}
_LOG_CALLS = {"debug", "info", "warning", "error", "exception", "critical"}
_TRY_STAR = (ast.TryStar,) if hasattr(ast, "TryStar") else ()


def _call_name(node):
    f = node.func if isinstance(node, ast.Call) else None
    return f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else None


def message_only(stmt) -> bool:
    """Is ``stmt`` a log or message line only -- ``ev.append(st.event(...))``, ``st.event(...)``, a bare
    ``Msg``/``N_`` call, ``log.info(...)`` -- or a no-op (a docstring, ``...``, ``_ = x``)? Deleting such a line
    changes what a person reads, not a rule (as the text-only mutmut mutants, it is not run)."""
    if isinstance(stmt, ast.Expr):
        v = stmt.value
        if isinstance(v, ast.Constant):
            return True
        name = _call_name(v)
        if name in _MESSAGE_CALLS:
            return True
        if name in _LOG_CALLS and isinstance(v.func, ast.Attribute) and isinstance(v.func.value, ast.Name) \
                and v.func.value.id in ("log", "logger", "logging", "LOG"):
            return True
        if name in ("append", "extend") and v.args and all(_call_name(a) in _MESSAGE_CALLS for a in v.args):
            return True
    if isinstance(stmt, ast.Assign) and all(isinstance(t, ast.Name) and t.id == "_" for t in stmt.targets):
        return True
    return False


def deletion_mutants(source: str) -> list:
    """Statement deletion: each simple statement inside a function (methods and nested functions too; not
    module-level code) replaced by ``pass``, one at a time, in source order; log and message lines, docstrings,
    imports and lines marked ``# pragma: no mutate`` left out. Returns [(qualname, line, mutated source), ...]
    where ``line`` is ``<the statement's first line> -> pass``."""
    tree = ast.parse(source)
    raw = source.encode("utf-8")
    starts, pos = [], 0
    for line in raw.splitlines(keepends=True):
        starts.append(pos)
        pos += len(line)
    text_lines = source.splitlines()
    out = []

    def stmts(body, qual):
        for st in body:
            if isinstance(st, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                yield from defs([st], qual)
            elif isinstance(st, _COMPOUND + _TRY_STAR):
                for field in ("body", "orelse", "finalbody"):
                    yield from stmts(getattr(st, field, []) or [], qual)
                for h in getattr(st, "handlers", []) or []:
                    yield from stmts(h.body, qual)
                for c in getattr(st, "cases", []) or []:
                    yield from stmts(c.body, qual)
            elif not isinstance(st, _NOT_DELETED) and not message_only(st) and qual is not None:
                yield qual, st

    def defs(body, prefix):
        for node in body:
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                yield from stmts(node.body, f"{prefix}.{node.name}" if prefix else node.name)
            elif isinstance(node, ast.ClassDef):
                yield from defs(node.body, f"{prefix}.{node.name}" if prefix else node.name)

    for qual, st in defs(tree.body, ""):
        first = text_lines[st.lineno - 1]
        if "pragma: no mutate" in first:
            continue
        a = starts[st.lineno - 1] + st.col_offset
        b = starts[st.end_lineno - 1] + st.end_col_offset
        seg = raw[a:b].decode("utf-8").splitlines()[0]
        out.append((qual, f"{_squash(seg)} -> pass", (raw[:a] + b"pass" + raw[b:]).decode("utf-8")))
    return out


def equivalents_by_key(doc: Path) -> dict:
    r"""Stable key -> reason, from the table of ``docs/mutation/equivalents.md``: rows
    ``| `module` | `qualname` | operator | `old -> new` | reason |`` (a ``|`` in the code written ``\|``)."""
    out = {}
    if not doc or not Path(doc).is_file():
        return out
    for line in Path(doc).read_text("utf-8").splitlines():
        cells = [c.strip().replace("\\|", "|") for c in re.split(r"(?<!\\)\|", line)[1:-1]]
        if len(cells) != 5 or not all(c[:1] == "`" for c in (cells[0], cells[1], cells[3])):
            continue   # the header, its rule, or not a row of the table
        mod, qual, op, code, reason = cells
        out[f"{mod.strip('`')}::{qual.strip('`')}::{op}::{code.strip('`')}"] = reason
    return out


def result_row(res: dict, equivalent: dict) -> dict:
    """A stored module result (``docs/mutation/results/<game>/<module>.json``) counted for the summary."""
    ms = res["mutants"]
    row = {"module": res["module"], "date": res["date"], "wall_seconds": res.get("wall_seconds", 0), "logic": len(ms), "text_only": res.get("text_only", 0),
           "deletion": sum(1 for m in ms.values() if m["op"] == "delete"), "run": 0, "killed": 0, "timeouts": 0,
           "equivalent": 0, "survivors": [], "stale": []}
    for key, m in ms.items():
        code = m["code"]
        if code is None:
            continue
        row["run"] += 1
        if code in SURVIVED:
            if key in equivalent:
                row["equivalent"] += 1
            else:
                row["survivors"].append(key)
        elif code in TIMEOUT:
            row["timeouts"] += 1
            row["killed"] += 1
        else:
            row["killed"] += 1
    prefix = res["module"] + "::"
    row["stale"] = sorted(k for k in equivalent if k.startswith(prefix) and k not in ms)
    row["whole"] = row["run"] == row["logic"]
    return row


def _pct(killed, counted):
    return f"{100 * killed / counted:.1f} %" if counted else "-"


def write_summary(results: Path, equivalents_doc: Path, out: Path, stale=()) -> list:
    """Write ``docs/mutation/summary.md``: one row per rules module, from its stored result of the runner
    (``results/<game>/<module>.json``), or, for a module the runner has not measured yet, its row of the last
    run before it (``results/legacy.json``, said so). ``stale``: modules whose source or tests changed since
    their stored run (``tools/mutation.py`` works that out), marked so. Returns the rows."""
    eq = equivalents_by_key(equivalents_doc)
    rows = {}
    legacy = results / "legacy.json"
    old = json.loads(legacy.read_text("utf-8")) if legacy.is_file() else {"rows": []}
    for r in old["rows"]:
        rows[r["module"]] = dict(r, legacy=True)
    for f in sorted(results.glob("*/*.json")):
        res = json.loads(f.read_text("utf-8"))
        rows[res["module"]] = dict(result_row(res, eq), legacy=False)
    lines = [
        "# Mutation testing: every rules module's row",
        "",
        "Written by `tools/mutation_report.py --summary` (`make mutation` ends with it); do not edit by hand.",
        "",
        "*measured* says how much of the module was measured: **whole** -- every logic mutant mutmut makes and "
        "every statement deletion (the runner of issue 38); **sampled** -- only some of them. Rows marked "
        f"*before issue 38* are the last run before this runner ({old.get('about', 'see legacy.json')}): "
        "mutmut's mutants only, no statement deletion, so none of them is whole in this sense. "
        "*logic mutants* leaves out mutants that change only words for people (text-only, not run); *score* is "
        "killed / (run - equivalents), a timeout counting as killed. Equivalents are listed with their reasons "
        "in [`equivalents.md`](equivalents.md) (the runner's rows) and in the notes of the earlier runs.",
        "",
        "| module | measured | logic mutants (deletion) | run | killed | timeouts | equivalents | survivors | score | date |",
        "|---|---|---|---|---|---|---|---|---|---|",
    ]
    for mod in sorted(rows):
        r = rows[mod]
        if r["legacy"]:
            measured = f"sampled ({r['run']} of {r['logic']})" if r["measured"] == "sampled" else r["measured"]
            lines.append(f"| `{mod}` | {measured}, before issue 38 | {r['logic']} (-) | {r['run']} | "
                         f"{r['killed']} | {r['timeouts']} | {r['equivalent']} | {r['run'] - r['equivalent'] - r['killed']} | "
                         f"{_pct(r['killed'], r['run'] - r['equivalent'])} | {r['date']} |")
        else:
            measured = "**whole**" if r["whole"] else f"sampled ({r['run']} of {r['logic']})"
            if mod in stale:
                measured += ", **stale** (code or tests changed since)"
            lines.append(f"| `{mod}` | {measured} | {r['logic']} ({r['deletion']}) | {r['run']} | {r['killed']} | "
                         f"{r['timeouts']} | {r['equivalent']} | {len(r['survivors'])} | "
                         f"{_pct(r['killed'], r['run'] - r['equivalent'])} | {r['date']} |")
    new = [r for r in rows.values() if not r["legacy"]]
    wall = sum(r["wall_seconds"] for r in new)
    whole = [r for r in new if r["whole"]]
    lines += ["", f"{len(rows)} modules: {len(whole)} measured whole by the runner, "
                  f"{len(new) - len(whole)} sampled by it ({sum(1 for r in new if r['module'] in stale)} of "
                  f"the runner's rows stale), {len(rows) - len(new)} not yet measured by it "
                  f"(their rows are from before issue 38). The runner's rows took {wall / 60:.1f} min of wall time "
                  "in all (the sum of their runs, each as the run's log gave it)."]
    left = [(r["module"], k) for r in new for k in r["survivors"]]
    if left:
        lines += ["", "## Survivors (neither killed nor listed as equivalent)", ""]
        lines += [f"* `{k}`" for _m, k in left]
    stale = [k for r in new for k in r["stale"]]
    if stale:
        lines += ["", "## Stale equivalents (listed, but no such mutant any more: re-check after a code change)", ""]
        lines += [f"* `{k}`" for k in stale]
    out.write_text("\n".join(lines) + "\n", "utf-8")
    return list(rows.values())


def score(row) -> str:
    return f"{100 * row['logic_killed'] / row['logic']:.1f} %" if row["logic"] else "-"


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("workdirs", nargs="*", type=Path)
    ap.add_argument("--summary", type=Path, metavar="RESULTS",
                    help="write docs/mutation/summary.md from the runner's stored results (docs/mutation/results)")
    ap.add_argument("--survivors", action="store_true", help="list the surviving logic mutants")
    ap.add_argument("--json", type=Path, help="also write the rows as JSON to this file")
    ap.add_argument("--equivalents", action="store_true",
                    help="list each surviving mutant left out as an accepted equivalent: its changed line beside the "
                         "reason written for it (mutmut numbers mutants by position, so after a code change a "
                         "listed key may name another mutant: read the two together)")
    ap.add_argument("--equivalent", type=Path, help="docs/MUTATION.md: surviving mutants accepted as equivalent")
    args = ap.parse_args(argv)
    if args.summary:
        out = args.summary.parent / "summary.md"
        rows = write_summary(args.summary, args.summary.parent / "equivalents.md", out)
        print(f"{out}: {len(rows)} modules")
        if not args.workdirs:
            return 0
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
