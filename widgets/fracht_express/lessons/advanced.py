"""Lesson for the section "advanced" (The advanced game).

In the advanced game the stations B to J are more than names: a locomotive
that drives into one of them under its owner's own move card may use that
station's special action. The question comes at once -- nothing else can be
done before it is answered -- and it comes again at every arrival, even twice
in one turn. A locomotive shoved into a station by another one gets no
question. Two flight tickets and four objection cards lie beside the table.

Position (two players, advanced game): Player 1's locomotive stands on the
tie next to Station B, east of it, facing it. From B a straight line runs
south to Station E and on to Station G (eight ties between two stations).
The hand: D12 (car value 5), D08 and D24 (car value 9 each). Driving from
B towards G stops in E on the way: E asks its own question.

Examples
--------
>>> from widgets.fracht_express.lessons import advanced as lesson
>>> from rulebook.fracht_express.actions import Go, Move, SkipSpecial, UseSpecial
>>> s = lesson.position()
>>> _ = s.apply(Move("D12"))
>>> s.players[0].pos, s.legal_actions()
(['S', 'B'], [UseSpecial(), SkipSpecial()])
>>> print(s.explain(Move("D08")))
[advanced] First decide whether to use the special action of Station B: that comes before anything else.
>>> for a in (UseSpecial(), Move("D08"), Go(1, 1, 0), SkipSpecial(), Move("D24"), Go(1, 4, 0), UseSpecial()):
...     _ = s.apply(a)
>>> s.players[0].pos, s.players[0].ticket, s.players[0].objection, lesson.goal_reached(s)
(['S', 'G'], True, True, True)
"""
from __future__ import annotations

from rulebook.fracht_express.data import load_components
from rulebook.i18n import N_

from . import scenario

SECTION = "advanced"
SEAT = 0
GOAL = N_("Take a flight ticket in Station B and an objection card in Station G, in one turn.")

#: the cell of every station in the default layout
STATIONS = dict(load_components().layout)

#: from Station B (1, 0) south: two straight cards to Station E (1, 3), two more to Station G (1, 6)
B_TO_G = [(1, 1, "D01", 0), (1, 2, "D02", 0), (1, 4, "D03", 0), (1, 5, "D06", 0)]
#: a straight card east of Station B, running east-west (its tie 3 touches B)
EAST_OF_B = (2, 0, "D07", 1)


def west_road(letter: str, card: str = "D01") -> tuple:
    """A straight card on the space west of Station ``letter``, turned to run east-west (tie 0 at the station)."""
    x, y = STATIONS[letter]
    return (x - 1, y, card, 1)


def next_to(letter: str) -> tuple:
    """A locomotive on the tie of :func:`west_road` next to Station ``letter``, facing the station."""
    x, y = STATIONS[letter]
    return (x - 1, y, 0, 0, 0)


def position(*, rival_objection: bool = False, players: int = 2, seed: int = 21, **extra):
    """Player 1 one tie east of Station B; ``rival_objection``: Player 2 holds an objection card.

    Examples
    --------
    >>> s = position(rival_objection=True)
    >>> s.objections, s.view(0)["players"][1]["objection"], s.view(1)["players"][1]["objection"]
    (3, None, True)
    """
    return scenario(players, seed, table=[EAST_OF_B] + B_TO_G, hands={0: ["D12", "D08", "D24"]},
                    pos={0: (2, 0, 0, 3, 1)}, objections={1: True} if rival_objection else None, advanced=True,
                    **extra)


def goal_reached(state) -> bool:
    """Player 1 holds a flight ticket and an objection card."""
    pl = state.players[SEAT]
    return bool(pl.ticket and pl.objection)


def edge_case():
    """Shoved in, no question: Player 2's locomotive waits on the tie next to Station B; Player 1, two ties
    behind, drives D09 (car value 2) and shoves it into B. Neither of them is asked anything.

    Examples
    --------
    >>> s = edge_case()
    >>> from rulebook.fracht_express.actions import Move
    >>> _ = s.apply(Move("D09"))
    >>> s.players[1].pos, s.stack, s.current_player
    (['S', 'B'], [], 0)
    """
    return scenario(2, 21, table=[EAST_OF_B], hands={0: ["D09", "D13"]}, pos={0: (2, 0, 0, 1, 1), 1: (2, 0, 0, 3, 1)},
                    advanced=True)
