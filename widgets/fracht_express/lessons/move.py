"""Lesson for the section "move" (Moving the locomotive).

To move, discard a card whose action number is at least the number of cars
attached; the locomotive then drives as many ties as the card's car value,
never backwards, choosing the way at every switch. Entering a station counts
as one step and ends the drive there, whatever is left (not the turn).

Position: Player 1's locomotive is in Station A pulling two cars. Toward
Station F lie a straight card (four ties) and a card whose track splits: on
straight to F, or bending north into an empty space (a derail). Nine steps
reach F. The hand: D08 (car value 9, action number 1 -- too small for two
cars), D32 (9, action 4) and D13 (6, action 2).

Examples
--------
>>> from widgets.fracht_express.lessons import move as lesson
>>> s = lesson.position()
>>> from rulebook.fracht_express.actions import Go, Move
>>> print(s.explain(Move("D08")))
[move] D08 has action number 1, less than your 2 attached cars.
>>> _ = s.apply(Move("D32"))
>>> s.legal_actions()                      # the switch: straight on, or the branch
[Go(x=6, y=3, track=0), Go(x=6, y=3, track=1)]
>>> _ = s.apply(Go(6, 3, 0))
>>> s.players[0].pos, lesson.goal_reached(s)
(['S', 'F'], True)
"""
from __future__ import annotations

from rulebook.i18n import N_

from . import scenario

SECTION = "move"
SEAT = 0
#: a straight card, then D24 turned three quarters: west-east straight plus a west-north branch
SWITCH_LINE = [(5, 3, "D01", 1), (6, 3, "D24", 3)]
GOAL = N_("Drive from Station A into Station F.")


def position(*, hand=("D08", "D32", "D13"), attached=("D21", "D31"), start="A", seed: int = 11):
    """Player 1's locomotive at ``start`` (a station letter or ``(x, y, track, tie, facing)``).

    Examples
    --------
    >>> position(attached=()).players[0].attached
    []
    """
    return scenario(2, seed, table=SWITCH_LINE, hands={0: list(hand)}, attached={0: list(attached)},
                    pos={0: start})


def goal_reached(state) -> bool:
    """Player 1's locomotive is in Station F."""
    return state.players[SEAT].pos == ["S", "F"]


def edge_case():
    """The locomotive already on the straight card, facing F, with a car value of 9: F is entered on the
    sixth step and the three steps left are lost. Facing east, it may not turn back toward A.

    Examples
    --------
    >>> s = edge_case()
    >>> from rulebook.fracht_express.actions import Go, Move
    >>> _ = s.apply(Move("D16"))
    >>> s.players[0].pos, s.legal_actions()
    (['T', 5, 3, 0, 0], [Go(x=6, y=3, track=0), Go(x=6, y=3, track=1)])
    >>> _ = s.apply(Go(6, 3, 0))
    >>> s.players[0].pos
    ['S', 'F']
    """
    return position(hand=("D16",), attached=(), start=(5, 3, 0, 1, 0))
