"""Mail cars and locomotive tiles (special_cars.py), pinned (issue #21's mutation pass)."""
import json

import rulebook
from rulebook.first_class.actions import AddCar, CarryOut
from rulebook.first_class.data import load_components
from rulebook.first_class.scenario import find_card, play, scenario
from rulebook.first_class.units import AnyUpgrades


def test_the_mail_car_is_logged_for_the_seat_that_adds_it():
    """Special Cards: the 5th card of a train calls for a mail car as the 6th, chosen by its owner; the log line
    is the owner's (seat 1 here) under the section "special_cars"."""
    s = scenario(players=3, seed=1, cur=1, p1={"trains": [[4, 2, 1, 0], [0]]}, pending=[("car", 1)])
    s.apply(s.legal_actions()[0])
    events = s.apply(s.legal_actions()[0])
    assert s.players[1].trains[0] == [4, 2, 1, 0, 0, -1]
    mail = [e for e in events if "mail" in e.msg.params]
    assert len(mail) == 1 and mail[0].player == 1 and mail[0].rule == "special_cars"


def test_with_unlimited_supplies_a_train_closes_with_the_last_tile_when_the_pile_is_empty():
    """Special Cards, ruling ``supply_out="unlimited"``: the 9th card still brings a locomotive tile when none
    is left, the box's last (highest) tile, with its upgrades of choice; logged under "special_cars"."""
    s = scenario(players=2, seed=1, cur=1, rulings={"supply_out": "unlimited"}, tiles=[],
                 p1={"trains": [[4, 2, 1, 0, 0, "mail", 0, 0], [0]]}, pending=[("car", 1)])
    last = len(s.comp.locomotive_tiles) - 1
    value, upgrades = s.comp.locomotive_tiles[last]
    events = s.apply(s.legal_actions()[0])
    assert s.players[1].trains[0][-1] == 100 + last and len(s.players[1].trains[0]) == 10
    assert s.stack[-1] == AnyUpgrades(upgrades, 0, "special_cars")
    tile = [e for e in events if "value" in e.msg.params]
    assert len(tile) == 1 and tile[0].msg.params["value"] == value
    assert tile[0].rule == "special_cars" and tile[0].player == 1


def test_the_tile_upgrades_record_in_the_save_whether_they_may_add_a_car():
    """Special Cards and the save format (``["any", n, add, rule]``): the upgrades a locomotive tile brings are
    saved with the flag ``add`` as 1 when the ruling lets them become new 0-value cars and 0 when it does not,
    and the save reads back to the same pending upgrades."""
    game = rulebook.GAMES["first_class"]
    for may_add, flag in ((True, 1), (False, 0)):
        s = scenario(players=3, seed=1, cur=0, rulings={"loco_tile_may_add_car": may_add},
                     held=find_card(load_components(), ("car", 1), module="X", colour="green"),
                     p0={"trains": [[2, 1, 1, 0, 0, "mail", 0, 0], [0]]})
        play(s, CarryOut(), AddCar(0))
        top = s.stack[-1]
        assert type(top) is AnyUpgrades and top.to_json()[2] == flag
        again = game.from_json(s.to_json())
        assert again.stack[-1] == top
        assert json.loads(again.to_json())["state"] == json.loads(s.to_json())["state"]
