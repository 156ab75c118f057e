"""Saves of every earlier version keep loading (issue 33: "saves stay readable by this version ... versioned with
a tested migration of every older format"), and the version is the version of the log's words.

The rules checked (``rulebook/saves.py``):

* every save fixture of an earlier version in the repository (``tests/<game>/data/save_v<N>.json``, written by
  ``tests/save_fixtures.py`` with the code of version N, and the older First Class save in ``tests/data``) loads;
  every field of its position but the log is the replay's, exactly; saved again it is a save of the current
  version that loads and round-trips byte for byte;
* the game's log migration turns the recorded log of such a save into exactly the log the replay writes (the
  replay is the oracle of the migration), and the base's log -- which no replay rebuilds -- is in today's words;
* each game has a fixture of the current version, and it round-trips byte for byte (a reworded log line
  without a version bump makes it fail);
* a forged earlier save whose position disagrees with its replay, or whose recorded log is no log, is refused;
  a save of a newer version, or with a version that is not a whole number from 1 on, is refused with a sentence;
  a refused load changes nothing (the text's data, a live game).
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest

import rulebook
from rulebook import LoadError
from rulebook.saves import FIRST_VERSION, FORMAT_VERSION, _earlier_log

TESTS = Path(__file__).resolve().parent
GAMES = ("first_class", "fracht_express", "horror")
FIXTURES = sorted(TESTS.glob("*/data/save_v*.json")) + [TESTS / "data" / "first_class_save_before_module_contracts.json"]


def _read(path: Path) -> tuple:
    text = path.read_text(encoding="utf-8")
    d = json.loads(text)
    return rulebook.GAMES[d["game"]], text, d


EARLIER = [p for p in FIXTURES if _read(p)[2]["version"] < FORMAT_VERSION]
CURRENT = [p for p in FIXTURES if _read(p)[2]["version"] == FORMAT_VERSION]


def _ids(p: Path) -> str:
    return str(p.relative_to(TESTS))


def _no_log(d: dict) -> dict:
    return {k: v for k, v in d.items() if k != "log"}


def test_there_are_earlier_saves_of_every_game_and_every_earlier_version():
    """The fixtures cover each game and each version from the first to the current one (so each bump of the
    version adds the saves that the next bump must still read)."""
    have = {(_read(p)[2]["game"], _read(p)[2]["version"]) for p in FIXTURES}
    missing = {(g, v) for g in GAMES for v in range(FIRST_VERSION, FORMAT_VERSION + 1)} - have
    assert not missing, f"no save fixture of {sorted(missing)}: run python tests/save_fixtures.py"


@pytest.mark.parametrize("path", EARLIER, ids=_ids)
def test_an_earlier_save_loads_with_the_replays_position_and_saves_as_the_current_version(path):
    """An earlier save loads; its position but the log is exactly the replay's; saved again it names the current
    version, keeps its base position and its actions, and that new save round-trips byte for byte."""
    game, text, old = _read(path)
    s = game.from_json(text)
    new = json.loads(s.to_json())
    assert new["version"] == FORMAT_VERSION and new["actions"] == old["actions"]
    assert _no_log(new["base"]) == _no_log(old["base"]) and _no_log(new["state"]) == _no_log(old["state"])
    assert len(new["base"]["log"]) == len(old["base"]["log"])
    again = s.to_json()
    assert game.from_json(again).to_json() == again


@pytest.mark.parametrize("path", EARLIER, ids=_ids)
def test_the_log_migration_of_an_earlier_save_gives_exactly_the_replays_log(path):
    """The game's migration of the recorded log (earlier words) gives the log that replaying the actions with
    today's engine writes, entry for entry; and the loaded base's log is the recorded base log migrated."""
    game, text, old = _read(path)
    s = game.from_json(text)
    migrated = [e.to_dict() for e in _earlier_log(game, s, old["state"]["log"], old["version"])]
    assert migrated == s._dump()["log"]
    base = [e.to_dict() for e in _earlier_log(game, s, old["base"]["log"], old["version"])]
    assert base == s.to_dict()["base"]["log"] == migrated[:len(base)]


@pytest.mark.parametrize("path", CURRENT, ids=_ids)
def test_a_save_of_the_current_version_round_trips_byte_for_byte(path):
    """A current save loads and writes the very same text (its log included: a reword without a bump of
    FORMAT_VERSION fails here)."""
    game, text, _ = _read(path)
    assert game.from_json(text).to_json() == text


def _first_earlier(game_name: str) -> tuple:
    for p in EARLIER:
        game, text, d = _read(p)
        if d["game"] == game_name:
            return game, text, d
    pytest.skip(f"no earlier save of {game_name}")


@pytest.mark.parametrize("name", GAMES)
def test_a_forged_earlier_save_whose_position_disagrees_is_refused(name):
    """Only the log of an earlier save is taken from the replay: a changed field of its position (the random
    generator's state, which every game saves) is refused, naming the field."""
    game, _, d = _first_earlier(name)
    d["state"]["rng"] = d["state"]["rng"] + 1 if isinstance(d["state"]["rng"], int) else [0, 1]
    with pytest.raises(LoadError, match=r"state\.rng"):
        game.from_json(json.dumps(d))


@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize("log,field", [("not a log", "state.log"),
                                       ([{"msg": {"id": "A made-up line."}, "rule": "x"}], r"state\.log\[0\]\.msg\.id")])
def test_an_earlier_save_whose_recorded_log_is_no_log_is_refused(name, log, field):
    """The recorded log of an earlier save is replaced by the replay's, but only after it is checked to be a log of
    lines the game wrote (a made-up message id is refused, naming it)."""
    game, _, d = _first_earlier(name)
    d["state"]["log"] = log
    with pytest.raises(LoadError, match=field):
        game.from_json(json.dumps(d))


@pytest.mark.parametrize("name", GAMES)
def test_an_earlier_save_whose_base_log_holds_an_unknown_line_is_refused(name):
    """The base's log of an earlier save, migrated, must hold only lines the game writes."""
    game, _, d = _first_earlier(name)
    d["base"]["log"].append({"msg": {"id": "A made-up line."}, "rule": "x"})
    with pytest.raises(LoadError, match=r"base\.log\[\d+\]\.msg\.id"):
        game.from_json(json.dumps(d))


@pytest.mark.parametrize("version,words", [(FORMAT_VERSION + 1, "newer version"), (99, "newer version"),
                                           (0, "whole number"), ("1", "whole number"), (True, "whole number"),
                                           (1.0, "whole number"), (None, "whole number")])
def test_a_save_of_a_newer_or_unknown_version_is_refused_with_a_sentence(version, words):
    """A save written by a newer version than this code is refused, saying so; a version that is no whole number
    from the first version on is refused, naming the field."""
    game, text, d = _read(CURRENT[0] if CURRENT else FIXTURES[0])
    d["version"] = version
    with pytest.raises(LoadError, match=words) as e:
        game.from_json(json.dumps(d))
    assert str(FORMAT_VERSION) in str(e.value)


def test_a_refused_earlier_save_changes_nothing():
    """A refused load leaves the text's data and a live game as they were."""
    game, text, d = _first_earlier("horror")
    live = game.from_json(text)
    before = live.to_json()
    d["state"]["rng"] = [0, 1]
    d["base"]["log"].append({"msg": {"id": "A made-up line."}, "rule": "x"})
    data = json.dumps(d)
    kept = json.loads(data)
    with pytest.raises(LoadError):
        game.from_json(data)
    assert json.loads(data) == kept and live.to_json() == before


@pytest.mark.parametrize("name", GAMES)
def test_a_position_code_carries_no_log_so_it_needs_no_migration(name):
    """A ``P`` position code holds the position with an empty log (it is opened as a save of the current version
    with no actions), so a reworded log line never stops a code written earlier from opening."""
    import random

    from rulebook.codes import from_code, parse, position_code
    s = rulebook.GAMES[name].new_game(players=2, seed=3)
    rng = random.Random(3)
    for _ in range(25):
        s.apply(rng.choice(s.legal_actions()))
    assert s.log
    code = position_code(s)
    game, kind, data = parse(code)
    assert (game, kind, data["log"]) == (name, "P", [])
    assert from_code(code)._dump() == dict(s._dump(), log=[])
