"""Each game's widgets are one slice, ``widgets/<game>/`` (issue 33): the generic widget modules find a game's
editor choices, editor words and lesson links through its slice (``Game.VIEWS`` -> ``VIEW``), its scenario
through ``Game.SCENARIO``, and name no game themselves. A game whose slice lacks a hook gets "not available"
or a clear error, never another game's behaviour.

The games without a slice (or with half of one) are made here for the test: First Class's rules under another
name, registered in ``rulebook.GAMES`` for the test only.
"""
from __future__ import annotations

import ast
import importlib
import importlib.util
import tomllib
import sys
import types
from pathlib import Path

import networkx as nx

import pytest

import rulebook
import widgets
from rulebook.first_class import FirstClass
from widgets import edit_choices, lesson_links
from widgets.editor import PositionEditor
from widgets.first_class import keys as fc_keys
from widgets.first_class.svg import render_table
from widgets.views import GameView, view_for

ROOT = Path(__file__).resolve().parents[2]
#: the games this project ships (pyproject's entry points); a game from elsewhere (the test run's fourth game) may
#: have views without edits or lessons, and its views need not be a package
SHIPPED = tuple(sorted(tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["entry-points"]["rulebook.games"]))


class Bare(FirstClass):
    """First Class's rules with no widgets slice and no scenario module."""
    NAME = "bare_test_game"
    VIEWS = None
    SCENARIO = None


class Half(FirstClass):
    """First Class's rules and scenario, with a slice that has a picture but no editor choices and no lessons."""
    NAME = "half_test_game"
    VIEWS = "half_test_game_views"


@pytest.fixture
def fake_games(monkeypatch):
    """Register :class:`Bare` and :class:`Half` (and Half's views module) for one test."""
    games = rulebook.GAMES
    entries = dict(games.entries())
    for cls in (Bare, Half):
        entries[cls.NAME] = f"tests:{cls.__name__}"
        monkeypatch.setitem(games._games, cls.NAME, cls())
    monkeypatch.setattr(games, "_entries", entries)
    views = types.ModuleType(Half.VIEWS)
    views.VIEW = GameView(render_table, fc_keys.key_of, fc_keys.actions_for_key)
    monkeypatch.setitem(sys.modules, Half.VIEWS, views)
    return games


def test_each_game_slice_holds_its_hooks():
    """Every registered game's slice gives the editor's choices, the words for the parts it edits and the
    lessons of every one of the game's sections."""
    for name in SHIPPED:
        game = rulebook.GAMES[name]
        view = view_for(name)
        assert view is not None and view.edit_choices is not None and view.edit_parts is not None, name
        assert set(view.lessons) == {s.id for s in game.SECTIONS}, name


def test_a_game_without_a_slice_has_no_edits_and_no_lessons(fake_games):
    """No views module: the editor offers nothing on a click and the pictures link no lesson (First Class's
    rules, but none of First Class's widgets)."""
    st = Bare().new_game(players=2, seed=1)
    assert edit_choices.choices("first_class", {}, st, "coin:0:0")           # the real game offers edits there
    assert edit_choices.choices(Bare.NAME, {}, st, "coin:0:0") == []
    assert not edit_choices.editable(Bare.NAME)
    assert lesson_links.section_notebooks(Bare.NAME) == {}
    assert lesson_links.lesson_links(Bare.NAME) == {}
    assert lesson_links.notebook_of(Bare.NAME, "coins") is None


def test_the_editor_refuses_a_game_without_a_scenario(fake_games):
    """A game with no scenario module cannot be edited: a ConfigError that says so, not another game's editor."""
    with pytest.raises(rulebook.ConfigError, match="no scenario module"):
        PositionEditor(Bare.NAME)
    with pytest.raises(rulebook.ConfigError, match="no game"):
        PositionEditor("no_such_game")


def test_a_slice_without_editor_choices_says_the_editor_changes_nothing(fake_games):
    """A slice with a picture but no ``edit_choices``: the editor shows the position and plays from it, and a
    click on a coin (which First Class's slice would edit) offers nothing and says edits are not available."""
    ed = PositionEditor(Half.NAME, fields={"players": 2, "seed": 1})
    assert ed.click_key("coin:0:0") == []
    assert "offer no edits" in ed.message_text()
    assert ed.python_code().startswith("from rulebook.first_class.scenario import scenario")
    assert lesson_links.lesson_links(Half.NAME) == {}


def test_the_editor_names_the_parts_its_slice_edits():
    """A click that changes nothing names the parts to click in the game's own words, and no other game's."""
    ed = widgets.edit("horror", players=2, seed=1)
    ed.click_key("nothing:here")
    words = ed.message_text()
    assert "event board space" in words and "coin" not in words
    ed = widgets.edit("first_class", players=2, seed=1)
    ed.click_key("nothing:here")
    assert "coin" in ed.message_text() and "event board" not in ed.message_text()


def test_edit_defaults_to_the_first_registered_game():
    """``widgets.edit()`` without a game edits the first game of ``rulebook.GAMES``."""
    assert widgets.edit().game_name == next(iter(rulebook.GAMES))


def _game_words() -> list[str]:
    out = []
    for name, game in rulebook.GAMES.items():
        out += [name, name.replace("_", ""), str(game.TITLE).lower()]
    return out


def _names_in_code(path: Path, words: list[str]) -> list[str]:
    """The places in ``path`` where code (not a docstring, not a comment) spells a game's name or title."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docs = {id(node.body[0].value) for node in ast.walk(tree)
            if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)) and node.body
            and isinstance(node.body[0], ast.Expr) and isinstance(node.body[0].value, ast.Constant)}
    found = []
    for node in ast.walk(tree):
        texts = []
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docs:
            texts.append(node.value)
        elif isinstance(node, ast.Name):
            texts.append(node.id)
        elif isinstance(node, ast.Attribute):
            texts.append(node.attr)
        elif isinstance(node, (ast.FunctionDef, ast.ClassDef)):
            texts.append(node.name)
        elif isinstance(node, ast.alias):
            texts += [node.name, node.asname or ""]
        elif isinstance(node, ast.ImportFrom):
            texts.append(node.module or "")
        for text in texts:
            low = text.lower()
            found += [f"{path.name}:{getattr(node, 'lineno', '?')}: {text[:60]!r}" for w in words if w in low]
    return found


def test_the_generic_widget_modules_name_no_game():
    """Outside ``widgets/<game>/`` (and the lessons, which move into the slices later), no module of
    ``widgets/`` names a game in code: no name, title or import of one (docstrings and comments may)."""
    words = _game_words()
    found = []
    for path in sorted((ROOT / "widgets").glob("*.py")):
        found += _names_in_code(path, words)
    assert found == []
    # the check sees a name where there is one
    assert _names_in_code(ROOT / "widgets" / "horror" / "edit.py", words)     # it imports rulebook.horror


def test_no_game_widget_module_is_left_in_the_flat_folder():
    """Every game's widget modules live in its slice: no ``widgets/<game>_*.py`` is left behind."""
    left = [p.name for p in (ROOT / "widgets").glob("*.py") for name in SHIPPED if p.name.startswith(name)]
    assert left == []
    for name in SHIPPED:
        assert (ROOT / "widgets" / name / "__init__.py").is_file()


def _import_graph():
    """``tests/test_import_cycles.py``'s reader of a package's imports (every import, inside functions too)."""
    spec = importlib.util.spec_from_file_location("import_cycles", ROOT / "tests" / "test_import_cycles.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.import_graph


@pytest.mark.parametrize("name", SHIPPED)
def test_no_import_cycle_inside_a_slice(name):
    """The modules of a game's widgets slice import each other one way only: the picture and its legend share
    their glyphs and words through a module both import, not through each other (no circle, not even one held
    by an import inside a function)."""
    g = _import_graph()(ROOT / "widgets" / name, f"widgets.{name}")
    assert len(g) > 3 and g.number_of_edges() > 3
    assert [sorted(c) for c in nx.strongly_connected_components(g) if len(c) > 1] == []
