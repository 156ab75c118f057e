"""No import cycle inside a game package (issue 13).

The import graph of each game package (``rulebook.first_class``, ``rulebook.fracht_express``,
``rulebook.horror``) is read from the source with ``ast``: an edge A -> B for every import of B written
anywhere in A (at the top, at the bottom, inside a function), except under ``if TYPE_CHECKING:``. A cycle in
that graph means modules that can only be imported in one order, or that hide the circle behind imports inside
functions; the rules code is layered instead.
"""
from __future__ import annotations

import ast
from pathlib import Path

import networkx as nx
import pytest

ROOT = Path(__file__).resolve().parent.parent
GAMES = ("first_class", "fracht_express", "horror")


def _type_checking_nodes(tree) -> set:
    skip = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            for inner in node.body:
                skip.update(id(n) for n in ast.walk(inner))
    return skip


def import_graph(package_dir: Path, package: str) -> nx.DiGraph:
    """Module-level import graph of one flat package: nodes are module names (``__init__`` for the package)."""
    mods = {p.stem for p in package_dir.glob("*.py")}
    g = nx.DiGraph()
    g.add_nodes_from(mods)
    for name in mods:
        tree = ast.parse((package_dir / f"{name}.py").read_text(encoding="utf-8"))
        skip = _type_checking_nodes(tree)
        for node in ast.walk(tree):
            if id(node) in skip:
                continue
            targets = []
            if isinstance(node, ast.ImportFrom):
                if node.level == 1 or (node.level == 0 and node.module and node.module.startswith(package + ".")):
                    base = node.module.removeprefix(package + ".") if node.level == 0 else node.module
                    if base:
                        targets.append(base.split(".")[0])
                    else:  # from . import a, b: each a module of the package, or a name from __init__
                        targets.extend(a.name if a.name in mods else "__init__" for a in node.names)
                elif node.level == 0 and node.module == package:
                    targets.extend(a.name if a.name in mods else "__init__" for a in node.names)
            elif isinstance(node, ast.Import):
                for a in node.names:
                    if a.name.startswith(package + "."):
                        targets.append(a.name.removeprefix(package + ".").split(".")[0])
            for t in targets:
                if t in mods and t != name:
                    g.add_edge(name, t)
    return g


def cycles(game: str, without=()) -> list:
    """The import circles of one game package (each a sorted list of module names), ignoring ``without``."""
    g = import_graph(ROOT / "rulebook" / game, f"rulebook.{game}")
    g.remove_nodes_from(without)
    return sorted(sorted(c) for c in nx.strongly_connected_components(g) if len(c) > 1)


def test_the_graph_sees_imports_inside_functions_and_at_the_bottom(tmp_path):
    """The checker finds a circle held together by an import inside a function, and ignores TYPE_CHECKING."""
    pkg = tmp_path / "pkg"
    pkg.mkdir()
    (pkg / "__init__.py").write_text("")
    (pkg / "a.py").write_text("from .b import f\n")
    (pkg / "b.py").write_text("def f():\n    from . import a\n    return a\n")
    (pkg / "c.py").write_text("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from .a import f\n")
    (pkg / "d.py").write_text("import pkg.c\nfrom pkg import c\n")
    g = import_graph(pkg, "pkg")
    assert set(g.edges) == {("a", "b"), ("b", "a"), ("d", "c")}


# Modules of the save/new-game layer, left out by the rules-only check below.
SETUP_LAYER = {"__init__", "load"}


@pytest.mark.parametrize("game", GAMES)
def test_no_import_cycle_inside_a_game_package(game):
    """No two modules of one game package import each other, directly or around a circle (the save loader
    included: it reads the options check from the state class's game and imports no state module)."""
    found = cycles(game)
    assert not found, "import cycles: " + "; ".join(" <-> ".join(c) for c in found)


@pytest.mark.parametrize("game", ["first_class", "fracht_express", "horror"])
def test_no_import_cycle_among_the_rules_modules(game):
    """Leaving out the package ``__init__`` and the save loader, the rules modules are layered: no circle
    (First Class: cars/special cars and scoring/end of round; FrachtExpress: preparation/variants, which
    once imported each other inside functions)."""
    found = cycles(game, without=SETUP_LAYER)
    assert not found, "import cycles: " + "; ".join(" <-> ".join(c) for c in found)
