"""Rules of the section "change": lay a card from the hand on top of a laid distance card. No locomotive may
stand on the covered card, and every track of the covered card must be on the new card, joining the same
edges (extra tracks are fine). Crossings neither cover nor are covered.

Rulings: ``cover_orientation`` ("tracks": the old tracks must lie where they lay; "card": the new card must
also be turned the same way as the covered one) and ``quick_reference`` ("card": the summary card's wording,
which asks only that the old tracks be on the new card -- a locomotive may then stand on the covered card
and is carried over to the same place on the new one).
"""
from __future__ import annotations

from ..core import RuleViolation
from ..i18n import Msg, N_
from .actions import Cover
from .data import distinct_turns, shape

RULE = "change"


def _strict(st):
    return st.rulings["quick_reference"] != "card"


def fits(st, old_cid, old_rot, new_cid, new_rot) -> bool:
    cards = st.comp.cards
    if st.rulings["cover_orientation"] == "card" and new_rot != old_rot:
        return False
    return shape(cards[old_cid], old_rot) <= shape(cards[new_cid], new_rot)


def legal(st, p, out):
    hand = [c for c in sorted(set(st.players[p].hand)) if not st.comp.cards[c].crossing]
    if not hand:
        return
    cards = st.comp.cards
    occupied = st.cards_with_locomotives() if _strict(st) else set()
    for (x, y), (cid, rot) in sorted(st.top.items()):
        if cards[cid].crossing or (x, y) in occupied:
            continue
        for c in hand:
            for r in distinct_turns(cards[c]):
                if fits(st, cid, rot, c, r):
                    out.append(Cover(c, x, y, r))


def why_not(st, p, a):
    cards = st.comp.cards
    if a.card not in st.players[p].hand:
        return RuleViolation(RULE, Msg(N_("{card} is not in your hand."), {"card": a.card}))
    if cards[a.card].crossing:
        return RuleViolation("crossings", Msg(N_("A crossing may only be laid on an empty space, never on a card.")))
    cell = (a.x, a.y)
    if cell not in st.top:
        return RuleViolation(RULE, Msg(N_("There is no distance card on space ({x}, {y}) to cover."),
                                       {"x": a.x, "y": a.y}))
    cid, rot = st.top[cell]
    if cards[cid].crossing:
        return RuleViolation("crossings", Msg(N_("A crossing is never covered.")))
    if _strict(st) and cell in st.cards_with_locomotives():
        return RuleViolation(RULE, Msg(N_("A locomotive stands on the card on space ({x}, {y})."),
                                       {"x": a.x, "y": a.y}))
    if a.turn not in range(4):
        return RuleViolation(RULE, Msg(N_("A card can be turned 0 to 3 quarters, not {t}."), {"t": a.turn}))
    if st.rulings["cover_orientation"] == "card" and a.turn != rot:
        return RuleViolation(RULE, Msg(N_("The new card must be turned the same way as the card it covers.")))
    if not shape(cards[cid], rot) <= shape(cards[a.card], a.turn):
        return RuleViolation(RULE, Msg(N_("Turned this way, {card} does not carry every track of the covered card "
                                          "between the same edges."), {"card": a.card}))
    return RuleViolation(RULE, Msg(N_("Turned {t} quarter(s), {card} looks the same as with a smaller turn; "
                                      "choose that one."), {"t": a.turn, "card": a.card}))


def do(st, p, a, ev):
    cell = (a.x, a.y)
    old = st.top[cell]
    carried = [q for q in range(st.n) if st.players[q].pos[0] == "T" and tuple(st.players[q].pos[1:3]) == cell]
    st.players[p].hand.remove(a.card)
    st.table.append([a.x, a.y, a.card, a.turn])
    for q in carried:  # only under quick_reference="card": the same track (same edges), nearest tie
        carry_over(st, q, old, (a.card, a.turn))
    st.table_changed()
    ev.append(st.event(N_("{player} covers {old} on space ({x}, {y}) with {card}."),
                       {"old": old[0], "card": a.card, "x": a.x, "y": a.y}, RULE, p))


def carry_over(st, q, old, new):
    from .data import turned
    pl = st.players[q]
    _, x, y, t, i = pl.pos
    cards = st.comp.cards
    a, b, n = turned(cards[old[0]], old[1])[t]
    for t2, (a2, b2, n2) in enumerate(turned(cards[new[0]], new[1])):
        if {a2, b2} == {a, b}:
            same = (a2 == a)
            i2 = min(i, n2 - 1) if same else n2 - 1 - min(i, n2 - 1)
            f = pl.facing if same else 1 - pl.facing
            pl.pos = ["T", x, y, t2, i2]
            pl.facing = f
            return
