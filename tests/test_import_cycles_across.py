"""No import cycle through the core's save layer, the edge cases and rulings, or the panel and its coach (issue 33).

The import graph of all of ``rulebook``, ``widgets`` and ``class_tables`` is read from the source with ``ast``:
an edge A -> B for every import of B (or of a name from B) written anywhere in A -- at the top, inside a
function -- except under ``if TYPE_CHECKING:``. Issue 33 named three circles among these modules:
``rulebook.core`` <-> ``data_sets`` <-> ``validate``, ``rulebook.analysis.edge_cases`` <-> ``rulings`` and
``widgets.coach`` <-> ``widgets.panel``. None of those modules may sit on a circle again.
"""
from __future__ import annotations

import ast
from pathlib import Path

import networkx as nx
import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("rulebook", "widgets", "class_tables", "rulebook_lessons")
BROKEN = {
    "core, data_sets, validate": ("rulebook.core", "rulebook.data_sets", "rulebook.validate"),
    "edge cases, rulings": ("rulebook.analysis.edge_cases", "rulebook.analysis.rulings"),
    "coach, panel": ("widgets.coach", "widgets.panel"),
}


def _modules(root: Path, packages) -> dict:
    """Dotted module name -> (file, is a package's ``__init__``)."""
    out = {}
    for pkg in packages:
        for path in (root / pkg).rglob("*.py"):
            parts = list(path.relative_to(root).with_suffix("").parts)
            is_pkg = parts[-1] == "__init__"
            out[".".join(parts[:-1] if is_pkg else parts)] = (path, is_pkg)
    return out


def _targets(node, package: str) -> list:
    """The dotted names one import statement reaches (a module, or a name that may be a module)."""
    if isinstance(node, ast.Import):
        return [a.name for a in node.names]
    if node.level:
        base = package.split(".")[:len(package.split(".")) - (node.level - 1)]
        mod = ".".join(base + ([node.module] if node.module else []))
    else:
        mod = node.module or ""
    return [f"{mod}.{a.name}" for a in node.names] + [mod]


def import_graph(root: Path, packages) -> nx.DiGraph:
    mods = _modules(root, packages)

    def owner(name):     # the module a dotted name lives in (a name imported from a module: that module)
        while name and name not in mods:
            name = name.rpartition(".")[0]
        return name or None

    g = nx.DiGraph()
    for name, (path, is_pkg) in mods.items():
        g.add_node(name)
        tree = ast.parse(path.read_text(encoding="utf-8"))
        skip = set()
        for node in ast.walk(tree):
            if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
                for inner in node.body:
                    skip.update(id(n) for n in ast.walk(inner))
        package = name if is_pkg else name.rpartition(".")[0]
        for node in ast.walk(tree):
            if id(node) in skip or not isinstance(node, (ast.Import, ast.ImportFrom)):
                continue
            targets = _targets(node, package)
            if isinstance(node, ast.ImportFrom):   # ``from m import x``: x if it is a module, else m
                named = [t for t in targets[:-1] if t in mods]
                targets = named + ([targets[-1]] if len(named) < len(targets) - 1 else [])
            for t in targets:
                o = owner(t)
                if o is not None and o != name:
                    g.add_edge(name, o)
    return g


def circles_through(g: nx.DiGraph, modules) -> list:
    return sorted(sorted(c) for c in nx.strongly_connected_components(g) if len(c) > 1 and set(c) & set(modules))


def test_the_graph_sees_circles_across_subpackages_and_inside_functions(tmp_path):
    """The checker finds a circle closed by a relative import inside a function in another subpackage, and
    ignores imports under TYPE_CHECKING."""
    for d in ("top", "top/sub"):
        (tmp_path / d).mkdir()
        (tmp_path / d / "__init__.py").write_text("")
    (tmp_path / "top" / "a.py").write_text("from .sub.b import f\n")
    (tmp_path / "top" / "sub" / "b.py").write_text("def f():\n    from .. import a\n    return a\n")
    (tmp_path / "top" / "c.py").write_text("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from .a import f\n")
    (tmp_path / "top" / "d.py").write_text("import top.c\nfrom top.sub import b\n")
    g = import_graph(tmp_path, ["top"])
    assert {("top.a", "top.sub.b"), ("top.sub.b", "top.a"), ("top.d", "top.c"), ("top.d", "top.sub.b")} <= set(g.edges)
    assert not g.has_edge("top.c", "top.a")
    assert circles_through(g, ["top.a"]) == [["top.a", "top.sub.b"]]


@pytest.mark.parametrize("modules", list(BROKEN.values()), ids=list(BROKEN))
def test_no_import_circle_through(modules):
    """None of these modules is on an import circle (module-level or function-level imports)."""
    found = circles_through(import_graph(ROOT, PACKAGES), modules)
    assert not found, "import cycles: " + "; ".join(" <-> ".join(c) for c in found)


def test_no_import_circle_anywhere():
    """No module of rulebook, widgets and class_tables is on an import circle at all (issue 33's acceptance:
    module-level and function-level imports alike)."""
    g = import_graph(ROOT, PACKAGES)
    found = [sorted(c) for c in nx.strongly_connected_components(g) if len(c) > 1]
    assert not found, "import cycles: " + "; ".join(" <-> ".join(c) for c in found)
