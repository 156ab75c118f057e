"""Lesson for the section "conductors" (Conductors).

Round 1, Player 1 to move. Both conductors stand on the front car: the upper
train 4-2-0 needs two steps to reach its last car, the lower train 2-0 needs
one. On offer: X-G11 (both conductors one step), X-G13 (two steps to share)
and X-G14 (three steps to share). Only a shared distance of 3 gets both to
the end with one card. A conductor matters because a train scores only the
cars up to the one its conductor stands on.

Examples
--------
>>> from widgets.first_class.lessons import conductors as lesson
>>> s = lesson.position()
>>> s.players[0].cond, lesson.scoring_values(s)
([0, 0], [4, 2])
>>> from rulebook.first_class.actions import CarryOut, MoveConductor, TakeCard
>>> for a in (TakeCard("X-G14"), CarryOut(), MoveConductor(1)):
...     _ = s.apply(a)
>>> print(s.explain(MoveConductor(1)))
[conductors] The conductor of the lower train already stands on its last card.
>>> for a in (MoveConductor(0), MoveConductor(0)):
...     _ = s.apply(a)
>>> s.players[0].cond, lesson.scoring_values(s), lesson.goal_reached(s)
([2, 1], [6, 2], True)
"""
from __future__ import annotations

from rulebook.first_class.scenario import scenario
from rulebook.i18n import N_

SECTION = "conductors"
SEAT = 0
GOAL = N_("Using one card, bring both conductors onto the last car of their trains.")

ROW1 = ["X-G14", "X-G11", "X-G13", "X-G16", "X-G01", "X-G20"]


def position(*, upper=(4, 2, 0), lower=(2, 0), cond=(0, 0), seed: int = 6):
    """Player 1's first turn of round 1; conductor cards X-G14, X-G11 and X-G13 lead row 1.

    Parameters
    ----------
    upper, lower : sequence of int
        Car values of the two trains.
    cond : pair of int
        Card each conductor stands on (0 = the front car).
    seed : int
        Only shuffles what is not shown.

    Returns
    -------
    FirstClassState

    Examples
    --------
    >>> position(lower=(2, 0, 0)).players[0].trains[1]
    [2, 0, 0]
    """
    return scenario(players=3, seed=seed, cur=SEAT, turns=0, rows=[list(ROW1), None, None],
                    p0={"trains": [list(upper), list(lower)], "cond": list(cond), "coins": [0, 0, 0]})


def scoring_values(state, seat: int = SEAT) -> list:
    """What each train of ``seat`` would score now: its cards up to and including the conductor's."""
    from rulebook.first_class.cars import cell_value
    pl = state.players[seat]
    return [sum(cell_value(state, c) for c in tr[:pl.cond[t] + 1]) for t, tr in enumerate(pl.trains)]


def goal_reached(state) -> bool:
    """Both of Player 1's conductors stand on the last card of their train."""
    pl = state.players[SEAT]
    return all(pl.cond[t] == len(pl.trains[t]) - 1 for t in (0, 1))


def edge_case():
    """The lower conductor already stands on the last car: what happens to its share of X-G11?

    Examples
    --------
    >>> edge_case().players[0].cond
    [0, 1]
    """
    return position(cond=(0, 1))


def symbol_strip(state, cards=("X-G11", "X-G13", "X-G14")) -> str:
    """An SVG of the conductor symbols printed on ``cards``, drawn as the table picture draws them, each under its
    card id: two figures before the arrows for "both conductors", one figure for steps to share.

    >>> svg = symbol_strip(position())
    >>> svg.startswith("<svg") and svg.count("X-G1") == 3
    True
    """
    from widgets.first_class import glyphs as S
    o = []
    x = 12
    for cid in cards:
        S.svg_text(o, x, 18, cid, 13, True)
        w = 0
        for sym in state.comp.cards[cid].symbols:
            if sym[0] in ("conductors", "conductor_split"):
                w += S.g_symbol(o, x + w, 42, tuple(sym)) + 10
        x += max(w, 70) + 30
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{x}" height="60" viewBox="0 0 {x} 60" role="img">'
            f'<rect width="{x}" height="60" fill="{S.BG}"/>{"".join(o)}</svg>')
