"""Lesson for the section "upgrade_choice" (Upgrade of your choice).

Round 3 (blue cards), Player 1 to move, no coins. The upper train reads
7-4-0 (worth 11), the lower train 4-4-2 (three cars). Card X-B07 shows two
upgrades of your choice. Each one is used on its own: lift any one car of
either train one step, or take a new 0-value car for the end of a train
instead. One of each reaches the goal.

Foregoing a card gives a single step up for any car as well, but only as an
upgrade: the engine does not let that one become a new car.

Examples
--------
>>> from widgets.first_class.lessons import upgrade_choice as lesson
>>> s = lesson.position()
>>> s.players[0].trains
[[7, 4, 0], [4, 4, 2]]
>>> from rulebook.first_class.actions import AddCar, CarryOut, TakeCard, Upgrade
>>> for a in (TakeCard("X-B07"), CarryOut()):
...     _ = s.apply(a)
>>> sorted(str(a) for a in s.legal_actions())[:3]
['Add a 0-value car to the lower train.', 'Add a 0-value car to the upper train.', 'Leave the rest of this out.']
>>> for a in (Upgrade(0, 2, 1), AddCar(1)):
...     _ = s.apply(a)
>>> s.players[0].trains, lesson.goal_reached(s)
([[7, 4, 1], [4, 4, 2, 0]], True)
"""
from __future__ import annotations

from rulebook.first_class.scenario import scenario
from rulebook.i18n import N_

SECTION = "upgrade_choice"
SEAT = 0
CARD = "X-B07"
GOAL = N_("Using card X-B07, make your upper train worth 12 or more and give your lower train a 4th car.")

ROW1 = ["X-B07", "X-B11", "X-B16", "X-B01", "X-B20", "X-B10"]


def train_value(train) -> int:
    """Sum of the railroad car values of a train (mail cars and locomotive tiles left out)."""
    return sum(c for c in train if 0 <= c <= 12)


def position(*, upper=(7, 4, 0), lower=(4, 4, 2), card: str = CARD, coins=(0, 0, 0), seed: int = 5):
    """Player 1's turn in round 3 with ``card`` first in row 1.

    Parameters
    ----------
    upper, lower : sequence of int
        Car values of the two trains, front (left) first.
    card : str
        A blue card put first in row 1; ``"X-B06"`` (a single upgrade of your
        choice) makes the goal out of reach.
    coins : sequence of int
        Coins in columns 1, 2, 3 (none by default: a column-1 coin would buy a car).
    seed : int
        Only shuffles what is not shown.

    Returns
    -------
    FirstClassState

    Examples
    --------
    >>> position(card="X-B06").rows[0][:2]
    ['X-B06', 'X-B07']
    """
    row1 = [card] + [c for c in ROW1 if c != card][:5]
    return scenario(players=3, seed=seed, round=3, cur=SEAT, turns=0, rows=[row1, None, None],
                    p0={"trains": [list(upper), list(lower)], "coins": list(coins)})


def goal_reached(state) -> bool:
    """X-B07 was used, the upper train is worth 12 or more and the lower train has 4 or more cars."""
    pl = state.players[SEAT]
    lower_cars = sum(1 for c in pl.trains[1] if 0 <= c <= 12)
    return CARD in pl.completed and train_value(pl.trains[0]) >= 12 and lower_cars >= 4


def edge_case():
    """Every car already at 12: no car can go up, yet the upgrades of choice still give new cars.

    Examples
    --------
    >>> edge_case().players[0].trains
    [[12, 12], [12]]
    """
    return position(upper=(12, 12), lower=(12,))
