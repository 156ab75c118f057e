"""Ids in words (issue 21, mutation pass): a portal id by its number and landscape, a quest card by the name of
the desire clue that brings it, a suspect's number with the name on its tile, and an action's or log line's
parameters put in those words -- only where the parameter really is such an id."""
import pytest

from rulebook.horror import HORROR
from rulebook.horror.actions import AskFeature, Relocate
from rulebook.horror.names import (portal_msg, portal_name, quest_name, readable, readable_msg, suspect_msg,
                                   suspect_name)
from rulebook.i18n import Msg, Seat


@pytest.fixture(scope="module")
def st():
    return HORROR.new_game(players=2, seed=1)


def _tile(st, i):
    return st.comp.suspects[st.suspects[i].tile]["name"]


def test_portal_ids_in_words(st):
    """``start0.2`` is the third portal of the first starting landscape; anything that is not
    ``<landscape>.<number>`` of a landscape of the game names no portal."""
    land = st.comp.landscapes["start0"]["name"]
    assert portal_name(st, "start0.2") == f"3 on {land}"
    assert portal_name(st, "start0.0") == f"1 on {land}"
    assert portal_msg(st, "start0.12").params["n"] == 13
    for bad in ("nowhere.1", "start0", "start0.x", "start0.1.2", "xstart0.1", "start0.1 "):
        assert portal_name(st, bad) is None


def test_quest_ids_in_words(st):
    """A quest card is named by the desire clue that brings it; an id that is no quest names nothing."""
    assert quest_name(st, "Q_artifact") == "Artifact"
    assert quest_name(st, "Q_tome") == "Tome"
    assert quest_name(st, "D0") is None and quest_name(st, "start0.1") is None


def test_suspect_numbers_in_words(st):
    """Suspect numbers run 1 to 6 (as drawn); each is shown with the name on its tile; 0, 7, a boolean or a
    string is no suspect number."""
    assert suspect_name(st, 1) == f"1 ({_tile(st, 0)})"
    assert suspect_name(st, 6) == f"6 ({_tile(st, 5)})"
    for bad in (0, 7, -1, True, "1", None):
        assert suspect_msg(st, bad) is None


def test_an_actions_ids_are_put_in_words(st):
    """A move of a suspect names the suspect moved (its 0-based index in the action, shown 1-based with the
    name), a move of an investigator names the seat, and a suspect's number in "suspect {s}" is named too."""
    m = readable_msg(st, Relocate("suspect", "2", 1, 2).describe())
    assert m.params["who"].text() == f"3 ({_tile(st, 2)})"
    m = readable_msg(st, Relocate("investigator", "1", 1, 2).describe())
    assert m.params["who"] == Seat(1)
    m = readable_msg(st, Relocate("passenger", "calm", 1, 2).describe())
    assert m.params["who"] == Relocate("passenger", "calm", 1, 2).describe().params["who"]
    text = readable(st, AskFeature(3, 0).describe())
    assert f"suspect 4 ({_tile(st, 3)})" in text


def test_only_real_ids_are_replaced(st):
    """A number ``s`` in a line that does not speak of a suspect is left alone, and so is a line with no id at
    all (the very same message comes back); a portal or quest id among the parameters is named."""
    plain = Msg("Space {s} is empty.", {"s": 2})
    assert readable_msg(st, plain) is plain
    m = readable_msg(st, Msg("{n} essence goes onto portal {p}.", {"n": 1, "p": "start0.1", "q": "Q_tome"}))
    assert m.params["p"].text() == f"2 on {st.comp.landscapes['start0']['name']}"
    assert m.params["q"].text() == "Tome" and m.params["n"] == 1
    who = readable_msg(st, Msg("Move {kind} {who}.", {"kind": Msg("suspect"), "who": "x2"}))
    assert who.params["who"] == "x2"


def test_names_are_given_in_the_language_asked_for(st, monkeypatch):
    """Each name comes in the language asked for (here a made-up one, "xx", whose sentences are the English
    ones behind "xx:")."""
    from rulebook import i18n
    real = i18n.translations

    class Marked:
        def gettext(self, s):
            return "xx:" + s

    monkeypatch.setattr(i18n, "translations", lambda lang="en": Marked() if lang == "xx" else real(lang))
    assert quest_name(st, "Q_tome", "xx") == "xx:Tome"
    assert suspect_name(st, 1, "xx") == f"xx:1 (xx:{_tile(st, 0)})"
    assert portal_name(st, "start0.0", "xx").startswith("xx:1 on xx:")
