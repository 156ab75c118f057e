"""One game, one slice (issue 33): a game's code lives in ``rulebook/<game>/`` and ``widgets/<game>/``; the
generic code finds games through the registry and names none of them.

Checked over every ``.py`` file under ``rulebook/``, ``widgets/``, ``class_tables/``, ``tools/`` and
``benchmarks/`` outside the games' own folders: no string, name or imported module path in the code holds a
registered game's name (``first_class``) or title (``First Class``); comments and docstrings may (examples).
"""
from __future__ import annotations

import ast
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PLACES = ("rulebook", "widgets", "class_tables", "rulebook_lessons", "tools", "benchmarks")
SHIPPED = tuple(tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["entry-points"]["rulebook.games"])


def _words() -> tuple:
    import rulebook
    from rulebook.i18n import Msg
    titles = [Msg(rulebook.GAMES[n].TITLE).text() for n in SHIPPED]
    camel = ["".join(p.title() for p in n.split("_")) for n in SHIPPED]
    return tuple(SHIPPED) + tuple(titles) + tuple(camel)


def _own(path: Path) -> bool:
    rel = path.relative_to(ROOT).parts
    return len(rel) > 2 and rel[0] in ("rulebook", "widgets") and rel[1] in SHIPPED


def _docstrings(tree) -> set:
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                out.add(id(body[0].value))
    return out


def names_in(path: Path, words=None) -> list:
    """``(line, text)`` of every place in the code of ``path`` that names a game."""
    words = words or _words()
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skip = _docstrings(tree)
    found = []
    for node in ast.walk(tree):
        texts = []
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in skip:
            texts.append(node.value)
        elif isinstance(node, ast.Name):
            texts.append(node.id)
        elif isinstance(node, ast.Attribute):
            texts.append(node.attr)
        elif isinstance(node, (ast.Import, ast.ImportFrom)):
            texts += [getattr(node, "module", None) or ""] + [a.name for a in node.names]
        elif isinstance(node, (ast.FunctionDef, ast.ClassDef)):
            texts.append(node.name)
        for t in texts:
            if any(w in t for w in words):
                found.append((node.lineno, t[:80]))
    return found


def generic_files() -> list:
    return sorted(p for place in PLACES for p in (ROOT / place).rglob("*.py")
                  if not _own(p) and "__pycache__" not in p.parts)


def test_the_checker_sees_a_game_name():
    """The check itself: a string, an import and a name that name a game are found; a docstring is not."""
    import tempfile
    with tempfile.NamedTemporaryFile("w", suffix=".py", delete=False) as f:
        f.write('"""about first_class"""\nimport widgets.horror_keys\nx = "fracht_express"\nFirstClass = 1\n')
    assert [line for line, _ in names_in(Path(f.name))] == [2, 3, 4]


@pytest.mark.parametrize("path", generic_files(), ids=lambda p: str(p.relative_to(ROOT)))
def test_generic_code_names_no_game(path):
    found = names_in(path)
    assert not found, f"{path.relative_to(ROOT)} names a game: " + "; ".join(f"line {n}: {t!r}" for n, t in found)
