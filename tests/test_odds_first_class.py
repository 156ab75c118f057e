"""Exact odds of First Class action cards (rulebook.first_class.odds), checked against the engine's own deals.

The odds are exact fractions from what has been seen; the simulation checks
deal many seeded games with the engine and compare how often cards came out
with the predicted chances (within four standard deviations; the seeds are
fixed, so the check is deterministic). ``RULEBOOK_QUICK=0`` uses more games.
"""
from __future__ import annotations

import math
import os
from fractions import Fraction

import pytest

import rulebook
from rulebook import ConfigError
from rulebook.analysis import RandomBot
from rulebook.first_class import end_of_round
from rulebook.first_class.odds import any_chance, card_odds, count_chances, pile_rounds, seen_cards
from rulebook.first_class.scenario import scenario

QUICK = os.environ.get("RULEBOOK_QUICK", "1") != "0"
FC = rulebook.GAMES["first_class"]
N_SEEDS = 1000 if QUICK else 10000


def after_draft(players=2, seed=0, **options):
    s = FC.new_game(players=players, seed=seed, **options)
    while s.phase == "draft":
        s.apply(s.legal_actions()[0])
    return s


def deal_next(s):
    """Clear the rows and deal the next round as the engine's end of round does (no turns played)."""
    s.removed.extend(c for r in s.rows for c in r if c is not None)
    s.rows = [[None] * 6 for _ in range(3)]
    end_of_round.next_round(s, [])


def in_rows(s, card):
    return any(card in row for row in s.rows)


def close(observed, n, p):
    sd = math.sqrt(n * float(p) * (1 - float(p)))
    return abs(observed - n * float(p)) <= 4 * sd + 1e-9


def test_before_any_deal_every_card_has_the_same_odds():
    s = FC.new_game(players=3, seed=7)
    for card in ("X-G02", "X-B01", "A-R01"):
        o = card_odds(s, card)
        r1, r2 = pile_rounds(("green", "blue", "red").index(o.colour))
        assert o.chances == {r1: Fraction(9, 20), r2: Fraction(9, 20), None: Fraction(1, 10)}
        assert not o.seen and sum(o.chances.values()) == 1
    o = card_odds(s, "X-G02")
    assert (o.this_round, o.next_round, o.never) == (Fraction(9, 20), Fraction(9, 20), Fraction(1, 10))


def test_after_the_first_deal_seen_and_unseen_cards():
    s = after_draft(seed=4)
    shown = s.rows[1][2]
    o = card_odds(s, shown)
    assert o.seen and o.seen_in == 1 and o.chances == {1: 1} and o.this_round == 1 and o.never == 0
    green = sorted(c for c, k in s.comp.cards.items() if k.colour == "green"
                   and (k.module == "X" or k.module in s.options["modules"]))
    hidden = next(c for c in green if not in_rows(s, c))
    o = card_odds(s, hidden)
    assert o.chances == {1: 0, 2: Fraction(18, 22), None: Fraction(4, 22)}
    assert (o.this_round, o.next_round) == (0, Fraction(9, 11))
    # a seat's view is enough: every seat has seen the same rows
    assert card_odds(s, hidden, seat=1) == o


def test_cards_taken_or_cleared_stay_seen_through_the_game():
    s = after_draft(players=3, seed=5)
    first_rows = {c for r in s.rows for c in r}
    bots = [RandomBot(i) for i in range(3)]
    while s.round < 3:
        s.apply(bots[s.current_player].choose(s))
    seen = seen_cards(s)
    assert all(seen[c] == 1 for c in first_rows)
    assert sum(1 for r in seen.values() if r == 2) == 18
    green = [c for c, k in s.comp.cards.items() if k.colour == "green" and c not in seen
             and (k.module == "X" or k.module in s.options["modules"])]
    assert len(green) == 4 and all(card_odds(s, c).never == 1 for c in green)  # left unseen after round 2
    blue = next(c for c in s.rows[0])
    assert card_odds(s, blue).seen_in == 3


def test_simulation_agrees_with_the_odds_of_a_single_card():
    """Round 1 dealt; an unseen green card comes out in round 2 with 18/22 (engine games played on)."""
    card = "X-G05"
    predicted, came, n = Fraction(0), 0, 0
    for seed in range(N_SEEDS):
        s = after_draft(players=2, seed=seed)
        if in_rows(s, card):
            continue
        n += 1
        predicted += card_odds(s, card).next_round
        bots = [RandomBot(seed), RandomBot(seed + 1)]
        while s.round == 1:  # the engine's own turns to the end of round 1
            s.apply(bots[s.current_player].choose(s))
        came += in_rows(s, card)
    assert n > N_SEEDS // 3
    assert predicted == n * Fraction(9, 11)
    assert close(came, n, Fraction(9, 11)), (came, n)


def test_simulation_agrees_with_the_count_distribution_of_several_cards():
    """Three blue cards, asked in round 1: how many come out in round 4 (hypergeometric)."""
    cards = ["X-B01", "X-B02", "X-B03"]
    s0 = after_draft(players=3, seed=0)
    dist = count_chances(s0, cards, 4)
    assert sum(dist.values()) == 1 and set(dist) == {0, 1, 2, 3}
    assert dist[0] == Fraction(math.comb(37, 18), math.comb(40, 18))
    assert any_chance(s0, cards, 4) == 1 - dist[0]
    tally = {k: 0 for k in dist}
    for seed in range(N_SEEDS):
        s = after_draft(players=3, seed=seed)
        assert count_chances(s, cards, 4) == dist  # nothing blue seen yet: the same in every game
        for _ in range(3):
            deal_next(s)
        assert s.round == 4
        tally[sum(in_rows(s, c) for c in cards)] += 1
    for k, p in dist.items():
        assert close(tally[k], N_SEEDS, p), (k, tally, dist)


def test_counts_with_cards_already_seen_and_rounds_already_dealt():
    s = after_draft(seed=2)
    shown = [c for c in s.rows[0][:2]]
    hidden = [c for c, k in sorted(s.comp.cards.items()) if k.colour == "green" and not in_rows(s, c)
              and (k.module == "X" or k.module in s.options["modules"])][:2]
    assert count_chances(s, shown, 1) == {2: 1}          # both out this round
    assert count_chances(s, shown, 2) == {0: 1}          # ... so not next round
    d = count_chances(s, shown + hidden, 2)               # two of 22 unseen, 18 dealt
    assert d == {0: Fraction(math.comb(20, 18), math.comb(22, 18)),
                 1: Fraction(2 * math.comb(20, 17), math.comb(22, 18)),
                 2: Fraction(math.comb(20, 16), math.comb(22, 18))}
    assert count_chances(s, hidden, 1) == {0: 1}
    assert count_chances(s, hidden, 5) == {0: 1}          # not this pile's rounds
    assert count_chances(s, [], 2) == {0: 1}
    forgetful = card_odds(s, shown[0], seen={})            # a player who did not look
    assert forgetful.chances[2] == Fraction(18, 22)
    with pytest.raises(ConfigError):
        card_odds(s, "nope")
    with pytest.raises(ConfigError):
        count_chances(s, ["X-G01", "X-B01"], 2)
    with pytest.raises(ConfigError):  # module C is not in this game
        card_odds(s, "C-G01")


def test_other_modules_change_the_pile_size():
    s = FC.new_game(players=2, seed=1, modules=("C", "E"))
    size = len(s.piles[0])
    o = card_odds(s, "X-G01")
    assert o.chances[1] == Fraction(18, size) and o.never == Fraction(size - 36, size)


def test_hand_made_positions_count_what_is_out_of_the_piles_as_seen():
    s = scenario(players=2, seed=3, round=3, p0={"completed": ["X-G01", "X-G02"]})
    seen = seen_cards(s)
    assert all(seen[c] == 3 for r in s.rows for c in r)
    greens_out = [c for c in seen if s.comp.cards[c].colour == "green"]
    assert sorted(greens_out) == ["X-G01", "X-G02"] and all(seen[c] is None for c in greens_out)
    assert card_odds(s, "X-G01").seen and card_odds(s, "X-G01").chances == {}
    assert all(c not in seen for c in s.removed if s.comp.cards[c].colour == "green")
    blue_hidden = next(iter(s.piles[1]))
    assert card_odds(s, blue_hidden).chances == {3: 0, 4: Fraction(18, 22), None: Fraction(4, 22)}
