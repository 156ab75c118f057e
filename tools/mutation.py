"""Mutation testing of the rules modules (``make mutation``): every mutant of a module, cached by source hash.

For each rules module of each game (``rulebook.GAMES``; a game's package from ``rulebook.registry.package_of``)
the runner measures two kinds of *logic* mutant:

* every mutant mutmut makes of the module, except the text-only ones (they change only words for people:
  counted, not run -- see ``tools/mutation_report.py``);
* **statement deletion**, an operator of this runner (``mutation_report.deletion_mutants``): each simple
  statement inside a function replaced by ``pass``, one at a time -- log and message lines, docstrings and
  imports left out.

A work folder ``.mutation/<game>/<module>/`` gets a copy of ``rulebook/``, of the game's test folder and of
``pyproject.toml`` (the ``[tool.mutmut]`` table, with ``only_mutate`` and the tests filled in). mutmut makes and
runs its mutants there (each forked after import, so its survivors and timeouts are run again in a fresh
process); each deletion runs in a fresh process against the tests mutmut saw run the function, and a survivor
again against the module's whole test selection.

**Cache.** Each module's results are kept in ``docs/mutation/results/<game>/<module>.json`` with the sha256 of
the module's source and of its tests (the test files selected, the game's ``conftest.py`` and
``mutation.json``, the shared helpers in ``tests/``). A run whose two hashes match reuses every stored result
and runs only the mutants not measured yet (after a ``--sample`` run: the rest); when either changed, the module
is measured again from nothing. Mutants are stored under stable keys (module, function, operator, mutated line:
see ``mutation_report.stable_keys``), which the list of equivalents uses too.

**Per-game settings** live next to the game's tests, ``tests/<game>/mutation.json``: files of the package that
are not rules (``not_mutated``), the slow whole-game tests left out (``slow_tests``), the modules run against the
game's whole test folder (``game_folder``, or ``whole_folder`` for all of them), and extra test files of a
section (``section_tests``). This file names no game.

Usage::

    python tools/mutation.py                                   # every rules module, whole (hours)
    python tools/mutation.py --module fracht_express/hijack --jobs 1     # one module, whole
    python tools/mutation.py --game horror --sample 25         # a quick look: 25 mutants a module
    python tools/mutation.py --report-only                     # rewrite docs/mutation/summary.md

``make mutation MODULE=fracht_express/hijack`` does the second.
"""
from __future__ import annotations

import argparse
import datetime
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
sys.path.insert(0, str(ROOT))

import mutation_check  # noqa: E402
import mutation_report  # noqa: E402

RESULTS = ROOT / "docs" / "mutation" / "results"
EQUIVALENTS = ROOT / "docs" / "mutation" / "equivalents.md"
KILLED, SURVIVED, NO_TESTS, TIMED_OUT = 1, 0, 33, 36   # mutmut's exit codes, used for the deletions too


def games() -> list:
    """The registered games' names (``rulebook.GAMES``, nothing imported but the registry)."""
    import rulebook
    return list(rulebook.GAMES)


def package_dir(game: str) -> Path:
    """The folder of a game's package, from its registration (``rulebook.registry.package_of``)."""
    from rulebook.registry import package_of
    return ROOT.joinpath(*package_of(game).split("."))


def settings(game: str) -> dict:
    """The game's ``tests/<game>/mutation.json`` (defaults for a game without one)."""
    f = ROOT / "tests" / game / "mutation.json"
    got = json.loads(f.read_text("utf-8")) if f.is_file() else {}
    return {"not_mutated": [], "slow_tests": [], "whole_folder": False, "game_folder": [], "section_tests": {},
            **got}


def game_of(module: str) -> str:
    for g in games():
        if (ROOT / module).parent == package_dir(g):
            return g
    raise SystemExit(f"{module} is in no game's package.")


def rules_modules(game: str) -> list:
    skip = {"__init__.py", *settings(game)["not_mutated"]}
    return [str(p.relative_to(ROOT)) for p in sorted(package_dir(game).glob("*.py")) if p.name not in skip]


def module_path(name: str) -> str:
    """``rulebook/first_class/cars.py`` from that or from ``first_class/cars`` (a game's name and a module)."""
    n = name.strip().removesuffix(".py")
    if (ROOT / (n + ".py")).is_file():
        return n + ".py"
    game, _, stem = n.replace(".", "/").partition("/")
    if game in games() and stem and (package_dir(game) / (stem + ".py")).is_file():
        return str((package_dir(game) / (stem + ".py")).relative_to(ROOT))
    raise SystemExit(f"No rules module {name!r} (give <game>/<module>, e.g. the path's last two parts).")


def mutmut_exe() -> str:
    exe = shutil.which("mutmut", path=str(Path(sys.executable).parent)) or shutil.which("mutmut")
    if exe is None:
        raise SystemExit("mutmut is not installed: pip install -e '.[mutation]' -c constraints.txt")
    return exe


def workdir(base: Path, module: str) -> Path:
    return base / game_of(module) / Path(module).stem


def result_file(module: str) -> Path:
    return RESULTS / game_of(module) / (Path(module).stem + ".json")


# mutmut forks each mutant's test run from a process that has already run the tests once, so the rules modules'
# caches (module-level ``_NAME`` dicts: precomputed fits, interned actions, compiled checks) would come to every
# mutant warm -- a mutant of the code that fills a cache would then never run and always "survive". This
# conftest, written into the work copy only, empties them when each run's test session starts. A cache is a
# module-level ``_NAME`` dict the module's source makes empty (``_NAME: dict = {}``, ``_TAKE = _Takes()``); a
# table written out in the source (``_PLURAL = {"cars": "car", ...}``, ``_READ = {c: i for ...}``) is a constant
# and is left alone (emptied, it broke every test reading card words or codes, and those failures killed mutants).
# The games' own ``functools.lru_cache`` functions (the loaded data files) are emptied too: warm, no mutant of a
# data loader's checks was ever run.
CLEAR_CACHES = '''"""Mutation runs only (tools/mutation.py): start every test session with the rules modules' caches empty."""
import ast
import sys

_CACHES = {}   # module name -> the names of its module-level dicts that start empty (its caches)
_GAME_PACKAGES = set(__GAME_PACKAGES__)   # filled in by tools/mutation.py from rulebook.GAMES


def _caches(name, mod):
    if name not in _CACHES:
        names = set()
        try:
            with open(mod.__file__, encoding="utf-8") as f:
                body = ast.parse(f.read()).body
        except (AttributeError, TypeError, OSError, SyntaxError, ValueError):
            body = []
        for node in body:
            if isinstance(node, ast.Assign):
                targets, value = node.targets, node.value
            elif isinstance(node, ast.AnnAssign) and node.value is not None:
                targets, value = [node.target], node.value
            else:
                continue
            if isinstance(value, ast.Dict) and not value.keys or \\
                    isinstance(value, ast.Call) and not value.args and not value.keywords:
                names.update(t.id for t in targets if isinstance(t, ast.Name))
        _CACHES[name] = names
    return _CACHES[name]


def pytest_sessionstart(session):
    for name, mod in list(sys.modules.items()):
        if name.startswith("rulebook.") and mod is not None:
            game = name.rpartition(".")[0] in _GAME_PACKAGES
            for attr, value in list(vars(mod).items()):
                if attr.startswith("_") and attr[1:2].isupper() and attr.isupper() and isinstance(value, dict) \\
                        and attr in _caches(name, mod):
                    value.clear()
                elif game and callable(getattr(value, "cache_clear", None)) \\
                        and getattr(value, "__module__", None) == name:
                    value.cache_clear()   # an lru_cache of the game's own (its loaded data files)
'''


def conftest() -> str:
    from rulebook.registry import package_of
    return CLEAR_CACHES.replace("__GAME_PACKAGES__", repr(sorted(package_of(g) for g in games())))


def section_tests(module: str) -> list:
    """The section's own test files of a rules module (``tests/<game>/test_<module>*.py`` and the game's
    ``section_tests``), or the game's whole test folder when it has none or the settings ask for it."""
    game, name = game_of(module), Path(module).name
    conf = settings(game)
    if conf["whole_folder"] or name in conf["game_folder"]:
        return [f"tests/{game}"]
    own = sorted(p.name for p in (ROOT / "tests" / game).glob(f"test_{Path(name).stem}*.py"))
    extra = [t for t in conf["section_tests"].get(name, ()) if (ROOT / "tests" / game / t).is_file() and t not in own]
    return [f"tests/{game}/{t}" for t in own + extra] or [f"tests/{game}"]


def selection(module: str, with_slow: bool = False, game_tests: bool = False) -> list:
    """pytest arguments: the module's tests, the game's slow tests deselected (unless ``with_slow``)."""
    game = game_of(module)
    tests = [f"tests/{game}"] if game_tests else section_tests(module)
    return tests + ([] if with_slow else [a for t in settings(game)["slow_tests"] for a in ("--deselect", t)])


def _sha(parts) -> str:
    h = hashlib.sha256()
    for p in parts:
        h.update(p if isinstance(p, bytes) else p.encode("utf-8"))
        h.update(b"\0")
    return h.hexdigest()


def tests_hash(module: str, tests: list) -> str:
    """sha256 of what a module's results depend on besides its own source: the selected test files (a folder:
    every file in it), the game's ``conftest.py`` and ``mutation.json``, the shared helpers in ``tests/``, and
    the selection itself."""
    game = game_of(module)
    files = set()
    for t in tests:
        if t.startswith("--") or "::" in t:
            continue
        p = ROOT / t
        files.update(p.rglob("*") if p.is_dir() else [p])
    for folder in (ROOT / "tests" / game, ROOT / "tests"):   # conftest.py and helpers the test files import
        files.update(f for f in folder.glob("*.py") if not f.name.startswith("test_"))
    files.add(ROOT / "tests" / game / "mutation.json")
    files = sorted(f for f in files if f.is_file() and "__pycache__" not in f.parts)
    return _sha([json.dumps(tests)] + [x for f in files for x in (str(f.relative_to(ROOT)), f.read_bytes())])


def prepare(wd: Path, module: str, tests: list) -> None:
    """A fresh copy of the sources, the game's tests and the settings for one module (``tests``: the pytest
    arguments of :func:`selection`)."""
    game = game_of(module)
    if wd.exists():
        shutil.rmtree(wd)
    wd.mkdir(parents=True)
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc")
    shutil.copytree(ROOT / "rulebook", wd / "rulebook", ignore=ignore)
    (wd / "tests").mkdir()
    (wd / "tests" / "conftest.py").write_text(conftest(), "utf-8")
    shutil.copytree(ROOT / "tests" / game, wd / "tests" / game, ignore=ignore)
    for helper in (ROOT / "tests").glob("*.py"):   # helpers shared by the games' tests (data_copies.py, ...)
        if not helper.name.startswith("test_"):
            shutil.copy2(helper, wd / "tests" / helper.name)
    text = (ROOT / "pyproject.toml").read_text("utf-8")
    extra = f'only_mutate = ["{module}"]\npytest_add_cli_args_test_selection = {json.dumps(tests)}\n'
    text, n = re.subn(r"^\[tool\.mutmut\]\n", lambda m: m.group(0) + extra, text, flags=re.MULTILINE)
    if n != 1:
        raise SystemExit("pyproject.toml has no [tool.mutmut] table.")
    (wd / "pyproject.toml").write_text(text, "utf-8")


def _run(cmd, wd: Path, jobs: int, log: Path) -> int:
    env = dict(os.environ, RULEBOOK_QUICK=os.environ.get("RULEBOOK_QUICK", "1"))
    with open(log, "a", encoding="utf-8") as f:
        return subprocess.call(["nice", "-n", "19", *cmd, "--max-children", str(jobs)], cwd=wd, env=env,
                               stdout=f, stderr=subprocess.STDOUT)


def spread(items: list, n: int | None) -> list:
    """``n`` of ``items`` evenly spread (the i-th of n at (2i+1)/2n), or all of them (``n`` None or enough)."""
    if n is None or len(items) <= n:
        return list(items)
    return [items[(2 * i + 1) * len(items) // (2 * n)] for i in range(n)]


def recheck(wd: Path, tests: list, names: list, skip=()) -> tuple:
    """Run each surviving or timed-out mutmut mutant among ``names`` again, in a fresh process, against the
    same tests, and record what its tests do there. Returns (mutants run again, killed).

    mutmut forks every mutant's test run from a process that has already imported the rules, so a mutant of
    code that runs at import (a decorator, a table registered when the module loads) never takes effect inside
    ``mutmut run`` and always "survives". In a fresh process the mutant is active from the first import on
    (``MUTANT_UNDER_TEST``, as ``tools/mutation_check.py`` does). Accepted equivalents (``skip``) are not run
    again.

    mutmut stops a mutant's tests at a CPU-time limit worked out from how long the tests took on the original
    code; a mutant that only switches a cache off, say, runs the same tests slower and is stopped as a
    "timeout" before they could fail or pass. Here it gets four times the original's time plus 30 s: a
    mutant whose tests fail is recorded as killed, one whose tests pass as a survivor, and only one that is
    still running then stays a timeout.
    """
    wanted = set(names)
    timed_out = set(mutation_check.survivors(wd, mutation_report.TIMEOUT)) & wanted
    keys = [k for k in mutation_check.survivors(wd) if k in wanted and k not in skip] + sorted(timed_out)
    if not keys:
        return 0, 0
    mutants = wd / "mutants"
    t0 = time.monotonic()
    if mutation_check.run(mutants, tests, None, timeout=3600) != 0:
        raise SystemExit(f"The tests fail on the original code in {mutants}.")
    limit = 4 * (time.monotonic() - t0) + 30   # mutmut's own margin is (time + 5 s) x 2 x 2
    killed = 0
    for k in keys:
        code = mutation_check.run(mutants, tests, k, timeout=limit)
        if code != 0 and code != -1:
            killed += 1
        if code != 0 or k in timed_out:   # 36: still running at the limit, reported as a timeout
            mutation_check.record(wd, k, TIMED_OUT if code == -1 else KILLED if code != 0 else SURVIVED)
    with open(wd / "mutmut.log", "a", encoding="utf-8") as f:
        f.write(f"fresh-process re-check: {killed} of {len(keys)} survivors and timeouts killed\n")
    return len(keys), killed


def _pytest_code(code: int) -> int:
    """A pytest exit status as mutmut records it: 0 survived, 5 (no tests ran) 33, -1 (past the limit)
    timeout, anything else (failures, an error while collecting) killed."""
    return {0: SURVIVED, 5: NO_TESTS, -1: TIMED_OUT}.get(code, KILLED)


def run_deletions(wd: Path, module: str, tests: list, todo: list, jobs: int) -> dict:
    """Run each statement deletion of ``todo`` ([(key, qualname, mutated source)]) in a fresh process: first
    against the tests mutmut saw run the function (``mutmut-stats.json``), then, if it survives there, against
    the module's whole selection ``tests``. Returns key -> exit code (mutmut's codes)."""
    if not todo:
        return {}
    stats_file = wd / "mutants" / "mutmut-stats.json"
    by_fn = json.loads(stats_file.read_text("utf-8"))["tests_by_mangled_function_name"] if stats_file.is_file() else {}
    dotted = ".".join(Path(module).with_suffix("").parts)
    slots = []
    for i in range(max(1, jobs)):
        slot = wd / "deletion" / str(i)
        if slot.exists():
            shutil.rmtree(slot)
        slot.mkdir(parents=True)
        for part in ("rulebook", "tests"):
            shutil.copytree(wd / part, slot / part)
        shutil.copy2(wd / "pyproject.toml", slot / "pyproject.toml")
        slots.append(slot)
    t0 = time.monotonic()
    if mutation_check.run(slots[0], tests, None, timeout=3600) != 0:
        raise SystemExit(f"{module}: the tests fail on the original code in {slots[0]}.")
    limit = 4 * (time.monotonic() - t0) + 30
    original = (wd / module).read_text("utf-8")

    def covering(qual):
        parts = qual.split(".")
        names = [f"{dotted}.x_{parts[0]}"] + ([f"{dotted}.xǁ{parts[0]}ǁ{parts[1]}"] if len(parts) > 1 else [])
        return sorted({t for n in names for t in by_fn.get(n, ())})

    def one(slot, item):
        key, qual, source = item
        target = slot / module
        target.write_text(source, "utf-8")
        try:
            code = SURVIVED
            near = covering(qual)
            if near:
                code = _pytest_code(mutation_check.run(slot, near, "", timeout=limit))
            if code in (SURVIVED, NO_TESTS):   # not noticed by the nearest tests: the whole selection decides
                code = _pytest_code(mutation_check.run(slot, tests, "", timeout=limit))
        finally:
            target.write_text(original, "utf-8")
        return key, code

    free = list(slots)
    out = {}
    if len(slots) == 1:
        for item in todo:
            k, c = one(slots[0], item)
            out[k] = c
    else:
        import threading
        lock = threading.Lock()

        def take(item):
            with lock:
                slot = free.pop()
            try:
                return one(slot, item)
            finally:
                with lock:
                    free.append(slot)
        with ThreadPoolExecutor(max_workers=len(slots)) as pool:
            out = dict(pool.map(take, todo))
    shutil.rmtree(wd / "deletion", ignore_errors=True)
    noticed = sum(1 for c in out.values() if c not in (SURVIVED, NO_TESTS))
    print(f"   statement deletions: {noticed} of {len(out)} killed ({time.monotonic() - t0:.0f} s)", flush=True)
    return out


def dump(result: dict) -> str:
    """The stored result as JSON, one mutant a line (the file is kept in git: its diffs stay readable)."""
    head = {k: v for k, v in result.items() if k != "mutants"}
    text = json.dumps(head, indent=1, ensure_ascii=False)[:-2]
    lines = [f" {json.dumps(k, ensure_ascii=False)}: {json.dumps(m)}" for k, m in result["mutants"].items()]
    return text + ',\n "mutants": {\n' + ",\n".join(lines) + "\n }\n}\n"


def load_result(module: str) -> dict | None:
    f = result_file(module)
    return json.loads(f.read_text("utf-8")) if f.is_file() else None


def run_module(base: Path, module: str, n_sample: int | None, jobs: int, with_slow: bool = False,
               game_tests: bool = False, force: bool = False) -> dict:
    """Measure one module (``n_sample`` None: every logic mutant) and store the result; reuse the stored
    results when the module's source and tests are unchanged. Returns the stored result."""
    t_start = time.monotonic()
    tests = selection(module, with_slow, game_tests)
    source = (ROOT / module).read_text("utf-8")
    mod_sha, tests_sha = _sha([source]), tests_hash(module, tests)
    prev = None if force else load_result(module)
    same = prev is not None and prev["module_sha256"] == mod_sha and prev["tests_sha256"] == tests_sha
    known = {k: m for k, m in prev["mutants"].items() if m["code"] is not None} if same else {}
    if same and len(known) == len(prev["mutants"]):
        print(f"== {module}: unchanged since {prev['date']}, measured whole then (cached)", flush=True)
        return prev
    wd = workdir(base, module)
    prepare(wd, module, tests)
    log = wd / "mutmut.log"
    exe = mutmut_exe()
    # a name that matches nothing makes mutmut generate the mutants (and their list) and stop
    _run([exe, "run", "no.such.mutant"], wd, jobs, log)
    meta = wd / "mutants" / (module + ".meta")
    names = list(json.loads(meta.read_text("utf-8"))["exit_code_by_key"])
    bodies = mutation_report.mutants_of(wd / "mutants" / module)
    items, text_only = [], 0   # (qualname, operator, line, mutmut name or mutated source)
    for name in names:
        if name in bodies and mutation_report.text_only(*bodies[name]):
            text_only += 1
            continue
        line = mutation_report.mutant_line(*bodies[name]) if name in bodies else name
        items.append((mutation_report.qualname(name), "mutmut", line, name))
    for qual, line, mutated in mutation_report.deletion_mutants(source):
        items.append((qual, "delete", line, mutated))
    keys = mutation_report.stable_keys(module, [(q, op, line) for q, op, line, _x in items])
    chosen = set(spread(keys, n_sample))
    todo = [(k, it) for k, it in zip(keys, items) if k in chosen and k not in known]
    what = "every logic mutant" if n_sample is None else f"a sample of {n_sample}"
    print(f"== {module}: {len(keys)} logic mutants ({sum(1 for i in items if i[1] == 'delete')} deletions), "
          f"{text_only} text-only; {what}: {len(todo)} to run, {len(chosen & set(known))} cached", flush=True)
    run_names = [it[3] for _k, it in todo if it[1] == "mutmut"]
    if run_names:
        _run([exe, "run", *run_names], wd, jobs, log)
        eq = mutation_report.equivalents_by_key(EQUIVALENTS)
        skip = {it[3] for k, it in todo if it[1] == "mutmut" and k in eq}
        again, killed = recheck(wd, tests, run_names, skip)
        if again:
            print(f"   fresh-process re-check: {killed} of {again} survivors and timeouts killed", flush=True)
    codes = json.loads(meta.read_text("utf-8"))["exit_code_by_key"]
    got = run_deletions(wd, module, tests, [(k, it[0], it[3]) for k, it in todo if it[1] == "delete"], jobs)
    mutants = {}
    for k, it in zip(keys, items):
        code = known[k]["code"] if k in known else got.get(k) if it[1] == "delete" else \
            codes.get(it[3]) if k in chosen else None
        mutants[k] = {"op": it[1], "code": code}
    wall = time.monotonic() - t_start
    result = {
        "module": module,
        "module_sha256": mod_sha,
        "tests_sha256": tests_sha,
        "tests": tests,
        "date": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d"),
        "runner": "tools/mutation.py: mutmut's logic mutants and statement deletion",
        "text_only": text_only,
        "wall_seconds": round(wall + (prev or {}).get("wall_seconds", 0) * bool(known)),
        "mutants": mutants,
    }
    f = result_file(module)
    f.parent.mkdir(parents=True, exist_ok=True)
    f.write_text(dump(result), "utf-8")
    run = sum(1 for m in mutants.values() if m["code"] is not None)
    print(f"   {module}: {run} of {len(mutants)} measured, {wall:.0f} s; stored in {f.relative_to(ROOT)}", flush=True)
    return result


def stale_results() -> set:
    """Modules whose stored result no longer matches their source or their tests (measured again next run)."""
    out = set()
    for f in sorted(RESULTS.glob("*/*.json")):
        res = json.loads(f.read_text("utf-8"))
        mod = res["module"]
        if not (ROOT / mod).is_file() or _sha([(ROOT / mod).read_text("utf-8")]) != res["module_sha256"] \
                or tests_hash(mod, res["tests"]) != res["tests_sha256"]:
            out.add(mod)
    return out


def run_all(base: Path, modules: list, args) -> list:
    """Run every module, largest first; with ``--jobs`` N > 1 and several modules, N modules at once (each
    running one mutant at a time), so that a module's one-core stretches -- making its mutants, the clean run,
    the coverage run -- overlap with another module's work."""
    def one(m):
        return run_module(base, m, args.sample, 1 if parallel else args.jobs, args.with_slow, args.game_tests,
                          args.force)

    modules = sorted(modules, key=lambda m: -(ROOT / m).stat().st_size)
    parallel = args.jobs > 1 and len(modules) > 1
    t0 = time.monotonic()
    if parallel:
        with ThreadPoolExecutor(max_workers=args.jobs) as pool:
            out = list(pool.map(one, modules))
    else:
        out = [one(m) for m in modules]
    print(f"== {len(modules)} modules in {(time.monotonic() - t0) / 60:.1f} min", flush=True)
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--module", help="one rules module (rulebook/<game>/<module>.py or <game>/<module>)")
    ap.add_argument("--game", help="every rules module of one game")
    ap.add_argument("--sample", type=int, default=None,
                    help="measure only N logic mutants a module, spread evenly (default: every one)")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1,
                    help="at once: modules (several chosen) or one module's mutants (default: the cores)")
    ap.add_argument("--workdir", type=Path, default=ROOT / ".mutation")
    ap.add_argument("--with-slow", action="store_true", help="keep the game's slow whole-game tests")
    ap.add_argument("--game-tests", action="store_true", help="run the game's whole test folder, not the section's")
    ap.add_argument("--force", action="store_true", help="measure again even what is cached")
    ap.add_argument("--report-only", action="store_true", help="only rewrite docs/mutation/summary.md")
    ap.add_argument("--survivors", action="store_true", help="list the surviving logic mutants after the table")
    args = ap.parse_args(argv)
    if args.game and args.game not in games():
        raise SystemExit(f"No game {args.game!r}; the games are: {', '.join(games())}.")
    if args.module:
        modules = [module_path(args.module)]
    else:
        modules = [m for g in games() if args.game in (None, g) for m in rules_modules(g)]
    if not args.report_only:
        run_all(args.workdir, modules, args)
    rows = mutation_report.write_summary(RESULTS, EQUIVALENTS, RESULTS.parent / "summary.md", stale_results())
    print(f"docs/mutation/summary.md: {len(rows)} modules")
    if args.survivors:
        for m in modules:
            res = load_result(m)
            if res:
                row = mutation_report.result_row(res, mutation_report.equivalents_by_key(EQUIVALENTS))
                for k in row["survivors"]:
                    print(f"SURVIVED {k}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
