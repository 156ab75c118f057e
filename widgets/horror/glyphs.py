"""What the Horror table picture and its symbol legend share: sizes, the parts and keys of the picture,
colours, text helpers and the glyphs (dice, figures, monsters, tokens), standard library and rulebook only
(:mod:`widgets.horror.svg` draws the table with them, :mod:`widgets.horror.legend` the legend)."""
from __future__ import annotations

import math
from html import escape

from rulebook.i18n import N_

from ..highlight import active_css
from .keytypes import parse_key

WIDTH = 1180
#: the smallest font size drawn, in viewBox units: the table is shown at most ~1100 CSS px wide in a notebook on a
#: 1366-px laptop, so 12 units stay above 11 CSS px there (tests/widgets/test_horror_readable.py)
MIN_FONT = 12
#: on a narrower page (a phone) the picture stops shrinking where its smallest text is 11 CSS px and scrolls
#: sideways instead (the panel's picture box has ``overflow-x: auto``)
MIN_WIDTH_CSS = f"min-width:{math.ceil(WIDTH * 11 / MIN_FONT)}px"
#: the pieces of the table the turn panel shows as tabs (see :func:`render_table`)
PARTS = {"table": N_("Train and track"), "events": N_("Event board"), "investigators": N_("Investigators and Grimoire"),
         "suspects": N_("Suspects"), "legend": N_("Symbols")}
#: the kinds of click key the pictures draw (one class each in ``keytypes``)
KEY_PREFIXES = parse_key.kinds()

# ---------------------------------------------------------------- colours (Okabe-Ito where they carry meaning)
INK = "#2B2B2B"
MUTED = "#5B564C"
FAINT = "#C9C0AE"
BG = "#F6F1E6"
PANEL = "#FFFDF8"
SEAT_FILL = ("#E69F00", "#56B4E9", "#CC79A7", "#F0E442")        # orange, sky blue, reddish purple, yellow
MONSTER_FILL = {"red": "#D55E00", "green": "#009E73", "blue": "#0072B2"}   # vermillion, bluish green, blue
MONSTER_LETTER = {"red": "R", "green": "G", "blue": "B"}
SUSPECT_FILL = ("#6C5B8C", "#4E7A66", "#8A6242", "#3F6A8E", "#8E4A5C", "#66743A")
CAR_BODY, CAR_EDGE = "#F1E4CC", "#6B4B34"
LOCO_BODY, LOCO_EDGE = "#DCE2E8", "#33414E"
CURTAIN = "#8E3B46"
WINDOW = "#CFE3EE"
MYSTIC_BG, REGULAR_BG, BACK_BG = "#BFE2C6", "#E1DFDA", "#3F3A4F"
ESSENCE = "#A23B8B"
OCCULT = "#5B3F8C"
SANITY = "#2F7FA8"
GOLD, GOLD_EDGE = "#F2C14E", "#8C6D12"
SILVER = "#C7CCD1"
HEALTH = "#C8553D"
STAMINA = "#3E8E5A"
DIE_TINT = {"calm": "#E6F0F7", "happy": "#FFF2BF", "angry": "#F9D2C2", "panicked": "#EEDDF0",
            "wounded": "#F8E0E0", "insane": "#DDEFE3"}

STYLE = ("<style>svg.rb-ho .rb-click{cursor:pointer}"
         + active_css("rb-ho") + "</style>")

# ---------------------------------------------------------------- small drawing helpers
def text_width(s: str, size: float, bold: bool = False) -> float:
    """Rough width of a text in sans-serif (at the size it is drawn: never below :data:`MIN_FONT`)."""
    return len(s) * max(size, MIN_FONT) * (0.66 if bold else 0.57)


def fit_text(s: str, size: float, width: float, bold: bool = False) -> str:
    """``s`` cut with an ellipsis so that it fits ``width`` (estimated)."""
    if text_width(s, size, bold) <= width:
        return s
    k = max(1, int(width / (max(size, MIN_FONT) * (0.66 if bold else 0.57))) - 1)
    return s[:k].rstrip() + "…"


def wrap_text(s: str, size: float, width: float, lines: int = 2) -> list:
    words, out, cur = s.split(), [], ""
    for w in words:
        t = f"{cur} {w}" if cur else w
        if cur and text_width(t, size) > width:
            out.append(cur)
            cur = w
        else:
            cur = t
    if cur:
        out.append(cur)
    if len(out) > lines:
        out = out[:lines - 1] + [fit_text(" ".join(out[lines - 1:]), size, width)]
    return [fit_text(x, size, width) for x in out]


def svg_text(o, x, y, s, size=12, bold=False, anchor=None, fill=INK, italic=False):
    """A text element; ``s`` is plain text (escaped here). No text is drawn smaller than :data:`MIN_FONT`."""
    size = max(size, MIN_FONT)
    a = f' text-anchor="{anchor}"' if anchor else ""
    b = ' font-weight="bold"' if bold else ""
    f = f' fill="{fill}"' if fill != INK else ""
    i = ' font-style="italic"' if italic else ""
    o.append(f'<text x="{x:g}" y="{y:g}" font-size="{size}"{b}{a}{f}{i}>{escape(str(s), False)}</text>')


# ---------------------------------------------------------------- glyphs
def g_die(o, cx, cy, status, s=28):
    """A passenger die showing ``status`` (centre cx, cy)."""
    h = s / 2
    if status == "dead":
        g_coffin(o, cx, cy, s)
        return
    o.append(f'<rect x="{cx - h:g}" y="{cy - h:g}" width="{s}" height="{s}" rx="6" fill="{DIE_TINT[status]}" '
             f'stroke="{INK}" stroke-width="1.4"/>')
    FACES[status](o, cx, cy, 5.2, cy - 3.5)


# A passenger die's face by its status: f(o, cx, cy, ex, ey) with the eyes ``ex`` either side of cx at height ey.
def _face_insane(o, cx, cy, ex, ey):
    """Spiral eyes, wavy mouth."""
    for sx in (-1, 1):
        x = cx + sx * ex
        o.append(f'<path d="M{x:g} {ey:g}m-.1 0a1.2 1.2 0 1 1 1.4 1.1a2.6 2.6 0 1 1 -3.4 -2.2" fill="none" '
                 f'stroke="{INK}" stroke-width="1.2"/>')
    o.append(f'<path d="M{cx - 7:g} {cy + 6:g}q1.75-2.4 3.5 0t3.5 0t3.5 0t3.5 0" fill="none" stroke="{INK}" '
             f'stroke-width="1.4"/>')


def _face_panicked(o, cx, cy, ex, ey):
    """Wide eyes, open mouth, sweat drop."""
    for sx in (-1, 1):
        o.append(f'<circle cx="{cx + sx * ex:g}" cy="{ey:g}" r="2.6" fill="#FFFFFF" stroke="{INK}" stroke-width="1.1"/>'
                 f'<circle cx="{cx + sx * ex:g}" cy="{ey:g}" r="1" fill="{INK}"/>')
    o.append(f'<ellipse cx="{cx:g}" cy="{cy + 6:g}" rx="3" ry="3.8" fill="{INK}"/>'
             f'<path d="M{cx + 10:g} {cy - 10:g}q2 3 0 4.2q-2-1.2 0-4.2z" fill="#56B4E9"/>')


def _dot_eyes(mouth):
    """A face with dot eyes and ``mouth(o, cx, cy, ex, ey)``."""
    def face(o, cx, cy, ex, ey):
        for sx in (-1, 1):
            o.append(f'<circle cx="{cx + sx * ex:g}" cy="{ey:g}" r="1.7" fill="{INK}"/>')
        mouth(o, cx, cy, ex, ey)
    return face


def _mouth_calm(o, cx, cy, ex, ey):
    o.append(f'<path d="M{cx - 5:g} {cy + 5.5:g}h10" stroke="{INK}" stroke-width="1.6" stroke-linecap="round"/>')


def _mouth_happy(o, cx, cy, ex, ey):
    o.append(f'<path d="M{cx - 7:g} {cy + 2.5:g}q7 8 14 0z" fill="{INK}"/>')


def _mouth_angry(o, cx, cy, ex, ey):
    o.append(f'<path d="M{cx - 8:g} {ey - 4.5:g}l5 2.6M{cx + 8:g} {ey - 4.5:g}l-5 2.6" stroke="{INK}" '
             f'stroke-width="1.6" stroke-linecap="round"/>'
             f'<path d="M{cx - 6:g} {cy + 8:g}q6 -6 12 0" fill="none" stroke="{INK}" stroke-width="1.7" '
             f'stroke-linecap="round"/>')


def _mouth_wounded(o, cx, cy, ex, ey):
    o.append(f'<path d="M{cx - 5:g} {cy + 6.5:g}q5 -3 10 0" fill="none" stroke="{INK}" stroke-width="1.5"/>'
             f'<g transform="rotate(-35 {cx + 6:g} {cy - 8:g})"><rect x="{cx - 1:g}" y="{cy - 10.5:g}" '
             f'width="14" height="5" rx="2" fill="#F3D7B6" stroke="#B0573F" stroke-width=".9"/>'
             f'<path d="M{cx + 6:g} {cy - 10:g}v4" stroke="#B0573F" stroke-width=".9"/></g>')


FACES = {"insane": _face_insane, "panicked": _face_panicked, "calm": _dot_eyes(_mouth_calm),
         "happy": _dot_eyes(_mouth_happy), "angry": _dot_eyes(_mouth_angry), "wounded": _dot_eyes(_mouth_wounded)}


def g_coffin(o, cx, cy, s=28):
    h = s / 2
    o.append(f'<path d="M{cx - h * .45:g} {cy - h:g}h{h * .9:g}l{h * .5:g} {h * .55:g}l-{h * .3:g} {h * 1.45:g}'
             f'h-{h * 1.3:g}l-{h * .3:g} -{h * 1.45:g}z" fill="#7A5236" stroke="{INK}" stroke-width="1.3"/>'
             f'<path d="M{cx:g} {cy - h * .55:g}v{h * .9:g}M{cx - h * .3:g} {cy - h * .25:g}h{h * .6:g}" '
             f'stroke="#F1E4CC" stroke-width="1.6"/>')


def g_investigator(o, cx, cy, fill, label, r=14):
    o.append(f'<circle cx="{cx:g}" cy="{cy:g}" r="{r}" fill="{fill}" stroke="{INK}" stroke-width="1.6"/>'
             f'<circle cx="{cx:g}" cy="{cy:g}" r="{r - 4}" fill="none" stroke="#FFFFFF" stroke-width="1"/>')
    svg_text(o, cx, cy + 4, label, 11, True, "middle")


def g_suspect(o, cx, cy, fill, label, s=26):
    h = s / 2
    o.append(f'<rect x="{cx - h:g}" y="{cy - h:g}" width="{s}" height="{s}" rx="2" fill="{fill}" stroke="{INK}" '
             f'stroke-width="1.5"/><rect x="{cx - h + 3:g}" y="{cy - h + 3:g}" width="{s - 6}" height="{s - 6}" '
             f'rx="1" fill="none" stroke="#FFFFFF" stroke-opacity=".6"/>')
    svg_text(o, cx, cy + s * .2, label, round(s * .5), True, "middle", "#FFFFFF")


def g_monster(o, cx, cy, colour, r=13):
    fill = MONSTER_FILL.get(colour, "#777777")
    # tentacles, body, eyes, colour letter
    o.append(f'<path d="M{cx - r:g} {cy + 3:g}q-4 8 -9 7M{cx - r * .4:g} {cy + r - 2:g}q-2 7 -6 9'
             f'M{cx + r * .4:g} {cy + r - 2:g}q2 7 6 9M{cx + r:g} {cy + 3:g}q4 8 9 7" fill="none" stroke="{fill}" '
             f'stroke-width="3" stroke-linecap="round"/>'
             f'<path d="M{cx - r:g} {cy + 4:g}a{r} {r + 2} 0 1 1 {2 * r:g} 0q0 {r * .6:g} -{r:g} {r * .7:g}'
             f'q-{r:g} 0 -{r:g} -{r * .7:g}z" fill="{fill}" stroke="{INK}" stroke-width="1.3"/>'
             f'<circle cx="{cx - 4.5:g}" cy="{cy - 3:g}" r="3.2" fill="#FFFFFF"/><circle cx="{cx + 4.5:g}" '
             f'cy="{cy - 3:g}" r="3.2" fill="#FFFFFF"/><circle cx="{cx - 4:g}" cy="{cy - 2.6:g}" r="1.4" fill="{INK}"/>'
             f'<circle cx="{cx + 5:g}" cy="{cy - 2.6:g}" r="1.4" fill="{INK}"/>')
    svg_text(o, cx, cy + 10, MONSTER_LETTER.get(colour, "?"), 9, True, "middle", "#FFFFFF")


def g_bat(o, cx, cy):
    o.append(f'<path d="M{cx:g} {cy - 3:g}q-6 -6 -16 -4q4 3 2 7q5 -2 7 2q3 -4 7 -1q4 -3 7 1q2 -4 7 -2q-2 -4 2 -7'
             f'q-10 -2 -16 4z" fill="#3B2E3A" stroke="{INK}" stroke-width=".8"/>'
             f'<circle cx="{cx - 1.5:g}" cy="{cy - 2:g}" r=".9" fill="#F0E442"/><circle cx="{cx + 1.5:g}" '
             f'cy="{cy - 2:g}" r=".9" fill="#F0E442"/>')


def g_essence(o, cx, cy, r=6, fill=ESSENCE):
    o.append(f'<path d="M{cx:g} {cy - r:g}l{r * .8:g} {r:g}l-{r * .8:g} {r:g}l-{r * .8:g} -{r:g}z" fill="{fill}" '
             f'stroke="{INK}" stroke-width=".8"/>')


def g_occult(o, cx, cy, r=6):
    o.append(f'<circle cx="{cx:g}" cy="{cy:g}" r="{r}" fill="{OCCULT}" stroke="{INK}" stroke-width=".8"/>'
             f'<path d="M{cx:g} {cy - r * .6:g}l{r * .52:g} {r * .9:g}h-{r * 1.04:g}z" fill="none" stroke="#FFFFFF" '
             f'stroke-width=".9"/>')


def g_sanity(o, cx, cy, r=6.5, fill=SANITY, empty=False):
    if empty:
        o.append(f'<circle cx="{cx:g}" cy="{cy:g}" r="{r}" fill="none" stroke="{FAINT}" stroke-width="1.2" '
                 f'stroke-dasharray="2 2"/>')
        return
    o.append(f'<circle cx="{cx:g}" cy="{cy:g}" r="{r}" fill="{fill}" stroke="{INK}" stroke-width=".9"/>'
             f'<path d="M{cx - r * .5:g} {cy:g}q{r * .25:g} -{r * .6:g} {r * .5:g} 0t{r * .5:g} 0" fill="none" '
             f'stroke="#FFFFFF" stroke-width="1.1"/>')


def g_skull(o, cx, cy, fill=INK):
    o.append(f'<path d="M{cx - 5:g} {cy + 1:g}a5 5 0 1 1 10 0v2h-2v2h-6v-2h-2z" fill="{fill}"/>'
             f'<circle cx="{cx - 2:g}" cy="{cy:g}" r="1.3" fill="#FFFFFF"/><circle cx="{cx + 2:g}" cy="{cy:g}" '
             f'r="1.3" fill="#FFFFFF"/>')


def g_crack(o, cx, cy, fill="#7A1F2B"):
    """The unstable mark: shattered glass."""
    o.append(f'<path d="M{cx:g} {cy - 6:g}l-2 4 4 1 -3 3 2 4M{cx:g} {cy - 1:g}l4 -3M{cx - 1:g} {cy + 2:g}l-4 1" '
             f'fill="none" stroke="{fill}" stroke-width="1.4" stroke-linecap="round"/>')


def g_xp(o, cx, cy, fill="#8C6D12"):
    """An experience symbol: a small star."""
    pts = []
    for i in range(10):
        r = 5.2 if i % 2 == 0 else 2.3
        a = math.pi / 2 + i * math.pi / 5
        pts.append(f"{cx + r * math.cos(a):.1f},{cy - r * math.sin(a):.1f}")
    o.append(f'<polygon points="{" ".join(pts)}" fill="{fill}"/>')


def g_marker(o, cx, cy, fill=GOLD, edge=GOLD_EDGE, r=6):
    o.append(f'<circle cx="{cx:g}" cy="{cy:g}" r="{r}" fill="{fill}" stroke="{edge}" stroke-width="1.2"/>')


def g_kind(o, x, cy, kind, fill=INK):
    """A small icon for a clue kind: ticket, desire (!), feature (?)."""
    if kind == "ticket":
        o.append(f'<path d="M{x:g} {cy - 4:g}h10v2.5a1.5 1.5 0 0 0 0 3v2.5h-10v-2.5a1.5 1.5 0 0 0 0 -3z" '
                 f'fill="none" stroke="{fill}" stroke-width="1.2"/>')
    else:
        svg_text(o, x + 5, cy + 4, "!" if kind == "desire" else "?", 11, True, "middle", fill)
