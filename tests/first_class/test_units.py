"""Pending decisions as frozen dataclasses (issue 13): each unit kind saves as the same JSON list as before,
reads back to an equal unit, and is never changed in place."""
import dataclasses
import json

import pytest

import rulebook
from rulebook.first_class import units as U

FC = rulebook.GAMES["first_class"]

SAVED = [
    ["seq", [["car", 1, None], ["coins", 2, None]], "turn"],
    ["pick", [["upgrade", 1, 2], ["conductors", 1, None]], "scoring"],
    ["car", 2, "cars"],
    ["up", 4, 1, "cars"],
    ["any", 2, 1, "special_cars"],
    ["split", 3, "conductors"],
    ["ge", 1, "game_end_cards"],
    ["mail", 1],
    ["pay", 3, "G07"],
]


@pytest.mark.parametrize("saved", SAVED, ids=[s[0] for s in SAVED])
def test_every_unit_saves_as_the_list_it_was_read_from(saved):
    """The save format is unchanged: a unit read from its JSON list writes back the very same list."""
    unit = U.from_json(json.loads(json.dumps(saved)))
    assert type(unit).KIND == saved[0]
    assert unit.to_json() == saved
    assert U.from_json(unit.to_json()) == unit


def test_units_are_frozen_and_used_gives_a_new_one():
    """A unit cannot be changed in place; using one step gives a new unit with one step less, then None."""
    u = U.Upgrades(2, 2, "cars")
    with pytest.raises(dataclasses.FrozenInstanceError):
        u.n = 1
    assert u.used() == U.Upgrades(2, 1, "cars") and u == U.Upgrades(2, 2, "cars")
    assert U.Upgrades(2, 1, "cars").used() is None


def test_fixed_rules_of_mail_and_payment():
    """A mail car and a Game End payment must be decided (no skipping) and name their own section."""
    assert not U.MailCar(0).SKIPPABLE and U.MailCar(0).rule == "special_cars"
    assert not U.PayForCard(4, "G01").SKIPPABLE and U.PayForCard(4, "G01").rule == "game_end_cards"
    assert U.AddCars(1, "cars").SKIPPABLE


def test_a_game_saved_with_pending_units_loads_the_same():
    """A whole game saves and loads through the list form of every unit it met on the way."""
    import random
    s = FC.new_game(players=3, seed=4)
    rnd = random.Random(4)
    kinds = set()
    checked = 0
    while not s.is_over:
        kinds.update(u.KIND for u in s.stack)
        if s.stack and len(s.history) % 10 == 0:
            assert FC.from_json(s.to_json()).stack == s.stack
            checked += 1
        s.apply(rnd.choice(s.legal_actions()))
    assert checked
    assert {"seq", "car", "up", "any"} <= kinds
