"""What First Class's coach says a move changes, in the game's words (only the deciding seat's own board and the
shared table): the quantities its heuristic weighs (``features``) and, for a hint's reason, the changes themselves
(``reasons``): points scored now, a car's value and what it adds in each scoring, a conductor or the locomotive
moved (and the station it reaches), steps lost at the end of a train or the route, coins, a Game End card taken, a
contract met. Taking an action card is described by what carrying it out would give.

>>> import rulebook
>>> s = rulebook.GAMES["first_class"].new_game(players=2, seed=3)
>>> [m.id for m, _ in features(s, 0)][:2]
['your points', 'your coins']
"""
from __future__ import annotations

from ..changes import Change
from ..i18n import N_, NN_, Msg, Num
from . import contracts as contract_rules
from .actions import CarryOut, train_msg
from .cars import cell_value
from .game_end_cards import KIND_NAMES


def features(st, seat) -> list:
    """``[(name as a Msg, number), ...]``: what the coach compares before and after a move."""
    pl = st.players[seat]
    cards = st.comp.cards
    scoring = sum(cell_value(st, x) for t in (0, 1) for x in pl.trains[t][:pl.cond[t] + 1])
    cars = sum(1 for t in (0, 1) for x in pl.trains[t] if 0 <= x <= 12)
    met = sum(1 for cid in pl.contracts if contract_rules.met(st, seat, cards[cid].requirement))
    done = sum(1 for cid in pl.completed if cards[cid].type == "contract")
    return [
        (Msg(N_("your points")), pl.score),
        (Msg(N_("your coins")), sum(pl.coins)),
        (Msg(N_("points your trains score at the next scoring (up to the conductors)")), scoring),
        (Msg(N_("the station your locomotive stands at")), pl.loco),
        (Msg(N_("cars in your two trains")), cars),
        (Msg(N_("open contracts whose condition you already meet")), met),
        (Msg(N_("contracts you have completed")), done),
        (Msg(N_("cards in your completed pile")), len(pl.completed)),
        (Msg(N_("Game End cards you hold")), len(pl.ge)),
    ]


# the log lines that say movement is lost, and how a reason says it
_LOST = {
    "The conductor of the {train} stops at the last card; {n} step is lost.":
        NN_("the conductor of your {train} would stop at the last card: {n} step lost",
            "the conductor of your {train} would stop at the last card: {n} steps lost"),
    "The locomotive is at the end of the route; {n} step is lost.":
        NN_("your locomotive would stop at the end of the route: {n} step lost",
            "your locomotive would stop at the end of the route: {n} steps lost"),
}


def _scored(st, pl, t) -> int:
    return sum(cell_value(st, x) for x in pl.trains[t][:pl.cond[t] + 1])


def _cars(st, p0, p1, seat) -> list:
    out = []
    for t in (0, 1):
        a, b = p0.trains[t], p1.trains[t]
        for pos in range(len(b)):
            new = cell_value(st, b[pos])
            if pos < len(a) and a[pos] == b[pos]:
                continue
            scored = pos <= p1.cond[t]
            if pos >= len(a):
                msg = Msg(N_("a {v}-value car joins your {train} as car {i}"),
                          {"v": new, "train": train_msg(t), "i": pos + 1})
            else:
                old = cell_value(st, a[pos])
                if scored:
                    msg = Msg(N_("car {i} of your {train} {a}→{b}: {d} in each scoring"),
                              {"i": pos + 1, "train": train_msg(t), "a": old, "b": new, "d": Num(new - old, digits=0, sign=True)})
                else:
                    msg = Msg(N_("car {i} of your {train} {a}→{b}, beyond its conductor (not scored yet)"),
                              {"i": pos + 1, "train": train_msg(t), "a": old, "b": new})
            out.append(Change(msg, ("car", t, pos, b[pos], scored)))
        if p1.cond[t] != p0.cond[t]:
            gain = _scored(st, p1, t) - _scored(st, p0, t)
            out.append(Change(Msg(N_("the conductor of your {train} moves to car {n}: {d} in each scoring"),
                                  {"train": train_msg(t), "n": p1.cond[t] + 1, "d": Num(gain, digits=0, sign=True)}),
                              ("conductor", t, p1.cond[t], gain)))
    return out


def _changes(st0, st1, seat, events) -> list:
    p0, p1 = st0.players[seat], st1.players[seat]
    out = []
    if p1.loco != p0.loco:
        kind, what = p1.stations[p1.loco - 1]
        if kind == "points":
            msg = Msg(NN_("your locomotive moves to station {n}, a {pts}-point station: +{pts} now",
                          "your locomotive moves to station {n}, a {pts}-point station: +{pts} now", count="pts"),
                      {"n": p1.loco, "pts": what})
        else:
            msg = Msg(N_("your locomotive reaches bonus station {n}: it pays in every later scoring phase"),
                      {"n": p1.loco})
        out.append(Change(msg, ("loco", p1.loco)))
    for e in events:
        words = _LOST.get(e.msg.id if isinstance(e.msg.id, str) else e.msg.id[0])
        if words is not None and e.player == seat:
            params = {k: v for k, v in e.msg.params.items() if k != "player"}
            out.append(Change(Msg(words, params), ("lost", e.msg.id, tuple(sorted(map(repr, params.values()))))))
    out += _cars(st0, p0, p1, seat)
    for gid in p1.ge[len(p0.ge):] if len(p1.ge) > len(p0.ge) else ():
        card = st1.comp.game_end_cards[gid]
        out.append(Change(Msg(N_("you take Game End card {card}: {pts} at the end for each base {kind} card"),
                              {"card": gid, "pts": card.points, "kind": Msg(KIND_NAMES[card.counts])}),
                          ("ge", card.counts, card.points)))
    if len(p1.route) > len(p0.route):
        out.append(Change(Msg(NN_("your route grows to {n} station", "your route grows to {n} stations"),
                              {"n": len(p1.stations)}), ("route", len(p1.stations))))
    cards = st0.comp.cards
    met0 = sum(1 for cid in p0.contracts if contract_rules.met(st0, seat, cards[cid].requirement))
    met1 = sum(1 for cid in p1.contracts if contract_rules.met(st1, seat, cards[cid].requirement))
    if met1 > met0:
        out.append(Change(Msg(NN_("{n} contract of yours is now met", "{n} contracts of yours are now met"),
                              {"n": met1 - met0}), ("met", met1)))
    if len(p1.contracts) > len(p0.contracts):
        out.append(Change(Msg(NN_("you hold {n} open contract instead of {a}", "you hold {n} open contracts instead of {a}"),
                              {"n": len(p1.contracts), "a": len(p0.contracts)}), ("contracts", len(p1.contracts))))
    top = st1.stack[-1] if st1.stack else None
    if top is not None and (not st0.stack or st0.stack[-1] != top):   # what the move leaves to choose next
        from .state import UNIT_NAMES
        if top.KIND in UNIT_NAMES:
            what = (Msg(N_("upgrade a {v}-value car"), {"v": top.value}) if top.KIND == "up"
                    else Msg(UNIT_NAMES[top.KIND]))
            out.append(Change(Msg(N_("it lets you {what} ({n})"), {"what": what, "n": top.left}),
                              ("pending", tuple(map(str, top.to_json())))))
    if p1.score != p0.score:
        out.append(Change(Msg(N_("your score {a}→{b}"), {"a": p0.score, "b": p1.score}), ("score", p1.score)))
    if sum(p1.coins) != sum(p0.coins):
        out.append(Change(Msg(N_("your coins {a}→{b}"), {"a": sum(p0.coins), "b": sum(p1.coins)}),
                          ("coins", sum(p1.coins))))
    return out


def reasons(st0, st1, seat, events) -> list:
    """What the move from ``st0`` to ``st1`` changes for ``seat``, most telling first, as
    :class:`~rulebook.analysis.coach_reasons.Change` objects. A taken action card is judged by what carrying it
    out gives at once (on a copy) and what it then leaves to choose; the choices themselves are not guessed."""
    out = _changes(st0, st1, seat, events)
    if st1.held is not None and st0.held is None and st1.phase == "card" and st1.current_player == seat:
        carried = st1.copy()
        more = carried.apply(CarryOut(), check=False)
        for c in _changes(st1, carried, seat, more):
            out.append(Change(Msg(N_("carried out, {change}"), {"change": c.msg}), ("carried",) + c.key))
    return out
