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

from .actions import (Attach, CloseStation, Cover, Deliver, Discard, Done, DrawCards, DropCar, EndTurn, Extend, Fly,
                      GiveCar, Go, Hijack, Move, NoObjection, Object, PickUp, PlaceStation, PushTo, Relocate,
                      SkipSpecial, Stop, TakeCar, Target, UseSpecial)
from .move import node_action_st


def candidates(st) -> list:
    out = list(st.legal_actions())
    seen = set(out)

    def add(a):
        if a not in seen:
            seen.add(a)
            out.append(a)

    for a in (EndTurn(), Stop(), UseSpecial(), SkipSpecial(), Object(), NoObjection(), Done()):
        add(a)
    p = st.current_player
    if p is None:
        p = 0
    pl = st.players[p]
    hand = list(pl.hand[:4])
    others = [c for c in (st.discard[-1:] + st.deck[-1:]) if c not in pl.hand]
    for q in st.players:
        if q is not pl:
            others += q.hand[:1]
    some = hand + others[:2]
    occupied = sorted(st.occupied())
    far = (max((c[0] for c in occupied), default=0) + 3, 0)
    cells = occupied[:3] + [far]
    tops = sorted(st.top.items())
    letters = sorted({"A", "B", "D", "J"} | ({st.closed} if st.closed else set()))
    for c in some:
        add(Move(c))
        add(DrawCards(c))
        add(PickUp(c))
        add(Deliver(c))
        add(DropCar(c))
        add(Attach(c))
        add(Discard(c))
        add(TakeCar(c))
        add(GiveCar(c))
        for (x, y) in cells:
            add(Extend(c, x, y, 0))
        for r in (1, 2, 3, 4):
            add(Extend(c, far[0] - 4, far[1], r))
        for (x, y), _ in tops[:4]:
            for r in range(4):
                add(Cover(c, x, y, r))
        add(Cover(c, far[0], far[1], 0))
        for L in letters:
            add(CloseStation(c, L, 0))
        for q in range(st.n + 1):
            add(Hijack(c, q))
    if some:
        c = some[0]
        for r in range(5):
            add(CloseStation(c, letters[-1], r))
        add(CloseStation(c, "Z", 0))
    # flights: along the locomotive's row and column, and off them
    if pl.pos[0] == "T" and some:
        x, y = pl.pos[1], pl.pos[2]
        for c in some[:2]:
            for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                for k in range(1, 8):
                    for t in range(3):
                        add(Fly(c, x + dx * k, y + dy * k, t))
            add(Fly(c, x + 2, y + 2, 0))
            add(Fly(c, x, y, 0))
    elif some and tops:
        (x, y), _ = tops[0]
        add(Fly(some[0], x, y, 0))
    for q in st.players:
        for c in q.attached[:3]:
            add(Deliver(c))
            add(PickUp(c))
            add(DropCar(c))
            add(TakeCar(c))
            add(GiveCar(c))
            add(Discard(c))
    # ways: forward (legal while driving), backwards, and a cell with no track
    if st.phase == "turn":
        net = st.net
        pos, f = pl.pos, pl.facing
        back = net.ahead(pos, None if f is None else 1 - f)
        for node, _ in back[:2] + net.ahead(pos, f)[:2]:
            add(node_action_st(st, Go, node))
            add(node_action_st(st, PushTo, node))
        add(Go(far[0], far[1], 0))
        add(PushTo(far[0], far[1], -1))
    for q in range(st.n + 1):
        add(Target(q))
    # route changes: from free and occupied cards, to taken, far and neighbouring spaces, with any hand card
    locos = st.cards_with_locomotives()
    picks = [t for t in tops if t[0] in locos][:1] + [t for t in tops if t[0] not in locos][:3]
    front = st.frontier()[:2]
    for c in some[:3]:
        for (x0, y0), _ in picks:
            for (x, y) in [far, (x0, y0)] + occupied[:1] + front:
                for r in (0, 1, 4):
                    add(Relocate(c, x0, y0, x, y, r))
        add(Relocate(c, far[0], far[1], far[0] + 1, far[1], 0))
    add(PlaceStation("A", 0, 0))
    add(PlaceStation("B", 5, 5))
    return out
