"""First Class: every part of the picture explains itself, and the symbol legend comes from the data.

Requirements (issue #15): hovering any card, symbol, token, car or space of the table shows what it is in
words, with the rulebook section it belongs to (an SVG ``<title>`` from gettext message ids); a legend explains
each symbol the picture draws, built from the game's data (not a hand-made list), one click away in the turn
panel. The table comes in parts (shared table, one board per player) so the panel can show them as tabs."""
import random
import re
import xml.etree.ElementTree as ET

import pytest

import rulebook
from rulebook.first_class.data import VALUES
from widgets.first_class.legend import legend_entries, render_legend
from widgets.first_class.svg import parts, render_table

FC = rulebook.GAMES["first_class"]
NS = "{http://www.w3.org/2000/svg}"
DRAWN = {NS + t for t in ("rect", "circle", "path", "text")}


def _play(players, seed, stop):
    s = FC.new_game(players=players, seed=seed)
    rng = random.Random(seed)
    while not s.is_over and not stop(s):
        s.apply(rng.choice(s.legal_actions()))
    return s


POSITIONS = {
    "draft": lambda: FC.new_game(players=3, seed=2),
    "first turn": lambda: _play(2, 7, lambda s: s.phase != "draft"),
    "carrying out a card": lambda: _play(4, 3, lambda s: s.phase == "card" and s.round >= 2),
    "scoring": lambda: _play(3, 5, lambda s: s.phase == "scoring"),
    "game over": lambda: _play(2, 11, lambda s: False),
}


def untitled(svg: str) -> list:
    """Drawn elements (rect, circle, path, text) with no enclosing group that has a <title>, except the picture's
    background and the transparent highlight rectangles (they belong to a titled clickable group anyway)."""
    root = ET.fromstring(svg)
    parent = {c: p for p in root.iter() for c in p}
    out = []
    for el in root.iter():
        if el.tag not in DRAWN or parent.get(el) is root:
            continue
        node, ok = el, False
        while node in parent:
            node = parent[node]
            if node is not root and node.find(NS + "title") is not None:
                ok = True
                break
        if not ok:
            out.append(ET.tostring(el, encoding="unicode")[:120])
    return out


@pytest.mark.parametrize("where", sorted(POSITIONS))
@pytest.mark.parametrize("lang", ["en", "es"])
def test_every_drawn_element_has_a_title_naming_a_section(where, lang):
    """Every rect, circle, path and text of the table (whole, and each part as the panel shows it) lies in a
    group whose <title> says what it is; every title names a rulebook section by its (translated) title."""
    st = POSITIONS[where]()
    sections = [FC.section(s.id).title for s in FC.SECTIONS]
    from rulebook.i18n import translate
    names = {translate(t, lang) for t in sections}
    seat = st.current_player if st.current_player is not None else 0
    for svg in [render_table(st, lang=lang), render_table(st, seat=seat, lang=lang)] + \
               [render_table(st, lang=lang, part=p) for p, _t in parts(st)]:
        bad = untitled(svg)
        assert not bad, f"{where}: {len(bad)} parts say nothing, e.g. {bad[:3]}"
        for title in re.findall(r"<title>([^<]*)</title>", svg):
            assert any(n in title for n in names), title


def test_legend_is_built_from_the_data():
    """The legend lists every symbol kind printed on this deal's cards, stations, tiles and Game End cards, all
    car values of the data, the locomotive tile values and Constantinople's points: change the data and the
    legend changes with it."""
    st = _play(2, 7, lambda s: s.phase != "draft")
    comp = st.comp
    texts = [e.what.text("en") for e in legend_entries(st)]
    legend = render_legend(st)
    ET.fromstring(legend)
    kinds = {sym[0] for c in comp.cards.values() for sym in c.symbols + c.bonus}
    kinds |= {sym[0] for c in comp.cards.values() for k, w in c.stations if k != "points" for sym in w}
    kinds -= {"route"}   # a route card draws stations, explained by their own entries
    from widgets.first_class.legend import SYMBOL_WORDS
    for kind in kinds:
        assert SYMBOL_WORDS[kind][0] in texts, kind
    assert any(" \u2192 ".join(map(str, VALUES)) in t for t in texts)
    values = sorted({v for v, _u in comp.locomotive_tiles})
    assert any(", ".join(map(str, values)) in t for t in texts)
    assert any(", ".join(map(str, comp.constantinople)) in t for t in texts)
    assert not untitled(legend)
    # fewer symbols in the data: fewer entries (nothing is listed by hand)
    import dataclasses
    plain = dataclasses.replace(comp, cards={k: dataclasses.replace(c, symbols=(), bonus=(), stations=())
                                             for k, c in comp.cards.items()},
                                game_end_cards={k: dataclasses.replace(g, bonus=())
                                                for k, g in comp.game_end_cards.items()},
                                start_tile=())

    class Fake:
        pass
    fake = Fake()
    fake.comp = plain
    fewer = [e.what.text("en") for e in legend_entries(fake)]
    assert len(fewer) < len(texts)
    assert SYMBOL_WORDS["conductors"][0] not in fewer


def test_legend_is_a_tab_of_the_panel():
    """The turn panel shows the table, each player's board and the legend as tabs; the clickable keys keep
    working from the board tab (a key drawn only on a board is found in the panel's pictures)."""
    import widgets
    p = widgets.play("first_class", players=2, seed=7)
    assert p._tabs is not None
    assert list(p._tabs.titles) == ["Table", "Board of Player 1", "Board of Player 2", "Symbols"]
    assert "rb-legend" in p.svg and 'data-key="coin:0:0"' in p.svg
    table = p._pictures["table"].svg
    assert 'data-key="coin:0:0"' not in table and "coin:0:0" in p._pictures["board:0"].svg


def test_parts_make_up_the_whole_table():
    """The shared table and the boards hold together every clickable key of the whole picture, each once."""
    st = _play(3, 4, lambda s: s.phase == "card")
    whole = re.findall(r'data-key="([^"]+)"', render_table(st))
    pieces = [k for p, _t in parts(st) for k in re.findall(r'data-key="([^"]+)"', render_table(st, part=p))]
    assert sorted(whole) == sorted(pieces)
    with pytest.raises(ValueError):
        render_table(st, part="board:9")
