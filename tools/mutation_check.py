"""Check that new tests kill given mutants, without a whole ``mutmut run``.

Copies the test files into the ``mutants/`` folder of a finished run (``.mutation/<game>/<module>/``) and runs
them against each mutant (mutmut's trampoline reads ``MUTANT_UNDER_TEST``), then against the original code.
A test written to pin a rule should pass on the original and fail on the mutants it was written for.

Usage::

    python tools/mutation_check.py .mutation/horror/talk tests/horror/test_talk_pinned.py -- KEY [KEY ...]
    python tools/mutation_check.py .mutation/horror/talk tests/horror/test_talk_pinned.py --survivors

``--survivors`` takes every mutant that survived the run (exit code 0, 5 or 33 in the ``.meta`` file).
``--record`` writes each kill into the run's ``.meta`` file (exit code 1, as mutmut records a kill), so the
report shows the score with the new tests without a whole new run.
"""
from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TIMEOUT = 90   # seconds for one run of the test files


def survivors(wd: Path, codes=(0, 5, 33)) -> list:
    """The mutants of a finished run recorded with one of ``codes`` (by default: survived)."""
    out = []
    for meta in sorted((wd / "mutants").rglob("*.py.meta")):
        by_key = json.loads(meta.read_text("utf-8"))["exit_code_by_key"]
        out += [k for k, v in by_key.items() if v in codes]
    return out


def record(wd: Path, key: str, code: int = 1) -> None:
    """Write ``code`` (1: killed, as mutmut records a kill; 36: timed out) for ``key`` into the run's ``.meta``."""
    for meta in (wd / "mutants").rglob("*.py.meta"):
        data = json.loads(meta.read_text("utf-8"))
        if key in data["exit_code_by_key"]:
            data["exit_code_by_key"][key] = code
            meta.write_text(json.dumps(data, indent=4), "utf-8")


def run(mutants: Path, tests: list, mutant: str | None, timeout: float = TIMEOUT) -> int:
    """pytest's exit status for ``tests`` with ``mutant`` active (None: the original code); -1 past ``timeout``."""
    env = dict(os.environ, RULEBOOK_QUICK=os.environ.get("RULEBOOK_QUICK", "1"))
    env.pop("MUTANT_UNDER_TEST", None)
    if mutant:
        env["MUTANT_UNDER_TEST"] = mutant
    cmd = ["nice", "-n", "19", sys.executable, "-m", "pytest", "-q", "-x", "-p", "no:cacheprovider", "-p",
           "no:randomly", "--no-header", "-m", "not browser and not slow", *tests]
    try:
        return subprocess.call(cmd, cwd=mutants, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                               timeout=timeout)
    except subprocess.TimeoutExpired:   # a mutant that loops for ever: killed by timeout, as in mutmut
        return -1


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("workdir", type=Path)
    ap.add_argument("tests", nargs="+", help="test files (paths from the repository root)")
    ap.add_argument("--survivors", action="store_true", help="every surviving mutant of the run")
    ap.add_argument("--keys", nargs="*", default=[], help="mutant keys")
    ap.add_argument("--record", action="store_true", help="record the kills in the run's .meta file")
    args = ap.parse_args(argv)
    mutants = args.workdir / "mutants"
    for t in args.tests:
        dst = mutants / t
        dst.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy(ROOT / t, dst)
    keys = list(args.keys) + (survivors(args.workdir) if args.survivors else [])
    if run(mutants, args.tests, None) != 0:
        print("The tests fail on the original code.")
        return 1
    alive = 0
    for k in keys:
        code = run(mutants, args.tests, k)
        alive += code == 0
        print(("killed  " if code != 0 else "SURVIVES") + f" {k}", flush=True)
        if code != 0 and args.record:
            record(args.workdir, k)
    print(f"{len(keys) - alive} of {len(keys)} killed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
