"""Rules of the section "change": lay a card from the hand on top of a laid distance card. No locomotive may
stand on the covered card, and every track of the covered card must be on the new card, joining the same
edges (extra tracks are fine). Crossings neither cover nor are covered.

Rulings: ``cover_orientation`` ("tracks": the old tracks must lie where they lay; "card": the new card must
also be turned the same way as the covered one) and ``quick_reference`` ("card": the summary card's wording,
which asks only that the old tracks be on the new card -- a locomotive may then stand on the covered card
and is carried over to the same place on the new one).
"""
from __future__ import annotations

from bisect import bisect_left, bisect_right
from itertools import compress

from ..core import RuleViolation
from ..i18n import Msg, N_, NN_
from .actions import Cover, placing
from .extend import held
from .words import place

RULE = "change"


def _strict(st):
    return st.rulings["quick_reference"] != "card"


# Bounds of the caches, as in extend.py: the spaces differ from game to game (the rail system wanders over an
# unbounded table), so a card's ``Cover`` objects are dropped when they cover COVERS_CAP spaces, and a whole
# cache when it holds CARDS_CAP (data set, card) entries. Both checks sit on the miss path only.
COVERS_CAP = 1024
CARDS_CAP = 128

_FITS: dict = {}  # (data fingerprint, card, same turn only) -> {(covered card, its turn): (turns that fit, ...)}


def _fits_of(st, card) -> dict:
    same = st.rulings["cover_orientation"] == "card"
    key = (st.comp.fingerprint, card, same)
    f = _FITS.get(key)
    if f is None:
        if len(_FITS) >= CARDS_CAP:
            _FITS.clear()
        comp = st.comp
        f = _FITS[key] = {}
        for old in comp.ids:
            if comp.cards[old].crossing:
                continue
            for r0 in range(4):
                rs = tuple(r for r in comp.turns[card] if (not same or r == r0)
                           and comp.shapes[old, r0] <= comp.shapes[card, r])
                if rs:
                    f[old, r0] = rs
    return f


_make = placing(Cover)
_COVERS: dict = {}  # (data fingerprint, card) -> {cell: {turns that fit: (Cover for each turn, ...)}}


def _made(st, card):
    key = (st.comp.fingerprint, card)
    made = _COVERS.get(key)
    if made is None:
        if len(_COVERS) >= CARDS_CAP:
            _COVERS.clear()
        made = _COVERS[key] = {}
    return made


def _cell_actions(made, card, cell, rs):
    """The ``Cover`` actions of ``card`` on ``cell`` turned each of ``rs`` ways (a tuple from ``_fits_of``), made
    once per card, space and turns (which turns fit a space changes with the card under it; the objects do
    not)."""
    by_turns = made.get(cell)
    if by_turns is None:
        if len(made) >= COVERS_CAP:
            made.clear()
        by_turns = made[cell] = {}
    got = by_turns.get(rs)
    if got is None:
        got = by_turns[rs] = tuple(_make(card, cell[0], cell[1], rs))
    return got


def card_list(st, card) -> list:
    """Every ``Cover`` with ``card`` on the current table, locomotives not considered: by space, then turn.

    The turns that fit are looked up for every uppermost card at once (``map``); only the spaces where some
    turn fits are sorted and visited one by one."""
    lst = st._cov.get(card)
    if lst is None:
        top = st.top
        fits = _fits_of(st, card).get
        made = _made(st, card)
        lst = []
        for cell in sorted(compress(top, map(fits, top.values()))):
            by_turns = made.get(cell)
            rs = fits(top[cell])
            got = by_turns.get(rs) if by_turns is not None else None
            lst += got if got is not None else _cell_actions(made, card, cell, rs)
        st._cov[card] = lst
    return lst


def _cell_key(a):
    return (a.x, a.y)


def patch(st, cells):
    """Bring the cached ``Cover`` lists up to date after the uppermost cards of ``cells`` changed; lists of
    cards in no player's hand are dropped."""
    if not st._cov:
        return
    hand = held(st)
    top = st.top
    new = {}
    for c, lst in st._cov.items():
        if c not in hand:
            continue
        fits_ = _fits_of(st, c)
        for cell in cells:
            i = bisect_left(lst, cell, key=_cell_key)   # the cell's actions are lst[i:j] (a list sorted by space)
            j = bisect_right(lst, cell, key=_cell_key)
            v = top.get(cell)
            rs = fits_.get(v) if v is not None else None
            lst[i:j] = _cell_actions(_made(st, c), c, cell, rs) if rs else ()
        new[c] = lst
    st._cov = new


def legal(st, p, out):
    cards = st.comp.cards
    hand = [c for c in sorted(set(st.players[p].hand)) if not cards[c].crossing]
    if not hand:
        return
    occupied = st.cards_with_locomotives() if _strict(st) else ()
    for c in hand:
        lst = card_list(st, c)
        if occupied and lst:
            out.extend(a for a in lst if (a.x, a.y) not in occupied)
        else:
            out.extend(lst)


def why_not(st, p, a):
    cards = st.comp.cards
    if a.card not in st.players[p].hand:
        return RuleViolation(RULE, Msg(N_("{card} is not in your hand."), {"card": a.card}))
    if cards[a.card].crossing:
        return RuleViolation("crossings", Msg(N_("A crossing may only be laid on an empty space, never on a card.")))
    cell = (a.x, a.y)
    if cell not in st.top:
        return RuleViolation(RULE, Msg(N_("There is no distance card {where} to cover."),
                                       {"where": place(st, a.x, a.y)}))
    cid, rot = st.top[cell]
    if cards[cid].crossing:
        return RuleViolation("crossings", Msg(N_("A crossing is never covered.")))
    if _strict(st) and cell in st.cards_with_locomotives():
        return RuleViolation(RULE, Msg(N_("A locomotive stands on {card}."), {"card": cid}))
    if a.turn not in range(4):
        return RuleViolation(RULE, Msg(N_("A card can be turned 0 to 3 quarters, not {t}."), {"t": a.turn}))
    if st.rulings["cover_orientation"] == "card" and a.turn != rot:
        return RuleViolation(RULE, Msg(N_("The new card must be turned the same way as the card it covers.")))
    if not st.comp.shapes[cid, rot] <= st.comp.shapes[a.card, a.turn]:
        return RuleViolation(RULE, Msg(N_("Turned this way, {card} does not carry every track of the covered card "
                                          "between the same edges."), {"card": a.card}))
    return RuleViolation(RULE, Msg(NN_("Turned {n} quarter, {card} looks the same as with a smaller turn; choose that one.",
                                       "Turned {n} quarters, {card} looks the same as with a smaller turn; "
                                       "choose that one."), {"n": a.turn, "card": a.card}))


def do(st, p, a, ev):
    cell = (a.x, a.y)
    old = st.top[cell]
    carried = [q for q in range(st.n) if st.players[q].pos[0] == "T" and tuple(st.players[q].pos[1:3]) == cell]
    st.players[p].hand.remove(a.card)
    st.table.append([a.x, a.y, a.card, a.turn])
    for q in carried:  # only under quick_reference="card": the same track (same edges), nearest tie
        carry_over(st, q, old, (a.card, a.turn))
    st.table_changed((cell,))
    ev.append(st.event(N_("{player} covers {old} with {card}."), {"old": old[0], "card": a.card}, RULE, p))


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
