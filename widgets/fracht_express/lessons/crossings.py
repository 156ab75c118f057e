"""Lesson for the section "crossings" (Crossings).

Five distance cards are crossings: two straight tracks that cross in the
middle. They only go on empty spaces and are never covered; a locomotive goes
straight across. Each pass over the centre reveals the supply's top card
(then discarded): a locomotive with more cars than its action
number gives up cars -- its owner's choice -- down to that number.

Position: a crossing next to Station A, then a straight card to Station F.
Player 1 pulls three cars (values 6, 8 and 2) and holds D32 (car value 9,
action number 4). The top card of the supply is D17, action number 1.

Examples
--------
>>> from widgets.fracht_express.lessons import crossings as lesson
>>> s = lesson.position()
>>> from rulebook.fracht_express.actions import Cover, DropCar, Move
>>> print(s.explain(Cover("D32", 5, 3, 0)))
[crossings] A crossing is never covered.
>>> _ = s.apply(Move("D32"))
>>> s.current_player, s.stack[-1]
(0, GiveUpCars(seat=0, keep=1))
>>> for c in ("D05", "D09"):
...     _ = s.apply(DropCar(c))
>>> s.players[0].pos, s.players[0].attached, lesson.goal_reached(s)
(['S', 'F'], ['D07'], True)
"""
from __future__ import annotations

from rulebook.i18n import N_

from . import scenario

SECTION = "crossings"
SEAT = 0
GOAL = N_("Drive across the crossing into Station F and keep your most valuable car.")


def position(*, check: str = "D17", attached=("D05", "D07", "D09"), seed: int = 14):
    """The crossing D46 on (5, 3), D01 east-west on (6, 3); ``check`` on top of the supply.

    Examples
    --------
    >>> position(check="D03").deck[-1]
    'D03'
    """
    return scenario(2, seed, table=[(5, 3, "D46", 0), (6, 3, "D01", 1)], hands={0: ["D32"]},
                    attached={0: list(attached)}, top=[check])


def goal_reached(state) -> bool:
    """Player 1 is in Station F pulling exactly the 8-value car D07."""
    return state.players[SEAT].pos == ["S", "F"] and state.players[SEAT].attached == ["D07"]


def edge_case():
    """The check card has action number 5: three cars are fine, nothing is lost.

    Examples
    --------
    >>> s = edge_case()
    >>> from rulebook.fracht_express.actions import Move
    >>> _ = s.apply(Move("D32"))
    >>> s.players[0].pos, len(s.players[0].attached)
    (['S', 'F'], 3)
    """
    return position(check="D03")
