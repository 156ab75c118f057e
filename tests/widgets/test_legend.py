"""widgets/legend.py: every game's symbol legend is one kind of page -- each entry a group that names its rulebook
section in words (its <title>) and by id (data-section, which the explain box turns into the lesson's link)."""
import xml.etree.ElementTree as ET

import pytest

from rulebook import GAMES
from rulebook.i18n import translate
from widgets.first_class import legend as first_class_legend
from widgets.fracht_express import legend as fracht_express_legend
from widgets.horror import legend as horror_legend

NS = "{http://www.w3.org/2000/svg}"
LEGENDS = {"first_class": first_class_legend, "fracht_express": fracht_express_legend, "horror": horror_legend}


@pytest.mark.parametrize("name", sorted(LEGENDS))
@pytest.mark.parametrize("lang", ["en", "es"])
def test_every_entry_names_its_section_by_id_and_in_words(name, lang):
    """Each entry group carries data-section with one of the game's section ids, and its title ends with that
    section's title in the chosen language; the words begin with a capital letter."""
    game = GAMES[name]
    titles = {s.id: translate(s.title, lang) for s in game.SECTIONS}
    svg = LEGENDS[name].render_legend(game.new_game(players=2, seed=4), lang=lang)
    groups = [g for g in ET.fromstring(svg).iter(f"{NS}g") if g.get("class") == "rb-legend-entry"]
    assert len(groups) >= 10
    for g in groups:
        sid = g.get("data-section")
        assert sid in titles, sid
        text = g.find(f"{NS}title").text
        assert text.endswith(f"{titles[sid]})"), text
        assert text[:1].isupper(), text
