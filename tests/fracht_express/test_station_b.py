"""Rules of the section "station_b": taking a flight ticket, and flying with it along a row or column over
empty spaces with a card whose action number counts them."""
from rulebook.fracht_express.actions import Fly, Object, SkipSpecial, UseSpecial
from rulebook.fracht_express.scenario import scenario

from fe_helpers import arrival

# a flight east along row -3: from the card on (2, -3) over (3, -3) and (4, -3) to the card on (5, -3)
ROW = [(2, -3, "D02", 1), (5, -3, "D03", 1)]   # both straight, east-west; tie 3 of (5, -3) is at its west edge
HERE = (2, -3, 0, 1, 0)                         # seat 0 on tie 1 of (2, -3), facing east


def flying(**kw):
    kw.setdefault("hands", {0: ["D04", "D09", "D05"]})    # action numbers 2, 3, 4
    return scenario(3, 1, table=ROW + kw.pop("table", []), pos={0: HERE, **kw.pop("pos", {})},
                    tickets=kw.pop("tickets", {0: True}), advanced=True, **kw)


def test_take_a_ticket():
    s = arrival("B")
    s.apply(UseSpecial())
    assert s.players[0].ticket and s.tickets == 1 and not s.stack


def test_only_one_ticket_each_and_none_left(refused):
    s = arrival("B", tickets={0: True})
    assert not s.stack                                  # holding one already: nothing to decide
    t = arrival("B", tickets={1: True, 2: True})
    assert not t.stack and t.tickets == 0               # both tickets are taken


def test_fly_over_empty_spaces():
    s = flying()
    assert [a for a in s.legal_actions() if isinstance(a, Fly)] == [Fly("D04", 5, -3, 0)]
    s.apply(Fly("D04", 5, -3, 0))
    pl = s.players[0]
    assert pl.pos == ["T", 5, -3, 0, 3] and pl.facing == 0     # the west end tie, facing on east
    assert not pl.ticket and s.tickets == 2 and s.discard[-1] == "D04"


def test_flight_refusals(refused):
    s = flying()
    with refused(s, "station_b", "action number 3, but the flight passes over 2"):
        s.apply(Fly("D09", 5, -3, 0))
    with refused(s, "station_b", "same row or column"):
        s.apply(Fly("D04", 5, -2, 0))
    with refused(s, "station_b", "no distance card"):
        s.apply(Fly("D04", 4, -3, 0))
    with refused(s, "station_b", "not in your hand"):
        s.apply(Fly("D06", 5, -3, 0))
    t = flying(tickets={})
    with refused(t, "station_b", "no flight ticket"):
        t.apply(Fly("D04", 5, -3, 0))


def test_nothing_but_empty_spaces_between(refused):
    s = flying(table=[(4, -3, "D07", 0)])
    with refused(s, "station_b", "only empty spaces"):
        s.apply(Fly("D04", 5, -3, 0))
    t = flying(table=[(3, -3, "D07", 0)])
    with refused(t, "station_b", "touch"):
        t.apply(Fly("D04", 3, -3, 0))


def test_landing_needs_a_track_at_the_near_edge(refused):
    # destination turned 0: its only track runs north-south, nothing reaches the west edge
    s = scenario(3, 1, table=[(2, -3, "D02", 1), (5, -3, "D03", 0)], hands={0: ["D04"]}, pos={0: HERE},
                 tickets={0: True}, advanced=True)
    assert not any(isinstance(a, Fly) for a in s.legal_actions())
    with refused(s, "station_b", "does not reach the edge"):
        s.apply(Fly("D04", 5, -3, 0))


def test_landing_tie_taken(refused):
    s = flying(pos={1: (5, -3, 0, 3, 0)})
    with refused(s, "station_b", "another locomotive"):
        s.apply(Fly("D04", 5, -3, 0))


def test_no_flight_from_a_station(refused):
    s = scenario(3, 1, table=ROW, hands={0: ["D04"]}, tickets={0: True}, advanced=True)
    with refused(s, "station_b", "stands in a station"):
        s.apply(Fly("D04", 5, -3, 0))


def test_a_flight_cannot_be_objected_to():
    s = flying(objections={1: True, 2: True})
    s.apply(Fly("D04", 5, -3, 0))
    assert not s.stack and s.current_player == 0
    assert Object() not in s.legal_actions()


def test_taking_a_ticket_can_be_objected_to():
    s = arrival("B", objections={1: True})
    s.apply(UseSpecial())
    assert s.current_player == 1 and Object() in s.legal_actions()
    s.apply(Object())
    assert not s.players[0].ticket and s.tickets == 2 and not s.players[1].objection and s.objections == 4


def test_skip_keeps_the_supply():
    s = arrival("B")
    s.apply(SkipSpecial())
    assert s.tickets == 2 and not s.players[0].ticket
