"""Rules of the section "station_f": the rapid delivery -- turn over the top card; deliver an attached car with
its action number, or give up a car."""
from rulebook.fracht_express.actions import Deliver, Discard, EndTurn, SkipSpecial, UseSpecial

from fe_helpers import arrival

TOP = ["D09"]            # action number 3


def test_one_match_is_delivered():
    s = arrival("F", attached={0: ["D02", "D05"]}, top=TOP)
    s.apply(UseSpecial())
    pl = s.players[0]
    assert pl.delivered == ["D02"] and pl.attached == ["D05"] and s.discard[-1] == "D09" and not s.stack


def test_several_matches_are_a_choice(refused):
    s = arrival("F", attached={0: ["D02", "D11", "D05"]}, top=TOP)
    s.apply(UseSpecial())
    assert s.legal_actions() == [Deliver("D02"), Deliver("D11")]
    with refused(s, "station_f", "does not have action number 3"):
        s.apply(Deliver("D05"))
    with refused(s, "station_f", "delivered, not given up"):
        s.apply(Discard("D02"))
    with refused(s, "station_f", "first finish the rapid delivery"):
        s.apply(EndTurn())
    s.apply(Deliver("D11"))
    assert s.players[0].delivered == ["D11"] and s.players[0].attached == ["D02", "D05"]


def test_no_match_costs_a_car(refused):
    s = arrival("F", attached={0: ["D05", "D06"]}, top=TOP)
    s.apply(UseSpecial())
    assert s.legal_actions() == [Discard("D05"), Discard("D06")]
    with refused(s, "station_f", "given up instead"):
        s.apply(Deliver("D05"))
    with refused(s, "station_f", "not a car attached"):
        s.apply(Discard("D07"))
    s.apply(Discard("D06"))
    assert s.players[0].attached == ["D05"] and s.discard[-1] == "D06" and s.players[0].delivered == []


def test_not_offered_without_cars():
    s = arrival("F")
    assert not s.stack


def test_objection_card_taken_in_f_under_the_ruling():
    rulings = {"objection_station": "F"}
    s = arrival("F", attached={0: ["D02"]}, top=TOP, rulings=rulings)
    assert "objection card" in str(s.prompt)
    s.apply(UseSpecial())
    assert s.players[0].objection and s.objections == 3
    assert "rapid delivery" in str(s.prompt)            # then the station's own action
    s.apply(SkipSpecial())
    assert not s.stack and s.players[0].attached == ["D02"]
    g = arrival("G", rulings=rulings)
    assert not g.stack and not g.players[0].objection     # Station G has no action under this ruling
