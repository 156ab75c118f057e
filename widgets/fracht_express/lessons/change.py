"""Lesson for the section "change" (Changing the rail system).

A card from the hand may go on top of a laid card when no locomotive stands
on it and the new card has every track of the old one between the same edges;
extra tracks are welcome. The covered card stays underneath.

Position: a straight card runs east-west on (5, 3), next to Station A.
Player 1 holds D24 (a straight track with a curve branching off it), D13 (a
single curve) and D02 (a straight). D24 turned one or three quarters keeps
the east-west track and adds a branch; unturned, its straight runs
north-south and does not fit; D13 never fits.

These are the rulebook's three covering examples: a card that keeps the old
track (allowed), one turned so that the old track is not where it was
(refused), and any card while a locomotive stands on the old one (refused,
see :func:`edge_case`).

Examples
--------
>>> from widgets.fracht_express.lessons import change as lesson
>>> s = lesson.position()
>>> from rulebook.fracht_express.actions import Cover
>>> print(s.explain(Cover("D24", 5, 3, 0)))
[change] Turned this way, D24 does not carry every track of the covered card between the same edges.
>>> _ = s.apply(Cover("D24", 5, 3, 1))
>>> lesson.goal_reached(s), s.top[(5, 3)]
(True, ('D24', 1))
"""
from __future__ import annotations

from rulebook.i18n import N_

from . import scenario

SECTION = "change"
SEAT = 0
CELL = (5, 3)
GOAL = N_("Put a card with a branch on top of the straight card at (5, 3), keeping its track.")


def position(*, hand=("D24", "D13", "D02"), other=None, seed: int = 6):
    """D01 east-west on (5, 3); Player 1 in Station A holds ``hand``; ``other``: where Player 2's
    locomotive stands, as ``(x, y, track, tie, facing)`` (default: in Station A).

    Examples
    --------
    >>> position().top[(5, 3)]
    ('D01', 1)
    """
    return scenario(2, seed, table=[(5, 3, "D01", 1)], hands={0: list(hand)},
                    pos={1: other} if other is not None else None)


def goal_reached(state) -> bool:
    """The card on top of (5, 3) is no longer D01 and has more than one track."""
    cid, _rot = state.top[CELL]
    return cid != "D01" and len(state.comp.cards[cid].tracks) > 1


def edge_case():
    """Player 2's locomotive stands on the straight card: no card may cover it, however well it fits.

    Examples
    --------
    >>> s = edge_case()
    >>> from rulebook.fracht_express.actions import Cover
    >>> print(s.explain(Cover("D24", 5, 3, 1)))
    [change] A locomotive stands on D01.
    """
    return position(other=(5, 3, 0, 1, 0))
