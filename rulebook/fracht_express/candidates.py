"""Near misses: the legal actions of a position plus the plausible mistakes.

``candidates(state)`` lists every legal action first (in the engine's order),
then actions a person might try that the rules refuse, rule by rule: a card
laid on a taken space or far from the rail system or not in the hand, turned a
fifth way; a cover on an empty space, on a crossing, with a crossing, on a card
with a locomotive, turned so the old tracks do not line up; a pick-up or a
delivery in the wrong station or past five cars; a move with too small an
action number; a way backwards at a switch; a car that is not attached; a
second draw; special actions outside the advanced game or at the wrong time.

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
                      Go, Hijack, Move, NoObjection, Object, PickUp, PlaceStation, PushTo, Relocate, SkipSpecial, Stop,
                      TakeCar, Target, UseSpecial)
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
    for c in some:
        add(Move(c))
        add(DrawCards(c))
        add(PickUp(c))
        add(Deliver(c))
        add(DropCar(c))
        add(Attach(c))
        add(Discard(c))
        add(TakeCar(c))
        for (x, y) in cells:
            add(Extend(c, x, y, 0))
        for r in (1, 2, 3, 4):
            add(Extend(c, far[0] - 4, far[1], r))
        for (x, y), _ in list(sorted(st.top.items()))[:4]:
            for r in range(4):
                add(Cover(c, x, y, r))
        add(Cover(c, far[0], far[1], 0))
        for L in "AD":
            add(CloseStation(c, L, 0))
        add(Hijack(c, (p + 1) % st.n))
        if st.top:
            (x, y), _ = min(st.top.items())
            add(Fly(c, x, y))
    for c in pl.attached:
        add(Deliver(c))
        add(PickUp(c))
        add(DropCar(c))
        add(TakeCar(c))
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
    if st.top:
        (x, y), _ = min(st.top.items())
        add(Relocate(x, y, far[0], far[1], 0))
    add(Relocate(far[0], far[1], far[0] + 1, far[1], 0))
    add(PlaceStation("A", 0, 0))
    add(PlaceStation("B", 5, 5))
    return out
