"""Small rooms (issue 33, point 6): in the packages people read and change -- ``rulebook``, ``widgets``,
``class_tables``, ``rulebook_lessons`` -- no module is over 600 lines, no class over 400, no function over 80.

A room that grows past its bound is split where its parts differ (a mixin of the turn panel, a drawing helper of a
picture), never by squeezing lines. The bounds count physical lines, docstrings and comments included."""
from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = ("rulebook", "widgets", "class_tables", "rulebook_lessons")
MODULE, CLASS, FUNCTION = 600, 400, 80


def _rooms():
    for pkg in PACKAGES:
        for path in sorted((ROOT / pkg).rglob("*.py")):
            if "vendor" in path.parts:
                continue
            yield path


def _too_big(path: Path) -> list:
    src = path.read_text(encoding="utf-8")
    rel = path.relative_to(ROOT)
    out = []
    n = src.count("\n")
    if n > MODULE:
        out.append(f"{rel}: module of {n} lines (bound {MODULE})")
    for node in ast.walk(ast.parse(src)):
        size = getattr(node, "end_lineno", 0) - getattr(node, "lineno", 0) + 1
        if isinstance(node, ast.ClassDef) and size > CLASS:
            out.append(f"{rel}:{node.lineno} class {node.name} of {size} lines (bound {CLASS})")
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and size > FUNCTION:
            out.append(f"{rel}:{node.lineno} function {node.name} of {size} lines (bound {FUNCTION})")
    return out


def test_every_room_is_within_its_bounds():
    """Every module, class and function of the four packages is within the issue's bounds."""
    found = [line for path in _rooms() for line in _too_big(path)]
    assert not found, "\n".join(found)


@pytest.mark.parametrize("lines, expect", [(MODULE + 1, "module"), (MODULE, None)])
def test_the_bound_check_notices_a_module_one_line_too_long(tmp_path, lines, expect):
    """The check itself: a module of 601 lines is reported, one of 600 is not."""
    path = tmp_path / "room.py"
    path.write_text("x = 1\n" * lines)
    global ROOT
    kept, ROOT = ROOT, tmp_path
    try:
        got = _too_big(path)
    finally:
        ROOT = kept
    assert (expect in got[0]) if expect else not got


def test_the_bound_check_notices_a_long_function(tmp_path):
    """The check itself: a function of 81 lines is reported with its name."""
    path = tmp_path / "room.py"
    path.write_text("def long():\n" + "    x = 1\n" * 80)
    global ROOT
    kept, ROOT = ROOT, tmp_path
    try:
        got = _too_big(path)
    finally:
        ROOT = kept
    assert got and "function long of 81 lines" in got[0]
