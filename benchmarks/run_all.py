"""Run every benchmark in this folder (each ``bench_*.py`` with a ``run(quick=...)`` function).

    python benchmarks/run_all.py                 # full runs (what `make bench` does)
    python benchmarks/run_all.py --quick         # short runs
    python benchmarks/run_all.py --json out.json # also write {benchmark name: results}

Benchmarks report numbers and compare them with their targets; they never
fail, so the exit status is 0 unless a benchmark crashes.
"""
from __future__ import annotations

import argparse
import importlib.util
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent


def discover() -> list[Path]:
    return sorted(HERE.glob("bench_*.py"))


def load(path: Path):
    spec = importlib.util.spec_from_file_location(f"benchmarks.{path.stem}", path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description="Run every benchmarks/bench_*.py.")
    ap.add_argument("--quick", action="store_true", help="short runs")
    ap.add_argument("--json", metavar="PATH", help="write all results as one JSON object")
    ap.add_argument("only", nargs="*", help="benchmark names to run (e.g. bench_engines); default all")
    args = ap.parse_args(argv)
    results = {}
    for path in discover():
        if args.only and path.stem not in args.only:
            continue
        print(f"=== {path.stem} ===", flush=True)
        results[path.stem] = load(path).run(quick=args.quick)
        print(flush=True)
    if args.json:
        Path(args.json).write_text(json.dumps(results, indent=2) + "\n", encoding="utf-8")
        print(f"wrote {args.json}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
