"""Near misses: the legal actions of a position plus the plausible mistakes.

``candidates(state)`` lists every legal action first (in the engine's order),
then actions a person might try that the rules refuse, rule by rule: a card
laid on a taken space or far from the rail system or not in the hand, turned a
fifth way; a cover on an empty space, on a crossing, with a crossing, on a card
with a locomotive, turned so the old tracks do not line up; a pick-up or a
delivery in the wrong station or past five cars; a move with too small an
action number; a way backwards at a switch; a car that is not attached; a
second draw; special actions outside the advanced game or at the wrong time;
and for the stations: objecting without a card, robbing oneself or a seat that
does not exist, closing Station A, a closed or an unjoined station, flights off
the row, over cards, with the wrong action number or onto a track that does not
reach the near edge, moving a card with a locomotive or with a card of another
action number or to a space far away, hijacking oneself or a locomotive in a
station, taking or giving a car that does not match.

Tests use it to check that ``explain()`` has a specific reason for every
refusal; widgets may use it to offer "why not?" on tempting moves.

>>> import rulebook
>>> s = rulebook.GAMES["fracht_express"].new_game(players=3, seed=7)
>>> cands = candidates(s)
>>> cands[:len(s.legal_actions())] == s.legal_actions()
True
>>> any(s.explain(a) is not None for a in cands)
True
"""
from __future__ import annotations

from typing import NamedTuple

from .actions import (Attach, CloseStation, Cover, Deliver, Discard, Done, DrawCards, DropCar, EndTurn, Extend, Fly,
                      GiveCar, Go, Hijack, Move, NoObjection, Object, PickUp, PlaceStation, PushTo, Relocate,
                      SkipSpecial, Stop, TakeCar, Target, UseSpecial)
from .move import node_action_st


class _Table(NamedTuple):
    """What the near misses are built from: some cards, occupied and far cells, laid cards, station letters."""
    some: list
    occupied: list
    far: tuple
    cells: list
    tops: list
    letters: list


def candidates(st) -> list:
    """Legal actions first, then near misses, without repeats, in a deterministic order."""
    out = list(st.legal_actions())
    seen = set(out)
    p = st.current_player
    if p is None:
        p = 0
    pl = st.players[p]
    k = _table(st, pl)
    for part in (_without_parameters, _card_actions, _flights, _attached_cars, _ways, _targets, _relocations,
                 _stations):
        for a in part(st, pl, k):
            if a not in seen:
                seen.add(a)
                out.append(a)
    return out


def _table(st, pl) -> _Table:
    hand = list(pl.hand[:4])
    others = [c for c in (st.discard[-1:] + st.deck[-1:]) if c not in pl.hand]
    for q in st.players:
        if q is not pl:
            others += q.hand[:1]
    occupied = sorted(st.occupied())
    far = (max((c[0] for c in occupied), default=0) + 3, 0)
    return _Table(some=hand + others[:2], occupied=occupied, far=far, cells=occupied[:3] + [far],
                  tops=sorted(st.top.items()),
                  letters=sorted({"A", "B", "D", "J"} | ({st.closed} if st.closed else set())))


def _without_parameters(st, pl, k):
    yield from (EndTurn(), Stop(), UseSpecial(), SkipSpecial(), Object(), NoObjection(), Done())


def _card_actions(st, pl, k):
    """Every action naming a card, with cards in hand, on the piles and in other hands; laid where track is,
    far away, on laid cards; stations closed by letter; hijacks of every seat and one more."""
    far = k.far
    for c in k.some:
        yield from (Move(c), DrawCards(c), PickUp(c), Deliver(c), DropCar(c), Attach(c), Discard(c), TakeCar(c),
                    GiveCar(c))
        for (x, y) in k.cells:
            yield Extend(c, x, y, 0)
        for r in (1, 2, 3, 4):
            yield Extend(c, far[0] - 4, far[1], r)
        for (x, y), _ in k.tops[:4]:
            for r in range(4):
                yield Cover(c, x, y, r)
        yield Cover(c, far[0], far[1], 0)
        for L in k.letters:
            yield CloseStation(c, L, 0)
        for q in range(st.n + 1):
            yield Hijack(c, q)
    if k.some:
        c = k.some[0]
        for r in range(5):
            yield CloseStation(c, k.letters[-1], r)
        yield CloseStation(c, "Z", 0)


def _flights(st, pl, k):
    """Along the locomotive's row and column, and off them."""
    if pl.pos[0] == "T" and k.some:
        x, y = pl.pos[1], pl.pos[2]
        for c in k.some[:2]:
            for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                for n in range(1, 8):
                    for t in range(3):
                        yield Fly(c, x + dx * n, y + dy * n, t)
            yield Fly(c, x + 2, y + 2, 0)
            yield Fly(c, x, y, 0)
    elif k.some and k.tops:
        (x, y), _ = k.tops[0]
        yield Fly(k.some[0], x, y, 0)


def _attached_cars(st, pl, k):
    """Every seat's first attached cars, delivered, picked up, dropped, taken, given, discarded."""
    for q in st.players:
        for c in q.attached[:3]:
            yield from (Deliver(c), PickUp(c), DropCar(c), TakeCar(c), GiveCar(c), Discard(c))


def _ways(st, pl, k):
    """Forward (legal while driving), backwards, and a cell with no track."""
    if st.phase == "turn":
        net = st.net
        pos, f = pl.pos, pl.facing
        back = net.ahead(pos, None if f is None else 1 - f)
        for node, _ in back[:2] + net.ahead(pos, f)[:2]:
            yield node_action_st(st, Go, node)
            yield node_action_st(st, PushTo, node)
        yield Go(k.far[0], k.far[1], 0)
        yield PushTo(k.far[0], k.far[1], -1)


def _targets(st, pl, k):
    for q in range(st.n + 1):
        yield Target(q)


def _relocations(st, pl, k):
    """Route changes: from free and occupied cards, to taken, far and neighbouring spaces, with any hand card."""
    far = k.far
    locos = st.cards_with_locomotives()
    picks = [t for t in k.tops if t[0] in locos][:1] + [t for t in k.tops if t[0] not in locos][:3]
    front = st.frontier()[:2]
    for c in k.some[:3]:
        for (x0, y0), _ in picks:
            for (x, y) in [far, (x0, y0)] + k.occupied[:1] + front:
                for r in (0, 1, 4):
                    yield Relocate(c, x0, y0, x, y, r)
        yield Relocate(c, far[0], far[1], far[0] + 1, far[1], 0)


def _stations(st, pl, k):
    yield PlaceStation("A", 0, 0)
    yield PlaceStation("B", 5, 5)
