"""A save whose game is not over must leave someone a decision (the core's load skeleton checks it for every game).

Each game gets a hand-edited save that passes the game's own field checks and conservation rules but leaves a
pending step nobody can carry out -- a FrachtExpress Hijack with an empty hand, a First Class Game End draft
with no card to keep, a Horror skill draft with empty displays. Loaded, such a game would sit there with no
legal action and no end. ``from_json`` (and a position code, which loads through it) refuses it with a
sentence, and the game the save came from is unchanged.
"""
from __future__ import annotations

import copy
import json

import pytest

import rulebook
from rulebook.codes import from_code, position_code
from rulebook.core import LoadError

STUCK = "no player has a legal action"


def _fracht_hijack_with_an_empty_hand(d: dict) -> None:
    """The player to move must hijack (the Hijack station action is pending) but holds no card to discard."""
    p = d["cur"]
    d["discard"] += d["players"][p]["hand"]
    d["players"][p]["hand"] = []
    d["stack"] = [["hijack", p]]


def _first_class_draft_with_nothing_to_keep(d: dict) -> None:
    """The Game End draft asks the player to keep one of their draft cards, and they hold none."""
    d["ge_deck"] = d["draft_hand"] + d["ge_deck"]
    d["draft_hand"] = []


def _horror_skill_draft_with_empty_displays(d: dict) -> None:
    """The skill draft asks for a card from the displays, and both are empty."""
    d["general_display"] = []
    d["attr_display"] = []


CASES = {
    "fracht_express": ({"advanced": True, "hijack": "J"}, _fracht_hijack_with_an_empty_hand),
    "first_class": ({}, _first_class_draft_with_nothing_to_keep),
    "horror": ({}, _horror_skill_draft_with_empty_displays),
}


def _stuck_save(name: str):
    """A live game of ``name`` and the text of its save hand-edited into a position with no decision."""
    options, edit = CASES[name]
    game = rulebook.GAMES[name]
    st = game.new_game(players=2, seed=3, **options)
    save = json.loads(st.to_json())
    for part in ("base", "state"):
        edit(save[part])
    return game, st, save


@pytest.mark.parametrize("name", sorted(CASES))
def test_a_save_with_no_decision_in_a_game_not_over_is_refused(name):
    """The edited position really is stuck (loaded without the checks: not over, no legal action), and the
    checked load refuses it with a sentence naming the rule; the game the save came from is unchanged."""
    game, st, save = _stuck_save(name)
    before = st.to_json()
    stuck = game.State._load_trusted(copy.deepcopy(save["base"]))
    assert not stuck.is_over and stuck.legal_actions() == []
    with pytest.raises(LoadError, match=STUCK):
        game.from_json(json.dumps(save))
    assert st.to_json() == before


@pytest.mark.parametrize("name", sorted(CASES))
def test_the_same_position_is_refused_as_a_position_code(name):
    """A position code of such a position (what the position editor hands out) is refused the same way."""
    game, st, save = _stuck_save(name)
    stuck = game.State._load_trusted(save["base"])
    stuck._start_history()
    with pytest.raises(LoadError, match=STUCK):
        from_code(position_code(stuck))


@pytest.mark.parametrize("name", sorted(CASES))
def test_the_unedited_position_still_loads(name):
    """The check refuses only the stuck position: the same game's save before the edit loads, decision and all."""
    options, _ = CASES[name]
    game = rulebook.GAMES[name]
    st = game.new_game(players=2, seed=3, **options)
    loaded = game.from_json(st.to_json())
    assert loaded.legal_actions() == st.legal_actions() != []


def test_a_finished_game_needs_no_decision():
    """A game that is over has no legal action and loads: the rule is about games not over."""
    from rulebook.analysis.bots import make_bot
    game = rulebook.GAMES["first_class"]
    st = game.new_game(players=2, seed=3)
    bot = make_bot("random", seed=1, game=game)
    while not st.is_over:
        st.apply(bot.choose(st))
    loaded = game.from_json(st.to_json())
    assert loaded.is_over and loaded.legal_actions() == []
