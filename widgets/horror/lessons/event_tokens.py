"""Lesson for the event step (part 2): Drawing event tokens.

After the actions, the player whose turn it is draws event tokens from the
bag. A Regular token goes onto its space of the Event board and the step is
over; a Slow token does its effect and the step is over; a Fast token does its
effect and another token is drawn. When the bag runs dry, only the discard goes
back into it -- tokens lying on the board never do.

Here the bag holds a single Train Moves token (Fast) and the discard two Regular
tokens, so ending the actions shows the whole chain: the train moves, the bag is
refilled from the discard, and drawing goes on until a Regular token lands on
the board.

Examples
--------
>>> from widgets.horror.lessons import event_tokens as lesson
>>> from widgets.horror.lessons.event_common import count
>>> from rulebook.horror.actions import EndActions
>>> s = lesson.position()
>>> _ = s.apply(EndActions())
>>> s.space <= 41, sum(len(x) for x in s.event_board), s.event_discard == [] or 'train_moves' in s.event_bag + s.event_discard
(True, 1, True)
"""
from __future__ import annotations

from rulebook.i18n import N_

from .event_common import count, ready_to_end, ritual_table  # noqa: F401

SECTION = "event_step"
SEAT = 0
GOAL = N_("End the actions and watch a Fast token, a refill and a Regular token in one event step.")


def position(*, bag=("train_moves",), discard=("ritual", "passenger"), main=True):
    """The lesson table: the Doctor has taken the main action; the event tokens are laid by hand.

    ``main=False`` leaves the main action to take (ending the actions is then refused).
    """
    return ready_to_end(bag=list(bag), discard=list(discard), main=main)


def goal_reached(state) -> bool:
    """The train moved for the Fast token and a Regular token lies on the board."""
    return state.turns >= 2 and state.space <= 41 and sum(len(x) for x in state.event_board) == 1


def edge_case():
    """The bag and the discard are both empty: there is nothing to draw, and the step ends quietly."""
    return ready_to_end(bag=(), discard=())


def why_not():
    """The bag is empty; the discard holds a Passenger token and the board a Ritual token. The refill takes the
    discard only: the Ritual token stays on the board.

    >>> from widgets.horror.lessons.event_common import step_log
    >>> _, after = step_log(why_not())
    >>> after.event_board
    [[], [], ['ritual'], ['passenger']]
    """
    return ready_to_end(bag=(), discard=("passenger",), board=[[], [], ["ritual"], []])
