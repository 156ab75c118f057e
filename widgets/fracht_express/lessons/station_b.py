"""Lesson for the section "station_b" (Station B: flight ticket).

Arriving in Station B, a player without a flight ticket may take one of the
two lying beside the table. Later -- any time in their own turn, and nobody
can object to it -- the ticket flies the locomotive from the distance card it
stands on straight along its row or column to the next distance card that
way, over empty spaces only. The fare is a hand card whose action number
equals the number of empty spaces flown over; the ticket goes back beside
the table. The locomotive lands on the tie nearest the card it left.

Position (two players, advanced game): Player 1 stands on the tie next to
Station B, on a straight east-west card (2, 0). Two spaces north of that
card, with nothing in between, lies a north-south card on (2, -3) that no
track reaches. The hand: D12 (car value 5), D09 (car value 2, action 3),
D04 (action 2) and D11 (car value 4, action 3).

Examples
--------
>>> from widgets.fracht_express.lessons import station_b as lesson
>>> from rulebook.fracht_express.actions import Fly, Move, UseSpecial
>>> s = lesson.position()
>>> for a in (Move("D12"), UseSpecial(), Move("D09")):
...     _ = s.apply(a)
>>> s.players[0].pos, s.players[0].ticket, [a for a in s.legal_actions() if type(a) is Fly]
(['T', 2, 0, 0, 2], True, [Fly(card='D04', x=2, y=-3, track=0)])
>>> _ = s.apply(Fly("D04", 2, -3, 0))
>>> s.players[0].pos, s.players[0].ticket, s.tickets, lesson.goal_reached(s)
(['T', 2, -3, 0, 3], False, 2, True)
"""
from __future__ import annotations

from rulebook.i18n import N_

from . import scenario

SECTION = "station_b"
SEAT = 0
GOAL = N_("Land Player 1's locomotive on the card north of the line, which no track reaches.")
ROAD = (2, 0, "D01", 1)          # east of Station B, running east-west; tie 3 touches B


def landing(distance: int = 2) -> tuple:
    """The cell of the card to land on: ``distance`` empty spaces north of the road card."""
    return (2, -1 - distance)


def position(*, distance: int = 2, landing_turn: int = 0, hand=("D12", "D09", "D04", "D11"), seed: int = 22):
    """The road east of B and a lone card ``distance`` spaces north of it, turned ``landing_turn`` quarters.

    Examples
    --------
    >>> position(distance=3).top[(2, -4)]
    ('D03', 0)
    """
    x, y = landing(distance)
    return scenario(2, seed, table=[ROAD, (x, y, "D03", landing_turn)], hands={0: list(hand)},
                    pos={0: (2, 0, 0, 3, 1)}, advanced=True)


def goal_reached(state) -> bool:
    """Player 1's locomotive stands on a card north of row 0 (only a flight gets it there)."""
    pos = state.players[SEAT].pos
    return pos[0] == "T" and pos[2] < 0


def edge_case():
    """The lone card turned a quarter: its track runs east-west, and none reaches the edge facing the road, so
    there is nowhere to land -- the ticket is kept.

    Examples
    --------
    >>> from rulebook.fracht_express.actions import Fly, Move, UseSpecial
    >>> s = edge_case()
    >>> for a in (Move("D12"), UseSpecial(), Move("D09")):
    ...     _ = s.apply(a)
    >>> print(s.explain(Fly("D04", 2, -3, 0)))  # doctest: +NORMALIZE_WHITESPACE
    [station_b] The track west–east of that card does not reach the edge facing your locomotive's card; a locomotive lands
    at that edge.
    """
    return position(landing_turn=1)
