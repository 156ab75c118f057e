"""Draw the code's layers and slices from its own imports: ``docs/architecture.svg`` (and ``.dot``).

Every module of ``rulebook``, ``widgets`` and ``class_tables`` is put in one box: the surfaces (the class
tables, the command line), the generic views, the analysis tools, the core, and one box per registered game for
its rules (``rulebook/<game>/``) and one for its views (``widgets/<game>/``, from ``Game.VIEWS``). An arrow is
drawn for every pair of boxes with an import between them (module- or function-level, as grimp reads them),
labelled with the number of imports; an arrow that points up the layers is drawn red. So the picture is
measured, never drawn by hand, and a game added to the registry gets its two boxes by itself::

    python tools/architecture.py            # writes docs/architecture.dot and, where dot exists, .svg
"""
from __future__ import annotations

import shutil
import subprocess
import sys
from collections import Counter
from pathlib import Path

import grimp

ROOT = Path(__file__).resolve().parent.parent
LAYER = {"surfaces": 0, "views": 1, "game views": 1, "analysis": 2, "game rules": 3, "core": 4}


def boxes() -> dict:
    """module prefix -> (box label, layer kind), most specific prefix first."""
    import rulebook
    from rulebook.registry import package_of
    out = {"class_tables": ("class tables (surface)", "surfaces"), "rulebook.cli": ("command line (surface)", "surfaces"),
           "rulebook.commands": ("command line (surface)", "surfaces"),
           "rulebook.analysis": ("analysis: bots, simulate, perft, coach", "analysis"),
           "rulebook.environments": ("research: PettingZoo, OpenSpiel", "analysis")}
    for name in rulebook.GAMES:
        game = rulebook.GAMES[name]
        out[package_of(name)] = (f"rules of {name}", "game rules")
        if game.VIEWS:
            out[game.VIEWS] = (f"views of {name}", "game views")
    out["widgets"] = ("generic views: panel, editor, classroom", "views")
    out["rulebook"] = ("core: protocol, registry, i18n, saves", "core")
    return dict(sorted(out.items(), key=lambda kv: -len(kv[0])))


def box_of(module: str, table: dict):
    for prefix, box in table.items():
        if module == prefix or module.startswith(prefix + "."):
            return box
    return None


def dot_text() -> str:
    table = boxes()
    graph = grimp.build_graph("rulebook", "widgets", "class_tables")
    edges = Counter()
    for m in graph.modules:
        a = box_of(m, table)
        for t in graph.find_modules_directly_imported_by(m):
            b = box_of(t, table)
            if a and b and a != b:
                edges[a, b] += 1
    lines = ["digraph layers {", '  rankdir=TB; nodesep=0.35; ranksep=0.55;',
             '  node [shape=box, style="rounded,filled", fontname="sans-serif", fontsize=12, fillcolor="#eef3fb"];',
             '  edge [fontname="sans-serif", fontsize=10, color="#555555"];']
    kinds = {}
    for label, kind in set(table.values()):
        kinds.setdefault(LAYER[kind], []).append(label)
    for rank, labels in sorted(kinds.items()):
        fill = ("#fde9d9", "#e8f4e8", "#fff6d5", "#eef3fb", "#e8e8e8")[rank]
        lines.append("  { rank=same; " + " ".join(f'"{x}" [fillcolor="{fill}"];' for x in sorted(labels)) + " }")
    for (a, b), n in sorted(edges.items()):
        up = LAYER[a[1]] > LAYER[b[1]]
        lines.append(f'  "{a[0]}" -> "{b[0]}" [label="{n}"' + (', color="#cc0000", penwidth=2' if up else "") + "];")
    lines.append("}")
    return "\n".join(lines) + "\n"


def main(argv=None) -> int:
    text = dot_text()
    out = ROOT / "docs" / "architecture.dot"
    out.write_text(text, encoding="utf-8")
    print(f"wrote {out.relative_to(ROOT)}")
    if shutil.which("dot"):
        svg = out.with_suffix(".svg")
        svg.write_text(subprocess.run(["dot", "-Tsvg"], input=text, capture_output=True, text=True,
                                      check=True).stdout, encoding="utf-8")
        print(f"wrote {svg.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
