"""Lesson for the section "turn" (A turn).

A turn opens with drawing one card (the engine does it). Then the player may
take actions as often and in any order as the hand allows -- lay a card, lay
another, move, pick up, deliver -- and finishes by ending the turn or by
drawing new cards (which also ends it).

Position: a new game, Player 1 to act with four cards and no track on the
table yet.

Examples
--------
>>> from widgets.fracht_express.lessons import turn as lesson
>>> s = lesson.position()
>>> s.players[0].hand, s.turns
(['D13', 'D01', 'D02', 'D28'], 1)
>>> from rulebook.fracht_express.actions import EndTurn, Extend
>>> for a in (Extend("D01", 5, 3, 1), Extend("D02", 6, 3, 1), EndTurn()):
...     _ = s.apply(a)
>>> lesson.goal_reached(s), s.current_player, len(s.players[1].hand)
(True, 1, 4)
"""
from __future__ import annotations

from rulebook.i18n import N_

from . import scenario

SECTION = "turn"
SEAT = 0
GOAL = N_("Lay two cards in the same turn, then end the turn.")


def position(*, hand=("D13", "D01", "D02", "D28"), players: int = 2, seed: int = 5):
    """Player 1's first turn (the opening draw done), holding ``hand``.

    Examples
    --------
    >>> position(players=3).current_player
    0
    """
    return scenario(players, seed, hands={0: list(hand)})


def goal_reached(state) -> bool:
    """At least two cards were laid and the turn has passed on."""
    return len(state.table) >= 2 and state.turns > 1


def edge_case():
    """One card in the hand, with action number 5: drawing new cards ends the turn at once, so it cannot be
    laid afterwards in the same turn.

    Examples
    --------
    >>> s = edge_case()
    >>> s.players[0].hand, s.comp.cards["D03"].action
    (['D03'], 5)
    """
    return position(hand=("D03",))
