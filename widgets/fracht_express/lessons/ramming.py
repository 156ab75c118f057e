"""Lesson for the section "ramming" (Ramming).

A locomotive that drives into another one on the tracks shoves it ahead,
keeping it one tie in front. At a switch the driver chooses which way the
shoved locomotive goes (even one its owner would not like); it then stops on
the first tie past the switch, unless the driver follows it along the same
branch. A locomotive shoved into a station stops there.

Position: the straight card and the switch card of the move lesson. Player
2's locomotive stands on the last tie before the switch; Player 1 is in
Station A with D05 (car value 6). On the fourth step Player 1 meets Player 2
at the switch and chooses where Player 2 goes; then chooses its own way.

Examples
--------
>>> from widgets.fracht_express.lessons import ramming as lesson
>>> s = lesson.position()
>>> from rulebook.fracht_express.actions import Go, Move, PushTo
>>> _ = s.apply(Move("D05"))
>>> s.legal_actions()
[PushTo(x=6, y=3, track=0), PushTo(x=6, y=3, track=1)]
>>> print(s.explain(Go(6, 3, 0)))
[ramming] First choose which way the shoved locomotive goes.
>>> for a in (PushTo(6, 3, 1), Go(6, 3, 0)):
...     _ = s.apply(a)
>>> s.players[1].pos, s.players[0].pos, lesson.goal_reached(s)
(['T', 6, 3, 1, 0], ['T', 6, 3, 0, 1], True)
"""
from __future__ import annotations

from rulebook.i18n import N_

from . import scenario
from .move import SWITCH_LINE

SECTION = "ramming"
SEAT = 0
GOAL = N_("Shove Player 2's locomotive onto the branch to the north, and end your own drive on the straight "
          "track.")


def position(*, card: str = "D05", other=(5, 3, 0, 0, 0), seed: int = 12):
    """Player 1 in Station A holding ``card``; Player 2's locomotive at ``other`` (x, y, track, tie, facing).

    Examples
    --------
    >>> position().players[1].pos
    ['T', 5, 3, 0, 0]
    """
    return scenario(2, seed, table=SWITCH_LINE, hands={0: [card]}, pos={1: other})


def goal_reached(state) -> bool:
    """Player 2 stands on the north branch of the switch card, Player 1 on its straight track."""
    p1, p2 = state.players[SEAT].pos, state.players[1].pos
    return p2[:4] == ["T", 6, 3, 1] and p1[:4] == ["T", 6, 3, 0]


def edge_case():
    """Two locomotives one behind the other right before Station F: the shoved one enters F and stops, and
    the driver, one step later, enters F too (a station holds any number).

    Examples
    --------
    >>> s = edge_case()
    >>> from rulebook.fracht_express.actions import Move
    >>> _ = s.apply(Move("D02"))
    >>> s.players[0].pos, s.players[1].pos
    (['S', 'F'], ['S', 'F'])
    """
    return scenario(2, 12, table=[(5, 3, "D01", 1), (6, 3, "D03", 1)], hands={0: ["D02"]},
                    pos={0: (6, 3, 0, 1, 0), 1: (6, 3, 0, 0, 0)})
