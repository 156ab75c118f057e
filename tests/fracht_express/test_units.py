"""Pending units as records read by field name (issue 13): each unit kind saves as the same JSON list as
before, reads back to an equal unit, and a copy shares nothing that changes."""
import json

import pytest

import rulebook
from rulebook.fracht_express import units as U

FX = rulebook.GAMES["fracht_express"]

SAVED = [
    ["move", 0, 3, True, None, []],
    ["move", 1, 2, False, [["T", 5, 3, 0, 1], 1], [["S", "B"]], True],
    ["drop", 1, 2],
    ["special", 0, "F", ["G", "F"]],
    ["ticket", 0],
    ["robbery", 2],
    ["close", 1],
    ["group", 0, 1],
    ["rapid", 0, None],
    ["objcard", 3],
    ["object", 0, 2, "C"],
    ["route", 1, 2],
    ["rapidpick", 0, 4],
    ["carrob", 0, None, None],
    ["hijack", 2],
]


@pytest.mark.parametrize("saved", SAVED, ids=[f"{s[0]}-{len(s)}" for s in SAVED])
def test_every_unit_saves_as_the_list_it_was_read_from(saved):
    """The save format is unchanged: a unit read from its JSON list writes back the very same list."""
    unit = U.from_json(json.loads(json.dumps(saved)))
    assert type(unit).KIND == saved[0] and unit.seat == saved[1]
    assert unit.to_json() == saved
    assert U.from_json(unit.to_json()) == unit == unit.copy()


def test_every_kind_a_save_may_hold_has_a_record():
    """The loader's kinds are exactly the records' kinds (one record per kind of pending decision)."""
    assert U.KINDS == {s[0] for s in SAVED}
    assert len(U.UNITS) == len(U.KINDS)


def test_a_copy_shares_no_list_with_its_unit():
    """A copied state changes its units in place (a drive's picks, the kinds of a special choice): the copy's
    lists are its own."""
    d = U.from_json(["move", 1, 2, False, [["T", 5, 3, 0, 1], 1], [["S", "B"]]])
    c = d.copy()
    c.picks.append(["S", "C"])
    c.target[0][1] = 9
    c.left -= 1
    assert d.to_json() == ["move", 1, 2, False, [["T", 5, 3, 0, 1], 1], [["S", "B"]]]
    s = U.SpecialChoice(0, "F", ["G", "F"])
    t = s.copy()
    t.kinds.pop(0)
    assert s.kinds == ["G", "F"]


@pytest.mark.parametrize("bad", [["drop", 0], ["object", 0, 1], ["move", 0, 3, True], ["ticket", 0, 1]])
def test_a_saved_unit_of_the_wrong_length_is_refused(bad):
    """A save whose pending unit has too few or too many fields is refused, naming the unit's field."""
    s = FX.new_game(players=2, seed=1)
    d = json.loads(s.to_json())
    d["base"]["stack"] = [bad]
    with pytest.raises(rulebook.LoadError, match=r"stack\[0\]"):
        FX.from_json(json.dumps(d))
