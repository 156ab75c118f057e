"""The FrachtExpress table picture explains itself and stays readable (issue 15).

Requirements checked, over many kinds of position (new game, dealt layout, a shove at a switch, a crossing
check, game over, every advanced station lesson, positions of random advanced games):

* every ``<title>`` names a rulebook section by its title (``rule: <section title>``, English and Spanish);
* every piece of text sits in a group with a ``<title>`` (hovering any text explains it);
* every clickable group can take keyboard focus (``tabindex``);
* no text is smaller than 11 CSS px at the picture's own size (``font-size * width / viewBox width``);
* no hover text shows a coordinate pair.
"""
from __future__ import annotations

import importlib
import random
import re
import shutil
import xml.etree.ElementTree as ET

import pytest

import rulebook
from rulebook.fracht_express import actions as A
from rulebook.fracht_express.sections import SECTIONS
from rulebook.fracht_express.scenario import scenario
from rulebook.i18n import Msg
from widgets.fracht_express import keys as K

FX = rulebook.GAMES["fracht_express"]
NS = "{http://www.w3.org/2000/svg}"
COORD = re.compile(r"\(\s*-?\d+\s*,\s*-?\d+\s*\)")
LESSONS = ["station_b", "station_c", "station_d", "station_e", "station_f", "station_g", "station_h", "station_i",
           "station_j", "variants", "crossings", "change", "extend", "end_of_game"]


def positions():
    out = {"new": FX.new_game(players=3, seed=7), "dealt": FX.new_game(players=2, seed=3, layout="dealt")}
    s = scenario(2, 1, table=[(5, 3, "D01", 1), (6, 3, "D24", 3)], hands={0: ["D05", "D08"]}, pos={1: (5, 3, 0, 0, 0)})
    s.apply(A.Move("D05"))
    out["shove"] = s
    s = scenario(2, 1, table=[(5, 3, "D46", 0), (6, 3, "D01", 1)], hands={0: ["D32"]},
                 attached={0: ["D05", "D07", "D09"]}, top=["D17"])
    s.apply(A.Move("D32"))
    out["drop"] = s
    for name in LESSONS:
        mod = importlib.import_module(f"widgets.fracht_express.lessons.{name}")
        if hasattr(mod, "position"):
            out[name] = mod.position()
    r = random.Random(5)
    s = FX.new_game(players=3, seed=5, advanced=True)
    for i in range(160):
        if s.is_over:
            break
        legal = s.legal_actions()
        other = [a for a in legal if type(a) not in (A.Extend, A.Cover)]
        s.apply(r.choice(other if other and r.random() < 0.7 else legal))
        if i % 40 == 39:
            out[f"advanced-{i}"] = s.copy()
    return out


POSITIONS = positions()


def render(st, lang="en", selected=True):
    active = frozenset(k for k in (K.key_of(st, a) for a in st.legal_actions()) if k)
    if selected:
        hand = st.players[st.cur].hand if st.phase == "turn" else []
        if hand:
            K.select(st, hand[0])
    return K.render(st, lang=lang, active=active)


def parents(root):
    return {c: p for p in root.iter() for c in p}


@pytest.mark.parametrize("name", sorted(POSITIONS))
def test_every_element_explains_itself_with_its_section(name):
    """Each <title> names a section; each text is inside a titled group; clickable groups take focus."""
    st = POSITIONS[name]
    for lang in ("en", "es"):
        root = ET.fromstring(render(st, lang))
        sections = [Msg("rule: {section}", {"section": Msg(s.title)}).text(lang) for s in SECTIONS]
        titles = [t.text or "" for t in root.iter(NS + "title")]
        assert titles
        for t in titles:
            assert any(sec in t for sec in sections), t
            assert not COORD.search(t), t
        up = parents(root)
        for text in root.iter(NS + "text"):
            node, ok = text, False
            while node in up:
                node = up[node]
                if node.tag == NS + "g" and node.find(NS + "title") is not None:
                    ok = True
                    break
            assert ok, (text.text, name)
        for g in root.iter(NS + "g"):
            if "rb-click" in (g.get("class") or ""):
                assert g.get("tabindex") is not None and g.find(NS + "title") is not None, g.get("data-key")


@pytest.mark.parametrize("name", sorted(POSITIONS))
def test_text_is_at_least_11_css_px(name):
    """font-size * displayed width / viewBox width >= 11 for every text, at the width the picture asks for."""
    root = ET.fromstring(render(POSITIONS[name]))
    vb = [float(v) for v in root.get("viewBox").split()]
    scale = float(root.get("width")) / vb[2]
    small = [(t.text, t.get("font-size")) for t in root.iter(NS + "text")
             if float(t.get("font-size")) * scale < 11 - 1e-6]
    assert not small, small[:5]


# --------------------------------------------------------------------------- the network picture (graphviz)
NOTEBOOK_PX = 1100          # the notebook's output width on a 1366-px laptop screen


@pytest.mark.skipif(not shutil.which("neato"), reason="needs the system's Graphviz (neato)")
@pytest.mark.parametrize("name", ["new", "shove", "drop", "station_h", "advanced-159"])
def test_network_is_cropped_legible_and_explained(name):
    """The network picture is cropped to the laid cards and the stations in use plus a margin; at the notebook
    width (and at any narrower width, where it scrolls) every text is >= 11 CSS px; every <title> is in words
    (no DOT node names) and names a rulebook section."""
    from widgets.fracht_express.graph import CELL, display_widths, in_use, network_html, network_svg
    st = POSITIONS.get(name) or POSITIONS[sorted(POSITIONS)[0]]
    svg = network_svg(st)
    root = ET.fromstring(svg)
    vbw, vbh = [float(v) for v in root.get("viewBox").split()[2:]]
    cells = set(st.top) | {tuple(st.stations[L]) for L in in_use(st)}
    xs, ys = {c[0] for c in cells}, {c[1] for c in cells}
    # the cells shown, one cell (the empty spaces a track points into) and a margin on each side, the caption
    assert vbw <= (max(xs) - min(xs) + 3.5) * CELL + 80
    assert vbh <= (max(ys) - min(ys) + 3.5) * CELL + 80
    natural, smallest = display_widths(svg)
    html = network_html(st)
    assert f"max-width:{natural:.0f}px" in html and f"min-width:{smallest:.0f}px" in html
    for width in (NOTEBOOK_PX, 390):
        shown = min(max(width, smallest), natural)
        for t in root.iter(NS + "text"):
            assert float(t.get("font-size")) * shown / vbw >= 11 - 0.05, (t.text, width)
    sections = [Msg("rule: {section}", {"section": Msg(s.title)}).text() for s in SECTIONS]
    for t in root.iter(NS + "title"):
        assert any(sec in (t.text or "") for sec in sections), t.text
        assert not re.search(r"\b[TSE]:[\w-]+(:\d+)*", t.text or ""), t.text


def test_hovering_a_button_lights_its_target():
    """Each action button the panel shows (its label is its tooltip) has a CSS rule that lights the picture's
    target while the button is hovered or focused: the space a card goes to, the ring of a step."""
    from widgets.fracht_express.svg import hover_css
    st = FX.new_game(players=2, seed=1)
    K.select(st, st.players[0].hand[0], 0)
    svg = K.render(st)
    shown = K.buttons(st, st.legal_actions())
    lays = [a for a in shown if type(a) is A.Extend]
    assert lays
    for a in shown:
        for key in K.target_keys(st, a):
            rule = f'body:has(button[title="{a.describe().text()}"]:hover) svg.rb-fx [data-key="{key}"]&gt;.rb-hl'
            assert rule in svg, rule
            assert f'data-key="{key}"' in svg
    assert hover_css([]) == ""
    assert '\\"' in hover_css([('Say "hi"', ["end"])])          # a quote in a label cannot end the selector
