"""Finding action cards by words (the scenario API's card descriptions): what mutation testing found unpinned
(issue 21)."""
import pytest

from rulebook.first_class import card_words
from rulebook.first_class.data import load_components
from rulebook.first_class.scenario import ScenarioError, find_card

COMP = load_components()


def test_a_value_written_before_car_is_the_value_the_upgrade_lifts():
    """``4-car upgrade`` is one upgrade of a 4-value car (as ``upgrade from 4``), not four upgrades."""
    assert card_words.parse("4-car upgrade") == [{"do": "upgrade", "n": 1, "from": 4}]
    assert find_card(COMP, "4-car upgrade") == find_card(COMP, "upgrade from 4") == "X-R01"
    assert COMP.cards["X-R01"].symbols == (("upgrade", 1, 4),)


def test_route_and_contract_name_a_card_type():
    """``route`` and ``contract`` name the kind of card, not a symbol: they find a route card and a contract."""
    assert card_words.parse("route") == [{"type": "route"}]
    assert card_words.parse("contracts") == [{"type": "contract"}]
    assert COMP.cards[find_card(COMP, "route", colour="green")].type == "route"
    assert COMP.cards[find_card(COMP, "contract")].type == "contract"


def test_points_are_a_symbol_with_a_count():
    """``3 points`` is the points symbol with its count; a card showing an upgrade and a point is found by it."""
    assert card_words.parse("3 points") == [{"do": "points", "n": 3, "from": None}]
    cid = find_card(COMP, "upgrade + point", module="B", colour="green")
    assert COMP.cards[cid].symbols == (("upgrade", 1, 0), ("points", 1, 0))


def test_a_part_naming_no_symbol_is_refused_naming_that_part():
    """A description part that names no symbol is refused with a sentence quoting that part."""
    with pytest.raises(ScenarioError) as err:
        card_words.parse("2 cars + a teapot")
    assert "'a teapot' names no symbol" in str(err.value)


def test_a_card_not_showing_the_parts_does_not_match():
    """``matches`` answers -1 for a card that does not show the description: one of another type for a typed
    part, one lacking a symbol for a symbol part; 0 for exactly the parts, 1 for the parts and more."""
    route = COMP.cards[find_card(COMP, "route", colour="green")]
    up4 = COMP.cards["X-R01"]
    assert card_words.matches(up4, card_words.parse("route")) == -1
    assert card_words.matches(up4, card_words.parse("2 cars")) == -1
    assert card_words.matches(up4, card_words.parse("upgrade from 4")) == 0
    assert card_words.matches(COMP.cards["A-R08"], card_words.parse("upgrade from 4")) == 1
    assert card_words.matches(route, card_words.parse("route")) in (0, 1)
