"""Rules of the section "modules": every game uses the 72 base cards plus the cards of exactly two of
the five modules A-E (A and B recommended for a first game); module cards are shuffled into the three
colour piles."""
import itertools

import pytest

import rulebook
from rulebook import ConfigError
from rulebook.first_class.data import MODULES, load_components
from rulebook.first_class.actions import TakeCard
from rulebook.first_class.scenario import scenario

FC = rulebook.GAMES["first_class"]
COMP = load_components()


def in_game(s):
    return [c for r in s.rows for c in r if c] + [c for p in s.piles for c in p]


def test_default_is_a_and_b():
    """Without a choice the game uses modules A (contracts) and B, the recommended first pair."""
    s = FC.new_game(players=2, seed=0)
    assert s.options["modules"] == ["A", "B"]
    assert COMP.module_titles["A"] == "The Contracts"


@pytest.mark.parametrize("pair", list(itertools.combinations(MODULES, 2)))
def test_any_two_modules_mix_into_the_piles(pair):
    """Any pair of modules works: each pile is 24 base cards plus 8 of each chosen module."""
    s = FC.new_game(players=3, seed=4, modules=pair)
    cards = [COMP.cards[c] for c in in_game(s)]
    assert len(cards) == 120
    for colour in ("green", "blue", "red"):
        mine = [c for c in cards if c.colour == colour]
        assert len(mine) == 40
        assert sum(c.module == "X" for c in mine) == 24
        assert all(sum(c.module == m for c in mine) == 8 for m in pair)
    assert {c.module for c in cards} == {"X", *pair}


@pytest.mark.parametrize("bad", [("A",), ("A", "B", "C"), ("A", "A"), ("A", "F"), "ABC", ()])
def test_exactly_two_different_modules(bad):
    """One module, three modules, a module twice or an unknown letter is refused."""
    with pytest.raises(ConfigError, match="exactly two different modules"):
        FC.new_game(players=2, seed=0, modules=bad)


def test_modules_as_letters():
    """The two letters may be given as one text, in any order."""
    s = FC.new_game(players=2, seed=0, modules="EC")
    assert s.options["modules"] == ["C", "E"]


def test_base_cards_always_play():
    """All 72 base cards are in every game whatever the modules."""
    base = {c.id for c in COMP.cards.values() if c.module == "X"}
    assert len(base) == 72
    for pair in (("A", "B"), ("D", "E")):
        assert base <= set(in_game(FC.new_game(players=2, seed=1, modules=pair)))


def test_box_holds_120_module_cards():
    """Five modules of 24 cards each, 8 per colour."""
    mods = [c for c in COMP.cards.values() if c.module != "X"]
    assert len(mods) == 120
    for m in MODULES:
        assert sorted(c.colour for c in mods if c.module == m) == ["blue"] * 8 + ["green"] * 8 + ["red"] * 8


def test_cards_of_an_unused_module_are_not_in_the_game(refused):
    """A card of a module not chosen cannot be taken."""
    s = scenario(players=2, seed=1, cur=0)
    card = next(c.id for c in COMP.cards.values() if c.module == "C")
    with refused(s, "modules", "module C"):
        s.apply(TakeCard(card))


def test_module_a_brings_contracts_and_b_to_e_are_stand_ins():
    """Module A's contracts follow the base rules; the other modules' own symbols live in the
    supplement, so their cards here are stand-ins with basic symbols (see GAPS.md)."""
    assert any(c.type == "contract" for c in COMP.cards.values() if c.module == "A")
    for m in "BCDE":
        assert all(c.stand_in for c in COMP.cards.values() if c.module == m)
    assert COMP.illustrative
