"""Exact odds of FrachtExpress's blind draws, checked against the engine's own rules.

Each check deals many determinizations of a position from the seat's view
(``game.determinize``: the seat's unseen cards dealt again at random) and runs
the real rule on each -- the crossing check of ``crossings.py``, the card
robbery of ``station_c.py``, the blind draw of ``station_e.py`` -- then
compares the frequencies with the exact fractions (within 4.5 standard errors).
"""
from __future__ import annotations

import math
from fractions import Fraction

import pytest

import rulebook
from rulebook.core import Rng
from rulebook.fracht_express import advanced  # noqa: F401  (imports the station modules in order)
from rulebook.fracht_express import crossings, station_c, station_e
from rulebook.fracht_express.units import CardRobbery
from rulebook.fracht_express.odds import (action_distribution, blind_draw_odds, crossing_odds, robbery_odds,
                                          unseen)

FE = rulebook.GAMES["fracht_express"]
N = 3000


def _position(players=3, seed=5, attached=4, empty_supply=False, discard=6):
    s = FE.new_game(players=players, seed=seed)
    pl = s.players[0]
    for _ in range(attached):
        pl.attached.append(s.deck.pop())
    for _ in range(discard):
        s.discard.append(s.deck.pop())
    s.players[1].delivered.append(s.deck.pop())
    if empty_supply:
        s.discard.extend(s.deck)
        s.deck.clear()
    s._cache = None
    assert s.check_invariants() == []
    return s


def _close(freq: float, p: Fraction, n: int = N):
    sd = math.sqrt(float(p) * (1 - float(p)) / n) or 1 / n
    assert abs(freq - float(p)) <= 4.5 * sd + 1e-12, (freq, float(p), sd)


def test_unseen_pool_is_what_the_view_hides():
    s = _position()
    pool = unseen(s, 0)
    assert len(pool) == len(s.deck) + sum(len(p.hand) for p in s.players[1:]) + 1
    assert not set(pool) & set(s.players[0].hand + s.players[0].attached + s.discard)
    assert sum(action_distribution(s, 0).values()) == 1


@pytest.mark.parametrize("empty_supply", [False, True])
def test_crossing_check_matches_the_rule(empty_supply):
    s = _position(empty_supply=empty_supply)
    odds = crossing_odds(s, 0)
    assert odds.cars == 4 and 0 < odds.drop < 1
    assert odds.drop == sum(p for k, p in odds.action.items() if k < 4)
    drops, lost, actions = 0, 0, {}
    for i in range(N):
        d = FE.determinize(s, 0, Rng(i))
        before = len(d.discard)
        ev = []
        assert crossings.check(d, 0, ev)
        k = d.comp.cards[d.discard[-1]].action if len(d.discard) > before or empty_supply else None
        actions[k] = actions.get(k, 0) + 1
        if d.stack and d.stack[-1].KIND == "drop":
            drops += 1
            lost += 4 - d.stack[-1].keep
    _close(drops / N, odds.drop)
    for k, p in odds.action.items():
        _close(actions.get(k, 0) / N, p)
    assert abs(lost / N - float(odds.expected_drop)) < 0.15


def test_crossing_without_cars_never_drops_and_cars_override():
    s = _position(attached=0)
    assert crossing_odds(s, 0).drop == 0
    five = crossing_odds(s, 0, cars=6)
    assert five.drop == 1 and five.expected_drop == sum(p * (6 - k) for k, p in five.action.items())


@pytest.mark.parametrize("empty_supply", [False, True])
def test_card_robbery_matches_the_rule(empty_supply):
    s = _position(empty_supply=empty_supply)
    odds = robbery_odds(s, 0, 2)
    assert odds.take + odds.give + odds.nothing == 1
    counts = {"take": 0, "give": 0, "nothing": 0}
    gain = 0
    for i in range(N):
        d = FE.determinize(s, 0, Rng(10_000 + i))
        mine = len(d.players[0].hand)
        d.stack.append(CardRobbery(0))
        station_c._rob(d, d.stack[-1], 2, [])
        delta = len(d.players[0].hand) - mine
        gain += delta
        counts["take" if delta > 0 else "give" if delta < 0 else "nothing"] += 1
    _close(counts["take"] / N, odds.take)
    _close(counts["give"] / N, odds.give)
    _close(counts["nothing"] / N, odds.nothing)
    assert abs(gain / N - float(odds.expected_gain)) < 0.1


def test_blind_draw_matches_the_rule():
    s = _position()
    odds = blind_draw_odds(s, 0, 1)
    seen = {}
    for i in range(N):
        d = FE.determinize(s, 0, Rng(20_000 + i))
        station_e._take(d, 0, 1, [])
        k = d.comp.cards[d.players[0].hand[-1]].action
        seen[k] = seen.get(k, 0) + 1
    for k, p in odds.action.items():
        _close(seen.get(k, 0) / N, p)
    assert sum(odds.value.values()) == 1


def test_robbery_by_hand_count():
    """A tiny case by hand: one unseen card besides the supply's top."""
    s = _position(players=2, attached=0, discard=0)
    # leave exactly two unseen cards: the supply's top and one card in the victim's hand
    s.discard.extend(s.deck[:-1])
    del s.deck[:-1]
    s.discard.extend(s.players[1].hand[1:])
    del s.players[1].hand[1:]
    s.discard.extend(s.players[1].delivered)
    s.players[1].delivered.clear()
    top, other = s.deck[-1], s.players[1].hand[0]
    a_top, a_other = (s.comp.cards[c].action for c in (top, other))
    odds = robbery_odds(s, 0, 1)
    # the turned card is either of the two; the victim holds the other
    same = a_top == a_other
    assert odds.take == (1 if same else 0)
    assert odds.by_action[a_top][0] == (1 if same else Fraction(1, 2))
