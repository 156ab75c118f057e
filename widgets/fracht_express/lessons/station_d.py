"""Lesson for the section "station_d" (Station D: closing a station).

In Station D a player may lay one hand card, turned any way, on top of
another station: that station is closed, no locomotive can drive into it,
and the card's tracks become part of the rail system. Only a station that a
track already leads into, and that no locomotive stands in, can be closed;
Station A never is. One station is closed at a time: closing a second one
first reopens the first, and every card lying on it goes to the discard
pile -- which is impossible while a locomotive stands on that card.

Position (three players, advanced game): Player 1 stands next to Station D,
holding D12 (to drive in), D05 (straight), D13 (a curve) and D46 (a
crossing). A straight line joins Station C to D along row 0; Player 2's
locomotive waits on the card just west of Station F, about to drive in.

Examples
--------
>>> from widgets.fracht_express.lessons import station_d as lesson
>>> from rulebook.fracht_express.actions import CloseStation, Move, UseSpecial
>>> s = lesson.position()
>>> for a in (Move("D12"), UseSpecial()):
...     _ = s.apply(a)
>>> sorted({(a.card, a.station) for a in s.legal_actions()})
[('D05', 'C'), ('D05', 'F'), ('D13', 'C'), ('D13', 'F')]
>>> _ = s.apply(CloseStation("D05", "F", 1))
>>> s.closed, ("S", "F") in s.network(), lesson.goal_reached(s)
('F', False, True)
"""
from __future__ import annotations

from rulebook.i18n import N_

from . import scenario
from .advanced import next_to, west_road

SECTION = "station_d"
SEAT = 0
GOAL = N_("Close Station F before Player 2 can drive into it.")
C_TO_D = [(5, 0, "D03", 1)]          # with the road west of D: a straight line from C to D


def position(*, rival_in_f: bool = False, closed=None, seed: int = 24):
    """Player 1 next to D; Player 2 on the road into F (``rival_in_f``: already in F); ``closed``: a station
    closed already, with D10 lying on it.

    Examples
    --------
    >>> position(closed="H").closed
    'H'
    """
    table = [west_road("D")] + C_TO_D + [west_road("F", "D02")]
    if closed:
        from .advanced import STATIONS
        x, y = STATIONS[closed]
        table.append((x, y, "D10", 0))
    rival = "F" if rival_in_f else (6, 3, 0, 1, 0)
    return scenario(3, seed, table=table, hands={0: ["D12", "D05", "D13", "D46"]}, pos={0: next_to("D"), 1: rival},
                    closed=closed, advanced=True)


def goal_reached(state) -> bool:
    """Station F is closed."""
    return state.closed == "F"


def edge_case():
    """Station H is closed already (D10 lies on it). Closing F first reopens H: D10 goes to the discard pile.

    Examples
    --------
    >>> from rulebook.fracht_express.actions import CloseStation, Move, UseSpecial
    >>> s = edge_case()
    >>> for a in (Move("D12"), UseSpecial(), CloseStation("D05", "F", 1)):
    ...     _ = s.apply(a)
    >>> s.closed, s.discard[-1], ("S", "H") in s.network()
    ('F', 'D10', True)
    """
    return position(closed="H")
