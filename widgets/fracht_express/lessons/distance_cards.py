"""Lesson for the section "distance_cards" (The distance cards).

Every distance card shows tracks with railroad ties, and four corner symbols:
the railroad car with its value (2-9: the number of ties a move covers, and
the points the card is worth once delivered), the pick-up letter, the
delivery letter and the action number (1-5, a die face).

Position: two straight cards join Station A to Station F, four ties each, so
from A the locomotive needs eight ties to reach the last tie before F and
nine moves to enter F. Player 1 holds three cards of car values 8, 9 and 3:
only the 8 stops on that last tie (the 9 runs into the station).

Examples
--------
>>> from widgets.fracht_express.lessons import distance_cards as lesson
>>> s = lesson.position()
>>> [(c, lesson.symbols(s, c)) for c in s.players[0].hand]
[('D07', (8, 'I', 'D', 4)), ('D16', (9, 'F', 'B', 4)), ('D18', (3, 'B', 'H', 3))]
>>> from rulebook.fracht_express.actions import Move
>>> _ = s.apply(Move("D07"))
>>> s.players[0].pos, lesson.goal_reached(s)
(['T', 6, 3, 0, 0], True)
"""
from __future__ import annotations

from rulebook.i18n import N_

from . import A_TO_F, scenario

SECTION = "distance_cards"
SEAT = 0
TARGET = ["T", 6, 3, 0, 0]   # the east end of the card on (6, 3): the last tie before Station F
GOAL = N_("Move with the card whose car value stops your locomotive on the last tie before Station F.")


def symbols(state, card):
    """(car value, pick-up letter, delivery letter, action number) of a card."""
    c = state.comp.cards[card]
    return c.value, c.couple, c.uncouple, c.action


def position(*, hand=("D07", "D16", "D18"), seed: int = 2):
    """Straight track from Station A to Station F; Player 1 in A holds ``hand``.

    Examples
    --------
    >>> position(hand=("D16",)).players[0].hand
    ['D16']
    """
    return scenario(2, seed, table=A_TO_F, hands={0: list(hand)})


def goal_reached(state) -> bool:
    """Player 1's locomotive stands on the last tie before Station F."""
    return state.players[SEAT].pos == TARGET


def edge_case():
    """Only a crossing card in the hand (D47: car value 8): a crossing is a distance card like any other, and
    its car value moves the locomotive just as far.

    Examples
    --------
    >>> s = edge_case()
    >>> s.players[0].hand, s.comp.cards["D47"].crossing, s.comp.cards["D47"].value
    (['D47'], True, 8)
    """
    return position(hand=("D47",))
