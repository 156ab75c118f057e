"""Mail cars and locomotive tiles (special_cars.py), pinned (issue #21's mutation pass)."""
from rulebook.first_class.scenario import scenario
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
