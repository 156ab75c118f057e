"""The Horror event flow as data: networkx graphs of the rules' phase machine and of one game.

Two graphs:

* :func:`rule_flow` -- the rules: one node per phase of the phase machine
  (``phases.PHASE_LIST``; attribute ``kind``: decide, auto or end) and one edge
  per transition, carrying its condition. Nothing is written by hand: the
  graph is built from the table the engine runs, so a phase the engine can
  enter is always in it. Each phase names the section of the rulebook that
  governs it (``rule``).
* :func:`game_flow` -- one game as it happened: per turn, the actions taken,
  each event token drawn with what it did, the board's resolution space by
  space, and the results that matter (deaths, spawns, essence, unleashed
  monsters, the train's moves), each node with its kind (``cat``).
  ``collapse=True`` turns every turn (except ``expand``) into a single summary
  node. Each node carries ``step``: the number of actions applied when it
  happened, so a viewer can rewind the game there (``state.undo()`` until
  ``len(state.history) == step``). The last node is marked ``current``.

The words are here (a transition's condition, a turn's title, a summary's
counts); how the graphs look and their Graphviz text are the widgets' business
(:mod:`widgets.horror.flow`).

>>> g = rule_flow()
>>> g.has_edge("draw", "redraw") and g.edges["draw", "redraw"]["condition"]
'may_redraw'
>>> g.nodes["over"]["kind"]
'end'
"""
from __future__ import annotations

import networkx as nx

from ..i18n import N_, Msg, Seat
from . import phases
from .names import portal_name, quest_name, readable, suspect_name  # noqa: F401 -- part of this module's API

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


def turns(state):
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
    for t, items in turns(state):
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
