"""How the Horror event flow looks: Graphviz DOT text of the graphs :mod:`rulebook.horror.flow` builds.

The rules package keeps the flow as data (phases and transitions, a game's steps, their kinds and words);
this module gives each kind a shape and a colour, wraps the labels, and writes the DOT text that
:func:`widgets.graphviz_view.dot_svg` draws (:mod:`widgets.horror.flow` shows it under the turn panel).

>>> from rulebook.horror.flow import rule_flow
>>> dot = to_dot(rule_flow())
>>> dot.startswith("digraph horror_rules {") and '"draw" -> "redraw"' in dot
True
"""
from __future__ import annotations

import textwrap

import networkx as nx

from rulebook.horror import HORROR
from rulebook.horror.flow import condition_words, rule_flow, turn_title
from rulebook.i18n import Msg

#: a phase's shape and fill by its kind (``kind`` of a node of the rule flow)
KIND_SHAPE = {"decide": "box", "auto": "ellipse", "end": "doubleoctagon"}
KIND_COLOUR = {"decide": "#fff2cc", "auto": "#ddebf7", "end": "#e2efda"}
#: a step's shape and fill by its kind (``cat`` of a node of a game flow)
CAT_STYLE = {
    "turn": ("box", "#d9d9d9"), "action": ("box", "#fff2cc"), "token": ("hexagon", "#ddebf7"),
    "board": ("box", "#bdd7ee"), "space": ("box", "#deebf7"), "death": ("octagon", "#ff9999"),
    "spawn": ("ellipse", "#f4b183"), "unleashed": ("octagon", "#ff6666"), "essence": ("ellipse", "#c9b3e6"),
    "train": ("cds", "#e2efda"), "end": ("doubleoctagon", "#ffd966"), "pursuit": ("ellipse", "#f8cbad"),
    "effect": ("plaintext", "#ffffff"), "summary": ("box", "#eeeeee"),
}
#: label width in characters and the font sizes (points) of the flow pictures: at their natural size (1 pt =
#: 4/3 CSS px) every text is at least 11 CSS px; :class:`~widgets.horror.flow.FlowView` never shrinks them further
WRAP = 26
NODE_PT, EDGE_PT, CLUSTER_PT = 12, 11, 13


def wrap(text: str, width: int = WRAP, lines: int = 4) -> str:
    """``text`` broken into lines of about ``width`` characters (at most ``lines``; the rest cut with an ellipsis)."""
    out = textwrap.wrap(str(text), width) or [""]
    if len(out) > lines:
        out = out[:lines]
        out[-1] = out[-1][: width - 1].rstrip() + "…"
    return "\n".join(out)


def quote(s) -> str:
    """``s`` as a quoted DOT string (backslashes, quotes and line breaks escaped)."""
    return '"' + str(s).replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"'


def rule_dot(g: nx.DiGraph | None = None, highlight: str | None = None, lang: str = "en",
             clusters: bool = False) -> str:
    """DOT text of the rule flow; ``highlight`` marks a phase (e.g. the current one). ``clusters=True`` boxes
    the phases by rulebook section (a picture about twice as wide: too wide to read on a laptop, so by default
    the section is in each node's tooltip instead)."""
    g = g if g is not None else rule_flow(lang=lang)
    titles = {s.id: s.title for s in HORROR.SECTIONS}
    lines = ["digraph horror_rules {",
             f"  rankdir=TB; compound=true; fontname=Helvetica; fontsize={CLUSTER_PT}; nodesep=0.15; ranksep=0.3;",
             f"  node [fontname=Helvetica fontsize={NODE_PT} style=filled margin=\"0.12,0.05\"];",
             f"  edge [fontname=Helvetica fontsize={EDGE_PT} fontcolor=\"#444444\"];"]
    groups: dict = {}
    for n, d in g.nodes(data=True):
        groups.setdefault(d["rule"], []).append(n)
    for i, (rule, nodes) in enumerate(groups.items()):
        label = Msg(titles[rule]).text(lang) if rule in titles else rule
        name = f"cluster_{i}" if clusters else f"section_{i}"
        lines.append(f"  subgraph {name} {{ label={quote(wrap(label, 34, 2))}; style=rounded; color=grey;")
        for n in nodes:
            d = g.nodes[n]
            extra = ' penwidth=3 color="#c00000"' if n == highlight else ""
            lines.append(f"    {quote(n)} [label={quote(wrap(d['title'], 16))} shape={KIND_SHAPE[d['kind']]} "
                         f"fillcolor={quote(KIND_COLOUR[d['kind']])}{extra}];")
        lines.append("  }")
    for a, b, d in g.edges(data=True):
        c = d["condition"]
        style = ' style=dashed color="#c00000"' if d.get("loss") else ""
        lines.append(f"  {quote(a)} -> {quote(b)} [label={quote(wrap(condition_words(c, lang), 12, 3))}{style}];")
    lines.append("}")
    return "\n".join(lines)


def game_dot(g: nx.DiGraph) -> str:
    """DOT text of a game flow: one cluster per turn, the current step outlined in red."""
    lines = ["digraph horror_game {",
             f"  rankdir=TB; fontname=Helvetica; fontsize={CLUSTER_PT}; newrank=true; nodesep=0.2; ranksep=0.3;",
             f"  node [fontname=Helvetica fontsize={NODE_PT} style=filled margin=\"0.12,0.05\"];",
             f"  edge [fontname=Helvetica fontsize={EDGE_PT}];"]
    by_turn: dict = {}
    for n, d in g.nodes(data=True):
        by_turn.setdefault(d["turn"], []).append(n)
    for t, nodes in by_turn.items():
        inner = len(nodes) > 1
        if inner:
            lines.append(f"  subgraph cluster_t{t} {{ label={quote(turn_title(t, g.graph.get('lang', 'en')))}; style=rounded; "
                         "color=grey;")
        for n in nodes:
            d = g.nodes[n]
            shape, fill = CAT_STYLE.get(d["cat"], CAT_STYLE["effect"])
            label = "\n".join(wrap(part, 30, 4 if d["cat"] == "summary" else 3) for part in d["label"].split("\n"))
            extra = ' penwidth=3 color="#c00000"' if d.get("current") else ""
            lines.append(f"    {quote(n)} [label={quote(label)} shape={shape} fillcolor={quote(fill)}{extra}];")
        if inner:
            lines.append("  }")
    for a, b, d in g.edges(data=True):
        style = "" if d["kind"] == "then" else ' style=dashed arrowsize=0.5 color="#7f7f7f"'
        lines.append(f"  {quote(a)} -> {quote(b)} [{style.strip()}];" if style else f"  {quote(a)} -> {quote(b)};")
    lines.append("}")
    return "\n".join(lines)


def to_dot(g: nx.DiGraph) -> str:
    """DOT text for a rule-flow or a game-flow graph."""
    return rule_dot(g) if g.graph.get("name") == "horror rule flow" else game_dot(g)
