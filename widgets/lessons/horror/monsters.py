"""Lesson for the event step (part 2): Monsters and the Pursuit.

A board space left empty when the board resolves does its Monster event: three
of them make monsters of one colour attack (where there are passengers in
their car; otherwise they move two cars forward), the frontmost of another
colour attack, and monsters spawn by every active portal of a third colour,
from the last car. The fourth moves every monster forward. A monster reaching
the Locomotive is unleashed and joins the Pursuit, which comes back by the
rearmost car whenever the board resolves.

Here the Vampire space is empty when the board resolves.

Examples
--------
>>> from widgets.lessons.horror import monsters as lesson
>>> from widgets.lessons.horror.event_common import count
>>> from rulebook.horror.actions import EndActions
>>> s = lesson.position()
>>> _ = s.apply(EndActions())
>>> sum(1 for c, _k in s.monsters if c == "red")
2
"""
from __future__ import annotations

from rulebook.i18n import N_

from .event_common import count, ready_to_end, ritual_table  # noqa: F401

SECTION = "monsters"
SEAT = 0
GOAL = N_("End the actions: the empty Vampire space sends the green monsters in and a red one spawns.")


def position(*, bag=("passenger",), board=(("portal",), (), ("ritual",), ()), main=True):
    """The lesson table: the Doctor has taken the main action; the event tokens are laid by hand.

    ``main=False`` leaves the main action to take (ending the actions is then refused).
    """
    return ready_to_end(bag=list(bag), board=[list(x) for x in board], main=main)


def goal_reached(state) -> bool:
    """A second red monster is by the train."""
    return state.turns >= 2 and sum(1 for c, _k in state.monsters if c == "red") >= 2


def edge_case():
    """A monster already next to the Locomotive: when all monsters move, it is unleashed and goes to the Pursuit."""
    return ready_to_end(bag=("vampire_front",), board=[["portal"], [], ["ritual"], ["passenger"]], monsters=(("red", 1), ("green", 5)))
