"""Position codes (issue #17: "shared by a code"; ``rulebook/codes.py``).

Requirements: a code opens the very position it was made from (both forms, every game); a typo, a cut
code, a code of another game and a code of an impossible position are refused with a LoadError whose
message is one plain sentence; nothing but checked JSON is read.
"""
from __future__ import annotations

import random

import pytest

import rulebook
from rulebook.codes import ALPHABET, _pack, from_code, position_code, scenario_code
from rulebook.core import LoadError
from rulebook.first_class.scenario import scenario

GAMES = {"first_class": 3, "fracht_express": 3, "horror": 2}


def _midgame(name, steps=80):
    s = rulebook.GAMES[name].new_game(players=GAMES[name], seed=2)
    r = random.Random(1)
    for _ in range(steps):
        if s.is_over:
            break
        s.apply(r.choice(s.legal_actions()))
    return s


def _position(s):
    d = s._dump()
    d["log"] = []
    return d


@pytest.mark.parametrize("name", sorted(GAMES))
def test_full_code_round_trip(name):
    """A ``P`` code of a mid-game position opens the same position (every field but the log)."""
    s = _midgame(name)
    code = position_code(s)
    assert code.startswith({"first_class": "FC-P", "fracht_express": "FX-P", "horror": "HO-P"}[name])
    t = from_code(code, game=name)
    assert _position(t) == _position(s) and t.legal_actions() == s.legal_actions()


def test_scenario_code_is_short_and_round_trips():
    """A scenario at its start gets the short ``S`` form, read case-insensitively and in groups; after a move
    the position is no longer the scenario's, and the full form is used."""
    s = scenario(players=3, seed=1, cur=0, p0={"trains": [[4, 2, 0], [1]], "coins": 7, "completed": ["X-G01"]})
    code = position_code(s)
    assert code.startswith("FC-S") and len(code) < 80
    assert from_code(code).to_json() == s.to_json()
    tag, body, check = code.split("-")
    grouped = "-".join([tag] + [body[i:i + 5] for i in range(0, len(body), 5)] + [check]).lower()
    assert from_code("#" + grouped).to_json() == s.to_json()
    s.apply(s.legal_actions()[0])
    assert position_code(s).startswith("FC-P")


def test_scenario_code_refuses_an_impossible_scenario():
    """``scenario_code`` builds the scenario first: impossible arguments never become a code."""
    with pytest.raises(rulebook.core.RulebookError):
        scenario_code("first_class", {"players": 2, "p0": {"coins": 40}})


def _one_typo(code):
    tag, body, check = code.split("-")
    i = len(body) // 2
    new = ALPHABET[(ALPHABET.index(body[i]) + 7) % 32]
    return f"{tag}-{body[:i]}{new}{body[i + 1:]}-{check}"


@pytest.mark.parametrize("name", sorted(GAMES))
def test_typo_is_refused(name):
    """A code with one character changed is refused by its check characters, with a sentence."""
    code = position_code(_midgame(name, 20))
    with pytest.raises(LoadError, match="typo"):
        from_code(_one_typo(code))


def test_truncated_and_malformed_codes_are_refused():
    """A code cut short (with or without its check), an unknown game tag or a stray character is refused."""
    code = position_code(scenario(players=2, seed=5, p0={"score": 12}))
    tag, body, check = code.split("-")
    for bad, words in ((code[:12], "three parts"), (f"{tag}-{body[:-3]}-{check}", "typo"),
                       (f"ZZ-{body}-{check}", r"starts with the tag of its game \(FC, FX, HO\b"), ("", "must be a text"),
                       (f"{tag}-{body[:4]}!{body[5:]}-{check}", "typo|only digits")):
        with pytest.raises(LoadError, match=words) as e:
            from_code(bad)
        assert str(e.value).endswith(".")


def test_wrong_game_is_refused():
    """``from_code(code, game=...)`` refuses a code made for another game, naming both."""
    code = position_code(scenario(players=2, seed=5))
    with pytest.raises(LoadError, match="This position code is for First Class, not FrachtExpress."):
        from_code(code, game="fracht_express")


def test_a_checked_code_of_an_impossible_position_is_refused_like_a_save():
    """A code with correct check characters but an impossible position goes through the save checks."""
    d = _position(rulebook.GAMES["first_class"].new_game(players=2, seed=1))
    d["players"][0]["score"] = -3
    with pytest.raises(LoadError, match="base"):
        from_code(_pack("first_class", "P", d))


def test_a_checked_code_that_does_not_unpack_is_refused():
    """Check characters right but the payload is not compressed JSON: refused as damaged, never evaluated."""
    from rulebook.codes import _b32, _check
    body = "FC-P" + _b32(b"\x00\x01not deflate")
    with pytest.raises(LoadError, match="incomplete or damaged"):
        from_code(body + "-" + _check(body))
    with pytest.raises(LoadError, match="incomplete or damaged"):
        from_code(_pack("first_class", "S", [1, 2]))      # a scenario code must hold a dict of fields
