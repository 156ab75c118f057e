"""The Horror event flow as pictures in a drawer under the turn panel: the rules' phase machine and the game so far.

Two pictures, both drawn by Graphviz from the engine's own data
(``rulebook.horror.flow``; their DOT text and styling: :mod:`widgets.horror.flow_dot`):

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
import math
import re

import ipywidgets as W

from rulebook.horror import events as E
from rulebook.horror import flow as F
from rulebook.i18n import N_, translate

from ..clicksvg import ClickableSVG
from ..graphviz_view import GraphvizView, dot_svg, has_dot
from . import flow_dot as D
from .keytypes import ClickKeyError, StepKey, parse_key
from .svg import section_title

#: expand choices besides a turn number
ALL_COLLAPSED = -1
ALL_EXPANDED = -2
CURRENT = -3


def _t(msgid: str, lang: str, **params) -> str:
    return translate(msgid, lang).format(**params) if params else translate(msgid, lang)


def turns_of(state) -> list:
    """The turn numbers of the game so far (0 = setup and the draft), in order."""
    return [t for t, _items in F.turns(state)]


def current_turn(state):
    """The turn the view expands by default: the last one, or the one before it while the last has only just
    begun (so the event step that ended the previous turn stays in sight)."""
    ts = F.turns(state)
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
    dot = D.game_dot(g)
    if selected is not None and selected in g:
        dot = dot[: dot.rstrip().rfind("}")] + f'  {D.quote(selected)} [color="#0070c0" penwidth=3 style="filled,dashed"];\n}}'
    return dot


def rule_dot(state, lang: str = "en") -> str:
    """DOT text of the rule flow with the state's current phase highlighted."""
    return D.rule_dot(highlight=getattr(state, "phase", None), lang=lang)


_NODE = re.compile(r'<g id="(node\d+)" class="node">\s*<title>([^<]*)</title>')
_GROUP = re.compile(r'<g id="((?:node|edge|clust)\d+)" class="(node|edge|cluster)">\s*<title>([^<]*)</title>')
_ROOT = re.compile(r'<svg width="([\d.]+)pt" height="([\d.]+)pt"\s+viewBox="([\d.\s-]+)"')
#: the zoom choices of the flow pictures: "fit" shrinks a picture to the width of the output area but never below
#: :data:`READABLE_PX` for its smallest text (it scrolls sideways instead); a number is a fixed scale of the
#: natural size (1 pt = 4/3 CSS px)
ZOOMS = ("fit", 1.0, 1.5)
READABLE_PX = 11.0


def clickable(svg: str, keys: dict) -> str:
    """Give every Graphviz node group whose title (the node id) is in ``keys`` a ``data-key`` to click."""
    def sub(m):
        nid = html.unescape(m.group(2))
        if nid not in keys:
            return m.group(0)
        return (f'<g id="{m.group(1)}" class="node rb-click rb-active" data-key="{html.escape(keys[nid])}">'
                f"<title>{m.group(2)}</title>")
    return _NODE.sub(sub, svg)


def _titled(text: str, section: str, lang: str) -> str:
    return _t(N_("{what} (rulebook: {section})"), lang, what=text, section=section_title(section, lang))


def explain(svg: str, titles: dict, edge_title, clusters: dict) -> str:
    """Replace Graphviz's ``<title>`` of every node, edge and cluster (their internal ids) with words: ``titles``
    maps a node id to its tooltip, ``edge_title(a, b)`` gives an edge's, ``clusters`` maps a cluster's DOT name
    to its. The node id stays in a ``data-node`` attribute (never shown)."""
    def sub(m):
        gid, kind, raw = m.group(1), m.group(2), html.unescape(m.group(3))
        if kind == "node":
            text, extra = titles.get(raw, ""), f' data-node="{html.escape(raw)}"'
        elif kind == "edge":
            a, _, b = raw.partition("->")
            text, extra = edge_title(a, b), ""
        else:
            text, extra = clusters.get(raw, ""), ""
        return f'<g id="{gid}" class="{kind}"{extra}>\n<title>{html.escape(text, False)}</title>'
    svg = _GROUP.sub(sub, svg)
    # the graph's own title is its DOT name
    return re.sub(r'(<g id="graph0" class="graph"[^>]*>\s*)<title>[^<]*</title>', r"\1", svg, count=1)


def zoomed(svg: str, zoom="fit") -> str:
    """The SVG sized for ``zoom`` (one of :data:`ZOOMS`): Graphviz's point sizes become CSS pixels, and "fit"
    gets a ``min-width`` at which its smallest text is still :data:`READABLE_PX` CSS px."""
    m = _ROOT.search(svg)
    if not m:
        return svg
    w_pt, h_pt = float(m.group(1)), float(m.group(2))
    vb_w = float(m.group(3).split()[2])
    sizes = [float(x) for x in re.findall(r'font-size="([\d.]+)"', svg)] or [14.0]
    natural = w_pt * 4 / 3
    if zoom == "fit":
        px_per_unit = natural / vb_w
        min_w = natural * READABLE_PX / (min(sizes) * px_per_unit)
        size = (f'width="{natural:.0f}px" height="{h_pt * 4 / 3:.0f}px" '
                f'style="max-width:100%;min-width:{math.ceil(min(min_w, natural))}px;height:auto"')  # up: never under
    else:
        z = float(zoom)
        size = (f'width="{natural * z:.0f}px" height="{h_pt * 4 / 3 * z:.0f}px" '
                f'style="max-width:none;height:auto"')
    return svg[:m.start()] + f'<svg {size} viewBox="{m.group(3)}"' + svg[m.end():]


def display_scale(svg: str, area_px: float) -> float:
    """CSS px per SVG unit when ``svg`` is shown in an output area ``area_px`` wide (after :func:`zoomed`): its
    width, capped by ``max-width:100%`` and raised by its ``min-width``, over its viewBox width."""
    vb = re.search(r'viewBox="([\d.\s-]+)"', svg)
    w = re.search(r'<svg[^>]*?\swidth="([\d.]+)(px|pt)?"', svg)
    if not vb or not w:
        return 1.0
    width = float(w.group(1)) * (4 / 3 if w.group(2) == "pt" else 1)
    head = svg[: svg.find(">")]
    if "max-width:none" not in head:
        width = min(width, area_px)
    mn = re.search(r"min-width:([\d.]+)px", head)
    if mn:
        width = max(width, float(mn.group(1)))
    return width / float(vb.group(1).split()[2])


def game_svg(state, expand=CURRENT, lang: str = "en", selected: str | None = None, zoom="fit") -> str:
    """SVG of the game flow (system Graphviz); nodes carry ``data-key="step:<node id>"`` and a tooltip in words."""
    g = game_graph(state, expand, lang)
    return _game_svg(g, dot_svg(game_dot(state, expand, lang, selected, graph=g)), lang, zoom)


def _game_svg(g, svg: str, lang: str, zoom) -> str:
    titles = {n: _titled(d["label"].replace("\n", " · "), d.get("rule") or "turn", lang) for n, d in g.nodes(data=True)}

    def edge(a, b):
        if b not in g.nodes:
            return ""
        return _t(N_("Then: {step}"), lang, step=g.nodes[b]["label"].replace("\n", " · "))
    turns = {f"cluster_t{t}": F.turn_title(t, lang) for t in {d["turn"] for _n, d in g.nodes(data=True)}}
    return zoomed(_retitle_clickable(explain(svg, titles, edge, turns)), zoom)


def _retitle_clickable(svg: str) -> str:
    """Make every node of the game flow clickable (``data-key="step:<node id>"``) once :func:`explain` has
    given it its ``data-node``."""
    return re.sub(r'<g id="(node\d+)" class="node" data-node="([^"]*)">',
                  lambda m: (f'<g id="{m.group(1)}" class="node rb-click rb-active" data-node="{m.group(2)}" '
                             f'data-key="step:{m.group(2)}">'), svg)


def rule_svg(state, lang: str = "en", zoom="fit") -> str:
    """SVG of the rule flow with the current phase outlined (system Graphviz); every node, transition and
    section box explains itself in words."""
    g = F.rule_flow(lang=lang)
    svg = dot_svg(rule_dot(state, lang))
    kinds = {"decide": N_("the investigators decide"), "auto": N_("the game does it"), "end": N_("the game ends")}
    here = getattr(state, "phase", None)
    titles = {}
    for n, d in g.nodes(data=True):
        text = _t(N_("{step}: {who}"), lang, step=d["title"], who=_t(kinds[d["kind"]], lang))
        if n == here:
            text = _t(N_("{step} (the game is here now)"), lang, step=text)
        titles[n] = _titled(text, d["rule"], lang)

    def edge(a, b):
        if a not in g.nodes or b not in g.nodes:
            return ""
        c = F.condition_words(g.edges[a, b]["condition"], lang) if g.has_edge(a, b) else ""
        if c:
            return _t(N_("From “{a}” to “{b}” when: {cond}"), lang, a=g.nodes[a]["title"], b=g.nodes[b]["title"], cond=c)
        return _t(N_("From “{a}” to “{b}”"), lang, a=g.nodes[a]["title"], b=g.nodes[b]["title"])
    sections = []
    for _n, d in g.nodes(data=True):
        if d["rule"] not in sections:
            sections.append(d["rule"])
    clusters = {f"cluster_{i}": section_title(r, lang) for i, r in enumerate(sections)}
    return zoomed(explain(svg, titles, edge, clusters), zoom)


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
        self.zoom = "fit"
        self._kind = W.ToggleButtons(options=[(_t(N_("Game flow"), L), "game"), (_t(N_("Rule flow"), L), "rules")],
                                     value=picture, style={"button_width": "auto"})
        self._zoom = W.ToggleButtons(options=[(_t(N_("Fit to width"), L), "fit"), ("100%", 1.0), ("150%", 1.5)],
                                     value="fit", style={"button_width": "auto"},
                                     tooltips=[_t(N_("As wide as the page, never smaller than readable"), L),
                                               _t(N_("Natural size"), L), _t(N_("Bigger"), L)])
        wide = {"description_width": "initial"}
        self._turn = W.Dropdown(description=_t(N_("Opened turn"), L), style=wide,
                                layout=W.Layout(width="auto", min_width="16em", max_width="100%"))
        self._step = W.Dropdown(description=_t(N_("Step"), L), style=wide,
                                layout=W.Layout(width="auto", min_width="20em", max_width="100%", flex="1 1 24em"))
        self._go = W.Button(description=_t(N_("Rewind to this step"), L), layout=W.Layout(width="auto", min_width="fit-content"))
        self._info = W.HTML()
        self._odds = W.HTML()
        if has_dot():
            self._picture = ClickableSVG().explain_with(panel.game, L)
            self._picture.on_click(self._on_click)
        else:
            self._picture = GraphvizView("", language=L)
        self._picture.add_class("rb-flow")
        self._picture.layout = W.Layout(width="100%", max_height="75vh", overflow="auto")
        self._kind.observe(lambda _c: self.refresh(force=True), names="value")
        self._zoom.observe(self._on_zoom, names="value")
        self._turn.observe(self._on_turn, names="value")
        self._step.observe(self._on_step, names="value")
        self._go.on_click(lambda _b: self.rewind_to_node(self._step.value))
        wrap = W.Layout(flex_flow="row wrap", align_items="center", width="100%")
        self.children = [W.HBox([self._kind, self._zoom], layout=wrap), W.HBox([self._turn, self._step, self._go], layout=wrap),
                         self._picture, self._odds, self._info]
        self.layout.width = "100%"
        self.add_class("rb-flow-view")
        panel.add_listener(self.refresh)
        self.refresh(force=True)

    # ------------------------------------------------------------------ user actions
    def set_zoom(self, zoom) -> None:
        """Size the picture: "fit" (the page's width, never below readable), 1.0 (natural) or 1.5."""
        self._zoom.value = zoom

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
        key = (self._kind.value, self.zoom, self.expand, self.selected, len(st.history),
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
            if self._kind.value == "game":
                self._picture.svg = _game_svg(self._graph, dot_svg(dot), L, self.zoom)
            else:
                self._picture.svg = rule_svg(st, L, self.zoom)
        else:
            self._picture.dot = dot
        self._turn.layout.display = self._step.layout.display = self._go.layout.display = (
            None if self._kind.value == "game" else "none")
        self._odds.value = html.escape(odds_text(st, L)) if not st.is_over else ""
        phase = getattr(st, "phase", "")
        title = F.rule_flow(lang=L).nodes[phase]["title"] if phase in F.rule_flow().nodes else phase
        self._info.value = html.escape(_t(N_("Actions so far: {n}. The game is at: {phase}"), L, n=len(st.history),
                                          phase=title))

    # ------------------------------------------------------------------ handlers
    def _on_click(self, key: str) -> None:
        try:
            k = parse_key(key)
        except ClickKeyError:
            return
        if type(k) is StepKey:
            self.click_node(k.node)

    def _on_zoom(self, change) -> None:
        self.zoom = change["new"]
        self.refresh(force=True)

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


def with_flow(panel, view=None, *, opened: bool = False):
    """The panel at the full width of the output area with its flow view in a drawer below it (closed unless
    ``opened``): the flow never squeezes the table. Returns a VBox whose ``flow`` is the view and ``drawer``
    the Accordion."""
    view = view if view is not None else FlowView(panel)
    drawer = W.Accordion(children=[view], titles=(_t(N_("Event flow: the game so far and the rules' steps"),
                                                       panel.lang),), selected_index=0 if opened else None,
                         layout=W.Layout(width="100%"))
    panel.layout.width = "100%"
    box = W.VBox([panel, drawer], layout=W.Layout(width="100%"))
    box.flow, box.drawer = view, drawer
    return box


def beside(panel, view=None):
    """Kept for older notebooks: now the same as :func:`with_flow` with the drawer open (the flow sits below
    the table, never beside it, so the table keeps the full width)."""
    return with_flow(panel, view, opened=True)
