"""Lesson for the section "station_i" (Station I: rapid pick-up).

In Station I a player pulling at most four cars may try a rapid pick-up: the
top card of the supply is turned over onto the discard pile. If a hand card
has the same action number, the player attaches one such card as a car, just
as if the locomotive stood in that card's pick-up station. If none matches,
the player must discard a hand card of their choice. One catch: a car picked
up this way that is to be delivered *in Station I* has to wait until the
locomotive has driven out of the station.

Position (two players, advanced game): Player 1 stands next to Station I
holding D12 (to drive in), D40 (car value 9, picked up in H, action number
1), D17 (car value 2, action number 1) and D05 (action number 4). For this
lesson the top card of the supply is known: D08, action number 1.

Examples
--------
>>> from widgets.fracht_express.lessons import station_i as lesson
>>> from rulebook.fracht_express.actions import Attach, Move, UseSpecial
>>> s = lesson.position()
>>> for a in (Move("D12"), UseSpecial()):
...     _ = s.apply(a)
>>> s.legal_actions()
[Attach(card='D17'), Attach(card='D40')]
>>> _ = s.apply(Attach("D40"))
>>> s.players[0].attached, lesson.goal_reached(s)
(['D40'], True)
"""
from __future__ import annotations

from rulebook.i18n import N_

from . import scenario
from .advanced import next_to, west_road

SECTION = "station_i"
SEAT = 0
CAR = "D40"
GOAL = N_("Attach D40, the 9-value car picked up in Station H, without driving to Station H.")


def position(*, hand=("D12", "D40", "D17", "D05"), top: str = "D08", attached=(), seed: int = 29):
    """Player 1 next to Station I holding ``hand`` and pulling ``attached``; ``top`` is turned over.

    Examples
    --------
    >>> position(attached=("D01", "D03")).players[0].attached
    ['D01', 'D03']
    """
    return scenario(2, seed, table=[west_road("I", "D06")], hands={0: list(hand)}, attached={0: list(attached)},
                    pos={0: next_to("I")}, top=[top], advanced=True)


def goal_reached(state) -> bool:
    """D40 is attached to Player 1's locomotive."""
    return CAR in state.players[SEAT].attached


def edge_case():
    """The turned-over card is D09 (action number 3) and the only match in hand is D02 -- a car to deliver in
    Station I itself. It is attached, but it cannot be delivered until the locomotive has left I.

    Examples
    --------
    >>> from rulebook.fracht_express.actions import Deliver, Move, UseSpecial
    >>> s = edge_case()
    >>> for a in (Move("D12"), UseSpecial()):
    ...     _ = s.apply(a)
    >>> s.players[0].attached, s.no_deliver
    (['D02'], ['D02'])
    >>> print(s.explain(Deliver("D02")))
    [station_i] A car picked up here by a rapid pick-up is delivered only after leaving the station.
    """
    return position(hand=("D12", "D02", "D05"), top="D09")
