"""A scenario's player boards: trains (railroad cars, mail cars, locomotive tiles), coins, conductors, the
locomotive on the route, scores; then the supplies, which hold whatever the boards do not.

A mail car or a locomotive tile without a number is the next one not named anywhere; the car, coin and tile
supplies are worked out from the boards unless given.
"""
from __future__ import annotations

from ..i18n import N_, NN_
from .scenario_check import _fail


def place_players(s, seats, car_supply, coin_supply, tiles):
    """Write the player fields of the scenario (``p0`` ... ``p3``) and the supplies over ``s``."""
    trains = _trains(s, seats)
    for p, d in enumerate(seats[:s.n]):
        pl = s.players[p]
        d = d or {}
        if p in trains:
            pl.trains = _number_mail_cars(s, p, trains[p])
        _board_fields(s, p, pl, d)
    _supplies(s, car_supply, coin_supply, tiles)


def _trains(s, seats) -> dict:
    """Seat -> its two trains as given, each locomotive tile without a number given the next free one."""
    comp = s.comp
    used_tiles: set = set()
    want_tile: list = []
    trains = {}
    for p, d in enumerate(seats[:s.n]):
        if d is not None and "trains" in d:
            trains[p] = _cells(s, p, d["trains"], used_tiles, want_tile)
    free_tiles = [i for i in range(len(comp.locomotive_tiles)) if i not in used_tiles]
    for p, t, i in want_tile:
        if not free_tiles:
            _fail(N_("There are only {k} locomotive tiles."), {"k": len(comp.locomotive_tiles)})
        trains[p][t][i] = 100 + free_tiles.pop(0)
    return trains


def _cells(s, p, trains, used_tiles, want_tile):
    if not isinstance(trains, (list, tuple)) or len(trains) != 2:
        _fail(N_("p{p}.trains must be two lists: the upper and the lower train."), {"p": p})
    out = []
    for t, tr in enumerate(trains):
        if not isinstance(tr, (list, tuple)):
            _fail(N_("p{p}.trains[{t}] must be a list of cells."), {"p": p, "t": t})
        cells = []
        for c in tr:
            if isinstance(c, bool):
                c = None
            if isinstance(c, str):
                low = c.strip().lower()
                if low.startswith("mail"):
                    cells.append(("mail", int(low[4:]) if low[4:].isdigit() else None))
                    continue
                if low.startswith("tile"):
                    if low[4:].isdigit():
                        used_tiles.add(int(low[4:]))
                        cells.append(100 + int(low[4:]))
                    else:
                        cells.append(("tile",))
                        want_tile.append((p, t, len(cells) - 1))
                    continue
                c = None
            if not isinstance(c, int):
                _fail(N_("p{p}.trains[{t}]: {cell!r} is not a cell (a car value, 'mail' or 'tile')."),
                      {"p": p, "t": t, "cell": c})
            if c >= 100:
                used_tiles.add(c - 100)
            cells.append(c)
        out.append(cells)
    return out


def _number_mail_cars(s, p, trains) -> list:
    """Each mail car without a number becomes the next one seat ``p`` has not named (the engine's ``-m``)."""
    comp = s.comp
    named = {m for tr in trains for c in tr if isinstance(c, tuple) and c[1] is not None for m in [c[1]]}
    named |= {-c for tr in trains for c in tr if isinstance(c, int) and c < 0}
    spare = [m for m in range(1, comp.mail_cars + 1) if m not in named]
    for tr in trains:
        for i, c in enumerate(tr):
            if isinstance(c, tuple):
                if c[1] is None:
                    if not spare:
                        _fail(NN_("p{p} has only {k} mail car.", "p{p} has only {k} mail cars.", count="k"),
                              {"p": p, "k": comp.mail_cars})
                    m = spare.pop(0)
                else:
                    m = c[1]
                tr[i] = -m
    return trains


def _board_fields(s, p, pl, d) -> None:
    """The mail cars left, coins (a total fills the columns in order), conductors, locomotive, score, claimed
    stations of seat ``p``; its stations follow from its route."""
    comp = s.comp
    if "mail_left" in d:
        pl.mail_left = list(d["mail_left"])
    else:
        used = {-c for tr in pl.trains for c in tr if c < 0}
        pl.mail_left = [m for m in range(1, comp.mail_cars + 1) if m not in used]
    if "coins" in d:
        c = d["coins"]
        if isinstance(c, int) and not isinstance(c, bool):
            if not 0 <= c <= 12:
                _fail(N_("p{p}.coins: a board holds 0 to 12 coins, not {k}."), {"p": p, "k": c})
            c = [min(c, 5), min(max(c - 5, 0), 5), max(c - 10, 0)]
        if not isinstance(c, (list, tuple)) or len(c) != 3:
            _fail(N_("p{p}.coins must be a total or three column counts [c1, c2, c3]."), {"p": p})
        pl.coins = list(c)
    for key in ("cond", "loco", "score", "claimed"):
        if key in d:
            v = d[key]
            setattr(pl, key, list(v) if isinstance(v, (list, tuple)) else v)
    pl.stations = list(comp.printed_route)
    for cid in pl.route:
        pl.stations.extend(comp.cards[cid].stations)
    if not isinstance(pl.loco, int) or not 0 <= pl.loco <= len(pl.stations):
        _fail(N_("p{p}.loco must be 0 (Paris) to {k}, the last station of the route."),
              {"p": p, "k": len(pl.stations)})


def _supplies(s, car_supply, coin_supply, tiles) -> None:
    """The car, coin and locomotive tile supplies: as given, or what the boards leave (never below zero with
    an unlimited supply)."""
    from .cars import PAIR
    comp = s.comp
    if car_supply is not None:
        s.car_supply = list(car_supply)
    else:
        used = [0, 0, 0]
        for pl in s.players:
            for tr in pl.trains:
                for c in tr:
                    if c in PAIR:
                        used[PAIR[c]] += 1
        s.car_supply = [tot - u for tot, u in zip(comp.car_supply, used)]
        if s.rulings["supply_out"] == "unlimited":
            s.car_supply = [max(0, x) for x in s.car_supply]
    if coin_supply is not None:
        s.coin_supply = coin_supply
    else:
        s.coin_supply = comp.coin_supply - sum(sum(pl.coins) for pl in s.players)
        if s.rulings["supply_out"] == "unlimited":
            s.coin_supply = max(0, s.coin_supply)
    if tiles is not None:
        s.tiles = list(tiles)
    else:
        on_boards = {c - 100 for pl in s.players for tr in pl.trains for c in tr if c >= 100}
        s.tiles = [i for i in range(len(comp.locomotive_tiles)) if i not in on_boards]
