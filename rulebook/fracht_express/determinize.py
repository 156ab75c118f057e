"""Determinization for search bots: a full FrachtExpress position that one seat could be looking at.

``determinize(state, seat, rng)`` returns a copy of ``state`` in which everything
``state.view(seat)`` hides is dealt again at random, uniformly among the ways
that agree with the view, and whose own random generator is re-seeded from
``rng`` (so a later reshuffle of the discards is not the true future either).
Everything the view shows is kept as it is.

What the view hides, and how it is dealt again
    *Distance cards.* The seat sees the discard pile, every laid card, its own
    hand and every locomotive's attached cars; it sees only the size of the
    supply, of the other hands and of every delivered pile (its own too: a
    delivered car goes face down and nobody looks at it until the end). The
    cards it cannot see form the hidden pool, which is shuffled and dealt to
    the supply, the other hands and the delivered piles, each keeping its
    size.

    *Flight tickets and objection cards* (advanced game). Another player's
    card is held face down: the seat sees how many are left in the supply and
    whether it holds one itself, so it knows how many the others hold but not
    who. Those are given to that many of the other players, chosen uniformly
    (a player holds at most one of each).

    *Stations* (dealt-layout variant only). While the stations are being laid
    out, the seat sees its own dealt stations and the ones on the table; the
    rest are dealt again to the other players, each keeping how many they
    hold.

Note that the view is a snapshot of the table: a delivered pile is dealt again
even though a player with a good memory knows what went into it. A bot using
this hook plays as if it forgot; it never knows more than the view.

A determinization is for search only: its log and history are empty and it has
no base position, so it cannot be undone or saved. The result depends on
nothing but ``state.view(seat)``, the component data and ``rng``.

>>> import rulebook
>>> from rulebook.core import Rng
>>> s = rulebook.GAMES["fracht_express"].new_game(players=3, seed=7)
>>> d = determinize(s, 0, Rng(1))
>>> d.view(0) == s.view(0), d.check_invariants(), d.players[0].hand == s.players[0].hand
(True, [], True)
"""
from __future__ import annotations

from collections import Counter

import random

from ..core import Rng
from .data import LETTERS


def determinize(state, seat: int, rng: Rng, memory=None):
    """A copy of ``state`` with what ``seat`` cannot see dealt again at random (see the module docstring);
    ``memory`` (what the seat saw in public, ``rulebook/analysis/memory.py``) is accepted for a uniform hook."""
    st = state.copy()
    st.log = []
    st._history = []
    st._base = None
    r = random.Random(rng.next64())  # for the shuffles below: uniform, and faster than Rng.shuffle
    players = st.players
    others = [p for p in range(st.n) if p != seat]

    # ---- distance cards
    hidden = Counter(st.comp.ids)
    hidden.subtract(st.discard)
    hidden.subtract(t[2] for t in st.table)
    hidden.subtract(players[seat].hand)
    for pl in players:
        hidden.subtract(pl.attached)
    pool = sorted(hidden.elements())
    r.shuffle(pool)
    i = len(st.deck)
    st.deck = pool[:i]
    for p in others:
        k = len(players[p].hand)
        players[p].hand = pool[i:i + k]
        i += k
    for pl in players:
        k = len(pl.delivered)
        pl.delivered = pool[i:i + k]
        i += k

    # ---- flight tickets and objection cards held face down (advanced game)
    if st.options.get("advanced"):
        me = players[seat]
        for field, total, supply in (("ticket", st.comp.flight_tickets, st.tickets),
                                     ("objection", st.comp.objection_cards, st.objections)):
            held = total - supply - int(bool(getattr(me, field)))
            order = list(others)
            r.shuffle(order)
            for i, p in enumerate(order):
                setattr(players[p], field, i < held)

    # ---- stations still to be laid out (dealt-layout variant)
    if any(players[p].stations for p in others):
        placed = set(st.stations) | set(players[seat].stations)
        letters = [L for L in LETTERS if L not in placed]
        r.shuffle(letters)
        i = 0
        for p in others:
            k = len(players[p].stations)
            players[p].stations = sorted(letters[i:i + k])
            i += k

    st.rng = Rng(rng.next64())
    st._cache = None
    return st
