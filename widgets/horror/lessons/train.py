"""Lesson for the event step (part 2): The train.

At the end of every turn the train moves one space toward space 0, where the
journey ends and the investigators must accuse. A Train Moves token (Fast)
moves it one more space. The Locomotive's speed boosts put Train Moves tokens
into the bag, so a faster train also means more of them -- at most two boosts.

Examples
--------
>>> from widgets.horror.lessons import train as lesson
>>> from widgets.horror.lessons.event_common import count
>>> from rulebook.horror.actions import EndActions
>>> s = lesson.position()
>>> _ = s.apply(EndActions())
>>> s.space <= 41
True
"""
from __future__ import annotations

from rulebook.i18n import N_

from .event_common import count, ready_to_end, ritual_table  # noqa: F401

SECTION = "train"
SEAT = 0
GOAL = N_("End the actions: the Train Moves token and the end of the turn move the train.")


def position(*, bag=("train_moves",), discard=("lucky",), speed=1, main=True):
    """The lesson table: the Doctor has taken the main action; the event tokens are laid by hand.

    ``main=False`` leaves the main action to take (ending the actions is then refused).
    """
    return ready_to_end(bag=list(bag), discard=list(discard), main=main, speed=speed)


def goal_reached(state) -> bool:
    """The train went at least two spaces."""
    return state.turns >= 2 and state.space <= 41


def edge_case():
    """The train at space 1: the end of the turn brings it to space 0 and the accusation begins."""
    return ready_to_end(bag=("lucky",), space=1)


def why_not():
    """Both boosts used (speed 3), and the bag holds only a Lucky token: the train still goes one space at the
    end of the turn. Speed does not lengthen that move; it only put two more Train Moves tokens in the bag.

    >>> from widgets.horror.lessons.event_common import step_log
    >>> _, after = step_log(why_not())
    >>> after.space
    42
    """
    return position(bag=("lucky",), discard=(), speed=3)
