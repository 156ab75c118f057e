"""Lesson: the scoring phase (section ``scoring``).

The scoring phase after round 2; player 1 is start player and scores first.
The locomotive has passed stations 1 (bonus: 2 coins), 2 (3 points, paid
long ago) and 3 (bonus: an upgrade of choice). Both conductors still stand on
the first card. Column 1 of the coin area is full, so new coins land in
column 2, where each one moves a conductor. Bonuses come first, in any order;
the trains score only when player 1 finishes.

Examples
--------
>>> from rulebook.first_class.actions import ClaimBonus, CoinConductor, FinishScoring, Upgrade
>>> s = position()
>>> for a in (ClaimBonus(3), Upgrade(train=0, pos=0, to=7), ClaimBonus(1),
...           CoinConductor(train=0), CoinConductor(train=0), FinishScoring()):
...     _ = s.apply(a)
>>> train_points(s), goal_reached(s)
(15, True)
"""
from __future__ import annotations

from rulebook.first_class.scenario import scenario
from rulebook.i18n import N_

SECTION = "scoring"
SEAT = 0
TARGET = 15
GOAL = N_("Make your two trains score at least 15 points together in this scoring phase.")

TRAIN_SCORED = "{player}'s {train} scores {pts} point up to its conductor."   # the engine's message id
DISPLAY = ("GE06", "GE13", "GE20", "GE05")


def position(*, loco: int = 3, coins=(5, 0, 0), upper=(4, 4, 2, 0), lower=(2, 1, 1), seed: int = 1):
    """Player 1 to score first in the scoring phase after round 2.

    Parameters
    ----------
    loco : int
        Stations the locomotive has reached (0 = still in Paris, 3 = the
        last printed station). Stations 1 and 3 are bonus stations.
    coins : sequence of int
        Coins per column. With column 1 full, new coins go to column 2.
    upper, lower : sequence of int
        Car values of the two trains; both conductors stand on the first car.
    seed : int
        Seed of the game the position starts from.

    Returns
    -------
    FirstClassState

    Examples
    --------
    >>> [str(a) for a in position(loco=1).legal_actions()][:1]
    ['Claim the bonus of station 1.']
    """
    return scenario(players=3, seed=seed, round=2, phase="scoring", start=SEAT, cur=SEAT,
                    ge_display=list(DISPLAY),
                    p0={"trains": [list(upper), list(lower)], "cond": [0, 0], "coins": list(coins),
                        "loco": loco, "score": 20})


def train_points(state, seat: int = SEAT) -> int:
    """Points ``seat``'s trains have scored since the position was set up, read from the engine's log."""
    return sum(e.msg.params["pts"] for e in state.log if e.player == seat and e.msg.id == TRAIN_SCORED)


def goal_reached(state) -> bool:
    """True once player 1's two trains have scored ``TARGET`` points or more in this phase.

    Examples
    --------
    >>> from rulebook.first_class.actions import FinishScoring
    >>> s = position()
    >>> _ = s.apply(FinishScoring())          # finishing at once: 4 + 2
    >>> train_points(s), goal_reached(s)
    (6, False)
    """
    return train_points(state) >= TARGET


def edge_case():
    """The locomotive stops one station short of the bonus at station 3.

    A coin from column 2 may move the locomotive during the scoring phase; a
    bonus station reached that way pays in this same phase.

    Examples
    --------
    >>> from rulebook.first_class.actions import ClaimBonus, CoinLocomotive
    >>> s = edge_case()
    >>> _ = s.apply(ClaimBonus(1)); _ = s.apply(CoinLocomotive())
    >>> ClaimBonus(3) in s.legal_actions()
    True
    """
    return position(loco=2)
