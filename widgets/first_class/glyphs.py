"""What the First Class table picture and its symbol legend share: sizes, colours, the words of the top bar and
the tooltips, text helpers and the glyphs (cars, coins, figures, the action cards' symbols), standard library
only (:mod:`widgets.first_class.svg` draws the table with them, :mod:`widgets.first_class.legend` the legend)."""
from __future__ import annotations

from rulebook.i18n import N_, NN_

from ..highlight import active_css
from .keytypes import parse_key

WIDTH = 1080
#: on a narrow page (a phone) the picture stops shrinking where its smallest text (11 units) is 11 CSS px and
#: scrolls sideways instead (the panel's picture box scrolls); likewise fitted to a short window it stays at
#: least as tall as that (``--rb-min-h``, read by widgets.clicksvg)
MIN_WIDTH_CSS = f"min-width:{WIDTH}px"
#: the kinds of click key the pictures draw (one class each in ``keytypes``)
KEY_PREFIXES = parse_key.kinds()

# ---------------------------------------------------------------- colours (Okabe-Ito where they carry meaning)
INK = "#2B2B2B"
MUTED = "#5B564C"
FAINT = "#BDB4A0"
BG = "#F6F1E6"
CARD = "#FFFDF8"
PANEL = "#FFFFFF"
PILE_FILL = ("#009E73", "#0072B2", "#D55E00")       # green, blue, red piles: bluish green, blue, vermillion
PILE_NAMES = (N_("green"), N_("blue"), N_("red"))
PLAYER_FILL = ("#E69F00", "#56B4E9", "#CC79A7", "#F0E442")   # orange, sky blue, reddish purple, yellow
CAR_FILL = {0: "#FFFFFF", 1: "#F8EDCF", 2: "#F0D694", 4: "#E2B557", 7: "#C98F2E", 12: "#8A5314"}
CAR_TEXT = {0: INK, 1: INK, 2: INK, 4: INK, 7: INK, 12: "#FFFFFF"}
COIN_FILL, COIN_EDGE = "#F4C542", "#8C6D12"
LOCO_TILE = "#33414E"
MAIL_FILL, MAIL_EDGE = "#E1EAF3", "#46678A"
GE_FILL = "#2E3350"
BONUS_FILL, BONUS_EDGE, BONUS_REACHED = "#EEE9F7", "#6A5A8C", "#D3C6EE"
POINTS_REACHED = "#FFE08A"
SCORE_LINE = "#D55E00"

TYPE_NAMES = {"car": N_("Railroad cars"), "conductor": N_("Conductors"), "locomotive": N_("Locomotive"),
              "route": N_("Route"), "contract": N_("Contract"), "other": N_("Other")}
GE_TYPE_NAMES = {"car": N_("car cards"), "conductor": N_("conductor cards"),
                 "locomotive": N_("locomotive cards")}
PHASE_NAMES = {"draft": N_("Game End card draft"), "turn": N_("choose a card"), "card": N_("carry out or forego"),
               "post": N_("after the card"), "scoring": N_("scoring"), "over": N_("game over")}
NEEDS = {"cars_in_train": NN_("{n} car in one train", "{n} cars in one train"),
         "car_value": NN_("{n} car worth {value}+", "{n} cars worth {value}+"),
         "locomotive_station": N_("Locomotive at station {n}"), "conductor_position": N_("A conductor on card {n}"),
         "coins_held": NN_("{n} coin on the board", "{n} coins on the board"), "train_value": N_("A train worth {n}+")}
NEXT = {0: 1, 1: 2, 2: 4, 4: 7, 7: 12}
#: the rulebook section each kind of clickable part belongs to (named in its tooltip)
KEY_SECTION = {"card": "turn", "tile": "start_player", "car": "cars", "coin": "coins", "ge": "game_end_cards",
               "contract": "contracts", "station": "locomotive", "conductor": "conductors",
               "locomotive": "locomotive", "mail": "special_cars", "draft": "game_end_cards"}

# action card geometry
CW, CH, CGAP = 142, 110, 8
ROW_X = 170
# train car geometry
TX, TSTEP, TW, TH = 100, 54, 48, 38

STYLE = ("<style>svg.rb-fc .rb-click{cursor:pointer}"
         + active_css("rb-fc") + "</style>")


def text_width(s: str, size: float, bold: bool = False) -> float:
    """Rough width of a text in sans-serif (enough to place and wrap labels)."""
    return len(s) * size * (0.64 if bold else 0.58)


def svg_text(o, x, y, s, size=12, bold=False, anchor=None, fill=INK):
    a = f' text-anchor="{anchor}"' if anchor else ""
    b = ' font-weight="bold"' if bold else ""
    f = f' fill="{fill}"' if fill != INK else ""
    o.append(f'<text x="{x}" y="{y}" font-size="{size}"{b}{a}{f}>{s}</text>')


# ---------------------------------------------------------------- glyphs: (o, x, cy, ...) -> width
def g_car(o, x, cy, label="", fill="#FFFFFF", tc=INK, w=24):
    o.append(f'<rect x="{x}" y="{cy - 10}" width="{w}" height="16" rx="3" fill="{fill}" stroke="{INK}" '
             f'stroke-width="1.2"/><circle cx="{x + 6}" cy="{cy + 8}" r="2.6" fill="{INK}"/>'
             f'<circle cx="{x + w - 6}" cy="{cy + 8}" r="2.6" fill="{INK}"/>')
    if label:
        o.append(f'<text x="{x + w / 2:g}" y="{cy + 2}" font-size="11" font-weight="bold" text-anchor="middle" '
                 f'fill="{tc}">{label}</text>')
    return w


def g_arrow_r(o, x, cy, fill=INK):
    o.append(f'<path d="M{x} {cy - 1.3}h6v-3.5l6 4.8-6 4.8v-3.5h-6z" fill="{fill}"/>')
    return 12


def g_arrow_up(o, x, cy, fill=INK):
    o.append(f'<path d="M{x + 6} {cy - 10}l6 7h-3.6v12h-4.8v-12h-3.6z" fill="{fill}"/>')
    return 12


def g_figure(o, x, cy, fill="#4A4A4A", stroke=None):
    s = f' stroke="{stroke}" stroke-width="1"' if stroke else ""
    o.append(f'<g fill="{fill}"{s}><path d="M{x + 1} {cy + 10}L{x + 2.5} {cy}Q{x + 6} {cy - 2.6} {x + 9.5} {cy}'
             f'L{x + 11} {cy + 10}z"/><circle cx="{x + 6}" cy="{cy - 5.6}" r="3.4"/>'
             f'<rect x="{x + 2}" y="{cy - 12}" width="8" height="3.2" rx="1"/></g>')
    return 12


def g_chev(o, x, cy, left=False, fill=INK):
    if left:
        o.append(f'<path d="M{x + 7} {cy - 6}L{x} {cy}L{x + 7} {cy + 6}z" fill="{fill}"/>')
    else:
        o.append(f'<path d="M{x} {cy - 6}L{x + 7} {cy}L{x} {cy + 6}z" fill="{fill}"/>')
    return 7


def g_loco(o, x, cy, fill="#4A4A4A", stroke=None, window="#FFFFFF"):
    s = f' stroke="{stroke}" stroke-width="1.2" stroke-linejoin="round"' if stroke else ""
    o.append(f'<path d="M{x} {cy + 5}L{x + 3} {cy - 3}H{x + 5}V{cy - 8}H{x + 9}V{cy - 3}H{x + 16}V{cy - 11}'
             f'H{x + 26}V{cy + 5}z" fill="{fill}"{s}/><rect x="{x + 19}" y="{cy - 8}" width="4.5" height="4.5" '
             f'fill="{window}"/><g fill="{stroke or fill}"><circle cx="{x + 7}" cy="{cy + 7.5}" r="3"/>'
             f'<circle cx="{x + 14}" cy="{cy + 7.5}" r="3"/><circle cx="{x + 21}" cy="{cy + 7.5}" r="3"/></g>')
    return 26


def g_coin(o, cx, cy, r=7):
    o.append(f'<circle cx="{cx}" cy="{cy}" r="{r}" fill="{COIN_FILL}" stroke="{COIN_EDGE}" stroke-width="1.2"/>'
             f'<circle cx="{cx}" cy="{cy}" r="{r * 0.6:.1f}" fill="none" stroke="{COIN_EDGE}" stroke-width=".8"/>')


def _leaves() -> str:
    import math
    parts = []
    for side in (-1, 1):
        for deg in (200, 160, 120, 245):
            a = math.radians(deg if side < 0 else 180 - deg)
            cx, cy = 14.2 * math.cos(a), 14.2 * math.sin(a)
            tx, ty = -math.sin(a) * 3.6, math.cos(a) * 3.6   # tangent
            nx, ny = math.cos(a) * 1.9, math.sin(a) * 1.9    # normal
            parts.append(f"M{cx - tx:.1f} {cy - ty:.1f}Q{cx + nx:.1f} {cy + ny:.1f} {cx + tx:.1f} {cy + ty:.1f}"
                         f"Q{cx - nx:.1f} {cy - ny:.1f} {cx - tx:.1f} {cy - ty:.1f}z")
    return "".join(parts)


LEAVES = _leaves()


def g_points(o, x, cy, n):
    cx = x + 17
    o.append(f'<path transform="translate({cx} {cy})" d="{LEAVES}" fill="#6B7F2A"/>'
             f'<circle cx="{cx}" cy="{cy}" r="10.5" fill="#FFF8E1" stroke="#7A5C00" stroke-width="1.2"/>'
             f'<text x="{cx}" y="{cy + 4}" font-size="{12 if len(str(n)) < 2 else 11}" font-weight="bold" '
             f'text-anchor="middle">{n}</text>')
    return 34


def g_gecard(o, x, cy):
    o.append(f'<rect x="{x}" y="{cy - 12}" width="18" height="24" rx="2.5" fill="{GE_FILL}" stroke="{INK}"/>'
             f'<path d="M{x + 6} {cy + 8}V{cy - 8}" stroke="#FFFFFF" stroke-width="1.4"/>'
             f'<path d="M{x + 6.7} {cy - 8}L{x + 14} {cy - 5}L{x + 6.7} {cy - 2}z" fill="#F0E442"/>')
    return 18


def g_envelope(o, x, cy, stroke=MAIL_EDGE):
    o.append(f'<rect x="{x}" y="{cy - 6}" width="18" height="12" rx="1.5" fill="#FFFFFF" stroke="{stroke}" '
             f'stroke-width="1.2"/><path d="M{x} {cy - 6}L{x + 9} {cy + 1}L{x + 18} {cy - 6}" fill="none" '
             f'stroke="{stroke}" stroke-width="1.2"/>')
    return 18


def g_pawn(o, x, cy, fill=INK):
    """The Start Player figure (a pawn)."""
    o.append(f'<path d="M{x} {cy + 10}h16l-2.5-4h-2.2l-1.6-7.5a4.6 4.6 0 1 0-3.4 0l-1.6 7.5h-2.2z" fill="{fill}"/>')
    return 16


# One of a card's cars, by the symbol: f(o, x, cy, from) -> the width used.
def _one_upgrade(o, x, cy, frm):
    w = g_car(o, x, cy, str(frm), CAR_FILL[frm], CAR_TEXT[frm])
    w += 1 + g_arrow_r(o, x + w + 1, cy - 2)
    to = NEXT[frm]
    return w + 1 + g_car(o, x + w + 1, cy, str(to), CAR_FILL[to], CAR_TEXT[to])


def _one_upgrade_any(o, x, cy, frm):
    w = g_car(o, x, cy, "?")
    return w + 1 + g_arrow_up(o, x + w + 1, cy - 1)


ONE = {
    "car": lambda o, x, cy, frm: g_car(o, x, cy, "0"),
    "upgrade": _one_upgrade,
    "upgrade_any": _one_upgrade_any,
    "game_end_card": lambda o, x, cy, frm: g_gecard(o, x, cy),
}


def g_symbol(o, x, cy, sym, compact=False):
    """One printed symbol with its count; returns the width used (none for a symbol with no glyph)."""
    do, n, frm = sym
    draw = SYMBOL_GLYPHS.get(do)
    return draw(o, x, cy, do, n, frm, compact) if draw is not None else 0


# A printed symbol by its kind: f(o, x, cy, do, n, from, compact) -> the width used.
def _g_cars(o, x, cy, do, n, frm, compact):
    one = ONE[do]
    if compact and n > 1:
        w = one(o, x, cy, frm)
        svg_text(o, x + w + 2, cy + 5, f"\u00d7{n}", 12, True)
        return w + 2 + 18
    w = 0
    for i in range(n):
        w += one(o, x + w, cy, frm) + 3
    return w - 3


def _g_conductors(o, x, cy, do, n, frm, compact):
    w = g_figure(o, x, cy)
    if do == "conductors":
        w += g_figure(o, x + w - 2, cy) - 2
    w += 2
    if compact and n > 2:
        g_chev(o, x + w, cy)
        svg_text(o, x + w + 8, cy + 5, f"\u00d7{n}", 12, True)
        return w + 26
    for i in range(n):
        w += g_chev(o, x + w, cy) + 1
    return w - 1


def _g_locomotive(o, x, cy, do, n, frm, compact):
    w = 0
    if compact and n > 2:
        svg_text(o, x, cy + 5, f"{n}\u00d7", 12, True)
        w = 18
        w += g_chev(o, x + w, cy, True) + 2
    else:
        for i in range(n):
            w += g_chev(o, x + w, cy, True) + 1
        w += 1
    return w + g_loco(o, x + w, cy - 1)


def _g_coins(o, x, cy, do, n, frm, compact):
    if n > 4 or (compact and n > 2):
        g_coin(o, x + 7, cy)
        svg_text(o, x + 16, cy + 5, f"\u00d7{n}", 12, True)
        return 36
    for i in range(n):
        g_coin(o, x + 7 + 10 * i, cy)
    return 14 + 10 * (n - 1)


SYMBOL_GLYPHS = {
    **{do: _g_cars for do in ONE},
    "conductors": _g_conductors,
    "conductor_split": _g_conductors,
    "locomotive": _g_locomotive,
    "coins": _g_coins,
    "points": lambda o, x, cy, do, n, frm, compact: g_points(o, x, cy, n),
}


def g_symbols(o, x, cy, syms, gap=7, compact=False):
    """Symbols side by side; ``compact`` is True/False or the set of indices to draw as one glyph + count."""
    w = 0
    for i, s in enumerate(syms):
        if w:
            w += gap
        w += g_symbol(o, x + w, cy, s, compact if compact in (True, False) else i in compact)
    return w


def symbols_centered(o, cx, cy, syms, room, gap=7, big=1.0):
    """Draw symbols centred on (cx, cy), enlarged by ``big`` when that fits in ``room``; when even the plain
    size is too wide, the widest repeats become one glyph and a count."""
    tmp: list = []
    w = g_symbols(tmp, 0, 0, syms, gap)
    scale = big if w * big <= room else 1.0
    if w > room:
        widths = sorted(((g_symbol([], 0, 0, s), i) for i, s in enumerate(syms)), reverse=True)
        squeezed: set = set()
        for _, i in widths:
            squeezed.add(i)
            tmp = []
            w = g_symbols(tmp, 0, 0, syms, gap, squeezed)
            if w <= room:
                break
    x = round(cx - w * scale / 2)
    o.append(f'<g transform="translate({x} {cy}) scale({scale:g})">' if scale != 1 else
             f'<g transform="translate({x} {cy})">')
    o.extend(tmp)
    o.append("</g>")
    return w * scale


def g_station(o, x, cy, station, reached=False):
    """A route station: points in a circle, a bonus in a lilac box. Returns the width."""
    kind, what = station
    if kind == "points":
        fill = POINTS_REACHED if reached else "#FFFFFF"
        o.append(f'<circle cx="{x + 13}" cy="{cy}" r="12.5" fill="{fill}" stroke="{INK}" stroke-width="1.4"/>'
                 f'<text x="{x + 13}" y="{cy + 4.5}" font-size="13" font-weight="bold" text-anchor="middle">'
                 f'{what}</text>')
        return 26
    tmp: list = []
    w = g_symbols(tmp, 0, cy, what, 4, compact=True)
    fill = BONUS_REACHED if reached else BONUS_FILL
    o.append(f'<rect x="{x}" y="{cy - 15}" width="{w + 10}" height="30" rx="7" fill="{fill}" stroke="{BONUS_EDGE}" '
             f'stroke-width="1.4"/><g transform="translate({x + 5} 0)">')
    o.extend(tmp)
    o.append("</g>")
    return w + 10


def station_width(station):
    if station[0] == "points":
        return 26
    return g_symbols([], 0, 0, station[1], 4, compact=True) + 10


def pile_pattern(pile, x, y, w, h):
    """A white mark pattern on a pile-coloured band: dots (1), stripes (2), crosses (3)."""
    d = []
    if pile == 0:
        for i in range(x + 8, x + w - 4, 10):
            d.append(f"M{i} {y + h / 2:g}h.01")
        return f'<path d="{"".join(d)}" stroke="#FFFFFF" stroke-opacity=".55" stroke-width="4" stroke-linecap="round"/>'
    if pile == 1:
        for i in range(x - h, x + w, 9):
            a, b = max(i, x), min(i + h, x + w)
            if b > a:
                d.append(f"M{a} {y + h - (a - i)}L{b} {y + h - (b - i)}")
        return f'<path d="{"".join(d)}" stroke="#FFFFFF" stroke-opacity=".45" stroke-width="2.5"/>'
    for i in range(x + 8, x + w - 6, 12):
        d.append(f"M{i - 3} {y + h / 2 - 3:g}l6 6m0-6l-6 6")
    return f'<path d="{"".join(d)}" stroke="#FFFFFF" stroke-opacity=".6" stroke-width="2"/>'


def wrap_text(s: str, size: float, width: float) -> list:
    """Lines of at most ``width`` (estimated); a text that needs two lines is split where they come out even."""
    if text_width(s, size) <= width:
        return [s]
    words = s.split()
    best = None
    for i in range(1, len(words)):
        a, b = " ".join(words[:i]), " ".join(words[i:])
        longest = max(text_width(a, size), text_width(b, size))
        if longest <= width and (best is None or longest < best[0]):
            best = (longest, [a, b])
    if best:
        return best[1]
    lines, cur = [], ""
    for wd in words:
        t = f"{cur} {wd}" if cur else wd
        if cur and text_width(t, size) > width:
            lines.append(cur)
            cur = wd
        else:
            cur = t
    if cur:
        lines.append(cur)
    return lines
