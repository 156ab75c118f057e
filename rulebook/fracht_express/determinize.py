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

Note that the view is a snapshot of the table: a delivered pile is face down,
but a player with a good memory knows what went into it -- the car was attached,
face up, until it was delivered. ``remember`` keeps that record from the views
the seat is shown (``rulebook/memory.py``): when a player's delivered
pile grows by exactly as many cars as left that player's attached cars since
the last view, and none of those cars turned up anywhere else on the table,
those cars were delivered. Given ``memory=``, ``determinize`` keeps the
remembered cars in their delivered piles and deals only the rest (a record that
does not fit the view -- more cars than the pile holds, a car visible elsewhere
-- is dropped). Without memory the bot plays as if it forgot; it never knows
more than the views it was shown.

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


def _kept(memory, players, hidden) -> list:
    """Per player, the remembered delivered cars that fit what is hidden (else none for that player)."""
    known = (memory.facts.get("delivered") if memory is not None else None) or []
    out = []
    left = Counter(hidden)
    for p, pl in enumerate(players):
        cars = list(known[p]) if p < len(known) else []
        need = Counter(cars)
        if len(cars) > len(pl.delivered) or any(left[c] < k for c, k in need.items()):
            cars = []
        left.subtract(cars)
        out.append(cars)
    return out


def _visible(view) -> Counter:
    """Every distance card the view shows face up: attached cars, the discard pile, laid cards."""
    c = Counter(view["discard"])
    c.update(t[2] for t in view["table"])
    for pl in view["players"]:
        c.update(pl["attached"])
    return c


def remember(facts: dict, view: dict, events, seat: int) -> None:
    """Record the cars seen delivered (see the module docstring): ``facts["delivered"][p]``, per player."""
    players = view["players"]
    known = facts.setdefault("delivered", [[] for _ in players])
    now = [(list(pl["attached"]), pl["delivered"]) for pl in players]
    seen = _visible(view)
    last = facts.get("last")
    if last is not None and len(last[0]) == len(now):
        for p, ((att0, del0), (att1, del1)) in enumerate(zip(last[0], now)):
            if del1 < del0 or del1 < len(known[p]):
                known[p] = []          # a pile that shrank: the record no longer fits
                continue
            a0, a1 = Counter(att0), Counter(att1)
            lost = a0 - a1
            if not (del1 > del0 and sum(lost.values()) == del1 - del0):
                continue
            gained = (seen - a1) - (last[1] - a0)      # what turned up face up anywhere but p's own attached cars
            if not any(gained[c] for c in lost):
                known[p] = known[p] + sorted(lost.elements())
    facts["last"] = (now, seen)


def determinize(state, seat: int, rng: Rng, memory=None):
    """A copy of ``state`` with what ``seat`` cannot see dealt again at random (see the module docstring);
    ``memory`` (a :class:`~rulebook.memory.Memory`) keeps the cars seen delivered in their piles."""
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
    kept = _kept(memory, players, hidden)
    for cars in kept:
        hidden.subtract(cars)
    pool = sorted(hidden.elements())
    r.shuffle(pool)
    i = len(st.deck)
    st.deck = pool[:i]
    for p in others:
        k = len(players[p].hand)
        players[p].hand = pool[i:i + k]
        i += k
    for pl, cars in zip(players, kept):
        k = len(pl.delivered) - len(cars)
        pl.delivered = cars + pool[i:i + k]
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
