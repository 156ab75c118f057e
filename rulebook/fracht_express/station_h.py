"""Rules of the section "station_h": the route change.

The player discards a hand card and moves one card of the rail system with the same action number that no
locomotive stands on: to any empty space next to a station or another card, or turned on its own space. They
may go on as long as they like, one discarded card for each card moved. Moving the card that closes a station
reopens the station.

Unit :class:`~.units.RouteChange` (``seat``, ``moved``): :class:`Relocate` (hand card, from, to, turn), or
:class:`Done` once at least one card has moved.

Readings (``GAPS.md``): the moved card is laid like a card extending the rail system (an empty space sharing an
edge with a station or another card, any turn; its old space does not count as a neighbour); turning it on its
own space is allowed when that space still touches another card or a station; moving the uppermost card of a
stack uncovers the card beneath, which is then part of the rail system again -- and a closed station stays
closed while any card is left on it; the first card must be moved once the action is chosen.
"""
from __future__ import annotations

from ..core import RuleViolation
from ..i18n import Msg, N_, NN_
from .actions import Done, Relocate, memo
from .units import RouteChange
from .words import place

RULE = "station_h"
KIND = "H"
NAME = N_("route change")
UNITS = ("route",)
WHAT = N_("the route change")


def _stack_depth(st, cell):
    return sum(1 for t in st.table if (t[0], t[1]) == cell)


def _destinations(st, cell) -> list:
    """Where the uppermost card of ``cell`` may go once lifted (sorted)."""
    occ = st.occupied()
    if _stack_depth(st, cell) == 1 and cell not in {tuple(v) for v in st.stations.values()}:
        occ.discard(cell)
    front = set(st._front)
    x, y = cell
    for c in ((x, y), (x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
        a, b = c
        if c not in occ and any(n in occ for n in ((a + 1, b), (a - 1, b), (a, b + 1), (a, b - 1))):
            front.add(c)
        else:
            front.discard(c)
    return sorted(front)


def moves(st, p) -> list:
    hand = st.players[p].hand
    if not hand:
        return []
    cards = st.comp.cards
    by_k = {}
    for c in sorted(set(hand)):
        by_k.setdefault(cards[c].action, []).append(c)
    locos = st.cards_with_locomotives()
    out = []
    for cell, (cid, rot) in st.top_sorted():
        hs = by_k.get(cards[cid].action)
        if not hs or cell in locos:
            continue
        turns = st.comp.turns[cid]
        for (x, y) in _destinations(st, cell):
            for r in turns:
                if (x, y) == cell and r == rot:
                    continue
                out.extend(Relocate(h, cell[0], cell[1], x, y, r) for h in hs)
    return out


def available(st, p):
    return bool(moves(st, p))


def begin(st, p):
    return RouteChange(p, 0)


def settle(st, u, ev):
    if moves(st, u.seat):
        return False
    st.stack.pop()
    if u.moved:
        ev.append(st.event(N_("{player} has no card left to move a card of the rail system with."), {}, RULE, u.seat))
    return True


def legal(st, u, out):
    out.extend(moves(st, u.seat))
    if u.moved:
        out.append(memo(Done))


def do(st, u, a, ev):
    p = u.seat
    if type(a) is Done:
        st.stack.pop()
        ev.append(st.event(N_("{player} ends the route change."), {}, RULE, p))
        return
    cell = (a.x0, a.y0)
    st.players[p].hand.remove(a.card)
    st.discard.append(a.card)
    i = max(k for k, t in enumerate(st.table) if (t[0], t[1]) == cell)
    moved = st.table.pop(i)[2]
    st.table.append([a.x, a.y, moved, a.turn])
    st.table_changed((cell, (a.x, a.y)))
    u.moved += 1
    ev.append(st.event(N_("{player} discards {card} and moves {moved} {where}."),
                       {"card": a.card, "moved": moved, "where": place(st, a.x, a.y)}, RULE, p))
    if st.closed is not None and tuple(st.stations[st.closed]) == cell and cell not in st.top:
        ev.append(st.event(N_("Station {s} is open again."), {"s": st.closed}, RULE, p))
        st.closed = None


def why_not(st, u, a):
    p = u.seat
    if type(a) is Done:
        return RuleViolation(RULE, Msg(N_("Move at least one card first: the route change was chosen.")))
    if type(a) is not Relocate:
        return RuleViolation(RULE, Msg(N_("First finish the route change: move a card, or stop.")))
    cards = st.comp.cards
    if a.card not in st.players[p].hand:
        return RuleViolation(RULE, Msg(N_("{card} is not in your hand."), {"card": a.card}))
    cell = (a.x0, a.y0)
    if cell not in st.top:
        return RuleViolation(RULE, Msg(N_("There is no distance card {where} to move."),
                                       {"where": place(st, a.x0, a.y0)}))
    cid, rot = st.top[cell]
    if cell in st.cards_with_locomotives():
        return RuleViolation(RULE, Msg(N_("A locomotive stands on {card}."), {"card": cid}))
    if cards[a.card].action != cards[cid].action:
        return RuleViolation(RULE, Msg(N_("{card} has action number {a}; the card to move, {moved}, has {b}."),
                                       {"card": a.card, "a": cards[a.card].action, "moved": cid,
                                        "b": cards[cid].action}))
    if a.turn not in range(4):
        return RuleViolation(RULE, Msg(N_("A card can be turned 0 to 3 quarters, not {t}."), {"t": a.turn}))
    if (a.x, a.y) == cell and a.turn == rot:
        return RuleViolation(RULE, Msg(N_("That leaves the card where and as it is.")))
    dests = _destinations(st, cell)
    if (a.x, a.y) not in dests:
        occ = st.occupied()
        if (a.x, a.y) in occ and ((a.x, a.y) != cell or _stack_depth(st, cell) > 1):
            return RuleViolation(RULE, Msg(N_("The space {where} is not empty; a moved card goes on an empty "
                                              "space."), {"where": place(st, a.x, a.y)}))
        return RuleViolation(RULE, Msg(N_("The space {where} shares no edge with a station or another card."),
                                       {"where": place(st, a.x, a.y, skip=(cell,))}))
    return RuleViolation(RULE, Msg(NN_("Turned {n} quarter, {card} looks the same as with a smaller turn; choose that one.",
                                       "Turned {n} quarters, {card} looks the same as with a smaller turn; "
                                       "choose that one."), {"n": a.turn, "card": cid}))


def prompt(st, u, who):
    if u.moved:
        return Msg(N_("{player}: move another card of the rail system, or stop."), {"player": who})
    return Msg(N_("{player}: discard a card and move a card of the rail system with the same action number."),
               {"player": who})
