"""Lesson for the section "station_h" (Station H: route change).

In Station H a player rebuilds the rail system: discard a hand card, then
pick up one laid distance card with the *same action number* that no
locomotive stands on, and lay it again -- turned on its own space, or on any
empty space next to a station or another card. One discarded card for each
card moved, as many times as the hand allows; at least one once the action is
chosen. Lifting the card that closes a station opens the station again.

Position (two players, advanced game): Player 1 stands next to Station H,
west of it, holding D12 (to drive in), D09 and D18 (action number 3) and D05
(action number 4). East of H lies D02 turned north-south, so it does not join
H; under H lies D11 (action number 3), joined to H's south side. Station I is
three spaces east of H. No track joins H and I.

Examples
--------
>>> import networkx as nx
>>> from widgets.fracht_express.lessons import station_h as lesson
>>> from rulebook.fracht_express.actions import Done, Move, Relocate, UseSpecial
>>> s = lesson.position()
>>> for a in (Move("D12"), UseSpecial(), Relocate("D09", 5, 6, 5, 6, 1), Relocate("D18", 4, 7, 6, 6, 1)):
...     _ = s.apply(a)
>>> nx.has_path(s.network(), ("S", "H"), ("S", "I")), lesson.goal_reached(s)
(True, True)
>>> s.stack, s.players[0].hand        # no card of action number 3 left: the route change is over
([], ['D05'])
"""
from __future__ import annotations

from rulebook.i18n import N_

from . import scenario
from .advanced import next_to, west_road

SECTION = "station_h"
SEAT = 0
GOAL = N_("Join Station H to Station I by moving cards of the rail system.")
#: east of H a card turned the wrong way; south of H a card that could go elsewhere
LOOSE = [(5, 6, "D02", 0), (4, 7, "D11", 0)]


def position(*, hand=("D12", "D09", "D18", "D05"), closed_i: bool = False, seed: int = 28):
    """Player 1 next to Station H holding ``hand``; ``closed_i``: Station I lies closed under D10.

    Examples
    --------
    >>> position(closed_i=True).closed
    'I'
    """
    table = [west_road("H")] + LOOSE + ([(7, 6, "D10", 0)] if closed_i else [])
    return scenario(2, seed, table=table, hands={0: list(hand)}, pos={0: next_to("H")},
                    closed="I" if closed_i else None, advanced=True)


def goal_reached(state) -> bool:
    """The rail network has a way from Station H to Station I."""
    import networkx as nx
    g = state.network()
    return ("S", "H") in g and ("S", "I") in g and nx.has_path(g, ("S", "H"), ("S", "I"))


def edge_case():
    """Station I is closed under D10 (action number 5) and the hand holds D03 (action number 5): lifting D10
    off Station I opens it again.

    Examples
    --------
    >>> from rulebook.fracht_express.actions import Move, Relocate, UseSpecial
    >>> s = edge_case()
    >>> for a in (Move("D12"), UseSpecial(), Relocate("D03", 7, 6, 8, 6, 0)):
    ...     _ = s.apply(a)
    >>> s.closed, ("S", "I") in s.network()
    (None, True)
    """
    return position(hand=("D12", "D03"), closed_i=True)
