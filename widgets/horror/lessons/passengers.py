"""Lesson for the event step (part 2): Passenger reactions.

When the Passenger Reaction space resolves, the top card of the passenger deck
is done, top to bottom, car by car: passengers change status, move between
cars, suspects walk. A move that cannot happen (a full car, nobody of that
status) simply does not. A passenger who dies leaves a coffin; when the coffins
run out, the investigators lose.

Examples
--------
>>> from widgets.horror.lessons import passengers as lesson
>>> from widgets.horror.lessons.event_common import count
>>> from rulebook.horror.actions import EndActions
>>> s = lesson.position()
>>> _ = s.apply(EndActions())
>>> "passenger" in s.event_discard
True
"""
from __future__ import annotations

from rulebook.i18n import N_

from .event_common import count, ready_to_end, ritual_table  # noqa: F401

SECTION = "reactions"
SEAT = 0
GOAL = N_("End the actions so the Passenger Reaction space resolves with its card.")
FIRST_CARD = 'P2'


def position(*, bag=("passenger",), board=(("portal_x",), (), ("ritual",), ()), monsters=(), main=True, **table_kw):
    """The lesson table: the Doctor has taken the main action; the event tokens are laid by hand.

    The portal token is crossed out and no monster stands by the train, so the passenger card is the only thing
    changing statuses. ``table_kw`` go to ``common.table``; ``main=False`` leaves the main action to take (ending the actions is then refused).
    """
    return ready_to_end(bag=list(bag), board=[list(x) for x in board], monsters=monsters, main=main, **table_kw)


def goal_reached(state) -> bool:
    """The passenger token resolved and the top card went under the deck."""
    return state.turns >= 2 and "passenger" in state.event_discard and state.passenger_deck[-1] == FIRST_CARD


def edge_case():
    """Every passenger is already Insane: the card's status changes find nobody to change."""
    return position(passengers={k: ["insane"] for k in range(7)})


def why_not():
    """The lesson position: the passenger deck is not shuffled between draws. The card drawn goes to the
    bottom, so the next card is already known."""
    return position()
