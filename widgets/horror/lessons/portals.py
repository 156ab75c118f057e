"""Lesson for the event step (part 2): Inscription portals.

When the Inscription Portal space resolves, every active portal does its
inscription, from the front of the train to the back. A portal is active while
essence lies on it -- printed essence on the landscape, or essence tokens put
there. The starting landscape's portal here is active, and its inscription turns
Calm passengers Panicked car by car.

Examples
--------
>>> from widgets.horror.lessons import portals as lesson
>>> from widgets.horror.lessons.event_common import count
>>> from rulebook.horror.actions import EndActions
>>> s = lesson.position()
>>> count(s, "calm")
7
>>> _ = s.apply(EndActions())
>>> count(s, "calm") < 7
True
"""
from __future__ import annotations

from rulebook.i18n import N_

from .event_common import count, ready_to_end, ritual_table  # noqa: F401

SECTION = "portals"
SEAT = 0
GOAL = N_("End the actions: the board resolves and the active portal frightens the passengers.")
CALM_AT_START = 7


def position(*, bag=("portal",), board=((), ("vampire_front",), ("ritual",), ()), main=True):
    """The lesson table: the Doctor has taken the main action; the event tokens are laid by hand.

    ``main=False`` leaves the main action to take (ending the actions is then refused).
    """
    return ready_to_end(bag=list(bag), board=[list(x) for x in board], main=main)


def goal_reached(state) -> bool:
    """The portal token resolved and fewer passengers are Calm than before."""
    return state.turns >= 2 and "portal" in state.event_discard and count(state, "calm") < CALM_AT_START


def edge_case():
    """The token on the portal space is crossed out: the space resolves, but nothing happens there."""
    return ready_to_end(bag=("portal_x",), board=[[], ["vampire_front"], ["ritual"], []])


def why_not():
    """The lesson position itself: the inscription acts only in cars with open curtains, and the Locomotive's
    curtains are always closed, so its Calm passenger stays Calm.

    >>> from widgets.horror.lessons.event_common import step_log
    >>> lines, _ = step_log(why_not(), rules=("portals",))
    >>> any("car 0" in line for line in lines)
    False
    """
    return position()
