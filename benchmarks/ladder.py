"""The bot ladder's command line (issue 36): ``make ladder``; the engine is :mod:`rulebook.commands.ladder`.

    python benchmarks/ladder.py                       # quick profile: First Class, 0.02 s a decision, 2 games a pairing
    python benchmarks/ladder.py --time 0.05 --games 10 --json benchmarks/results/ladder_first_class.json
    make ladder                                       # the same as the line above (LADDER_ARGS to change it)

The bots, the equal-time rule and the ratings are described in :mod:`rulebook.commands.ladder`, which is in the
installed package so that the copied lesson ``notebooks/explore/bot_ladder.ipynb`` can run a ladder too; this
file adds the benchmarks' reference game as the default, prints the table and writes the JSON.
"""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import game_settings  # noqa: E402

from rulebook.commands.ladder import (ANCHOR, bradley_terry, elo, make_agent, play, run,  # noqa: E402,F401
                                      wilson)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--game", default=game_settings.reference()["game"],
                    help="the game (default: the reference game of benchmarks/games.toml)")
    ap.add_argument("--bots", default="random,greedy,mcts,os_mcts,os_ismcts,os_ismcts_h",
                    help="comma-separated bot names (the game's own bots, e.g. planner, may be added)")
    ap.add_argument("--time", type=float, default=0.02, help="seconds per decision (default 0.02, quick)")
    ap.add_argument("--games", type=int, default=2, help="games per pairing, seatings alternating (default 2)")
    ap.add_argument("--uct", type=float, default=10.0, help="OpenSpiel's uct_c, in the game's points (default 10)")
    ap.add_argument("--boot", type=int, default=200, help="bootstrap resamplings for the intervals")
    ap.add_argument("--json", metavar="PATH", help="also write the results as JSON")
    args = ap.parse_args(argv)
    res = run(args.game, args.bots.split(","), args.time, args.games, args.uct, args.boot)
    print(f"\n{res['game']}, {res['seconds_per_decision']} s a decision, {res['games_per_pairing']} games a pairing, "
          f"{res['wall_seconds']} s")
    print(f"{'bot':<14}{'Elo':>8}{'95% interval':>20}{'score':>8}{'s/decision':>12}")
    for row in res["table"]:
        print(f"{row['bot']:<14}{row['elo']:>8}{'[' + str(row['low']) + ', ' + str(row['high']) + ']':>20}"
              f"{row['score']:>8}{row['seconds_per_decision']:>12}")
    for opp, h in res["mcts_vs_openspiel"].items():
        print(f"mcts v {opp}: {h['mcts_score']:.2f} of {h['games']} games, Wilson 95% "
              f"[{h['wilson95'][0]:.2f}, {h['wilson95'][1]:.2f}]; Elo difference {h['elo_difference']} "
              f"{h['elo_difference_95']}")
    if args.json:
        with open(args.json, "w", encoding="utf-8") as f:
            json.dump(res, f, indent=1)


if __name__ == "__main__":
    main()
