"""The Horror event flow as pictures beside the turn panel: the rules' phase machine and the game as it went.

Two pictures, both drawn by Graphviz from the engine's own data
(``rulebook.horror.flow``):

* **the rule flow** (:func:`rule_svg`): every phase of the phase machine and
  every transition, grouped by rulebook section, the phase the game is in now
  outlined in red;
* **the game flow** (:func:`game_dot`, :func:`game_svg`): what happened, one
  cluster per turn -- the actions, each event token drawn and what it did, the
  board's resolution space by space, deaths, spawns, essence, the train. Turns
  are collapsed into one summary node each, except the one chosen to be
  expanded (by default the current turn, or the previous one while the current
  turn has only just begun); the last step is outlined in red.

:class:`FlowView` is a VBox that shows either picture for a
:class:`~widgets.panel.TurnPanel` and keeps itself up to date: it registers
with ``panel.add_listener`` and redraws from the panel's state after every
change (data flows engine -> view; the view never edits the state). Picking a
step -- a click on a node of the game flow, or the step list and its button --
is a person's request to rewind: the view calls ``panel.undo()`` as many times
as there are actions after that step (the engine's own undo), so the panel's
Redo brings the game forward again. In play mode the panel may refuse an undo
that would reveal hidden information; the rewind then stops there.

The odds line under the picture is :func:`rulebook.horror.events.event_odds`
for the current bag, discard and board.

>>> import rulebook
>>> s = rulebook.GAMES["horror"].new_game(players=1, seed=1)
>>> "digraph horror_game" in game_dot(s) and "digraph horror_rules" in rule_dot(s)
True
"""
from __future__ import annotations

import html
import re

import ipywidgets as W

from rulebook.horror import events as E
from rulebook.horror import flow as F
from rulebook.i18n import N_, translate

from .clicksvg import ClickableSVG
from .graphviz_view import GraphvizView, dot_svg, has_dot

#: expand choices besides a turn number
ALL_COLLAPSED = -1
ALL_EXPANDED = -2
CURRENT = -3


def _t(msgid: str, lang: str, **params) -> str:
    return translate(msgid, lang).format(**params) if params else translate(msgid, lang)


def turns_of(state) -> list:
    """The turn numbers of the game so far (0 = setup and the draft), in order."""
    return [t for t, _items in F._turns(state)]


def current_turn(state):
    """The turn the view expands by default: the last one, or the one before it while the last has only just
    begun (so the event step that ended the previous turn stays in sight)."""
    ts = F._turns(state)
    if not ts:
        return None
    if len(ts) > 1 and len(ts[-1][1]) <= 1:
        return ts[-2][0]
    return ts[-1][0]


def _expand_arg(state, expand):
    """(collapse, expand) for ``flow.game_flow`` from a view choice."""
    if expand == ALL_EXPANDED:
        return False, None
    if expand == ALL_COLLAPSED:
        return True, None
    if expand == CURRENT or expand is None:
        return True, current_turn(state)
    return True, expand


def game_graph(state, expand=CURRENT, lang: str = "en"):
    """The game-flow DiGraph with the chosen turn expanded (see the module notes)."""
    collapse, exp = _expand_arg(state, expand)
    return F.game_flow(state, collapse=collapse, expand=exp, lang=lang)


def game_dot(state, expand=CURRENT, lang: str = "en", selected: str | None = None, graph=None) -> str:
    """DOT text of the game flow; ``selected`` (a node id) is outlined in blue."""
    g = graph if graph is not None else game_graph(state, expand, lang)
    dot = F.game_dot(g)
    if selected is not None and selected in g:
        dot = dot[: dot.rstrip().rfind("}")] + f'  {F._q(selected)} [color="#0070c0" penwidth=3 style="filled,dashed"];\n}}'
    return dot


def rule_dot(state, lang: str = "en") -> str:
    """DOT text of the rule flow with the state's current phase highlighted."""
    return F.rule_dot(highlight=getattr(state, "phase", None), lang=lang)


_NODE = re.compile(r'<g id="(node\d+)" class="node">\s*<title>([^<]*)</title>')


def clickable(svg: str, keys: dict) -> str:
    """Give every Graphviz node group whose title (the node id) is in ``keys`` a ``data-key`` to click."""
    def sub(m):
        nid = html.unescape(m.group(2))
        if nid not in keys:
            return m.group(0)
        return (f'<g id="{m.group(1)}" class="node rb-click rb-active" data-key="{html.escape(keys[nid])}">'
                f"<title>{m.group(2)}</title>")
    return _NODE.sub(sub, svg)


def game_svg(state, expand=CURRENT, lang: str = "en", selected: str | None = None) -> str:
    """SVG of the game flow (system Graphviz); nodes carry ``data-key="step:<node id>"``."""
    g = game_graph(state, expand, lang)
    svg = dot_svg(game_dot(state, expand, lang, selected, graph=g))
    return clickable(svg, {n: f"step:{n}" for n in g})


def rule_svg(state, lang: str = "en") -> str:
    """SVG of the rule flow with the current phase outlined (system Graphviz)."""
    return dot_svg(rule_dot(state, lang))


def odds_text(state, lang: str = "en") -> str:
    """One line: the chance this turn's event step resolves the board, and which space would be empty."""
    try:
        o = E.event_odds(state)
    except Exception:  # noqa: BLE001 -- a position the odds do not cover (e.g. the game is over)
        return ""
    parts = ", ".join(f"{name} {float(p):.0%}" for name, p in o.get("empty", {}).items())
    return _t(N_("This turn's event step resolves the board with probability {p} (empty space: {spaces}; "
                 "none empty: {none})."), lang, p=f"{float(o['resolve']):.0%}", spaces=parts or "-",
              none=f"{float(o.get('none_empty', 0)):.0%}")


class FlowView(W.VBox):
    """The event flow of ``panel``'s Horror game: ``FlowView(panel, picture="game")``.

    Parameters
    ----------
    panel : widgets.panel.TurnPanel
        The panel whose game is drawn; the view listens to it and redraws.
    picture : {"game", "rules"}
        Which picture to show first (a toggle switches).
    expand : int
        The turn to expand: a turn number, or ``CURRENT`` (the default), ``ALL_COLLAPSED``, ``ALL_EXPANDED``.
    """

    def __init__(self, panel, *, picture: str = "game", expand: int = CURRENT):
        super().__init__()
        self.panel = panel
        self.lang = L = panel.lang
        self.expand = expand
        self.selected: str | None = None
        self._graph = None
        self._drawn_key = None
        self._rewinding = False
        self.redraws = 0
        self._kind = W.ToggleButtons(options=[(_t(N_("Game flow"), L), "game"), (_t(N_("Rule flow"), L), "rules")],
                                     value=picture)
        self._turn = W.Dropdown(description=_t(N_("Expanded"), L), layout=W.Layout(width="260px"))
        self._step = W.Dropdown(description=_t(N_("Step"), L), layout=W.Layout(width="420px"))
        self._go = W.Button(description=_t(N_("Rewind to this step"), L), layout=W.Layout(width="auto"))
        self._info = W.HTML()
        self._odds = W.HTML()
        if has_dot():
            self._picture = ClickableSVG()
            self._picture.on_click(self._on_click)
        else:
            self._picture = GraphvizView("", language=L)
        self._picture.add_class("rb-flow")
        self._kind.observe(lambda _c: self.refresh(force=True), names="value")
        self._turn.observe(self._on_turn, names="value")
        self._step.observe(self._on_step, names="value")
        self._go.on_click(lambda _b: self.rewind_to_node(self._step.value))
        self.children = [self._kind, W.HBox([self._turn, self._step, self._go]), self._picture, self._odds, self._info]
        self.add_class("rb-flow-view")
        panel.add_listener(self.refresh)
        self.refresh(force=True)

    # ------------------------------------------------------------------ user actions
    def show(self, picture: str) -> None:
        """Switch to the "game" or the "rules" picture."""
        self._kind.value = picture

    def expand_turn(self, turn: int) -> None:
        """Expand ``turn`` (a number or ``CURRENT``/``ALL_COLLAPSED``/``ALL_EXPANDED``)."""
        self.expand = turn
        self.refresh(force=True)

    def rewind_to(self, step: int) -> int:
        """Take the game back to ``step`` actions (the panel's undo, as many times as needed); returns how many
        actions were taken back."""
        st = self.panel.state
        n = 0
        self._rewinding = True
        try:
            while len(st.history) > step:
                if not self.panel.undo():
                    break
                st = self.panel.state
                n += 1
        finally:
            self._rewinding = False
        self.refresh(force=True)
        return n

    def rewind_to_node(self, node: str | None) -> int:
        """Rewind to the step of a node of the game flow (its ``step`` attribute)."""
        if node is None or self._graph is None or node not in self._graph:
            return 0
        self.selected = node
        return self.rewind_to(self._graph.nodes[node]["step"])

    def click_node(self, node: str) -> int:
        """A click on a node of the picture (also what the browser sends)."""
        return self.rewind_to_node(node)

    # ------------------------------------------------------------------ drawing
    @property
    def dot(self) -> str:
        """The DOT text of the picture on show."""
        st = self.panel.state
        if self._kind.value == "rules":
            return rule_dot(st, self.lang)
        return game_dot(st, self.expand, self.lang, self.selected, graph=self._graph)

    @property
    def svg(self) -> str:
        return getattr(self._picture, "svg", "")

    def refresh(self, force: bool = False) -> None:
        """Redraw from the panel's state (called by the panel after every change)."""
        if self._rewinding:
            return
        st = self.panel.state
        key = (self._kind.value, self.expand, self.selected, len(st.history),
               repr(st.history[-1]) if st.history else None, id(st))
        if key == self._drawn_key and not force:
            return
        self._drawn_key = key
        self.redraws += 1
        L = self.lang
        self._graph = game_graph(st, self.expand, L)
        if self.selected is not None and self.selected not in self._graph:
            self.selected = None
        # the selectors, without firing their handlers
        self._quiet = True
        try:
            turns = turns_of(st)
            opts = [(_t(N_("the current turn"), L), CURRENT), (_t(N_("no turn (all collapsed)"), L), ALL_COLLAPSED),
                    (_t(N_("every turn"), L), ALL_EXPANDED)]
            opts += [(_t(N_("setup"), L) if t == 0 else _t(N_("turn {t}"), L, t=t), t) for t in turns]
            self._turn.options = opts
            self._turn.value = self.expand if self.expand in [v for _l, v in opts] else CURRENT
            steps = []
            for n, d in self._graph.nodes(data=True):
                label = d["label"].replace("\n", " · ")
                label = label if len(label) <= 60 else label[:57] + "..."
                steps.append((f"{d['step']:>3} · {label}", n))
            self._step.options = steps
            cur = self.selected or next((n for n, d in self._graph.nodes(data=True) if d.get("current")), None)
            self._step.value = cur if cur in self._graph else None
        finally:
            self._quiet = False
        dot = self.dot
        if isinstance(self._picture, ClickableSVG):
            svg = dot_svg(dot)
            if self._kind.value == "game":
                svg = clickable(svg, {n: f"step:{n}" for n in self._graph})
            self._picture.svg = svg
        else:
            self._picture.dot = dot
        self._turn.layout.display = self._step.layout.display = self._go.layout.display = (
            None if self._kind.value == "game" else "none")
        self._odds.value = html.escape(odds_text(st, L)) if not st.is_over else ""
        phase = getattr(st, "phase", "")
        self._info.value = html.escape(_t(N_("{n} actions so far; phase: {phase}."), L, n=len(st.history),
                                          phase=phase))

    # ------------------------------------------------------------------ handlers
    def _on_click(self, key: str) -> None:
        if key.startswith("step:"):
            self.click_node(key[5:])

    def _on_turn(self, change) -> None:
        if getattr(self, "_quiet", False) or change["new"] is None:
            return
        self.expand = change["new"]
        self.refresh(force=True)

    def _on_step(self, change) -> None:
        if getattr(self, "_quiet", False) or change["new"] is None:
            return
        # choosing a step only marks it; the button (or a click on the node) rewinds
        self.selected = change["new"]
        self.refresh(force=True)


def beside(panel, view=None):
    """The panel and its flow view side by side (wrapping under each other on a narrow page)."""
    view = view if view is not None else FlowView(panel)
    panel.layout.flex = "1 1 560px"
    view.layout.flex = "1 1 420px"
    return W.HBox([panel, view], layout=W.Layout(flex_flow="row wrap", align_items="flex-start"))
