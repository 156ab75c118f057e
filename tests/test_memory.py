"""Memory for the search bots: determinizations agree with what the seat saw in public, and never peek.

Horror's Passenger, Monster Unleashed and Incantation cards go under their deck once drawn, and the log
names each drawn card to the whole table; ``rulebook/horror/determinize.py`` puts the remembered cards at
the bottom of their decks in the order seen. Checked here:

* a property over random games: every determinization made with memory keeps the view, keeps every
  conservation invariant, and never contradicts a public fact of the log -- each deck's bottom is the
  cards seen drawn, latest last (and the real deck agrees, so the remembered fact is true);
* memory narrows the deals (without it the bottom is a random card, with it the one seen);
* no peeking: two positions with the same view and the same log, differing in the part of the decks
  nobody saw and in every other hidden thing, give identical determinizations for the same random
  numbers, and the MCTS and team bots make identical choices on them;
* a memory follows one game: an undo past the entries read, or another game, starts a fresh one;
* a game without a ``remember`` hook (First Class) determinizes exactly as without memory;
* FrachtExpress remembers the cars it saw delivered (attached face up, then gone as the delivered pile
  grew) and keeps them in their piles; a car that turned up elsewhere is not taken for delivered.
"""
from __future__ import annotations

import os
import random

from hypothesis import HealthCheck, given, settings, strategies as hs

import rulebook
from rulebook.analysis.mcts import MCTSBot
from rulebook.memory import Memory, remember_hook, remembered
from rulebook.core import Rng
from rulebook.horror.determinize import DRAWN
from rulebook.horror.team_bot import TeamBot

QUICK = os.environ.get("RULEBOOK_QUICK", "1") != "0"
HO = rulebook.GAMES["horror"]
FC = rulebook.GAMES["first_class"]
DECKS = ("passenger_deck", "unleashed_deck", "incantation_deck")


def _drawn_order(state) -> dict:
    """Straight from the log: per deck, the ids of the cards named drawn, each at its latest draw, latest last."""
    names = {"passenger_deck": state.comp.table["passenger_cards"], "unleashed_deck": state.comp.table["unleashed_cards"],
             "incantation_deck": state.comp.rituals[state.ritual].get("incantation_cards", [])}
    ids = {deck: {c["name"]: c["id"] for c in cards} for deck, cards in names.items()}
    out = {deck: [] for deck in DECKS}
    for e in state.log:
        deck = DRAWN.get(e.msg.id)
        if deck is not None:
            cid = ids[deck][e.msg.params["name"].id]
            if cid in out[deck]:
                out[deck].remove(cid)
            out[deck].append(cid)
    return out


def _game_with_draws(seed, need=2, limit=3000):
    """A random Horror game played until at least ``need`` cards were seen drawn (None if it ended first)."""
    r = random.Random(seed)
    s = HO.new_game(players=2, seed=seed, difficulty="easy")
    while not s.is_over and len(s.history) < limit:
        s.apply(r.choice(s.legal_actions()))
        if sum(len(v) for v in _drawn_order(s).values()) >= need and s.phase == "actions":
            return s
    return None


def _first_game_with_draws(start, need=2):
    for seed in range(start, start + 40):
        s = _game_with_draws(seed, need)
        if s is not None:
            return s
    raise AssertionError("no random game drew a card")  # pragma: no cover


@settings(max_examples=6 if QUICK else 40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=hs.integers(0, 10_000), deal=hs.integers(0, 2**32))
def test_memory_determinization_never_contradicts_the_log(seed, deal):
    """Rule: a drawn Passenger/Unleashed/Incantation card goes under its deck and the log names it, so every
    memory-determinization has those cards at the bottom in the order seen (and so does the real deck)."""
    s = _first_game_with_draws(seed % 500)
    seen = _drawn_order(s)
    assert any(seen.values())
    for deck, ids in seen.items():   # the remembered fact is true of the real (hidden) deck
        assert getattr(s, deck)[len(getattr(s, deck)) - len(ids):] == ids
    m = remembered(HO, s, s.current_player)
    rng = Rng(deal)
    for _ in range(5):
        d = HO.determinize(s, s.current_player, rng, memory=m)
        assert d.view(0) == s.view(0)
        assert d.check_invariants() == []
        for deck, ids in seen.items():
            got = getattr(d, deck)
            assert got[len(got) - len(ids):] == ids, deck
            assert sorted(got) == sorted(getattr(s, deck))


def test_memory_narrows_the_deals():
    """Without memory the bottom of the passenger deck is dealt at random; with it, it is the card seen drawn."""
    s = _first_game_with_draws(3, need=1)
    deck = next(k for k, v in _drawn_order(s).items() if v)
    last = _drawn_order(s)[deck][-1]
    m = remembered(HO, s, 0)
    rng = Rng(5)
    forgetful = {getattr(HO.determinize(s, 0, rng), deck)[-1] for _ in range(40)}
    careful = {getattr(HO.determinize(s, 0, rng, memory=m), deck)[-1] for _ in range(40)}
    assert careful == {last}
    assert len(forgetful) > 1


def _hidden_twin(s):
    """A twin of ``s`` with the same view and log, differing in everything nobody has seen."""
    t = s.copy()
    seen = _drawn_order(s)
    for deck in DECKS:
        cards = getattr(t, deck)
        k = len(cards) - len(seen[deck])
        top = cards[:k]
        top.reverse()
        setattr(t, deck, top + cards[k:])
    t.bag.reverse()
    t.item_deck.reverse()
    t.spell_deck.reverse()
    spots = [(i, k) for i, x in enumerate(t.suspects) for k, up in enumerate(x.up)
             if not up and t.comp.boards[i]["spots"][k] == "feature"]
    if len(spots) > 1:
        (i1, k1) = spots[0]
        other = [p for p in spots if p[0] != i1]
        if other:
            i2, k2 = other[0]
            a, b = t.suspects[i1].clues, t.suspects[i2].clues
            a[k1], b[k2] = b[k2], a[k1]
    t.rng.state ^= 0x5DEECE66D
    t._cache = None
    return t


def test_memory_determinization_never_peeks():
    """No peeking: the same view and the same public log give the same memory-determinizations and the same
    bot choices, however the unseen part differs (and the twin really does differ in hidden state)."""
    s = _first_game_with_draws(7)
    t = _hidden_twin(s)
    seat = s.current_player
    assert s.view(seat) == t.view(seat) and [e.to_dict() for e in s.log] == [e.to_dict() for e in t.log]
    assert s._position() != t._position()
    assert t.check_invariants() == []
    ms, mt = remembered(HO, s, seat), remembered(HO, t, seat)
    assert ms.facts == mt.facts and ms.facts["bottom"]
    for k in range(10):
        a = HO.determinize(s, seat, Rng(k), memory=ms)._position()
        b = HO.determinize(t, seat, Rng(k), memory=mt)._position()
        assert a == b
    for make in (lambda: MCTSBot(seed=4, iterations=25), lambda: TeamBot(seed=4)):
        b1, b2 = make(), make()
        assert b1.choose(s) == b2.choose(t)


def test_memory_follows_one_game():
    """A memory reads each log entry once; an undo past what it read, or another game, is not followed."""
    s = _first_game_with_draws(11, need=1)
    m = Memory(HO, 0)
    m.observe(s)
    n = m.seen
    assert n == len(s.log) and m.follows(s)
    s.apply(s.legal_actions()[0])
    assert m.follows(s)
    m.observe(s)
    assert m.seen == len(s.log)
    for _ in range(len(s.history)):
        if len(s.log) < m.seen:
            break
        s.undo()
    assert not m.follows(s)
    assert not m.follows(HO.new_game(players=2, seed=99)) or m.seen == 0
    assert not m.follows(FC.new_game(players=2, seed=1))


def test_a_game_without_a_remember_hook_determinizes_as_before():
    """First Class has no ``remember`` hook: memory keeps no facts and changes no deal."""
    s = FC.new_game(players=2, seed=3)
    r = random.Random(1)
    for _ in range(30):
        s.apply(r.choice(s.legal_actions()))
    assert remember_hook(FC) is None and remember_hook(HO) is not None
    m = remembered(FC, s, s.current_player)
    assert m.facts == {}
    a = FC.determinize(s, s.current_player, Rng(3), memory=m)._dump()
    b = FC.determinize(s, s.current_player, Rng(3))._dump()
    assert a == b


# --------------------------------------------------------------------------- FrachtExpress: cars seen delivered
FE = rulebook.GAMES["fracht_express"]


def _fe_view(attached, delivered, discard=()):
    return {"players": [{"attached": list(a), "delivered": d} for a, d in zip(attached, delivered)],
            "discard": list(discard), "table": []}


def test_fracht_memory_infers_cars_delivered_from_the_views():
    """A car that leaves a player's attached cars as that player's delivered pile grows by one, and shows up
    nowhere else, was delivered; a car that went to the discard pile was not."""
    from rulebook.fracht_express.determinize import remember
    facts: dict = {}
    remember(facts, _fe_view([["X1", "X2"], []], [0, 0]), [], 0)
    remember(facts, _fe_view([["X2"], []], [1, 0]), [], 0)
    assert facts["delivered"] == [["X1"], []]
    remember(facts, _fe_view([[], []], [2, 0], discard=["X2"]), [], 0)   # X2 is in the discard: not delivered
    assert facts["delivered"] == [["X1"], []]


def test_fracht_memory_determinization_keeps_the_cars_seen_delivered():
    """With memory, a delivered pile keeps the cars seen delivered and only the rest is dealt again; the view
    and the invariants are kept, and without memory the pile is dealt at random."""
    s = FE.new_game(players=3, seed=7)
    r = random.Random(2)
    for _ in range(6):
        s.apply(r.choice(s.legal_actions()))
    seat = 0
    pl = s.players[1]
    card = s.deck[-1]                         # a car taken from the supply into player 2's delivered pile
    s.deck.pop()
    pl.delivered.append(card)
    s._cache = None
    assert s.check_invariants() == []
    m = Memory(FE, seat)
    m.facts["delivered"] = [[], [card], []]
    for k in range(8):
        d = FE.determinize(s, seat, Rng(k), memory=m)
        assert d.players[1].delivered == [card]
        assert d.view(seat) == s.view(seat) and d.check_invariants() == []
    m.facts["delivered"] = [[], [card, card], []]   # more than the pile holds: dropped, not trusted
    assert len(FE.determinize(s, seat, Rng(1), memory=m).players[1].delivered) == 1
