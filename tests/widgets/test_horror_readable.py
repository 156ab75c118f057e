"""Horror's pictures teach at laptop size (issue 15, the Horror part).

* The event board is drawn in the table picture in every event-step position of random games: one group
  with its four spaces, top to bottom in the order they resolve, each holding its pile of tokens by name.
* No label a person reads carries an internal id: action labels (``widgets.horror.keys.action_label``), the
  flow graphs' node labels, every text and tooltip of the table and flow pictures -- no snake_case data id,
  no "suspect 3" without the suspect's name, no portal id such as "start0.0", no quest id "Q_artifact".
* Text is readable: the table is shown at most as wide as JupyterLab's output area on a 1366-px laptop
  (about 1100 CSS px; the panel gives the picture ``width: 100%`` and the picture CSS ``max-width: 100%``),
  the flow pictures as :func:`widgets.horror.flow.display_scale` says; every text's font-size times that
  scale is at least 11 CSS px.
* The flow lives in a drawer under the table and never shares its row.

Size: ``RULEBOOK_QUICK=1`` (the default) plays 4 random games, ``RULEBOOK_QUICK=0`` plays 20.
"""
from __future__ import annotations

import html
import os
import random
import re
import xml.etree.ElementTree as ET

import pytest

import rulebook
from rulebook.horror import flow as F
from rulebook.horror.events import token_msg
from widgets.horror import flow as HF
from widgets.horror import svg as S
from widgets.graphviz_view import has_dot
from widgets.horror.keys import action_label, render

QUICK = os.environ.get("RULEBOOK_QUICK", "1") != "0"
GAMES = 4 if QUICK else 20
H = rulebook.GAMES["horror"]
NS = "{http://www.w3.org/2000/svg}"
#: the output area of JupyterLab on a 1366-px laptop (sidebar collapsed), in CSS px
AREA_PX = 1100
OFF_BOARD = ("draft_skill", "draft_attribute", "actions", "accuse", "over")
#: what an internal id looks like in a label
INTERNAL = re.compile(r"\b[a-z]+(?:_[a-z0-9]+)+\b|\bQ_\w+|\bsuspect \d+(?! \()|\b[A-Za-z]+\d+\.\d+\b", re.IGNORECASE)


def _game(seed: int, limit: int = 600):
    """``(states, after_end)``: every position of a random game, and which came right after EndActions."""
    s = H.new_game(players=1 + seed % 4, seed=seed)
    rng = random.Random(seed)
    out, ended = [], []
    while not s.is_over and len(out) < limit:
        a = rng.choice(s.legal_actions())
        s.apply(a)
        out.append(s.copy())
        ended.append(type(a).__name__ == "EndActions")
    return out, ended


def event_step_positions():
    """Every position of ``GAMES`` random games that is inside the event step, or just after it ran."""
    for seed in range(GAMES):
        states, ended = _game(seed)
        for s, after in zip(states, ended):
            if after or s.phase not in OFF_BOARD:
                yield seed, s


def _spaces(svg: str) -> list:
    root = ET.fromstring(svg)
    board = [g for g in root.iter(NS + "g") if g.get("id") == "event-board"]
    assert len(board) == 1, "one event board group"
    return [g for g in board[0].iter(NS + "g") if g.get("class") == "rb-eb-space"]


def test_event_board_drawn_in_every_event_step_position():
    """The board group holds its four spaces, top to bottom in resolution order (space 1 first), each with
    exactly the tokens of ``state.event_board`` (the topmost named first, every one by its name)."""
    seen = 0
    for seed, s in event_step_positions():
        seen += 1
        svg = render(s)
        spaces = _spaces(svg)
        assert [g.get("data-space") for g in spaces] == ["0", "1", "2", "3"], seed
        ys = [float(next(g.iter(NS + "rect")).get("y")) for g in spaces]
        assert ys == sorted(ys) and len(set(ys)) == 4, "space 1 at the top, space 4 at the bottom"
        for k, g in enumerate(spaces):
            pile = s.event_board[k]
            assert g.get("data-tokens") == " ".join(pile), (seed, k)
            chips = [t.get("data-token") for t in g.iter(NS + "g") if t.get("class") == "rb-eb-token"]
            assert chips == list(reversed(pile))[:len(chips)] and (chips or not pile), (seed, k)
            texts = [t.text for t in g.iter(NS + "text")]
            if pile:
                assert token_msg(pile[-1]).text() in texts, "the topmost token by its name"
            title = g.find(NS + "title").text
            assert title.startswith(f"Space {k + 1} (") and "Resolving the event board" in title
    assert seen >= GAMES, "the games reached the event step"


def test_event_board_alone_for_the_lesson():
    """``render_event_board`` draws the same four spaces as the table (notebook 14 shows it)."""
    from widgets.horror.lessons import event_board as lesson
    s = lesson.position()
    spaces = _spaces(S.render_event_board(s))
    assert [g.get("data-tokens") for g in spaces] == ["portal", "vampire_front", "", ""]


def _labels_of_position(s) -> list:
    out = [("prompt", s.prompt.text())]
    out += [("action", action_label(s, a)) for a in s.legal_actions()]
    return out


def _svg_words(svg: str) -> list:
    out = [("text", html.unescape(t)) for t in re.findall(r"<text[^>]*>([^<]*)</text>", svg)]
    return out + [("title", html.unescape(t)) for t in re.findall(r"<title>([^<]*)</title>", svg)]


def test_no_internal_id_in_any_label():
    """Action labels, the prompt, the table's texts and tooltips, and the flow graphs' labels (and, with
    Graphviz, their SVG texts and tooltips) name things in words, never by an internal id."""
    bad = []
    for seed in range(min(GAMES, 3)):
        states, _ = _game(seed, limit=300)
        for i, s in enumerate(states):
            words = _labels_of_position(s)
            if i % 20 == 0:
                words += _svg_words(render(s))
            bad += [(seed, where, w) for where, w in words if INTERNAL.search(w)]
        last = states[-1]
        g = F.game_flow(last)
        bad += [(seed, "flow", d["label"]) for _n, d in g.nodes(data=True) if INTERNAL.search(d["label"])]
        rules = HF.rule_dot(last)
        for label in re.findall(r'label="((?:[^"\\]|\\.)*)"', rules):
            if INTERNAL.search(label.replace("\\n", " ")):
                bad.append((seed, "rule flow", label))
        if has_dot():
            for svg in (HF.game_svg(last, expand=HF.ALL_EXPANDED), HF.rule_svg(last)):
                bad += [(seed, w, t) for w, t in _svg_words(svg) if INTERNAL.search(t)]
    assert not bad, bad[:10]


def test_internal_id_pattern_catches_the_old_labels():
    """The pattern above flags the labels issue 15 found (so the test would fail on them)."""
    for old in ("Portal start0.0", "Spend the favor of suspect 3.", "Clue 2 of suspect 1 is revealed: black_candle",
                "Quest card Q_artifact is placed", "draft_skill"):
        assert INTERNAL.search(old), old
    assert not INTERNAL.search("Spend the favor of suspect 3 (The Heiress).")


def _font_sizes(svg: str) -> list:
    return [float(x) for x in re.findall(r'font-size="([\d.]+)"', svg)]


def _table_scale(svg: str, area: float = AREA_PX) -> float:
    """CSS px per viewBox unit of the table in the panel: ``width: 100%`` of the output area, capped by the
    SVG's own width (``max-width: 100%`` never enlarges it) and held up by its ``min-width``."""
    vb = float(re.search(r'viewBox="0 0 ([\d.]+) ', svg).group(1))
    width = float(re.search(r'<svg[^>]*? width="([\d.]+)"', svg).group(1))
    shown = min(width, area)
    floor = re.search(r"min-width:([\d.]+)px", svg[: svg.find(">")])
    if floor:
        shown = max(shown, float(floor.group(1)))
    return shown / vb


def test_table_text_is_readable_at_laptop_width():
    """Every text of the table, in positions across a game (draft, actions, talks, the event step), renders
    at 11 CSS px or more in a 1100-px output area."""
    from widgets.clicksvg import ClickableSVG
    assert "max-width: 100%" in str(ClickableSVG._css), "the picture is scaled down to the area, never up"
    states, _ = _game(1, limit=200)
    for s in [H.new_game(players=4, seed=2)] + states[::25]:
        svg = render(s)
        for area in (AREA_PX, 370):        # a laptop, and a phone (the picture then scrolls sideways)
            scale = _table_scale(svg, area)
            small = [f for f in _font_sizes(svg) if f * scale < 11]
            assert not small, (s.phase, area, min(small), scale)


@pytest.mark.skipif(not has_dot(), reason="the flow pictures need the system's Graphviz")
@pytest.mark.parametrize("zoom", HF.ZOOMS)
def test_flow_text_is_readable_at_laptop_width(zoom):
    """The game flow (every turn opened) and the rule flow, at each zoom of the view, render every text at
    11 CSS px or more in a 1100-px output area (the "fit" zoom scrolls sideways rather than shrink further)."""
    states, _ = _game(2, limit=200)
    s = states[-1]
    for svg in (HF.game_svg(s, expand=HF.ALL_EXPANDED, zoom=zoom), HF.game_svg(s, zoom=zoom), HF.rule_svg(s, zoom=zoom)):
        scale = HF.display_scale(svg, AREA_PX)
        sizes = _font_sizes(svg)
        assert sizes and min(sizes) * scale >= 11, (zoom, min(sizes), scale)


def test_display_scale_follows_the_css():
    """``display_scale``: a fit picture wider than the area shrinks to it, but not below its min-width."""
    svg = '<svg width="2000px" height="10px" style="max-width:100%;min-width:1500px" viewBox="0 0 1500 7.5">'
    assert HF.display_scale(svg, 1100) == 1.0
    svg = '<svg width="1000px" height="10px" style="max-width:100%;min-width:500px" viewBox="0 0 750 7.5">'
    assert HF.display_scale(svg, 1100) == pytest.approx(4 / 3)


def test_flow_sits_in_a_drawer_under_the_table():
    """``with_flow`` (and the old ``beside``) put the table at full width and the flow in an Accordion below
    it; the flow's controls wrap instead of being cut off."""
    import ipywidgets as W

    import widgets
    panel = widgets.play("horror", players=2, seed=5)
    box = HF.with_flow(panel)
    assert isinstance(box, W.VBox) and box.children[0] is panel and panel.layout.width == "100%"
    assert isinstance(box.drawer, W.Accordion) and box.drawer.selected_index is None
    assert box.drawer.children == (box.flow,)
    rows = [c for c in box.flow.children if isinstance(c, W.HBox)]
    assert rows and all(r.layout.flex_flow == "row wrap" for r in rows)
    assert HF.beside(panel).drawer.selected_index == 0


def test_every_table_element_explains_itself():
    """Every clickable part and the event board's parts carry a tooltip naming the rulebook section."""
    s = H.new_game(players=2, seed=4)
    svg = render(s)
    root = ET.fromstring(svg)
    titles = [S.section_title(sec.id) for sec in H.SECTIONS]
    for g in root.iter(NS + "g"):
        if "rb-click" in (g.get("class") or "") or (g.get("class") or "").startswith("rb-eb"):
            t = g.find(NS + "title")
            if g.get("class") == "rb-eb-token":
                continue   # a token chip sits inside its space, whose title names it
            assert t is not None and "(rulebook: " in t.text, g.attrib
            assert any(x in t.text for x in titles), t.text

