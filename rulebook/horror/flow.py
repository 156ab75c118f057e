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
import textwrap

import networkx as nx

from ..i18n import N_, Msg, Seat
from . import phases
from .names import portal_name, quest_name, readable, suspect_name  # noqa: F401 -- part of this module's API

KIND_SHAPE = {"decide": "box", "auto": "ellipse", "end": "doubleoctagon"}
KIND_COLOUR = {"decide": "#fff2cc", "auto": "#ddebf7", "end": "#e2efda"}
#: the words on a transition of the rule flow (its condition in ``phases.CONDITIONS``), never the condition's id
CONDITION_LABELS = {
    "always": "", "loss": N_("a pool empties or an investigator falls"),
    "drafted_all": N_("everyone has drafted"), "actions_done": N_("the actions are ended"),
    "arrived": N_("the train reaches space 0"), "all_accused": N_("every suspect is marked"),
    "may_redraw": N_("an Occult token could redraw it"), "redrawn": N_("redraw"), "kept": N_("keep it"),
    "is_regular": N_("a Regular token"), "is_incantation": N_("an Incantation token"),
    "can_weaken": N_("Occult tokens could weaken the ritual"), "weakened": N_("weakening chosen"),
    "fez_first": N_("the first Fez token"), "fez_decided_full": N_("decided, and the board is full"),
    "fez_decided": N_("decided"), "last_fast": N_("a Fast token was the last one"),
    "board_full": N_("3 spaces hold tokens"), "space_empty_attack": N_("empty: monsters attack"),
    "space_empty_move": N_("empty: monsters move"), "space_crossed": N_("a crossed-out token"),
    "space_portal": N_("an Inscription Portal token"), "space_vampire": N_("a Vampire token"),
    "space_ritual": N_("a Ritual token"), "space_passenger": N_("a Passenger token"),
    "more_spaces": N_("spaces left to resolve"),
}
#: label width in characters and the font sizes (points) of the flow pictures: at their natural size (1 pt =
#: 4/3 CSS px) every text is at least 11 CSS px; :class:`widgets.horror.flow.FlowView` never shrinks them further
WRAP = 26
NODE_PT, EDGE_PT, CLUSTER_PT = 12, 11, 13


def wrap(text: str, width: int = WRAP, lines: int = 4) -> str:
    """``text`` broken into lines of about ``width`` characters (at most ``lines``; the rest cut with an ellipsis)."""
    out = textwrap.wrap(str(text), width) or [""]
    if len(out) > lines:
        out = out[:lines]
        out[-1] = out[-1][: width - 1].rstrip() + "…"
    return "\n".join(out)


def condition_words(c: str, lang: str = "en") -> str:
    """The words on a transition whose condition is ``c``."""
    w = CONDITION_LABELS.get(c)
    return Msg(w).text(lang) if w else ("" if w == "" else c.replace("_", " "))


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


def rule_dot(g: nx.DiGraph | None = None, highlight: str | None = None, lang: str = "en",
             clusters: bool = False) -> str:
    """DOT text of the rule flow; ``highlight`` marks a phase (e.g. the current one). ``clusters=True`` boxes
    the phases by rulebook section (a picture about twice as wide: too wide to read on a laptop, so by default
    the section is in each node's tooltip instead)."""
    g = g if g is not None else rule_flow(lang=lang)
    from . import HORROR
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
        lines.append(f"  subgraph {name} {{ label={_q(wrap(label, 34, 2))}; style=rounded; color=grey;")
        for n in nodes:
            d = g.nodes[n]
            extra = ' penwidth=3 color="#c00000"' if n == highlight else ""
            lines.append(f"    {_q(n)} [label={_q(wrap(d['title'], 16))} shape={KIND_SHAPE[d['kind']]} "
                         f"fillcolor={_q(KIND_COLOUR[d['kind']])}{extra}];")
        lines.append("  }")
    for a, b, d in g.edges(data=True):
        c = d["condition"]
        style = ' style=dashed color="#c00000"' if d.get("loss") else ""
        lines.append(f"  {_q(a)} -> {_q(b)} [label={_q(wrap(condition_words(c, lang), 12, 3))}{style}];")
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
    "The Pursuit: {n} monster comes back by the rearmost car.": "pursuit",   # (the singular is the id)
}
CAT_STYLE = {
    "turn": ("box", "#d9d9d9"), "action": ("box", "#fff2cc"), "token": ("hexagon", "#ddebf7"),
    "board": ("box", "#bdd7ee"), "space": ("box", "#deebf7"), "death": ("octagon", "#ff9999"),
    "spawn": ("ellipse", "#f4b183"), "unleashed": ("octagon", "#ff6666"), "essence": ("ellipse", "#c9b3e6"),
    "train": ("cds", "#e2efda"), "end": ("doubleoctagon", "#ffd966"), "pursuit": ("ellipse", "#f8cbad"),
    "effect": ("plaintext", "#ffffff"), "summary": ("box", "#eeeeee"),
}
#: the words for each kind of step in a collapsed turn's summary ("actions: 4 · event tokens: 3")
CAT_WORDS = {"action": N_("actions"), "token": N_("event tokens"), "board": N_("board resolutions"),
             "death": N_("deaths"), "spawn": N_("spawns"), "unleashed": N_("monsters unleashed"),
             "essence": N_("essence moves"), "train": N_("train moves")}
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


def _first_turn(state) -> int:
    """The turn the game's base position is in: 0 (setup and the draft) for a new game, else its turn number
    (a lesson that starts in the middle of turn 1 files its first steps under turn 1, not under the setup)."""
    base = state._base
    if not isinstance(base, dict):
        return 0
    phase = base.get("phase", "")
    return 0 if str(phase).startswith("draft") else int(base.get("turns", 0) or 0)


def _turns(state):
    """Split the game's events into turns: ``[(turn number, [(step, event or action), ...]), ...]``."""
    turns = [(_first_turn(state), [])]
    for step, e in game_events(state):
        if not isinstance(e, tuple) and CATEGORY.get(e.msg.id) == "turn":
            turns.append((e.msg.params.get("t", len(turns)), []))
        turns[-1][1].append((step, e))
    return [t for t in turns if t[1]]


def turn_title(t: int, lang: str = "en") -> str:
    """A turn's name in the flow: "Setup and draft" for turn 0, else "Turn t"."""
    return Msg(N_("Setup and draft")).text(lang) if not t else Msg(N_("Turn {t}"), {"t": t}).text(lang)


def game_flow(state, collapse: bool = False, expand: int | None = None, lang: str = "en",
              max_effects: int = 12) -> nx.DiGraph:
    """What happened in ``state``'s game as a DiGraph (see the module docstring). Node attributes: ``label``,
    ``cat`` (turn, action, token, board, space, death, spawn, unleashed, essence, train, pursuit, end, effect,
    summary), ``turn``, ``step``, ``current``, ``rule`` (the rulebook section it belongs to). Edges: ``kind`` =
    "then" (the spine of a turn, and turn to turn) or "did" (a detail hanging off the step that caused it)."""
    g = nx.DiGraph(name="horror game flow", lang=lang)
    last_spine = None
    last_node = None
    for t, items in _turns(state):
        if collapse and t != expand:
            nid = f"t{t}"
            cats: dict = {}
            for _step, e in items:
                c = "action" if isinstance(e, tuple) else CATEGORY.get(e.msg.id, "effect")
                cats[c] = cats.get(c, 0) + 1
            label = turn_title(t, lang)
            bits = [f"{Msg(CAT_WORDS[c]).text(lang)}: {cats[c]}" for c in CAT_WORDS if cats.get(c)]
            g.add_node(nid, label=label + ("\n" + " · ".join(bits) if bits else ""), cat="summary", turn=t, rule="turn",
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
                who = "" if e[2] is None else Seat(e[2]).text(lang) + ": "
                cat, text, rule = "action", who + readable(state, e[1].describe(), lang), "turn"
            else:
                cat, text, rule = CATEGORY.get(e.msg.id, "effect"), readable(state, e.msg, lang), e.rule
            if cat == "effect":
                if hang is None or effects_here >= max_effects:
                    continue
                effects_here += 1
            g.add_node(nid, label=text, cat=cat, turn=t, step=step, current=False, rule=rule)
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
            lines.append(f"  subgraph cluster_t{t} {{ label={_q(turn_title(t, g.graph.get('lang', 'en')))}; style=rounded; "
                         "color=grey;")
        for n in nodes:
            d = g.nodes[n]
            shape, fill = CAT_STYLE.get(d["cat"], CAT_STYLE["effect"])
            label = "\n".join(wrap(part, 30, 4 if d["cat"] == "summary" else 3) for part in d["label"].split("\n"))
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
