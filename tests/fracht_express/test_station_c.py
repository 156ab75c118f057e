"""Rules of the section "station_c": the card robbery -- name a player, turn over the top card, and the cards
with its action number change hands (theirs to you, or else yours to them)."""
from rulebook.fracht_express.actions import EndTurn, Target, UseSpecial

from fe_helpers import arrival

TOP = ["D09"]            # action number 3


def test_the_named_player_hands_over_every_match(refused):
    s = arrival("C", hand=["D05"], hands={1: ["D11", "D18", "D13"], 2: ["D25"]}, top=TOP)
    s.apply(UseSpecial())
    assert s.legal_actions() == [Target(1), Target(2)]
    with refused(s, "station_c", "rob yourself"):
        s.apply(Target(0))
    with refused(s, "station_c", "no player 4"):
        s.apply(Target(3))
    with refused(s, "station_c", "first choose the player"):
        s.apply(EndTurn())
    s.apply(Target(1))
    assert sorted(s.players[0].hand) == ["D05", "D11", "D18"]
    assert s.players[1].hand == ["D13"] and s.players[2].hand == ["D25"]
    assert s.discard[-1] == "D09" and not s.stack


def test_if_they_have_none_you_give_yours():
    s = arrival("C", hand=["D25", "D05"], hands={1: ["D13"]}, top=TOP)
    s.apply(UseSpecial())
    ev = s.apply(Target(1))
    assert s.players[0].hand == ["D05"] and sorted(s.players[1].hand) == ["D13", "D25"]
    assert any("shows the hand" in e.text for e in ev)


def test_nobody_has_one():
    s = arrival("C", hand=["D05"], hands={1: ["D13"]}, top=TOP)
    s.apply(UseSpecial())
    ev = s.apply(Target(1))
    assert s.players[0].hand == ["D05"] and s.players[1].hand == ["D13"]
    assert any("no cards change hands" in e.text for e in ev)


def test_two_players_need_no_choice():
    s = arrival("C", players=2, hand=["D05"], hands={1: ["D11"]}, top=TOP)
    s.apply(UseSpecial())
    assert not s.stack and sorted(s.players[0].hand) == ["D05", "D11"]
