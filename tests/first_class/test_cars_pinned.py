"""Rules of the section "cars" that mutation testing found unpinned (issue 21).

Each test builds a position where one clause of ``rulebook/first_class/cars.py`` decides the answer:
an empty supply of 0/1 cards, a double-sided card that only flips over, a car to the right of the
mail car, and the locomotive tile a 9th card needs. Coins are used to ask the engine (a coin in
column 1 offers a new car, a coin in column 3 an upgrade), so the same ``legal_actions`` and
``apply`` paths as in play are exercised.
"""
import pytest

from rulebook.first_class import cars
from rulebook.first_class.actions import CoinCar, CoinUpgrade
from rulebook.first_class.scenario import scenario

M = "mail"


def eight(v, n=8):
    """A full train of ``n`` railroad cars of value ``v`` with its mail car as the 6th card."""
    cells = [v] * n
    return cells[:5] + [M] + cells[5:]


def no_zero_one_cards(p0_trains, coins=(1, 0, 1), **kw):
    """Four players whose trains hold all 54 cards of the 0/1 kind; player 1 holds six of them."""
    others = {"trains": [eight(1), eight(1)]}
    s = scenario(players=4, seed=2, cur=0, p0={"trains": p0_trains, "coins": list(coins)},
                 p1=others, p2=others, p3=others, **kw)
    assert s.car_supply[0] == 0
    return s


def upgrades(s, t=0):
    return sorted((a.pos, a.to) for a in s.legal_actions() if isinstance(a, CoinUpgrade) and a.train == t)


def test_no_new_car_from_an_empty_supply(refused):
    """A new 0-value car needs a 0/1 card in the supply: with none left, no train is offered one and
    asking for it is refused for that reason."""
    s = no_zero_one_cards([[1, 1, 1], [0, 0, 0]])
    assert not [a for a in s.legal_actions() if isinstance(a, CoinCar)]
    for t in (0, 1):
        with refused(s, "cars", "no 0-value car left"):
            s.apply(CoinCar(t))


def test_new_car_is_offered_while_the_supply_holds_one():
    """The same trains with one 0/1 card back in the supply (one car fewer elsewhere) take a new car."""
    others = {"trains": [eight(1), eight(1)]}
    s = scenario(players=4, seed=2, cur=0, p0={"trains": [[1, 1, 1], [0, 0]], "coins": [1, 0, 0]},
                 p1=others, p2=others, p3=others)
    assert s.car_supply[0] == 1
    assert {a.train for a in s.legal_actions() if isinstance(a, CoinCar)} == {0, 1}
    s.apply(CoinCar(1))
    assert s.players[0].trains[1] == [0, 0, 0] and s.car_supply[0] == 0


def test_zero_to_one_flips_the_same_card_with_an_empty_supply():
    """0 and 1 are the two sides of one card: a 0 becomes a 1 by turning it over, so an empty
    supply of 0/1 cards does not stop it, and the supply is untouched."""
    s = no_zero_one_cards([[1, 1, 1], [0, 0, 0]])
    assert upgrades(s, 1) == [(0, 1)]
    before = list(s.car_supply)
    assert cars.why_not_upgrade(s, 0, 1, 0, 1) is None
    s.apply(CoinUpgrade(1, 0, 1))
    assert s.players[0].trains[1] == [1, 0, 0] and s.car_supply == before


@pytest.mark.parametrize("low,high,p1_trains", [
    # 2 -> 4: the 24 cards of the 2/4 kind, 23 on player 2's board and one in player 1's train
    (2, 4, [eight(2), eight(2)]),
    # 7 -> 12: the 16 cards of the 7/12 kind, 15 on player 2's board and one in player 1's train
    (7, 12, [eight(7), eight(7, 7)]),
])
def test_double_sided_flips_need_no_spare_card(low, high, p1_trains):
    """2 to 4 and 7 to 12 turn the same double-sided card over: allowed when the supply has no
    card of that kind left, and the supply stays as it was."""
    p2 = {"trains": [eight(2, 7), [0]]} if low == 2 else None
    s = scenario(players=3, seed=1, cur=0, p0={"trains": [[low], [0]], "coins": [0, 0, 1]},
                 p1={"trains": p1_trains}, p2=p2)
    pair = cars.PAIR[low]
    assert s.car_supply[pair] == 0
    assert (0, high) in upgrades(s, 0)
    assert cars.why_not_upgrade(s, 0, 0, 0, high) is None
    before = list(s.car_supply)
    s.apply(CoinUpgrade(0, 0, high))
    assert s.players[0].trains[0] == [high] and s.car_supply == before


def test_crossing_to_another_card_still_needs_a_spare(refused):
    """1 to 2 swaps a 0/1 card for a 2/4 card: with no 2/4 card left it is neither offered nor allowed,
    while the flip 0 to 1 beside it still is."""
    s = scenario(players=3, seed=1, cur=0, p0={"trains": [[1, 0], [0]], "coins": [0, 0, 1]},
                 p1={"trains": [eight(2), eight(2)]}, p2={"trains": [eight(2, 7), [2]]})
    assert s.car_supply[1] == 0
    assert upgrades(s, 0) == [(1, 1)]
    with refused(s, "cars", "no 2-value car"):
        s.apply(CoinUpgrade(0, 0, 2))


def test_cars_right_of_the_mail_car_are_offered_upgrades():
    """The mail car is skipped, not a wall: a car after it may be upgraded up to the value of the
    railroad car before the mail car."""
    s = scenario(players=3, seed=1, cur=0, p0={"trains": [[4, 4, 4, 4, 4, M, 2], [0]], "coins": [0, 0, 1]})
    assert upgrades(s, 0) == [(0, 7), (6, 4)]
    s.apply(CoinUpgrade(0, 6, 4))
    assert s.players[0].trains[0][-1] == 4


def test_car_right_of_the_mail_car_is_bounded_by_the_car_before_it():
    """After the mail car the bound is still the railroad car before the mail car: a 2 behind a 2 is
    not offered (it would pass it), only the leftmost 2."""
    s = scenario(players=3, seed=1, cur=0, p0={"trains": [[4, 4, 2, 2, 2, M, 1], [0]], "coins": [0, 0, 1]})
    assert upgrades(s, 0) == [(0, 7), (2, 4), (6, 2)]


def test_finished_train_still_offers_upgrades_of_its_cars():
    """A finished train (locomotive tile as 10th card) still offers upgrades of its railroad cars,
    the tile itself never."""
    s = scenario(players=3, seed=1, cur=0, p0={"trains": [[4, 4, 4, 2, 2, M, 2, 1, 1, "tile"], [0]],
                                                 "coins": [0, 0, 1]})
    assert upgrades(s, 0) == [(0, 7), (3, 4), (7, 2)]


def tiles_gone(supply_out="block"):
    """A position with player 1's upper train at 8 cards and the lower one at 2, then every locomotive
    tile taken away from the supply. In a real game eight tiles cannot run out while a train is open
    (four players have eight trains), so this is a hand-made position that tests only the guard."""
    s = scenario(players=3, seed=1, cur=0, p0={"trains": [[1, 1, 1, 1, 1, M, 1, 1], [1, 1]], "coins": [1, 0, 0]},
                 rulings={"supply_out": supply_out})
    s.tiles = []
    return s


def test_without_a_locomotive_tile_only_the_ninth_card_is_refused():
    """With no locomotive tile left a train cannot take its 9th card (that card brings the tile), but
    shorter trains still take cars."""
    s = tiles_gone()
    assert not cars.can_add_car(s, 0, 0)
    assert cars.can_add_car(s, 0, 1)
    v = cars.why_not_add_car(s, 0, 0)
    assert v is not None and v.rule == "special_cars" and "9th card" in v.reason
    assert cars.why_not_add_car(s, 0, 1) is None


def test_unlimited_supply_ruling_lets_the_ninth_card_join():
    """Under supply_out='unlimited' a 9th card joins even with no locomotive tile left (the highest
    tile's numbers are reused)."""
    s = tiles_gone("unlimited")
    assert cars.can_add_car(s, 0, 0) and cars.can_add_car(s, 0, 1)
    assert cars.why_not_add_car(s, 0, 0) is None


def test_ninth_card_brings_the_locomotive_tile():
    """Adding the 9th card puts the first locomotive tile of the supply on as the 10th card, and the
    train then takes no more cars."""
    s = scenario(players=3, seed=1, cur=0, p0={"trains": [[1, 1, 1, 1, 1, M, 1, 1], [0]], "coins": [1, 0, 0]})
    first = s.tiles[0]
    assert CoinCar(0) in s.legal_actions()
    s.apply(CoinCar(0))
    assert s.players[0].trains[0][-2:] == [0, 100 + first]
    assert not cars.can_add_car(s, 0, 0)


def test_coin_actions_name_the_cars_section_and_the_player():
    """A coin action refused by a rule of cars is refused under the section "cars"; its log line is filed under
    "coins" (what paid for it) and names the player who took the car or made the upgrade."""
    s = scenario(players=3, seed=1, cur=1, p1={"trains": [[1, 0], [0]], "coins": [1, 0, 1]})
    for bad in (CoinCar(2), CoinUpgrade(2, 0, 2)):
        v = s.explain(bad)
        assert v is not None and v.rule == "cars" and "only two trains" in v.reason
    ev = s.apply(CoinUpgrade(0, 1, 1))
    up = [e for e in ev if "upgrades car" in e.text]
    assert len(up) == 1 and up[0].rule == "coins" and up[0].player == 1
    ev = s.apply(CoinCar(1))
    add = [e for e in ev if "adds a 0-value car" in e.text]
    assert len(add) == 1 and add[0].rule == "coins" and add[0].player == 1


def test_upgrade_of_a_car_past_the_end_of_the_train_is_refused():
    """Asking to upgrade a car number the train does not have is refused as such (the train's last car + 1
    included), not an error."""
    s = scenario(players=3, seed=1, cur=0, p0={"trains": [[1, 0], [0]], "coins": [0, 0, 1]})
    for pos in (2, 5, -1):
        v = s.explain(CoinUpgrade(0, pos, 1))
        assert v is not None and v.rule == "cars" and "has no car" in v.reason


def test_the_last_spare_card_still_allows_crossing():
    """1 to 2 swaps a 0/1 card for a 2/4 card: with exactly one 2/4 card left in the supply it is offered and
    done, and takes that last card."""
    s = scenario(players=3, seed=1, cur=0, p0={"trains": [[1, 0], [0]], "coins": [0, 0, 1]},
                 p1={"trains": [eight(2), eight(2)]}, p2={"trains": [eight(2, 7), [0]]})
    assert s.car_supply[1] == 1
    assert upgrades(s, 0) == [(0, 2), (1, 1)]
    s.apply(CoinUpgrade(0, 0, 2))
    assert s.players[0].trains[0] == [2, 0] and s.car_supply[1] == 0
