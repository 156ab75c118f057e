"""The FrachtExpress symbol legend (issue #15: "a symbol legend for each game, one click away").

* It is a part of the turn panel's pictures (``parts``: the table, then "Symbols") and renders for 2 to 4
  players, the basic and the advanced game (with the Hijack variant), in English and Spanish, and from a
  data folder with other station names (the legend names the stations of the data).
* Every entry is a group whose ``<title>`` names a rulebook section by its title; the stations A to J,
  the track kinds, the switch, ties, car, every player's locomotive and the markers are all there; the
  advanced game adds its cards and marks, the basic game does not show them.
"""
from __future__ import annotations

import json
import re
import shutil
import xml.etree.ElementTree as ET

import pytest

import rulebook
from rulebook.fracht_express.data import DATA_DIR
from rulebook.fracht_express.sections import SECTIONS
from rulebook.i18n import translate
from widgets.fracht_express import keys as K
from widgets.fracht_express.legend import legend_entries, render_legend
from widgets.views import view_for

FX = rulebook.GAMES["fracht_express"]
NS = "{http://www.w3.org/2000/svg}"
OPTIONS = [{}, {"advanced": True}, {"advanced": True, "hijack": "E"}]


def titles(svg: str) -> list:
    root = ET.fromstring(svg)
    return [g.find(f"{NS}title").text for g in root.iter(f"{NS}g") if g.find(f"{NS}title") is not None]


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("options", OPTIONS, ids=["basic", "advanced", "hijack"])
@pytest.mark.parametrize("lang", ["en", "es"])
def test_every_entry_names_its_section(players, options, lang):
    """Every legend entry explains itself with a rulebook section's title (translated), one entry per symbol."""
    st = FX.new_game(players=players, seed=players, **options)
    svg = K.render(st, part="legend", lang=lang)
    names = {translate(s.title, lang) for s in SECTIONS}
    got = titles(svg)
    assert len(got) == len(legend_entries(st)) >= 30
    for t in got:
        m = re.search(r"\((?:rulebook|reglamento)[^:]*: (.+)\)$", t)
        assert m and m.group(1) in names, t


def test_the_legend_lists_every_symbol_of_the_picture():
    """Stations A-J, the track kinds, ties, the corner symbols, a car, each locomotive and the table's markers;
    the advanced game's cards and marks only in the advanced game."""
    basic = " ".join(titles(render_legend(FX.new_game(players=3, seed=1))))
    for L in "ABCDEFGHIJ":
        assert f"Station {L} (" in basic
    for words in ("straight track", "curved track", "switch", "crossing card", "railroad tie", "car value",
                  "pick up in this station", "deliver in this station", "action number", "railroad car behind",
                  "Player 1's locomotive", "Player 3's locomotive", "empty space", "can end on this tie",
                  "derails", "next step", "shoved locomotive", "supply"):
        assert words.lower() in basic.lower(), words
    assert "Player 4's locomotive" not in basic and "Flight ticket (" not in basic
    adv = " ".join(titles(render_legend(FX.new_game(players=2, seed=1, advanced=True))))
    for words in ("flight ticket", "objection card", "hidden from you", "flight can land", "closed station",
                  "rapid pick-up", "take a flight ticket"):
        assert words in adv.lower(), words


def test_every_legend_entry_begins_as_a_sentence():
    """The legend reads as a list of sentences: each entry's words begin with a capital letter, including the
    corner key's short labels ("car value: ...") it shares with the picture."""
    for st in (FX.new_game(players=2, seed=1), FX.new_game(players=2, seed=1, advanced=True)):
        for t in titles(render_legend(st)):
            assert t[:1].isupper(), t


def test_the_legend_is_a_tab_of_the_panel():
    """The turn panel's view lists the legend as a part after the table."""
    st = FX.new_game(players=2, seed=1)
    view = view_for("fracht_express")
    assert [p for p, _t in view.parts(st, None)] == ["table", "legend"]
    assert view.render(st, seat=None, lang="en", active=frozenset(), part="table").startswith("<svg")
    with pytest.raises(ValueError):
        K.render(st, part="board:0")


def test_a_data_folder_gets_its_own_station_names(tmp_path, monkeypatch):
    """The legend names the stations as the data folder names them."""
    from rulebook import data_sets
    monkeypatch.setattr(data_sets, "_allowed", set())
    box = tmp_path / "fx_box"
    shutil.copytree(DATA_DIR, box)
    doc = json.loads((box / "stations.json").read_text())
    for s in doc["stations"]:
        if s["letter"] == "C":
            s["name"] = "Lighthouse"
    (box / "stations.json").write_text(json.dumps(doc))
    st = FX.new_game(players=2, seed=1, data_dir=str(box))
    assert "Station C (Lighthouse)" in " ".join(titles(render_legend(st)))
