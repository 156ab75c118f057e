"""Lesson for the section "station_e" (Station E: group card robbery).

In Station E a player draws cards blind from other players' hands, one at a
time, choosing whose hand each time, until their own hand is bigger than
every other. The price: no drawing of new cards for the rest of the turn, and
whatever is still in the hand when the turn ends goes to the discard pile.
So the cards taken are worth only what can be done with them this turn.

Position (three players, advanced game): Player 1 stands next to Station E
holding only D12 (to drive in). Player 2 holds D19, D29 and D39, Player 3
holds D09 and D49 -- every one of them a car to pick up in Station E. After
three draws Player 1's hand is the biggest; each card taken can then be
picked up right there.

Examples
--------
>>> from widgets.fracht_express.lessons import station_e as lesson
>>> from rulebook.fracht_express.actions import DrawCards, EndTurn, Move, PickUp, Target, UseSpecial
>>> s = lesson.position()
>>> for a in (Move("D12"), UseSpecial(), Target(1), Target(2), Target(1)):
...     _ = s.apply(a)
>>> len(s.players[0].hand), s.stack, s.no_draw
(3, [], True)
>>> print(s.explain(DrawCards(s.players[0].hand[0])))
[station_e] After a group card robbery no new cards are drawn this turn.
>>> for c in list(s.players[0].hand):
...     _ = s.apply(PickUp(c))
>>> _ = s.apply(EndTurn())
>>> len(s.players[0].attached), lesson.goal_reached(s)
(3, True)
"""
from __future__ import annotations

from rulebook.i18n import N_

from . import scenario
from .advanced import next_to, west_road

SECTION = "station_e"
SEAT = 0
GOAL = N_("Rob the other hands in Station E, and end the turn with every card you took attached as a car.")
#: the other players' cards: every one a car to pick up in Station E
LOOT = ("D19", "D29", "D39", "D09", "D49")


def position(*, players: int = 3, own=("D12",), seed: int = 25):
    """Player 1 next to Station E holding ``own``; the others hold cars for Station E.

    Examples
    --------
    >>> [len(p.hand) for p in position().players]
    [1, 3, 2]
    """
    x, y = west_road("E")[:2]
    hands = {0: list(own), 1: list(LOOT[:3])}
    if players > 2:
        hands[2] = list(LOOT[3:])
    return scenario(players, seed, table=[(x, y, "D01", 1)], hands=hands, pos={0: next_to("E")}, advanced=True)


def goal_reached(state) -> bool:
    """Player 1's turn is over, cars taken from the others are attached, and none of them was discarded."""
    taken = [c for c in state.players[SEAT].attached if c in LOOT]
    return state.cur != SEAT and len(taken) >= 2 and not set(LOOT) & set(state.discard)


def edge_case():
    """Player 1 already holds four cards after driving in, more than anyone else: Station E has nothing to
    offer, and the arrival is not even asked about.

    Examples
    --------
    >>> from rulebook.fracht_express.actions import Move
    >>> s = edge_case()
    >>> _ = s.apply(Move("D12"))
    >>> s.stack, s.log[-1].text
    ([], 'Player 1 cannot use the special action of Station E (group card robbery) now.')
    """
    return position(own=("D12", "D02", "D04", "D06", "D07"))
