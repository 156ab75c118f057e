"""Lesson for the section "station_j" (Station J: railroad car robbery).

In Station J a player pulling at most four cars names another player and
turns over the top card of the supply (onto the discard pile). The named
player must hand over one attached car with that card's action number -- the
robber picks which, if there are several -- and it is coupled to the robber's
locomotive. If they have none, the robber must give them one of *their own*
cars with that number, if they have one. One car at most changes hands, and
no train ever grows past five cars.

Position (three players, advanced game): Player 1 stands next to Station J
pulling D11 (car value 4, action number 3). Player 2 pulls D18 (3, action
number 3) and D36 (5, action number 3); Player 3 pulls D05 (action number
4). For this lesson the top card of the supply is known: D09, action number 3.

Examples
--------
>>> from widgets.fracht_express.lessons import station_j as lesson
>>> from rulebook.fracht_express.actions import Move, TakeCar, Target, UseSpecial
>>> s = lesson.position()
>>> for a in (Move("D12"), UseSpecial(), Target(1)):
...     _ = s.apply(a)
>>> s.legal_actions()
[TakeCar(card='D18'), TakeCar(card='D36')]
>>> _ = s.apply(TakeCar("D36"))
>>> s.players[0].attached, s.players[1].attached, lesson.goal_reached(s)
(['D11', 'D36'], ['D18'], True)
"""
from __future__ import annotations

from rulebook.i18n import N_

from . import scenario
from .advanced import next_to, west_road

SECTION = "station_j"
SEAT = 0
CAR = "D36"
GOAL = N_("Rob a train in Station J and couple Player 2's 5-value car D36 to your locomotive.")


def position(*, top: str = "D09", players: int = 3, rival_cars=("D18", "D36"), seed: int = 30):
    """Player 1 next to Station J; Player 2 pulls ``rival_cars``; ``top`` is the card the robbery turns over.

    Examples
    --------
    >>> position(players=2).players[1].attached
    ['D18', 'D36']
    """
    attached = {0: ["D11"], 1: list(rival_cars)}
    if players > 2:
        attached[2] = ["D05"]
    return scenario(players, seed, table=[west_road("J")], hands={0: ["D12", "D13"]}, attached=attached,
                    pos={0: next_to("J")}, top=[top], advanced=True)


def goal_reached(state) -> bool:
    """D36 is attached to Player 1's locomotive."""
    return CAR in state.players[SEAT].attached


def edge_case():
    """Two players, and Player 2 already pulls five cars, none with action number 3. Player 1 would have to
    give D11 -- but no train grows past five cars, so nothing changes hands.

    Examples
    --------
    >>> from rulebook.fracht_express.actions import Move, UseSpecial
    >>> s = edge_case()
    >>> for a in (Move("D12"), UseSpecial()):
    ...     _ = s.apply(a)
    >>> s.players[0].attached, len(s.players[1].attached), s.log[-1].text
    (['D11'], 5, 'No car with action number 3 changes hands.')
    """
    return position(players=2, rival_cars=("D04", "D05", "D06", "D07", "D08"))
