"""Lesson for the event step (part 2): Ritual: Pestilence and Plague.

Pestilence and Plague makes passengers Ill. An Ill passenger carries an
illness marker; the next time that passenger's status would change, the change
kills them instead, and a coffin takes their place. The Incantation here turns on
the Ill passengers.

Examples
--------
>>> from widgets.lessons.horror import pestilence as lesson
>>> from widgets.lessons.horror.event_common import count
>>> from rulebook.horror.actions import EndActions
>>> s = lesson.position()
>>> s.ritual == 'pestilence', s.event_bag
(True, ['incantation_slow'])
"""
from __future__ import annotations

from rulebook.i18n import N_

from .event_common import count, ready_to_end, ritual_table  # noqa: F401

SECTION = "pestilence"
SEAT = 0
GOAL = N_("End the actions and watch the Incantation strike an Ill passenger.")


def position(*, bag=("incantation_slow",), main=True):
    """The lesson table: the Doctor has taken the main action; the event tokens are laid by hand.

    ``main=False`` leaves the main action to take (ending the actions is then refused).
    """
    return ritual_table("pestilence", bag=list(bag), main=main)


def goal_reached(state) -> bool:
    """A passenger died: a coffin lies in the train."""
    return state.turns >= 2 and any(s == "dead" for _c, s in state.passengers)


def edge_case():
    """A Fast Incantation instead of a Slow one: the same effect, then another token is drawn (Lucky, which ends the step)."""
    return position(bag=("incantation_fast", "lucky"))
