"""Lesson for the event step (part 2): Ritual: Black Magic.

Black Magic draws Incantation cards. Its Incantation takes the top card of
the Incantation deck, does the card's effect as many times as the strength, and
puts the card at the bottom of the deck, so the cards come round in a fixed
order. The card texts here are made up (the rulebook does not print them).

Examples
--------
>>> from widgets.horror.lessons import black_magic as lesson
>>> from widgets.horror.lessons.event_common import count
>>> from rulebook.horror.actions import EndActions
>>> s = lesson.position()
>>> s.ritual == 'black_magic', s.event_bag
(True, ['incantation_slow'])
"""
from __future__ import annotations

from rulebook.i18n import N_

from .event_common import count, ready_to_end, ritual_table  # noqa: F401

SECTION = "ritual"
SEAT = 0
GOAL = N_("End the actions and let the Black Magic Incantation draw its card.")
FIRST_CARD = 'C1'


def position(*, bag=("incantation_slow",), ritual_tokens=None, seed=0, main=True):
    """The lesson table: the Doctor has taken the main action; the event tokens are laid by hand.

    ``ritual_tokens`` sets the Ritual tokens on the sheet (the Incantation's strength); ``seed`` the game's
    (its Incantation deck and its draws); ``main=False`` leaves the main action to take (ending the actions is
    then refused).
    """
    return ritual_table("black_magic", bag=list(bag), ritual_tokens=ritual_tokens, seed=seed, main=main)


def goal_reached(state) -> bool:
    """The first Incantation card went to the bottom of the deck."""
    return state.turns >= 2 and state.incantation_deck[-1] == FIRST_CARD


def edge_case():
    """A Fast and a Slow Incantation in the bag (this game's seed draws the Fast one first): two Incantations in
    one step take the top two cards in the deck's order, each going to the bottom -- the deck turns like a
    wheel, nothing is shuffled.

    >>> from widgets.horror.lessons.event_common import step_log
    >>> _, after = step_log(edge_case())
    >>> after.incantation_deck[-2:] == edge_case().incantation_deck[:2]
    True
    """
    return position(bag=("incantation_fast", "incantation_slow"), seed=1)


def why_not():
    """The lesson position: the card is done as many times as there are Ritual tokens on the sheet (2), not
    once."""
    return position()
