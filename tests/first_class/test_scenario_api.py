"""The First Class scenario API (issue #17): impossible histories refused with the sentence a save gets, one
card into one place, cards found by words, scripted draws (never in play mode), starting inside a pending
decision."""
from __future__ import annotations

import json

import pytest

import rulebook
from rulebook.core import LoadError
from rulebook.first_class.actions import AddCar, FinishScoring, Skip, Upgrade
from rulebook.first_class.scenario import ScenarioError, find_card, put, scenario, scenario_from_json

FC = rulebook.GAMES["first_class"]


def _save_of(d):
    return json.dumps({"format": "rulebook-express/save", "version": 1, "game": "first_class", "base": d,
                       "actions": [], "state": d})


@pytest.mark.parametrize("bad", [
    {"held": "X-B01"},                                                  # a blue card in hand in round 1
    {"round": 2, "p0": {"route": ["X-B21"]}},                           # a blue route card on a route in round 2
    {"round": 4, "p1": {"completed": ["X-R05"]}},                       # a red card completed in round 4
    {"round": 1, "rows": [["X-B01", "X-G02", "X-G03", "X-G04", "X-G05", "X-G06"], None, None]},
])
def test_impossible_histories_are_refused(bad):
    """Cards of a colour whose rounds have not begun never leave their pile: such a scenario is refused,
    naming the card and the round."""
    with pytest.raises(ScenarioError, match="round"):
        scenario(players=2, seed=1, **bad)


def test_scenario_and_save_refuse_the_same_position_with_the_same_sentence():
    """The scenario API checks exactly what loading a save checks: the same impossible position (a blue card
    in a completed pile in round 1) is refused by ``scenario``, ``put`` and ``from_json`` with one problem
    sentence."""
    with pytest.raises(ScenarioError) as by_scenario:
        scenario(players=2, seed=1, p0={"completed": ["X-B01"]})
    s = scenario(players=2, seed=1)
    with pytest.raises(ScenarioError) as by_put:
        put(s, "X-B01", player=0, pile="completed")
    d = s._dump()
    d["piles"][1].remove("X-B01")
    d["players"][0]["completed"].append("X-B01")
    with pytest.raises(LoadError) as by_save:
        FC.from_json(_save_of(d))
    sentence = by_save.value.problem.params["problem"]
    assert by_scenario.value.problem == by_put.value.problem == sentence
    assert "X-B01 is blue" in sentence
    for e in (by_scenario, by_put, by_save):
        assert sentence in str(e.value)


def test_put_into_a_row_swaps_and_keeps_everything_in_one_place():
    """``put(row=, col=)`` places one card without writing the row; the card there takes its old place."""
    s = scenario(players=3, seed=2, cur=0)
    card = next(c for c in s.piles[0])
    old = s.rows[1][4]
    t = put(s, card, row=1, col=4)
    assert t.rows[1][4] == card and old in t.piles[0] and t.check_invariants() == []
    assert s.rows[1][4] == old                       # the given position is not changed
    assert t.history == () and t.legal_actions()


def test_put_to_a_player_refills_the_row_place():
    """A card moved from a row to a player's pile leaves no hole: a card of the row's colour takes its place."""
    s = scenario(players=2, seed=2, cur=0)
    card = s.rows[0][0]
    t = put(s, card, player=1, pile="completed")
    assert card in t.players[1].completed and t.rows[0][0] not in (None, card)
    assert t.check_invariants() == []


@pytest.mark.parametrize("kw,words", [
    ({"row": 5, "col": 0}, "row must be"), ({"player": 0, "pile": "route"}, "takes only cards of the kind route"),
    ({}, "Say where"), ({"row": 0, "col": 0, "player": 1}, "not both")])
def test_put_refuses_with_a_sentence(kw, words):
    """Wrong places are refused with a sentence naming what to give."""
    s = scenario(players=2, seed=2, cur=0)
    with pytest.raises(ScenarioError, match=words):
        put(s, s.rows[0][1] if "route" not in words else find_card(s, "2 cars", colour="green"), **kw)


@pytest.mark.parametrize("words,symbols", [
    ("2 cars", (("car", 2, 0),)), ("2 car upgrade", (("upgrade", 2, 1),)), ("upgrade from 4", (("upgrade", 1, 4),)),
    ("upgrade of your choice", (("upgrade_any", 1, 0),)),
    ("locomotive 2 + coin", (("locomotive", 2, 0), ("coins", 1, 0))),
    ("split 5", (("conductor_split", 5, 0),)), ("conductors 2", (("conductors", 2, 0),)),
])
def test_find_card_by_words(words, symbols):
    """A description in words finds a card showing exactly those symbols (first in id order)."""
    s = scenario(players=2, seed=0)
    cid = find_card(s, words, module="X")
    assert s.comp.cards[cid].symbols == symbols or (words == "2 car upgrade"
                                                    and s.comp.cards[cid].symbols[0][:2] == ("upgrade", 2))


def test_find_card_by_words_refuses_nonsense_and_keeps_to_rows():
    """Words naming no symbol are refused; ``where="rows"`` finds only a face-up card."""
    s = scenario(players=2, seed=0)
    with pytest.raises(ScenarioError, match="names no symbol"):
        find_card(s, "a teapot")
    cid = find_card(s, "car", where="rows")
    assert any(cid in r for r in s.rows)


def test_scripted_draws_come_next():
    """``draws`` orders the face-down piles: the blue cards named are the first dealt in round 3."""
    s = scenario(players=2, seed=1)
    blue = list(reversed(s.piles[1][-3:]))
    t = scenario(players=2, seed=1, round=2, phase="scoring", draws=blue)
    while t.round == 2:
        t.apply(FinishScoring())
    assert [c for r in t.rows for c in r][:3] == blue


def test_scripted_draws_refused_in_play_mode_and_when_not_face_down():
    """Draws cannot be scripted in play mode, nor for a card already face up."""
    s = scenario(players=2, seed=1)
    with pytest.raises(ScenarioError, match="play mode"):
        scenario(players=2, seed=1, draws=[s.piles[0][0]], mode="play")
    with pytest.raises(ScenarioError, match="not in a face-down pile"):
        scenario(players=2, seed=1, draws=[s.rows[0][0]])


def test_start_inside_a_pending_decision():
    """``pending`` starts the position inside a decision: here an upgrade of choice waits, and the position
    saves and loads like any other."""
    s = scenario(players=2, seed=1, cur=0, p0={"trains": [[1], [0]]}, pending=[("upgrade_any", 1)])
    assert s.phase == "post" and s.stack and Skip() in s.legal_actions()
    assert Upgrade(0, 0, 2) in s.legal_actions() and AddCar(0) in s.legal_actions()   # a card's symbol: or a new car
    assert FC.from_json(s.to_json()).to_json() == s.to_json()
    t = scenario_from_json({"players": 2, "seed": 1, "cur": 0, "pending": [["car", 2]]})
    assert t.stack[-1].KIND == "car"
    with pytest.raises(ScenarioError, match="not a symbol"):
        scenario(players=2, seed=1, pending=[("teapot", 1)])
