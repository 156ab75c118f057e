"""The bot ladder (issue 36): a round robin among the project's bots and OpenSpiel's searchers, at equal time.

The engine, in the installed package (the ``research`` extra: numpy and OpenSpiel), so that a copied lesson
(``notebooks/explore/bot_ladder.ipynb``) can run a ladder without the checkout::

    from rulebook.commands.ladder import run, result_files
    res = run("first_class", ["random", "greedy", "mcts", "os_ismcts"], 0.005, 2, 10.0, 50, log=None)

Its command line is ``benchmarks/ladder.py`` in a checkout (``make ladder``). It sits among the commands because
it plays the analysis tools' bots (:mod:`rulebook.analysis`) against OpenSpiel's searchers through
:mod:`rulebook.environments`, the two layers below. :func:`result_files` finds the saved results: the checkout's
``benchmarks/results/ladder_<game>*.json``, else the copies the wheel carries (``ladder_results/`` beside this
module, put there by ``hatch_build.py``).

Two-player games of ``--game`` (default First Class) between every pair of bots, each pairing played with both
seatings on seeds 0, 1, ... Bots:

``random``, ``greedy``
    the project's quick bots (``rulebook.analysis.bots``): they take far less than the budget.
``mcts``
    the project's information-set MCTS (``rulebook.analysis.mcts``) with ``time_limit`` = the budget.
``planner`` / ``team``
    the game's own bots when it has them (``Game.BOTS``; FrachtExpress's planner).
``os_ismcts``
    OpenSpiel's information-set MCTS (``open_spiel.python.algorithms.ismcts``) through
    ``rulebook.environments.openspiel_game``: random-rollout evaluator, worlds dealt by the game's
    ``determinize`` (``resample_from_infostate``), ``uct_c`` scaled to the game's points (``--uct``).
``os_ismcts_h``
    the same search with the game's heuristic (``game.evaluate``) as its evaluator instead of rollouts.
``os_mcts``
    OpenSpiel's MCTS (``open_spiel.python.algorithms.mcts``) on one world dealt again by ``determinize`` at each
    decision (so it never sees hidden cards), random rollouts.

Equal time: the project's mcts stops at the budget; OpenSpiel's bots count simulations, so each decision gets as
many as fit the budget at the bot's own measured speed (a running mean of seconds per simulation), which makes
their average time per decision the budget. A decision with one legal action is played at once by every bot.

Ratings: Bradley-Terry strengths fitted by minorisation-maximisation on every game (a draw is half a win each;
half a win and half a loss against the field's average added as a prior so that a bot that never wins or never
loses keeps a finite rating), shown as Elo points (400 log10) with ``os_ismcts`` at 0, and 95 % intervals from
``--boot`` bootstrap resamplings of the games. The head-to-head lines give mcts's score against each OpenSpiel
bot with a Wilson 95 % interval, and the Elo difference with its bootstrap interval.
"""
from __future__ import annotations

import itertools
import json
import platform
import random
import time
from datetime import datetime, timezone
from pathlib import Path

from .. import GAMES
from ..analysis.bots import make_bot
from ..analysis.mcts import MCTSBot
from ..analysis.simulate import wilson
from ..environments.common import require
from ..rng import Rng

try:
    import numpy as np
except ImportError:   # reading saved results needs no numpy; playing a ladder does (run() says so)
    np = None

__all__ = ["ANCHOR", "HeuristicEvaluator", "ProjectAgent", "SpielAgent", "bradley_terry", "elo", "make_agent",
           "play", "result_files", "read_results", "run", "wilson"]

#: where the wheel carries the checkout's saved results (hatch_build.py copies them here)
PACKAGED_RESULTS = Path(__file__).resolve().with_name("ladder_results")
#: a checkout's results (``make ladder`` writes them)
CHECKOUT_RESULTS = Path(__file__).resolve().parents[2] / "benchmarks" / "results"


def result_files(game: str, folders=None) -> list[Path]:
    """The saved ladders of ``game``: ``ladder_<game>.json`` first, then the other runs saved beside it
    (``ladder_<game>_*.json``), from the first folder that has the main file (the checkout's results, else the
    wheel's copies); [] when none has."""
    for folder in (folders if folders is not None else (CHECKOUT_RESULTS, PACKAGED_RESULTS)):
        main = Path(folder) / f"ladder_{game}.json"
        if main.is_file():
            return [main, *sorted(Path(folder).glob(f"ladder_{game}_*.json"))]
    return []


def read_results(game: str, folders=None) -> list[dict]:
    """The saved ladders of ``game`` (see :func:`result_files`), read."""
    return [json.loads(p.read_text(encoding="utf-8")) for p in result_files(game, folders)]


ANCHOR = "os_ismcts"


class ProjectAgent:
    def __init__(self, name, bot):
        self.name, self.bot = name, bot

    def choose(self, state):
        return self.bot.choose(state)


class SpielAgent:
    """An OpenSpiel bot choosing for the engine: the position becomes a pyspiel state, the ids become the move."""

    def __init__(self, name, game, players, kind, budget, seed, uct_c):
        from open_spiel.python.algorithms import ismcts, mcts

        from ..environments import openspiel_game
        self.name, self.game, self.kind, self.budget = name, game, kind, budget
        self.spiel = openspiel_game(game, players=players)
        self.vocab = self.spiel.encoding.vocabulary
        self.rs = np.random.RandomState(seed)
        self.per_sim = None
        if kind == "os_mcts":
            self.bot = mcts.MCTSBot(self.spiel, uct_c, 10, mcts.RandomRolloutEvaluator(1, self.rs), solve=False,
                                    random_state=self.rs)
        else:
            ev = HeuristicEvaluator(game) if kind == "os_ismcts_h" else mcts.RandomRolloutEvaluator(1, self.rs)
            self.bot = ismcts.ISMCTSBot(self.spiel, ev, uct_c, 10, random_state=self.rs,
                                        allow_inconsistent_action_sets=False)
        self.rng = Rng(seed)

    def _sims(self) -> int:
        return 4 if self.per_sim is None else max(2, int(self.budget / self.per_sim))

    def choose(self, state):
        from ..environments.spiel import _Engine
        st = self.spiel.new_initial_state()
        st._engine = _Engine(state.copy())
        moves = {self.vocab.tokens(a): a for a in state.legal_actions()}
        prefix = ()
        while True:
            sims = self._sims()
            t0 = time.perf_counter()
            if self.kind == "os_mcts":
                self.bot.max_simulations = sims
                world = st.resample_from_infostate(st.current_player(), None)
                token = self.bot.step(world)
            else:
                self.bot._max_simulations = sims
                token = self.bot.step(st)
            dt = (time.perf_counter() - t0) / sims
            self.per_sim = dt if self.per_sim is None else 0.8 * self.per_sim + 0.2 * dt
            prefix += (int(token),)
            if prefix in moves:
                return moves[prefix]
            st.apply_action(int(token))


class HeuristicEvaluator:
    """OpenSpiel evaluator from the game's heuristic (``game.evaluate(state, seat)``: estimated final points)."""

    def __init__(self, game):
        self.game = game

    def evaluate(self, st):
        s = st._engine.state
        return np.array([self.game.evaluate(s, p) for p in range(len(st.returns()))], dtype=float)

    def prior(self, st):
        legal = st.legal_actions()
        return [(a, 1.0 / len(legal)) for a in legal]


def make_agent(name, game, players, budget, seed, uct_c):
    if name.startswith("os_"):
        return SpielAgent(name, game, players, name, budget, seed, uct_c)
    if name == "mcts":
        return ProjectAgent(name, MCTSBot(seed=seed, iterations=None, time_limit=budget))
    return ProjectAgent(name, make_bot(name, seed=seed, game=game))


def play(game, agents, seed):
    """One game, agents by seat; returns (scores, winners, seconds per searched decision by seat)."""
    s = game.new_game(players=len(agents), seed=seed)
    spent = [[0.0, 0] for _ in agents]
    while not s.is_over:
        legal = s.legal_actions()
        seat = s.current_player
        if len(legal) == 1:
            s.apply(legal[0])
            continue
        t0 = time.perf_counter()
        a = agents[seat].choose(s)
        spent[seat][0] += time.perf_counter() - t0
        spent[seat][1] += 1
        s.apply(a)
    out = s.outcome()
    return out.scores, out.winners, [t / max(1, n) for t, n in spent]


def bradley_terry(names, games, iters=500):
    """Strengths (geometric mean 1) from ``games``: (i, j, score of i) with a half-win, half-loss prior."""
    n = len(names)
    w = np.full(n, 0.5)
    pairs = np.zeros((n, n))
    for i, j, si in games:
        w[i] += si
        w[j] += 1 - si
        pairs[i, j] += 1
        pairs[j, i] += 1
    p = np.ones(n)
    for _ in range(iters):
        denom = np.array([sum(pairs[i, j] / (p[i] + p[j]) for j in range(n) if j != i) + 1.0 / (p[i] + 1.0)
                          for i in range(n)])
        p = w / denom
        p /= np.exp(np.mean(np.log(p)))
    return p


def elo(p, anchor):
    return 400 * np.log10(p / p[anchor])


def run(game_name, bots, budget, games_per_pairing, uct_c, boot, log=print):
    """Play the round robin of ``bots`` on ``game_name`` at ``budget`` seconds a decision and rate them (the
    module's docstring); ``log`` gets a line per game (None: quiet). The result is what ``--json`` writes.
    Without numpy (or OpenSpiel, for its bots) a project error names the research extra."""
    require("numpy")
    if any(b.startswith("os_") for b in bots):
        require("pyspiel")
    game = GAMES[game_name]
    names = list(bots)
    results = []    # (i, j, score of i, seed, scores, seconds)
    timing = {b: [] for b in names}
    t_start = time.time()
    for (i, a), (j, b) in itertools.combinations(enumerate(names), 2):
        for g in range(games_per_pairing):
            seed = g // 2
            seats = (i, j) if g % 2 == 0 else (j, i)
            agents = [make_agent(names[k], game, 2, budget, 1000 * seed + k, uct_c) for k in seats]
            scores, winners, secs = play(game, agents, seed)
            for seat, k in enumerate(seats):
                timing[names[k]].append(secs[seat])
            si = 1.0 if seats.index(i) in winners and len(winners) == 1 else \
                0.5 if seats.index(i) in winners else 0.0
            if not winners:
                si = 0.5
            results.append((i, j, si, seed, list(scores)))
            if log is not None:
                log(f"{a} v {b} seed {seed} seats {[names[k] for k in seats]}: scores {list(scores)} -> {a} {si}")
    games = [(i, j, si) for i, j, si, *_ in results]
    anchor = names.index(ANCHOR) if ANCHOR in names else 0
    p = bradley_terry(names, games)
    r = elo(p, anchor)
    rng = random.Random(0)
    samples = []
    for _ in range(boot):
        pick = [games[rng.randrange(len(games))] for _ in games]
        samples.append(elo(bradley_terry(names, pick, iters=200), anchor))
    samples = np.array(samples)
    lo = np.percentile(samples, 2.5, axis=0) if boot else r
    hi = np.percentile(samples, 97.5, axis=0) if boot else r
    table = []
    for k, name in enumerate(names):
        played = [(si if i == k else 1 - si) for i, j, si in games if k in (i, j)]
        table.append({"bot": name, "elo": round(float(r[k]), 1), "low": round(float(lo[k]), 1),
                      "high": round(float(hi[k]), 1), "games": len(played),
                      "score": round(sum(played) / max(1, len(played)), 3),
                      "seconds_per_decision": round(float(np.mean(timing[name])) if timing[name] else 0.0, 4)})
    table.sort(key=lambda row: -row["elo"])
    h2h = {}
    samples_ok = boot and len(samples)
    for opp in [b for b in names if b.startswith("os_")] if "mcts" in names else []:
        m, o = names.index("mcts"), names.index(opp)
        pts = [(si if i == m else 1 - si) for i, j, si in games if {i, j} == {m, o}]
        h2h[opp] = {"games": len(pts), "mcts_score": sum(pts) / max(1, len(pts)),
                    "wilson95": wilson(sum(pts), len(pts)),
                    "elo_difference": round(float(r[m] - r[o]), 1),
                    "elo_difference_95": [round(float(np.percentile(samples[:, m] - samples[:, o], 2.5)), 1),
                                          round(float(np.percentile(samples[:, m] - samples[:, o], 97.5)), 1)]
                    if samples_ok else None}
    return {"when": datetime.now(timezone.utc).isoformat(timespec="seconds"), "python": platform.python_version(),
            "game": game_name, "players": 2, "seconds_per_decision": budget, "games_per_pairing": games_per_pairing,
            "uct_c": uct_c, "bootstrap": boot, "anchor": ANCHOR, "wall_seconds": round(time.time() - t_start, 1),
            "table": table, "mcts_vs_os_ismcts": h2h.get(ANCHOR), "mcts_vs_openspiel": h2h,
            "games": [{"a": names[i], "b": names[j], "score_a": si, "seed": seed, "scores": sc}
                      for i, j, si, seed, sc in results]}


