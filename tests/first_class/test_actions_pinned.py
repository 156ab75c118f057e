"""First Class actions are frozen, slotted values (issue 21): what mutation testing found unpinned.

The action classes are made when ``rulebook.first_class.actions`` is imported, so these checks read the classes
as imported (a mutation run that imports the module afresh sees them change).
"""
import dataclasses

import pytest

import rulebook
from rulebook.first_class.actions import ACTIONS

FC = rulebook.GAMES["first_class"]


def _one(cls):
    """An instance of an action class, each field given a plain value of its type."""
    args = {f.name: ("G01" if f.type == "str" else 1) for f in dataclasses.fields(cls)}
    return cls(**args)


@pytest.mark.parametrize("name", sorted(ACTIONS))
def test_every_action_is_a_frozen_value(name):
    """An action is a value: it cannot be changed after it is made, and two equal actions hash alike, so the
    legal actions can be kept in sets and looked up."""
    cls = ACTIONS[name]
    a = _one(cls)
    assert dataclasses.is_dataclass(cls) and cls.__dataclass_params__.frozen
    for f in dataclasses.fields(cls):
        with pytest.raises(dataclasses.FrozenInstanceError):
            setattr(a, f.name, 2)
    assert hash(a) == hash(_one(cls)) and {a: 1}[_one(cls)] == 1


@pytest.mark.parametrize("name", sorted(ACTIONS))
def test_every_action_has_slots_and_no_instance_dict(name):
    """Actions are slotted (no per-instance ``__dict__``): the engine lists many of them for every position, so
    each is kept as small as its fields."""
    a = _one(ACTIONS[name])
    assert "__slots__" in vars(ACTIONS[name])
    assert not hasattr(a, "__dict__")


def test_the_legal_actions_of_a_new_game_are_hashable_values():
    """The listing of a new game is a list of hashable values: a set of it has one member per distinct action,
    and each listed action is found in that set again."""
    s = FC.new_game(players=2, seed=3)
    acts = s.legal_actions()
    assert acts and len(set(acts)) == len(acts)
    assert all(a in set(acts) for a in acts)
