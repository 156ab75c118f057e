"""Horror's people and threats as named records (``rulebook/horror/records.py``): saves stay byte-identical to
the ones written before the records (a fixture of saves made by main 522bd84), and copies, deep copies and
pickles of a state keep the records."""
from __future__ import annotations

import copy
import doctest
import gzip
import json
import pickle
import random
import re
from pathlib import Path

import pytest

import rulebook
from rulebook.horror import records
from rulebook.horror.records import Investigator, Monster, Passenger, Suspect
from rulebook.saves import FORMAT_VERSION

HORROR = rulebook.GAMES["horror"]
SAVES = Path(__file__).parent / "data" / "saves_522bd84.json.gz"


def _old_saves() -> dict:
    """name -> save text, written by the code of main 522bd84 before the records (see ``_replay``)."""
    with gzip.open(SAVES, "rt", encoding="utf-8") as f:
        return json.load(f)


def _replay(name: str):
    """The game a fixture save was made from: ``p{players}_seed{seed}_m{moves}``, that many random moves (a
    ``random.Random(seed)`` choosing among the legal actions) from ``new_game(players, seed)``, stopping at the end
    of the game."""
    players, seed, moves = map(int, re.fullmatch(r"p(\d)_seed(\d+)_m(\d+)", name).groups())
    s = HORROR.new_game(players=players, seed=seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if s.is_over:
            break
        s.apply(rng.choice(s.legal_actions()))
    return s


OLD = _old_saves()


def test_the_fixture_covers_one_to_four_investigators():
    """The saves written before the records cover every player count, mid-game and finished games."""
    assert {int(k[1]) for k in OLD} == {1, 2, 3, 4}
    assert any(json.loads(t)["state"]["phase"] == "over" for t in OLD.values())
    assert any(json.loads(t)["state"]["phase"] != "over" for t in OLD.values())


@pytest.mark.parametrize("name", sorted(OLD))
def test_an_old_save_loads_and_saves_byte_identical(name):
    """A save written before the records loads, and saving it again gives the same position (every field but the
    log, which a version-1 save holds in older words and the migration renews: rulebook.saves); the loaded people
    and threats are records."""
    s = HORROR.from_json(OLD[name])
    new, old = json.loads(s.to_json()), json.loads(OLD[name])
    assert new["version"] == FORMAT_VERSION and _no_logs(new) == _no_logs(dict(old, version=FORMAT_VERSION))
    assert all(type(m) is Monster for m in s.monsters) and all(type(q) is Passenger for q in s.passengers)
    assert all(type(x) is Suspect for x in s.suspects) and all(type(x) is Investigator for x in s.inv)


@pytest.mark.parametrize("name", sorted(OLD))
def test_the_same_game_played_now_saves_the_same_text(name):
    """The same seeded random game played by this code writes the very text the old code wrote."""
    assert _replay(name).to_json() == HORROR.from_json(OLD[name]).to_json()


def _no_logs(save: dict) -> dict:
    return dict(save, base={k: v for k, v in save["base"].items() if k != "log"},
                state={k: v for k, v in save["state"].items() if k != "log"})


@pytest.mark.parametrize("how", ["copy", "deepcopy", "pickle", "state.copy"])
def test_a_copied_state_keeps_its_records_and_saves_the_same(how):
    """``copy.copy``, ``copy.deepcopy``, pickle and ``State.copy`` of a state mid-game give a state whose people
    and threats are records again (not plain lists or nested records), whose save is the original's text, and
    which shares no record with the original."""
    s = _replay("p3_seed22_m60")
    c = {"copy": copy.copy, "deepcopy": copy.deepcopy, "pickle": lambda x: pickle.loads(pickle.dumps(x)),
         "state.copy": lambda x: x.copy()}[how](s)
    assert c.to_json() == s.to_json()
    for f, t in records.RECORDS.items():
        assert [type(r) for r in getattr(c, f)] == [t] * len(getattr(s, f))
    if how != "copy":   # a shallow copy shares its fields by definition
        c.inv[0].sanity += 1
        c.monsters[0].car += 1
        c.suspects[0].clues.append("x")
        assert s.inv[0].sanity == c.inv[0].sanity - 1 and s.monsters[0].car == c.monsters[0].car - 1
        assert "x" not in s.suspects[0].clues


@pytest.mark.parametrize("rec", [Monster("red", 4), Passenger(2, "calm"),
                                 Suspect(tile="t", car=3, clues=["a", "b"]),
                                 Investigator(id="doctor", car=2, slots=["s", None])])
def test_a_record_copies_and_pickles_to_itself(rec):
    """Each record copied (``copy``, ``deepcopy``, ``records.clone``) or pickled is an equal record of its own
    type, its lists not shared."""
    for c in (copy.copy(rec), copy.deepcopy(rec), records.clone(rec), pickle.loads(pickle.dumps(rec))):
        assert type(c) is type(rec) and c == rec and c is not rec
        if isinstance(rec, (Suspect, Investigator)):
            k = next(k for k, v in vars(rec).items() if type(v) is list)
            assert getattr(c, k) is not getattr(rec, k)


def test_named_parts_read_and_write_the_saved_value():
    """A record's named parts are its list places and dict keys: setting a name changes what is saved."""
    m, q = Monster("red", 4), Passenger(2, "calm")
    m.car, q.status = 5, "dead"
    assert json.dumps([m.to_json(), q.to_json()]) == '[["red", 5], [2, "dead"]]'
    assert not q.alive
    x = Investigator(id="doctor", sanity=4)
    x.sanity -= 1
    assert x.sanity == 3 and json.loads(json.dumps(x.to_json()))["sanity"] == 3
    with pytest.raises(TypeError):
        Suspect(tile="t", colour="red")


def test_a_record_is_read_by_name_only():
    """A record is not the list or dict a save holds: reading it by position or key, unpacking it or treating it as
    a dict raises, and it is not equal to the plain value (only to a record of its type with the same parts)."""
    m, s = Monster("red", 4), Suspect(tile="t", car=3, clues=["a"])
    for read in (lambda: m[1], lambda: s["car"], lambda: tuple(m), lambda: dict(s), lambda: "car" in s):
        with pytest.raises(TypeError):
            read()
    with pytest.raises(TypeError):
        m[1] = 5
    with pytest.raises(TypeError):
        s["car"] = 5
    with pytest.raises(TypeError):
        sorted([Passenger(3, "calm"), Passenger(1, "wounded")])
    assert m != ["red", 4] and s != s.to_json() and Passenger(2, "calm") != Monster(2, "calm")
    assert m == Monster("red", 4) and m != Monster("red", 5) and s == Suspect(s) and Suspect(s, car=6).car == 6


def test_hand_made_plain_values_become_records_at_start_history():
    """A position edited by hand with plain lists and dicts (as the tests and lessons do) holds records once
    ``_start_history`` marks it as the base, and a copy of it holds records too."""
    s = HORROR.new_game(players=1, seed=3)
    s.monsters = [["red", 5]]
    s.inv = [s.inv[0].to_json()]
    c = s.copy()
    assert type(c.monsters[0]) is Monster and type(c.inv[0]) is Investigator
    s._cache = None
    s._start_history()
    assert type(s.monsters[0]) is Monster and s.monsters[0].car == 5 and type(s.inv[0]) is Investigator


def test_the_records_module_doctests_pass():
    """The examples in ``records.py`` (the documentation of the fields) run as written."""
    got = doctest.testmod(records)
    assert got.attempted > 5 and got.failed == 0
