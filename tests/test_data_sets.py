"""Data sets, not arbitrary paths (issue #12 "Paths").

Requirement: a save names a data set -- the built-in one (``data_dir`` None) or a folder the person
running Python allowed (``new_game(data_dir=...)``, ``rulebook play --data-dir``,
``from_json(text, data_dir=...)``, ``rulebook.data_sets.allow``). A save naming any other folder,
and a class code or edge case naming a folder at all, is refused before a file of it is read.
Saves of the built-in data are unchanged.
"""
from __future__ import annotations

import importlib
import json
import shutil

import pytest

import rulebook
from rulebook.registry import package_of
from rulebook import ConfigError, LoadError, data_sets

GAMES = sorted(n for n in rulebook.GAMES if "data_dir" in rulebook.GAMES[n].OPTIONS)   # games with data files


@pytest.fixture
def fresh(monkeypatch):
    """A process that has allowed no folder yet (as a new kernel opening a save)."""
    monkeypatch.setattr(data_sets, "_allowed", set())
    return data_sets


def _box(name, tmp_path):
    d = tmp_path / f"{name}_box"
    shutil.copytree(importlib.import_module(f"rulebook.{name}.data").DATA_DIR, d)
    return d


def _players(game):
    return 3 if 3 in game.PLAYERS else game.PLAYERS.start


@pytest.mark.parametrize("name", GAMES)
def test_save_of_an_unallowed_folder_is_refused(name, tmp_path, fresh, monkeypatch):
    """A save naming a folder this process has not allowed raises LoadError naming the folder and how to
    allow it, and no file is read from it; allowing it (either way) loads the save."""
    game = rulebook.GAMES[name]
    box = _box(name, tmp_path)
    s = game.new_game(players=_players(game), seed=4, data_dir=box)
    s.apply(s.legal_actions()[0])
    text = s.to_json()
    assert json.loads(text)["base"]["options"]["data_dir"] == str(box.resolve())
    fresh._allowed.clear()                         # a new session: nothing allowed
    read = []
    mod = importlib.import_module(package_of(name) + ".data")
    real = mod.read_json
    monkeypatch.setattr(mod, "read_json", lambda p, *a: read.append(p) or real(p, *a))
    mod._load_components.cache_clear()
    with pytest.raises(LoadError) as e:
        game.from_json(text)
    assert str(box.resolve()) in str(e.value) and "allow" in str(e.value)
    assert not read                                  # refused before any file of the folder was opened
    assert game.from_json(text, data_dir=box).to_json() == text
    assert read and all(str(box.resolve()) in str(p) for p in read)
    fresh._allowed.clear()
    data_sets.allow(str(box))
    assert game.from_json(text).to_json() == text


@pytest.mark.parametrize("name", GAMES)
def test_forged_data_dir_in_a_save(name, tmp_path, fresh):
    """A save of the built-in data edited to name another folder (base and state alike) is refused."""
    game = rulebook.GAMES[name]
    s = game.new_game(players=_players(game), seed=2)
    d = s.to_dict()
    assert d["base"]["options"]["data_dir"] is None       # built-in saves are unchanged
    for where in ("base", "state"):
        d[where]["options"]["data_dir"] = str(tmp_path)
    with pytest.raises(LoadError, match="data folder"):
        game.from_json(json.dumps(d))
    for bad in ("/etc", "../../../../etc", 7, ["x"]):
        for where in ("base", "state"):
            d[where]["options"]["data_dir"] = bad
        with pytest.raises(LoadError):
            game.from_json(json.dumps(d))


@pytest.mark.parametrize("name", GAMES)
def test_from_json_data_dir_must_be_a_folder(name, tmp_path):
    """from_json(data_dir=...) naming a file or nothing is a LoadError, not a Python error."""
    game = rulebook.GAMES[name]
    text = game.new_game(players=_players(game), seed=2).to_json()
    (tmp_path / "f").write_text("x")
    for bad in (tmp_path / "f", tmp_path / "missing", 5):
        with pytest.raises(LoadError, match="data_dir"):
            game.from_json(text, data_dir=bad)


def test_class_code_cannot_carry_data_dir(tmp_path):
    """A class code may not choose a data folder: refused with a ConfigError saying so, nothing registered."""
    from widgets.classroom import new_game_from_code, parse_class_code
    before = data_sets.allowed()
    for code in (f"first_class:3:7:data_dir={tmp_path}", f"horror:2:1:ritual=black_magic,data_dir={tmp_path}"):
        with pytest.raises(ConfigError, match="data_dir"):
            parse_class_code(code)
        with pytest.raises(ConfigError, match="data folder"):
            new_game_from_code(code)
    assert data_sets.allowed() == before


def test_edge_case_cannot_carry_data_dir(tmp_path):
    """An edge-case file (shared between people) may not choose a data folder either."""
    from rulebook.analysis.edge_cases import read_case
    for key in ("options", "setup"):
        with pytest.raises(ConfigError, match=f"{key}.data_dir"):
            read_case({"game": "first_class", "players": 3, key: {"data_dir": str(tmp_path)}})


def test_cli_play_with_data_dir(tmp_path, capsys):
    """`rulebook play --data-dir FOLDER` plays with that folder; a missing folder is a one-line error (exit 2)."""
    from rulebook.cli import main
    box = _box("fracht_express", tmp_path)
    assert main(["play", "fracht_express", "--players", "2", "--quiet", "--data-dir", str(box)]) == 0
    assert str(box.resolve()) in data_sets.allowed()
    assert main(["play", "fracht_express", "--players", "2", "--quiet", "--data-dir", str(tmp_path / "nope")]) == 2
    assert "data_dir" in capsys.readouterr().err


def test_require_and_allow():
    """The registry itself: None is the built-in set; allow() canonicalises; require() refuses the rest."""
    assert data_sets.require(None) is None
    with pytest.raises(LoadError):
        data_sets.require("/definitely/not/allowed")
    with pytest.raises(LoadError):
        data_sets.require("bad\0path")
    with pytest.raises(ConfigError):
        data_sets.allow(12)
