"""Rules of the section "upgrade_choice": any one car of either train goes up one step, or a new
0-value car is taken instead; the usual upgrade restrictions still hold."""
import pytest

from rulebook.first_class.actions import AddCar, CarryOut, Skip, Upgrade
from rulebook.first_class.data import load_components
from rulebook.first_class.scenario import find_card, play, scenario

COMP = load_components()
ANY = find_card(COMP, ("upgrade_any", 1), module="X", colour="green")
ANY_TWICE = find_card(COMP, ("upgrade_any", 2), module="X", colour="blue")
UP4 = find_card(COMP, ("upgrade", 1, 4), module="X", colour="red")


def carry(held, p0, round=1):
    s = scenario(players=3, seed=1, round=round, cur=0, held=held, p0=p0)
    s.apply(CarryOut())
    return s


@pytest.mark.parametrize("lower,after", [([4, 4, 1], [7, 4, 1]), ([7, 4, 4, 2], [7, 7, 4, 2])])
def test_rulebook_example_leftmost_four_becomes_seven(lower, after, refused):
    """Rulebook example: two 4-value cars in the lower train; the upgrade of choice must take the
    leftmost one to 7 (the other 4 may not be chosen). A 7 comes from the supply, the 4 goes back."""
    s = carry(ANY, {"trains": [[0], lower]})
    first, second = lower.index(4), lower.index(4) + 1
    with refused(s, "cars", "from the left"):
        s.apply(Upgrade(1, second, 7))
    before = list(s.car_supply)
    s.apply(Upgrade(1, first, 7))
    assert s.players[0].trains[1] == after
    assert s.car_supply == [before[0], before[1] + 1, before[2] - 1]


def test_the_four_to_seven_symbol_does_the_same():
    """The same upgrade could be made with the printed 4-to-7 symbol: same result."""
    a = carry(ANY, {"trains": [[0], [4, 4, 1]]}, round=5)
    b = carry(UP4, {"trains": [[0], [4, 4, 1]]}, round=5)
    a.apply(Upgrade(1, 0, 7))
    b.apply(Upgrade(1, 0, 7))
    assert a.players[0].trains == b.players[0].trains == [[0], [7, 4, 1]]


def test_any_car_of_either_train():
    """Every car that may go up under the usual restrictions is offered, in both trains."""
    s = carry(ANY, {"trains": [[7, 2, 2, 0], [1, 1]]})
    ups = {a for a in s.legal_actions() if isinstance(a, Upgrade)}
    assert ups == {Upgrade(0, 0, 12), Upgrade(0, 1, 4), Upgrade(0, 3, 1), Upgrade(1, 0, 2)}


@pytest.mark.parametrize("train", [0, 1])
def test_a_new_car_instead(train):
    """Instead of an upgrade, a 0-value car may be added at the end of either train."""
    s = carry(ANY, {"trains": [[4, 2], [1]]})
    s.apply(AddCar(train))
    assert s.players[0].trains[train][-1] == 0
    assert s.stack == []


def test_several_may_lift_the_same_car():
    """Two upgrades of choice may both go to one car."""
    s = carry(ANY_TWICE, {"trains": [[0], [0]]}, round=3)
    play(s, Upgrade(0, 0, 1), Upgrade(0, 0, 2))
    assert s.players[0].trains[0] == [2]


def test_several_may_mix_upgrade_and_new_car():
    """Of two upgrades of choice, one may lift a car and the other become a new car."""
    s = carry(ANY_TWICE, {"trains": [[2], [0]]}, round=3)
    play(s, AddCar(1), Upgrade(0, 0, 4))
    assert s.players[0].trains == [[4], [0, 0]]


def test_exactly_one_step(refused):
    """An upgrade of choice still moves a car only one step."""
    s = carry(ANY, {"trains": [[4], [0]]})
    with refused(s, "cars", "one step"):
        s.apply(Upgrade(0, 0, 12))


def test_mail_car_is_not_a_choice(refused):
    """The car of choice must be a railroad car: mail cars never go up."""
    s = carry(ANY, {"trains": [[1, 1, 1, 1, 1, "mail"], [0]]})
    with refused(s, "special_cars", "never be upgraded"):
        s.apply(Upgrade(0, 5, 1))


def test_may_be_left_out():
    """The upgrade of choice may be left out entirely."""
    s = carry(ANY, {"trains": [[1], [0]]})
    s.apply(Skip())
    assert s.players[0].trains == [[1], [0]] and s.phase == "post"


def test_logged_under_this_section():
    """The upgrade made with the upgrade-of-choice symbol is explained by this section in the log."""
    s = carry(ANY, {"trains": [[1], [0]]})
    events = s.apply(Upgrade(0, 0, 2))
    assert [e.rule for e in events] == ["upgrade_choice"]


def test_choice_must_name_a_car_of_the_train(refused):
    """The chosen car must exist in the chosen train."""
    s = carry(ANY, {"trains": [[1, 0], [0]]})
    with refused(s, "upgrade_choice", "has no car 8"):
        s.apply(Upgrade(0, 7, 1))
