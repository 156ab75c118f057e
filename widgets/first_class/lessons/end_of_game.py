"""Lesson: the end of the game (section ``end_of_game``).

The last scoring phase, after round 6. Players 2 and 3 have scored their
trains; player 1 is the last to finish, and finishing ends the game. Then
every coin left on a board is worth a point, unfulfilled contracts are worth
nothing, and each Game End card pays its points for every base card of its
type in the completed pile. Player 2 will end on 118. Player 1 has already
claimed this phase's route bonuses and has 5 coins: keep them as points, or
pay 4 of them for one of the Game End cards on display?

Examples
--------
>>> from rulebook.first_class.actions import BuyGameEnd, FinishScoring, PayCoins
>>> s = position()
>>> _ = s.apply(BuyGameEnd("GE06"))
>>> _ = s.apply(PayCoins(columns=(0, 0, 0, 0)))
>>> _ = s.apply(FinishScoring())
>>> s.outcome().scores, goal_reached(s)
((121, 118, 92), True)
"""
from __future__ import annotations

from rulebook.first_class.scenario import scenario
from rulebook.i18n import N_

SECTION = "end_of_game"
SEAT = 0
GOAL = N_("End the game as its only winner.")

COMPLETED = ("X-G01", "X-G05", "X-B03", "X-R04",   # four base car cards
             "X-G11", "X-B13", "X-R13",            # three base conductor cards
             "X-G16", "X-B17",                     # two base locomotive cards
             "A-G06", "B-B08")                     # module cards: they count for nothing
DISPLAY = ("GE06", "GE13", "GE20", "GE02")


def position(*, coins=(5, 0, 0), rival_score: int = 113, contracts=("A-R01",), seed: int = 1):
    """Player 1 is the last to finish the last scoring phase of the game.

    Parameters
    ----------
    coins : sequence of int
        Player 1's coins per column; each left at the end is a point.
    rival_score : int
        Player 2's score before the end (it gains 3 for coins and 2 for its
        Game End card, so the default 113 ends on 118).
    contracts : sequence of str
        Player 1's open contracts (A-R01 needs a train of 8 cards: not met).
    seed : int
        Seed of the game the position starts from.

    Returns
    -------
    FirstClassState

    Examples
    --------
    >>> from rulebook.first_class.actions import FinishScoring
    >>> s = position()
    >>> _ = s.apply(FinishScoring())    # keep the coins
    >>> s.outcome().scores
    (113, 118, 92)
    """
    return scenario(players=3, seed=seed, round=6, phase="scoring", start=1, cur=SEAT,
                    ge_display=list(DISPLAY),
                    p0={"trains": [[7, 4, 2], [2, 1]], "cond": [2, 1], "coins": list(coins), "score": 88,
                        "completed": list(COMPLETED), "contracts": list(contracts), "ge": ["GE01"], "loco": 3,
                        "claimed": [1, 3]},
                    p1={"coins": 3, "score": rival_score, "ge": ["GE08"], "completed": ["X-B12", "X-R11"]},
                    p2={"coins": 2, "score": 90, "ge": ["GE15"], "completed": []})


def goal_reached(state) -> bool:
    """True when the game is over and player 1 alone has the highest score.

    Examples
    --------
    >>> goal_reached(position())
    False
    """
    return state.is_over and state.outcome().winners == (SEAT,)


def edge_case():
    """Player 2 starts 3 points higher: buying GE06 now only draws level, and a tie is a shared win.

    There is a better line: five coins from column 1 make five new cars, so
    the upper train reaches 8 railroad cars (and a locomotive tile with two
    upgrades), which fulfils contract A-R01 for 10 points before it would
    have been thrown away.

    Examples
    --------
    >>> from rulebook.first_class.actions import BuyGameEnd, FinishScoring, PayCoins
    >>> s = edge_case()
    >>> _ = s.apply(BuyGameEnd("GE06"))
    >>> _ = s.apply(PayCoins(columns=(0, 0, 0, 0)))
    >>> _ = s.apply(FinishScoring())
    >>> s.outcome().scores, s.outcome().winners
    ((121, 121, 92), (0, 1))
    >>> from rulebook.first_class.actions import ChooseMail, CoinCar, Fulfil, Upgrade
    >>> s = edge_case()
    >>> for a in [CoinCar(0), CoinCar(0), ChooseMail(1), CoinCar(0), CoinCar(0), CoinCar(0),
    ...           Upgrade(0, 0, 12), Upgrade(1, 1, 2), Fulfil("A-R01"), FinishScoring()]:
    ...     _ = s.apply(a)
    >>> s.outcome().scores, s.outcome().winners
    ((124, 121, 92), (0,))
    """
    return position(rival_score=116)
