"""Rules of the section "cars": new 0-value cars join the right end; upgrades climb 0-1-2-4-7-12 one step,
the leftmost of equal cars first, never above the car on the left."""
import pytest

from rulebook.first_class.actions import AddCar, CarryOut, CoinUpgrade, Skip, Upgrade
from rulebook.first_class.cars import NEXT
from rulebook.first_class.data import load_components
from rulebook.first_class.scenario import find_card, play, scenario

COMP = load_components()
ONE_CAR = find_card(COMP, ("car", 1), module="X", colour="green")
TWO_CARS = find_card(COMP, ("car", 2), module="X", colour="green")
UP0_TWICE = find_card(COMP, ("upgrade", 2, 0), module="X", colour="green")
UP0_THEN_UP1 = find_card(COMP, ("upgrade", 1, 0), ("upgrade", 1, 1), module="X", colour="green")
UP1 = find_card(COMP, ("upgrade", 1, 1), module="X", colour="green")
ANY = find_card(COMP, ("upgrade_any", 1), module="X", colour="green")


def carry(held, p0, **kw):
    s = scenario(players=3, seed=1, cur=0, held=held, p0=p0, **kw)
    s.apply(CarryOut())
    return s


@pytest.mark.parametrize("train", [0, 1])
def test_new_car_joins_the_right_end(train):
    """A new 0-value car is added at the right end of the chosen train."""
    s = carry(ONE_CAR, {"trains": [[4, 2], [7, 1, 1]]})
    s.apply(AddCar(train))
    assert s.players[0].trains[train][-1] == 0
    assert len(s.players[0].trains[train]) == (3, 4)[train]


def test_each_car_symbol_is_one_car_each_with_its_own_train():
    """A card showing the car symbol twice gives two cars; each picks its train."""
    s = carry(TWO_CARS, {"trains": [[1], [2]]})
    play(s, AddCar(1), AddCar(0))
    assert s.players[0].trains == [[1, 0], [2, 0]]
    assert s.stack == []


@pytest.mark.parametrize("value", [0, 1, 2, 4, 7])
def test_upgrade_is_exactly_one_step(value):
    """Upgrades follow 0-1-2-4-7-12; each lifts a car to the next value and no further."""
    s = carry(ANY, {"trains": [[value], [0]]})
    legal = [a for a in s.legal_actions() if isinstance(a, Upgrade) and a.train == 0]
    assert legal == [Upgrade(0, 0, NEXT[value])]
    s.apply(legal[0])
    assert s.players[0].trains[0] == [NEXT[value]]


@pytest.mark.parametrize("value,to", [(0, 2), (1, 4), (2, 7), (4, 12), (0, 3)])
def test_steps_cannot_be_skipped(value, to, refused):
    """A car cannot jump over a value on its way up."""
    s = carry(ANY, {"trains": [[value], [0]]})
    with refused(s, "cars", "one step"):
        s.apply(Upgrade(0, 0, to))


def test_twelve_is_the_top(refused):
    """A 12-value car cannot be upgraded."""
    s = carry(ANY, {"trains": [[12], [0]]})
    with refused(s, "cars", "most luxurious"):
        s.apply(Upgrade(0, 0, 12))


def test_first_car_is_free_to_upgrade():
    """The first car of a train has nothing on its left and can always go up."""
    s = carry(ANY, {"trains": [[4, 4, 2], [0]]})
    assert Upgrade(0, 0, 7) in s.legal_actions()


def test_car_may_equal_but_not_exceed_its_left_neighbour(refused):
    """A car may reach the value of the car to its left, never pass it. (Once it equals its left
    neighbour, the leftmost-first rule is what stops it, so that is the reason given.)"""
    s = carry(ANY, {"trains": [[2, 1], [0]]})
    s.apply(Upgrade(0, 1, 2))
    assert s.players[0].trains[0] == [2, 2]
    s2 = carry(ANY, {"trains": [[2, 2], [0]]})
    assert [a for a in s2.legal_actions() if isinstance(a, Upgrade) and a.train == 0] == [Upgrade(0, 0, 4)]
    with refused(s2, "cars", "upgrade car 1 first"):
        s2.apply(Upgrade(0, 1, 4))


def test_equal_cars_go_up_from_the_left(refused):
    """Among cars of equal value in one train, the leftmost is upgraded first."""
    s = carry(ANY, {"trains": [[2, 1, 1, 1], [0]]})
    with refused(s, "cars", "from the left"):
        s.apply(Upgrade(0, 2, 2))
    s.apply(Upgrade(0, 1, 2))
    assert s.players[0].trains[0] == [2, 2, 1, 1]


def test_mail_car_is_skipped_when_looking_left(refused):
    """The car after the mail car is compared with the railroad car before the mail car."""
    s = carry(ANY, {"trains": [[2, 2, 2, 1, 1, "mail", 1], [0]]})
    with refused(s, "cars", "from the left"):
        s.apply(Upgrade(0, 6, 2))
    assert Upgrade(0, 3, 2) in s.legal_actions()


def test_printed_upgrade_only_lifts_its_own_value(refused):
    """An upgrade symbol showing 0 to 1 lifts a 0-value car only."""
    s = carry(UP0_TWICE, {"trains": [[1, 0], [0]]})
    with refused(s, "cars", "only lifts 0-value cars"):
        s.apply(Upgrade(0, 0, 2))


def test_printed_upgrades_split_between_trains():
    """Two upgrades may go one to each train."""
    s = carry(UP0_TWICE, {"trains": [[0], [0]]})
    play(s, Upgrade(0, 0, 1), Upgrade(1, 0, 1))
    assert s.players[0].trains == [[1], [1]]


def test_same_car_may_be_upgraded_twice_with_the_right_symbols():
    """A 0-to-1 symbol and a 1-to-2 symbol can both go to the same car."""
    s = carry(UP0_THEN_UP1, {"trains": [[0], [0]]})
    play(s, Upgrade(0, 0, 1), Upgrade(0, 0, 2))
    assert s.players[0].trains == [[2], [0]]


def test_upgrade_needs_the_car_in_a_train():
    """A 1-to-2 symbol does nothing when no 1-value car exists: it is lost."""
    s = scenario(players=3, seed=1, cur=0, held=UP1, p0={"trains": [[0], [0]]})
    events = s.apply(CarryOut())
    assert s.stack == [] and any("lost" in e.text for e in events)


def test_upgrade_swaps_cards_with_the_supply():
    """0 to 1 flips the same card; 1 to 2 returns a 0/1 card and takes a 2/4 card."""
    s = carry(UP0_THEN_UP1, {"trains": [[0], [0]]})
    before = list(s.car_supply)
    s.apply(Upgrade(0, 0, 1))
    assert s.car_supply == before
    s.apply(Upgrade(0, 0, 2))
    assert s.car_supply == [before[0] + 1, before[1] - 1, before[2]]
    assert s.check_invariants() == []


def all_two_four_cards_used():
    """Trains that use up every 2/4 card of the box between players 1 and 2 (24 cards)."""
    return ({"trains": [[4, 4, 4, 4, 4, "mail", 4, 4, 4], [4, 4, 4, 4, 4, "mail", 4, 4, 4]]},
            {"trains": [[2, 2, 2, 2, 2, "mail", 2, 2, 2], [0]]})


def test_empty_supply_blocks_the_upgrade(refused):
    """Default ruling supply_out='block': with no 2/4 card left, a 1 cannot become a 2."""
    p1, p2 = all_two_four_cards_used()
    s = scenario(players=3, seed=1, cur=0, p0={"trains": [[1], [0]], "coins": [0, 0, 1]}, p1=p1, p2=p2)
    assert s.car_supply[1] == 0
    with refused(s, "cars", "no 2-value car"):
        s.apply(CoinUpgrade(0, 0, 2))


def test_unlimited_supply_ruling():
    """With supply_out='unlimited' the same upgrade is allowed."""
    p1, p2 = all_two_four_cards_used()
    s = scenario(players=3, seed=1, cur=0, p0={"trains": [[1], [0]], "coins": [0, 0, 1]}, p1=p1, p2=p2,
                 rulings={"supply_out": "unlimited"})
    s.apply(CoinUpgrade(0, 0, 2))
    assert s.players[0].trains[0] == [2]


def test_only_two_trains(refused):
    """There are two trains, upper (0) and lower (1)."""
    s = carry(ONE_CAR, {"trains": [[0], [0]]})
    with refused(s, "cars", "only two trains"):
        s.apply(AddCar(2))


def test_adding_cars_may_be_left_out():
    """Leaving out the new car keeps the trains unchanged."""
    s = carry(ONE_CAR, {"trains": [[0], [0]]})
    s.apply(Skip())
    assert s.players[0].trains == [[0], [0]]
