"""Lesson for the event step (part 2): The Event board.

The board has four spaces, top to bottom: Inscription Portals, Vampire,
Ritual, Passenger Reaction. Regular tokens pile up on their space; only the
topmost of each pile counts. As soon as at least three spaces hold tokens after
a draw, the board resolves from the top: each topmost token does its space's
event (a crossed-out token does nothing), and a space left empty does its
Monster event instead. Then only the tokens that resolved go to the discard:
anything under them stays, so the board may fill up again soon -- or hold all
four spaces at the next resolution (the edge case).

Here two spaces already hold a token, and the bag holds only a Ritual token.

Examples
--------
>>> from widgets.horror.lessons import event_board as lesson
>>> from widgets.horror.lessons.event_common import count
>>> from rulebook.horror.actions import EndActions
>>> s = lesson.position()
>>> _ = s.apply(EndActions())
>>> s.event_board, sorted(s.event_discard)
([[], [], [], []], ['portal', 'ritual', 'vampire_front'])
"""
from __future__ import annotations

from rulebook.i18n import N_

from .event_common import count, ready_to_end, ritual_table  # noqa: F401

SECTION = "event_board"
SEAT = 0
GOAL = N_("End the actions so that the third space fills and the whole board resolves.")


def position(*, bag=("ritual",), board=(("portal",), ("vampire_front",), (), ()), main=True):
    """The lesson table: the Doctor has taken the main action; the event tokens are laid by hand.

    ``main=False`` leaves the main action to take (ending the actions is then refused).
    """
    return ready_to_end(bag=list(bag), board=[list(x) for x in board], main=main)


def goal_reached(state) -> bool:
    """The three tokens that resolved are in the discard."""
    return state.turns >= 2 and all(t in state.event_discard for t in ('portal', 'vampire_front', 'ritual'))


def edge_case():
    """Stacks left by the last resolution hold three spaces before the draw; the Passenger token takes the
    fourth. No space is empty, so no Monster event happens (the default ``four_spaces`` ruling), and the tokens
    under the resolved ones stay.

    >>> from rulebook.horror.actions import EndActions
    >>> s = edge_case()
    >>> ev = s.apply(EndActions())
    >>> any("Monster event" in str(e) for e in ev), s.event_board
    (False, [['portal'], [], ['ritual'], []])
    """
    return ready_to_end(bag=("passenger",), board=[["portal", "portal"], ["vampire_front"], ["ritual", "ritual"], []])
