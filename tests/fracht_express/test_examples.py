"""The rulebook's situations (rulebook/fracht_express/examples.py): each builds in at most three lines and shows
what it claims (issue #17: worked examples that show a position)."""
from __future__ import annotations

import inspect
import re

import pytest

from rulebook.fracht_express import FRACHT_EXPRESS, SECTIONS
from rulebook.fracht_express.actions import Cover, DrawCards, DropCar, EndTurn, Move, PickUp
from rulebook.fracht_express.examples import EXAMPLES


@pytest.mark.parametrize("name", sorted(EXAMPLES))
def test_each_example_is_short_documented_and_possible(name):
    """Built in at most three lines of Python, for a real section, said in a sentence, and a legal position."""
    ex = EXAMPLES[name]
    lines = inspect.getsource(ex.build).splitlines()
    body = [ln for ln in lines[next(i for i, ln in enumerate(lines) if ln.startswith("def ")) + 1:] if ln.strip()]
    assert len(body) <= 3, body
    assert ex.section in {s.id for s in SECTIONS} and ex.shows.endswith(".")
    assert ex.build().check_invariants() == []


def test_at_least_five_examples():
    assert len(EXAMPLES) >= 5


def test_cover_same_tracks():
    s = EXAMPLES["cover_same_tracks"].build()
    assert Cover("D30", 5, 3, 1) in s.legal_actions()


def test_cover_under_a_locomotive():
    s = EXAMPLES["cover_under_a_locomotive"].build()
    why = s.explain(Cover("D30", 5, 3, 1))
    assert why is not None and why.rule == "change" and "locomotive" in why.reason


def test_pick_up_in_the_station():
    s = EXAMPLES["pick_up_in_the_station"].build()
    assert PickUp("D01") in s.legal_actions() and PickUp("D02") not in s.legal_actions()
    s.apply(PickUp("D01"))
    assert s.players[0].attached == ["D01"]


def test_too_many_cars_to_move():
    s = EXAMPLES["too_many_cars_to_move"].build()
    why = s.explain(Move("D08"))
    assert why is not None and why.rule == "move" and "action number" in why.reason


def test_shoved_into_a_station():
    s = EXAMPLES["shoved_into_a_station"].build()
    s.apply(Move("D10"))
    assert s.players[0].pos == s.players[1].pos == ["S", "F"] and s.stack == []


def test_shoved_off_the_end():
    s = EXAMPLES["shoved_off_the_end"].build()
    s.apply(Move("D09"))
    assert s.players[1].pos == ["S", "A"] and s.players[1].hand == []


def test_crossing_check():
    s = EXAMPLES["crossing_check"].build()
    s.apply(Move("D02"))
    assert s.discard[-1] == "D01" and {DropCar("D10"), DropCar("D11"), DropCar("D12")} == set(s.legal_actions())
    s.apply(DropCar("D11"))
    s.apply(DropCar("D10"))
    assert s.players[0].attached == ["D12"]


def test_draw_new_cards():
    s = EXAMPLES["draw_new_cards"].build()
    s.apply(DrawCards("D05"))                      # action number 4: four cards, then the turn is over
    assert s.players[0].hand[-4:] == ["D30", "D31", "D32", "D33"] and s.cur == 1
    assert EndTurn() in s.legal_actions()


@pytest.mark.parametrize("name", sorted(EXAMPLES))
def test_each_example_is_the_same_two_player_deal_every_time(name):
    """A worked example is a fixed position, the one its notebook's words were written against: a two-player
    table whose face-down cards come in the order a game from seed 1 deals them (apart from the cards the
    example itself names and places), so whoever opens it again meets the same draws."""
    ex = EXAMPLES[name]
    st = ex.build()
    assert st.n == 2
    fresh = FRACHT_EXPRESS.new_game(players=2, seed=1)
    order = list(fresh.deck) + [c for p in fresh.players for c in p.hand]   # every card, in seed 1's order
    named = set(re.findall(r"D\d\d", inspect.getsource(ex.build)))
    rest = [c for c in st.deck if c not in named]
    assert rest == [c for c in order if c in set(rest)]
