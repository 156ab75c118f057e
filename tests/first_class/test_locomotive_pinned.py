"""Locomotive and route (locomotive.py), pinned (issue #21's mutation pass): what the log files under which
section and seat when a route card extends the route."""
from rulebook.first_class.actions import CarryOut
from rulebook.first_class.data import load_components
from rulebook.first_class.scenario import scenario

COMP = load_components()
ROUTE = sorted(c.id for c in COMP.cards.values() if c.type == "route" and c.module == "X" and c.colour == "green")[0]


def test_extending_the_route_is_logged_for_the_player_under_locomotive():
    """Expand Route: carrying out a route card adds its stations beyond the last one, and the log line says so
    under the section "locomotive", for the seat that played it (here seat 1, not the first seat)."""
    s = scenario(players=3, seed=1, cur=1, held=ROUTE)
    before = len(s.players[1].stations)
    events = s.apply(CarryOut())
    assert len(s.players[1].stations) == before + len(COMP.cards[ROUTE].stations)
    lines = [e for e in events if e.msg.params.get("card") == ROUTE]
    assert len(lines) == 1
    assert lines[0].rule == "locomotive" and lines[0].player == 1
