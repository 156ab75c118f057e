"""Every part of every game's picture explains itself, with its section and a link to that section's notebook.

Requirement (issue #15, "every element explains itself"): hovering (or focusing) any card, symbol, token,
station, car or space shows what it is, with the rulebook section it belongs to and a link to that section's
notebook. The picture's explain box (``widgets/clicksvg.py``) finds a part's section as the box's script does:
the titled element's ``data-section``, else the section whose title its text names, else the nearest group
around it with a ``data-section``; the link comes from :mod:`widgets.lesson_links`. Checked here without a
browser (``tests/browser/test_hover_explains.py`` hovers in Chromium): every section of each game has a
notebook that exists; the links are relative paths from the showing notebook's folder (Spanish First Class to
its Spanish edition); and every titled part of each game's pictures, at several positions, in English and
Spanish, names a real section.
"""
from __future__ import annotations

import os
import random
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

import rulebook
from widgets import lesson_links as LL
from widgets.clicksvg import ClickableSVG
from widgets.views import view_for

ROOT = Path(__file__).resolve().parents[2]
NB = ROOT / "notebooks"
NS = "{http://www.w3.org/2000/svg}"
GAMES = ("first_class", "fracht_express", "horror")
QUICK = os.environ.get("RULEBOOK_QUICK", "1") == "1"


@pytest.mark.parametrize("game", GAMES)
def test_every_section_has_a_notebook(game):
    """Each section of the game is taught in a notebook that exists under notebooks/<game>/."""
    G = rulebook.GAMES[game]
    for s in G.SECTIONS:
        rel = LL.notebook_of(game, s.id)
        assert rel is not None, f"{game}: no notebook for section {s.id!r}"
        assert (NB / rel).is_file(), f"{game}: section {s.id!r} links {rel}, which does not exist"
    assert set(LL.section_notebooks(game)) == {s.id for s in G.SECTIONS}, "a notebook named for no section"


def test_links_are_relative_to_the_showing_notebook():
    """From a game folder, the app folder or the Spanish edition, each link leads to the section's notebook
    file; Spanish First Class leads to the Spanish edition; no link is an address outside the machine."""
    here = NB / "app"
    href = LL.lesson_href("horror", "vampire", here=here)
    assert href == "../horror/16_vampire.ipynb"
    assert (here / href).resolve() == (NB / "horror" / "16_vampire.ipynb").resolve()
    assert LL.lesson_href("first_class", "coins", "es", here=NB / "first_class") == "../es/first_class/13_coins.ipynb"
    assert LL.lesson_href("first_class", "coins", "es", here=NB / "es" / "first_class") == "13_coins.ipynb"
    # Spanish where no Spanish edition exists: the English notebook
    assert LL.lesson_href("horror", "vampire", "es", here=NB / "horror") == "16_vampire.ipynb"
    assert LL.lesson_href("horror", "no_such_section") is None
    for game in GAMES:
        for sid, href in LL.lesson_links(game, "en", here=NB / game).items():
            assert not re.match(r"^[a-z]+:", href), href
            assert (NB / game / href).is_file(), f"{game} {sid}: {href}"


def test_links_from_elsewhere_still_find_the_notebooks(tmp_path):
    """A notebook outside the notebooks' folder (here: a temporary folder) links this checkout's notebooks."""
    href = LL.lesson_href("fracht_express", "ramming", here=tmp_path)
    assert (tmp_path / href).resolve() == (NB / "fracht_express" / "09_ramming.ipynb").resolve()


def test_a_picture_gets_the_links_and_the_words():
    """``explain_with`` fills the explain box's traits: every section's link and label, the link's words."""
    G = rulebook.GAMES["first_class"]
    pic = ClickableSVG().explain_with(G, "es")
    assert set(pic.lesson_links) == set(pic.section_labels) == {s.id for s in G.SECTIONS}
    assert pic.section_labels["coins"].startswith("§13 ")
    assert "{section}" in pic.lesson_words
    assert "lesson_links" in pic.keys and "section_labels" in pic.keys


def _positions(game: str):
    """Some positions of the game: its start and a few random plays, 2 and 3 players."""
    G = rulebook.GAMES[game]
    n = 3 if QUICK else 8
    for seed in range(n):
        st = G.new_game(players=2 + seed % 2, seed=seed)
        rng = random.Random(seed)
        for _ in range(rng.randrange(0, 80)):
            if st.is_over:
                break
            st.apply(rng.choice(st.legal_actions()))
        yield st


def _section(el, parent, titles: dict):
    """The section the explain box names for the titled element ``el`` (the box's script, in Python)."""
    if el.get("data-section"):
        return el.get("data-section")
    text = "".join(el.find(NS + "title").itertext())
    found = [sid for sid, t in titles.items() if t in text]
    if found:
        return max(found, key=lambda sid: len(titles[sid]))
    node = el
    while node in parent:
        node = parent[node]
        if node.get("data-section"):
            return node.get("data-section")
    return None


def unexplained(game: str) -> list:
    """Titled parts of the game's pictures (every part, both languages) whose section the box cannot name,
    or that name a section the game does not have; and clickable parts the renderer did not mark with their
    section (``data-section``)."""
    G = rulebook.GAMES[game]
    V = view_for(game)
    ids = {s.id for s in G.SECTIONS}
    bad = []
    for st in _positions(game):
        for lang in ("en", "es"):
            titles = {s.id: re.sub(r"^§\S+\s+", "", G.section_label(s.id, lang)) for s in G.SECTIONS}
            parts = V.parts(st, None) if V.parts else [(None, None)]
            for part, _ in parts:
                kw = {} if part is None else {"part": part}
                root = ET.fromstring(V.render(st, seat=None, lang=lang, active=frozenset(), **kw))
                parent = {c: p for p in root.iter() for c in p}
                for el in root.iter():
                    if el.find(NS + "title") is None:
                        continue
                    sid = _section(el, parent, titles)
                    if el.get("data-key") is not None and el.get("data-section") not in ids:
                        sid = f"clickable part without data-section ({el.get('data-key')})"
                    if sid not in ids:
                        bad.append(f"{sid}: {''.join(el.find(NS + 'title').itertext())[:80]}")
    return bad


@pytest.mark.parametrize("game", ["first_class", "fracht_express", "horror"])
def test_every_titled_part_names_a_section(game):
    """Every part of the picture with a title names, for the explain box, one of the game's sections."""
    bad = unexplained(game)
    assert not bad, f"{len(bad)} parts without a section, e.g. {sorted(set(bad))[:6]}"
