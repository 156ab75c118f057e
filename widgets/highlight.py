"""How every game's picture marks the parts that can be pressed now (one look for all three games).

A part that a legal move belongs to carries the class ``rb-active``; its last
child, a transparent ``rect.rb-hl`` covering it, gets a solid outline in
:data:`OUTLINE` and a light yellow tint. The outline's colour keeps a contrast
of at least 3:1 (WCAG 2.1, non-text contrast) against every background the
pictures draw parts on (tests/widgets/test_highlight.py checks the pairs), so
the marking does not rely on the tint alone.
"""
from __future__ import annotations

#: the outline of a part that can be pressed now: a magenta no game uses for anything else
OUTLINE = "#C8007A"
#: its width in picture units, and the tint inside it
WIDTH = 3.5
TINT, TINT_OPACITY = "#F0E442", 0.3


def active_css(svg_class: str) -> str:
    """The CSS rule (no ``<style>`` element) that marks the active parts of the ``svg.<svg_class>`` pictures."""
    return (f"svg.{svg_class} .rb-active>.rb-hl{{stroke:{OUTLINE};stroke-width:{WIDTH:g};"
            f"fill:{TINT};fill-opacity:{TINT_OPACITY:g}}}")


def contrast(a: str, b: str) -> float:
    """The WCAG contrast ratio of two ``#RRGGBB`` colours (1 to 21)."""
    def lum(c):
        ch = [int(c[i:i + 2], 16) / 255 for i in (1, 3, 5)]
        ch = [x / 12.92 if x <= 0.03928 else ((x + 0.055) / 1.055) ** 2.4 for x in ch]
        return 0.2126 * ch[0] + 0.7152 * ch[1] + 0.0722 * ch[2]
    hi, lo = sorted((lum(a), lum(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)
