"""Rules of the section "special_cars": the 5th card of a train brings a mail car (the player's choice)
as the 6th; the 9th brings the top locomotive tile as the 10th and last card, with 1 or 2 upgrades of
choice for either train; mail cars never go up and score nothing; a tile closes its train."""
import pytest

from rulebook.first_class.actions import (AddCar, CarryOut, ChooseMail, CoinCar, Skip, Upgrade)
from rulebook.first_class.data import load_components
from rulebook.first_class.scenario import find_card, play, scenario
from rulebook.first_class.units import AnyUpgrades, MailCar

COMP = load_components()
ONE_CAR = find_card(COMP, ("car", 1), module="X", colour="green")
ANY = find_card(COMP, ("upgrade_any", 1), module="X", colour="green")
FIVE = [2, 1, 1, 0, 0]
EIGHT = [2, 1, 1, 0, 0, "mail", 0, 0]


def add_fifth(how, mail_train=0):
    """Add the 5th card to the upper train in one of three ways."""
    p0 = {"trains": [[2, 1, 1, 0], [0]], "coins": [1, 0, 0]}
    if how == "card":
        s = scenario(players=3, seed=1, cur=0, held=ONE_CAR, p0=p0)
        play(s, CarryOut(), AddCar(0))
    elif how == "choice":
        s = scenario(players=3, seed=1, cur=0, held=ANY, p0=p0)
        play(s, CarryOut(), AddCar(0))
    else:
        s = scenario(players=3, seed=1, cur=0, p0=p0)
        s.apply(CoinCar(0))
    return s


@pytest.mark.parametrize("how", ["card", "choice", "coin"])
def test_fifth_car_brings_the_mail_car_as_sixth(how):
    """However the 5th car arrives, a mail car must be added right away as the 6th card."""
    s = add_fifth(how)
    assert s.stack[-1] == MailCar(0) and s.stack[-1].to_json() == ["mail", 0]
    assert set(s.legal_actions()) == {ChooseMail(m) for m in (1, 2, 3, 4)}
    s.apply(ChooseMail(2))
    pl = s.players[0]
    assert pl.trains[0] == [2, 1, 1, 0, 0, -2] and pl.mail_left == [1, 3, 4]


def test_mail_car_cannot_be_left_out(refused):
    """Adding the mail car is not optional."""
    s = add_fifth("card")
    with refused(s, "special_cars", "required"):
        s.apply(Skip())


@pytest.mark.parametrize("mail", [1, 2, 3, 4])
def test_any_available_mail_car_may_be_chosen(mail):
    """Any of the player's unused mail cars can be the one."""
    s = add_fifth("coin")
    s.apply(ChooseMail(mail))
    assert s.players[0].trains[0][5] == -mail


def test_used_mail_car_cannot_be_chosen_again(refused):
    """A mail car already in a train is not available."""
    s = scenario(players=3, seed=1, cur=0, p0={"trains": [FIVE + ["mail3"], [2, 1, 1, 0]], "coins": [1, 0, 0]})
    s.apply(CoinCar(1))
    with refused(s, "special_cars", "not one of your unused mail cars"):
        s.apply(ChooseMail(3))


def test_exactly_two_mail_cars_in_a_game():
    """One mail car per train: after both trains pass 5 cars, two mail cars stay unused."""
    s = scenario(players=3, seed=1, cur=0, p0={"trains": [FIVE + ["mail", 0, 0, 0], FIVE + ["mail"]], "coins": 3})
    s.apply(CoinCar(1))
    assert s.stack == [] and len(s.players[0].mail_left) == 2


def test_mail_car_never_goes_up(refused):
    """Mail cars cannot be upgraded."""
    s = scenario(players=3, seed=1, cur=0, held=ANY, p0={"trains": [FIVE + ["mail"], [0]]})
    s.apply(CarryOut())
    assert all(not (isinstance(a, Upgrade) and a.pos == 5) for a in s.legal_actions())
    with refused(s, "special_cars", "never be upgraded"):
        s.apply(Upgrade(0, 5, 1))


def test_ninth_card_brings_the_top_locomotive_tile_as_tenth():
    """The 9th card of a train brings a locomotive tile as the 10th and last card: the top one (5)."""
    s = scenario(players=3, seed=1, cur=0, held=ONE_CAR, p0={"trains": [EIGHT, [0]]})
    play(s, CarryOut(), AddCar(0))
    tr = s.players[0].trains[0]
    assert len(tr) == 10 and tr[9] == 100 and COMP.locomotive_tiles[0][0] == 5
    assert s.tiles == list(range(1, 8))


def test_next_tile_is_the_next_value():
    """Tiles come off the pile in ascending order: the second train to finish gets the second tile."""
    s = scenario(players=3, seed=1, cur=0, p0={"trains": [EIGHT, [0]], "coins": 1},
                 p1={"trains": [EIGHT + [0, "tile"], [0]]})
    s.apply(CoinCar(0))
    assert s.players[0].trains[0][9] == 101
    assert COMP.locomotive_tiles[1][0] > COMP.locomotive_tiles[0][0]


def test_tile_upgrades_may_go_to_either_train():
    """The tile's upgrades of choice can be used in the other train too (tile 5: two upgrades)."""
    ups = COMP.locomotive_tiles[0][1]
    s = scenario(players=3, seed=1, cur=0, held=ONE_CAR, p0={"trains": [EIGHT, [4, 1]]})
    play(s, CarryOut(), AddCar(0))
    assert s.stack[-1] == AnyUpgrades(ups, 0, "special_cars")
    play(s, Upgrade(1, 1, 2), Upgrade(0, 3, 1))
    assert s.players[0].trains[1] == [4, 2] and s.players[0].trains[0][3] == 1
    assert s.stack == []


def test_tile_upgrades_are_not_new_cars_by_default(refused):
    """Default ruling loco_tile_may_add_car=False: the tile's upgrades cannot become new cars."""
    s = scenario(players=3, seed=1, cur=0, held=ONE_CAR, p0={"trains": [EIGHT, [0]]})
    play(s, CarryOut(), AddCar(0))
    with refused(s, "special_cars", "may not be taken as a new car"):
        s.apply(AddCar(1))


def test_tile_upgrades_as_new_cars_by_ruling():
    """With loco_tile_may_add_car=True a tile upgrade may add a 0-value car instead."""
    s = scenario(players=3, seed=1, cur=0, held=ONE_CAR, p0={"trains": [EIGHT, [0]]},
                 rulings={"loco_tile_may_add_car": True})
    play(s, CarryOut(), AddCar(0), AddCar(1))
    assert s.players[0].trains[1] == [0, 0]


def test_finished_train_takes_no_more_cars(refused):
    """After the tile, nothing more is added to that train."""
    full = EIGHT + [0, "tile"]
    s = scenario(players=3, seed=1, cur=0, p0={"trains": [full, [0]], "coins": 1})
    assert CoinCar(0) not in s.legal_actions()
    with refused(s, "special_cars", "takes no more cars"):
        s.apply(CoinCar(0))


def test_finished_train_cars_still_go_up():
    """Cars of a finished train can still be upgraded, under the usual rules."""
    full = EIGHT + [0, "tile"]
    s = scenario(players=3, seed=1, cur=0, held=ANY, p0={"trains": [full, [0]]})
    s.apply(CarryOut())
    assert Upgrade(0, 3, 1) in s.legal_actions()


def test_locomotive_tile_is_not_upgraded(refused):
    """A locomotive tile is not a railroad car."""
    full = EIGHT + [0, "tile"]
    s = scenario(players=3, seed=1, cur=0, held=ANY, p0={"trains": [full, [0]]})
    s.apply(CarryOut())
    with refused(s, "special_cars", "cannot be upgraded"):
        s.apply(Upgrade(0, 9, 1))


def test_two_cars_at_once_past_the_fifth():
    """With two new cars, the mail car slots in after the 5th and the 2nd new car becomes the 7th."""
    two = find_card(COMP, ("car", 2), module="X", colour="green")
    s = scenario(players=3, seed=1, cur=0, held=two, p0={"trains": [[2, 1, 1, 0], [0]]})
    play(s, CarryOut(), AddCar(0), ChooseMail(1), AddCar(0))
    assert s.players[0].trains[0] == [2, 1, 1, 0, 0, -1, 0]


def test_tile_values_and_upgrades_data():
    """Eight tiles, 5 to 15, each granting 1 or 2 upgrades (values in between are illustrative)."""
    vals = [v for v, _ in COMP.locomotive_tiles]
    assert len(vals) == 8 and vals[0] == 5 and vals[-1] == 15 and vals == sorted(vals)
    assert {u for _, u in COMP.locomotive_tiles} <= {1, 2}
