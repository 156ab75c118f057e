"""Team bots of the cooperative games: win rate per option value and milliseconds per decision (issue 16).

Each ``[[<game>.teams]]`` entry of ``games.toml`` names a cooperative game's bot (Horror on the Orient Express:
``make_bot("team")``), the players, and an option whose every allowed value is played (Horror: ``difficulty``,
"easy", "normal", "proper"), each game from its own seed (0, 1, 2 ...). It reports:

* wins out of games, the win rate and its 95 % Wilson interval, per value, and why the games ended (the
  outcome's reason);
* the median and 95th percentile milliseconds per decision (decisions with one legal action are answered at
  once and are left out), over every game;
* each number beside its target: the entry's ``win`` at the option's first value (Horror: >= 20 % of 400 easy
  games) and ``median_ms`` per decision (Horror: <= 50 ms). The ``compare`` bots play a few games for comparison.

This is a report, not a test: the exit status is 0 whatever the numbers. Run it with ``nice`` on a shared
machine; the numbers are what finished.

    nice python benchmarks/bench_team_bots.py                  # the full game counts
    nice python benchmarks/bench_team_bots.py --quick          # the quick ones
    nice python benchmarks/bench_team_bots.py --first-games 100 --games 20 --json out.json
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
from pathlib import Path

import rulebook
from rulebook.analysis.bots import make_bot
from rulebook.analysis.simulate import wilson
from rulebook.i18n import Msg

sys.path.insert(0, str(Path(__file__).resolve().parent))
import game_settings  # noqa: E402


def play_games(game, bot: str, players: int, option: str, value, games: int, start: int = 0,
               on_game=None) -> dict:
    """``games`` games from seeds ``start``.. with ``bot`` at every seat; wins, end reasons and decision times."""
    wins, reasons, times = 0, collections.Counter(), []
    for seed in range(start, start + games):
        s = game.new_game(players=players, seed=seed, **{option: value})
        bots = [make_bot(bot, seed + 1000 * k, game=game) for k in range(players)]
        while not s.is_over:
            many = len(s.legal_actions()) > 1
            t = time.perf_counter()
            a = bots[s.current_player].choose(s)
            if many:
                times.append(time.perf_counter() - t)
            s.apply(a)
        out = s.outcome()
        wins += bool(out.winners)
        reasons[Msg(out.reason).text()] += 1
        if on_game:
            on_game(seed, s)
    return {"bot": bot, "value": value, "games": games, "wins": wins, "reasons": dict(reasons),
            "ms": [1000 * x for x in times]}


def summary(r: dict) -> dict:
    ms = sorted(r["ms"])
    lo, hi = wilson(r["wins"], r["games"])
    return {"bot": r["bot"], "value": r["value"], "games": r["games"], "wins": r["wins"],
            "rate": r["wins"] / r["games"] if r["games"] else 0.0, "ci95": [lo, hi], "reasons": r["reasons"],
            "median_ms": statistics.median(ms) if ms else None,
            "p95_ms": ms[int(0.95 * (len(ms) - 1))] if ms else None, "decisions": len(ms)}


def line(sm: dict, target) -> str:
    lo, hi = sm["ci95"]
    t = (f"   (target >= {target:.0%}: {'met' if sm['rate'] >= target else 'NOT met'})" if target is not None
         else "")
    ms = (f"median {sm['median_ms']:.1f} ms, p95 {sm['p95_ms']:.1f} ms" if sm["median_ms"] is not None
          else "no timed decisions")
    return (f"{sm['bot']:>7} {sm['value']!s:>7}: {sm['wins']:>3}/{sm['games']:<3} won = {sm['rate']:6.1%} "
            f"[95% {lo:.1%}-{hi:.1%}]; {ms}; ends: {sm['reasons']}{t}")


def team(name: str, cfg: dict, *, quick: bool, games=None, first_games=None, compare=None, start=0,
         progress=False) -> dict:
    """One ``[[<game>.teams]]`` entry: the bot at every seat at each value of the entry's option."""
    game = rulebook.GAMES[name]
    values = game.OPTIONS[cfg["option"]].choices
    other = games if games is not None else cfg["quick" if quick else "games"]
    first = first_games if first_games is not None else cfg["first_quick" if quick else "first_games"]
    compare = compare if compare is not None else (4 if quick else 10)
    print(f"{Msg(game.TITLE).text()}, {cfg['bot']} bot, {cfg['players']} players, by {cfg['option']}; "
          f"{platform.python_implementation()} {platform.python_version()}, "
          f"{datetime.now(timezone.utc):%Y-%m-%d %H:%M} UTC", flush=True)

    def on_game(seed, s):
        if progress:
            print(f"    seed {seed}: {Msg(s.outcome().reason).text()}", flush=True)

    out, all_ms = [], []
    for i, value in enumerate(values):
        r = play_games(game, cfg["bot"], cfg["players"], cfg["option"], value, first if i == 0 else other,
                       start=start, on_game=on_game)
        all_ms += r["ms"]
        sm = summary(r)
        out.append(sm)
        print(line(sm, cfg.get("win") if i == 0 else None), flush=True)
    med = statistics.median(all_ms) if all_ms else float("nan")
    target = cfg.get("median_ms")
    verdict = f" (target <= {target:g} ms: {'met' if med <= target else 'NOT met'})" if target else ""
    print(f"{cfg['bot']} bot, every value: median {med:.1f} ms per decision{verdict}", flush=True)
    for bot in cfg.get("compare", []):
        if compare:
            sm = summary(play_games(game, bot, cfg["players"], cfg["option"], values[0], compare, start=start))
            out.append(sm)
            print(line(sm, None), flush=True)
    return {"game": name, "results": out, "median_ms": med}


def run(quick: bool = False) -> dict:
    """Every team entry of every registered game, at the quick or the full counts."""
    return {name: [team(name, cfg, quick=quick) for cfg in game_settings.settings(name).get("teams", [])]
            for name in rulebook.GAMES if game_settings.settings(name).get("teams")}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--quick", action="store_true", help="the quick game counts")
    ap.add_argument("--game", default=None, help="only this game's entries")
    ap.add_argument("--first-games", type=int, default=None, help="games at the option's first value")
    ap.add_argument("--games", type=int, default=None, help="games at each other value")
    ap.add_argument("--compare", type=int, default=None, help="games for the comparison bots (default 10)")
    ap.add_argument("--start", type=int, default=0, help="the first seed (to split a long run over processes)")
    ap.add_argument("--json", help="also write the numbers to this file")
    ap.add_argument("--progress", action="store_true", help="print each game's result as it ends")
    args = ap.parse_args(argv)
    t0 = time.perf_counter()
    results = []
    for name in rulebook.GAMES:
        if args.game and name != args.game:
            continue
        for cfg in game_settings.settings(name).get("teams", []):
            results.append(team(name, cfg, quick=args.quick, games=args.games, first_games=args.first_games,
                                compare=args.compare, start=args.start, progress=args.progress))
    print(f"total {time.perf_counter() - t0:.0f} s", flush=True)
    if args.json:
        with open(args.json, "w") as f:
            json.dump(results, f, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
