"""Rules of the section "variants": a layout built by the players from dealt stations (option
``layout="dealt"``), and the Hijack station action (option ``hijack``, see ``hijack.py``).

Dealt layout: the ten station cards are shuffled and dealt round the table (uneven hands are fine); in turn,
from the first player, each player places one of theirs so that it touches an already placed station at a
corner. Readings: the first station goes on space (0, 0); a station may not share an edge with another one
(it would not touch "at a corner" only); a player with no station left is passed over.
"""
from __future__ import annotations

from ..core import RuleViolation
from ..i18n import Msg, N_
from .actions import PlaceStation
from .data import LETTERS
from .network import DX, DY
from .preparation import deal
from .words import place

RULE = "variants"
DIAG = ((1, 1), (1, -1), (-1, 1), (-1, -1))


def deal_stations(st, ev):
    letters = list(LETTERS)
    st.rng.shuffle(letters)
    for i, L in enumerate(letters):
        st.players[i % st.n].stations.append(L)
    for pl in st.players:
        pl.stations.sort()
    st.cur = 0
    ev.append(st.event(N_("The ten stations are shuffled and dealt; the players lay them out in turn."), {}, RULE,
                       reveal=True))


def placer(st):
    return st.cur


def cells(st) -> list:
    placed = {tuple(c) for c in st.stations.values()}
    if not placed:
        return [(0, 0)]
    out = set()
    for (x, y) in placed:
        for dx, dy in DIAG:
            c = (x + dx, y + dy)
            if c in placed or any((c[0] + DX[s], c[1] + DY[s]) in placed for s in range(4)):
                continue
            out.add(c)
    return sorted(out)


def legal_place(st):
    mine = st.players[st.cur].stations
    return [PlaceStation(L, x, y) for L in mine for (x, y) in cells(st)]


def why_not_place(st, a):
    if type(a) is not PlaceStation:
        return RuleViolation(RULE, Msg(N_("First the stations are laid out.")))
    if a.station not in st.players[st.cur].stations:
        return RuleViolation(RULE, Msg(N_("Station {s} is not among your dealt stations."), {"s": a.station}))
    if not st.stations:
        return RuleViolation(RULE, Msg(N_("The first station goes in the middle of the table.")))
    return RuleViolation(RULE, Msg(N_("The space {where} is taken, shares an edge with a station, or touches no "
                                      "station at a corner."), {"where": place(st, a.x, a.y)}))


def do_place(st, a, ev):
    p = st.cur
    st.players[p].stations.remove(a.station)
    st.stations[a.station] = [a.x, a.y]
    st.table_changed()
    ev.append(st.event(N_("{player} places Station {s} {where}."),
                       {"s": a.station, "where": place(st, a.x, a.y, skip=((a.x, a.y),))}, RULE, p))
    for k in range(1, st.n + 1):
        q = (p + k) % st.n
        if st.players[q].stations:
            st.cur = q
            return
    deal(st, ev)
