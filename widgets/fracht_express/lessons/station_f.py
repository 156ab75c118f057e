"""Lesson for the section "station_f" (Station F: rapid delivery).

In Station F a player with cars attached may try a rapid delivery: the top
card of the supply is turned over onto the discard pile. If one of the cars
has the same action number, the player delivers one of those cars face
down, as if the locomotive stood in its delivery station. If none matches,
the player must give up one car of their choice to the discard pile. It is
a gamble: it pays with many cars of one action number.

Position (two players, advanced game): Player 1 stands next to Station F
pulling D07 (car value 8, for Station D), D05 (6, for H) and D02 (3, for
I); D07 and D05 have action number 4, D02 has 3. The hand: D12 (to drive in,
action number 5 -- enough for three cars). For this lesson the top card of
the supply is known: D16, action number 4.

Examples
--------
>>> from widgets.fracht_express.lessons import station_f as lesson
>>> from rulebook.fracht_express.actions import Deliver, Move, UseSpecial
>>> s = lesson.position()
>>> for a in (Move("D12"), UseSpecial()):
...     _ = s.apply(a)
>>> s.legal_actions()
[Deliver(card='D07'), Deliver(card='D05')]
>>> _ = s.apply(Deliver("D07"))
>>> s.players[0].delivered, s.players[0].attached, lesson.goal_reached(s)
(['D07'], ['D05', 'D02'], True)
"""
from __future__ import annotations

from rulebook.i18n import N_

from . import scenario
from .advanced import next_to, west_road

SECTION = "station_f"
SEAT = 0
CAR = "D07"
GOAL = N_("Deliver D07, the 8-value car for Station D, without driving to Station D.")


def position(*, top: str = "D16", attached=("D07", "D05", "D02"), seed: int = 26, **options):
    """Player 1 next to Station F pulling ``attached``; ``top`` is the card the rapid delivery turns over.

    Examples
    --------
    >>> position(rulings={"objection_station": "F"}).rulings["objection_station"]
    'F'
    """
    return scenario(2, seed, table=[west_road("F")], hands={0: ["D12"]}, attached={0: list(attached)},
                    pos={0: next_to("F")}, top=[top], advanced=True, **options)


def goal_reached(state) -> bool:
    """D07 lies among Player 1's delivered cars."""
    return CAR in state.players[SEAT].delivered


def edge_case():
    """The turned-over card is D08 (action number 1): no car matches, so one car must be given up -- the
    player picks which.

    Examples
    --------
    >>> from rulebook.fracht_express.actions import Discard, Move, UseSpecial
    >>> s = edge_case()
    >>> for a in (Move("D12"), UseSpecial()):
    ...     _ = s.apply(a)
    >>> s.legal_actions()
    [Discard(card='D07'), Discard(card='D05'), Discard(card='D02')]
    """
    return position(top="D08")
