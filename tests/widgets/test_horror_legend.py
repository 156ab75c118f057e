"""The Horror symbol legend (issue #15: "a symbol legend for each game, one click away").

* It is a part of the picture (the last tab, ``"legend"``), a well-formed SVG in English and Spanish.
* Every entry explains itself: a ``<title>`` with its words and the title of a rulebook section that exists.
* It draws with the picture's own glyphs, and every glyph the table picture has (passenger dice, coffin,
  investigator, suspect, monsters, vampire, essence, Occult, sanity, skull, unstable mark, experience,
  markers, clue marks) appears in it: a new glyph without a legend entry fails the test.
* It names every passenger status, monster colour, event board space and event token kind of the data.
"""
from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest

import rulebook
from rulebook.horror.events import token_msg
from rulebook.horror.sections import SECTIONS
from rulebook.i18n import Msg
from widgets.horror import glyphs as G
from widgets.horror import legend as L
from widgets.horror import svg as S
from widgets.horror import words as W

H = rulebook.GAMES["horror"]


def test_legend_is_the_last_part():
    """``parts`` ends with the legend, and ``render_table(part="legend")`` draws it."""
    s = H.new_game(players=2, seed=1)
    assert S.parts(s)[-1][0] == "legend"
    assert S.parts(s)[-1][1].text("en") == "Symbols"
    svg = S.render_table(s, part="legend")
    assert svg == L.render_legend(s) and "rb-legend" in svg


@pytest.mark.parametrize("lang", ["en", "es"])
def test_every_entry_has_a_title_naming_its_section(lang):
    """Each entry group carries a ``<title>`` ending with its section's translated title, and the sections
    exist in the rulebook."""
    s = H.new_game(players=3, seed=2)
    svg = L.render_legend(s, lang=lang)
    root = ET.fromstring(svg)
    ns = "{http://www.w3.org/2000/svg}"
    groups = [g for g in root.iter(ns + "g") if "rb-legend-entry" in (g.get("class") or "")]
    entries = L.legend_entries(s, lang)
    assert len(groups) == len(entries) > 30
    ids = {sec.id for sec in SECTIONS}
    for g, e in zip(groups, entries):
        assert e.section in ids and g.get("data-section") == e.section
        title = g.find(ns + "title").text
        assert title.startswith(e.what.text(lang))
        assert title.endswith(S.section_title(e.section, lang) + ")")


def test_legend_uses_every_glyph_of_the_picture(monkeypatch):
    """Every ``g_*`` glyph function of the table picture (its glyphs module) is called while the legend is drawn."""
    glyphs = [n for n in dir(G) if n.startswith("g_") and callable(getattr(G, n))]
    assert len(glyphs) >= 12
    called = set()
    for n in glyphs:
        real = getattr(G, n)

        def spy(*a, _n=n, _real=real, **k):
            called.add(_n)
            return _real(*a, **k)
        monkeypatch.setattr(G, n, spy)
    L._draw(H.new_game(players=1, seed=1), "en", None)
    assert sorted(set(glyphs) - called) == []


def test_legend_names_the_data():
    """Every passenger status, monster colour, event board space and event token kind has its words in the
    legend, and the monster colours and die faces are drawn in the picture's colours."""
    s = H.new_game(players=2, seed=4)
    words = " ".join(e.what.text("en") for e in L.legend_entries(s))
    svg = L.render_legend(s)
    for status in W.STATUS_ORDER:
        assert f"showing {Msg(W.STATUS[status]).text('en')}" in words
        assert G.DIE_TINT[status] in svg
    for col, fill in S.MONSTER_FILL.items():
        assert f"A {col} monster" in words and fill in svg
    for sid in s.comp.table["event_board"]["spaces"]:
        assert f"({Msg(W.SPACE_NAMES[sid]).text('en')})" in words
    for tok in s.comp.table["event_tokens"]["kinds"]:
        assert token_msg(tok).text("en") in words, tok
    assert not re.search(r">[^<]*…<", svg)      # no entry cut short
