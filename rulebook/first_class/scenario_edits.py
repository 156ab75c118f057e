"""Small edits of a First Class position, each checked like a save: one card into one place, scripted draws,
a pending decision to start inside.

Every function returns a new position (the one given is not changed) that went through the checks a save
goes through (``load.py``), with its history started there; a position the rules could not reach is
refused with :class:`~.scenario_check.ScenarioError` naming the broken rule -- the same problem sentence a save
of that position is refused with.

Examples
--------
>>> from rulebook.first_class.scenario import scenario, find_card
>>> s = scenario(players=2, seed=1, cur=0)
>>> card = find_card(s, "2 cars", colour="green")
>>> t = put(s, card, row=0, col=2)                  # into the first row, third place (0-based)
>>> t.rows[0][2] == card, sorted(sum(t.rows, [])) != sorted(sum(s.rows, [])) or card in sum(s.rows, [])
(True, True)
>>> put(s, find_card(s, "2 car upgrade", colour="blue"), player=0, pile="completed")  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
rulebook.first_class.scenario_check.ScenarioError: ... card X-B03 is blue, and blue cards leave their pile only from round 3 ...
"""
from __future__ import annotations

from ..i18n import N_
from .scenario_check import _fail, validated
from .units import Seq, symbols_tuple
from .data import COLOURS

PILES = ("completed", "contracts", "route")


def _where(st, card):
    """The place of an action card: ``("row", r, i)``, ``("pile", k, j)``, ``("removed", j)``, ``("held",)``
    or ``("player", p, pile, j)``; None when it is in none (not in this game)."""
    for r, row in enumerate(st.rows):
        if card in row:
            return ("row", r, row.index(card))
    for k, pile in enumerate(st.piles):
        if card in pile:
            return ("pile", k, pile.index(card))
    if card in st.removed:
        return ("removed", st.removed.index(card))
    if st.held == card:
        return ("held",)
    for p, pl in enumerate(st.players):
        for key in PILES:
            if card in getattr(pl, key):
                return ("player", p, key, getattr(pl, key).index(card))
    return None


def _set(st, place, card):
    """Write ``card`` at ``place`` (None: take the card there out, closing up a pile)."""
    kind = place[0]
    if kind == "row":
        st.rows[place[1]][place[2]] = card
        return
    if kind == "held":
        st.held = card
        return
    lst = (st.piles[place[1]] if kind == "pile" else st.removed if kind == "removed"
           else getattr(st.players[place[1]], place[2]))
    j = place[-1]
    if card is None:
        del lst[j]
    else:
        lst[j] = card


def _refill_from(st, colour):
    """A card of ``colour`` to fill a row place: from the removed cards, else the end of its pile."""
    for j in range(len(st.removed) - 1, -1, -1):
        if st.comp.cards[st.removed[j]].colour == colour:
            return st.removed.pop(j)
    pile = st.piles[COLOURS.index(colour)]
    return pile.pop() if pile else None


def put(state, card: str, *, row: int | None = None, col: int | None = None, player: int | None = None,
        pile: str = "completed"):
    """``state`` with action card ``card`` moved to one place, everything else kept.

    ``row``/``col`` (0-based, as ``state.rows[row][col]``): the card lying there takes ``card``'s old
    place (a swap; the place must hold a card). ``player`` with ``pile`` (``"completed"``,
    ``"contracts"`` or ``"route"``): the card joins that player's pile; a place it leaves in a row is
    filled with a card of the row's colour (from the removed cards, else its pile)."""
    st = state.copy()
    old = _where(st, card)
    if old is None:
        _fail(N_("There is no action card {card} in this game."), {"card": card})
    if row is not None or col is not None:
        if player is not None:
            _fail(N_("Put a card either into a row (row, col) or to a player (player, pile), not both."))
        if row not in range(3) or col not in range(6):
            _fail(N_("row must be 0 to 2 and col 0 to 5 (as in state.rows[row][col]), not {row!r} and {col!r}."),
                  {"row": row, "col": col})
        other = st.rows[row][col]
        if other is None:
            _fail(N_("Row {r} place {c} is empty (its card was taken this round); put a card where one lies."),
                  {"r": row, "c": col})
        if other != card:
            _set(st, old, other)
            st.rows[row][col] = card
    elif player is not None:
        if player not in range(st.n) or pile not in PILES:
            _fail(N_("player must be a seat from 0 to {last} and pile one of {piles}, not {p!r} and {pile!r}."),
                  {"last": st.n - 1, "piles": ", ".join(PILES), "p": player, "pile": pile})
        kind = st.comp.cards[card].type
        if pile in ("route", "contracts") and kind != pile.rstrip("s"):
            _fail(N_("Card {card} is a {kind} card; {pile} takes only cards of the kind {want}."),
                  {"card": card, "kind": kind, "want": pile.rstrip("s"), "pile": pile})
        sub = None
        if old[0] == "row":
            sub = _refill_from(st, COLOURS[(st.round - 1) // 2])
            if sub is None:
                _fail(N_("No card is left to fill the place {card} leaves in row {r}."), {"card": card, "r": old[1]})
        _set(st, old, sub)
        getattr(st.players[player], pile).append(card)
    else:
        _fail(N_("Say where the card goes: row and col, or player (and pile)."))
    st._cache = None
    t = validated(st)
    t._start_history()
    return t


def script_draws(st, draws) -> None:
    """Order the face-down piles so that ``draws`` (card ids, action cards and Game End cards) come next,
    in the order given: an action card goes to the front of its colour's pile (rows are dealt from the
    front), a Game End card to the top of the Game End pile."""
    seen = set()
    ge_next = []
    for cid in draws:
        if not isinstance(cid, str) or cid in seen:
            _fail(N_("draws must list card ids, each once; {got!r} is not one."), {"got": cid})
        seen.add(cid)
        if cid in st.comp.game_end_cards:
            if cid not in st.ge_deck:
                _fail(N_("draws: Game End card {card} is not in the face-down Game End pile."), {"card": cid})
            ge_next.append(cid)
            continue
        c = st.comp.cards.get(cid)
        k = COLOURS.index(c.colour) if c is not None else None
        if k is None or cid not in st.piles[k]:
            _fail(N_("draws: card {card} is not in a face-down pile, so it cannot be drawn."), {"card": cid})
    for k in range(3):
        first = [c for c in draws if c in st.piles[k]]
        st.piles[k] = first + [c for c in st.piles[k] if c not in first]
    st.ge_deck = [g for g in st.ge_deck if g not in ge_next] + list(reversed(ge_next))


def start_pending(st, symbols, rule="turn") -> None:
    """Put ``symbols`` (as in the data files, e.g. ``[("upgrade_any", 2)]``) on the stack for the seat to
    move, as if a card showing them were being carried out; symbols needing no choice happen at once."""
    if not isinstance(symbols, (list, tuple)) or not symbols:
        _fail(N_("pending must be a list of symbols such as [('upgrade_any', 1)]."))
    syms = []
    for sym in symbols:
        if (not isinstance(sym, (list, tuple)) or len(sym) not in (2, 3) or not isinstance(sym[0], str)
                or any(not isinstance(x, int) or isinstance(x, bool) for x in sym[1:])):
            _fail(N_("pending: {sym!r} is not a symbol (do, n) or (do, n, from)."), {"sym": sym})
        if sym[0] not in ("car", "upgrade", "upgrade_any", "conductors", "conductor_split", "locomotive",
                          "coins", "points", "game_end_card"):
            _fail(N_("pending: {do!r} is not a symbol of an action card."), {"do": sym[0]})
        syms.append((sym[0], sym[1], sym[2] if len(sym) > 2 else 0))
    st.stack.append(Seq(symbols_tuple(syms), rule))
    ev: list = []
    st._settle(st.current_player, ev)
    st.log.extend(ev)
