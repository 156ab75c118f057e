"""Throughput of the rules engines, measured against python-chess in the same process.

For every game in ``rulebook.GAMES`` (one row each, so new games show up on
their own) this plays random games with the largest allowed player count up to
four and counts

* games per second -- whole games, ``new_game`` to ``is_over``;
* decisions per second -- one decision is one ``apply()``; each step calls
  ``legal_actions()``, picks one at random, ``apply()``s it with the default
  legality check and asks ``is_over``.

The reference is python-chess, a mature pure-Python rules engine: random
playouts where each ply is ``list(board.legal_moves)``, a random choice,
``board.push(move)`` and ``board.is_game_over()``. Every engine run has a chess
run of its own right beside it (the pair's order swaps every run), and a game's
``x chess`` is the median over the runs of its run's decisions/s divided by
its pair's plies/s: noise on a shared machine that lasts a few seconds lands
on both halves of a pair. Games/s, decisions/s and the chess row are medians
over the runs (the JSON keeps ``ratio_of_medians`` too, the figure sessions
before 11 reported).

Targets: decisions/s at least twice chess plies/s, and at least 100 random
4-player games/s. This is a report, not a test: the exit status is 0 whether
or not a target is met.

A second table gives median latencies (microseconds) of ``new_game``,
``to_json``, ``from_json``, ``copy`` and ``undo`` at a mid-game and an
end-of-game position (undo and from_json replay from the base position, so
they grow with the game's length).

    python benchmarks/bench_engines.py            # 5 runs x 2 s per engine
    python benchmarks/bench_engines.py --quick    # 3 runs x 0.4 s
    python benchmarks/bench_engines.py --json out.json
"""
from __future__ import annotations

import argparse
import json
import os
import platform
from pathlib import Path
import random
import statistics
import sys
import time
from datetime import datetime, timezone

import rulebook

sys.path.insert(0, str(Path(__file__).resolve().parent))
import game_settings  # noqa: E402

def targets_for(name: str) -> tuple:
    """(ratio to chess, games/s or None) a game is measured against (``games.toml``; issue 19's targets)."""
    cfg = game_settings.settings(name)
    return cfg["vs_chess"], (cfg["games_per_s"] or None)


DEFAULT_RUNS, DEFAULT_SECONDS = 5, 2.0
QUICK_RUNS, QUICK_SECONDS = 3, 0.4
SEED = 20240601


#: Each game at its most common player count (``games.toml``; issue 19's targets).
bench_players = game_settings.bench_players


# --------------------------------------------------------------------------- playouts
def engine_run(game, players: int, seconds: float, seed: int) -> dict:
    """Random games until ``seconds`` have passed (the game in progress is finished)."""
    rng = random.Random(seed)
    choice = rng.choice
    new_game = game.new_game
    games = decisions = 0
    t0 = time.perf_counter()
    deadline = t0 + seconds
    while True:
        s = new_game(players=players, seed=rng.getrandbits(32))
        while not s.is_over:
            s.apply(choice(s.legal_actions()))
            decisions += 1
        games += 1
        if time.perf_counter() >= deadline:
            break
    elapsed = time.perf_counter() - t0
    return {"games": games, "decisions": decisions, "seconds": elapsed,
            "games_per_s": games / elapsed, "decisions_per_s": decisions / elapsed}


def chess_run(seconds: float, seed: int) -> dict:
    """Random python-chess playouts until ``seconds`` have passed."""
    import chess

    rng = random.Random(seed)
    choice = rng.choice
    games = plies = 0
    t0 = time.perf_counter()
    deadline = t0 + seconds
    while True:
        board = chess.Board()
        while True:
            board.push(choice(list(board.legal_moves)))
            plies += 1
            if board.is_game_over():
                break
        games += 1
        if time.perf_counter() >= deadline:
            break
    elapsed = time.perf_counter() - t0
    return {"games": games, "plies": plies, "seconds": elapsed, "plies_per_s": plies / elapsed}


# --------------------------------------------------------------------------- latencies
def _median_us(fn, reps: int, samples: int) -> float:
    """Median over ``samples`` of the mean time of ``reps`` calls, in microseconds."""
    out = []
    for _ in range(samples):
        t0 = time.perf_counter_ns()
        for _ in range(reps):
            fn()
        out.append((time.perf_counter_ns() - t0) / reps / 1000)
    return statistics.median(out)


def _undo_us(state, samples: int) -> float:
    out = []
    for _ in range(samples):
        s = state.copy()
        t0 = time.perf_counter_ns()
        s.undo()
        out.append((time.perf_counter_ns() - t0) / 1000)
    return statistics.median(out)


def latencies(game, players: int, quick: bool) -> list[dict]:
    """Median latencies of the protocol's bookkeeping calls, in microseconds."""
    samples = 5 if quick else 15
    rng = random.Random(SEED)
    seed = rng.getrandbits(32)
    rows = [{"op": "new_game", "where": "start", "decisions": 0,
             "us": _median_us(lambda: game.new_game(players=players, seed=seed), 10 if quick else 40, samples)}]
    s = game.new_game(players=players, seed=seed)
    path = []
    while not s.is_over:
        a = rng.choice(s.legal_actions())
        path.append(a)
        s.apply(a)
    mid = game.new_game(players=players, seed=seed)
    for a in path[: len(path) // 2]:
        mid.apply(a)
    for where, st in (("mid-game", mid), ("game over", s)):
        n = len(st.history)
        text = st.to_json()
        reps = 3 if quick else 10
        rows.append({"op": "to_json", "where": where, "decisions": n, "us": _median_us(st.to_json, reps, samples)})
        rows.append({"op": "from_json", "where": where, "decisions": n,
                     "us": _median_us(lambda: game.from_json(text), 1, samples)})
        rows.append({"op": "copy", "where": where, "decisions": n, "us": _median_us(st.copy, reps, samples)})
        rows.append({"op": "undo", "where": where, "decisions": n, "us": _undo_us(st, samples)})
    return rows


# --------------------------------------------------------------------------- driver
def run(quick: bool = False, runs: int | None = None, seconds: float | None = None,
        games: dict | None = None, out=sys.stdout) -> dict:
    """Measure everything, print the tables to ``out`` and return the results as plain data."""
    import chess

    runs = runs or (QUICK_RUNS if quick else DEFAULT_RUNS)
    seconds = seconds or (QUICK_SECONDS if quick else DEFAULT_SECONDS)
    games = dict(games or rulebook.GAMES)
    per_game = {name: [] for name in games}
    chess_runs = []
    # warm-up (imports, caches, data files), not counted
    for name, game in games.items():
        engine_run(game, bench_players(game), 0.05, SEED)
    chess_run(0.05, SEED)
    for i in range(runs):
        seed = SEED + i
        for name, g in games.items():   # each game's run beside a chess run of its own, the order swapped each round
            pair = [lambda g=g: engine_run(g, bench_players(g), seconds, seed), lambda: chess_run(seconds, seed)]
            if i % 2:
                pair.reverse()
            a, b = (f() for f in pair)
            r, c = (a, b) if "decisions" in a else (b, a)
            r["chess_plies_per_s"] = c["plies_per_s"]
            per_game[name].append(r)
            chess_runs.append(c)

    chess_plies = statistics.median(r["plies_per_s"] for r in chess_runs)
    results = {
        "date": datetime.now(timezone.utc).strftime("%Y-%m-%d %H:%M UTC"),
        "machine": {"cpus": os.cpu_count(), "platform": platform.platform(), "processor": platform.machine(),
                    "python": platform.python_version(), "implementation": platform.python_implementation()},
        "chess_version": chess.__version__,
        "runs": runs, "seconds_per_run": seconds, "quick": quick,
        "targets": {name: dict(zip(("decisions_vs_chess_ratio", "games_per_s"), targets_for(name))) for name in games},
        "chess": {"plies_per_s": chess_plies, "runs": chess_runs},
        "games": {},
    }
    for name, game in games.items():
        rs = per_game[name]
        gps = statistics.median(r["games_per_s"] for r in rs)
        dps = statistics.median(r["decisions_per_s"] for r in rs)
        # the ratio of each run to the chess run beside it, then the median: noise that lasts a few seconds on a
        # shared machine lands on both halves of a pair, where a ratio of overall medians would keep it
        ratio = statistics.median(r["decisions_per_s"] / r["chess_plies_per_s"] for r in rs)
        results["games"][name] = {
            "title": getattr(game, "TITLE", name), "players": bench_players(game),
            "games_per_s": gps, "decisions_per_s": dps,
            "decisions_per_game": sum(r["decisions"] for r in rs) / sum(r["games"] for r in rs),
            "ratio_vs_chess": ratio, "ratio_of_medians": dps / chess_plies,
            "target_ratio": targets_for(name)[0], "target_games_per_s": targets_for(name)[1],
            "meets_ratio": ratio >= targets_for(name)[0],
            "meets_games_per_s": targets_for(name)[1] is None or gps >= targets_for(name)[1],
            "runs": rs, "latency_us": latencies(game, bench_players(game), quick),
        }
    print_report(results, out)
    return results


def print_report(res: dict, out=sys.stdout) -> None:
    w = out.write
    m = res["machine"]
    w(f"Engine throughput -- {res['date']}, {m['cpus']} CPUs, {m['implementation']} {m['python']}, "
      f"median of {res['runs']} runs x {res['seconds_per_run']:g} s (interleaved with python-chess "
      f"{res['chess_version']})\n\n")
    head = f"{'game':<16}{'players':>8}{'games/s':>10}{'decisions/s':>13}{'dec/game':>10}{'x chess':>9}  targets\n"
    w(head)
    w("-" * (len(head) + 10) + "\n")
    chess_plies = res["chess"]["plies_per_s"]
    for name, g in res["games"].items():
        ok = []
        ok.append(f"ratio>={g['target_ratio']:g}: {'yes' if g['meets_ratio'] else 'NO'}")
        if g["target_games_per_s"] is not None:
            ok.append(f"games/s>={g['target_games_per_s']:g}: {'yes' if g['meets_games_per_s'] else 'NO'}")
        w(f"{name:<16}{g['players']:>8}{g['games_per_s']:>10.1f}{g['decisions_per_s']:>13,.0f}"
          f"{g['decisions_per_game']:>10.0f}{g['ratio_vs_chess']:>9.2f}  {', '.join(ok)}\n")
    w(f"{'python-chess':<16}{'2':>8}{'':>10}{chess_plies:>13,.0f}{'':>10}{1:>9.2f}  (plies/s, reference)\n\n")
    for name, g in res["games"].items():
        w(f"Latency, {name} ({g['players']} players), median microseconds\n")
        w(f"{'operation':<12}{'position':<12}{'decisions':>10}{'µs':>12}\n")
        for row in g["latency_us"]:
            w(f"{row['op']:<12}{row['where']:<12}{row['decisions']:>10}{row['us']:>12,.0f}\n")
        w("\n")


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--quick", action="store_true", help=f"{QUICK_RUNS} runs x {QUICK_SECONDS:g} s")
    ap.add_argument("--runs", type=int, help="number of runs (median taken)")
    ap.add_argument("--seconds", type=float, help="seconds per run and engine")
    ap.add_argument("--json", metavar="PATH", help="also write the results as JSON")
    args = ap.parse_args(argv)
    res = run(quick=args.quick, runs=args.runs, seconds=args.seconds)
    if args.json:
        with open(args.json, "w", encoding="utf-8") as f:
            json.dump({"bench_engines": res}, f, indent=2)
            f.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
