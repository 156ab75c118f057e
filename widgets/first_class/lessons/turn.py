"""Lesson for the section "turn" (Your turn: carry out a card or forego it).

Round 1, Player 1 to move. The upper train is two 1-value cars, the lower
train one 0-value car, and the only coin sits in column 1. None of the
eighteen cards on offer can lift a 1-value car, so the goal can only be
reached by *foregoing* a card: giving up everything printed on it for one
upgrade of your choice.

Examples
--------
>>> from widgets.first_class.lessons import turn as lesson
>>> s = lesson.position()
>>> s.players[0].trains, s.players[0].coins
([[1, 1], [0]], [1, 0, 0])
>>> lesson.goal_reached(s)
False
>>> from rulebook.first_class.actions import TakeCard, Forego, Upgrade
>>> for a in (TakeCard("X-G11"), Forego(), Upgrade(0, 0, 2)):
...     _ = s.apply(a)
>>> s.players[0].trains[0], "X-G11" in s.players[0].completed, lesson.goal_reached(s)
([2, 1], True, True)
"""
from __future__ import annotations

from rulebook.first_class.scenario import scenario
from rulebook.i18n import N_

SECTION = "turn"
SEAT = 0
GOAL = N_("Get a 2-value car into your upper train this turn.")

#: eighteen green cards, none of which can lift a 1-value car when carried out
ROWS = (
    ("X-G01", "X-G11", "X-G16", "X-G05", "X-G20", "X-G08"),
    ("X-G03", "X-G13", "X-G17", "X-G04", "X-G21", "A-G06"),
    ("X-G02", "X-G12", "X-G18", "B-G06", "X-G22", "A-G01"),
)


def position(*, upper=(1, 1), lower=(0,), coins=(1, 0, 0), offer: str | None = None, seed: int = 1):
    """Player 1's first turn of round 1 with the trains and coins given.

    Parameters
    ----------
    upper, lower : sequence of int
        Car values of the two trains, left (front) to right.
    coins : sequence of int
        Coins in columns 1, 2, 3. A coin in column 3 buys an upgrade, which
        opens a second way to the goal.
    offer : str, optional
        A green card to put first in row 1 (in place of X-G01), e.g. ``"X-G10"``.
    seed : int
        Only shuffles what is not shown.

    Returns
    -------
    FirstClassState

    Examples
    --------
    >>> position(offer="X-G10").rows[0][0]
    'X-G10'
    """
    rows = [list(r) for r in ROWS]
    if offer is not None:
        rows[0][0] = offer
    return scenario(players=3, seed=seed, cur=SEAT, turns=0, rows=rows,
                    p0={"trains": [list(upper), list(lower)], "coins": list(coins)})


def goal_reached(state) -> bool:
    """Player 1's upper train holds a car worth 2 or more."""
    return any(2 <= c <= 12 for c in state.players[SEAT].trains[0])


def edge_case():
    """A card you cannot carry out: X-G10 lifts a 1-value car, and Player 1 has none.

    Examples
    --------
    >>> s = edge_case()
    >>> s.players[0].trains, s.rows[0][0]
    ([[0], [0]], 'X-G10')
    """
    return position(upper=(0,), offer="X-G10")
