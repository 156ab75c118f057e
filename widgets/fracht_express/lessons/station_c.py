"""Lesson for the section "station_c" (Station C: card robbery).

The robber first names another player, and only then turns over the top
card of the supply (it goes to the discard pile). The named player must hand
over every card with that card's action number. With none, they show their
hand to prove it -- and then the robber hands over *their own* cards with that
number. If neither has one, nothing changes hands.

Position (three players, advanced game): Player 1 stands on the tie next to
Station C, holding D12 (to drive in) and D05 (action number 4). Player 2
holds D07 and D14 (both action number 4) and D02; Player 3 holds D09 and D11
(action number 3). For this lesson the top card of the supply is known:
D16, action number 4. In a real game nobody knows it.

Examples
--------
>>> from widgets.fracht_express.lessons import station_c as lesson
>>> from rulebook.fracht_express.actions import Move, Target, UseSpecial
>>> s = lesson.position()
>>> for a in (Move("D12"), UseSpecial()):
...     _ = s.apply(a)
>>> s.legal_actions()
[Target(seat=1), Target(seat=2)]
>>> _ = s.apply(Target(1))
>>> sorted(s.players[0].hand), s.discard[-1], lesson.goal_reached(s)
(['D05', 'D07', 'D14'], 'D16', True)
"""
from __future__ import annotations

from rulebook.i18n import N_

from . import scenario
from .advanced import next_to, west_road

SECTION = "station_c"
SEAT = 0
GOAL = N_("Use the card robbery in Station C and come away with Player 2's two cards of action number 4.")
LOOT = ("D07", "D14")


def position(*, players: int = 3, top: str = "D16", seed: int = 23):
    """Player 1 next to Station C; ``top``: the card the robbery will turn over.

    Examples
    --------
    >>> position(players=2).players[1].hand
    ['D07', 'D14', 'D02']
    """
    hands = {0: ["D12", "D05"], 1: ["D07", "D14", "D02"]}
    if players > 2:
        hands[2] = ["D09", "D11"]
    return scenario(players, seed, table=[west_road("C")], hands=hands, pos={0: next_to("C")}, top=[top],
                    advanced=True)


def goal_reached(state) -> bool:
    """Player 1 holds both of Player 2's action-number-4 cards."""
    return set(LOOT) <= set(state.players[SEAT].hand)


def edge_case():
    """The turned-over card is D08 (action number 1), which neither Player 1 nor Player 2 holds: both show
    their hands and no card changes hands.

    Examples
    --------
    >>> from rulebook.fracht_express.actions import Move, Target, UseSpecial
    >>> s = edge_case()
    >>> for a in (Move("D12"), UseSpecial(), Target(1)):
    ...     _ = s.apply(a)
    >>> s.players[0].hand, s.players[1].hand
    (['D05'], ['D07', 'D14', 'D02'])
    """
    return position(top="D08")
