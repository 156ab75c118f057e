"""What the three symbol legends share: an entry, and the page that lays entries out in two columns.

Each game's legend module (:mod:`widgets.first_class.legend`,
:mod:`widgets.fracht_express.legend`, :mod:`widgets.horror.legend`) lists its
:class:`Entry` objects from the game's data and describes its :class:`Page`:
sizes, colours and its table picture's own text helpers. :func:`draw_page`
draws them: a title, then one framed row per entry -- the glyph on the left,
the words on the right -- and each row a group whose ``<title>`` says what the
symbol is and names its rulebook section, with the section's id in
``data-section`` so the explain box links that section's lesson, as it does for
the parts of the table.

>>> from rulebook.i18n import Msg
>>> page = Page("rb-demo", width=400, col_w=190, row_h=40, glyph_w=60, panel="#FFF", bg="#EEE",
...             min_width_css="min-width:400px", text=lambda o, x, y, s, size=12, bold=False: o.append(s),
...             wrap=lambda s, size, width: [s])
>>> dot = Entry(lambda o, x, cy: o.append("<circle/>"), Msg("A dot"), "turn")
>>> svg = draw_page(page, [dot], lang="en", title="Demo symbols", section_title=lambda sid, lang: "Your turn")
>>> 'data-section="turn"><title>A dot (rulebook: Your turn)</title>' in svg
True
"""
from __future__ import annotations

from html import escape
from typing import Callable, NamedTuple

from rulebook.i18n import N_, Msg, translate

__all__ = ["Entry", "Page", "draw_page", "SYMBOLS_TAB"]

#: the last words of every clickable part's box in each game's picture: where its icons are explained in words
#: (``{tab}``: the Symbols tab's title)
SYMBOLS_TAB = N_("Every icon in words: the {tab} tab.")


class Entry(NamedTuple):
    """One line of a legend: a drawing (``draw(o, x, cy)`` appends SVG), what it means, its section id, and the
    drawing's width when it is wider than the page's glyph column."""

    draw: Callable
    what: Msg
    section: str
    width: float = 0


class Page(NamedTuple):
    """How one game's legend looks: the picture's sizes and colours, and its table renderer's text helpers.

    ``text(o, x, y, s, size, bold)`` and ``wrap(s, size, width)`` are the renderer's; ``markup`` turns plain words
    into what ``text`` takes (escaped, or as they are when ``text`` escapes them itself)."""

    css_class: str
    width: int            # the drawing's own width (its viewBox)
    col_w: int
    row_h: int
    glyph_w: int
    panel: str            # an entry's background
    bg: str
    min_width_css: str
    text: Callable
    wrap: Callable
    markup: Callable = escape
    max_lines: int = 3
    col_gap: int = 0      # between the two columns
    glyph_dx: int = 8     # from an entry's left edge to its glyph
    words_pad: int = 16   # right margin of an entry's words


def draw_page(page: Page, entries: list, *, lang: str, title: str, section_title: Callable,
              display_width: float | None = None) -> str:
    """The legend as one SVG string: ``title`` (plain words) above the ``entries`` in two columns.
    ``section_title(section_id, lang)`` gives the words a section is named by; ``display_width`` scales the
    drawing (its own coordinates stay ``page.width`` wide)."""
    titled = translate(N_("{what} (rulebook: {section})"), lang)
    o: list = []
    page.text(o, 20, 30, page.markup(title), 16, True)
    half = (len(entries) + 1) // 2
    inner = page.row_h - 4
    for i, e in enumerate(entries):
        x = 16 + (page.col_w + page.col_gap) * (i // half)
        y = 44 + page.row_h * (i % half)
        what = e.what.text(lang)
        what = what[:1].upper() + what[1:]   # short labels shared with a picture's corner key begin as sentences
        tip = titled.format(what=what, section=section_title(e.section, lang))
        o.append(f'<g class="rb-legend-entry" data-section="{e.section}"><title>{escape(tip, False)}</title>')
        o.append(f'<rect x="{x}" y="{y}" width="{page.col_w - 8}" height="{inner}" rx="6" fill="{page.panel}" '
                 f'stroke="#D3CAB6"/>')
        e.draw(o, x + page.glyph_dx, y + inner // 2)
        tx = max(page.glyph_w, e.width + 20)
        lines = page.wrap(page.markup(what), 12, page.col_w - tx - page.words_pad)[:page.max_lines]
        for j, line in enumerate(lines):
            page.text(o, x + tx, y + inner // 2 + 4 + 14 * j - 7 * (len(lines) - 1), line, 12)
        o.append("</g>")
    h = 44 + page.row_h * half + 10
    w = display_width or page.width
    return (f'<svg xmlns="http://www.w3.org/2000/svg" class="{page.css_class} rb-legend" '
            f'viewBox="0 0 {page.width} {h}" width="{w}" height="{round(h * w / page.width)}" '
            f'font-family="sans-serif" style="font-family:sans-serif;{page.min_width_css}" role="img" '
            f'aria-label="{escape(title)}">'
            f'<rect x="1" y="1" width="{page.width - 2}" height="{h - 2}" rx="14" fill="{page.bg}" stroke="#CFC6B2"/>'
            + "".join(o) + "</svg>")
