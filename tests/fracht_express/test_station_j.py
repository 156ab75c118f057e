"""Rules of the section "station_j": the railroad car robbery -- with at most four cars, name a player, turn over
the top card and take one of their cars with its action number, or else give them one of yours."""
from rulebook.fracht_express.actions import EndTurn, GiveCar, TakeCar, Target, UseSpecial

from fe_helpers import arrival

TOP = ["D09"]            # action number 3


def robbing(**kw):
    s = arrival("J", top=TOP, **kw)
    s.apply(UseSpecial())
    return s


def test_take_the_only_match(refused):
    s = robbing(attached={1: ["D02", "D05"], 2: ["D11"]})
    assert s.legal_actions() == [Target(1), Target(2)]
    with refused(s, "station_j", "own train"):
        s.apply(Target(0))
    with refused(s, "station_j", "no player 4"):
        s.apply(Target(3))
    with refused(s, "station_j", "first choose the player whose train"):
        s.apply(EndTurn())
    s.apply(Target(1))
    assert s.players[0].attached == ["D02"] and s.players[1].attached == ["D05"] and not s.stack


def test_several_matches_the_robber_picks(refused):
    s = robbing(attached={1: ["D05"], 2: ["D11", "D18"]})
    s.apply(Target(2))
    assert s.legal_actions() == [TakeCar("D11"), TakeCar("D18")]
    with refused(s, "station_j", "not a car of player 3's train"):
        s.apply(TakeCar("D05"))
    with refused(s, "station_j", "you take one, you give none"):
        s.apply(GiveCar("D11"))
    with refused(s, "station_j", "chosen already"):
        s.apply(Target(1))
    s.apply(TakeCar("D18"))
    assert s.players[0].attached == ["D18"] and s.players[2].attached == ["D11"]


def test_no_match_the_robber_gives(refused):
    s = robbing(attached={0: ["D11", "D18", "D05"], 1: ["D06"]})
    s.apply(Target(1))
    assert s.legal_actions() == [GiveCar("D11"), GiveCar("D18")]
    with refused(s, "station_j", "pulls no car with action number 3"):
        s.apply(TakeCar("D06"))
    with refused(s, "station_j", "does not have action number 3"):
        s.apply(GiveCar("D05"))
    s.apply(GiveCar("D11"))
    assert s.players[0].attached == ["D18", "D05"] and s.players[1].attached == ["D06", "D11"]


def test_nothing_changes_hands_with_a_full_train():
    s = robbing(attached={0: ["D11"], 1: ["D04", "D05", "D06", "D07", "D08"]})
    ev = s.apply(Target(1))
    assert s.players[0].attached == ["D11"] and len(s.players[1].attached) == 5
    assert any("changes hands" in e.text for e in ev)


def test_at_most_four_cars_before_and_two_players_need_no_target():
    full = arrival("J", attached={0: ["D04", "D05", "D06", "D07", "D08"]}, top=TOP)
    assert not full.stack
    s = robbing(players=2, attached={1: ["D02"]})
    assert s.players[0].attached == ["D02"] and not s.stack
