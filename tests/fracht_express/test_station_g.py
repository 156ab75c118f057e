"""Rules of the section "station_g": taking an objection card, and the objection round -- any other player may
stop a special action by discarding one, before any target is named; those decisions belong to players who
are not the active one."""
from rulebook.fracht_express.actions import EndTurn, Extend, NoObjection, Object, Target, UseSpecial

from fe_helpers import arrival


def test_take_an_objection_card():
    s = arrival("G")
    s.apply(UseSpecial())
    assert s.players[0].objection and s.objections == 3 and not s.stack
    again = arrival("G", objections={0: True})
    assert not again.stack                       # one card at most each


def test_every_other_seat_is_asked_in_turn(refused):
    s = arrival("C", hand=["D05"], hands={1: ["D11"], 2: ["D13"]}, objections={2: True})
    s.apply(UseSpecial())
    # seat 1 holds no card: it can only let the action happen, but it is asked all the same
    assert s.current_player == 1 and s.legal_actions() == [NoObjection()]
    assert "object to Player 1's special action in Station C" in str(s.prompt)
    with refused(s, "station_g", "player 2 holds no objection card"):
        s.apply(Object())
    with refused(s, "station_g", "first the other players say"):
        s.apply(Target(1))
    with refused(s, "station_g", "first the other players say"):
        s.apply(Extend("D05", 0, 0, 0))
    s.apply(NoObjection())
    assert s.current_player == 2 and s.legal_actions() == [Object(), NoObjection()]
    s.apply(NoObjection())
    # nobody objected: the robbery goes on, and only now is the target named
    assert s.current_player == 0 and s.legal_actions() == [Target(1), Target(2)]


def test_an_objection_stops_the_action():
    s = arrival("C", hand=["D05"], hands={1: ["D11"]}, objections={1: True}, top=["D09"])
    s.apply(UseSpecial())
    ev = s.apply(Object())
    assert any(e.rule == "station_g" and "does not happen" in e.text for e in ev)
    assert not s.players[1].objection and s.objections == 4
    assert not s.stack and s.current_player == 0 and EndTurn() in s.legal_actions()
    assert s.deck[-1] == "D09"                     # nothing was turned over
    assert s.players[0].hand == ["D05"] and s.players[1].hand == ["D11"]


def test_no_round_when_every_card_is_beside_the_table():
    s = arrival("C", hand=["D05"], hands={1: ["D11"]})
    s.apply(UseSpecial())
    assert s.current_player == 0 and s.stack[-1].KIND == "robbery"


def test_taking_an_objection_card_can_itself_be_stopped():
    s = arrival("G", objections={2: True})
    s.apply(UseSpecial())
    s.apply(NoObjection())
    s.apply(Object())
    assert not s.players[0].objection and s.objections == 4
