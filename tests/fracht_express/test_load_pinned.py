"""Save checks that mutation testing found unpinned (issue 21): a broken field of a FrachtExpress save is
refused with a LoadError naming that field (a card list, a station's cell, a pending unit that is not even a
list), a save breaking a rule of the game is refused naming the rule broken, and a save made in the middle of
a drive (a pending unit holding ``null``) loads."""
import json

import pytest

import rulebook
from rulebook import LoadError
from rulebook.fracht_express.actions import Move
from rulebook.fracht_express.scenario import scenario

FX = rulebook.GAMES["fracht_express"]


def _load_edited(s, edit):
    """``s``'s save with ``edit`` made to its base and its state (no actions to replay)."""
    d = json.loads(s.to_json())
    assert d["actions"] == []
    edit(d["base"])
    edit(d["state"])
    return FX.from_json(json.dumps(d))


def _set(key, value):
    return lambda b: b.__setitem__(key, value)


def _crossing_on_a_card(b):
    for pile in [b["deck"], b["discard"]] + [p[k] for p in b["players"] for k in ("hand", "attached")]:
        if "D46" in pile:
            pile.remove("D46")
    b["table"].append([5, 3, "D46", 0])


BROKEN = [   # (edit, field named, words of the problem)
    (lambda b: b["discard"].append("ZZ"), "base.discard", "list of card ids"),
    (lambda b: b["deck"].append(7), "base.deck", "list of card ids"),
    (lambda b: b["stations"].__setitem__("C", [4, 0, 0]), "base.stations.C", "wrong kind"),
    (lambda b: b["stations"].__setitem__("C", [4]), "base.stations.C", "wrong kind"),
    (_set("stack", [5]), "base.stack[0]", "wrong kind"),
    (_set("stack", [{"move": 1}]), "base.stack[0]", "wrong kind"),
    (_set("stack", [[]]), "base.stack[0]", "wrong kind"),
    (_set("stack", [["move", 0, 1.5, True, None, []]]), "base.stack[0]", "wrong kind"),
    (_set("stack", [["move", 0, 2, True, {"a": 1}, []]]), "base.stack[0]", "wrong kind"),
    (_set("tickets", 1), "base", "not used in the basic game"),
    (_crossing_on_a_card, "base", "a crossing shares space"),
]


@pytest.mark.parametrize("edit,field,words", BROKEN, ids=[f"{i}:{f}" for i, (_, f, _) in enumerate(BROKEN)])
def test_a_broken_save_is_refused_naming_the_field(edit, field, words):
    """Each broken save: a LoadError whose message names the field (``Field '<field>'``) and says what is
    wrong -- never a Python error, never a message without the problem."""
    s = scenario(2, 1, table=[(5, 3, "D01", 1)])
    with pytest.raises(LoadError) as e:
        _load_edited(s, edit)
    text = str(e.value)
    assert f"Field '{field}'" in text and words in text, text
    assert "None" not in text


def test_a_save_in_the_middle_of_a_drive_loads():
    """Ruling ``move_distance="up_to"``: after the move card each step is a decision, so the drive is a pending
    unit (its ``target`` null); the save of that position loads, with the same pending drive and choices."""
    s = scenario(2, 1, table=[(5, 3, "D01", 1), (6, 3, "D02", 1)], hands={0: ["D12"]},
                 rulings={"move_distance": "up_to"})
    s.apply(Move("D12"))
    assert s.stack and s.stack[-1].KIND == "move" and s.stack[-1].target is None
    t = FX.from_json(s.to_json())
    assert t.stack[-1].KIND == "move" and t.legal_actions() == s.legal_actions()
