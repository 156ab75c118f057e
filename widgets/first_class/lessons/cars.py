"""Lesson for the section "cars" (Railroad cars and upgrades).

Round 3 (blue cards), Player 1 to move. The upper train reads 4-1-1-0 (worth
6), the lower train 2-0. Card X-B04 shows two upgrades: one that lifts a
1-value car to 2, then one that lifts a 2-value car to 4. Used on the right
cars, in the right order, they make the upper train worth 9.

Values climb 0-1-2-4-7-12 one step at a time; among equal cars in a train the
leftmost is lifted first. Because of that, the car you may lift always has a
higher car to its left (or none), so it can never overtake its neighbour.

Examples
--------
>>> from widgets.first_class.lessons import cars as lesson
>>> s = lesson.position()
>>> s.players[0].trains, lesson.train_value(s.players[0].trains[0])
([[4, 1, 1, 0], [2, 0]], 6)
>>> from rulebook.first_class.actions import TakeCard, CarryOut, Upgrade
>>> s.explain(Upgrade(0, 2, 2)) is None          # nothing is waiting for an upgrade yet
False
>>> for a in (TakeCard("X-B04"), CarryOut()):
...     _ = s.apply(a)
>>> print(s.explain(Upgrade(0, 2, 2)))           # the second 1, before the first
[cars] Equal cars in a train are upgraded from the left: upgrade car 2 first.
>>> for a in (Upgrade(0, 1, 2), Upgrade(0, 1, 4)):
...     _ = s.apply(a)
>>> s.players[0].trains[0], lesson.goal_reached(s)
([4, 4, 1, 0], True)
"""
from __future__ import annotations

from rulebook.first_class.scenario import scenario
from rulebook.i18n import N_

SECTION = "cars"
SEAT = 0
CARD = "X-B04"
GOAL = N_("Using card X-B04, make your upper train worth 9 (the sum of its car values).")

#: first row of each colour's round; the card under study replaces the first place
ROW1 = {
    "green": ["X-G07", "X-G11", "X-G16", "X-G01", "X-G20", "X-G08"],
    "blue": ["X-B04", "X-B11", "X-B16", "X-B01", "X-B20", "X-B10"],
    "red": ["X-R08", "X-R11", "X-R16", "X-R09", "X-R20", "X-R15"],
}


def train_value(train) -> int:
    """Sum of the railroad car values of a train (mail cars and locomotive tiles left out)."""
    return sum(c for c in train if 0 <= c <= 12)


def position(*, upper=(4, 1, 1, 0), lower=(2, 0), card: str = CARD, coins=(0, 0, 0), seed: int = 3):
    """Player 1 to move in the first round of the card's colour, with ``card`` first in row 1.

    Parameters
    ----------
    upper, lower : sequence of int
        Car values of the two trains, front (left) first.
    card : str
        The card under study (a base card); its colour picks the round (green 1, blue 3, red 5).
    coins : sequence of int
        Coins in columns 1, 2, 3 (none by default, so only the card changes the trains).
    seed : int
        Only shuffles what is not shown.

    Returns
    -------
    FirstClassState

    Examples
    --------
    >>> s = position(upper=(2, 1, 1, 0))
    >>> s.round, s.rows[0][0], s.players[0].trains[0]
    (3, 'X-B04', [2, 1, 1, 0])
    """
    from rulebook.first_class.data import load_components
    colour = load_components().cards[card].colour
    rnd = {"green": 1, "blue": 3, "red": 5}[colour]
    row1 = [card] + [c for c in ROW1[colour] if c != card][:5]
    return scenario(players=3, seed=seed, round=rnd, cur=SEAT, turns=0, rows=[row1, None, None],
                    p0={"trains": [list(upper), list(lower)], "coins": list(coins)})


def goal_reached(state) -> bool:
    """Card X-B04 has been used and the upper train adds up to 9 or more."""
    pl = state.players[SEAT]
    return CARD in pl.completed and train_value(pl.trains[0]) >= 9


def edge_case():
    """Green card X-G07 (lift a 0, then lift a 1) on an upper train 1-0.

    After the first upgrade the train reads 1-1, so the second upgrade must
    go to the *front* car: the car you just lifted cannot be lifted again.

    Examples
    --------
    >>> s = edge_case()
    >>> s.round, s.rows[0][0], s.players[0].trains
    (1, 'X-G07', [[1, 0], [0]])
    """
    return position(upper=(1, 0), lower=(0,), card="X-G07")
