"""Bot strength and speed, and the coach's speed (issue 16's acceptance numbers), 2-player games.

FrachtExpress
    the planner (``make_bot("planner")``) against a random bot, seats alternating: its win rate with a 95%
    interval (target >= 95% of 200 games), the median milliseconds per planner decision (target <= 20),
    and the mean cars delivered per player per game, by the planner against random and in planner-against-
    planner games (target >= 3).
Coach
    ``hint()`` seconds at positions of random games of each of the three games, p95 (target <= 1.5 s).
First Class (``--first-class``)
    greedy against random over 200 games (target >= 90%); with ``--mcts`` also IS-MCTS at 0.1 s per
    decision (``--seconds``) against greedy over 100 games (target >= 60%; long: run it once, in the
    background), with the iterations a search managed in that time (they depend on the machine's load).
    ``--iterations N`` plays the IS-MCTS bot at a fixed N iterations per decision instead: reproducible
    whatever the load, for tuning on small samples.

This is a report, not a test: the exit status is 0 whatever the numbers.

    python benchmarks/bench_bots.py --quick                 # 20 games, a few hints
    python benchmarks/bench_bots.py                         # 200 games
    python benchmarks/bench_bots.py --first-class --mcts    # and First Class (long)
    python benchmarks/bench_bots.py --skip-fx --first-class --greedy-games 0 --mcts 40 --iterations 200
                                                            # IS-MCTS at a fixed budget (reproducible, for tuning)
    python benchmarks/run_all.py bench_bots                 # run(quick=...): all but IS-MCTS
"""
from __future__ import annotations

import argparse
import statistics
import time

import rulebook
from rulebook.analysis import make_bot, play
from rulebook.analysis.coach import hint
from rulebook.analysis.mcts import MCTSBot
from rulebook.analysis.simulate import wilson


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


def fracht_express(games):
    print(f"FrachtExpress, planner against random, {games} games:")
    wins, times, states = head_to_head("fracht_express", lambda g: make_bot("planner", g),
                                       lambda g: make_bot("random", g), games)
    lo, hi = wilson(wins, games)
    res = {"games": games, "win_rate": wins / games, "win_rate_95": [lo, hi],
           "median_ms": statistics.median(times) * 1e3, "p95_ms": sorted(times)[int(0.95 * len(times))] * 1e3}
    line("planner wins (95% interval)", f"{wins / games:.1%} [{lo:.0%}-{hi:.0%}]", ">= 95%")
    line("median ms per planner decision", f"{res['median_ms']:.2f}", "<= 20")
    line("p95 ms per planner decision", f"{res['p95_ms']:.1f}", "(report)")
    dl = [len(s.players[me].delivered) for s, me in states]
    res["delivered_vs_random"] = statistics.mean(dl)
    line("cars delivered per game by the planner (vs random)", f"{statistics.mean(dl):.2f}", ">= 3")
    n2 = max(4, games // 4)
    fx = rulebook.GAMES["fracht_express"]
    per = []
    for g in range(n2):
        s = fx.new_game(players=2, seed=5000 + g)
        play(s, [make_bot("planner", g), make_bot("planner", g + 7)])
        per += [len(p.delivered) for p in s.players]
    res["delivered_per_player_planner_x2"] = statistics.mean(per)
    line(f"cars delivered per player per game (planner x2, {n2} games)", f"{statistics.mean(per):.2f}", ">= 3")
    return res


def coach(positions):
    print(f"Coach: hint() at {positions} positions per game:")
    times = []
    for name in ("fracht_express", "first_class", "horror"):
        game = rulebook.GAMES[name]
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


def first_class(games, mcts_games, seconds=0.1, iterations=None):
    """Greedy against random; with ``mcts_games`` also IS-MCTS against greedy, at ``seconds`` per decision or, given
    ``iterations``, at that fixed number of iterations (reproducible: for tuning)."""
    res = {}
    if games:
        print(f"First Class, greedy against random, {games} games:")
        wins, times, _ = head_to_head("first_class", lambda g: make_bot("greedy", g),
                                      lambda g: make_bot("random", g), games)
        lo, hi = wilson(wins, games)
        res.update(greedy_vs_random=wins / games, greedy_vs_random_95=[lo, hi])
        line("greedy wins (95% interval)", f"{wins / games:.1%} [{lo:.0%}-{hi:.0%}]", ">= 90%")
        line("median ms per greedy decision", f"{statistics.median(times) * 1e3:.2f}", "(report)")
    if mcts_games:
        budget = f"{iterations} iterations" if iterations else f"{seconds:g} s"
        print(f"First Class, IS-MCTS at {budget} per decision against greedy, {mcts_games} games:", flush=True)
        t0 = time.perf_counter()
        counted = []

        def mcts(g):
            bot = Counted(MCTSBot(g, iterations=iterations, time_limit=None if iterations else seconds))
            counted.append(bot)
            return bot

        wins, _, _ = head_to_head("first_class", mcts, lambda g: make_bot("greedy", g), mcts_games)
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
    """FrachtExpress, coach and First Class greedy (no IS-MCTS: run that alone, it is long); the results."""
    return {"fracht_express": fracht_express(20 if quick else 200), "coach": coach(5 if quick else 20),
            "first_class": first_class(20 if quick else 200, 0)}


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--quick", action="store_true", help="20 games and a few hints")
    ap.add_argument("--games", type=int, default=None, help="FrachtExpress games (default 200, quick 20)")
    ap.add_argument("--first-class", action="store_true", help="also First Class greedy against random")
    ap.add_argument("--mcts", type=int, nargs="?", const=100, default=0,
                    help="with --first-class: IS-MCTS at 0.1 s against greedy over this many games (100)")
    ap.add_argument("--seconds", type=float, default=0.1, help="IS-MCTS time budget per decision (0.1 s)")
    ap.add_argument("--iterations", type=int, default=None,
                    help="IS-MCTS at this fixed number of iterations per decision instead of a time budget")
    ap.add_argument("--greedy-games", type=int, default=None,
                    help="First Class greedy-against-random games (default 200, quick 20; 0 skips them)")
    ap.add_argument("--skip-fx", action="store_true", help="skip the FrachtExpress and coach sections")
    a = ap.parse_args(argv)
    games = a.games or (20 if a.quick else 200)
    if not a.skip_fx:
        fracht_express(games)
        coach(5 if a.quick else 20)
    if a.first_class:
        greedy = a.greedy_games if a.greedy_games is not None else (20 if a.quick else 200)
        first_class(greedy, a.mcts, seconds=a.seconds, iterations=a.iterations)


if __name__ == "__main__":
    main()
