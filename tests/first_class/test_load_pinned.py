"""Reading a First Class save (load.py), pinned field by field (issue #21's mutation pass).

Each test breaks one field of a save's base position (the state is the same position, no actions) and checks
that the save is refused with a ``LoadError`` naming exactly that field (``base.<field>``), and that the game
the save came from is unchanged; or that a value the rules allow still loads.
"""
from __future__ import annotations

import copy
import json

import pytest

import rulebook
from rulebook.core import LoadError
from rulebook.first_class.scenario import scenario

GAME = rulebook.GAMES["first_class"]


def _edited(s, edit) -> dict:
    """The save of ``s`` (no actions) with ``edit(base)`` applied to its base, the state kept equal to it."""
    d = s.to_dict()
    assert d["actions"] == []
    base = copy.deepcopy(d["base"])
    edit(base)
    d["base"], d["state"] = base, copy.deepcopy(base)
    return d


def _refused_at(s, edit) -> LoadError:
    before = s.to_json()
    with pytest.raises(LoadError) as info:
        GAME.from_json(json.dumps(_edited(s, edit)))
    assert s.to_json() == before
    return info.value


@pytest.fixture(scope="module")
def s():
    return scenario(players=3, seed=1, cur=0)


def test_options_that_are_not_an_object_are_refused_as_options(s):
    """Save format: ``options`` must be an object; a list there is refused naming ``options``, not as an
    unreadable position."""
    e = _refused_at(s, lambda b: b.__setitem__("options", list(b["options"])))
    assert e.field == "base.options"


def test_options_the_game_does_not_accept_are_refused_as_options(s):
    """Save format: a ruling value the game does not know is refused naming ``options``."""
    e = _refused_at(s, lambda b: b["options"]["rulings"].__setitem__("supply_out", "bottomless"))
    assert e.field == "base.options"


def test_card_data_other_than_the_files_in_use_is_refused_as_data(s):
    """Save format: the fingerprint of the card data must be the one of the data files in use."""
    e = _refused_at(s, lambda b: b.__setitem__("data", "0" * 16))
    assert e.field == "base.data"


def test_the_random_state_may_be_zero_but_not_negative_or_64_bit_overflowing(s):
    """Save format: the random generator's state is any 64-bit unsigned number, 0 included."""
    d = _edited(s, lambda b: b.__setitem__("rng", 0))
    assert GAME.from_json(json.dumps(d)).to_dict()["state"]["rng"] == 0
    assert _refused_at(s, lambda b: b.__setitem__("rng", -1)).field == "base.rng"
    assert _refused_at(s, lambda b: b.__setitem__("rng", 1 << 64)).field == "base.rng"


def test_removed_cards_must_be_card_ids(s):
    """Save format: the cards out of the game (``removed``) are a list of card ids."""
    e = _refused_at(s, lambda b: b["removed"].append(7))
    assert e.field == "base.removed"


def test_a_held_card_must_be_a_card_of_the_game(s):
    """Save format: the card being decided on (``held``) names a card of the data in use."""
    e = _refused_at(s, lambda b: b.__setitem__("held", "no-such-card"))
    assert e.field == "base.held"


def test_a_missing_game_end_display_is_named(s):
    """Save format: the face-up Game End cards (``ge_display``) are a field of every save."""
    e = _refused_at(s, lambda b: b.pop("ge_display"))
    assert e.field == "base.ge_display"


def test_one_entry_per_player(s):
    """Save format: ``players`` holds one entry per seat of ``players_count``."""
    e = _refused_at(s, lambda b: b["players"].pop())
    assert e.field == "base.players"


def test_a_pending_upgrade_decision_loads():
    """Pending decisions: a save taken inside a "upgrade a car" decision (stack unit ``up``) loads, and the
    same decision is offered."""
    s = scenario(players=3, seed=1, cur=0, p0={"trains": [[0, 0], [0]]}, pending=[("upgrade", 2)])
    assert any(u[0] == "up" for u in s.to_dict()["base"]["stack"])
    t = GAME.from_json(s.to_json())
    assert t.to_json() == s.to_json() and t.legal_actions() == s.legal_actions()


def test_paying_for_a_game_end_card_takes_one_to_four_coins(s):
    """Game End cards: a pending payment (stack unit ``pay``) is of 1 to 4 coins; 5 is refused naming the unit."""
    def pay(n):
        def edit(b):
            card = b["ge_deck"].pop(0)
            b["stack"].append(["pay", n, card])
        return edit
    k = len(s.to_dict()["base"]["stack"])
    assert _refused_at(s, pay(5)).field == f"base.stack[{k}]"
    assert _refused_at(s, pay(0)).field == f"base.stack[{k}]"


def test_a_pending_unit_of_no_known_kind_is_refused_naming_the_unit(s):
    """Save format: a pending unit is a list whose first item names its kind (``seq``, ``car``, ``up`` ...); an
    unknown kind, or a kind that is not a text at all (a list, a number), is refused naming the unit."""
    k = len(s.to_dict()["base"]["stack"])
    for kind in ("lamp", ["car"], 3, None):
        e = _refused_at(s, lambda b, kind=kind: b["stack"].append([kind, 1, "cars"]))
        assert e.field == f"base.stack[{k}]", kind


def test_a_player_has_two_trains(s):
    """Save format: each player has exactly two trains."""
    e = _refused_at(s, lambda b: b["players"][0]["trains"].append([0]))
    assert e.field == "base.players[0].trains"


def test_a_score_must_be_a_whole_number(s):
    """Save format: a player's score is a whole number; text there is refused naming the score."""
    e = _refused_at(s, lambda b: b["players"][1].__setitem__("score", "5"))
    assert e.field == "base.players[1].score"


def test_a_locomotive_tile_must_be_one_of_the_box():
    """Special cards: a train's 10th card may be a locomotive tile of the box only; an index past the last
    tile is no position, even when the supplies are unlimited (no count of tiles to catch it)."""
    s = scenario(players=2, seed=1, cur=0, rulings={"supply_out": "unlimited"},
                 p0={"trains": [[2, 1, 1, 0, 0, "mail", 0, 0, 0, "tile3"], [0]]})
    assert s.check_invariants() == []
    s.players[0].trains[0][9] = 100 + len(s.comp.locomotive_tiles) - 1
    assert s.check_invariants() == []
    s.players[0].trains[0][9] = 100 + len(s.comp.locomotive_tiles)
    assert any("locomotive tile" in p for p in s.check_invariants())


def test_a_number_between_the_car_values_and_the_tiles_is_an_unknown_card():
    """Card codes in a train: 0 to 12 are railroad car values (0, 1, 2, 4, 7, 12 exist), a negative number is the
    mail car and 100 up a locomotive tile; 13 is none of them, so the problem says the card is unknown rather
    than calling it a car of a value that does not exist (which is what 3 is)."""
    s = scenario(players=2, seed=1, cur=0, p0={"trains": [[2, 1], [0]]})
    s.players[0].trains[0][1] = 13
    assert any("unknown card 13" in p for p in s.check_invariants())
    s.players[0].trains[0][1] = 3
    assert any("car of value 3, which does not exist" in p for p in s.check_invariants())
