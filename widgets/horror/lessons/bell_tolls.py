"""Lesson for the event step (part 2): Ritual: For Whom the Bell Tolls.

For Whom the Bell Tolls has numbered effects: the Incantation does the first
effects of the list, as many as its strength, in order. One of them lets the
investigators turn a clue face up -- even the ritual helps a little.

Examples
--------
>>> from widgets.horror.lessons import bell_tolls as lesson
>>> from widgets.horror.lessons.event_common import count
>>> from rulebook.horror.actions import EndActions
>>> s = lesson.position()
>>> s.ritual == 'bell_tolls', s.event_bag
(True, ['incantation_slow'])
"""
from __future__ import annotations

from rulebook.i18n import N_

from .event_common import count, ready_to_end, ritual_table  # noqa: F401

SECTION = "ritual"
SEAT = 0
GOAL = N_("End the actions, and when the Incantation asks, reveal a clue.")


def position(*, bag=("incantation_slow",), ritual_tokens=None, occult=0, main=True):
    """The lesson table: the Doctor has taken the main action; the event tokens are laid by hand.

    ``ritual_tokens`` sets the Ritual tokens on the sheet (the Incantation's strength), ``occult`` the Occult
    tokens the investigators hold; ``main=False`` leaves the main action to take (ending the actions is then
    refused).
    """
    return ritual_table("bell_tolls", bag=list(bag), ritual_tokens=ritual_tokens, occult=occult, main=main)


def goal_reached(state) -> bool:
    """The Incantation ran to its end and the next turn began."""
    return state.turns >= 2 and "incantation_slow" in state.event_discard


def edge_case():
    """Two Occult tokens against a strength-2 Incantation. Spend both: none of the numbered effects happens, but
    the part before them (reveal a desire clue) is never weakened, so a clue still turns face up."""
    return position(occult=2)


def why_not():
    """The lesson position: two Ritual tokens on the sheet, so the Incantation does effects 1 and 2 of the
    list and stops; effect 3 waits for a third Ritual token."""
    return position()
