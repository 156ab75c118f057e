"""What the FrachtExpress table picture and its symbol legend share: the picture's keys, colours and sizes, the
rulebook section of each key, text helpers and the glyphs (cars, links, dice, tokens, tickets) and a whole
distance card (:func:`draw_card`), standard library and rulebook only (:mod:`widgets.fracht_express.svg` draws
the table with them, :mod:`widgets.fracht_express.legend` the legend)."""
from __future__ import annotations

from contextvars import ContextVar

from rulebook.fracht_express.data import turned
from rulebook.fracht_express.sections import SECTIONS

from ..highlight import active_css
from .geometry import track_point
from .graph import PLAYER_COLOURS
from .keytypes import parse_key

#: the kinds of click key the pictures draw (one class each in ``keytypes``)
KEY_PREFIXES = parse_key.kinds()

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


def compass_side(d) -> int:
    """The compass side (N E S W = 0 1 2 3) a direction (dx, dy), y down, points to most."""
    dx, dy = d
    if abs(dx) >= abs(dy):
        return 1 if dx > 0 else 3
    return 2 if dy > 0 else 0


#: the smallest font size of the picture being drawn (picture units): raised above 11 when the picture is wider
#: than :data:`SCREEN_W` and will be shown scaled down, so its text still reads at 11 CSS px or more
_FLOOR: ContextVar = ContextVar("fx_font_floor", default=0.0)


def text_width(s: str, size: float, bold: bool = False) -> float:
    return len(s) * max(size, _FLOOR.get()) * (0.62 if bold else 0.56)


def svg_text(o, x, y, s, size=12, bold=False, anchor=None, fill=INK, extra=""):
    size = max(size, _FLOOR.get())
    a = f' text-anchor="{anchor}"' if anchor else ""
    b = ' font-weight="bold"' if bold else ""
    f = f' fill="{fill}"' if fill != INK else ""
    o.append(f'<text x="{x:g}" y="{y:g}" font-size="{size}"{b}{a}{f}{extra}>{s}</text>')


def fit_text(s: str, size: float, width: float, bold=False) -> float:
    """The font size (at most ``size``) at which ``s`` fits in ``width``."""
    w = text_width(s, size, bold)
    return size if w <= width else max(MIN_FONT, _FLOOR.get(), round(size * width / w, 1))


def wrap_text(s: str, size: float, width: float) -> list:
    lines, cur = [], ""
    for wd in s.split():
        t = f"{cur} {wd}" if cur else wd
        if cur and text_width(t, size) > width:
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
    svg_text(o, x + w / 2, y + h - 3.5, str(value), 12, True, "middle")


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
    svg_text(o, x + 22.5, y + 13, letter, 12, True, "middle", colour)


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
    svg_text(o, cx, cy + 4.5, str(p + 1), 13, True, "middle")


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
    svg_text(o, x + w / 2, y + h / 2 + h * 0.22, "!", round(h * 0.62), True, "middle", OBJ_EDGE)


def g_back(o, x, y, w=26, h=34):
    """A card held face down (what it is, or whether it is there, is hidden)."""
    o.append(f'<rect x="{x:g}" y="{y:g}" width="{w}" height="{h}" rx="3.5" fill="{BACK}" stroke="{INK}" '
             f'stroke-width="1"/><rect x="{x + 3:g}" y="{y + 3:g}" width="{w - 6}" height="{h - 6}" rx="2" '
             f'fill="none" stroke="#A9A393" stroke-width="1"/>')
    svg_text(o, x + w / 2, y + h / 2 + 5, "?", 14, True, "middle", "#FFFFFF")


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
