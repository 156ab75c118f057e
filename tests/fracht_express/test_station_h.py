"""Rules of the section "station_h": the route change -- discard a card, move or turn a free card of the rail
system with the same action number, as often as you like; moving the card off a closed station reopens it."""
from rulebook.fracht_express.actions import Done, EndTurn, Relocate, UseSpecial

from fe_helpers import arrival

EAST = [(5, 6, "D02", 1)]     # Station H is on (4, 6): a free card east of it (action number 3)


def changing(**kw):
    s = arrival("H", table=EAST + kw.pop("table", []), **kw)
    s.apply(UseSpecial())
    return s


def test_move_a_card_then_stop():
    s = changing(hand=["D09", "D11"])                  # both action number 3
    legal = s.legal_actions()
    assert Relocate("D09", 5, 6, 8, 6, 1) in legal      # next to Station I
    assert Relocate("D09", 5, 6, 5, 6, 0) in legal      # turned on its own space
    assert Done() not in legal                          # the first card must be moved
    s.apply(Relocate("D09", 5, 6, 8, 6, 1))
    assert [8, 6, "D02", 1] in s.table and (5, 6) not in s.top and s.discard[-1] == "D09"
    assert s.network().has_node(("T", 8, 6, 0, 0)) and not s.network().has_node(("T", 5, 6, 0, 0))
    assert Done() in s.legal_actions()
    s.apply(Done())
    assert not s.stack and s.players[0].hand == ["D11"]


def test_route_change_refusals(refused):
    s = changing(hand=["D09", "D05"], pos={1: (3, 6, 0, 1, 0)})   # seat 1 stands on the road west of H
    with refused(s, "station_h", "at least one card"):
        s.apply(Done())
    with refused(s, "station_h", "action number 4; the card to move, D02, has 3"):
        s.apply(Relocate("D05", 5, 6, 8, 6, 1))
    with refused(s, "station_h", "a locomotive stands"):
        s.apply(Relocate("D09", 3, 6, 8, 6, 1))
    with refused(s, "station_h", "shares no edge"):
        s.apply(Relocate("D09", 5, 6, 20, 20, 0))
    with refused(s, "station_h", "not empty"):
        s.apply(Relocate("D09", 5, 6, 4, 6, 0))
    with refused(s, "station_h", "where and as it is"):
        s.apply(Relocate("D09", 5, 6, 5, 6, 1))
    with refused(s, "station_h", "no distance card"):
        s.apply(Relocate("D09", 6, 6, 8, 6, 0))
    with refused(s, "station_h", "not in your hand"):
        s.apply(Relocate("D11", 5, 6, 8, 6, 1))
    with refused(s, "station_h", "first finish the route change"):
        s.apply(EndTurn())


def test_moving_the_closing_card_reopens_the_station():
    s = changing(hand=["D03"], table=[(4, 0, "D10", 0)], closed="C")     # both action number 5
    assert ("S", "C") not in s.network()
    s.apply(Relocate("D03", 4, 0, 2, 6, 1))
    assert s.closed is None and ("S", "C") in s.network() and not s.stack
    assert s.check_invariants() == []


def test_not_offered_without_a_matching_card():
    s = arrival("H", table=EAST, hand=["D05"])
    assert not s.stack
