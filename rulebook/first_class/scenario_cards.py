"""A scenario's cards: the action cards named in rows, piles, the removed cards, the card in hand and the
players' piles, and the Game End cards named in the display, the deck and the players' hands.

Cards are moved, never made or lost: a card named somewhere leaves the place it was dealt to, and the hole it
leaves in a row is filled with another card of that row's colour; a card nobody names stays where it was dealt
or goes to the removed cards. Each mistake (a card not in this game, a card placed twice, a row with too many
places empty) is a :class:`~rulebook.first_class.scenario_check.ScenarioError`.
"""
from __future__ import annotations

from ..i18n import Msg, N_, NN_
from .data import COLOURS
from .scenario_check import _fail

_HOLE = object()
PLAYER_PILES = ("completed", "contracts", "route")


def card_ids(v, where):
    """``v`` as a list of card ids (a ScenarioError naming ``where`` if it is not a list)."""
    if not isinstance(v, (list, tuple)):
        _fail(N_("{where} must be a list of card ids."), {"where": where})
    return list(v)


# ---------------------------------------------------------------------------- action cards
def place_action_cards(s, seats, rows, piles, removed, held, row_taken, phase):
    """Write the action cards named by the scenario over the dealt position ``s``."""
    comp = s.comp
    in_game = {cid for cid, c in comp.cards.items() if c.module == "X" or c.module in s.options["modules"]}
    new_rows, new_piles, removed_given, explicit = _named_places(s, seats, rows, piles, removed, held)
    placed = _check_named(s, seats, explicit, in_game)
    taken_now = _keep_unnamed(s, new_rows, new_piles, placed, held)
    rem_explicit = removed is not None
    removed = removed_given if rem_explicit else [c for c in s.removed if c not in placed]
    players = {}
    for p, d in enumerate(seats[:s.n]):
        pl = s.players[p]
        for key in PLAYER_PILES:
            if d is not None and key in d:
                players[(p, key)] = list(d[key])
            else:
                players[(p, key)] = [c for c in getattr(pl, key) if c not in placed]
    everywhere = set(c for r in new_rows for c in r if isinstance(c, str))
    everywhere |= set(c for pile in new_piles for c in pile if isinstance(c, str))
    everywhere |= set(removed) | set(c for v in players.values() for c in v)
    if held is not None:
        everywhere.add(held)
    explicit_piles = {i for i in range(3) if piles is not None and piles[i] is not None}
    _fill_holes(s, new_rows, new_piles, removed, rem_explicit, sorted(in_game - everywhere), explicit_piles)
    s.rows = new_rows
    s.piles = new_piles
    s.removed = removed
    for (p, key), v in players.items():
        setattr(s.players[p], key, v)
    if row_taken is not None:
        s.row_taken = list(row_taken)
    elif phase not in ("scoring", "over") or rows is not None:
        s.row_taken = _row_taken(s, rows, new_rows, taken_now)


def _named_places(s, seats, rows, piles, removed, held) -> tuple:
    """The rows and piles given (None where kept as dealt), the removed cards given, and every place that names
    cards as ``(where, [ids])``."""
    explicit = []  # (where, [ids])
    new_rows = [None, None, None]
    new_piles = [None, None, None]
    if rows is not None:
        if not isinstance(rows, (list, tuple)) or len(rows) != 3:
            _fail(N_("rows must be three lists (or None to keep a dealt row)."))
        for r, row in enumerate(rows):
            if row is None:
                continue
            row = card_ids(row, f"rows[{r}]")
            if len(row) != 6:
                _fail(N_("rows[{r}] must have six places (None for a card already gone), not {k}."),
                      {"r": r, "k": len(row)})
            new_rows[r] = row
            explicit.append((f"rows[{r}]", [c for c in row if c is not None]))
    if piles is not None:
        if not isinstance(piles, (list, tuple)) or len(piles) != 3:
            _fail(N_("piles must be three lists (or None to keep a pile as dealt)."))
        for i, pile in enumerate(piles):
            if pile is not None:
                new_piles[i] = card_ids(pile, f"piles[{i}]")
                explicit.append((f"piles[{i}]", new_piles[i]))
    if removed is not None:
        removed = card_ids(removed, "removed")
        explicit.append(("removed", removed))
    if held is not None:
        explicit.append(("held", [held]))
    for p, d in enumerate(seats[:s.n]):
        for key in PLAYER_PILES:
            if d is not None and key in d:
                explicit.append((f"p{p}.{key}", card_ids(d[key], f"p{p}.{key}")))
    return new_rows, new_piles, removed, explicit


def _check_named(s, seats, explicit, in_game) -> set:
    """Every named card exists, is in this game and is named once; route and contract piles hold only route
    cards and contracts. Returns the named cards."""
    comp = s.comp
    seen = {}
    for where, ids in explicit:
        for cid in ids:
            if cid not in comp.cards:
                _fail(N_("{where}: there is no action card {card}."), {"where": where, "card": cid})
            if cid not in in_game:
                _fail(N_("{where}: card {card} belongs to module {m}, which this game does not use."),
                      {"where": where, "card": cid, "m": comp.cards[cid].module})
            if cid in seen:
                _fail(N_("Card {card} is placed twice: in {a} and in {b}."), {"card": cid, "a": seen[cid], "b": where})
            seen[cid] = where
    for p, d in enumerate(seats[:s.n]):
        for cid in (d or {}).get("route", []):
            if comp.cards[cid].type != "route":
                _fail(N_("p{p}.route: card {card} is not a route card."), {"p": p, "card": cid})
        for cid in (d or {}).get("contracts", []):
            if comp.cards[cid].type != "contract":
                _fail(N_("p{p}.contracts: card {card} is not a contract."), {"p": p, "card": cid})
    return set(seen)


def _keep_unnamed(s, new_rows, new_piles, placed, held) -> list:
    """Rows and piles not given keep what was not named, with holes where named cards were pulled out (the
    card in hand leaves an empty place). Returns the places each row lost to the card in hand."""
    taken_now = [0, 0, 0]
    for r in range(3):
        if new_rows[r] is None:
            row = []
            for c in s.rows[r]:
                if c == held:
                    row.append(None)
                    taken_now[r] += 1
                elif c in placed:
                    row.append(_HOLE)
                else:
                    row.append(c)
            new_rows[r] = row
    for i in range(3):
        if new_piles[i] is None:
            new_piles[i] = [(_HOLE if c in placed else c) for c in s.piles[i]]
    return taken_now


def _fill_holes(s, new_rows, new_piles, removed, rem_explicit, free, explicit_piles) -> None:
    """Fill each hole with a card of its colour: first a card that is nowhere (``free``), then a removed card
    (unless the removed cards were given), for a row also the bottom of its pile; cards still nowhere go to
    the removed cards or their pile."""
    comp = s.comp

    def colour_of(cid):
        return comp.cards[cid].colour

    def take_free(colour, allow_pile):
        for c in free:
            if colour_of(c) == colour:
                free.remove(c)
                return c
        if not rem_explicit:
            for c in reversed(removed):
                if colour_of(c) == colour:
                    removed.remove(c)
                    return c
        if allow_pile:
            k = COLOURS.index(colour)
            if k not in explicit_piles:
                for j in range(len(new_piles[k]) - 1, -1, -1):
                    if isinstance(new_piles[k][j], str):
                        return new_piles[k].pop(j)
        return None

    row_colour = COLOURS[(s.round - 1) // 2]
    for r in range(3):
        for i, c in enumerate(new_rows[r]):
            if c is _HOLE:
                sub = take_free(row_colour, True)
                if sub is None:
                    _fail(N_("No {colour} card is left to fill the place of a card taken out of row {r}."),
                          {"colour": Msg(row_colour), "r": r + 1})
                new_rows[r][i] = sub
    for k in range(3):
        filled = []
        for c in new_piles[k]:
            if c is _HOLE:
                c = take_free(COLOURS[k], False)
            if c is not None:
                filled.append(c)
        new_piles[k] = filled
    for c in free:
        k = COLOURS.index(colour_of(c))
        if not rem_explicit:
            removed.append(c)
        elif k not in explicit_piles:
            new_piles[k].append(c)
        else:
            _fail(N_("Card {card} would be nowhere: add it to removed, a pile or a row."), {"card": c})


def _row_taken(s, rows, new_rows, taken_now) -> list:
    """The cards taken from each row this round: the empty places of a row given (six: a cleared row), else
    the dealt count plus the card in hand."""
    n = s.n
    out = []
    for r in range(3):
        gone = sum(1 for c in new_rows[r] if c is None)
        if rows is not None and rows[r] is not None:
            if gone == 6:
                gone = n
            elif gone >= n:
                _fail(N_("Row {r} has {k} places empty, but in a {n}-player game a row is cleared once "
                         "{n} cards are gone from it."), {"r": r + 1, "k": gone, "n": n})
        else:
            gone = s.row_taken[r] + taken_now[r]
        out.append(gone)
    return out


# ---------------------------------------------------------------------------- Game End cards
def place_game_end_cards(s, seats, ge_display, ge_deck, stack):
    """Write the Game End cards named by the scenario over the dealt position ``s``; the display is topped up
    to four and the hands keep their size from what is left."""
    n = s.n
    explicit = []
    if ge_display is not None:
        explicit.append(("ge_display", card_ids(ge_display, "ge_display")))
    if ge_deck is not None:
        explicit.append(("ge_deck", card_ids(ge_deck, "ge_deck")))
    for p, d in enumerate(seats[:n]):
        if d is not None and "ge" in d:
            explicit.append((f"p{p}.ge", card_ids(d["ge"], f"p{p}.ge")))
    for u in stack or []:
        if isinstance(u, (list, tuple)) and u and u[0] == "pay" and len(u) == 3:
            explicit.append(("stack", [u[2]]))
    seen = {}
    for where, ids in explicit:
        for g in ids:
            if g not in s.comp.game_end_cards:
                _fail(N_("{where}: there is no Game End card {card}."), {"where": where, "card": g})
            if g in seen:
                _fail(N_("Game End card {card} is placed twice: in {a} and in {b}."),
                      {"card": g, "a": seen[g], "b": where})
            seen[g] = where
    placed = set(seen)
    deck = list(ge_deck) if ge_deck is not None else [g for g in s.ge_deck if g not in placed]
    display = list(ge_display) if ge_display is not None else [g for g in s.ge_display if g not in placed]
    hands = {}
    for p, d in enumerate(seats[:n]):
        if d is not None and "ge" in d:
            hands[p] = list(d["ge"])
        else:
            mine = [g for g in s.players[p].ge if g not in placed]
            hands[p] = mine
    everywhere = set(deck) | set(display) | set(g for h in hands.values() for g in h) | placed
    free = sorted(set(s.comp.game_end_cards) - everywhere)
    if ge_deck is None:
        deck.extend(free)
        free = []
    for p, d in enumerate(seats[:n]):
        if not (d is not None and "ge" in d):
            while len(hands[p]) < len(s.players[p].ge):
                src = free if free else deck
                if not src:
                    break
                hands[p].append(src.pop())
    if ge_display is None:
        while len(display) < 4 and (free or deck):
            display.append((free or deck).pop())
    if free:
        _fail(NN_("Game End card {cards} would be nowhere: add it to ge_deck.",
                  "Game End cards {cards} would be nowhere: add them to ge_deck."), {"cards": ", ".join(free), "n": len(free)})
    s.ge_deck, s.ge_display = deck, display
    for p, h in hands.items():
        s.players[p].ge = h


