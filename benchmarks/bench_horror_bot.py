"""Horror team bot: win rate per difficulty and seconds per decision (issue 16's acceptance).

Plays whole 2-investigator games of Horror on the Orient Express with the team bot
(``make_bot("team")``, ``rulebook/horror/team_bot.py``) at both seats, at every difficulty of
``OPTIONS["difficulty"]`` ("easy", "normal", "proper"), each game from its own seed (0, 1, 2 ...),
and reports:

* wins out of games, the win rate and its 95 % Wilson interval, per difficulty, and why the games
  were lost (the loss reasons of ``end.py``);
* the median and 95th percentile milliseconds per decision (decisions with one legal action are
  answered at once and are left out), over every game;
* each number beside its target: the team wins >= 20 % of 400 games at the easiest difficulty,
  <= 50 ms per decision (median). Greedy and random bots are run on a few games for comparison.

This is a report, not a test: the exit status is 0 whatever the numbers. Run it with ``nice``
on a shared machine; the numbers are what finished (``--games`` per difficulty, ``--easy-games``
for the easiest one).

    nice python benchmarks/bench_horror_bot.py                  # 400 easy games, 40 at the others
    nice python benchmarks/bench_horror_bot.py --quick          # 20 easy games, 6 at the others
    nice python benchmarks/bench_horror_bot.py --easy-games 100 --games 20 --json out.json
"""
from __future__ import annotations

import argparse
import collections
import json
import platform
import statistics
import sys
import time
from datetime import datetime, timezone

import rulebook
from rulebook.analysis.bots import make_bot
from rulebook.analysis.simulate import wilson

HORROR = rulebook.GAMES["horror"]
DIFFICULTIES = ("easy", "normal", "proper")
TARGET_WIN = 0.20
TARGET_MS = 50.0


def play_games(bot: str, difficulty: str, games: int, start: int = 0, on_game=None) -> dict:
    """Play ``games`` games from seeds ``start``.. with ``bot`` at both seats; wins, reasons and decision times."""
    wins, reasons, times, spaces = 0, collections.Counter(), [], []
    for seed in range(start, start + games):
        s = HORROR.new_game(players=2, seed=seed, difficulty=difficulty)
        bots = [make_bot(bot, seed), make_bot(bot, seed + 1000)]
        while not s.is_over:
            many = len(s.legal_actions()) > 1
            t = time.perf_counter()
            a = bots[s.current_player].choose(s)
            if many:
                times.append(time.perf_counter() - t)
            s.apply(a)
        win = s.result[0] == "win"
        wins += win
        reasons[s.result[1]] += 1
        spaces.append(s.space)
        if on_game:
            on_game(seed, s)
    return {"bot": bot, "difficulty": difficulty, "games": games, "wins": wins, "reasons": dict(reasons),
            "ms": [1000 * x for x in times], "space_left": statistics.mean(spaces) if spaces else None}


def summary(r: dict) -> dict:
    ms = sorted(r["ms"])
    lo, hi = wilson(r["wins"], r["games"])
    return {"bot": r["bot"], "difficulty": r["difficulty"], "games": r["games"], "wins": r["wins"],
            "rate": r["wins"] / r["games"] if r["games"] else 0.0, "ci95": [lo, hi], "reasons": r["reasons"],
            "median_ms": statistics.median(ms) if ms else None,
            "p95_ms": ms[int(0.95 * (len(ms) - 1))] if ms else None, "decisions": len(ms),
            "mean_spaces_left": r["space_left"]}


def line(sm: dict, target: bool) -> str:
    lo, hi = sm["ci95"]
    t = f"   (target >= {TARGET_WIN:.0%}: {'met' if sm['rate'] >= TARGET_WIN else 'NOT met'})" if target else ""
    ms = f"median {sm['median_ms']:.1f} ms, p95 {sm['p95_ms']:.1f} ms" if sm["median_ms"] is not None else "no timed decisions"
    return (f"{sm['bot']:>7} {sm['difficulty']:>7}: {sm['wins']:>3}/{sm['games']:<3} won = {sm['rate']:6.1%} "
            f"[95% {lo:.1%}-{hi:.1%}]; {ms}; ends: {sm['reasons']}{t}")


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--quick", action="store_true", help="20 easy games and 6 at each other difficulty")
    ap.add_argument("--easy-games", type=int, default=None, help="games at the easiest difficulty (default 400)")
    ap.add_argument("--games", type=int, default=None, help="games at each other difficulty (default 40)")
    ap.add_argument("--compare", type=int, default=None, help="easy games for the greedy and random bots (default 10)")
    ap.add_argument("--start", type=int, default=0, help="the first seed (to split a long run over processes)")
    ap.add_argument("--difficulties", default=",".join(DIFFICULTIES), help="which difficulties, comma-separated")
    ap.add_argument("--json", help="also write the numbers to this file")
    ap.add_argument("--progress", action="store_true", help="print each game's result as it ends")
    args = ap.parse_args(argv)
    easy = args.easy_games if args.easy_games is not None else (20 if args.quick else 400)
    other = args.games if args.games is not None else (6 if args.quick else 40)
    compare = args.compare if args.compare is not None else (4 if args.quick else 10)
    print(f"Horror team bot, 2 investigators; {platform.python_implementation()} {platform.python_version()}, "
          f"{datetime.now(timezone.utc):%Y-%m-%d %H:%M} UTC", flush=True)

    def progress(seed, s):
        if args.progress:
            print(f"    seed {seed}: {s.result[1]} (space {s.space})", flush=True)

    out = []
    t0 = time.perf_counter()
    all_ms = []
    for diff in args.difficulties.split(","):
        r = play_games("team", diff, easy if diff == "easy" else other, start=args.start, on_game=progress)
        all_ms += r["ms"]
        sm = summary(r)
        out.append(sm)
        print(line(sm, diff == "easy"), flush=True)
    med = statistics.median(all_ms) if all_ms else float("nan")
    print(f"team bot, every difficulty: median {med:.1f} ms per decision "
          f"(target <= {TARGET_MS:.0f} ms: {'met' if med <= TARGET_MS else 'NOT met'})", flush=True)
    for bot in ("greedy", "random"):
        if not compare:
            continue
        sm = summary(play_games(bot, "easy", compare, start=args.start))
        out.append(sm)
        print(line(sm, False), flush=True)
    print(f"total {time.perf_counter() - t0:.0f} s", flush=True)
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"results": out, "median_ms_team": med}, f, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
