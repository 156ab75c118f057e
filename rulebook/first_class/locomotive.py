"""Locomotive and route (rulebook: "Move Your Locomotive", "Expand Route").

The route runs from Paris (position 0) through the player board's three printed
stations and then every route card added, each placed beyond the last. A points
station pays once, when the locomotive first reaches it; a bonus station is
claimed in every scoring phase after the locomotive has reached it. The
locomotive stops at the end of the route; movement it cannot use is lost.
"""
from __future__ import annotations

from ..i18n import N_, NN_


def can_move(st, p) -> bool:
    pl = st.players[p]
    return pl.loco < len(pl.stations)


def step(st, p, ev, rule="locomotive"):
    pl = st.players[p]
    pl.loco += 1
    kind, what = pl.stations[pl.loco - 1]
    if kind == "points":
        pl.score += what
        ev.append(st.event(NN_("{player}'s locomotive reaches station {n} and scores {pts} point.",
                               "{player}'s locomotive reaches station {n} and scores {pts} points.", count="pts"),
                           {"n": pl.loco, "pts": what}, rule, p))
    else:
        ev.append(st.event(N_("{player}'s locomotive reaches bonus station {n}; it pays in every later scoring phase."),
                           {"n": pl.loco}, rule, p))


def move(st, p, n, ev, rule="locomotive"):
    moved = 0
    while moved < n and can_move(st, p):
        step(st, p, ev, rule)
        moved += 1
    if moved < n:
        ev.append(st.event(NN_("The locomotive is at the end of the route; {n} step is lost.",
                               "The locomotive is at the end of the route; {n} steps are lost."),
                           {"n": n - moved}, "locomotive", p))


def add_route_card(st, p, card, ev):
    pl = st.players[p]
    pl.route.append(card.id)
    pl.stations.extend(card.stations)
    ev.append(st.event(NN_("{player} extends the route with card {card}: {n} more station.",
                           "{player} extends the route with card {card}: {n} more stations."),
                       {"card": card.id, "n": len(card.stations)}, "locomotive", p))


def bonus_stations(st, p) -> list:
    """1-based numbers of the bonus stations the locomotive has reached."""
    pl = st.players[p]
    return [i + 1 for i in range(pl.loco) if pl.stations[i][0] == "bonus"]
