"""Mutation testing of the rules modules (``make mutation``): mutmut, one module at a time, that game's own tests.

For each rules module a work folder ``.mutation/<game>/<module>/`` gets a copy of ``rulebook/``, of the game's
test folder and of ``pyproject.toml`` (the ``[tool.mutmut]`` settings, with ``only_mutate`` set to the module and
the game's test folder as the test selection). ``mutmut run`` there mutates the module and runs the game's unit
tests (not the browser or slow ones) against each mutant; ``tools/mutation_report.py`` then prints the table.

Which mutants run: every mutant of the modules in ``FULL`` (the ones issue 21 names); for every other module a
sample of ``--sample`` (default 25) logic mutants (text-only ones left out, see the report), spread evenly over
the module in mutmut's order (function by function, top to bottom), so the whole run stays within a few hours.

Usage::

    python tools/mutation.py                               # every rules module of the three games
    python tools/mutation.py --module rulebook/first_class/cars.py     # one (also first_class/cars)
    python tools/mutation.py --module first_class/cars --all            # every mutant, even of a sampled module
    python tools/mutation.py --game horror --jobs 2        # one game's modules, two at a time
    python tools/mutation.py --report-only                 # the table of the last runs

``MODULE=first_class/cars make mutation`` does the second.
"""
from __future__ import annotations

import argparse
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

import mutation_check
import mutation_report

GAMES = ("first_class", "fracht_express", "horror")
# helpers of notebooks, bots and tests rather than rules: not mutated (the bots -- FrachtExpress's planner,
# Horror's team bot -- choose among legal actions; their strength is measured by benchmarks, not pinned by tests)
NOT_RULES = {"__init__.py", "scenario.py", "scenario_cards.py", "scenario_boards.py", "heuristic.py", "candidates.py",
             "determinize.py", "odds.py", "stats.py", "sections.py", "plan_bot.py", "team_bot.py"}
# whole-game runs (random games, bots, every-label sweeps): minutes per survivor and no rule of their own to pin;
# left out of mutation runs (``--with-slow`` keeps them) so a section's unit tests are what kills its mutants
SLOW_TESTS = {
    "first_class": (),
    "fracht_express": ("tests/fracht_express/test_advanced_play.py::test_random_advanced_games",
                       "tests/fracht_express/test_action_words.py::test_no_label_has_coordinates_or_quarter_turns",
                       "tests/fracht_express/test_network_cache.py::test_kept_network_and_lists_equal_a_fresh_build",
                       "tests/fracht_express/test_cache_bounds.py",
                       "tests/fracht_express/test_plan_bot.py"),
    "horror": ("tests/horror/test_team_bot.py",
               "tests/horror/test_compiled_checks.py::test_compiled_checks_answer_as_the_reading"),
}
# a section's own tests, beside tests/<game>/test_<module>*.py (the quick path: a mutant of one section is run
# against these unless --game-tests asks for the game's whole test folder)
SECTION_TESTS = {
    "rulebook/fracht_express/change.py": ("test_crossings.py", "test_examples.py", "test_move.py",
                                          "test_network_cache.py", "test_properties.py"),
    "rulebook/fracht_express/move.py": ("test_ramming.py", "test_crossings.py", "test_derail.py", "test_examples.py",
                                        "test_properties.py", "test_station_j.py", "test_variants.py"),
    "rulebook/fracht_express/advanced.py": ("test_station_b.py", "test_station_c.py", "test_station_d.py",
                                            "test_station_e.py", "test_station_f.py", "test_station_g.py",
                                            "test_station_h.py", "test_station_i.py", "test_station_j.py",
                                            "test_station_protocol.py", "test_variants.py"),
    "rulebook/fracht_express/network.py": ("test_move.py", "test_move_pinned.py", "test_ramming.py",
                                           "test_crossings.py", "test_derail.py", "test_examples.py",
                                           "test_change.py", "test_station_h.py"),
    "rulebook/fracht_express/variants.py": ("test_properties.py", "test_log_words.py", "test_action_words.py"),
    "rulebook/horror/talk.py": ("test_frames.py", "test_examples.py", "test_effects_pinned.py", "test_rest.py"),
    "rulebook/horror/monsters.py": ("test_threats.py", "test_fight.py", "test_scenario.py", "test_setup.py",
                                    "test_effect_steps.py", "test_effects_pinned.py"),
    "rulebook/horror/effects.py": ("test_effect_steps.py", "test_player_choices.py"),
    # the data files' checks: the files loaded whole (set-up) and broken one field at a time (test_data_pinned);
    # the game's whole folder took minutes per mutant here, as every test loads the mutated data module
    "rulebook/horror/data.py": ("test_setup.py", "test_setup_pinned.py", "test_clues.py", "test_effect_steps.py",
                                "test_effects_pinned.py", "test_phases.py", "test_ritual_pinned.py",
                                "test_skills_pinned.py"),
}
# the data checks split per component file (issue 33): each is run against data.py's tests and the data checks
for _part in ("schema", "table", "clues", "investigators", "landscapes", "occult"):
    SECTION_TESTS[f"rulebook/horror/data_{_part}.py"] = (("test_data_checks.py", "test_data_pinned.py")
                                                         + SECTION_TESTS["rulebook/horror/data.py"])
# modules with no test module of their own when the sampled pass began: their mutants run against the game's
# whole unit-test folder (less SLOW_TESTS) even after a ``test_<module>_pinned.py`` is added beside it
GAME_FOLDER = {
    "rulebook/fracht_express/actions.py",
    "rulebook/fracht_express/data.py",
    "rulebook/fracht_express/deliver.py",
    "rulebook/fracht_express/end_of_game.py",
    "rulebook/fracht_express/hijack.py",
    "rulebook/fracht_express/load.py",
    "rulebook/fracht_express/player.py",
    "rulebook/fracht_express/preparation.py",
    "rulebook/fracht_express/setup.py",
    "rulebook/fracht_express/state.py",
    "rulebook/fracht_express/turn.py",
    "rulebook/fracht_express/view.py",
    "rulebook/fracht_express/words.py",
    "rulebook/horror/actions.py",
    "rulebook/horror/board.py",
    "rulebook/horror/car_actions.py",
    "rulebook/horror/conditions.py",
    "rulebook/horror/end.py",
    "rulebook/horror/events.py",
    "rulebook/horror/fez.py",
    "rulebook/horror/fields.py",
    "rulebook/horror/investigators.py",
    "rulebook/horror/load.py",
    "rulebook/horror/names.py",
    "rulebook/horror/passenger_steps.py",
    "rulebook/horror/passengers.py",
    "rulebook/horror/ritual.py",
    "rulebook/horror/save_check.py",
    "rulebook/horror/skills.py",
    "rulebook/horror/state.py",
    "rulebook/horror/suspects.py",
    "rulebook/horror/train.py",
    "rulebook/horror/turn.py",
    "rulebook/horror/vampire.py",
    "rulebook/horror/view.py",
    "rulebook/horror/why_not.py",
}
# games whose whole unit-test folder is quick enough (seconds) to run against every mutant
WHOLE_FOLDER = {"first_class"}
FULL = {"rulebook/first_class/cars.py", "rulebook/first_class/coins.py", "rulebook/first_class/scoring.py",
        "rulebook/fracht_express/move.py", "rulebook/fracht_express/change.py", "rulebook/horror/talk.py",
        "rulebook/horror/monsters.py"}


def rules_modules() -> list:
    return [str(p.relative_to(ROOT)) for g in GAMES for p in sorted((ROOT / "rulebook" / g).glob("*.py"))
            if p.name not in NOT_RULES]


def module_path(name: str) -> str:
    """``rulebook/first_class/cars.py`` from that, ``first_class/cars`` or ``first_class.cars``."""
    n = name.strip().removesuffix(".py").replace(".", "/")
    if not n.startswith("rulebook/"):
        n = "rulebook/" + n
    path = n + ".py"
    if not (ROOT / path).is_file():
        raise SystemExit(f"No rules module {name!r} (looked for {path}).")
    return path


def mutmut_exe() -> str:
    exe = shutil.which("mutmut", path=str(Path(sys.executable).parent)) or shutil.which("mutmut")
    if exe is None:
        raise SystemExit("mutmut is not installed: pip install -e '.[mutation]' -c constraints.txt")
    return exe


def workdir(base: Path, module: str) -> Path:
    game, stem = Path(module).parent.name, Path(module).stem
    return base / game / stem


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
            game = name.split(".")[1] in ("first_class", "fracht_express", "horror")
            for attr, value in list(vars(mod).items()):
                if attr.startswith("_") and attr[1:2].isupper() and attr.isupper() and isinstance(value, dict) \\
                        and attr in _caches(name, mod):
                    value.clear()
                elif game and callable(getattr(value, "cache_clear", None)) \\
                        and getattr(value, "__module__", None) == name:
                    value.cache_clear()   # an lru_cache of the game's own (its loaded data files)
'''


def section_tests(module: str) -> list:
    """The section's own test files of a rules module (``tests/<game>/test_<module>*.py`` and ``SECTION_TESTS``),
    or the game's whole test folder when it has none or is quick (``WHOLE_FOLDER``)."""
    game, stem = Path(module).parent.name, Path(module).stem
    if game in WHOLE_FOLDER or module in GAME_FOLDER:
        return [f"tests/{game}"]
    own = sorted(p.name for p in (ROOT / "tests" / game).glob(f"test_{stem}*.py"))
    extra = [t for t in SECTION_TESTS.get(module, ()) if (ROOT / "tests" / game / t).is_file() and t not in own]
    return [f"tests/{game}/{t}" for t in own + extra] or [f"tests/{game}"]


def prepare(wd: Path, module: str, with_slow: bool = False, game_tests: bool = False) -> None:
    """A fresh copy of the sources, the game's tests and the settings for one module: the section's own tests
    (the whole game folder if ``game_tests``), the game's slow whole-game tests deselected unless ``with_slow``."""
    game = Path(module).parent.name
    if wd.exists():
        shutil.rmtree(wd)
    wd.mkdir(parents=True)
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc")
    shutil.copytree(ROOT / "rulebook", wd / "rulebook", ignore=ignore)
    (wd / "tests").mkdir()
    (wd / "tests" / "conftest.py").write_text(CLEAR_CACHES, "utf-8")
    shutil.copytree(ROOT / "tests" / game, wd / "tests" / game, ignore=ignore)
    for helper in (ROOT / "tests").glob("*.py"):   # helpers shared by the games' tests (data_copies.py, ...)
        if not helper.name.startswith("test_"):
            shutil.copy2(helper, wd / "tests" / helper.name)
    text = (ROOT / "pyproject.toml").read_text("utf-8")
    selection = ([f"tests/{game}"] if game_tests else section_tests(module)) + ([] if with_slow else [a for t in SLOW_TESTS[game] for a in ("--deselect", t)])
    extra = f'only_mutate = ["{module}"]\npytest_add_cli_args_test_selection = {json.dumps(selection)}\n'
    text, n = re.subn(r"^\[tool\.mutmut\]\n", lambda m: m.group(0) + extra, text, flags=re.MULTILINE)
    if n != 1:
        raise SystemExit("pyproject.toml has no [tool.mutmut] table.")
    (wd / "pyproject.toml").write_text(text, "utf-8")


def _run(cmd, wd: Path, jobs: int, log: Path) -> int:
    env = dict(os.environ, RULEBOOK_QUICK=os.environ.get("RULEBOOK_QUICK", "1"))
    with open(log, "a", encoding="utf-8") as f:
        return subprocess.call(["nice", "-n", "19", *cmd, "--max-children", str(jobs)], cwd=wd, env=env,
                               stdout=f, stderr=subprocess.STDOUT)


def sample(wd: Path, module: str, n: int) -> list:
    """``n`` logic mutants of the module, evenly spread (all of them when there are fewer)."""
    meta = wd / "mutants" / (module + ".meta")
    keys = list(json.loads(meta.read_text("utf-8"))["exit_code_by_key"])
    bodies = mutation_report.mutants_of(wd / "mutants" / module)
    logic = [k for k in keys if not (k in bodies and mutation_report.text_only(*bodies[k]))]
    if len(logic) <= n:
        return logic
    return [logic[(2 * i + 1) * len(logic) // (2 * n)] for i in range(n)]


def recheck(wd: Path, module: str, with_slow: bool = False, game_tests: bool = False) -> tuple:
    """Run each surviving or timed-out mutant of a finished run again, in a fresh process, against the same
    tests, and record what its tests do there. Returns (mutants run again, killed).

    mutmut forks every mutant's test run from a process that has already imported the rules, so a mutant of
    code that runs at import (a decorator, a table registered when the module loads) never takes effect inside
    ``mutmut run`` and always "survives". In a fresh process the mutant is active from the first import on
    (``MUTANT_UNDER_TEST``, as ``tools/mutation_check.py`` does). Accepted equivalents are not run again.

    mutmut stops a mutant's tests at a CPU-time limit worked out from how long the tests took on the original
    code; a mutant that only switches a cache off, say, runs the same tests slower and is stopped as a
    "timeout" before they could fail or pass. Here it gets four times the original's time plus 30 s: a
    mutant whose tests fail is recorded as killed, one whose tests pass as a survivor, and only one that is
    still running then stays a timeout.
    """
    equivalent = mutation_report.accepted_equivalents(ROOT / "docs" / "MUTATION.md")
    timed_out = set(mutation_check.survivors(wd, mutation_report.TIMEOUT))
    keys = [k for k in mutation_check.survivors(wd) if k not in equivalent] + sorted(timed_out)
    if not keys:
        return 0, 0
    game = Path(module).parent.name
    tests = ([f"tests/{game}"] if game_tests else section_tests(module)) + \
        ([] if with_slow else [a for t in SLOW_TESTS[game] for a in ("--deselect", t)])
    mutants = wd / "mutants"
    t0 = time.monotonic()
    if mutation_check.run(mutants, tests, None, timeout=3600) != 0:
        raise SystemExit(f"{module}: the section's tests fail on the original code in {mutants}.")
    limit = 4 * (time.monotonic() - t0) + 30   # mutmut's own margin is (time + 5 s) x 2 x 2
    killed = 0
    for k in keys:
        code = mutation_check.run(mutants, tests, k, timeout=limit)
        if code != 0 and code != -1:
            killed += 1
        if code != 0 or k in timed_out:   # 36: still running at the limit, reported as a timeout
            mutation_check.record(wd, k, 36 if code == -1 else 1 if code != 0 else 0)
    with open(wd / "mutmut.log", "a", encoding="utf-8") as f:
        f.write(f"fresh-process re-check: {killed} of {len(keys)} survivors and timeouts killed\n")
    return len(keys), killed


def run_module(base: Path, module: str, n_sample: int | None, jobs: int, with_slow: bool = False,
               game_tests: bool = False) -> Path:
    wd = workdir(base, module)
    prepare(wd, module, with_slow, game_tests)
    log = wd / "mutmut.log"
    exe = mutmut_exe()
    what = "every mutant" if n_sample == 0 else "every logic mutant" if n_sample is None else f"{n_sample} logic mutants"
    print(f"== {module}: {what}", flush=True)
    if n_sample == 0:
        _run([exe, "run"], wd, jobs, log)
    else:
        # a name that matches nothing makes mutmut generate the mutants (and their list) and stop
        _run([exe, "run", "no.such.mutant"], wd, jobs, log)
        names = sample(wd, module, 10 ** 9 if n_sample is None else n_sample)
        if names:
            _run([exe, "run", *names], wd, jobs, log)
    again, killed = recheck(wd, module, with_slow, game_tests)
    if again:
        print(f"   fresh-process re-check: {killed} of {again} survivors and timeouts killed", flush=True)
    return wd


def run_all(base: Path, modules: list, args) -> list:
    """Run every module; with ``--jobs`` N > 1 and several modules, N modules at once (each running one mutant at
    a time), so that a module's one-core stretches -- making its mutants, the clean run, the coverage run --
    overlap with another module's work. Returns the work folders in module order."""
    def one(m):
        n = 0 if args.all else None if m in FULL else args.sample
        t0 = time.monotonic()
        wd = run_module(base, m, n, 1 if parallel else args.jobs, args.with_slow, args.game_tests)
        print(f"   {m}: {time.monotonic() - t0:.0f} s", flush=True)
        return wd

    parallel = args.jobs > 1 and len(modules) > 1
    t0 = time.monotonic()
    if parallel:
        with ThreadPoolExecutor(max_workers=args.jobs) as pool:
            wds = list(pool.map(one, modules))
    else:
        wds = [one(m) for m in modules]
    print(f"== {len(modules)} modules in {(time.monotonic() - t0) / 60:.1f} min", flush=True)
    return wds


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--module", help="one rules module (rulebook/first_class/cars.py, first_class/cars)")
    ap.add_argument("--game", choices=GAMES, help="every rules module of one game")
    ap.add_argument("--sample", type=int, default=25, help="logic mutants per module outside FULL (default 25)")
    ap.add_argument("--all", action="store_true", help="every mutant (text-only ones too) of every module chosen")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1,
                    help="at once: modules (several chosen) or one module's mutants (default: the cores)")
    ap.add_argument("--workdir", type=Path, default=ROOT / ".mutation")
    ap.add_argument("--with-slow", action="store_true", help="keep the slow whole-game tests (SLOW_TESTS)")
    ap.add_argument("--game-tests", action="store_true", help="run the game's whole test folder, not the section's")
    ap.add_argument("--report-only", action="store_true", help="only print the table of the last runs")
    ap.add_argument("--recheck-only", action="store_true",
                    help="run the survivors of the last runs again in fresh processes (see recheck), then report")
    ap.add_argument("--survivors", action="store_true", help="list surviving logic mutants under the table")
    ap.add_argument("--equivalents", action="store_true",
                    help="list the accepted equivalents met, each changed line beside its written reason")
    args = ap.parse_args(argv)
    if args.module:
        modules = [module_path(args.module)]
    else:
        modules = [m for m in rules_modules() if args.game is None or Path(m).parent.name == args.game]
    if args.report_only or args.recheck_only:
        wds = []
        for m in modules:
            wd = workdir(args.workdir, m)
            if (wd / "mutants").is_dir():
                if args.recheck_only:
                    again, killed = recheck(wd, m, args.with_slow, args.game_tests)
                    print(f"== {m}: fresh-process re-check: {killed} of {again} survivors and timeouts killed",
                          flush=True)
                wds.append(wd)
    else:
        wds = run_all(args.workdir, modules, args)
    if not wds:
        print("No mutation runs to report.")
        return 0
    report = ["--equivalent", str(ROOT / "docs" / "MUTATION.md"), "--json", str(args.workdir / "report.json")]
    return mutation_report.main([str(w) for w in wds] + report + (["--survivors"] if args.survivors else [])
                                + (["--equivalents"] if args.equivalents else []))

if __name__ == "__main__":
    sys.exit(main())
