"""Rules of the section "station_i": the rapid pick-up -- with at most four cars, turn over the top card and
attach a hand card with its action number as if in its station, or discard a hand card; a car for Station I
picked up this way is delivered only after leaving the station."""
from rulebook.fracht_express.actions import Attach, Deliver, Discard, EndTurn, Go, Move, UseSpecial

from fe_helpers import arrival

TOP = ["D09"]            # action number 3


def test_one_match_is_attached():
    s = arrival("I", hand=["D11", "D05"], top=TOP)
    s.apply(UseSpecial())
    assert s.players[0].attached == ["D11"] and s.players[0].hand == ["D05"] and not s.stack


def test_several_matches_are_a_choice(refused):
    s = arrival("I", hand=["D11", "D18", "D05"], top=TOP)
    s.apply(UseSpecial())
    assert s.legal_actions() == [Attach("D11"), Attach("D18")]
    with refused(s, "station_i", "does not have action number 3"):
        s.apply(Attach("D05"))
    with refused(s, "station_i", "attached, not discarded"):
        s.apply(Discard("D05"))
    with refused(s, "station_i", "first finish the rapid pick-up"):
        s.apply(EndTurn())
    s.apply(Attach("D18"))
    assert s.players[0].attached == ["D18"]


def test_no_match_costs_a_hand_card(refused):
    s = arrival("I", hand=["D05", "D06"], top=TOP)
    s.apply(UseSpecial())
    assert s.legal_actions() == [Discard("D05"), Discard("D06")]
    with refused(s, "station_i", "not in your hand"):
        s.apply(Discard("D07"))
    s.apply(Discard("D05"))
    assert s.players[0].hand == ["D06"] and s.discard[-1] == "D05" and s.players[0].attached == []


def test_at_most_four_cars_before():
    s = arrival("I", hand=["D11"], attached={0: ["D04", "D05", "D06", "D07", "D08"]}, top=TOP)
    assert not s.stack


def test_a_car_for_station_i_waits_until_the_locomotive_leaves(refused):
    # D02 is picked up in D and delivered in I; action number 3 like the card turned over
    s = arrival("I", hand=["D02", "D17"], top=TOP, table=[(8, 6, "D04", 1)])
    s.apply(UseSpecial())
    assert s.players[0].attached == ["D02"] and s.no_deliver == ["D02"]
    with refused(s, "station_i", "after leaving the station"):
        s.apply(Deliver("D02"))
    assert Deliver("D02") not in s.legal_actions()
    s.apply(Move("D17"))                       # two ties out of I: east or back west is a choice
    assert s.no_deliver == ["D02"]             # still in the station
    s.apply(Go(8, 6, 0))
    assert s.players[0].pos[0] == "T" and s.no_deliver == []
