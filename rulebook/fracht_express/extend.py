"""Rules of the section "extend": lay a card from the hand on an empty space that shares an edge with a
station or a laid card, turned any of four ways."""
from __future__ import annotations

from ..core import RuleViolation
from ..i18n import Msg, N_
from .actions import Extend
from .data import distinct_turns
from .network import DX, DY

RULE = "extend"


def frontier(st) -> list:
    """Empty spaces next to a station or a laid card, sorted."""
    occ = st.occupied()
    out = set()
    for (x, y) in occ:
        for s in range(4):
            c = (x + DX[s], y + DY[s])
            if c not in occ:
                out.add(c)
    return sorted(out)


def legal(st, p, out):
    hand = st.players[p].hand
    if not hand:
        return
    cells = frontier(st)
    cards = st.comp.cards
    for c in sorted(set(hand)):
        for r in distinct_turns(cards[c]):
            for (x, y) in cells:
                out.append(Extend(c, x, y, r))


def why_not(st, p, a):
    if a.card not in st.players[p].hand:
        return RuleViolation(RULE, Msg(N_("{card} is not in your hand."), {"card": a.card}))
    if a.turn not in range(4):
        return RuleViolation(RULE, Msg(N_("A card can be turned 0 to 3 quarters, not {t}."), {"t": a.turn}))
    cell = (a.x, a.y)
    occ = st.occupied()
    if cell in occ:
        return RuleViolation(RULE, Msg(N_("Space ({x}, {y}) is not empty; covering a card is a change of the rail "
                                          "system."), {"x": a.x, "y": a.y}))
    if not any((a.x + DX[s], a.y + DY[s]) in occ for s in range(4)):
        return RuleViolation(RULE, Msg(N_("Space ({x}, {y}) shares no edge with a station or a laid card."),
                                       {"x": a.x, "y": a.y}))
    return RuleViolation(RULE, Msg(N_("Turned {t} quarter(s), {card} looks the same as with a smaller turn; "
                                      "choose that one."), {"t": a.turn, "card": a.card}))


def do(st, p, a, ev):
    st.players[p].hand.remove(a.card)
    st.table.append([a.x, a.y, a.card, a.turn])
    st.table_changed()
    ev.append(st.event(N_("{player} lays {card} on space ({x}, {y})."), {"card": a.card, "x": a.x, "y": a.y}, RULE, p))
