"""Broken component folders (issue #12 "Data folders").

Requirement: a ``data_dir`` folder however broken -- files missing or replaced by folders, bad
JSON, bytes that are not UTF-8, absurd nesting, values of the wrong type, unknown or duplicate
ids -- raises :class:`~rulebook.DataError` naming the file and the field (or, for what a game
cannot be set up with, :class:`~rulebook.ConfigError`); never a Python error such as
IsADirectoryError, RecursionError, TypeError or AttributeError. Each mutated folder is a fresh
copy of the shipped data under a temporary folder.
"""
from __future__ import annotations

import importlib
import json
import os
import re
import shutil
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import rulebook
from rulebook import ConfigError, DataError
from rulebook.registry import package_of

QUICK = os.environ.get("RULEBOOK_QUICK", "1") != "0"
# the games that read component data files (a data_dir option): their loaders are what is tested here
GAMES = sorted(n for n in rulebook.GAMES if "data_dir" in rulebook.GAMES[n].OPTIONS)
FIELD = re.compile(r"Data file '([^']+)', field '([^']+)'")
VALUES = [None, False, True, 0, -1, 10 ** 9, "", "NOPE", [], {}, [1], {"a": 1}, [[["x"]]], 1.5, "green"]


def data_dir(name) -> Path:
    return importlib.import_module(package_of(name) + ".data").DATA_DIR


def files(name) -> list:
    return sorted(p.name for p in data_dir(name).glob("*.json"))


def _paths(v, p=()):
    yield p
    if isinstance(v, dict):
        for k, x in v.items():
            yield from _paths(x, p + (k,))
    elif isinstance(v, list):
        for i, x in enumerate(v):
            yield from _paths(x, p + (i,))


def _copy(name, root: Path) -> Path:
    d = root / "box"
    shutil.copytree(data_dir(name), d)
    return d


def _start(name, folder):
    game = rulebook.GAMES[name]
    return game.new_game(players=2, seed=5, data_dir=str(folder))


def _assert_names_file_and_field(err, file=None):
    m = FIELD.search(str(err))
    assert m, str(err)
    assert m.group(2) != "(unknown)", f"a check is missing: {err}"
    if file is not None:
        assert m.group(1) == file, str(err)
    return m


# --------------------------------------------------------------------------- the examples of issue #12
@pytest.mark.parametrize("name", GAMES)
def test_folder_in_place_of_a_file(name, tmp_path):
    """Issue #12: a directory named like a data file (base_cards.json) raises DataError naming it."""
    d = _copy(name, tmp_path)
    f = files(name)[0]
    (d / f).unlink()
    (d / f).mkdir()
    with pytest.raises(DataError) as e:
        _start(name, d)
    _assert_names_file_and_field(e.value, f)


@pytest.mark.parametrize("name", GAMES)
def test_deep_nesting(name, tmp_path):
    """Issue #12: absurdly deep nesting raises DataError naming the file, not RecursionError."""
    d = _copy(name, tmp_path)
    f = files(name)[-1]
    (d / f).write_text("[" * 100000 + "]" * 100000)
    with pytest.raises(DataError) as e:
        _start(name, d)
    _assert_names_file_and_field(e.value, f)
    doc = json.loads((data_dir(name) / f).read_text())
    deep = []
    for _ in range(200):
        deep = [deep]
    doc[next(iter(doc))] = deep
    (d / f).write_text(json.dumps(doc))
    with pytest.raises(DataError) as e:
        _start(name, d)
    _assert_names_file_and_field(e.value, f)


@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize("content", [b"{not json", b"\xff\xfe\x00garbage", b"", b"[]", b"null"])
def test_missing_or_unreadable_file(name, content, tmp_path):
    """Issue #12: a missing file, bad JSON, non-UTF-8 bytes or a wrong top level raise DataError naming the file."""
    d = _copy(name, tmp_path)
    f = files(name)[0]
    (d / f).write_bytes(content)
    with pytest.raises(DataError) as e:
        _start(name, d)
    _assert_names_file_and_field(e.value, f)
    (d / f).unlink()
    with pytest.raises(DataError) as e:
        _start(name, d)
    _assert_names_file_and_field(e.value, f)


def _edit(folder: Path, file: str, fn):
    doc = json.loads((folder / file).read_text())
    fn(doc)
    (folder / file).write_text(json.dumps(doc))


def test_horror_spell_id_as_a_list(tmp_path):
    """Issue #12: a Horror spell id given as a list raises DataError naming magic.json and the id field."""
    d = _copy("horror", tmp_path)
    _edit(d, "magic.json", lambda doc: doc["spells"][0].__setitem__("id", ["x"]))
    with pytest.raises(DataError) as e:
        _start("horror", d)
    m = _assert_names_file_and_field(e.value, "magic.json")
    assert m.group(2) == "spells[0].id"


def test_horror_portal_set_to_false(tmp_path):
    """Issue #12: a portal set to false raises DataError naming landscapes.json and the portal."""
    d = _copy("horror", tmp_path)
    _edit(d, "landscapes.json", lambda doc: doc["landscapes"][0]["portals"].__setitem__(0, False))
    with pytest.raises(DataError) as e:
        _start("horror", d)
    m = _assert_names_file_and_field(e.value, "landscapes.json")
    assert "portals[0]" in m.group(2)


def test_duplicate_and_unknown_ids(tmp_path):
    """Issue #12: duplicate ids and ids naming nothing are refused with the file and field."""
    d = _copy("horror", tmp_path)
    _edit(d, "magic.json", lambda doc: doc["items"][1].__setitem__("id", doc["items"][0]["id"]))
    with pytest.raises(DataError) as e:
        _start("horror", d)
    assert _assert_names_file_and_field(e.value, "magic.json").group(2) == "items[1].id"
    d2 = _copy("horror", tmp_path / "b")
    _edit(d2, "investigators.json", lambda doc: doc["investigators"][0].__setitem__("start_car", "nowhere"))
    with pytest.raises(DataError) as e:
        _start("horror", d2)
    assert _assert_names_file_and_field(e.value, "investigators.json").group(2) == "investigators[0].start_car"
    d3 = _copy("first_class", tmp_path / "c")
    _edit(d3, "base_cards.json", lambda doc: doc["cards"][1].__setitem__("id", doc["cards"][0]["id"]))
    with pytest.raises(DataError) as e:
        _start("first_class", d3)
    assert _assert_names_file_and_field(e.value, "base_cards.json").group(2) == "cards[1].id"


def test_horror_effect_missing_a_parameter(tmp_path):
    """Issue #12: an effect without a parameter the engine needs is refused at load, not in play (KeyError)."""
    d = _copy("horror", tmp_path)

    def drop(doc):
        for it in doc["items"]:
            e = it["effect"]
            if isinstance(e, dict) and e.get("do") == "gain":
                del e["what"]
                return
        raise AssertionError("the shipped data has an item that gains")
    _edit(d, "magic.json", drop)
    with pytest.raises(DataError) as e:
        _start("horror", d)
    assert _assert_names_file_and_field(e.value, "magic.json").group(2).endswith(".what")


# --------------------------------------------------------------------------- property
def _mutate(doc, path, how, value):
    parent = doc
    for key in path[:-1]:
        parent = parent[key]
    last = path[-1]
    if how == "delete":
        del parent[last]
    elif how == "wrap":
        parent[last] = [parent[last]]
    else:
        parent[last] = value


@pytest.mark.parametrize("name", GAMES)
@settings(max_examples=30 if QUICK else 400, deadline=None, derandomize=QUICK,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_mutated_folders_raise_only_data_or_config_error(name, data):
    """Issue #12 property: one field of one file changed (value, type, deleted, wrapped in a list) or a whole
    file broken gives a game that plays, or a DataError naming the file and field, or a ConfigError."""
    f = data.draw(st.sampled_from(files(name)), label="file")
    doc = json.loads((data_dir(name) / f).read_text())
    kind = data.draw(st.sampled_from(["field"] * 6 + ["dir", "bytes"]), label="kind")
    with tempfile.TemporaryDirectory() as tmp:
        d = _copy(name, Path(tmp))
        if kind == "dir":
            (d / f).unlink()
            (d / f).mkdir()
        elif kind == "bytes":
            (d / f).write_bytes(data.draw(st.binary(max_size=40), label="bytes"))
        else:
            paths = list(_paths(doc))[1:]
            path = data.draw(st.sampled_from(paths), label="path")
            how = data.draw(st.sampled_from(["set"] * 4 + ["delete", "wrap"]), label="how")
            _mutate(doc, path, how, data.draw(st.sampled_from(VALUES), label="value"))
            (d / f).write_text(json.dumps(doc))
        try:
            s = _start(name, d)
        except DataError as e:
            _assert_names_file_and_field(e)
            return
        except ConfigError:
            return
        for _ in range(30):          # what loads must also play and save
            if s.is_over:
                break
            s.apply(s.legal_actions()[0])
        rulebook.GAMES[name].from_json(s.to_json())
