"""Bad saves: anything malformed or forged is refused with a LoadError naming the field (issue #12).

Requirement checked: loading a save (``game.from_json``) raises only
:class:`~rulebook.core.LoadError` for anything malformed, its message names a
field, the game the save came from is unchanged; a forged save whose ``base``
and ``state`` carry the same impossible edit is refused, because a base must be
a position the rules can reach. The mutations are those of
``tools/fuzz_saves.py`` (``rulebook.analysis.save_mutations``).

Size: ``RULEBOOK_QUICK=1`` (default) runs a few dozen mutations per game and
property; ``RULEBOOK_QUICK=0`` runs hundreds.
"""
from __future__ import annotations

import copy
import json
import os
import random
from functools import lru_cache

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as hs

import rulebook
from rulebook import validate
from rulebook.analysis.save_mutations import HUGE, forged_mutation, plain_mutation
from rulebook.core import LoadError
from rulebook.i18n import Msg

QUICK = os.environ.get("RULEBOOK_QUICK", "1") != "0"
EXAMPLES = 40 if QUICK else 400
GAMES = sorted(rulebook.GAMES)
SETTINGS = settings(max_examples=EXAMPLES, deadline=None, derandomize=True,
                    suppress_health_check=[HealthCheck.too_slow])


@lru_cache(maxsize=None)
def _states(name: str) -> tuple:
    """A few live games per game (kept: the tests check they never change)."""
    g = rulebook.GAMES[name]
    rng = random.Random(f"bad-saves:{name}")
    out = []
    for k in range(4):
        s = g.new_game(players=list(g.PLAYERS)[k % len(g.PLAYERS)], seed=k)
        for _ in range(rng.randrange(40)):
            acts = s.legal_actions()
            if not acts:
                break
            s.apply(rng.choice(acts))
        out.append(s)
    return tuple(out)


def _refused(game, text: str) -> LoadError | None:
    """Load ``text``; None if it loaded, else the LoadError (any other exception fails the test)."""
    try:
        game.from_json(text)
    except LoadError as e:
        return e
    return None


def _names_a_field(e: LoadError) -> bool:
    return str(e).startswith("Field '") and len(str(e)) < 2000


@pytest.mark.parametrize("name", GAMES)
@SETTINGS
@given(seed=hs.integers(0, 2 ** 32 - 1))
def test_mutated_saves_raise_only_load_error_naming_a_field(name, seed):
    """Req: any one-field mutation of a save (deletion, type swap, huge or negative number, unknown id,
    deep nesting) loads or raises LoadError naming a field; the game it came from is unchanged."""
    g = rulebook.GAMES[name]
    rng = random.Random(seed)
    s = rng.choice(_states(name))
    before = s.to_json()
    data, what = plain_mutation(s.to_dict(), rng)
    e = _refused(g, json.dumps(data))
    assert e is None or _names_a_field(e), (what, str(e))
    assert s.to_json() == before, what


@pytest.mark.parametrize("name", GAMES)
@SETTINGS
@given(seed=hs.integers(0, 2 ** 32 - 1))
def test_forged_consistent_saves_are_refused(name, seed):
    """Req: a save whose base and state carry the same impossible edit (a number no game reaches, an id
    no component has, a duplicated card or token) is refused: a base must be a reachable position."""
    g = rulebook.GAMES[name]
    rng = random.Random(seed)
    s = rng.choice(_states(name))
    m = forged_mutation(s.to_dict(), rng)
    if m is None:
        return
    data, what = m
    e = _refused(g, json.dumps(data))
    assert e is not None, f"forged save loaded: {what}"
    assert _names_a_field(e), (what, str(e))


@pytest.mark.parametrize("name", GAMES)
@SETTINGS
@given(seed=hs.integers(0, 2 ** 32 - 1))
def test_loaders_themselves_raise_only_load_error(name, seed):
    """Req: the validation layer (plain-data limits plus the game's own loader and schema) catches
    malformed bases by itself: ``State._load`` raises only LoadError, without the safety net of
    ``load_state``."""
    g = rulebook.GAMES[name]
    rng = random.Random(seed)
    base = rng.choice(_states(name)).to_dict()["base"]
    data, what = plain_mutation({"base": base}, rng)
    if "base" not in data:
        return
    try:
        validate.check_plain(data["base"], "base")
        g.State._load(data["base"])
    except LoadError as e:
        assert e.field is not None and _names_a_field(e), (what, str(e))


@pytest.mark.parametrize("name", GAMES)
def test_unmutated_saves_still_load(name):
    """Req: the checks refuse nothing a real game writes (every sample game's save round-trips)."""
    g = rulebook.GAMES[name]
    for s in _states(name):
        assert g.from_json(s.to_json()).to_json() == s.to_json()


@pytest.mark.parametrize("name", GAMES)
def test_deep_nesting_is_a_load_error(name):
    """Req: ``"[" * 100000 + "]" * 100000`` (and deep nesting inside a field) gives LoadError, not
    RecursionError."""
    g = rulebook.GAMES[name]
    e = _refused(g, "[" * 100000 + "]" * 100000)
    assert e is not None and _names_a_field(e)
    d = _states(name)[0].to_dict()
    text = json.dumps(d).replace('"base": {', '"base": {"deep": ' + "[" * 5000 + "]" * 5000 + ", ", 1)
    e = _refused(g, text)
    assert e is not None and _names_a_field(e)


def _edit(name, seat_path, value, *, forged=False, state_index=0):
    s = _states(name)[state_index]
    d = s.to_dict()
    if forged:
        d = dict(d, state=copy.deepcopy(d["base"]), actions=[])
    for part in ("base", "state") if forged else ("base",):
        x = d[part]
        for k in seat_path[:-1]:
            x = x[k]
        if value is KeyError:
            del x[seat_path[-1]]
        else:
            x[seat_path[-1]] = copy.deepcopy(value)
    return rulebook.GAMES[name], json.dumps(d)


@pytest.mark.parametrize("name,path,value,field", [
    ("first_class", ["held"], {}, "base.held"),
    ("first_class", ["options", "modules"], KeyError, "base.options"),
    ("first_class", ["players", 1, "score"], HUGE, "base.players[1].score"),
    ("fracht_express", ["closed"], [1, 2, 3], "base.closed"),
    ("fracht_express", ["players", 0, "hand"], ["NOPE"], "base.players[0].hand"),
    ("horror", ["phase"], {}, "base.phase"),
    ("horror", ["cur"], HUGE, "base.cur"),
    ("horror", ["general_display", 0], "NOPE", "base.general_display[0]"),
    ("horror", ["inv", 0, "slots", 2], "NOPE", "base.inv[0].slots[2]"),
])
def test_issue_examples_name_their_field(name, path, value, field):
    """Req: the examples of issue #12 are refused with a sentence naming the field."""
    g, text = _edit(name, path, value)
    e = _refused(g, text)
    assert e is not None and e.field == field, str(e)
    assert f"Field '{field}'" in str(e)


@pytest.mark.parametrize("name,path,value", [
    ("first_class", ["players", 1, "score"], 10 ** 5),
    ("first_class", ["players", 0, "score"], -5),
    ("first_class", ["removed"], ["NOPE"]),
    ("fracht_express", ["deck"], ["NOPE"]),
    ("horror", ["general_display", 0], "NOPE"),
    ("horror", ["colours"], ["red", "green", "blue", "red"]),
    ("horror", ["coffins"], 999),
    ("horror", ["essence_pool"], -1),
])
def test_forged_examples_are_refused(name, path, value):
    """Req: impossible scores, unknown ids and broken counts made in both base and state are refused
    (score bounds and id checks are part of the invariants and schemas, not only of replay)."""
    g, text = _edit(name, path, value, forged=True)
    assert _refused(g, text) is not None


@pytest.mark.parametrize("name", GAMES)
def test_check_invariants_sees_impossible_scores_and_ids(name):
    """Req: ``check_invariants`` itself reports a forged position (not only the loader's schema)."""
    s = _states(name)[0].copy()
    if name == "first_class":
        s.players[0].score = HUGE
    elif name == "fracht_express":
        s.stations[next(iter(s.stations))] = [HUGE, 0]
    elif name == "horror":
        s.general_display[0] = "NOPE"
    else:    # the fourth game (tests/fourth_game): a train beyond the end of its line
        s.pos[0] = HUGE
    assert s.check_invariants()


@pytest.mark.parametrize("name", GAMES)
def test_log_templates_from_a_save_are_never_formatted(name):
    """Req: a log entry whose message id the code does not know ("{nope}", "{x:>300000000}") is refused
    at load; parameters must be plain."""
    s = _states(name)[0]
    for msg in ({"id": "{nope}", "params": {}}, {"id": "{x:>300000000}", "params": {"x": 1}},
                {"id": s.log[0].msg.id, "params": {"x": [1, 2]}}):
        d = s.to_dict()
        d["base"]["log"][0]["msg"] = msg
        e = _refused(rulebook.GAMES[name], json.dumps(d))
        assert e is not None and e.field.startswith("base.log[0]"), str(e)


def test_rendering_is_safe_for_any_template():
    """Req: ``Msg.text`` never raises and never builds a huge string, whatever the id and parameters:
    no attribute or index access, no format spec, missing parameters left as written."""
    assert Msg("{nope}").text() == "{nope}"
    assert Msg("{nope} {n}", {"n": 3}).text() == "{nope} 3"
    assert len(Msg("{x:>300000000}", {"x": 1}).text()) < 100
    assert Msg("{0.__class__}{x.__class__}", {"x": 1}).text() == "{0.__class__}{x.__class__}"
    assert Msg("{x[0]}", {"x": [1]}).text() == "{x[0]}"
    assert Msg("unbalanced {", {"x": 1}).text() == "unbalanced {"
    assert len(Msg("{x}", {"x": "y" * 10 ** 6}).text()) <= 2000
    assert Msg("{a!r} {{b}}", {"a": "q"}).text() == "'q' {b}"


def test_validators_name_the_field():
    """Req: the declarative checks raise LoadError naming the exact field."""
    with pytest.raises(LoadError, match=r"Field 'players\[1\]\.score'"):
        validate.Dict({"score": validate.Int(0, 500)}).check({"score": HUGE}, "players[1]")
    with pytest.raises(LoadError, match=r"Field 'x\[2\]'"):
        validate.List(validate.Str({"a"})).check(["a", "a", "b"], "x")
    with pytest.raises(LoadError, match="Field 'base.a.b'"):
        validate.check_plain({"a": {"b": 1 << 70}}, "base")
