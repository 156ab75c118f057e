"""Delivery rules that mutation testing found unpinned (issue 21): the log line of a delivery is the
deliverer's, and names the station."""
from rulebook.fracht_express.actions import Deliver
from rulebook.fracht_express.scenario import scenario

from fe_helpers import COMP

TO_A = [c for c, v in COMP.cards.items() if v.uncouple == "A"]


def test_a_delivery_is_logged_as_the_deliverers():
    """Player 2 delivers a car in Station A: one "deliver" line, player 2's, naming Station A; the car is face
    down among player 2's delivered cars."""
    s = scenario(2, 1, cur=1, attached={1: [TO_A[0]]})
    ev = s.apply(Deliver(TO_A[0]))
    [line] = [e for e in ev if e.rule == "deliver"]
    assert line.player == 1 and line.msg.params["player"].n == 1 and line.msg.params["s"] == "A"
    assert s.players[1].delivered == [TO_A[0]] and s.players[1].attached == []
