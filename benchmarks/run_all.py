"""Run every benchmark in this folder (each ``bench_*.py`` with a ``run(quick=...)`` function).

    python benchmarks/run_all.py                 # full runs (what `make bench` does)
    python benchmarks/run_all.py --quick         # short runs
    python benchmarks/run_all.py --json out.json # also write {benchmark name: results}

Benchmarks report numbers and compare them with their targets; they never
fail, so the exit status is 0 unless a benchmark crashes. At the end a summary
prints each figure of issue 19 beside its target (:data:`TARGETS`): the
engines' decisions/s against python-chess plies/s, the widget's click ->
picture in JupyterLab and in the Lite site, and the Lite site's start.
"""
from __future__ import annotations

import argparse
import importlib.util
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent

sys.path.insert(0, str(HERE))
import game_settings  # noqa: E402


def _engine_targets() -> tuple:
    """One engine figure per registered game: decisions/s over python-chess plies/s at its most common player count
    (``games.toml``)."""
    import rulebook
    from rulebook.i18n import Msg
    out = []
    for name in rulebook.GAMES:
        game = rulebook.GAMES[name]
        out.append((f"{Msg(game.TITLE).text()} ({game_settings.bench_players(game)}p) vs python-chess",
                    "bench_engines", ("games", name, "ratio_vs_chess"), ">=", game_settings.settings(name)["vs_chess"],
                    "x"))
    return tuple(out)


#: Issue 19's targets: (label, benchmark, path to the figure in its results, ">=" or "<=", target, unit).
TARGETS = _engine_targets() + (
    ("click -> picture, JupyterLab (median)", "bench_browser_latency", ("click_to_picture", "median_ms"), "<=", 30.0,
     "ms"),
    ("click -> picture, Lite site (median)", "bench_classroom", ("browser", "click_median_ms"), "<=", 50.0, "ms"),
    ("Lite: open -> kernel idle (median)", "bench_lite_start", ("start", "idle_median_s"), "<=", 6.0, "s"),
    ("Lite: open -> first cell done (median)", "bench_lite_start", ("start", "first_cell_median_s"), "<=", 8.0, "s"),
    ("Lite: second open -> first cell (median)", "bench_lite_start", ("start", "second_first_cell_median_s"), "<=",
     8.0, "s"),
    ("class tables (32x4, 2 bots): p95", "bench_class_tables", ("p95_ms",), "<=", 150.0, "ms"),
)


def _dig(data, path):
    for key in path:
        if not isinstance(data, dict) or key not in data:
            return None
        data = data[key]
    return data


def summary_lines(results: dict) -> list[str]:
    """One line per target of :data:`TARGETS`: the figure, the target and whether it is met (or why missing)."""
    lines = []
    for label, bench, path, op, target, unit in TARGETS:
        res = results.get(bench)
        value = _dig(res, path)
        if res is None:
            got, verdict = "not run", ""
        elif not isinstance(value, (int, float)):
            skipped = _dig(res, path[:-1] + ("skipped",)) or _dig(res, ("skipped",))
            got, verdict = (f"skipped ({skipped})" if skipped else "no figure"), ""
        else:
            met = value >= target if op == ">=" else value <= target
            got, verdict = f"{value:.2f} {unit}", "yes" if met else "NO"
            if path[0] == "games":  # say when the engine was measured at another player count
                players = _dig(res, ("games", path[1], "players"))
                want = game_settings.settings(path[1]).get("players", players)
                if players is not None and players != want:
                    got += f" (measured at {players}p)"
        lines.append(f"  {label:<42}{got:<28} target {op} {target:g} {unit}  {verdict}".rstrip())
    return lines


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
    print("=== summary: issue 19 targets ===")
    print("\n".join(summary_lines(results)), flush=True)
    if args.json:
        Path(args.json).write_text(json.dumps(results, indent=2) + "\n", encoding="utf-8")
        print(f"wrote {args.json}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
