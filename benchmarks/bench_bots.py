"""Bot strength and speed, and the coach's speed (issue 16's acceptance numbers), 2-player games.

Duels
    each ``[[<game>.duels]]`` entry of ``games.toml``: a bot against another (FrachtExpress's planner against
    random: target >= 95% of 200 games, <= 20 ms per decision, >= 3 cars delivered per game; First Class's
    greedy against random: >= 90%), seats alternating, with a 95% interval, milliseconds per decision and the
    mean of a ``Game.stats`` figure where the entry names one.
Coach
    ``hint()`` seconds at positions of random 2-player games of every registered game, p95 (target <= 1.5 s).
IS-MCTS (``--mcts GAME``)
    IS-MCTS at 0.1 s per decision (``--seconds``) against greedy over 100 games (First Class: target >= 60%;
    long: run it once, in the background), with the iterations a search managed in that time (they depend on
    the machine's load). ``--iterations N`` plays it at a fixed N iterations per decision instead:
    reproducible whatever the load, for tuning on small samples.

This is a report, not a test: the exit status is 0 whatever the numbers.

    python benchmarks/bench_bots.py --quick                 # the quick game counts, a few hints
    python benchmarks/bench_bots.py                         # 200 games per duel
    python benchmarks/bench_bots.py --no-coach --game first_class --mcts first_class   # and IS-MCTS (long)
    python benchmarks/bench_bots.py --no-coach --game none --mcts first_class --mcts-games 40 --iterations 200
                                                            # IS-MCTS at a fixed budget (reproducible, for tuning)
    python benchmarks/run_all.py bench_bots                 # run(quick=...): all but IS-MCTS
"""
from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

import rulebook
from rulebook.analysis import make_bot, play
from rulebook.i18n import Msg
from rulebook.analysis.coach import hint
from rulebook.analysis.mcts import MCTSBot
from rulebook.analysis.simulate import wilson

sys.path.insert(0, str(Path(__file__).resolve().parent))
import game_settings  # noqa: E402


class Timed:
    def __init__(self, bot):
        self.bot, self.times = bot, []

    def choose(self, state):
        t = time.perf_counter()
        a = self.bot.choose(state)
        self.times.append(time.perf_counter() - t)
        return a


def line(what, value, target):
    print(f"  {what:<52} {value:>14}   target {target}")


def head_to_head(game_name, strong, weak, games, seed=1000):
    """Seats alternate; returns (wins, games, strong's delivered-or-score list, decision times, states)."""
    game = rulebook.GAMES[game_name]
    wins, times, states = 0, [], []
    for g in range(games):
        s = game.new_game(players=2, seed=seed + g)
        me = g % 2
        t = Timed(strong(g))
        bots = [None, None]
        bots[me], bots[1 - me] = t, weak(g)
        out = play(s, bots)
        wins += out is not None and out.winners == (me,)
        times += t.times
        states.append((s, me))
    return wins, times, states


def duel(name, cfg, quick=False):
    """One ``[[<game>.duels]]`` entry of ``games.toml``: ``bot`` against ``against``, 2 players, seats alternating;
    its win rate with a 95% interval, its milliseconds per decision, and the mean of a ``Game.stats`` figure."""
    games = cfg["quick"] if quick else cfg["games"]
    game = rulebook.GAMES[name]
    print(f"{Msg(game.TITLE).text()}, {cfg['bot']} against {cfg['against']}, {games} games:")
    wins, times, states = head_to_head(name, lambda g: make_bot(cfg["bot"], g, game=game),
                                       lambda g: make_bot(cfg["against"], g, game=game), games)
    lo, hi = wilson(wins, games)
    res = {"bot": cfg["bot"], "against": cfg["against"], "games": games, "win_rate": wins / games,
           "win_rate_95": [lo, hi], "median_ms": statistics.median(times) * 1e3,
           "p95_ms": sorted(times)[int(0.95 * len(times))] * 1e3}
    line(f"{cfg['bot']} wins (95% interval)", f"{wins / games:.1%} [{lo:.0%}-{hi:.0%}]", f">= {cfg['win']:.0%}")
    line(f"median ms per {cfg['bot']} decision", f"{res['median_ms']:.2f}",
         f"<= {cfg['median_ms']:g}" if "median_ms" in cfg else "(report)")
    stat = cfg.get("stat")
    if stat:
        mine = [game.stats(s, me)[stat] for s, me in states]
        res[f"{stat}_vs_{cfg['against']}"] = statistics.mean(mine)
        line(f"{stat} per game by the {cfg['bot']} bot (vs {cfg['against']})", f"{statistics.mean(mine):.2f}",
             f">= {cfg['stat_target']:g}" if "stat_target" in cfg else "(report)")
        n2 = max(4, games // 4)
        per = []
        for g in range(n2):
            s = game.new_game(players=2, seed=5000 + g)
            play(s, [make_bot(cfg["bot"], g, game=game), make_bot(cfg["bot"], g + 7, game=game)])
            per += [game.stats(s, seat)[stat] for seat in range(2)]
        res[f"{stat}_per_player_{cfg['bot']}_x2"] = statistics.mean(per)
        line(f"{stat} per player per game ({cfg['bot']} x2, {n2} games)", f"{statistics.mean(per):.2f}",
             f">= {cfg['stat_target']:g}" if "stat_target" in cfg else "(report)")
    return res


def duels(quick=False, only=None) -> dict:
    """Every duel of every registered game (``games.toml``); ``only``: these games."""
    out = {}
    for name in rulebook.GAMES:
        if only and name not in only:
            continue
        for cfg in game_settings.settings(name).get("duels", []):
            out.setdefault(name, []).append(duel(name, cfg, quick))
    return out


def coach(positions):
    print(f"Coach: hint() at {positions} positions per game:")
    times = []
    for name in rulebook.GAMES:
        game = rulebook.GAMES[name]
        if 2 not in game.PLAYERS:
            continue
        s = game.new_game(players=2, seed=77)
        bots = [make_bot("random", 1), make_bot("random", 2)]
        k = 0
        while not s.is_over and k < positions:
            if len(s.history) % 7 == 3:
                t = time.perf_counter()
                hint(s)
                times.append(time.perf_counter() - t)
                k += 1
            s.apply(bots[s.current_player].choose(s))
    p95 = sorted(times)[int(0.95 * (len(times) - 1))]
    line("hint p95 seconds", f"{p95:.3f}", "<= 1.5")
    line("hint median seconds", f"{statistics.median(times):.3f}", "(report)")
    return {"hints": len(times), "p95_s": p95, "median_s": statistics.median(times)}


class Counted(Timed):
    """Timed, and the iterations of each search (``last_search``) of an MCTS bot."""

    def __init__(self, bot):
        super().__init__(bot)
        self.iterations, self.searched = [], []

    def choose(self, state):
        a = super().choose(state)
        if self.bot.last_search.get("iterations"):
            self.iterations.append(self.bot.last_search["iterations"])
            self.searched.append(self.times[-1])
        return a


def mcts_duel(name, mcts_games, seconds=0.1, iterations=None):
    """IS-MCTS against greedy in game ``name``, at ``seconds`` per decision or, given ``iterations``, at that fixed
    number of iterations (reproducible: for tuning)."""
    res = {}
    if mcts_games:
        budget = f"{iterations} iterations" if iterations else f"{seconds:g} s"
        title = Msg(rulebook.GAMES[name].TITLE).text()
        print(f"{title}, IS-MCTS at {budget} per decision against greedy, {mcts_games} games:", flush=True)
        t0 = time.perf_counter()
        counted = []

        def mcts(g):
            bot = Counted(MCTSBot(g, iterations=iterations, time_limit=None if iterations else seconds))
            counted.append(bot)
            return bot

        wins, _, _ = head_to_head(name, mcts, lambda g: make_bot("greedy", g), mcts_games)
        its = sorted(i for b in counted for i in b.iterations)
        times = [t for b in counted for t in b.searched]
        lo, hi = wilson(wins, mcts_games)
        minutes = (time.perf_counter() - t0) / 60
        line("IS-MCTS wins (95% interval)", f"{wins / mcts_games:.1%} [{lo:.0%}-{hi:.0%}]", ">= 60%")
        line("iterations per search, median (10%-90%)",
             f"{its[len(its) // 2]} ({its[len(its) // 10]}-{its[9 * len(its) // 10]})", "(report)")
        line("seconds per searched decision, median", f"{statistics.median(times):.3f}", "(report)")
        line("run time, minutes", f"{minutes:.1f}", "(report)")
        res.update(mcts_vs_greedy=wins / mcts_games, mcts_vs_greedy_95=[lo, hi], mcts_budget=budget,
                   mcts_iterations_median=its[len(its) // 2], mcts_minutes=minutes)
    return res


def run(quick: bool = False) -> dict:
    """Every game's duels and the coach (no IS-MCTS: run that alone, it is long); the results."""
    return {"duels": duels(quick), "coach": coach(5 if quick else 20)}


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--quick", action="store_true", help="the duels' quick game counts and a few hints")
    ap.add_argument("--game", action="append", default=None, help="only this game's duels (may be repeated)")
    ap.add_argument("--no-coach", action="store_true", help="skip the coach's timing")
    ap.add_argument("--mcts", metavar="GAME", default=None,
                    help="also IS-MCTS against greedy in this game (long: run it once, in the background)")
    ap.add_argument("--mcts-games", type=int, default=100, help="games of the IS-MCTS duel (100)")
    ap.add_argument("--seconds", type=float, default=0.1, help="IS-MCTS time budget per decision (0.1 s)")
    ap.add_argument("--iterations", type=int, default=None,
                    help="IS-MCTS at this fixed number of iterations per decision instead of a time budget")
    a = ap.parse_args(argv)
    duels(a.quick, a.game)
    if not a.no_coach:
        coach(5 if a.quick else 20)
    if a.mcts:
        mcts_duel(a.mcts, a.mcts_games, seconds=a.seconds, iterations=a.iterations)


if __name__ == "__main__":
    main()
