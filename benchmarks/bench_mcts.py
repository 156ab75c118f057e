"""MCTS bot speed: search iterations per second for every game, and what one iteration costs.

For every game in ``rulebook.GAMES`` (3 players where allowed, else the
smallest count) the benchmark reaches a few positions by random play (early,
middle and late in a game, each with at least two legal actions), and at each
runs :class:`rulebook.analysis.mcts.MCTSBot` with its default settings
(heuristic scoring of each new position, ``rollout_limit="auto"``) and with
random playouts of 10 decisions before scoring (``rollout_limit=10``).

Reported per game (medians over the positions):

* legal actions at the positions (the branching the search spreads over);
* determinization: microseconds for one ``game.determinize(state, seat, rng)``
  (a ``copy()`` plus dealing the hidden things again);
* iterations/s with the defaults (the best of two searches per position), and
  the time of one decision at the default budget of 200 iterations;
* iterations/s with 10 random decisions per playout.

This is a report, not a test: the exit status is 0 whatever the numbers.

    python benchmarks/bench_mcts.py            # 400 iterations per position
    python benchmarks/bench_mcts.py --quick    # 100 iterations per position
    python benchmarks/bench_mcts.py --json out.json

Measured (2026-11-29, shared VM with 2 cores, CPython 3.11.7, ``--quick`` and full
runs agree within about 15 %; the machine was shared with other work):
see ``benchmarks/README.md``.
"""
from __future__ import annotations

import argparse
import json
import platform
import random
import statistics
import sys
import time
from datetime import datetime, timezone

import rulebook
from rulebook.analysis.mcts import DEFAULT_ITERATIONS, MCTSBot
from rulebook.core import Rng

SEED = 20240601
POINTS = (0.1, 0.3, 0.5, 0.7, 0.9)  # where in a random game the positions are taken (fraction of its decisions)


def players_for(game) -> int:
    return 3 if 3 in game.PLAYERS else game.PLAYERS.start


def positions(game, players: int, seed: int) -> list:
    """Positions at POINTS of a random game, each moved on to the next decision with two or more choices."""
    r = random.Random(seed)
    s = game.new_game(players=players, seed=seed)
    trail = []
    while not s.is_over:
        trail.append(len(s.history))
        s.apply(r.choice(s.legal_actions()))
    total = len(s.history)
    out = []
    for frac in POINTS:
        r = random.Random(seed)
        t = game.new_game(players=players, seed=seed)
        want = int(frac * total)
        while not t.is_over and (len(t.history) < want or len(t.legal_actions()) < 2):
            t.apply(r.choice(t.legal_actions()))
        if not t.is_over:
            out.append(t)
    return out


def time_determinize(game, state, repeats: int) -> float:
    """Seconds for one determinization: the best of 3 rounds of ``repeats``."""
    seat = state.current_player
    rng = Rng(1)
    best = float("inf")
    for _ in range(3):
        t0 = time.perf_counter()
        for _ in range(repeats):
            game.determinize(state, seat, rng)
        best = min(best, (time.perf_counter() - t0) / repeats)
    return best


def search_rate(state, iterations: int, repeats: int = 2, **kw) -> float:
    """Iterations per second of one search from ``state``: the best of ``repeats`` (a shared machine adds noise)."""
    best = 0.0
    for _ in range(repeats):
        bot = MCTSBot(seed=1, iterations=iterations, **kw)
        bot.choose(state)
        best = max(best, bot.last_search["iterations"] / bot.last_search["seconds"])
    return best


def run(quick: bool = False) -> dict:
    iterations = 100 if quick else 400
    results = {"when": datetime.now(timezone.utc).isoformat(timespec="seconds"), "python": platform.python_version(),
               "iterations_per_position": iterations, "games": {}}
    print(f"MCTS search speed ({iterations} iterations per position, medians over {len(POINTS)} positions)")
    head = ("game", "players", "legal actions", "determinize us", "iterations/s", f"ms/decision @{DEFAULT_ITERATIONS}",
            "iterations/s (10-decision playouts)")
    print(" | ".join(head))
    for name, game in rulebook.GAMES.items():
        n = players_for(game)
        pos = positions(game, n, SEED)
        if not pos:
            continue
        legal = statistics.median(len(p.legal_actions()) for p in pos)
        det = statistics.median(time_determinize(game, p, 20 if quick else 100) for p in pos) \
            if callable(getattr(game, "determinize", None)) else float("nan")
        rate = statistics.median(search_rate(p, iterations) for p in pos)
        rate10 = statistics.median(search_rate(p, max(20, iterations // 4), rollout_limit=10) for p in pos)
        row = {"players": n, "legal_actions": legal, "determinize_us": det * 1e6, "iterations_per_s": rate,
               "ms_per_decision_at_default": 1000 * DEFAULT_ITERATIONS / rate, "iterations_per_s_rollout10": rate10}
        results["games"][name] = row
        print(f"{name} | {n} | {legal:.0f} | {row['determinize_us']:,.0f} | {rate:,.0f} | "
              f"{row['ms_per_decision_at_default']:,.0f} | {rate10:,.0f}", flush=True)
    return results


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description="MCTS iterations per second for every game.")
    ap.add_argument("--quick", action="store_true", help="100 iterations per position instead of 400")
    ap.add_argument("--json", metavar="PATH", help="also write the results as JSON")
    args = ap.parse_args(argv)
    res = run(quick=args.quick)
    if args.json:
        with open(args.json, "w", encoding="utf-8") as f:
            json.dump(res, f, indent=2)
    return 0


if __name__ == "__main__":
    sys.exit(main())
