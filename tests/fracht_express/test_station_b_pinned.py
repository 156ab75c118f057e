"""Station B rules that mutation testing found unpinned (issue 21): a flight westward lands on the east end of
the far card; taking a ticket and flying are log lines of Station B naming the player."""
from rulebook.fracht_express.actions import Fly, UseSpecial
from rulebook.fracht_express.scenario import scenario

from fe_helpers import arrival
from test_station_b import HERE, flying


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


def test_a_flight_may_pass_over_five_empty_spaces_and_no_more():
    """Station B: the longest flight passes over five empty spaces (the highest action number on a card is 5);
    the walk along the row stops there, so a card six spaces away is no destination even in principle."""
    from rulebook.fracht_express.station_b import _way
    s = flying(table=[(8, -3, "D03", 1)], hands={0: ["D12", "D04"]})   # D12: action number 5
    assert [a for a in s.legal_actions() if isinstance(a, Fly)] == [Fly("D12", 8, -3, 0)]
    assert _way(s, 2, -3, 1) == ((8, -3), 5)
    assert _way(flying(table=[(3, -3, "D07", 0)]), 2, -3, 1) is None   # a card right beside it: no flight
    far = scenario(3, 1, table=[(2, -3, "D02", 1), (9, -3, "D03", 1)], hands={0: ["D12"]}, pos={0: HERE},
                   tickets={0: True}, advanced=True)
    assert _way(far, 2, -3, 1) is None
    assert not any(isinstance(a, Fly) for a in far.legal_actions())


def test_a_flight_goes_along_a_column_too():
    """Station B: a flight follows the locomotive card's column as well as its row, north and south, each way
    to the next card over two empty spaces; the northern card's only track (south-east) reaches the edge facing
    the locomotive, so it can be landed on. Southward it lands on the tie at the north edge, facing on south."""
    s = scenario(3, 1, table=[(2, -3, "D02", 0), (2, -6, "D13", 1), (2, 0, "D03", 0)],
                 hands={0: ["D04", "D09", "D05"]}, pos={0: (2, -3, 0, 1, 0)}, tickets={0: True}, advanced=True)
    assert [a for a in s.legal_actions() if isinstance(a, Fly)] == [Fly("D04", 2, -6, 0), Fly("D04", 2, 0, 0)]
    s.apply(Fly("D04", 2, 0, 0))
    assert s.players[0].pos == ["T", 2, 0, 0, 0] and s.players[0].facing == 1
