"""The FrachtExpress rail network as a graphviz picture, and the drives a card allows.

Two jobs, both read-only over the engine:

* :func:`drives` / :func:`reachable` ask the engine where a locomotive can
  get to: they play the card's ``Move`` (and then every ``Go`` / ``PushTo`` /
  ``Stop`` choice the engine lists) on copies of the state until each drive is
  over, and record where it ends, the ties it passed and the locomotives it
  shoved. Nothing about movement is worked out here; the tie-by-tie path
  between two decisions follows the engine's own :meth:`Network.ahead` (there is
  exactly one way on there, or the engine would have asked).
* :func:`network_dot` writes the rail system of ``state.network()`` as DOT
  text (pure: no graphviz needed), every place pinned to the table grid with
  ``pos="x,y!"`` (points, ``inputscale=72``): cards as pale squares, ties as dots (switches as diamonds),
  stations as dark boxes (a closed one greyed), crossings marked, the
  locomotives in their players' colours with an arrow the way they face, the
  places a chosen hand card can take the active locomotive to in yellow, and
  the path of one drive (with shoved locomotives, dashed) drawn over the
  tracks. :func:`render_svg` lays it out with ``neato`` (positions kept as
  given, as ``neato -n2`` would) and returns SVG text; :func:`network_widget`
  shows it in a notebook, with Graphviz in the browser where the system has
  none.

Node names in the DOT are the engine's node tuples joined with colons:
``T:x:y:track:tie``, ``S:<letter>``, ``E:x:y`` (an empty space: a derail).

>>> from rulebook.fracht_express.scenario import scenario
>>> s = scenario(2, 1, table=[(5, 3, "D01", 1), (6, 3, "D24", 3)], hands={0: ["D08"]})
>>> sorted(reachable(s, "D08"))                    # F straight on, or off the rails up the branch
[('E', 6, 2), ('S', 'F')]
>>> dot = network_dot(s, card="D08")
>>> '"S:A"' in dot and '"loco:0"' in dot and "#F0E442" in dot
True
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from html import escape

from rulebook.i18n import N_, Msg, Seat

from .geometry import card_tracks, node_point, tie_point

__all__ = ["PLAYER_COLOURS", "Drive", "drives", "drive_words", "in_use", "reachable", "node_key", "parse_node", "network_dot",
           "render_svg", "network_svg", "network_html", "network_widget", "update_network_widget"]

# Okabe-Ito colours: orange, sky blue, bluish green, reddish purple (distinct for colour-blind eyes too)
PLAYER_COLOURS = ("#E69F00", "#56B4E9", "#009E73", "#CC79A7")
REACH_FILL = "#F0E442"      # yellow: where the chosen card can take the locomotive
DANGER = "#D55E00"          # vermillion: empty spaces (derail)
INK = "#2B2B2B"
TRACK = "#5B564C"
CARD_FILL, CARD_EDGE = "#FFFDF8", "#BDB4A0"
CROSS_FILL = "#E1EAF3"
STATION_FILL, CLOSED_FILL = "#33414E", "#9A9A9A"
BG = "#F6F1E6"
CELL = 96                    # points per grid cell in the DOT picture
FONT = 12                    # points: the smallest text in the DOT picture
MIN_PX = 11                  # CSS px: the smallest text on the page (network_html never shows it smaller)

# --------------------------------------------------------------------------- node names
def node_key(node) -> str:
    """``("T", 5, 3, 0, 1)`` -> ``"T:5:3:0:1"`` (also a picture key suffix)."""
    return ":".join(str(v) for v in node)


def parse_node(text: str):
    """The inverse of :func:`node_key`; None when the text names no node."""
    parts = text.split(":")
    try:
        if parts[0] == "T" and len(parts) == 5:
            return ("T",) + tuple(int(v) for v in parts[1:])
        if parts[0] == "S" and len(parts) == 2:
            return ("S", parts[1])
        if parts[0] == "E" and len(parts) == 3:
            return ("E", int(parts[1]), int(parts[2]))
    except ValueError:
        return None
    return None


# --------------------------------------------------------------------------- drives, from the engine
@dataclass(frozen=True)
class Drive:
    """One way a drive can go, as the engine plays it.

    ``actions``: the engine actions from the state asked about (``Move(card)`` first when the drive starts
    there); ``path``: the nodes the driver passes, from where it stood to ``end``; ``end``: where the drive
    ends (``("E", x, y)`` when the driver runs off the rails); ``pushed``: seat -> nodes of a locomotive it
    shoved (from, ..., to); ``derailed``: seats whose locomotive left the rails.
    """

    seat: int
    actions: tuple
    path: tuple
    end: tuple
    pushed: dict = field(default_factory=dict)
    derailed: tuple = ()


def drive_words(state, drive: Drive, lang: str = "en") -> list:
    """The labels of a drive's actions, each said against the table it is chosen on (the drive is replayed on
    a copy of ``state``): "Discard D05 and move the locomotive.", "At the switch: take the track of D24 ..."."""
    from rulebook.fracht_express import words
    cp = state.copy()
    out = []
    for a in drive.actions:
        out.append(words.describe_in(cp, a).text(lang) if hasattr(a, "x") else a.describe().text(lang))
        cp.apply(a)
    return out


def _unit(st):
    return st.stack[-1] if st.stack and st.stack[-1].KIND == "move" else None


def _in_drive(st) -> bool:
    return st.phase != "over" and any(u.KIND == "move" for u in st.stack)


def _walk(net, node, facing, first, stop, steps):
    """Nodes from ``node`` on: ``first`` (node, facing) if given, then the only way on, until ``stop(node)``."""
    path = [node]
    for k in range(max(steps, 0)):
        if k == 0 and first is not None:
            nxt = first
        else:
            opts = net.ahead(node, facing)
            if len(opts) != 1:
                break
            nxt = opts[0]
        node, facing = tuple(nxt[0]), nxt[1]
        path.append(node)
        if stop(node) or node[0] != "T":
            break
    return path


def _first_step(st, a):
    """The step an action fixes before anything moves (None: the engine goes on by itself)."""
    from rulebook.fracht_express import move as M
    from rulebook.fracht_express.actions import Go, PushTo
    u = _unit(st)
    if u is None:
        return None
    if type(a) is PushTo and u.target is not None:
        return (tuple(u.target[0]), u.target[1])
    if type(a) is Go:
        o = M.find(st, M.options(st, u), a)
        return (tuple(o[0]), o[1]) if o else None
    return None


def _step(st, a, seat):
    """Apply ``a`` (already known legal) on ``st``; return the driver's path piece and the shoves."""
    from rulebook.fracht_express.actions import Move
    net = st.net
    before = [(tuple(pl.pos), pl.facing) for pl in st.players]
    first = _first_step(st, a)
    u = _unit(st)
    left = st.comp.cards[a.card].value if type(a) is Move else (u.left if u else 0)
    events = st.apply(a, check=False)
    derailed = tuple(sorted({e.player for e in events if e.rule in ("derail",) and e.player is not None}))
    start, facing = before[seat]
    end = tuple(st.players[seat].pos)
    if seat in derailed:
        path = _walk(net, start, facing, first, lambda n: n[0] == "E", left)
    elif end == start and first is None:
        path = [start]
    else:
        path = _walk(net, start, facing, first, lambda n: n == end, left)
    pushed = {}
    for q, (pos, _f) in enumerate(before):
        if q == seat:
            continue
        now = tuple(st.players[q].pos)
        if now == pos and q not in derailed:
            continue
        if q in derailed:   # shoved off: the empty space at or next to the driver's last place
            last = path[-1]
            ends = [last] if last[0] == "E" else [n for n in net.graph.neighbors(last) if n[0] == "E"]
            now = ends[0] if ends else now
        trail = [pos]
        if pos in path:
            trail += [n for n in path[path.index(pos) + 1:] if n != now]
        trail.append(now)
        pushed[q] = trail
    return path, pushed, derailed


def drives(state, first=None, *, limit: int = 400) -> list:
    """Every way the active locomotive's drive can go, played by the engine on copies of ``state``.

    ``first``: an action that starts the drive (``Move(card)``), or None to continue the drive under way (also a
    hijacked locomotive's, driven by another player).
    Returns a list of :class:`Drive` (empty when ``first`` is not legal now, or no drive is under way).
    Cars given up at a crossing check do not change where a drive goes: the first choice is taken.
    """
    from rulebook.fracht_express.actions import DropCar
    if first is not None:
        if state.explain(first) is not None:
            return []
        seat = state.cur
    elif not _in_drive(state):
        return []
    else:   # the locomotive being driven: the active player's, or a hijacked one (Hijack variant)
        seat = next(u for u in reversed(state.stack) if u.KIND == "move").seat
    out: list = []
    todo = [(state.copy(), first, (), (tuple(state.players[seat].pos),), {}, ())]
    while todo and len(out) < limit:
        st, a, acts, path, pushed, derailed = todo.pop()
        if a is not None:
            piece, shoved, der = _step(st, a, seat)
            acts = acts + (a,)
            path = path + tuple(piece[1:])
            pushed = dict(pushed)
            for q, trail in shoved.items():
                pushed[q] = tuple(pushed.get(q, ())[:-1]) + tuple(trail)
            derailed = tuple(sorted(set(derailed) | set(der)))
        if not _in_drive(st):
            end = path[-1]
            out.append(Drive(seat, acts, path, end, pushed, derailed))
            continue
        legal = st.legal_actions()
        if st.stack[-1].KIND != "move":     # cars to give up at a crossing: where the drive goes is the same
            drop = [x for x in legal if type(x) is DropCar]
            todo.append((st, (drop or legal)[0], acts, path, pushed, derailed))
            continue
        for i, b in enumerate(reversed(legal)):
            todo.append((st if i == len(legal) - 1 else st.copy(), b, acts, path, pushed, derailed))
    return out


def reachable(state, card=None) -> dict:
    """End node -> the drives ending there: for hand card ``card`` (its ``Move``), or the drive under way."""
    from rulebook.fracht_express.actions import Move
    found = drives(state, Move(card)) if card is not None else drives(state)
    out: dict = {}
    for d in found:
        out.setdefault(d.end, []).append(d)
    return out


# --------------------------------------------------------------------------- DOT
def _q(s) -> str:
    return '"' + str(s).replace("\\", "\\\\").replace('"', '\\"') + '"'


def _attrs(**kw) -> str:
    parts = []
    for k, v in kw.items():
        if v is None:
            continue
        if isinstance(v, float):
            v = f"{v:.2f}"
        parts.append(f"{k}={_q(v)}")
    return "[" + ", ".join(parts) + "]"


def _html_label(letter: str, sub: str, width: int = 11) -> str:
    """A station's label: the big letter, then its name wrapped into short lines (graphviz HTML label)."""
    from html import escape
    lines, cur = [], ""
    for w in sub.split():
        if cur and len(cur) + 1 + len(w) > width:
            lines.append(cur)
            cur = w
        else:
            cur = f"{cur} {w}".strip()
    if cur:
        lines.append(cur)
    small = "".join(f'<BR/><FONT POINT-SIZE="{FONT}">{escape(x)}</FONT>' for x in lines)
    return f'<<FONT POINT-SIZE="20"><B>{escape(letter)}</B></FONT>{small}>'


def _tip(text: str, rule: str, lang: str) -> str:
    """A hover text: the thing, then the rulebook section it belongs to (by its title)."""
    from rulebook.fracht_express.sections import SECTIONS
    title = next((sec.title for sec in SECTIONS if sec.id == rule), SECTIONS[0].title)
    return text + " — " + Msg(N_("rule: {section}"), {"section": Msg(title)}).text(lang)


def in_use(state) -> list:
    """The stations the network picture shows: those beside a laid card, with a locomotive, or closed."""
    used = {pl.pos[1] for pl in state.players if pl.pos[0] == "S"}
    if state.closed:
        used.add(state.closed)
    for L, (x, y) in state.stations.items():
        if any((x + dx, y + dy) in state.top for dx, dy in ((0, -1), (1, 0), (0, 1), (-1, 0))):
            used.add(L)
    return sorted(L for L in used if L in state.stations)


def _pos(x: float, y: float) -> str:
    """Graphviz points, y up, pinned."""
    return f"{x:.1f},{-y:.1f}!"


def network_dot(state, *, card=None, reach=None, drive=None, lang: str = "en", title=None, cell: int = CELL) -> str:
    """The rail network as DOT text, every place pinned to the table grid (lay out with ``neato -n2``).

    Parameters
    ----------
    state : FrachtExpressState
    card : str, optional
        A card in the active player's hand: the places its move can end on are highlighted (the engine's
        drives, see :func:`reachable`).
    reach : dict, optional
        Already computed ``reachable(...)`` result to highlight instead.
    drive : Drive, optional
        A drive to draw as a path (the driver in its colour, shoved locomotives dashed in theirs).
    lang : str
        Language of the captions.
    """
    from rulebook.fracht_express import words
    words.on_board(state)
    g = state.network()
    half = cell / 2
    seat = state.cur
    if reach is None and card is not None:
        reach = reachable(state, card)
    reach = reach or {}
    o = ["graph fracht_express {"]
    if title is None:
        if card is not None:
            v = state.comp.cards[card]
            title = Msg(N_("Rail network: where {card} (car value {v}) can take Player {n}'s locomotive — "
                           "{k} place(s), in yellow"), {"card": card, "v": v.value, "n": seat + 1, "k": len(reach)})
        else:
            title = Msg(N_("Rail network: stations, tracks and ties, locomotives"))
    label = title.text(lang) if isinstance(title, Msg) else str(title)
    o.append("  graph " + _attrs(inputscale="72", outputorder="nodesfirst", bgcolor=BG, splines="false", pad="0.3",
                                 fontname="Helvetica", fontsize="14", labelloc="t", label=label) + ";")
    o.append("  node " + _attrs(fontname="Helvetica", fixedsize="true", label="", fontsize=str(FONT)) + ";")
    o.append("  edge " + _attrs(color=TRACK, penwidth="3", tooltip=_tip(
        Msg(N_("A step along the track: one tie")).text(lang), "move", lang)) + ";")
    shown = in_use(state)
    boxes = [(c, half) for c in list(state.top) + [tuple(state.stations[L]) for L in shown]]
    boxes += [(tuple(n[1:]), 0.3 * cell) for n, d in g.nodes(data=True) if d["kind"] == "empty"]
    if boxes:   # two invisible corners: the picture is cropped to these places plus a small margin
        m = cell * 0.12
        x0 = min(c[0] * cell - r for c, r in boxes) - m
        y0 = min(c[1] * cell - r for c, r in boxes) - m
        x1 = max(c[0] * cell + r for c, r in boxes) + m
        y1 = max(c[1] * cell + r for c, r in boxes) + m
        for name, px, py in (("corner:0", x0, y0), ("corner:1", x1, y1)):
            o.append(f"  {_q(name)} " + _attrs(shape="point", style="invis", width=0.01, height=0.01,
                                                 pos=_pos(px, py)) + ";")
    _dot_cards(o, state, cell, lang)
    _dot_stations(o, state, shown, cell, lang)
    _dot_places(o, state, g, reach, cell, lang)
    arrows = _dot_locomotives(o, state, cell, lang)
    _dot_tracks(o, g, drive, arrows)
    o.append("}")
    return "\n".join(o)


def _dot_cards(o, state, cell, lang) -> None:
    """The laid cards: pale squares under everything, each with its id."""
    from rulebook.fracht_express import words
    half = cell / 2
    # cards (pale squares, under everything)
    cards = state.comp.cards
    for (x, y), (cid, rot) in sorted(state.top.items()):
        c = cards[cid]
        side = (cell - 6) / 72
        card_tip = _tip(Msg(N_("{card} in the rail system, {tracks}"), {
            "card": cid, "tracks": words.tracks(state.comp, cid, rot)}).text(lang),
            "crossings" if c.crossing else "distance_cards", lang)
        o.append(f"  {_q(f'card:{x}:{y}')} " + _attrs(
            shape="box", style="rounded,filled" + (",dashed" if c.crossing else ""), width=side, height=side,
            fillcolor=CROSS_FILL if c.crossing else CARD_FILL, color="#46678A" if c.crossing else CARD_EDGE,
            pos=_pos(x * cell, y * cell), tooltip=card_tip) + ";")
        o.append(f"  {_q(f'id:{x}:{y}')} " + _attrs(
            shape="plaintext", width=0.62, height=0.22, fontcolor="#57524A", tooltip=card_tip,
            label=cid + (" ✕" if c.crossing else ""), pos=_pos(x * cell - half + 24, y * cell - half + 11)) + ";")


def _dot_stations(o, state, shown, cell, lang) -> None:
    """The stations in use (a closed one dashed and grey)."""
    half = cell / 2
    # stations
    names = state.comp.station_names
    for L in shown:
        x, y = state.stations[L]
        closed = L == state.closed
        node = f"S:{L}" if not closed else f"closed:{L}"
        side = (cell - 14) / 72
        sub = names.get(L, "") if not closed else Msg(N_("closed")).text(lang)
        lab = _html_label(L, sub)
        o.append(f"  {_q(node)} " + _attrs(
            shape="box", style="rounded,filled" + (",dashed" if closed else ""), width=side,
            height=side * (0.9 if not closed else 0.5), fillcolor=CLOSED_FILL if closed else STATION_FILL,
            fontcolor="#FFFFFF", fontsize="11", color=INK, penwidth="1.5", label=None,
            pos=_pos(x * cell, y * cell + (0 if not closed else half * 0.55)),
            tooltip=_tip(Msg(N_("Station {s} ({name})"), {"s": L, "name": names.get(L, "")}).text(lang),
                         "station_d" if closed else "preparation", lang))[:-1] + f", label={lab}];")


def _dot_places(o, state, g, reach, cell, lang) -> None:
    """The ties (a switch as a diamond, a place the drive can end on in yellow), the empty spaces a drive derails on,
    and a yellow ring round a station the drive can end in."""
    from rulebook.fracht_express import words
    half = cell / 2
    # ties and empty spaces
    for n, d in g.nodes(data=True):
        k = d["kind"]
        r = reach.get(n)
        if k == "tie":
            px, py = node_point(state, n, half)
            if r:
                attrs = dict(shape="doublecircle", style="filled", fillcolor=REACH_FILL, color=INK, penwidth="1.6",
                             width=0.2, height=0.2)
                what = N_("A tie on {place}: the drive can end here")
            elif d.get("switch"):
                attrs = dict(shape="diamond", style="filled", fillcolor=TRACK, color=INK, width=0.24, height=0.24)
                what = N_("A switch on {place}: the driver chooses the way")
            else:
                attrs = dict(shape="circle", style="filled", fillcolor=TRACK, color=TRACK, width=0.13, height=0.13)
                what = N_("A railroad tie on {place}")
            tip = _tip(Msg(what, {"place": words.node(state, n)}).text(lang), "move", lang)
            o.append(f"  {_q(node_key(n))} " + _attrs(pos=_pos(px, py), tooltip=tip, **attrs) + ";")
        elif k == "empty":
            x, y = d["cell"]
            o.append(f"  {_q(node_key(n))} " + _attrs(
                shape="box", style="dashed" + (",filled" if r else ""), fillcolor=REACH_FILL if r else None,
                color=DANGER, fontcolor=DANGER, width=0.75, height=0.32,
                label=Msg(N_("derail")).text(lang), pos=_pos(x * cell, y * cell),
                tooltip=_tip(Msg(N_("empty space: driving here derails")).text(lang), "derail", lang)) + ";")
        elif r:   # a reachable station: a yellow ring around it
            x, y = d["cell"]
            side = (cell - 4) / 72
            o.append(f"  {_q('reach:' + node_key(n))} " + _attrs(
                shape="box", style="rounded,bold", color=REACH_FILL, penwidth="5", width=side, height=side * 0.95,
                pos=_pos(x * cell, y * cell), tooltip=_tip(Msg(N_("The drive can end in Station {s}"), {
                    "s": n[1]}).text(lang), "move", lang)) + ";")


def _dot_locomotives(o, state, cell, lang) -> list:
    """The locomotives: a badge beside their place (a row of them under a station); returns the tracks their facing
    arrows lie on, ``[(node, next node, colour)]``."""
    from rulebook.fracht_express import words
    half = cell / 2
    # locomotives: a badge beside their place, and an arrow the way they face
    in_station: dict = {}
    arrows = []
    crowd = {}
    for pl in state.players:
        if pl.pos[0] == "S" and pl.pos[1] in state.stations:
            crowd[pl.pos[1]] = crowd.get(pl.pos[1], 0) + 1
    for p, pl in enumerate(state.players):
        node = tuple(pl.pos)
        colour = PLAYER_COLOURS[p % len(PLAYER_COLOURS)]
        if state.phase == "layout" or (node[0] == "S" and node[1] not in state.stations):
            continue             # stations still being laid out: no locomotive on the table yet
        if node[0] == "S":       # a row of badges just under the station
            k = in_station.setdefault(node[1], 0)
            in_station[node[1]] = k + 1
            x, y = state.stations[node[1]]
            px, py = x * cell + 22 * (k - (crowd[node[1]] - 1) / 2), y * cell + half - 2
        else:
            tx, ty = node_point(state, node, half)
            a, b, n = card_tracks(state, (node[1], node[2]))[node[3]]
            _, (dx, dy) = tie_point(a, b, node[4], n, False)
            px, py = tx - dy * 15, ty + dx * 15        # beside the track, on its left
            ahead = state.net.ahead(node, pl.facing)
            if ahead:
                arrows.append((node, tuple(ahead[0][0]), colour))
        o.append(f"  {_q(f'loco:{p}')} " + _attrs(
            shape="box", style="rounded,filled", fillcolor=colour, color=INK, penwidth="1.4",
            width=0.3, height=0.24, label=str(p + 1), pos=_pos(px, py),
            tooltip=_tip(Msg(N_("{player}'s locomotive on {place}"), {
                "player": Seat(p), "place": words.node(state, node)}).text(lang), "move", lang)) + ";")
    return arrows


def _dot_tracks(o, g, drive, arrows) -> None:
    """The tracks, each drawn once: a drive's path in its driver's colour (shoved locomotives dashed in theirs) and a
    locomotive's facing arrow restyle the track they lie on."""
    # tracks, each drawn once: a drive's path and a locomotive's facing arrow restyle the track they lie on
    style: dict = {}

    def mark(u, v, colour, dashed=False, arrow=False):
        k = frozenset((u, v))
        st = style.setdefault(k, {"colours": [], "dashed": False, "arrow": None})
        if colour not in st["colours"]:
            st["colours"].append(colour)
        st["dashed"] = st["dashed"] or dashed
        if arrow:
            st["arrow"] = (u, v)

    if drive is not None:
        for u, v in zip(drive.path, drive.path[1:]):
            mark(u, v, PLAYER_COLOURS[drive.seat % len(PLAYER_COLOURS)])
        for q, trail in sorted(drive.pushed.items()):
            for u, v in zip(trail, trail[1:]):
                mark(u, v, PLAYER_COLOURS[q % len(PLAYER_COLOURS)], dashed=True)
    for u, v, colour in arrows:
        mark(u, v, colour, arrow=True)
    for u, v in g.edges():
        ku, kv = g.nodes[u]["kind"], g.nodes[v]["kind"]
        st = style.get(frozenset((u, v)))
        if st and st["arrow"]:
            u, v = st["arrow"]
        head = f"  {_q(node_key(u))} -- {_q(node_key(v))}"
        if st:
            n = len(st["colours"])
            o.append(head + " " + _attrs(
                color=":".join(st["colours"]), penwidth="6" if drive is not None and n == 1 else "3.5",
                style="dashed" if st["dashed"] and n == 1 else None,
                dir="forward" if st["arrow"] else None, arrowhead="normal" if st["arrow"] else None,
                arrowsize="0.6" if st["arrow"] else None) + ";")
        elif "empty" in (ku, kv):
            o.append(head + " " + _attrs(color=DANGER, style="dashed", penwidth="1.2") + ";")
        else:
            o.append(head + ";")


def render_svg(dot: str) -> str:
    """Lay out DOT text with ``neato`` (the pinned positions are kept) and return the SVG text.

    Uses :func:`widgets.graphviz_view.dot_svg` (the system's Graphviz) when that module is there, otherwise
    the ``graphviz`` package running ``neato -n2``. Both give the same picture: the DOT says
    ``inputscale=72``, so plain ``neato`` reads the pinned positions in points as ``-n2`` does (and so does
    Graphviz in the browser).
    """
    try:
        from ..graphviz_view import dot_svg
    except ImportError:
        dot_svg = None
    if dot_svg is not None:
        return dot_svg(dot, engine="neato")
    import graphviz
    svg = graphviz.Source(dot, engine="neato").pipe(format="svg", neato_no_op=2, encoding="utf-8")
    return svg[svg.find("<svg"):]


_TITLED = re.compile(r'(<g id="\w+" class="(?:node|edge)">\s*<title>)[^<]*(</title>\s*<g id="a_\w+">'
                     r'<a xlink:title="([^"]*)")')


def explained(svg: str, caption: str) -> str:
    """Graphviz titles every node and edge by its DOT name (``T:5:3:0:1``); put the tooltip there instead,
    so that hovering shows words (and the rulebook section), and the graph's own title is ``caption``."""
    svg = _TITLED.sub(lambda m: m.group(1) + m.group(3) + m.group(2), svg)
    svg = re.sub(r'(<g id="graph0" class="graph"[^>]*>\s*<title>)[^<]*(</title>)',
                 lambda m: m.group(1) + escape(caption) + m.group(2), svg, count=1)
    return re.sub(r'<g id="(\w+)" class="node">\s*<title>corner:\d</title>', r'<g id="\1" class="node">', svg)


def network_svg(state, **kw) -> str:
    """:func:`network_dot` rendered to SVG (see there for the options), every title in words."""
    lang = kw.get("lang", "en")
    caption = _tip(Msg(N_("The rail network: stations in use, cards, tracks and ties, locomotives")).text(lang),
                   "move", lang)
    return explained(render_svg(network_dot(state, **kw)), caption)


def display_widths(svg: str) -> tuple:
    """(natural, smallest) CSS px widths of a Graphviz SVG: its own size (1 pt = 4/3 px), and the width below
    which its smallest text (``FONT`` points) would be under ``MIN_PX`` CSS px."""
    m = re.search(r'<svg width="([\d.]+)pt"', svg)
    v = re.search(r'viewBox="[\d.\-]+ [\d.\-]+ ([\d.]+)', svg)
    natural = float(m.group(1)) * 4 / 3
    return natural, float(v.group(1)) * MIN_PX / FONT


def network_html(state, *, max_width: str = "100%", **kw) -> str:
    """:func:`network_svg` as an HTML fragment: as wide as its container up to its own size, never so narrow
    that a text falls under ``MIN_PX`` CSS px (the box scrolls sideways then; for ``ipywidgets.HTML``)."""
    svg = network_svg(state, **kw)
    natural, smallest = display_widths(svg)
    svg = re.sub(r'<svg width="[^"]*" height="[^"]*"',
                 f'<svg style="width:100%;height:auto;max-width:{natural:.0f}px;min-width:{smallest:.0f}px;'
                 f'display:block;margin:0 auto"', svg, count=1)
    return (f'<div class="rb-fx-net" style="max-width:{max_width};overflow-x:auto">{svg}</div>')


def network_widget(state, *, prefer: str = "auto", **kw):
    """A widget showing the network: the system's Graphviz as HTML, or (without one, e.g. in JupyterLite)
    Graphviz in the browser through :class:`widgets.graphviz_view.GraphvizView`. Redraw it with
    :func:`update_network_widget`."""
    import ipywidgets as W
    try:
        from ..graphviz_view import GraphvizView, has_dot
    except ImportError:
        GraphvizView, has_dot = None, (lambda: True)
    if GraphvizView is not None and (prefer == "browser" or (prefer == "auto" and not has_dot())):
        return GraphvizView(network_dot(state, **kw), engine="neato", language=kw.get("lang", "en"))
    return W.HTML(network_html(state, **kw))


def update_network_widget(widget, state, **kw) -> None:
    """Redraw a :func:`network_widget` for ``state`` (same options as :func:`network_dot`)."""
    if hasattr(widget, "dot"):
        widget.dot = network_dot(state, **kw)
    else:
        widget.value = network_html(state, **kw)
