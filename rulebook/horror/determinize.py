"""Determinization for search bots: a full Horror position the investigators could be looking at.

``determinize(state, seat, rng)`` returns a copy of ``state`` in which everything
``state.view(seat)`` hides is dealt again at random, uniformly among the ways
that agree with the view, and whose own random generator is re-seeded from
``rng`` (so later chance -- a token put back into the bag, a feature card, a
story card -- is not the true future either). The view is the same for every
seat (the game is cooperative and nothing is private), so ``seat`` changes
nothing here.

What the view hides, and how it is dealt again
    *Face-down clue tokens.* All clue tokens lie on the suspect boards, each on
    a spot of its kind (ticket, desire, feature). For each kind, the tokens of
    that kind not face up are shuffled and put back on that kind's face-down
    spots. (Which suspects are cultists follows from the clues, so it is
    dealt again with them.)
    *Face-down landscapes.* For each size, the landscapes of that size not
    face up anywhere are shuffled and dealt to the face-down tiles of that
    size (the unused ones stay in the box).
    *The conversation bag, the event bag, the spell deck and the item deck.*
    The view shows only how many each holds. What they hold follows from what
    is visible (every component is in exactly one place): the conversation
    tokens not set aside and not drawn in a talk under way; the event tokens
    not in the discard, the supply, on the event board, on the Locomotive or
    just drawn; the spells not in the Grimoire; the items not in the pool or
    the box. Each is shuffled into a new order.
    *The passenger, Monster Unleashed and Incantation decks.* A card drawn
    from them goes back under the deck, so each always holds its whole set
    (the Incantation deck: the current ritual's); only the order is hidden,
    and it is shuffled.
    *Witness tampering.* Only the top token of the right-hand stack shows; the
    tokens under it are the ones neither there nor on the left-hand stack, and
    they are shuffled.

Memory (``rulebook/memory.py``)
    A drawn Passenger, Monster Unleashed or Incantation card is told to the
    whole table (the log names it) and goes under its deck, so the bottom of
    each deck is known to anyone who watched. ``remember`` keeps, per deck,
    the names of the cards drawn, the latest last; given ``memory=``,
    ``determinize`` puts those cards at the bottom in that order and shuffles
    only the rest. A remembered list that does not fit the deck (a card not in
    it, more cards than it holds) is ignored rather than trusted.

A determinization is for search only: its log and history are empty and it has
no base position, so it cannot be undone or saved. The result depends on
nothing but ``state.view(seat)``, the component data and ``rng``.

>>> import rulebook
>>> from rulebook.core import Rng
>>> s = rulebook.GAMES["horror"].new_game(players=2, seed=1)
>>> d = determinize(s, 0, Rng(1))
>>> d.view(0) == s.view(0), d.check_invariants()
(True, [])
"""
from __future__ import annotations

from collections import Counter

import random

from ..core import Rng

_CACHE: dict = {}


def _totals(comp) -> dict:
    """What the box holds, as lists sorted once per data set."""
    got = _CACHE.get(comp.fingerprint)
    if got is None:
        t = comp.table
        conv = t["conversation"]
        tokens = [h for h, k in conv["horizontal"].items() for _ in range(k)]
        tokens += ["g:" + g for g in conv["green"]] + ["r:" + r for r in conv["red"]]
        if conv.get("aside"):
            tokens.append("g:" + conv["aside"])
        evt = t["event_tokens"]
        got = {
            "conversation": Counter(tokens),
            "event": Counter(evt["bag"] + evt["discard"] + evt["locomotive"] + evt["supply"]),
            "clues": {kind: sorted(c for c, v in comp.clues.items() if v["kind"] == kind)
                      for kind in sorted({v["kind"] for v in comp.clues.values()})},
            "lands": {size: sorted(l for l in comp.land_ids if comp.landscapes[l]["size"] == size)
                      for size in sorted({comp.landscapes[l]["size"] for l in comp.land_ids})},
        }
        _CACHE[comp.fingerprint] = got
    return got


def _fill(name: str, pool: list, size: int) -> list:
    if len(pool) != size:  # a component in a place this module does not know: refuse rather than guess
        raise RuntimeError(f"Horror determinization: the {name} should hold {len(pool)} pieces by what is "
                           f"visible, but holds {size}")
    return pool


# the log lines that name a card drawn from a deck that takes it back at the bottom (board.py, monsters.py, ritual.py)
DRAWN = {"Passenger card drawn: {name}.": "passenger_deck",
         "Monster Unleashed! The {colour} monster reaches the Locomotive and goes to the Pursuit: {name}.": "unleashed_deck",
         "Incantation card drawn: {name} (done {n} time), then to the bottom of the deck.": "incantation_deck"}


def remember(facts: dict, view: dict, events, seat: int) -> None:
    """Keep, per deck, the names of the cards seen drawn (each drawn card goes under its deck): the latest last."""
    bottom = facts.setdefault("bottom", {})
    for e in events:
        deck = DRAWN.get(e.msg.id) if e.reveal else None
        if deck is None:
            continue
        name = e.msg.params.get("name")
        name = getattr(name, "id", name)
        seen = bottom.setdefault(deck, [])
        if name in seen:
            seen.remove(name)
        seen.append(name)


def _card_ids(cards) -> tuple:
    """The deck's card ids, and its names mapped to ids (a name shared by two cards maps to None)."""
    by_name: dict = {}
    for c in cards:
        by_name[c["name"]] = None if c["name"] in by_name else c["id"]
    return sorted(c["id"] for c in cards), by_name


def _deck(r, ids, by_name, size, known) -> list:
    """The deck shuffled, with the remembered cards (names, latest last) at the bottom when they fit it."""
    pool = _fill("deck", list(ids), size)
    tail = [by_name.get(n) for n in known or ()]
    if tail and None not in tail and len(set(tail)) == len(tail) <= size:
        rest = [c for c in pool if c not in set(tail)]
        return _shuffled(r, rest) + tail
    return _shuffled(r, pool)


def determinize(state, seat: int, rng: Rng, memory=None):
    """A copy of ``state`` with what the table hides dealt again at random (see the module docstring);
    ``memory`` (a :class:`~rulebook.memory.Memory`) puts the cards seen drawn under their decks."""
    st = state.copy()
    st.log = []
    st._history = []
    st._base = None
    r = random.Random(rng.next64())  # for the shuffles below: uniform, and faster than Rng.shuffle
    tot = _totals(st.comp)

    # ---- clue tokens, kind by kind
    up_ids = {c for s in st.suspects for c, up in zip(s.clues, s.up) if up}
    spots = {kind: [] for kind in tot["clues"]}
    for i, s in enumerate(st.suspects):
        kinds = st.comp.boards[i]["spots"]
        for k, up in enumerate(s.up):
            if not up:
                spots[kinds[k]].append((i, k))
    for kind, where in spots.items():
        if not where:
            continue
        pool = _fill(f"face-down {kind} clues", [c for c in tot["clues"][kind] if c not in up_ids], len(where))
        r.shuffle(pool)
        for (i, k), c in zip(where, pool):
            st.suspects[i].clues[k] = c

    # ---- face-down landscapes, size by size
    shown = {t[0] for t in st.tiles if t[3]}
    down: dict = {}
    for t in st.tiles:
        if not t[3]:
            down.setdefault(t[1] - t[2] + 1, []).append(t)
    for size in sorted(down):
        pool = [l for l in tot["lands"].get(size, ()) if l not in shown]
        if len(pool) < len(down[size]):
            _fill(f"landscapes of size {size}", pool, len(down[size]))
        r.shuffle(pool)
        for t, l in zip(down[size], pool):
            t[0] = l

    # ---- bags and decks: what they hold follows from what is visible
    conv = tot["conversation"].copy()
    conv.subtract(st.conv_aside)
    for fr in st.stack:
        if fr.KIND == "talk":
            conv.subtract(fr.drawn)
    st.bag = _shuffled(r, _fill("conversation bag", sorted(conv.elements()), len(st.bag)))
    evt = tot["event"].copy()
    evt.subtract(st.event_discard)
    evt.subtract(st.event_supply)
    evt.subtract(st.loco_tokens)
    for space in st.event_board:
        evt.subtract(space)
    if st.drawn is not None:
        evt[st.drawn] -= 1
    st.event_bag = _shuffled(r, _fill("event bag", sorted(evt.elements()), len(st.event_bag)))
    spells = Counter(st.comp.spell_ids)
    spells.subtract(g[1] for g in st.grimoire if g[1])
    st.spell_deck = _shuffled(r, _fill("spell deck", sorted(spells.elements()), len(st.spell_deck)))
    items = Counter(st.comp.item_ids)
    items.subtract(st.items)
    items.subtract(st.items_banished)
    st.item_deck = _shuffled(r, _fill("item deck", sorted(items.elements()), len(st.item_deck)))

    t = st.comp.table
    bottom = (memory.facts.get("bottom") or {}) if memory is not None else {}
    for name, cards in (("passenger_deck", t["passenger_cards"]), ("unleashed_deck", t["unleashed_cards"]),
                        ("incantation_deck", st.comp.rituals[st.ritual].get("incantation_cards", []))):
        ids, by_name = _card_ids(cards)
        _fill(name.replace("_", " "), ids, len(getattr(st, name)))
        setattr(st, name, _deck(r, ids, by_name, len(getattr(st, name)), bottom.get(name)))
    if len(st.wt_right) > 1:
        n_wt = len(st.comp.rituals[st.ritual].get("witness_tampering", []))
        seen = set(st.wt_left) | {st.wt_right[-1]}
        under = _fill("witness tampering stack", [i for i in range(n_wt) if i not in seen], len(st.wt_right) - 1)
        st.wt_right = _shuffled(r, under) + [st.wt_right[-1]]

    st.rng = Rng(rng.next64())
    st._cache = None
    return st


def _shuffled(r, pool: list) -> list:
    r.shuffle(pool)
    return pool
