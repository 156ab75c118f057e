"""What a perft count or a simulation will cost, estimated before it starts.

``rulebook perft --depth N`` and ``rulebook simulate --games N`` can be asked
for runs that would outlast the machine (``--depth 1000000``, ``--games
100000000``). Before such a run the command line estimates its time and, above
:data:`THRESHOLD_SECONDS`, says so and asks (or, without a terminal, refuses
unless ``--yes`` is given). The estimates are cheap and rough:

perft
    the counts of the small depths are measured anyway (one line each); the
    next depths are extrapolated from the last branching factor (count at
    depth d over count at depth d - 1), with time proportional to the count.
    :func:`perft_seconds` gives the time of the remaining depths, as a base-10
    logarithm too, since a deep count overflows a float.
simulate
    :func:`seconds_per_game` plays decisions of the run's first game with its
    bots for at most a second; a game that does not end in that time is
    extrapolated from the decisions made and the length of a random game.

>>> perft_seconds([1, 10, 100], 0.01, 4)[0]        # depths 3 and 4: 0.1 s and 1 s
1.1
>>> duration(7200).text()
'about 2 hours'
"""
from __future__ import annotations

import math
import time

from ..i18n import Msg, N_, NN_

THRESHOLD_SECONDS = 120.0  # runs estimated above this are confirmed first
MEASURED_SECONDS = 0.05   # a perft depth measured quicker than this is only extrapolated one depth further
TIMING_SECONDS = 1.0       # at most this long is spent measuring a simulation's games
YEAR = 365.25 * 86400


def perft_seconds(counts: list, last_seconds: float, depth: int) -> tuple:
    """``(seconds, log10 of seconds)`` for the depths after the measured ones, up to ``depth``.

    ``counts[d]`` is the perft count at depth ``d`` for ``d = 0 .. k`` (``counts[0] == 1``), measured in
    ``last_seconds`` at depth ``k``; each further depth multiplies the count, and the time, by
    ``counts[k] / counts[k - 1]``. ``seconds`` is ``math.inf`` when it does not fit a float.
    """
    k = len(counts) - 1
    more = depth - k
    if more <= 0 or k < 1 or counts[k] == 0:
        return 0.0, -math.inf
    b = counts[k] / max(counts[k - 1], 1)
    t = max(last_seconds, 1e-6)
    if b <= 1.0:  # the tree no longer widens: each depth costs at most the last one
        s = t * more
        return s, math.log10(s)
    # t * (b + b^2 + ... + b^more) = t * b * (b^more - 1) / (b - 1)
    log10 = math.log10(t) + more * math.log10(b) + math.log10(b / (b - 1))
    if log10 > 300:
        return math.inf, log10
    return t * b * (b ** more - 1) / (b - 1), log10


def seconds_per_game(game, players: int, bots: list, seed: int, options: dict) -> float:
    """Seconds one game of the run takes on this process: the mean of its first games (up to five),
    measured for at most about :data:`TIMING_SECONDS`; a game cut short is extrapolated to a whole one."""
    from .bots import make_bot
    from .simulation.games import bot_seed, game_seed
    start = time.perf_counter()
    times = []
    for index in range(5):
        gs = game_seed(seed, index)
        state = game.new_game(players=players, seed=gs, **options)
        seated = [make_bot(name, bot_seed(gs, seat)) for seat, name in enumerate(bots)]
        t0 = time.perf_counter()
        decisions = 0
        while not state.is_over and time.perf_counter() - start < TIMING_SECONDS:
            state.apply(seated[state.current_player].choose(state))
            decisions += 1
        spent = time.perf_counter() - t0
        if not state.is_over and decisions:  # cut short: the time per decision, times a game's length
            return spent / decisions * max(decisions, _random_length(game, players, gs, options))
        times.append(spent)
        if time.perf_counter() - start > TIMING_SECONDS / 4:
            break
    return sum(times) / len(times)


def _random_length(game, players: int, seed: int, options: dict) -> int:
    """The number of decisions in a game of the same setup played by random bots (fast)."""
    from .bots import RandomBot
    from .playouts import play
    state = game.new_game(players=players, seed=seed, **options)
    play(state, [RandomBot(seed * 16 + i) for i in range(players)], max_decisions=100_000)
    return len(state.history)


def duration(seconds: float, log10: float | None = None) -> Msg:
    """A rough duration as words: seconds, minutes, hours, days, years, or more than a million years."""
    if log10 is None:
        log10 = math.log10(seconds) if seconds > 0 else -math.inf
    if log10 > math.log10(1e6 * YEAR):
        return Msg(N_("more than a million years"))
    if seconds < 90:
        return Msg(NN_("about {n} second", "about {n} seconds"), {"n": max(1, round(seconds))})
    if seconds < 90 * 60:
        return Msg(NN_("about {n} minute", "about {n} minutes"), {"n": round(seconds / 60)})
    if seconds < 48 * 3600:
        return Msg(NN_("about {n} hour", "about {n} hours"), {"n": round(seconds / 3600)})
    if seconds < 2 * YEAR:
        return Msg(NN_("about {n} day", "about {n} days"), {"n": round(seconds / 86400)})
    return Msg(N_("about {n} years"), {"n": f"{seconds / YEAR:,.0f}"})
