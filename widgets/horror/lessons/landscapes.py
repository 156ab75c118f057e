"""Lesson for the event step (part 2): Landscapes and portals.

The track is made of landscape tiles of 5, 4 or 3 spaces. When the train
enters a new tile it is revealed; its On Reveal effect happens and its portals
receive essence from the pool, plus one more for each Insane passenger, spread
evenly with the frontmost portal first. Essence makes a portal active, so each
new landscape brings new threats.

Examples
--------
>>> from widgets.horror.lessons import landscapes as lesson
>>> from widgets.horror.lessons.event_common import count
>>> from rulebook.horror.actions import EndActions
>>> s = lesson.position()
>>> _ = s.apply(EndActions())
>>> s.space, s.tiles[1][3]
(38, True)
"""
from __future__ import annotations

from rulebook.i18n import N_

from .common import PASSENGERS
from .event_common import count, ready_to_end, ritual_table  # noqa: F401

SECTION = "train"
SEAT = 0
GOAL = N_("End the actions so the train enters the next landscape and reveals it.")


def position(*, bag=("lucky",), space=39, main=True, **table_kw):
    """The lesson table: the Doctor has taken the main action; the event tokens are laid by hand.

    ``table_kw`` go to ``common.table``; ``main=False`` leaves the main action to take (ending the actions is
    then refused).
    """
    return ready_to_end(bag=list(bag), space=space, main=main, **table_kw)


def goal_reached(state) -> bool:
    """The second landscape tile is face up."""
    return state.turns >= 2 and state.tiles[1][3]


def edge_case():
    """The same reveal with three more Insane passengers (in cars 1, 2 and 3): each one adds an essence, spread
    over the new portals with the frontmost first.

    >>> from widgets.horror.lessons.event_common import step_log
    >>> def gained(s):
    ...     return sum(step_log(s)[1].portals.values()) - sum(s.portals.values())
    >>> gained(edge_case()) - gained(position())
    3
    """
    pas = {car: list(who) for car, who in PASSENGERS.items()}
    for car in (1, 2, 3):
        pas[car][pas[car].index("calm")] = "insane"
    return position(passengers=pas)


def why_not():
    """The lesson position: the new landscape's first portal gets more essence than its second -- the essence is
    spread one by one from the frontmost portal, which also takes the one Insane passenger's extra."""
    return position()
