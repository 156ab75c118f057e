"""Rules of the section "extend": lay a card from the hand on an empty space that shares an edge with a
station or a laid card, turned any of four ways.

Speed: the empty spaces next to the rail system (``state.frontier()``) are kept up to date as cards come and
go, and the ``Extend`` actions of a card over them are listed once per table (``state._ext``) from objects made
once per card and space (``blocks``); the legal-set check of an ``Extend`` is a look-up in the same data.
"""
from __future__ import annotations

from bisect import bisect_left

from ..core import RuleViolation
from ..i18n import Msg, N_, NN_
from .actions import Extend, placing
from .network import DX, DY
from .words import place

RULE = "extend"

_BLOCKS: dict = {}  # (data fingerprint, card) -> {cell: (Extend for each distinct turn, ...)}

# Bounds of the caches. The data fingerprint is the same for every game on one data set, but the spaces are
# not: the rail system wanders over an unbounded table, so each game adds the spaces it reached that no earlier
# game did. A card's cache is emptied when it holds CELLS_CAP spaces (its next misses fill it again), and the
# whole cache when it holds CARDS_CAP (data set, card) entries (many data folders in one process). Both checks
# sit on the miss path only; a hit costs what it did.
CELLS_CAP = 512
CARDS_CAP = 128


_extend = placing(Extend)


def blocks(comp, card) -> dict:
    """The card's cache: a plain dict (the interpreter looks those up quickest); ``fill`` adds a missing space."""
    key = (comp.fingerprint, card)
    b = _BLOCKS.get(key)
    if b is None:
        if len(_BLOCKS) >= CARDS_CAP:
            _BLOCKS.clear()
        b = _BLOCKS[key] = {}
    return b


def fill(comp, b, card, cell) -> tuple:
    """The ``Extend`` of ``card`` on ``cell`` for each distinct turn, made and kept in its cache ``b``."""
    if len(b) >= CELLS_CAP:
        b.clear()
    blk = b[cell] = tuple(_extend(card, cell[0], cell[1], comp.turns[card]))
    return blk


def block(comp, card, cell) -> tuple:
    b = blocks(comp, card)
    blk = b.get(cell)
    return blk if blk is not None else fill(comp, b, card, cell)


def frontier(st) -> list:
    """Empty spaces next to a station or a laid card, sorted."""
    return st.frontier()


def card_list(st, card) -> list:
    """Every ``Extend`` of ``card`` on the current table: by space, then by turn."""
    lst = st._ext.get(card)
    if lst is None:
        b = blocks(st.comp, card)
        lst = st._ext[card] = []
        cells = iter(st.frontier())
        while True:
            try:
                for cell in cells:   # ``+=`` of each space's tuple: no iterator per space, as chain() makes
                    lst += b[cell]
                break
            except KeyError:         # a space not seen yet with this card: made, then on with the next
                lst += fill(st.comp, b, card, cell)
    return lst


def held(st) -> set:
    """The cards in the players' hands: the cached lists worth keeping up to date when the table changes (each
    turn the next player lists theirs)."""
    out = set()
    for pl in st.players:
        out.update(pl.hand)
    return out


def patch(st, removed, added):
    """Bring the sorted frontier and the cached ``Extend`` lists up to date after spaces left or joined the
    frontier (the lists hold one block of equal length per space, in frontier order). Lists of cards in no
    player's hand are dropped rather than patched."""
    fs = st._front_sorted
    if fs is None:
        st._ext = {}
        return
    comp = st.comp
    if st._ext:
        hand = held(st)
        ext = {c: (lst, len(comp.turns[c]), c) for c, lst in st._ext.items() if c in hand}
    else:
        ext = {}
    for cell in sorted(removed):
        i = bisect_left(fs, cell)
        del fs[i]
        for lst, nt, _ in ext.values():
            del lst[i * nt:(i + 1) * nt]
    for cell in sorted(added):
        j = bisect_left(fs, cell)
        fs.insert(j, cell)
        for lst, nt, c in ext.values():
            lst[j * nt:j * nt] = block(comp, c, cell)
    st._ext = {c: v[0] for c, v in ext.items()}


def legal(st, p, out):
    """Append the legal ``Extend`` actions; return the set of cards they are for (None when there are none)."""
    hand = st.players[p].hand
    if not hand:
        return None
    cards = set(hand)
    for c in sorted(cards):
        out.extend(card_list(st, c))
    return cards


def lookup(st, cards, a):
    """The listed ``Extend`` equal to ``a`` when ``cards`` are the cards listed, else None."""
    c = a.card
    if c not in cards or (a.x, a.y) not in st._front:
        return None
    for o in block(st.comp, c, (a.x, a.y)):
        if o.turn == a.turn:
            return o
    return None


def why_not(st, p, a):
    if a.card not in st.players[p].hand:
        return RuleViolation(RULE, Msg(N_("{card} is not in your hand."), {"card": a.card}))
    if a.turn not in range(4):
        return RuleViolation(RULE, Msg(N_("A card can be turned 0 to 3 quarters, not {t}."), {"t": a.turn}))
    cell = (a.x, a.y)
    occ = st.occupied()
    if cell in occ:
        return RuleViolation(RULE, Msg(N_("The space {where} is not empty; covering a card is a change of the rail "
                                          "system."), {"where": place(st, a.x, a.y)}))
    if not any((a.x + DX[s], a.y + DY[s]) in occ for s in range(4)):
        return RuleViolation(RULE, Msg(N_("The space {where} shares no edge with a station or a laid card."),
                                       {"where": place(st, a.x, a.y)}))
    return RuleViolation(RULE, Msg(NN_("Turned {n} quarter, {card} looks the same as with a smaller turn; choose that one.",
                                       "Turned {n} quarters, {card} looks the same as with a smaller turn; "
                                       "choose that one."), {"n": a.turn, "card": a.card}))


def do(st, p, a, ev):
    st.players[p].hand.remove(a.card)
    st.table.append([a.x, a.y, a.card, a.turn])
    st.table_changed(((a.x, a.y),))
    ev.append(st.event(N_("{player} lays {card} {where}."), {"card": a.card, "where": place(st, a.x, a.y)}, RULE, p))
