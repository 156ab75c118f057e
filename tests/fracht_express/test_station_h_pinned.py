"""Station H rules that mutation testing found unpinned (issue 21): where a lifted card may go (not next to
its own old space alone, not back onto a stack), the refusal of a turn beyond three quarters, and the route
change's log lines."""
from rulebook.fracht_express.actions import Done, Relocate

from test_station_h import changing


def test_a_lifted_card_may_not_go_beside_its_own_old_space_alone():
    """Station H: the moved card's old space does not count as a neighbour. A lone card (action number 3)
    on (6, 8) may not be laid on its own space again, nor on any space whose only neighbour was that card."""
    s = changing(hand=["D09"], table=[(6, 8, "D18", 0)])
    to = {(a.x, a.y) for a in s.legal_actions() if isinstance(a, Relocate) and (a.x0, a.y0) == (6, 8)}
    assert (8, 6) in to                                             # next to Station I: allowed
    assert not to & {(6, 8), (5, 8), (7, 8), (6, 7), (6, 9)}


def test_the_upper_card_of_a_stack_is_not_turned_on_its_space(refused):
    """Station H: lifting the uppermost card of a stack leaves the card beneath, so the space is not empty --
    the lifted card cannot be turned there."""
    s = changing(hand=["D09"], table=[(5, 6, "D11", 1)])               # D11 on top of D02
    assert not [a for a in s.legal_actions() if isinstance(a, Relocate) and (a.x, a.y) == (5, 6)]
    with refused(s, "station_h", "not empty"):
        s.apply(Relocate("D09", 5, 6, 5, 6, 0))


def test_a_turn_beyond_three_quarters_is_refused(refused):
    """Station H: a card is turned 0 to 3 quarters; 4 is refused under Station H."""
    s = changing(hand=["D09"])
    with refused(s, "station_h", "0 to 3 quarters"):
        s.apply(Relocate("D09", 5, 6, 8, 6, 4))


def test_moving_and_running_out_of_cards_are_logged():
    """Station H: each moved card is a Station H line naming the discarded and the moved card; with no card
    left to discard the route change ends with a Station H line of the player."""
    s = changing(hand=["D09"])
    ev = s.apply(Relocate("D09", 5, 6, 8, 6, 1))
    assert [(e.rule, e.player) for e in ev] == [("station_h", 0), ("station_h", 0)]
    assert "discards D09 and moves D02" in ev[0].text and "no card left" in ev[1].text
    assert not s.stack


def test_stopping_is_logged():
    """Station H: ending the route change by choice is a Station H line of the player."""
    s = changing(hand=["D09", "D11"])
    s.apply(Relocate("D09", 5, 6, 8, 6, 1))
    ev = s.apply(Done())
    assert [(e.rule, e.player) for e in ev][0] == ("station_h", 0) and "ends the route change" in ev[0].text


def test_reopening_by_a_route_change_is_logged():
    """Station H: moving the card off the closed station reopens it, with a Station H line of the player."""
    s = changing(hand=["D03"], table=[(4, 0, "D10", 0)], closed="C")
    ev = s.apply(Relocate("D03", 4, 0, 2, 6, 1))
    line = next(e for e in ev if "open again" in e.text)
    assert (line.rule, line.player) == ("station_h", 0) and "Station C" in line.text
