"""Lesson for the section "extend" (Extending the rail system).

A card from the hand goes on an empty space that shares an edge with a
station or a laid card, turned any of four ways. Stations A (4, 3) and F
(7, 3) have two empty spaces between them; Player 1 holds two straight cards
and a curve. A straight card as it lies in the hand runs north-south, so it
has to be turned a quarter to run from A towards F.

Examples
--------
>>> from widgets.fracht_express.lessons import extend as lesson
>>> s = lesson.position()
>>> from rulebook.fracht_express.actions import Extend
>>> print(s.explain(Extend("D01", 5, 1, 1)))
[extend] The space at the south-east corner of Station C shares no edge with a station or a laid card.
>>> for a in (Extend("D01", 5, 3, 1), Extend("D03", 6, 3, 1)):
...     _ = s.apply(a)
>>> lesson.goal_reached(s)
True
"""
from __future__ import annotations

import networkx as nx

from rulebook.i18n import N_

from . import scenario

SECTION = "extend"
SEAT = 0
GOAL = N_("Join Station A to Station F with track.")


def position(*, hand=("D01", "D03", "D13"), seed: int = 4):
    """Nothing laid yet; Player 1 holds ``hand``.

    Examples
    --------
    >>> position().table
    []
    """
    return scenario(2, seed, hands={0: list(hand)})


def joined(state, a: str = "A", b: str = "F") -> bool:
    """A path of track joins the two stations in ``state.network()``."""
    g = state.network()
    return ("S", a) in g and ("S", b) in g and nx.has_path(g, ("S", a), ("S", b))


def goal_reached(state) -> bool:
    """Stations A and F are joined by track."""
    return joined(state)


def edge_case():
    """Only a curve in the hand: it may be laid next to Station A even turned so that no track meets the
    station -- touching an edge is all the rule asks.

    Examples
    --------
    >>> s = edge_case()
    >>> from rulebook.fracht_express.actions import Extend
    >>> s.explain(Extend("D13", 5, 3, 0)) is None       # N-E: the track does not reach A's side
    True
    """
    return position(hand=("D13",))
