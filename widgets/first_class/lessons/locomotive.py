"""Lesson for the section "locomotive" (Locomotive and route).

Round 1, Player 1 to move. The route is Paris, the three stations printed on
the board (1: bonus of 2 coins, 2: 3 points, 3: bonus of one upgrade of
choice) and route card X-G24 with two more stations (4: 2 points, 5: 2
points). The locomotive already stands on station 1. One coin sits in column
2, which can buy one locomotive step. Station 4 is three steps away: the
two-step card X-G18 plus that coin get there, scoring 3 + 2 points on the way
(points stations pay once, on arrival; bonus stations pay only in scoring
phases).

Examples
--------
>>> from widgets.first_class.lessons import locomotive as lesson
>>> s = lesson.position()
>>> s.players[0].loco, len(s.players[0].stations), s.players[0].score
(1, 5, 0)
>>> from rulebook.first_class.actions import CarryOut, CoinLocomotive, TakeCard
>>> for a in (TakeCard("X-G18"), CarryOut(), CoinLocomotive()):
...     _ = s.apply(a)
>>> s.players[0].loco, s.players[0].score, lesson.goal_reached(s)
(4, 5, True)
>>> print(lesson.position(route=(), loco=3).explain(CoinLocomotive()))
[locomotive] Your locomotive is at the end of your route.
"""
from __future__ import annotations

from rulebook.first_class.scenario import scenario
from rulebook.i18n import N_, NN_, Msg

SECTION = "locomotive"
SEAT = 0
STATION = 4
GOAL = N_("Bring your locomotive to station 4 this turn.")

ROW1 = ["X-G18", "X-G16", "X-G22", "X-G11", "X-G01", "X-G13"]


def position(*, loco: int = 1, route=("X-G24",), coins=(0, 1, 0), seed: int = 7):
    """Player 1's first turn of round 1, locomotive cards and a route card in row 1.

    Parameters
    ----------
    loco : int
        Station the locomotive stands on (0 = Paris).
    route : sequence of str
        Green route cards already added to the route, in order.
    coins : sequence of int
        Coins in columns 1, 2, 3; each column-2 coin buys one locomotive step.
    seed : int
        Only shuffles what is not shown.

    Returns
    -------
    FirstClassState

    Examples
    --------
    >>> s = position(route=())
    >>> len(s.players[0].stations)       # only the three printed stations
    3
    """
    return scenario(players=3, seed=seed, cur=SEAT, turns=0, rows=[list(ROW1), None, None],
                    p0={"loco": loco, "route": list(route), "coins": list(coins)})


#: short names of the symbols, for printing bonuses (message ids: ``lang`` picks the catalogue)
SYMBOL_WORDS = {
    "car": NN_("{n} new car", "{n} new cars"),
    "upgrade": NN_("{n} upgrade of a {frm}-value car", "{n} upgrades of a {frm}-value car"),
    "upgrade_any": NN_("{n} upgrade of your choice", "{n} upgrades of your choice"),
    "conductors": NN_("both conductors {n} card", "both conductors {n} cards"),
    "conductor_split": NN_("{n} conductor step to share", "{n} conductor steps to share"),
    "locomotive": NN_("locomotive {n} station", "locomotive {n} stations"),
    "coins": NN_("{n} coin", "{n} coins"), "points": NN_("{n} point", "{n} points"),
    "game_end_card": NN_("{n} Game End card", "{n} Game End cards"),
}


def symbols_text(symbols, words=None, lang: str = "en") -> str:
    """Symbols such as ``(("coins", 2, 0),)`` in words: ``"2 coins"``, in the language ``lang``.

    Examples
    --------
    >>> symbols_text((("car", 1, 0), ("upgrade", 1, 1)))
    '1 new car, 1 upgrade of a 1-value car'
    """
    words = words or SYMBOL_WORDS
    return ", ".join(Msg(words[s], {"n": n, "frm": frm}).text(lang) for s, n, frm in symbols)


def station_table(state, seat: int = SEAT, words=None, lang: str = "en") -> list:
    """The route of ``seat`` as ``(station, kind, what, reached)`` rows (Paris, station 0, left out).

    Examples
    --------
    >>> station_table(position())[:2]
    [(1, 'bonus', '2 coins', True), (2, 'points', '3 points', False)]
    """
    pl = state.players[seat]
    out = []
    for i, (kind, what) in enumerate(pl.stations, 1):
        text = (symbols_text(((kind, what, 0),), words, lang) if kind == "points"
                else symbols_text(what, words, lang))
        out.append((i, kind, text, i <= pl.loco))
    return out


def goal_reached(state) -> bool:
    """Player 1's locomotive stands on station 4 or beyond."""
    return state.players[SEAT].loco >= STATION


def edge_case():
    """The locomotive is at the end of the printed route; route card X-G22 is on offer.

    Examples
    --------
    >>> s = edge_case()
    >>> s.players[0].loco, len(s.players[0].stations)
    (3, 3)
    """
    return position(loco=3, route=(), coins=(0, 0, 0))
