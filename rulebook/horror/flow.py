"""Pictures of the Horror event flow, as networkx graphs and graphviz DOT text.

Two kinds of picture:

* :func:`rule_flow` -- the rules: one node per phase of the phase machine
  (``phases.PHASE_LIST``) and one edge per transition, labelled with its
  condition. Nothing is drawn by hand: the graph is built from the table the
  engine runs, so a phase the engine can enter is always in the picture.
  Phases are grouped by the section of the rulebook that governs them.
* :func:`game_flow` -- one game as it happened: per turn, the actions taken,
  each event token drawn with what it did, the board's resolution space by
  space, and the results that matter (deaths, spawns, essence, unleashed
  monsters, the train's moves), one cluster per turn. ``collapse=True`` turns
  every turn (except ``expand``) into a single summary node. Each node carries
  ``step``: the number of actions applied when it happened, so a viewer can
  rewind the game there (``state.undo()`` until ``len(state.history) ==
  step``). The last node is marked ``current``.

:func:`to_dot` writes either graph as DOT; :func:`render_svg` runs the
system's ``dot`` on it.

>>> g = rule_flow()
>>> g.has_edge("draw", "redraw") and g.edges["draw", "redraw"]["condition"]
'may_redraw'
>>> "digraph" in to_dot(g)
True
"""
from __future__ import annotations

import shutil
import subprocess

import networkx as nx

from ..i18n import Msg
from . import phases

KIND_SHAPE = {"decide": "box", "auto": "ellipse", "end": "doubleoctagon"}
KIND_COLOUR = {"decide": "#fff2cc", "auto": "#ddebf7", "end": "#e2efda"}


# ---------------------------------------------------------------- the rules
def rule_flow(losses: bool = False, lang: str = "en") -> nx.DiGraph:
    """The phase machine as a DiGraph: nodes are phase ids (attributes ``kind``, ``rule``, ``title``, ``offers``),
    edges are transitions (attribute ``condition``; ``order`` = its place among the phase's transitions).
    ``losses=True`` adds the edge every phase has to ``over`` when a pool empties or an investigator falls
    (attribute ``loss``)."""
    g = nx.DiGraph(name="horror rule flow")
    for p in phases.PHASE_LIST:
        g.add_node(p.id, kind=p.kind, rule=p.rule, title=Msg(p.title).text(lang), offers=tuple(p.offers),
                   run=p.run, enter=p.enter)
    for p in phases.PHASE_LIST:
        for i, (c, t) in enumerate(p.next):
            g.add_edge(p.id, t, condition=c or "always", order=i)
    if losses:
        for p in phases.PHASE_LIST:
            if p.kind != "end" and not g.has_edge(p.id, "over"):
                g.add_edge(p.id, "over", condition="loss", order=99, loss=True)
    return g


def _q(s) -> str:
    return '"' + str(s).replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"'


def rule_dot(g: nx.DiGraph | None = None, highlight: str | None = None, lang: str = "en") -> str:
    """DOT text of the rule flow, one cluster per rulebook section; ``highlight`` marks a phase (e.g. the
    current one)."""
    g = g if g is not None else rule_flow(lang=lang)
    from . import HORROR
    titles = {s.id: s.title for s in HORROR.SECTIONS}
    lines = ["digraph horror_rules {", "  rankdir=TB; compound=true; fontname=Helvetica;",
             "  node [fontname=Helvetica fontsize=10 style=filled]; edge [fontname=Helvetica fontsize=8];"]
    groups: dict = {}
    for n, d in g.nodes(data=True):
        groups.setdefault(d["rule"], []).append(n)
    for i, (rule, nodes) in enumerate(groups.items()):
        label = Msg(titles[rule]).text(lang) if rule in titles else rule
        lines.append(f"  subgraph cluster_{i} {{ label={_q(label)}; style=rounded; color=grey;")
        for n in nodes:
            d = g.nodes[n]
            extra = ' penwidth=3 color="#c00000"' if n == highlight else ""
            lines.append(f"    {_q(n)} [label={_q(n + chr(10) + d['title'])} shape={KIND_SHAPE[d['kind']]} "
                         f"fillcolor={_q(KIND_COLOUR[d['kind']])}{extra}];")
        lines.append("  }")
    for a, b, d in g.edges(data=True):
        c = d["condition"]
        style = ' style=dashed color="#c00000"' if d.get("loss") else ""
        lines.append(f"  {_q(a)} -> {_q(b)} [label={_q('' if c == 'always' else c)}{style}];")
    lines.append("}")
    return "\n".join(lines)


# ---------------------------------------------------------------- one game
CATEGORY = {
    "{player}'s turn begins (turn {t}).": "turn",
    "Event token drawn: {token} ({type}).": "token",
    "The event board resolves: {n} of its spaces hold tokens.": "board",
    "Space {k} ({space}) is empty: its Monster event happens.": "space",
    "Space {k} ({space}): the topmost token is crossed out, nothing happens.": "space",
    "Space {k} ({space}) resolves its topmost token.": "space",
    "A {frm} passenger in car {car} dies; a coffin is placed ({k} left).": "death",
    "A {colour} monster spawns by car {car}.": "spawn",
    "Monster Unleashed! The {colour} monster reaches the Locomotive and goes to the Pursuit: {name}.": "unleashed",
    "{k} essence goes onto portal {p}.": "essence",
    "{k} essence is banished from the pool ({left} left).": "essence",
    "The train moves to space {s}.": "train",
    "The investigators lose: {why}": "end",
    "The investigators win: {why}": "end",
    "The Pursuit: {n} monster(s) come back by the rearmost car.": "pursuit",
}
CAT_STYLE = {
    "turn": ("box", "#d9d9d9"), "action": ("box", "#fff2cc"), "token": ("hexagon", "#ddebf7"),
    "board": ("box", "#bdd7ee"), "space": ("box", "#deebf7"), "death": ("octagon", "#ff9999"),
    "spawn": ("ellipse", "#f4b183"), "unleashed": ("octagon", "#ff6666"), "essence": ("ellipse", "#c9b3e6"),
    "train": ("cds", "#e2efda"), "end": ("doubleoctagon", "#ffd966"), "pursuit": ("ellipse", "#f8cbad"),
    "effect": ("plaintext", "#ffffff"), "summary": ("box", "#eeeeee"),
}
# categories that hang off the node they belong to; the others form the spine of the turn
SPINE = ("turn", "action", "token", "board", "space", "pursuit", "train", "end")


def game_events(state) -> list:
    """``[(step, event), ...]`` for every event since the base position: ``step`` is the number of actions
    applied once the event had happened (replayed from the base, so the log need not say)."""
    fresh = type(state)._load(state._base)
    out = []
    for i, a in enumerate(state._history):
        out.append((i + 1, ("action", a, fresh.current_player)))
        for e in fresh._do(a):
            out.append((i + 1, e))
    return out


def _turns(state):
    """Split the game's events into turns: ``[(turn number, [(step, event or action), ...]), ...]``."""
    turns = [(0, [])]
    for step, e in game_events(state):
        if not isinstance(e, tuple) and CATEGORY.get(e.msg.id) == "turn":
            turns.append((e.msg.params.get("t", len(turns)), []))
        turns[-1][1].append((step, e))
    return [t for t in turns if t[1]]


def game_flow(state, collapse: bool = False, expand: int | None = None, lang: str = "en",
              max_effects: int = 12) -> nx.DiGraph:
    """What happened in ``state``'s game as a DiGraph (see the module docstring). Node attributes: ``label``,
    ``cat`` (turn, action, token, board, space, death, spawn, unleashed, essence, train, pursuit, end, effect,
    summary), ``turn``, ``step``, ``current``. Edges: ``kind`` = "then" (the spine of a turn, and turn to turn)
    or "did" (a detail hanging off the step that caused it)."""
    g = nx.DiGraph(name="horror game flow")
    last_spine = None
    last_node = None
    for t, items in _turns(state):
        if collapse and t != expand:
            nid = f"t{t}"
            cats: dict = {}
            for _step, e in items:
                c = "action" if isinstance(e, tuple) else CATEGORY.get(e.msg.id, "effect")
                cats[c] = cats.get(c, 0) + 1
            label = f"turn {t}" if t else "setup"
            bits = [f"{cats[c]} {c}" for c in ("action", "token", "board", "death", "spawn", "unleashed", "essence", "train") if cats.get(c)]
            g.add_node(nid, label=label + ("\n" + ", ".join(bits) if bits else ""), cat="summary", turn=t,
                       step=items[-1][0], current=False, size=len(items))
            if last_spine is not None:
                g.add_edge(last_spine, nid, kind="then")
            last_spine = last_node = nid
            continue
        hang = None
        effects_here = 0
        for k, (step, e) in enumerate(items):
            nid = f"t{t}.{k}"
            if isinstance(e, tuple):
                cat, text = "action", f"{'' if e[2] is None else 'P' + str(e[2] + 1) + ': '}{e[1].describe().text(lang)}"
            else:
                cat, text = CATEGORY.get(e.msg.id, "effect"), e.render(lang)
            if cat == "effect":
                if hang is None or effects_here >= max_effects:
                    continue
                effects_here += 1
            g.add_node(nid, label=text, cat=cat, turn=t, step=step, current=False)
            if cat in SPINE:
                if last_spine is not None:
                    g.add_edge(last_spine, nid, kind="then")
                last_spine = hang = nid
                effects_here = 0
            else:
                g.add_edge(hang if hang is not None else last_spine, nid, kind="did")
            last_node = nid
    if last_node is not None:
        g.nodes[last_node]["current"] = True
    return g


def game_dot(g: nx.DiGraph) -> str:
    """DOT text of a game flow: one cluster per turn, the current step outlined in red."""
    lines = ["digraph horror_game {", "  rankdir=TB; fontname=Helvetica; newrank=true;",
             "  node [fontname=Helvetica fontsize=9 style=filled]; edge [fontname=Helvetica fontsize=7];"]
    by_turn: dict = {}
    for n, d in g.nodes(data=True):
        by_turn.setdefault(d["turn"], []).append(n)
    for t, nodes in by_turn.items():
        inner = len(nodes) > 1
        if inner:
            lines.append(f"  subgraph cluster_t{t} {{ label={_q('turn ' + str(t) if t else 'setup')}; style=rounded; color=grey;")
        for n in nodes:
            d = g.nodes[n]
            shape, fill = CAT_STYLE.get(d["cat"], CAT_STYLE["effect"])
            label = d["label"] if len(d["label"]) <= 70 else d["label"][:67] + "..."
            extra = ' penwidth=3 color="#c00000"' if d.get("current") else ""
            lines.append(f"    {_q(n)} [label={_q(label)} shape={shape} fillcolor={_q(fill)}{extra}];")
        if inner:
            lines.append("  }")
    for a, b, d in g.edges(data=True):
        style = "" if d["kind"] == "then" else ' style=dashed arrowsize=0.5 color="#7f7f7f"'
        lines.append(f"  {_q(a)} -> {_q(b)} [{style.strip()}];" if style else f"  {_q(a)} -> {_q(b)};")
    lines.append("}")
    return "\n".join(lines)


def to_dot(g: nx.DiGraph) -> str:
    """DOT text for a rule-flow or a game-flow graph."""
    return rule_dot(g) if g.graph.get("name") == "horror rule flow" else game_dot(g)


def render_svg(dot: str, timeout: float = 30.0) -> str:
    """Run graphviz ``dot -Tsvg`` on ``dot`` and return the SVG text (needs the system's graphviz)."""
    exe = shutil.which("dot")
    if exe is None:
        raise RuntimeError("graphviz 'dot' is not installed")
    return subprocess.run([exe, "-Tsvg"], input=dot.encode(), capture_output=True, check=True, timeout=timeout).stdout.decode()
