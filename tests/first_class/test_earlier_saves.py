"""Saves made with an earlier version's built-in cards still load (issue 33: "saves from today's main load").

Issue 35 gave the stand-in modules B-E contracts, which changed the built-in card files and so their fingerprint.
A save names the fingerprint of the cards it was played with; the earlier built-in sets are kept in
``rulebook/first_class/data/earlier/<fingerprint>/``, and a save naming one of them loads with those cards (its
replay checked against its recorded position, as every save is). A fingerprint that is neither today's nor a kept
one is still refused with the sentence that says the cards were edited.
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest

import rulebook
from rulebook import LoadError
from rulebook.first_class.data import load_components
from rulebook.saves import FORMAT_VERSION

FC = rulebook.GAMES["first_class"]
SAVE = Path(__file__).resolve().parents[1] / "data" / "first_class_save_before_module_contracts.json"


def test_a_save_of_the_cards_before_the_module_contracts_loads_and_plays_on():
    """A save written by main 3746d27 (modules A and B, before B had contracts) loads, saves back as the same
    game in the current save format (its log in today's words: see tests/test_save_versions.py), undoes and
    lists its moves with its own cards."""
    text = SAVE.read_text(encoding="utf-8")
    saved = json.loads(text)["base"]["data"]
    assert saved != load_components().fingerprint            # the cards did change since
    s = FC.from_json(text)
    again = s.to_json()
    assert _no_logs(json.loads(again)) == _no_logs(dict(json.loads(text), version=FORMAT_VERSION))
    assert FC.from_json(again).to_json() == again and s.comp.fingerprint == saved
    before = s.legal_actions()
    s.undo()
    s.apply(json.loads(text)["actions"] and FC.action_from_dict(json.loads(text)["actions"][-1]))
    assert s.to_json() == again and s.legal_actions() == before


def _no_logs(save: dict) -> dict:
    return dict(save, base={k: v for k, v in save["base"].items() if k != "log"},
                state={k: v for k, v in save["state"].items() if k != "log"})


def test_a_save_of_unknown_cards_is_still_refused():
    """A fingerprint that no kept set has (cards edited since the save) is refused by name."""
    d = json.loads(SAVE.read_text(encoding="utf-8"))
    for where in ("base", "state"):
        d[where]["data"] = "0123456789abcdef"
    with pytest.raises(LoadError, match="different card data"):
        FC.from_json(json.dumps(d))
