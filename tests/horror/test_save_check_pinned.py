"""Save checks that mutation testing found unpinned (issue 21): a saved position whose field breaks the box's
limits is refused with a LoadError naming that field -- too many replaced skills, a monster colour twice, an
unknown spell on the Grimoire, an over-full event discard, an Incantation card twice, essence on no portal spot -- while a Grimoire slot
holding a real spell loads."""
import json

import pytest

from rulebook.core import LoadError
from rulebook.horror import HORROR


@pytest.fixture(scope="module")
def saved():
    """A fresh Black Magic game's save, as JSON text."""
    return HORROR.new_game(players=1, seed=1, ritual="black_magic").to_json()


def _load_with(saved, edit, parts=("base",)):
    d = json.loads(saved)
    for part in parts:
        edit(d[part])
    return HORROR.from_json(json.dumps(d))


def _refused(saved, edit, field, why):
    with pytest.raises(LoadError) as err:
        _load_with(saved, edit)
    assert f"'base.{field}'" in str(err.value) and why in str(err.value), str(err.value)


def test_at_most_fifty_replaced_skills(saved):
    """An investigator's list of replaced skills holds at most 50 entries."""
    _refused(saved, lambda b: b["inv"][0].__setitem__("replaced", ["doc_talk"] * 51), "inv[0].replaced", "0 to 50")
    t = _load_with(saved, lambda b: b["inv"][0].__setitem__("replaced", ["doc_talk"] * 50), ("base", "state"))
    assert len(t.inv[0].replaced) == 50


def test_a_monster_colour_is_in_play_once(saved):
    """The colours in play name each monster colour at most once."""
    _refused(saved, lambda b: b.__setitem__("colours", ["red", "red"]), "colours", "same thing twice")


def test_a_grimoire_slot_holds_a_spell_of_the_game_or_none(saved):
    """A Grimoire slot's spell is a spell of the data (a real one, taken from the spell deck, loads; an unknown
    one is refused)."""
    _refused(saved, lambda b: b["grimoire"][0].__setitem__(1, "NOPE"), "grimoire[0][1]", "NOPE")

    def put_spell(b):
        b["grimoire"][0][1] = b["spell_deck"].pop(0)
    t = _load_with(saved, put_spell, ("base", "state"))
    assert t.grimoire[0][1] is not None and t.grimoire[0][1] not in t.spell_deck


def test_the_event_discard_holds_at_most_a_hundred_tokens(saved):
    """The event discard is a list of at most 100 tokens."""
    _refused(saved, lambda b: b.__setitem__("event_discard", b["event_discard"] * 10), "event_discard", "0 to 100")


def test_an_incantation_card_is_in_the_deck_once(saved):
    """The Incantation deck names each card at most once."""
    _refused(saved, lambda b: b.__setitem__("incantation_deck", [b["incantation_deck"][0]] * 2 + b["incantation_deck"][2:]),
             "incantation_deck", "same thing twice")


def test_essence_lies_only_on_a_portal_spot_of_a_landscape(saved):
    """The portals holding essence are named ``<landscape>.<spot>``; any other name is refused as no portal
    spot of a landscape tile."""
    _refused(saved, lambda b: b.__setitem__("portals", {"nowhere.3": 1}), "portals.nowhere.3", "portal spot")
