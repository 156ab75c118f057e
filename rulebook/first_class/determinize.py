"""Determinization for search bots: a full First Class position that one seat could be looking at.

``determinize(state, seat, rng)`` returns a copy of ``state`` in which everything
``state.view(seat)`` hides is dealt again at random, uniformly among the ways
that agree with the view, and whose own random generator is re-seeded from
``rng`` (so later chance, such as the shuffle after the Game End draft, is not
the true future either). Everything the view shows is kept as it is.

What the view hides, and how it is dealt again
    *Action cards.* The seat sees the rows, the card being decided on, every
    route and contract, and its own completed pile; it sees only the sizes of
    the three colour piles, of the removed cards and of the other players'
    completed piles. The cards of the game it cannot see form a hidden pool.
    For each colour, a uniformly random ordered selection of that colour's
    hidden cards becomes the pile (as many as the pile holds); the hidden cards
    left over, of all colours together, are shuffled and dealt to the removed
    cards and to the other players' completed piles, each keeping its size.
    The view does not say which colour a removed or completed card has, so any
    split is consistent with it.

    *Game End cards.* The seat sees the four face-up cards, its own cards, a
    card being paid for, and the draft hand only while it is the one drafting.
    The others -- the face-down pile, a draft hand in someone else's turn, and
    the other players' cards (the one they drafted and any they took) -- form a
    second pool, shuffled and dealt back to those places, each keeping its size.

A determinization is for search only: its log and history are empty and it has
no base position, so it cannot be undone or saved.

The result depends on nothing but ``state.view(seat)``, the component data and
``rng``: two positions with the same view give the same determinization for
the same ``rng`` state (``tests/test_mcts.py`` checks this), so a bot that
searches determinizations cannot peek.

>>> import rulebook
>>> from rulebook.core import Rng
>>> s = rulebook.GAMES["first_class"].new_game(players=3, seed=7)
>>> seat = s.current_player
>>> d = determinize(s, seat, Rng(1))
>>> d.view(seat) == s.view(seat), d.check_invariants()
(True, [])
>>> d.piles == s.piles       # the piles are dealt again
False
"""
from __future__ import annotations

import random

from ..core import Rng
from .data import COLOURS

_CARDS_CACHE: dict = {}


def _cards_by_colour(comp, modules) -> tuple:
    """The action cards in the game, per pile colour, sorted (cached per data set and modules)."""
    key = (comp.fingerprint, tuple(modules))
    got = _CARDS_CACHE.get(key)
    if got is None:
        got = tuple(sorted(c.id for c in comp.cards.values()
                           if c.colour == colour and (c.module == "X" or c.module in modules))
                    for colour in COLOURS)
        _CARDS_CACHE[key] = got
    return got


def determinize(state, seat: int, rng: Rng, memory=None):
    """A copy of ``state`` with what ``seat`` cannot see dealt again at random (see the module docstring);
    ``memory`` (what the seat saw in public, ``rulebook/memory.py``) is accepted for a uniform hook."""
    st = state.copy()
    st.log = []
    st._history = []
    st._base = None
    r = random.Random(rng.next64())  # for the shuffles below: uniform, and faster than Rng.shuffle
    players = st.players
    others = [p for p in range(st.n) if p != seat]

    # ---- action cards
    seen = {c for row in st.rows for c in row if c is not None}
    if st.held:
        seen.add(st.held)
    for pl in players:
        seen.update(pl.route)
        seen.update(pl.contracts)
    seen.update(players[seat].completed)
    leftover = []
    for k, ids in enumerate(_cards_by_colour(st.comp, st.options["modules"])):
        hidden = [c for c in ids if c not in seen]
        r.shuffle(hidden)
        size = len(st.piles[k])
        st.piles[k] = hidden[:size]
        leftover.extend(hidden[size:])
    r.shuffle(leftover)
    i = len(st.removed)
    st.removed = leftover[:i]
    for p in others:
        k = len(players[p].completed)
        players[p].completed = leftover[i:i + k]
        i += k

    # ---- Game End cards
    draft_seen = st.phase == "draft" and st.current_player == seat
    seen_ge = set(st.ge_display) | set(players[seat].ge) | {u.card for u in st.stack if u.KIND == "pay"}
    if draft_seen:
        seen_ge.update(st.draft_hand)
    pool = [g for g in sorted(st.comp.game_end_cards) if g not in seen_ge]
    r.shuffle(pool)
    i = len(st.ge_deck)
    st.ge_deck = pool[:i]
    if not draft_seen:
        k = len(st.draft_hand)
        st.draft_hand = pool[i:i + k]
        i += k
    for p in others:
        k = len(players[p].ge)
        players[p].ge = pool[i:i + k]
        i += k

    st.rng = Rng(rng.next64())
    st._cache = None
    return st
