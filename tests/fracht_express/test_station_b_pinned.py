"""Station B rules that mutation testing found unpinned (issue 21): a flight westward lands on the east end of
the far card; taking a ticket and flying are log lines of Station B naming the player."""
from rulebook.fracht_express.actions import Fly, UseSpecial

from fe_helpers import arrival
from test_station_b import flying


def test_a_flight_west_lands_on_the_east_end_tie():
    """Station B: flying west along a row over empty spaces, the locomotive lands on the tie at the far card's
    edge facing it (east) and faces on westward; the log line names the player."""
    s = flying(pos={0: (5, -3, 0, 1, 1)})                   # on (5, -3), facing west; D02 on (2, -3)
    assert [a for a in s.legal_actions() if isinstance(a, Fly)] == [Fly("D04", 2, -3, 0)]
    ev = s.apply(Fly("D04", 2, -3, 0))
    assert s.players[0].pos == ["T", 2, -3, 0, 0] and s.players[0].facing == 1
    assert [(e.rule, e.player) for e in ev] == [("station_b", 0)] and "flies to D02" in ev[0].text


def test_taking_a_ticket_is_logged():
    """Station B: taking a flight ticket is a Station B log line of the player who takes it."""
    s = arrival("B")
    ev = s.apply(UseSpecial())
    assert [(e.rule, e.player) for e in ev] == [("station_b", 0), ("station_b", 0)]
    assert "takes a flight ticket" in ev[-1].text
