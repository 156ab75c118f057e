"""Lesson for the section "derail" (Derailing).

A locomotive that runs past the last laid card into an empty space is off
the rails: its owner discards the whole hand and every attached car, and it
goes back to Station A. A shoved locomotive can be pushed off too (the
engine's default reading; ruling ``push_derail``).

Position: one straight card east of Station A, and nothing beyond it. Player
2's locomotive stands on its east end, Player 1 two ties behind, both facing
east. Player 1 holds D09 (car value 2) and D13 (car value 6: far enough to run
off the end as well).

Examples
--------
>>> from widgets.fracht_express.lessons import derail as lesson
>>> s = lesson.position()
>>> from rulebook.fracht_express.actions import Move
>>> _ = s.apply(Move("D09"))
>>> s.players[1].pos, s.players[1].hand, s.players[0].pos
(['S', 'A'], [], ['T', 5, 3, 0, 0])
>>> lesson.goal_reached(s)
True
"""
from __future__ import annotations

from rulebook.i18n import N_

from . import scenario

SECTION = "derail"
SEAT = 0
GOAL = N_("Send Player 2's locomotive back to Station A by shoving it off the end of the rails, and keep "
          "your own on them.")


def position(*, hand=("D09", "D13"), rulings=None, seed: int = 13):
    """Player 1 at tie 2, Player 2 at tie 0 of D01 on (5, 3), both facing east; Player 2 holds D05 and pulls
    D22.

    Examples
    --------
    >>> position().players[1].attached
    ['D22']
    """
    return scenario(2, seed, table=[(5, 3, "D01", 1)], hands={0: list(hand), 1: ["D05"]}, attached={1: ["D22"]},
                    pos={0: (5, 3, 0, 2, 0), 1: (5, 3, 0, 0, 0)}, rulings=rulings or {})


def goal_reached(state) -> bool:
    """Player 2 is back in Station A with nothing in hand; Player 1 is still on the card."""
    return (state.players[1].pos == ["S", "A"] and not state.players[1].hand
            and state.players[SEAT].pos[0] == "T")


def edge_case():
    """The same with ruling ``push_derail=False``: the shove is blocked and the driver stops where it is.

    Examples
    --------
    >>> s = edge_case()
    >>> from rulebook.fracht_express.actions import Move
    >>> _ = s.apply(Move("D09"))
    >>> s.players[0].pos, s.players[1].pos
    (['T', 5, 3, 0, 1], ['T', 5, 3, 0, 0])
    """
    return position(rulings={"push_derail": False})
