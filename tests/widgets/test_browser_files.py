"""The widgets' JavaScript and CSS live in ``.js``/``.css`` files beside the Python, and ship with it (issue 33).

Requirements checked: no shared module of ``widgets/`` (the games' slices aside, whose SVG pictures carry their
own ``<style>`` inside the SVG) holds a script or a style sheet in a Python string; each anywidget class reads its ``_esm``/``_css`` from
a file beside its module, that file is what the browser gets, and the turn panel's style sheet is
``widgets/panel.css``; the source distribution's file list takes every such file (the wheel takes every file
of the package).
"""
from __future__ import annotations

import ast
import fnmatch
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
WIDGETS = ROOT / "widgets"
#: the games' slices (widgets/<game>/): their SVG pictures carry the picture's own <style> inside the SVG they draw
#: (not a widget's style sheet), so they are left out here
PER_GAME = tuple(tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["entry-points"]["rulebook.games"])
BROWSER_CODE = ("export default", "function render", "<style", "model.get(", "max-width:")


def _shared_modules():
    return sorted(p for p in WIDGETS.rglob("*.py") if p.relative_to(WIDGETS).parts[0] not in PER_GAME)


@pytest.mark.parametrize("path", _shared_modules(), ids=lambda p: str(p.relative_to(WIDGETS)))
def test_no_script_or_style_sheet_in_a_python_string(path):
    """A shared widgets module holds no JavaScript module or style sheet text in a string literal."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docstrings = {id(n.body[0].value) for n in ast.walk(tree)
                  if isinstance(n, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef))
                  and n.body and isinstance(n.body[0], ast.Expr) and isinstance(n.body[0].value, ast.Constant)}
    found = [(node.lineno, marker) for node in ast.walk(tree)
             if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings
             and len(node.value) > 16     # a bare tag ("<style>") around a sheet read from a file is no sheet
             for marker in BROWSER_CODE if marker in node.value]
    assert not found, f"{path.name}: browser code in a Python string at {found}"


def _anywidgets():
    from widgets.classroom import PageFragment
    from widgets.clicksvg import ClickableSVG
    from widgets.graphviz_view import GraphvizView
    return {"clicksvg": (ClickableSVG, "clicksvg.js", "clicksvg.css"),
            "graphviz_view": (GraphvizView, "graphviz_view.js", "graphviz_view.css"),
            "classroom": (PageFragment, "page_fragment.js", None)}


@pytest.mark.parametrize("name", ["clicksvg", "graphviz_view", "classroom"])
def test_each_anywidget_sends_the_files_beside_its_module(name):
    """The widget's ``_esm`` (and ``_css``) trait carries exactly the text of its file beside the module; the
    script is an ES module with a ``render`` as its default export."""
    cls, js, css = _anywidgets()[name]
    w = cls(inline=False) if name == "graphviz_view" else cls()
    script = (WIDGETS / js).read_text(encoding="utf-8")
    if name == "clicksvg":   # the phone's tiles first (issue 39), then the picture's own script
        assert w._esm == (WIDGETS / "phone_tiles.js").read_text(encoding="utf-8") + script
    else:
        assert w._esm == script
    assert "export default" in script and "render" in script
    if css is not None:
        assert w._css == (WIDGETS / css).read_text(encoding="utf-8") and "{" in w._css


def test_the_panel_puts_its_style_sheet_in_the_page():
    """The turn panel's hidden style element holds ``widgets/panel.css`` (the long-choice wrapping among it)."""
    import rulebook
    from widgets.panel import TurnPanel
    panel = TurnPanel(rulebook.GAMES["first_class"].new_game(players=2, seed=1))
    sheet = (WIDGETS / "panel.css").read_text(encoding="utf-8")
    style = panel._status.children[0]
    assert style.value == "<style>" + sheet + "</style>"
    assert ".rb-status .widget-button" in sheet and "white-space: normal" in sheet


def test_the_source_distribution_lists_every_browser_file():
    """Every ``.js``/``.css`` file of ``widgets/`` matches a pattern of the sdist's include list."""
    include = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["hatch"]["build"][
        "targets"]["sdist"]["include"]
    files = sorted(str(p.relative_to(ROOT)) for ext in ("*.js", "*.css") for p in WIDGETS.rglob(ext))
    assert files
    # hatch reads the patterns as .gitignore does: "**/" also matches no folder at all
    missing = [f for f in files if not any(fnmatch.fnmatch(f, pat) or fnmatch.fnmatch(f, pat.replace("**/", ""))
                                           for pat in include)]
    assert not missing
