"""The FrachtExpress table as one SVG picture (pure rendering; the engine decides everything).

:func:`render_table` draws a :class:`~rulebook.fracht_express.state.FrachtExpressState`:

* a top bar: turn, who acts, the supply and the discard pile;
* the table grid: every laid distance card with its tracks (rails and one tie
  per railroad tie of the card data) and its four corner symbols (car value,
  pick-up letter, delivery letter, action number as a die), the stations
  (a closed one greyed under its card), the locomotives as numbered tokens in
  their players' colours with a nose the way they face, and the empty spaces
  next to the rail system drawn dashed;
* the hand of the player acting (or of ``seat``) in a column right of the grid
  (so the hand and the rail system share a laptop's first screen): cards to
  select, two abreast, each with its *move*, *draw* and *pick up* buttons, then
  *End the turn*, and for a selected card its distinct quarter turns to choose
  from. A picture wider than a laptop's panel (:data:`SCREEN_W`) draws its
  text larger, so that scaled to that width no text is below 11 CSS px;
* one strip per player: hand size, attached cars (click to deliver or give
  up), delivered cars face down;
* the advanced game: the flight tickets and objection cards beside the table
  (counts in the top bar), each player's own in their strip (face up for
  the seat viewing -- ``seat``, or else the seat deciding now -- and as a
  hidden "?" card for the others, as ``state.view`` hides them), the special
  action of every station written on its card (the Hijack station marked as
  the variant), a closed station outlined and labelled on the card closing
  it, the landing places of a flight, and a **decision bar** above the hand
  whenever a station action waits for a decision: the engine's prompt, the
  turned-over action number, and buttons for the simple choices.

With a card selected (``selected``), the spaces where the engine lets it be
laid or put on top in the chosen turn (``turn``) are highlighted, and so is
every place its move can end on (:func:`widgets.fracht_express.graph.reachable`,
which plays the move on copies of the state). While a drive is under way, its
next steps are marked and so are the places it can still end on.

Clickable parts are ``<g class="rb-click" data-key="...">`` groups (class
``rb-active`` added when the key is in ``active`` or the selection makes it
live), each ending in a transparent ``<rect class="rb-hl">``. Keys::

    hand:<card>          a hand card (in the dealt layout: a station letter to place)
    turn:<r>             one of the selected card's quarter turns
    spot:<x>:<y>         a space: empty (lay the selected card) or a laid card (cover it)
    move:<card>          discard the card and drive          draw:<card>   draw new cards
    pickup:<card>        attach the card as a railroad car   end           end the turn
    car:<seat>:<card>    an attached car (deliver it, or give it up at a crossing check)
    go:<x>:<y>:<track>   the next step of a drive (track -1: a station or an empty space)
    push:<x>:<y>:<track> the way a shoved locomotive goes     stop          stop here (ruling "up_to")
    dest:<node>          a place the drive can end on (node as in ``graph.node_key``)
    use / skip           use a station's special action on arriving, or not
    station:<letter>     a station (advanced game): use its action; the station to close (Station D)
    object / noobject    the objection round: play an objection card, or let the action happen
    target:<seat>        a player (strip, button; the locomotive for the Hijack)
    attach:<card>        rapid pick-up: attach the card  discard:<card>  discard it
    done                 end the route change            fly:<x>:<y>:<track>  land a flight there

>>> import rulebook
>>> s = rulebook.GAMES["fracht_express"].new_game(players=2, seed=1)
>>> svg = render_table(s, selected=s.players[0].hand[0])
>>> svg.startswith("<svg") and 'data-key="spot:5:3"' in svg
True
"""
from __future__ import annotations

import math
from contextvars import ContextVar
from html import escape

from rulebook.fracht_express import words
from rulebook.fracht_express.data import distinct_turns, turned
from rulebook.fracht_express.sections import SECTIONS
from rulebook.i18n import N_, Msg, Seat, NN_

from .graph import PLAYER_COLOURS, REACH_FILL, node_key, track_point
from .seen import Seen, answers
from ..highlight import active_css

__all__ = ["render_table", "KEY_PREFIXES", "draw_card"]

KEY_PREFIXES = ("hand", "turn", "spot", "move", "draw", "pickup", "end", "car", "go", "push", "stop", "dest",
                "use", "skip", "station", "object", "noobject", "target", "attach", "discard", "done", "fly")

INK = "#2B2B2B"
MUTED = "#5B564C"
BG = "#F6F1E6"
GRID = "#E4DCCB"
CARD, CARD_EDGE = "#FFFDF8", "#8C8270"
CROSS, CROSS_EDGE = "#EAF1F8", "#46678A"
RAIL, TIE = "#3B3B3B", "#8A5A2B"
STATION, CLOSED = "#33414E", "#8E8E8E"
COUPLE, UNCOUPLE = "#009E73", "#D55E00"      # bluish green (pick up) / vermillion (deliver), with distinct icons
CAR_FILL = "#F0D694"
STEP = "#0072B2"                               # blue: next step of a drive
DANGER = "#D55E00"
SEL = "#0072B2"
TICKET, TICKET_EDGE = "#E3F1FB", "#0072B2"     # flight ticket card
OBJ_EDGE = "#D55E00"                           # objection card ("!")
BACK = "#6F6A5E"                               # a card held face down
DECIDE_BG, DECIDE_EDGE = "#FFF6DB", "#E69F00"  # the decision bar
HOVER = "#F0E442"                              # the target of a hovered button

C = 100          # a grid cell
SCREEN_W = 1296  # CSS px the picture gets on a 1366 px wide laptop screen (inside the turn panel's tab)
SIDE_W = 2 * (C + 14) + 28   # the hand's column beside the table grid: two cards wide
MIN_FONT = 11    # no text smaller (picture units; the picture is drawn 1:1 unless the page scales it)
PAD = 28
TOP = 64

STYLE = ("<style>svg.rb-fx .rb-click{cursor:pointer}"
         + active_css("rb-fx")
         + "svg.rb-fx .rb-spot.rb-active>.rb-hl{stroke:#0072B2;stroke-width:2.5;stroke-dasharray:7 4;"
         "fill:#0072B2;fill-opacity:.06}"
         "svg.rb-fx .rb-ghost{opacity:0}svg.rb-fx .rb-spot:hover .rb-ghost{opacity:.6}"
         "svg.rb-fx .rb-spot.rb-active:hover>.rb-hl{fill-opacity:0}"
         "svg.rb-fx .rb-dest.rb-active>.rb-hl{fill-opacity:0;stroke-width:1.5}"
         "svg.rb-fx .rb-soft.rb-active>.rb-hl{stroke:none;fill-opacity:0}"
         "svg.rb-fx .rb-station.rb-active>.rb-hl{stroke:#F0E442;stroke-width:4;stroke-dasharray:none;"
         "fill-opacity:0}</style>")

DX = (0, 1, 0, -1)
DY = (-1, 0, 1, 0)

SECTION_TITLE = {sec.id: sec.title for sec in SECTIONS}
KEY_RULES = {"hand": "distance_cards", "turn": "extend", "spot": "extend", "move": "move", "draw": "draw",
             "pickup": "pick_up", "end": "turn", "car": "deliver", "go": "move", "push": "ramming", "stop": "move",
             "dest": "move", "use": "advanced", "skip": "advanced", "station": "advanced", "object": "station_g",
             "noobject": "station_g", "target": "advanced", "attach": "station_i", "discard": "station_i",
             "done": "station_h", "fly": "station_b"}
"""The rulebook section a picture key belongs to (when a pending station action does not say otherwise)."""


def _compass(d) -> int:
    """The compass side (N E S W = 0 1 2 3) a direction (dx, dy), y down, points to most."""
    dx, dy = d
    if abs(dx) >= abs(dy):
        return 1 if dx > 0 else 3
    return 2 if dy > 0 else 0


#: the smallest font size of the picture being drawn (picture units): raised above 11 when the picture is wider
#: than :data:`SCREEN_W` and will be shown scaled down, so its text still reads at 11 CSS px or more
_FLOOR: ContextVar = ContextVar("fx_font_floor", default=0.0)


def _tw(s: str, size: float, bold: bool = False) -> float:
    return len(s) * max(size, _FLOOR.get()) * (0.62 if bold else 0.56)


def _text(o, x, y, s, size=12, bold=False, anchor=None, fill=INK, extra=""):
    size = max(size, _FLOOR.get())
    a = f' text-anchor="{anchor}"' if anchor else ""
    b = ' font-weight="bold"' if bold else ""
    f = f' fill="{fill}"' if fill != INK else ""
    o.append(f'<text x="{x:g}" y="{y:g}" font-size="{size}"{b}{a}{f}{extra}>{s}</text>')


def _fit(s: str, size: float, width: float, bold=False) -> float:
    """The font size (at most ``size``) at which ``s`` fits in ``width``."""
    w = _tw(s, size, bold)
    return size if w <= width else max(MIN_FONT, _FLOOR.get(), round(size * width / w, 1))


def _wrap(s: str, size: float, width: float) -> list:
    lines, cur = [], ""
    for wd in s.split():
        t = f"{cur} {wd}" if cur else wd
        if cur and _tw(t, size) > width:
            lines.append(cur)
            cur = wd
        else:
            cur = t
    if cur:
        lines.append(cur)
    return lines


# ---------------------------------------------------------------- glyphs
def g_car(o, x, y, value, w=28, h=15):
    """A railroad car with its value; (x, y) top left."""
    o.append(f'<rect x="{x:g}" y="{y:g}" width="{w}" height="{h}" rx="2.5" fill="{CAR_FILL}" stroke="{INK}" '
             f'stroke-width="1.1"/><circle cx="{x + 6:g}" cy="{y + h + 1:g}" r="2.4" fill="{INK}"/>'
             f'<circle cx="{x + w - 6:g}" cy="{y + h + 1:g}" r="2.4" fill="{INK}"/>')
    _text(o, x + w / 2, y + h - 3.5, str(value), 12, True, "middle")


def g_link(o, x, y, letter, joined: bool):
    """Pick-up (joined links, green) or delivery (parted links, vermillion) badge with a station letter."""
    colour = COUPLE if joined else UNCOUPLE
    o.append(f'<rect x="{x:g}" y="{y:g}" width="30" height="17" rx="4" fill="#FFFFFF" stroke="{colour}" '
             f'stroke-width="1.5"/>')
    if joined:
        o.append(f'<path d="M{x + 3:g} {y + 8.5:g}h5m1 0h5" stroke="{colour}" stroke-width="3.2" '
                 f'stroke-linecap="round"/><path d="M{x + 7:g} {y + 8.5:g}h3" stroke="{colour}" stroke-width="1.6"/>')
    else:
        o.append(f'<path d="M{x + 3:g} {y + 8.5:g}h3.5M{x + 10.5:g} {y + 8.5:g}h3.5" stroke="{colour}" '
                 f'stroke-width="3.2" stroke-linecap="round"/>'
                 f'<path d="M{x + 8.5:g} {y + 4:g}v9" stroke="{colour}" stroke-width="1" stroke-dasharray="2 1.5"/>')
    _text(o, x + 22.5, y + 13, letter, 12, True, "middle", colour)


PIPS = {1: ((0, 0),), 2: ((-1, -1), (1, 1)), 3: ((-1, -1), (0, 0), (1, 1)), 4: ((-1, -1), (1, -1), (-1, 1), (1, 1)),
        5: ((-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1))}


def g_die(o, x, y, n, s=17):
    """The action number as a die face; (x, y) top left."""
    o.append(f'<rect x="{x:g}" y="{y:g}" width="{s}" height="{s}" rx="3.5" fill="#FFFFFF" stroke="{INK}" '
             f'stroke-width="1.2"/>')
    cx, cy, d = x + s / 2, y + s / 2, s * 0.27
    for px, py in PIPS.get(n, ()):
        o.append(f'<circle cx="{cx + px * d:.1f}" cy="{cy + py * d:.1f}" r="1.7" fill="{INK}"/>')


def g_deck(o, cx, cy, s=1.0):
    """The supply-deck mark in a crossing's centre: two stacked cards."""
    w, h = 12 * s, 15 * s
    o.append(f'<rect x="{cx - w / 2 + 2.5 * s:.1f}" y="{cy - h / 2 - 2.5 * s:.1f}" width="{w:.1f}" height="{h:.1f}" '
             f'rx="1.5" fill="#FFFFFF" stroke="{CROSS_EDGE}" stroke-width="1.2"/>'
             f'<rect x="{cx - w / 2:.1f}" y="{cy - h / 2:.1f}" width="{w:.1f}" height="{h:.1f}" rx="1.5" '
             f'fill="{CROSS_EDGE}" stroke="#FFFFFF" stroke-width="1"/>')


def g_token(o, cx, cy, p, facing=None, r=11):
    """A locomotive token: a numbered disc in the player's colour, with a nose toward ``facing`` (dx, dy)."""
    colour = PLAYER_COLOURS[p % len(PLAYER_COLOURS)]
    if facing is not None:
        fx, fy = facing
        nx, ny = -fy, fx
        tip = (cx + fx * (r + 7), cy + fy * (r + 7))
        b1 = (cx + fx * (r - 2) + nx * 6.5, cy + fy * (r - 2) + ny * 6.5)
        b2 = (cx + fx * (r - 2) - nx * 6.5, cy + fy * (r - 2) - ny * 6.5)
        o.append(f'<path d="M{tip[0]:.1f} {tip[1]:.1f}L{b1[0]:.1f} {b1[1]:.1f}L{b2[0]:.1f} {b2[1]:.1f}z" '
                 f'fill="{INK}"/>')
    o.append(f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="{r}" fill="{colour}" stroke="{INK}" stroke-width="2"/>')
    _text(o, cx, cy + 4.5, str(p + 1), 13, True, "middle")


PLANE = ("M0 -9C1.2 -9 1.6 -7 1.6 -5L1.6 -1.6L9 2.6L9 4.6L1.6 2.6L1.2 6.4L3.6 8.4L3.6 9.8L0 8.8L-3.6 9.8"
         "L-3.6 8.4L-1.2 6.4L-1.6 2.6L-9 4.6L-9 2.6L-1.6 -1.6L-1.6 -5C-1.6 -7 -1.2 -9 0 -9Z")


def g_plane(o, cx, cy, s=1.0, angle=0, fill=TICKET_EDGE):
    """A small aeroplane (nose up at ``angle`` 0, degrees clockwise), centred on (cx, cy)."""
    o.append(f'<path d="{PLANE}" fill="{fill}" transform="translate({cx:.1f} {cy:.1f}) rotate({angle}) '
             f'scale({s:g})"/>')


def g_ticket(o, x, y, w=26, h=34):
    """A flight ticket card, face up; (x, y) top left."""
    o.append(f'<rect x="{x:g}" y="{y:g}" width="{w}" height="{h}" rx="3.5" fill="{TICKET}" stroke="{TICKET_EDGE}" '
             f'stroke-width="1.5"/>')
    g_plane(o, x + w / 2, y + h / 2, w / 30, 45)


def g_objection(o, x, y, w=26, h=34):
    """An objection card, face up: a bold exclamation mark; (x, y) top left."""
    o.append(f'<rect x="{x:g}" y="{y:g}" width="{w}" height="{h}" rx="3.5" fill="#FFFFFF" stroke="{OBJ_EDGE}" '
             f'stroke-width="2"/>')
    _text(o, x + w / 2, y + h / 2 + h * 0.22, "!", round(h * 0.62), True, "middle", OBJ_EDGE)


def g_back(o, x, y, w=26, h=34):
    """A card held face down (what it is, or whether it is there, is hidden)."""
    o.append(f'<rect x="{x:g}" y="{y:g}" width="{w}" height="{h}" rx="3.5" fill="{BACK}" stroke="{INK}" '
             f'stroke-width="1"/><rect x="{x + 3:g}" y="{y + 3:g}" width="{w - 6}" height="{h - 6}" rx="2" '
             f'fill="none" stroke="#A9A393" stroke-width="1"/>')
    _text(o, x + w / 2, y + h / 2 + 5, "?", 14, True, "middle", "#FFFFFF")


def g_slot(o, x, y, w=26, h=34):
    """An empty place where a card could be held."""
    o.append(f'<rect x="{x:g}" y="{y:g}" width="{w}" height="{h}" rx="3.5" fill="none" stroke="#C9C0AC" '
             f'stroke-width="1.2" stroke-dasharray="3 3"/>')


def _track_points(a, b, k=10):
    """Points along a track (half-cells from the centre): its two ends when straight, ``k + 1`` on a curve."""
    if (a - b) % 2 == 0:
        return [track_point(a, b, 0)[0], track_point(a, b, 1)[0]]
    return [track_point(a, b, i / k)[0] for i in range(k + 1)]


def draw_card(o, comp, cid, rot, x, y, size=C, symbols=True, shade=None):
    """One distance card, turned ``rot`` quarter turns, top left at (x, y): tracks, ties, corner symbols."""
    card = comp.cards[cid]
    half = size / 2
    cx, cy = x + half, y + half
    fill, edge = (CROSS, CROSS_EDGE) if card.crossing else (CARD, CARD_EDGE)
    o.append(f'<rect x="{x + 2:g}" y="{y + 2:g}" width="{size - 4:g}" height="{size - 4:g}" rx="7" '
             f'fill="{shade or fill}" '
             f'stroke="{edge}" stroke-width="1.4"/>')
    tracks = turned(card, rot)
    k = size / 100
    ties, rails = [], []
    for a, b, n in tracks:
        pts = _track_points(a, b)
        rails.append("M" + "L".join(f"{cx + px * half:.1f} {cy + py * half:.1f}" for px, py in pts))
        for i in range(n):
            (px, py), (dx, dy) = track_point(a, b, (i + 0.5) / n)
            tx, ty = cx + px * half, cy + py * half
            L = 9 * k
            ties.append(f"M{tx - dy * L:.1f} {ty + dx * L:.1f}L{tx + dy * L:.1f} {ty - dx * L:.1f}")
    o.append(f'<path d="{"".join(ties)}" stroke="{TIE}" stroke-width="{3.4 * k:.1f}" stroke-linecap="round"/>')
    o.append(f'<path d="{"".join(rails)}" fill="none" stroke="{RAIL}" stroke-width="{7 * k:.1f}"/>')
    o.append(f'<path d="{"".join(rails)}" fill="none" stroke="{shade or fill}" stroke-width="{3 * k:.1f}"/>')
    if card.crossing:
        g_deck(o, cx, cy, k)
    if symbols:
        s = k
        o.append(f'<g transform="translate({x:g} {y:g}) scale({s:g})">')
        g_car(o, 6, 6, card.value)
        g_link(o, 64, 6, card.couple, True)
        g_link(o, 6, 77, card.uncouple, False)
        g_die(o, 77, 77, card.action)
        o.append("</g>")


# ---------------------------------------------------------------- the renderer
class _Table:
    """The drawing: reads only ``seen`` (the seat's view, :class:`~widgets.fracht_express.seen.Seen`) and
    ``ans`` (the engine's answers for that seat), never the state itself."""

    def __init__(self, seen, ans, seat, lang, active, selected, turn, lift=None):
        st = seen
        self.st = st
        self.comp = st.comp
        self.seat = seat
        self.lang = lang
        self.active = set(active)
        self.o: list = []
        self.ans = ans
        self.legal = ans.legal
        self.legal_set = set(self.legal)
        self.selected = selected
        self.turn = turn
        self.lift = lift
        self.adv = st.advanced
        self.unit = st.stack[-1] if st.stack and st.phase == "turn" else None
        self.ukind = self.unit.KIND if self.unit else None
        # whose flight ticket and objection card are shown face up: the seat viewing, else the seat deciding now
        self.viewer = seat if seat is not None else st.current_player

    def can(self, action) -> bool:
        return action in self.legal_set

    def t(self, msgid, **params) -> str:
        return escape(Msg(msgid, params).text(self.lang))

    def tip(self, text: str, rule: str) -> str:
        """A hover text (``text`` already escaped): the thing and how it stands, then its rulebook section."""
        return text + " — " + self.t(N_("rule: {section}"), section=Msg(SECTION_TITLE.get(rule, SECTIONS[0].title)))

    def rule_of(self, key: str) -> str:
        kind = key.split(":")[0]
        if self.unit is not None and kind in ("target", "car", "discard", "station", "hand") and \
                self.ukind not in ("move", "special", "object"):
            return self.st.unit_rule()
        if self.st.phase == "layout":
            return "variants"
        return KEY_RULES.get(kind, "turn")

    def gopen(self, title: str, rule: str) -> None:
        """A group that explains itself: hover (or focus) shows ``title`` and the rulebook section."""
        rule = rule if rule in SECTION_TITLE else SECTIONS[0].id
        self.o.append(f'<g tabindex="-1" data-section="{rule}"><title>{self.tip(title, rule)}</title>')

    def kopen(self, key, title=None, live=None, cls="", rule=None):
        on = key in self.active if live is None else live
        c = "rb-click rb-active" if on else "rb-click"
        rule = rule or self.rule_of(key)
        rule = rule if rule in SECTION_TITLE else SECTIONS[0].id
        self.o.append(f'<g class="{c}{" " + cls if cls else ""}" data-key="{escape(key)}" tabindex="0" '
                      f'data-section="{rule}">')
        if title:
            self.o.append(f"<title>{self.tip(title, rule)}</title>")

    def kclose(self, x, y, w, h, rx=7):
        self.o.append(f'<rect class="rb-hl" x="{x - 2:g}" y="{y - 2:g}" width="{w + 4:g}" height="{h + 4:g}" '
                      f'rx="{rx}" fill="#000000" fill-opacity="0" stroke="none"/></g>')

    # ------------------------------------------------------------ geometry
    def layout(self):
        st = self.st
        occ = set(st.top) | {tuple(c) for c in st.stations.values()}
        front = set()
        for (x, y) in occ:
            for s in range(4):
                c = (x + DX[s], y + DY[s])
                if c not in occ:
                    front.add(c)
        if st.phase == "layout":
            front |= self.ans.spots
            if not occ:
                front.add((0, 0))
        cells = occ | front
        self.front = front
        self.x0 = min(x for x, _ in cells)
        self.y0 = min(y for _, y in cells)
        self.cols = max(x for x, _ in cells) - self.x0 + 1
        self.rows = max(y for _, y in cells) - self.y0 + 1

    def cell_xy(self, x, y):
        return self.gx + (x - self.x0) * C, self.gy + (y - self.y0) * C

    def node_xy(self, node):
        """Picture point of an engine node (a tie on its card, a station or empty space centre)."""
        if node[0] == "T":
            _, x, y, t, i = node
            cid, rot = self.st.top[(x, y)]
            a, b, n = turned(self.comp.cards[cid], rot)[t]
            (px, py), (dx, dy) = track_point(a, b, (i + 0.5) / n)
            X, Y = self.cell_xy(x, y)
            return X + C / 2 + px * C / 2, Y + C / 2 + py * C / 2, (dx, dy)
        if node[0] == "S":
            x, y = self.st.stations[node[1]]
        else:
            x, y = node[1], node[2]
        X, Y = self.cell_xy(x, y)
        return X + C / 2, Y + C / 2, None

    def track_mid(self, node):
        """Where a step onto ``node`` is marked: well along its track, seen from the side it is entered (the
        first ties of the branches of a switch lie close together), or the centre of a station or empty space."""
        if node[0] != "T":
            X, Y, _ = self.node_xy(node)
            return X, Y
        _, x, y, t, i = node
        cid, rot = self.st.top[(x, y)]
        a, b, n = turned(self.comp.cards[cid], rot)[t]
        (px, py), _ = track_point(a, b, 0.7 if i <= (n - 1) / 2 else 0.3)
        X, Y = self.cell_xy(x, y)
        return X + C / 2 + px * C / 2, Y + C / 2 + py * C / 2

    # ------------------------------------------------------------ whole picture
    def render(self, width):
        o = self.o
        self.layout()
        grid_w = self.cols * C + 2 * PAD + 24
        side = self.hand_of()[0] is not None    # the hand in a column right of the grid, on the first screen
        self.W = max(grid_w + (SIDE_W if side else 0), 940)
        self.gx = PAD + 24 + (self.W - (SIDE_W if side else 0) - 2 * PAD - 24 - self.cols * C) // 2
        self.gy = TOP + 22
        self.SX = self.W - SIDE_W + 4           # the hand column's left edge
        floor = math.ceil(MIN_FONT * self.W / SCREEN_W * 10) / 10 if self.W > SCREEN_W else 0.0
        token = _FLOOR.set(floor)
        try:
            return self._render(width, side, body=len(o))
        finally:
            _FLOOR.reset(token)

    def _render(self, width, side, body):
        st, o = self.st, self.o
        self.top_bar()
        self.grid()
        y = self.gy + self.rows * C + 12
        if side:
            y = max(y, self.hand(TOP - 2, side=True) + 12)
        y = self.legend(y)
        y = self.decision(y)
        if not side:
            y = self.hand(y + 8)
        for p in range(st.n):
            y = self.player(p, y + 8)
        if self.comp.illustrative:
            self.gopen(self.t(N_("This card set is made up for the project; a folder with the real cards can be "
                                 "loaded instead")), "distance_cards")
            _text(o, self.W - 16, y + 20, self.t(N_("Card tracks and symbols are an illustrative set, not the "
                                                    "printed cards.")), 11, anchor="end", fill=MUTED)
            o.append("</g>")
            y += 12
        h = y + 20
        w = width or self.W
        label = self.t(N_("FrachtExpress table"))
        o.insert(body, f'<svg xmlns="http://www.w3.org/2000/svg" class="rb-fx" viewBox="0 0 {self.W} {h}" '
                       f'width="{w}" height="{round(h * w / self.W)}" font-family="sans-serif" '
                       f'style="font-family:sans-serif;min-width:{min(self.W, SCREEN_W)}px" role="img" '
                       f'aria-label="{label}">{STYLE}'
                       f'<rect x="1" y="1" width="{self.W - 2}" height="{h - 2}" rx="14" fill="{BG}" '
                       f'stroke="#CFC6B2"/>')
        o.append("</svg>")
        return "".join(o)

    # ------------------------------------------------------------ top bar
    def top_bar(self):
        st, o = self.st, self.o
        self.gopen(self.t(N_("FrachtExpress: lay distance cards, pick up railroad cars and deliver them")), "turn")
        _text(o, 24, 36, "FrachtExpress", 22, True)
        o.append("</g>")
        cur = st.current_player
        x = 210
        if cur is not None:
            head = self.t(N_("Turn {n} · {player} to act"), n=st.turns, player=Seat(cur))
            self.gopen(escape(st.prompt.text(self.lang)), "turn")
            g_token(o, x + 12, 30, cur)
            _text(o, x + 32, 35, head, 15, True)
            o.append("</g>")
            if self.adv and st.phase != "layout":
                self.beside_the_table(x + 32 + _tw(head, 15, True) + 26)
        else:
            out = st.winners
            names = ", ".join(Seat(p).text(self.lang) for p in out) if out is not None else ""
            self.gopen(self.t(N_("The game is over: delivered cars are counted")), "end_of_game")
            _text(o, x, 35, self.t(NN_("Game over · winner: {names}", "Game over · winners: {names}"), names=names,
                                          n=len(out) if out is not None else 0), 15, True)
            o.append("</g>")
        # supply and discard
        rx = self.W - 24
        top = st.discard[-1] if st.discard else None
        plain = Msg(N_("Discard pile: {n}"), {"n": len(st.discard)}).text(self.lang) + (f" · {top}" if top else "")
        self.gopen(self.t(N_("Supply: {supply} face down; discard pile: {discards}, reshuffled only when a card is "
                             "needed"), supply=Msg(NN_("{n} card", "{n} cards"), {"n": len(st.deck)}),
                          discards=Msg(NN_("{n} card", "{n} cards"), {"n": len(st.discard)})), "end_of_game")
        _text(o, rx, 35, escape(plain), 13, anchor="end", fill=MUTED)
        sx = rx - _tw(plain, 13) - 26
        g_deck(o, sx - 4, 30, 1.0)
        _text(o, sx - 16, 35, self.t(N_("Supply: {n}"), n=len(st.deck)), 13, anchor="end", fill=MUTED)
        o.append("</g>")
        o.append(f'<line x1="20" y1="{TOP - 8}" x2="{self.W - 20}" y2="{TOP - 8}" stroke="#CFC6B2"/>')

    def beside_the_table(self, x):
        """The flight tickets and objection cards still lying beside the table, as two small piles."""
        st, o = self.st, self.o
        title = self.t(N_("Beside the table: {tickets}, {objections}"),
                       tickets=Msg(NN_("{n} flight ticket", "{n} flight tickets"), {"n": st.tickets}),
                       objections=Msg(NN_("{n} objection card", "{n} objection cards"), {"n": st.objections}))
        self.gopen(title, "advanced")
        g_ticket(o, x, 17, 18, 24)
        _text(o, x + 23, 35, f"×{st.tickets}", 14, True)
        g_objection(o, x + 52, 17, 18, 24)
        _text(o, x + 75, 35, f"×{st.objections}", 14, True)
        o.append("</g>")

    # ------------------------------------------------------------ the table
    def grid(self):
        st, o = self.st, self.o
        # coordinates, so the log's "(x, y)" can be found
        self.gopen(self.t(N_("Column and row numbers of the table (the game log names spaces by them)")),
                   "preparation")
        for i in range(self.cols):
            X, _ = self.cell_xy(self.x0 + i, self.y0)
            _text(o, X + C / 2, self.gy - 6, str(self.x0 + i), 11, anchor="middle", fill="#8A8272")
        for j in range(self.rows):
            _, Y = self.cell_xy(self.x0, self.y0 + j)
            _text(o, self.gx - 8, Y + C / 2 + 4, str(self.y0 + j), 11, anchor="end", fill="#8A8272")
        o.append("</g>")
        sel = self.selected if st.phase != "layout" else None
        lay = {}
        ghost = (sel, self.turn) if sel else None       # what a live space shows on hover
        if self.ukind == "route":                       # Station H: lift a card, then put it somewhere
            up = self.lift
            ghost = None
            for a in self.legal:
                if type(a).__name__ != "Relocate" or a.card != sel:
                    continue
                if up is None:
                    lay[(a.x0, a.y0)] = a
                elif (a.x0, a.y0, a.turn) == tuple(up):
                    lay[(a.x, a.y)] = a
            if up is not None:
                ghost = (st.top[(up[0], up[1])][0], up[2])
        else:
            for a in self.legal:
                k = type(a).__name__
                if k in ("Extend", "Cover") and a.card == sel and a.turn == self.turn:
                    lay[(a.x, a.y)] = a
                elif k == "PlaceStation" and a.station == self.selected:
                    lay[(a.x, a.y)] = a
        self.lay = lay
        # empty spaces next to the rail system
        for (x, y) in sorted(self.front):
            X, Y = self.cell_xy(x, y)
            live = (x, y) in lay
            what = (self.t(N_("Empty space {where}: {card} can be laid here"), where=words.place(st, x, y),
                           card=sel or "") if live and sel else
                    self.t(N_("Empty space {where}, next to the rail system"), where=words.place(st, x, y)))
            self.kopen(f"spot:{x}:{y}", what, live, "rb-spot", "variants" if st.phase == "layout" else "extend")
            o.append(f'<rect x="{X + 5}" y="{Y + 5}" width="{C - 10}" height="{C - 10}" rx="8" fill="#FFFFFF" '
                     f'fill-opacity=".35" stroke="#B9AE97" stroke-width="1.3" stroke-dasharray="5 4"/>')
            if live and ghost:   # shown on hover: the card as it would lie
                o.append('<g class="rb-ghost">')
                draw_card(o, self.comp, ghost[0], ghost[1], X, Y, C, symbols=False)
                o.append("</g>")
            self.kclose(X + 3, Y + 3, C - 6, C - 6)
        # stations (under any card that closes one)
        for L, (x, y) in sorted(st.stations.items()):
            self.station(L, x, y)
        # laid cards (the uppermost of each space)
        for (x, y), (cid, rot) in sorted(st.top.items()):
            X, Y = self.cell_xy(x, y)
            under = sum(1 for t in st.table if (t[0], t[1]) == (x, y)) - 1
            live = (x, y) in lay
            c = self.comp.cards[cid]
            title = self.t(N_("{card} in the rail system, {tracks}: car value {v}, pick up at {c}, deliver at {u}, "
                              "action {a}"), card=cid, tracks=words.tracks(self.comp, cid, rot), v=c.value,
                           c=c.couple, u=c.uncouple, a=c.action)
            if under:
                title += " — " + self.t(NN_("{n} card underneath", "{n} cards underneath"), n=under)
            self.kopen(f"spot:{x}:{y}", title, live, "rb-spot",
                       "station_h" if self.ukind == "route" else "change" if live else "distance_cards")
            if under:
                o.append(f'<rect x="{X + 6}" y="{Y + 6}" width="{C - 4}" height="{C - 4}" rx="7" fill="#E9E1CF" '
                         f'stroke="{CARD_EDGE}"/>')
            draw_card(o, self.comp, cid, rot, X, Y)
            if (x, y) in {tuple(v) for v in st.stations.values()}:
                L = [k for k, v in st.stations.items() if tuple(v) == (x, y)][0]
                self.closed_mark(L, X, Y)
            up = self.lift
            if up is not None and (up[0], up[1]) == (x, y):    # lifted for the route change
                o.append(f'<rect x="{X - 1}" y="{Y - 1}" width="{C + 2}" height="{C + 2}" rx="9" fill="none" '
                         f'stroke="{SEL}" stroke-width="4"/>')
            if live and ghost:   # shown on hover: the card on top as it would lie
                o.append('<g class="rb-ghost">')
                draw_card(o, self.comp, ghost[0], ghost[1], X, Y, C, symbols=False, shade="#FFFFFF")
                o.append("</g>")
            self.kclose(X + 3, Y + 3, C - 6, C - 6)
        self.drive_marks()
        self.flight_marks()
        self.tokens()

    # ------------------------------------------------------------ stations
    def actions_of(self, L) -> list:
        """The station modules of the special actions a locomotive arriving in ``L`` may use (the view's list)."""
        from rulebook.fracht_express.advanced import KINDS
        return [KINDS[k] for k in self.st.station_actions.get(L, ())]

    def station(self, L, x, y):
        st, o = self.st, self.o
        X, Y = self.cell_xy(x, y)
        closed = L == st.closed
        name = self.comp.station_names.get(L, "")
        mods = self.actions_of(L) if self.adv else []
        clickable = self.adv and not closed and st.phase == "turn"
        if clickable:
            live = False
            if self.ukind == "special" and self.unit.station == L:
                live = self.can_any("UseSpecial")
            elif self.ukind == "close" and self.selected:
                from rulebook.fracht_express.actions import CloseStation
                live = self.can(CloseStation(self.selected, L, self.turn))
            what = " + ".join(Msg(m.NAME).text(self.lang) for m in mods)
            title = (self.t(N_("Station {s} ({name}): {what}"), s=L, name=name, what=what) if mods else
                     self.t(N_("Station {s} ({name}): no special action"), s=L, name=name))
            self.kopen(f"station:{L}", title, live, "rb-station",
                       "station_d" if self.ukind == "close" else mods[0].RULE if len(mods) == 1 else "advanced")
        else:
            if closed:
                title = self.t(N_("Station {s} ({name}), closed"), s=L, name=name)
            elif self.adv and mods:
                title = self.t(N_("Station {s} ({name}): {what}"), s=L, name=name,
                               what=" + ".join(Msg(m.NAME).text(self.lang) for m in mods))
            elif L == "A":
                title = self.t(N_("Station {s} ({name}): every locomotive starts here, and returns after derailing"),
                               s=L, name=name)
            else:
                title = self.t(N_("Station {s} ({name}): cars are picked up and delivered here"), s=L, name=name)
            self.gopen(title, "station_d" if closed else mods[0].RULE if self.adv and len(mods) == 1 else
                       "advanced" if self.adv and mods else "preparation")
        o.append(f'<rect x="{X + 4}" y="{Y + 4}" width="{C - 8}" height="{C - 8}" rx="10" '
                 f'fill="{CLOSED if closed else STATION}" stroke="{INK}" stroke-width="1.5"/>')
        if not self.adv or L == "A":
            _text(o, X + C / 2, Y + 44, escape(L), 34, True, "middle", "#FFFFFF")
            for i, line in enumerate(_wrap(name, 11, C - 12)[:2]):
                _text(o, X + C / 2, Y + 61 + 13 * i, escape(line), 11, anchor="middle", fill="#E8EEF3")
        else:
            # the advanced game: the letter, and the station's special action on a plate
            _text(o, X + C / 2, Y + 33, escape(L), 27, True, "middle", "#FFFFFF")
            hijack = any(m.KIND == "hijack" for m in mods)
            words = (" + ".join(Msg(m.NAME).text(self.lang) for m in mods) if mods
                     else Msg(N_("no special action")).text(self.lang))
            size, lh = 11, 11.5
            lines = _wrap(words, size, C - 16)[:4]
            size = min(_fit(line, size, C - 14) for line in lines)
            ph = 6 + lh * len(lines)
            py = Y + 38 + max(0, (56 - ph) / 2) if len(lines) < 4 else Y + 37
            o.append(f'<rect x="{X + 6}" y="{py:.1f}" width="{C - 12}" height="{ph:.1f}" rx="5" '
                     f'fill="{"#FFFFFF" if mods else "#B9C2CA"}" stroke="{DANGER if hijack else "none"}" '
                     f'stroke-width="2"/>')
            for i, line in enumerate(lines):
                _text(o, X + C / 2, py + 3.5 + lh * (i + 0.78), escape(line), size, hijack, "middle",
                      DANGER if hijack else INK)
            if hijack:
                vw = _tw(self.t(N_("variant")), 11, True) + 8
                o.append(f'<rect x="{X + C - 4 - vw:g}" y="{Y - 6}" width="{vw:g}" height="15" rx="7.5" '
                         f'fill="{DANGER}"/>')
                _text(o, X + C - 4 - vw / 2, Y + 5.5, self.t(N_("variant")), 11, True, "middle", "#FFFFFF")
        if clickable:
            self.kclose(X + 4, Y + 4, C - 8, C - 8, 10)
        else:
            o.append("</g>")

    def can_any(self, kind_name) -> bool:
        return any(type(a).__name__ == kind_name for a in self.legal)

    def closed_mark(self, L, X, Y):
        """Station ``L`` lies closed under the card drawn on it: an outline round the space, a badge with its letter
        and the word "closed" between the card's lower symbols."""
        o = self.o
        title = self.t(N_("Station {s} is closed: no locomotive can drive into it"), s=L)
        self.gopen(title, "station_d")
        o.append(f'<rect x="{X + 0.5}" y="{Y + 0.5}" width="{C - 1}" height="{C - 1}" rx="10" fill="none" '
                 f'stroke="{DANGER}" stroke-width="2.5" stroke-dasharray="7 4"/>')
        o.append(f'<circle cx="{X + C / 2:g}" cy="{Y + C / 2:g}" r="13" fill="{CLOSED}" stroke="{DANGER}" '
                 f'stroke-width="3"/>')
        _text(o, X + C / 2, Y + C / 2 + 5.5, escape(L), 15, True, "middle", "#FFFFFF")
        word = self.t(N_("closed"))
        ww = max(39, _tw(word, 11, True) + 8)
        o.append(f'<rect x="{X + 56.5 - ww / 2:g}" y="{Y + 78}" width="{ww:g}" height="16" rx="8" fill="{DANGER}"/>')
        _text(o, X + 56.5, Y + 90, word, 11, True, "middle", "#FFFFFF")
        o.append("</g>")

    def flight_marks(self):
        """Where a flight (Station B's ticket) can land: a plane on the landing tie, for the flights the engine
        lists now (with a card selected: the flights with that card, joined to the locomotive by a dotted line)."""
        st, o = self.st, self.o
        flights = [a for a in self.legal if type(a).__name__ == "Fly"]
        if not flights:
            return
        pl = st.players[st.cur]
        _, x0, y0 = pl.pos[0], pl.pos[1], pl.pos[2]
        X0, Y0, _ = self.node_xy(tuple(pl.pos))
        seen = set()
        for a in flights:
            spot = (a.x, a.y, a.track)
            if spot in seen:
                continue
            seen.add(spot)
            if a.x == x0:
                side = 0 if a.y < y0 else 2
            else:
                side = 1 if a.x > x0 else 3
            tie = self.ans.landings[spot]
            X, Y, _ = self.node_xy(("T", a.x, a.y, a.track, tie))
            live = self.selected is None or any(f.card == self.selected and (f.x, f.y, f.track) == spot
                                                 for f in flights)
            if live:
                o.append(f'<line x1="{X0:.1f}" y1="{Y0:.1f}" x2="{X:.1f}" y2="{Y:.1f}" stroke="{TICKET_EDGE}" '
                         f'stroke-width="2" stroke-dasharray="2 5" stroke-linecap="round"/>')
            cards = sorted({f.card for f in flights if (f.x, f.y, f.track) == spot})
            title = self.t(N_("Fly here with the flight ticket (card with action number {k}: {cards})"),
                           k=self.comp.cards[cards[0]].action, cards=", ".join(cards))
            self.kopen(f"fly:{a.x}:{a.y}:{a.track}", title, live)
            o.append(f'<circle cx="{X:.1f}" cy="{Y:.1f}" r="13" fill="{TICKET}" stroke="{TICKET_EDGE}" '
                     f'stroke-width="2.5"/>')
            g_plane(o, X, Y, 0.95, (90 * side) % 360)
            self.kclose(X - 14, Y - 14, 28, 28, 14)

    def drive_marks(self):
        """Where the selected card (or the drive under way) can end, and the next steps of a drive."""
        st, o = self.st, self.o
        reach = self.ans.reach
        self.reach = reach
        for node in sorted(reach, key=node_key):
            X, Y, _ = self.node_xy(node)
            key = "dest:" + node_key(node)
            if node[0] == "S":
                title = self.t(N_("The drive can end in Station {s}"), s=node[1])
                self.kopen(key, title, True, "rb-dest")
                o.append(f'<rect x="{X - C / 2 + 2:g}" y="{Y - C / 2 + 2:g}" width="{C - 4}" height="{C - 4}" '
                         f'rx="11" fill="none" stroke="{REACH_FILL}" stroke-width="7"/>'
                         f'<rect x="{X - C / 2 - 1.5:g}" y="{Y - C / 2 - 1.5:g}" width="{C + 3}" height="{C + 3}" '
                         f'rx="13" fill="none" stroke="{INK}" stroke-width="1.2"/>')
                self.kclose(X - C / 2 + 2, Y - C / 2 + 2, C - 4, C - 4, 11)
            elif node[0] == "E":
                title = self.t(N_("Driving here derails the locomotive"))
                self.kopen(key, title, True, "rb-dest")
                o.append(f'<rect x="{X - 30:g}" y="{Y - 16:g}" width="60" height="32" rx="6" fill="{REACH_FILL}" '
                         f'stroke="{DANGER}" stroke-width="2" stroke-dasharray="5 3"/>')
                _text(o, X, Y + 5, self.t(N_("derail")), 12, True, "middle", INK)
                self.kclose(X - 30, Y - 16, 60, 32)
            else:
                title = self.t(N_("The drive can end on this tie"))
                self.kopen(key, title, True, "rb-dest")
                o.append(f'<circle cx="{X:.1f}" cy="{Y:.1f}" r="7.5" fill="{REACH_FILL}" stroke="{INK}" '
                         f'stroke-width="1.8"/>')
                self.kclose(X - 8, Y - 8, 16, 16, 8)
        if not st.stack or st.stack[-1].KIND != "move":
            return
        for a in self.legal:
            k = type(a).__name__
            if k not in ("Go", "PushTo"):
                continue
            node = self.ans.steps.get(a)
            if node is None:
                continue
            X, Y = self.track_mid(node)
            colour = STEP if k == "Go" else DANGER
            key = f"{'go' if k == 'Go' else 'push'}:{a.x}:{a.y}:{a.track}"
            self.kopen(key, escape(a.describe().text(self.lang)), key in self.active)
            o.append(f'<circle cx="{X:.1f}" cy="{Y:.1f}" r="11" fill="#FFFFFF" fill-opacity=".8" stroke="{colour}" '
                     f'stroke-width="3.2"/><circle cx="{X:.1f}" cy="{Y:.1f}" r="3.5" fill="{colour}"/>')
            self.kclose(X - 12, Y - 12, 24, 24, 12)

    def tokens(self):
        st, o = self.st, self.o
        in_station: dict = {}
        for p, pl in enumerate(st.players):
            if st.phase == "layout":
                break
            node = tuple(pl.pos)
            if node[0] == "S":
                k = in_station.setdefault(node[1], [])
                k.append(p)
                continue
            X, Y, d = self.node_xy(node)
            f = None
            if d is not None and pl.facing is not None:
                f = d if pl.facing == 1 else (-d[0], -d[1])
            title = self.t(N_("{player}'s locomotive on {place}, facing {dir}"), player=Seat(p),
                           place=words.node(st, node), dir=words.side(_compass(f)) if f else "—")
            if self.ukind == "hijack" and p != st.cur:     # the Hijack: click the locomotive to drive
                self.kopen(f"target:{p}", self.t(N_("Hijack Player {n}'s locomotive"), n=p + 1),
                           self.target_live(p))
                g_token(o, X, Y, p, f)
                self.kclose(X - 14, Y - 14, 28, 28, 14)
                continue
            self.gopen(title, "move")
            g_token(o, X, Y, p, f)
            o.append("</g>")
        for L, seats in in_station.items():
            x, y = st.stations[L]
            X, Y = self.cell_xy(x, y)
            n = len(seats)
            for i, p in enumerate(seats):
                cx = X + C / 2 + (i - (n - 1) / 2) * 22
                title = self.t(N_("{player}'s locomotive in Station {s}: it may leave by any track"),
                               player=Seat(p), s=L)
                self.gopen(title, "move")
                g_token(o, cx, Y + C - 9, p, r=10)
                o.append("</g>")

    # ------------------------------------------------------------ legend
    def legend(self, y):
        o = self.o
        items = []
        for draw, w, label, rule in (
                (lambda t: g_car(t, 0, y + 1, 7, 24, 13), 30, N_("car value: ties to drive, points when delivered"),
                 "move"),
                (lambda t: g_link(t, 0, y, "C", True), 36, N_("pick up in this station"), "pick_up"),
                (lambda t: g_link(t, 0, y, "F", False), 36, N_("deliver in this station"), "deliver"),
                (lambda t: g_die(t, 0, y, 3, 16), 22, N_("action number"), "move")):
            tmp: list = []
            draw(tmp)
            items.append((tmp, w, self.t(label), rule))
        x = 24
        for glyph, w, label, rule in items:
            self.gopen(label, rule)
            o.append(f'<g transform="translate({x} 0)">')
            o.extend(glyph)
            o.append("</g>")
            _text(o, x + w, y + 13, label, 11, fill=MUTED)
            o.append("</g>")
            x += w + _tw(label, 11) + 22
        if not self.adv or self.st.phase == "layout":
            return y + 26
        y += 28
        items = []
        for draw, w, label, rule in (
                (lambda t: g_ticket(t, 0, y - 3, 14, 19), 20, N_("flight ticket"), "station_b"),
                (lambda t: g_objection(t, 0, y - 3, 14, 19), 20, N_("objection card"), "station_g"),
                (lambda t: g_back(t, 0, y - 3, 14, 19), 20, N_("held, hidden from you"), "advanced"),
                (lambda t: (t.append(f'<circle cx="8" cy="{y + 8}" r="8" fill="{TICKET}" stroke="{TICKET_EDGE}" '
                                     f'stroke-width="1.8"/>'), g_plane(t, 8, y + 8, 0.6, 90)), 22,
                 N_("a flight can land here"), "station_b"),
                (lambda t: (t.append(f'<rect x="0" y="{y - 1}" width="30" height="18" rx="5" fill="none" '
                                     f'stroke="{DANGER}" stroke-width="2" stroke-dasharray="5 3"/>')), 36,
                 N_("closed station"), "station_d")):
            tmp = []
            draw(tmp)
            items.append((tmp, w, self.t(label), rule))
        x = 24
        for glyph, w, label, rule in items:
            self.gopen(label, rule)
            o.extend([f'<g transform="translate({x} 0)">', *glyph, "</g>"])
            _text(o, x + w, y + 13, label, 11, fill=MUTED)
            o.append("</g>")
            x += w + _tw(label, 11) + 22
        return y + 26

    # ------------------------------------------------------------ the advanced game's decisions
    def target_live(self, q) -> bool:
        """Player ``q`` may be clicked now: chosen for a robbery, or (with a card selected) hijacked."""
        from rulebook.fracht_express.actions import Hijack, Target
        if self.ukind == "hijack":
            return bool(self.selected) and self.can(Hijack(self.selected, q))
        return self.can(Target(q))

    def decision(self, y):
        """The decision bar: shown while a station's special action waits for a decision."""
        st, o = self.st, self.o
        if not self.adv or self.ukind in (None, "move", "drop"):
            return y
        from rulebook.fracht_express import actions as A
        u, kind = self.unit, self.ukind
        letter = u.station if kind in ("special", "object") else st.station_of(st.cur)
        top, h = y + 2, 96
        self.gopen(escape(st.prompt.text(self.lang)), st.unit_rule())
        o.append(f'<rect x="16" y="{top}" width="{self.W - 32}" height="{h}" rx="10" fill="{DECIDE_BG}" '
                 f'stroke="{DECIDE_EDGE}" stroke-width="2"/>')
        if letter:
            o.append(f'<rect x="28" y="{top + 14}" width="46" height="46" rx="7" fill="{STATION}" stroke="{INK}"/>')
            _text(o, 51, top + 46, escape(letter), 26, True, "middle", "#FFFFFF")
        decider = st.current_player
        g_token(o, 51, top + 76, decider, r=10)
        o.append("</g>")
        # buttons on the right
        buttons = []
        if kind == "special":
            buttons = [("use", N_("Use it"), self.can_any("UseSpecial")),
                       ("skip", N_("Skip it"), self.can_any("SkipSpecial"))]
        elif kind == "object":
            buttons = [("object", N_("Play objection card"), self.can(A.Object())),
                       ("noobject", N_("Let it happen"), self.can(A.NoObjection()))]
        elif kind == "route":
            buttons = [("done", N_("Finish"), self.can(A.Done()))]
        elif kind in ("robbery", "group", "hijack") or (kind == "carrob" and u.target is None):
            buttons = [(f"target:{q}", Seat(q).text(self.lang), self.target_live(q))
                       for q in range(st.n) if q != u.seat]
        bx = self.W - 28
        for key, label, ok in reversed(buttons):
            text = self.t(label) if not key.startswith("target:") else escape(label)
            bw = max(92, _tw(text, 13, True) + 26)
            bx -= bw
            self.kopen(key, text, ok, "rb-soft")
            o.append(f'<rect x="{bx:g}" y="{top + 30}" width="{bw:g}" height="32" rx="16" '
                     f'fill="{"#FFFFFF" if ok else "#EFEAE0"}" stroke="{STEP if ok else "#B9AE97"}" '
                     f'stroke-width="{2 if ok else 1}"/>')
            _text(o, bx + bw / 2, top + 51, text, 13, ok, "middle", INK if ok else "#8C8474")
            self.kclose(bx, top + 30, bw, 32, 16)
            bx -= 10
        right = bx - 12
        if kind == "object":     # the asked seat's own objection card, face up only to that seat
            held = self.viewer == decider and st.players[decider].objection
            cx = right - 34
            if held:
                self.kopen("object", self.t(N_("Your objection card: play it to stop the action")),
                           self.can(A.Object()))
                g_objection(o, cx, top + 24, 30, 40)
                self.kclose(cx, top + 24, 30, 40, 4)
            elif self.viewer == decider:
                g_slot(o, cx, top + 24, 30, 40)
            else:
                g_back(o, cx, top + 24, 30, 40)
            right = cx - 12
        k = u.action if kind in ("rapid", "rapidpick", "carrob") else None
        if k is not None and st.discard:      # the card turned over for this action lies on the discard pile
            word = self.t(N_("turned over: {card}"), card=st.discard[-1])
            cx = right - 24
            self.gopen(self.t(N_("The card turned over for this action: its action number is {k}"), k=k),
                       st.unit_rule())
            g_die(o, cx, top + 30, k, 24)
            _text(o, cx - 8, top + 47, word, 12, anchor="end", fill=MUTED)
            o.append("</g>")
            right = cx - 14 - _tw(word, 12)
        # the engine's question, and what to click
        width = right - 92
        lines = _wrap(st.prompt.text(self.lang), 14, width)[:2]
        hint = self.decision_hint()
        self.gopen(escape(st.prompt.text(self.lang)), st.unit_rule())
        for i, line in enumerate(lines):
            _text(o, 90, top + 28 + 18 * i, escape(line), 14, True)
        for i, line in enumerate(_wrap(hint, 12, width)[:2]):
            _text(o, 90, top + 30 + 18 * len(lines) + 15 * i, escape(line), 12, fill=SEL)
        o.append("</g>")
        return top + h + 4

    def decision_hint(self) -> str:
        st, kind, sel = self.st, self.ukind, self.selected
        if kind == "special":
            return Msg(N_("Nothing else can be done until this is decided. Click the station, or a button.")).text(
                self.lang)
        if kind == "object":
            if self.viewer != st.current_player and self.seat is not None:
                return Msg(N_("Another player is deciding.")).text(self.lang)
            return Msg(N_("Only this player decides now; the first objection stops the action.")).text(self.lang)
        if kind in ("robbery", "group") or (kind == "carrob" and self.unit.target is None):
            return Msg(N_("Click a player: the name in a strip below, or a button.")).text(self.lang)
        if kind == "close":
            if sel:
                return Msg(N_("Click a highlighted station to close it with {card}."), {"card": sel}).text(self.lang)
            return Msg(N_("Choose the hand card (and its turn), then click the station to close.")).text(self.lang)
        if kind in ("rapid", "carrob"):
            return Msg(N_("Click one of the highlighted cars.")).text(self.lang)
        if kind == "rapidpick":
            return Msg(N_("Click one of the highlighted hand cards.")).text(self.lang)
        if kind == "route":
            if not sel:
                return Msg(N_("Choose the hand card to discard, then click the card of the rail system to move.")).text(
                    self.lang)
            if self.lift is None:
                return Msg(N_("Click a highlighted card of the rail system to lift it.")).text(self.lang)
            return Msg(N_("Choose its turn beside the hand, then click a highlighted space.")).text(self.lang)
        if kind == "hijack":
            if not sel:
                return Msg(N_("Choose the hand card to discard: its action number is how many ties you drive.")).text(
                    self.lang)
            return Msg(N_("Click the locomotive to drive (or the player's button).")).text(self.lang)
        return ""

    # ------------------------------------------------------------ the hand
    def hand_of(self):
        st = self.st
        if st.phase == "layout":
            p = st.current_player
            return p, (list(st.players[p].stations or ()) if p is not None else [])
        if st.phase == "over":
            return None, []
        p = st.cur if self.seat is None else self.seat
        hand = st.players[p].hand
        return p, (hand if isinstance(hand, list) else [])

    def hand(self, y, side=False):
        """The hand (or the station cards still to place) with its buttons, the selected card's turns and the
        end-of-turn buttons: below the table from ``y``, or (``side``) in the column right of the grid, two
        cards wide, so the hand and the rail system are on the first screen together."""
        st, o = self.st, self.o
        p, hand = self.hand_of()
        if p is None:
            return y
        X0 = self.SX if side else 24
        title = (self.t(N_("Stations {player} still places"), player=Seat(p)) if st.phase == "layout"
                 else self.t(N_("Hand of {player}"), player=Seat(p)))
        self.gopen(escape(st.prompt.text(self.lang)), "variants" if st.phase == "layout" else "turn")
        _text(o, X0, y + 16, title, 14, True)
        hint = self.hint()
        lines = (_wrap(hint, 12, SIDE_W - 20) if side else [hint]) if hint else []
        head = 46 + 15 * max(0, len(lines) - 1)
        empty = st.phase == "turn" and not hand
        if empty:
            _text(o, X0, y + head + 16, self.t(N_("(no cards)")), 12, fill=MUTED)
        for i, line in enumerate(lines):
            _text(o, X0, y + 35 + 15 * i, line, 12, fill=SEL)
        o.append("</g>")
        x, top = X0, y + head
        if st.phase == "layout" and st.players[p].stations is None:    # another seat's station cards: face down
            n = st.players[p].stations_count
            self.gopen(self.t(NN_("{player} holds {n} station card, hidden from you",
                                  "{player} holds {n} station cards, hidden from you"), player=Seat(p), n=n), "variants")
            for i in range(n):
                g_back(o, X0 + (i % 6) * 34, top + 40 * (i // 6), 26, 34)
            o.append("</g>")
            return top + 40 * -(-n // 6) + 4
        legal = set(self.legal)
        from rulebook.fracht_express.actions import DrawCards, Move, PickUp
        # cards wrap into rows left of the turn chooser and the end-of-turn buttons
        chooser_w = 4 * 74 + 30 if st.phase == "turn" and not side else 0
        room = self.W - 24 - 150 - chooser_w - 24
        per_row = 2 if side else max(1, int(room // (C + 14)))
        row_h = C + 14 if st.phase == "layout" else C + 20 + 3 * 23 + 14
        rows = max(1, -(-len(hand) // per_row))
        for i, cid in enumerate(hand):
            x = X0 + (i % per_row) * (C + 14)
            top = y + head + (i // per_row) * row_h
            chosen = cid == self.selected
            if st.phase == "layout":
                self.kopen(f"hand:{cid}", self.t(N_("Station {s}"), s=cid), f"hand:{cid}" in self.active)
                o.append(f'<rect x="{x + 4}" y="{top + 4}" width="{C - 8}" height="{C - 8}" rx="10" fill="{STATION}" '
                         f'stroke="{SEL if chosen else INK}" stroke-width="{4 if chosen else 1.5}"/>')
                _text(o, x + C / 2, top + 60, escape(cid), 34, True, "middle", "#FFFFFF")
                self.kclose(x, top, C, C)
                continue
            c = self.comp.cards[cid]
            title = self.t(N_("{card}: car value {v}, pick up at {c}, deliver at {u}, action {a}"), card=cid,
                           v=c.value, c=c.couple, u=c.uncouple, a=c.action)
            live = f"hand:{cid}" in self.active and not chosen
            if self.ukind == "rapidpick":          # Station I: the card itself is clicked to attach or discard it
                live = bool({f"attach:{cid}", f"discard:{cid}"} & self.active)
            self.kopen(f"hand:{cid}", title, live, "rb-soft" if self.ukind != "rapidpick" else "")
            ty = top - (6 if chosen else 0)
            draw_card(o, self.comp, cid, self.turn if chosen else 0, x, ty)
            if chosen:
                o.append(f'<rect x="{x - 1}" y="{ty - 1}" width="{C + 2}" height="{C + 2}" rx="9" fill="none" '
                         f'stroke="{SEL}" stroke-width="4"/>')
            self.kclose(x, ty, C, C)
            self.gopen(self.t(N_("{card}: a crossing card (only on an empty space, never covered)"), card=cid)
                       if c.crossing else self.t(N_("{card}: a distance card in the hand"), card=cid),
                       "crossings" if c.crossing else "distance_cards")
            _text(o, x + C / 2, top + C + 13, escape(cid) + (" ✕" if c.crossing else ""), 11, True, "middle", MUTED)
            o.append("</g>")
            by = top + C + 20
            if self.ukind == "rapidpick":          # Station I: attach the card, or discard it
                from rulebook.fracht_express.actions import Attach, Discard
                choices = ((f"attach:{cid}", N_("attach"), Attach(cid)), (f"discard:{cid}", N_("discard"),
                                                                          Discard(cid)))
            else:
                choices = ((f"move:{cid}", N_("move"), Move(cid)), (f"draw:{cid}", N_("draw"), DrawCards(cid)),
                           (f"pickup:{cid}", N_("pick up"), PickUp(cid)))
            for key, label, act in choices:
                ok = act in legal
                text = self.t(label)
                self.kopen(key, escape(act.describe().text(self.lang)), ok, "rb-soft")
                o.append(f'<rect x="{x + 4}" y="{by}" width="{C - 8}" height="19" rx="9" '
                         f'fill="{"#FFFFFF" if ok else "#EFEAE0"}" stroke="{STEP if ok else "#B9AE97"}" '
                         f'stroke-width="{1.6 if ok else 1}"/>')
                _text(o, x + C / 2, by + 14, text, _fit(text, 12, C - 16), ok, "middle", INK if ok else "#8C8474")
                self.kclose(x + 4, by, C - 8, 19, 9)
                by += 23
        # the selected card's turns, and ending the turn
        if side:
            return self.side_controls(hand, y + head + (30 if empty else rows * row_h - 8), legal)
        x, top = self.W - 24 - 150 - chooser_w + 10, y + 46
        turning, chosen_turn = None, self.turn
        if self.ukind == "route":                  # Station H: the turns of the card lifted from the table
            if self.lift is not None:
                turning, chosen_turn = st.top[(self.lift[0], self.lift[1])][0], self.lift[2]
        elif self.selected and st.phase == "turn" and self.selected in hand:
            turning = self.selected
        if turning:
            c = self.comp.cards[turning]
            self.gopen(self.t(N_("The ways {card} can be turned: click one"), card=turning), "extend")
            _text(o, x, y + 16, self.t(N_("Turn {card}:"), card=turning), 13, True)
            o.append("</g>")
            s = 64
            for r in distinct_turns(c):
                chosen = r == chosen_turn
                self.kopen(f"turn:{r}", self.t(N_("Lay {card} with {tracks}"), card=turning,
                                               tracks=words.tracks(self.comp, turning, r)), chosen)
                draw_card(o, self.comp, turning, r, x, top + 4, s, symbols=False)
                if chosen:
                    o.append(f'<rect x="{x - 1}" y="{top + 3}" width="{s + 2}" height="{s + 2}" rx="7" fill="none" '
                             f'stroke="{SEL}" stroke-width="3.5"/>')
                _text(o, x + s / 2, top + s + 20, "↻" * r if r else "·", 12, anchor="middle", fill=MUTED)
                self.kclose(x, top + 4, s, s + 20)
                x += s + 10
            x += 10
        if st.phase == "turn" and not (st.stack and st.current_player != st.cur):
            from rulebook.fracht_express.actions import EndTurn, Stop
            ex = self.W - 24 - 120
            for key, label, act, yy in (("end", N_("End the turn"), EndTurn(), top + 10),
                                        ("stop", N_("Stop here"), Stop(), top + 50)):
                ok = act in legal
                if key == "stop" and not ok:
                    continue
                self.kopen(key, escape(act.describe().text(self.lang)), ok, "rb-soft")
                o.append(f'<rect x="{ex}" y="{yy}" width="120" height="30" rx="15" '
                         f'fill="{"#FFFFFF" if ok else "#EFEAE0"}" '
                         f'stroke="{STEP if ok else "#B9AE97"}" stroke-width="1.8"/>')
                text = self.t(label)
                _text(o, ex + 60, yy + 20, text, _fit(text, 13, 108, True), True, "middle")
                self.kclose(ex, yy, 120, 30, 15)
        if empty:
            return top + 90
        return y + 46 + rows * row_h - 8

    def turning(self, hand):
        """The card whose turns are offered (the selected hand card, or the card lifted for a route change) and
        the turn chosen now; (None, turn) when there is none."""
        st = self.st
        if self.ukind == "route":                  # Station H: the turns of the card lifted from the table
            if self.lift is not None:
                return st.top[(self.lift[0], self.lift[1])][0], self.lift[2]
        elif self.selected and st.phase == "turn" and self.selected in hand:
            return self.selected, self.turn
        return None, self.turn

    def side_controls(self, hand, y, legal) -> int:
        """In the hand's column, under the cards: ending the turn (or stopping a drive), then the selected card's
        turns. Returns the column's bottom."""
        st, o = self.st, self.o
        x0 = self.SX
        if st.phase == "turn" and not (st.stack and st.current_player != st.cur):
            from rulebook.fracht_express.actions import EndTurn, Stop
            ex = x0
            for key, label, act in (("end", N_("End the turn"), EndTurn()), ("stop", N_("Stop here"), Stop())):
                ok = act in legal
                if key == "stop" and not ok:
                    continue
                self.kopen(key, escape(act.describe().text(self.lang)), ok, "rb-soft")
                o.append(f'<rect x="{ex}" y="{y + 8}" width="112" height="30" rx="15" '
                         f'fill="{"#FFFFFF" if ok else "#EFEAE0"}" '
                         f'stroke="{STEP if ok else "#B9AE97"}" stroke-width="1.8"/>')
                text = self.t(label)
                _text(o, ex + 56, y + 28, text, _fit(text, 13, 102, True), True, "middle")
                self.kclose(ex, y + 8, 112, 30, 15)
                ex += 120
            y += 44
        turning, chosen_turn = self.turning(hand)
        if turning:
            c = self.comp.cards[turning]
            self.gopen(self.t(N_("The ways {card} can be turned: click one"), card=turning), "extend")
            _text(o, x0, y + 16, self.t(N_("Turn {card}:"), card=turning), 13, True)
            o.append("</g>")
            s, x = 50, x0
            for r in distinct_turns(c):
                chosen = r == chosen_turn
                self.kopen(f"turn:{r}", self.t(N_("Lay {card} with {tracks}"), card=turning,
                                               tracks=words.tracks(self.comp, turning, r)), chosen)
                draw_card(o, self.comp, turning, r, x, y + 24, s, symbols=False)
                if chosen:
                    o.append(f'<rect x="{x - 1}" y="{y + 23}" width="{s + 2}" height="{s + 2}" rx="7" fill="none" '
                             f'stroke="{SEL}" stroke-width="3.5"/>')
                _text(o, x + s / 2, y + 24 + s + 16, "↻" * r if r else "·", 12, anchor="middle", fill=MUTED)
                self.kclose(x, y + 24, s, s + 18)
                x += s + 8
            y += 24 + s + 24
        return y

    def hint(self) -> str:
        st = self.st
        if st.phase == "over" or st.current_player is None:
            return ""
        if st.stack:
            k = st.stack[-1].KIND
            if k == "move":
                return self.t(N_("Click a blue ring for the next step, or a yellow mark to head there."))
            if k == "drop":
                return self.t(N_("Click the attached cars to give up."))
            return ""
        if st.phase == "layout":
            return (self.t(N_("Click a highlighted space to place Station {s}."), s=self.selected) if self.selected
                    else self.t(N_("Choose a station, then a space.")))
        if self.selected:
            return self.t(N_("{card}: click a highlighted space to lay it, or a yellow mark to drive there."),
                          card=self.selected)
        return self.t(N_("Click a card to select it."))

    # ------------------------------------------------------------ players
    def player(self, p, y):
        st, o = self.st, self.o
        pl = st.players[p]
        h = 64
        now = p == st.current_player
        o.append(f'<rect x="16" y="{y}" width="{self.W - 32}" height="{h}" rx="10" fill="#FFFFFF" '
                 f'stroke="{INK if now else "#D8CFBC"}" stroke-width="{2 if now else 1}"/>')
        pickable = self.adv and st.phase == "turn"
        if pickable:     # a player to choose (robberies, the Hijack)
            self.kopen(f"target:{p}", self.t(N_("Choose {player}"), player=Seat(p)), self.target_live(p))
        else:
            self.gopen(self.t(N_("{player}: their locomotive, hand, cars and deliveries"), player=Seat(p)), "turn")
        g_token(o, 40, y + 24, p)
        _text(o, 58, y + 28, escape(Seat(p).text(self.lang)), 14, True)
        if st.phase != "layout":
            pos = pl.pos
            where = (self.t(N_("in Station {s}"), s=pos[1]) if pos[0] == "S" else
                     self.t(N_("on {place}"), place=words.node(st, pos)))
            _text(o, 28, y + 52, where, 11, fill=MUTED)
        if pickable:
            self.kclose(20, y + 4, 166, h - 8, 8)
        else:
            o.append("</g>")
        n_hand = pl.hand_count
        self.gopen(self.t(NN_("{player} holds {n} card", "{player} holds {n} cards"), player=Seat(p), n=n_hand), "draw")
        _text(o, 200, y + 22, self.t(NN_("Hand: {n} card", "Hand: {n} cards"), n=n_hand), 12)
        o.append("</g>")
        self.gopen(self.t(NN_("{player} has delivered {n} car; it counts at the end of the game",
                              "{player} has delivered {n} cars; they count at the end of the game"), player=Seat(p),
                          n=len(pl.delivered)), "deliver")
        _text(o, 200, y + 42, self.t(N_("Delivered: {n} face down"), n=len(pl.delivered)), 12)
        o.append("</g>")
        if self.adv and st.no_draw and p == st.cur and st.phase == "turn":
            self.gopen(self.t(N_("no drawing of new cards this turn")), "station_e")
            _text(o, 200, y + 59, self.t(N_("no drawing of new cards this turn")), 11, fill=DANGER)
            o.append("</g>")
        if self.adv and st.phase != "layout":
            self.held_cards(p, y)
        from rulebook.fracht_express.end_of_game import attached_value
        self.gopen(self.t(N_("Railroad cars attached to {player}'s locomotive: five at most"), player=Seat(p)),
                   "pick_up")
        _text(o, 370, y + 22, self.t(N_("Cars ({n}/5), worth {v}:"), n=len(pl.attached), v=attached_value(st, p)),
              12, True)
        o.append("</g>")
        x = 370
        for cid in pl.attached:
            c = self.comp.cards[cid]
            key = f"car:{p}:{cid}"
            wait = cid in st.no_deliver
            title = self.t(N_("Car {card}: value {v}, deliver at {u}, action {a}"), card=cid, v=c.value,
                           u=c.uncouple, a=c.action)
            if wait:
                title += " — " + self.t(N_("picked up by rapid pick-up: delivered only after leaving Station I"))
            self.kopen(key, title, key in self.active)
            bw = 80 if self.adv else 74
            dash = ' stroke-dasharray="4 3"' if wait else ""
            o.append(f'<rect x="{x}" y="{y + 29}" width="{bw}" height="30" rx="5" fill="{CARD}" '
                     f'stroke="{DANGER if wait else CARD_EDGE}" stroke-width="{1.8 if wait else 1}"{dash}/>')
            g_car(o, x + 4, y + 33, c.value, 24, 14)
            g_link(o, x + 31, y + 34, c.uncouple, False)
            if self.adv:    # the action number, which the station actions F, I and J compare
                g_die(o, x + 64, y + 37, c.action, 13)
            self.kclose(x, y + 29, bw, 30, 5)
            x += bw + 5
        return y + h

    def held_cards(self, p, y):
        """A player's flight ticket and objection card: face up for the seat viewing, hidden for the others."""
        st, o = self.st, self.o
        pl = st.players[p]
        x = self.W - 32 - 118
        mine = p == self.viewer
        cards = ((pl.ticket, g_ticket, N_("flight ticket"), N_("{player} holds a flight ticket"),
                  N_("{player} holds no flight ticket"), N_("Whether {player} holds a flight ticket is hidden from you")),
                 (pl.objection, g_objection, N_("objection card"), N_("{player} holds an objection card"),
                  N_("{player} holds no objection card"),
                  N_("Whether {player} holds an objection card is hidden from you")))
        for i, (held, face, name, yes, no, hidden) in enumerate(cards):
            cx = x + i * 60
            label = self.t(name)
            title = self.t((yes if held else no) if mine else hidden, player=Seat(p))
            live = (mine and held and i == 1 and self.ukind == "object" and p == st.current_player
                    and "object" in self.active)
            if live:
                self.kopen("object", title, True)
            else:
                self.gopen(title, "station_b" if i == 0 else "station_g")
            if mine:
                (face if held else g_slot)(o, cx + 17, y + 7, 26, 34)
            else:
                g_back(o, cx + 17, y + 7, 26, 34)
            for j, line in enumerate(_wrap(label, 11, 58)[:2]):
                _text(o, cx + 30, y + 51 + 11 * j, line, 11, anchor="middle", fill=MUTED)
            if live:
                self.kclose(cx + 17, y + 7, 26, 34, 4)
            else:
                o.append("</g>")


def hover_css(hover) -> str:
    """CSS that lights the picture's target of a button while the button is hovered or focused: ``hover`` lists
    (button label, picture keys). The panel's buttons carry their label as their ``title`` (tooltip), so a rule
    reads ``body:has(button[title="<label>"]:hover) svg.rb-fx [data-key="<key>"]``."""
    marks, ghosts = [], []
    for label, keys in hover or ():
        lab = label.replace("\\", "\\\\").replace('"', '\\"')
        for k in keys:
            for state in ("hover", "focus-visible"):
                head = f'body:has(button[title="{lab}"]:{state}) svg.rb-fx [data-key="{k}"]'
                marks.append(head + ">.rb-hl")
                ghosts.append(head + " .rb-ghost")
    if not marks:
        return ""
    return (f"<style>{escape(','.join(marks), quote=False)}{{stroke:{INK};stroke-width:4;stroke-dasharray:none;"
            f"fill:{HOVER};fill-opacity:.55}}{escape(','.join(ghosts), quote=False)}{{opacity:.75}}</style>")


def render_table(state, *, seat=None, lang="en", active=frozenset(), selected=None, turn=0, width=None,
                 lift=None, hover=None) -> str:
    """Draw the FrachtExpress table as one SVG string (see the module docstring for keys and highlights).

    ``selected``: a card of the hand shown (or, while stations are dealt, a station letter) whose places are
    highlighted; ``turn``: the quarter turns it would be laid with; ``lift``: during a route change (Station H),
    ``(x, y, turn)`` of the rail-system card lifted to be moved, whose possible new spaces are highlighted;
    ``hover``: (button label, picture keys) pairs whose targets light up while that button is hovered
    (:func:`hover_css`).
    """
    seen = Seen(state.view(seat), state.comp)
    svg = _Table(seen, answers(state, seat, selected), seat, lang, active, selected, turn, lift).render(width)
    css = hover_css(hover)
    return svg.replace(STYLE, STYLE + css, 1) if css else svg
