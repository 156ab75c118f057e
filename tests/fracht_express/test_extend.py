"""Rules of the section "extend": a hand card on an empty space sharing an edge with a station or a card."""
from rulebook.fracht_express.actions import Extend
from rulebook.fracht_express.scenario import scenario


def test_next_to_a_station_any_turn():
    s = scenario(2, 1, hands={0: ["D13"]})
    for r in range(4):
        assert Extend("D13", 5, 3, r) in s.legal_actions()
    s.apply(Extend("D13", 5, 3, 2))
    assert s.top[(5, 3)] == ("D13", 2) and "D13" not in s.players[0].hand


def test_refusals(refused):
    s = scenario(2, 1, hands={0: ["D01"]})
    with refused(s, "extend", "not empty"):
        s.apply(Extend("D01", 4, 3, 0))
    with refused(s, "extend", "shares no edge"):
        s.apply(Extend("D01", 20, 20, 0))
    with refused(s, "extend", "not in your hand"):
        s.apply(Extend("D02", 5, 3, 0))
    with refused(s, "extend", "smaller turn"):
        s.apply(Extend("D01", 5, 3, 2))   # a straight track turned twice looks the same
