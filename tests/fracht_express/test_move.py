"""Rules of the section "move": discard a card whose action number covers the attached cars, drive as many ties
as its value, never backwards, choosing at switches; a station is one step and ends the drive, not the turn."""
import networkx as nx

from rulebook.fracht_express.actions import Go, Move, Stop
from rulebook.fracht_express.scenario import scenario

from fe_helpers import card

EAST = [(5, 3, "D01", 1), (6, 3, "D02", 1)]  # two straight cards between A (4, 3) and F (7, 3)


def test_drive_counts_ties_and_stops_in_the_station():
    c = card(value=9, not_in=("D01", "D02"))
    s = scenario(2, 1, table=EAST, hands={0: [c]})
    s.apply(Move(c))
    # 8 ties then Station F: the ninth step enters the station
    assert s.players[0].pos == ["S", "F"] and not s.stack
    assert s.current_player == 0  # the turn goes on
    assert c in s.discard


def test_station_ends_the_drive_early():
    c = card(value=9, not_in=("D01",))
    s = scenario(2, 1, table=[(5, 3, "D01", 1)], hands={0: [c]}, pos={0: (5, 3, 0, 1, 1)})  # facing west
    ev = s.apply(Move(c))   # ties 2 and 3, then Station A: 3 of the 9 steps
    assert s.players[0].pos == ["S", "A"] and not s.stack
    assert any("drive ends" in e.text for e in ev)


def test_drive_of_exact_length_halts_on_a_tie():
    c = card(value=3, not_in=("D01", "D02"))
    s = scenario(2, 1, table=EAST, hands={0: [c]})
    s.apply(Move(c))
    assert s.players[0].pos == ["T", 5, 3, 0, 1] and s.players[0].facing == 0


def test_never_backwards_and_leaving_a_station_any_way(refused):
    """A locomotive on a tie only goes on the way it faces; in a station it may leave by any track. Under the
    ruling move_distance='up_to' every step is a choice, so the ways offered are exactly the ways allowed."""
    c, d = card(value=2, not_in=("D01", "D02")), card(value=3, not_in=("D01", "D02"))
    west = [(2, 3, "D03", 1), (3, 3, "D04", 1)]           # a track out of A to the west too
    s = scenario(2, 1, table=EAST + west, hands={0: [c, d, "D05"]}, pos={0: (5, 3, 0, 1, 1)},
                 rulings={"move_distance": "up_to"})     # on the tie east of A's neighbour, facing west
    s.apply(Move(c))
    # facing west on a tie: the next tie west, never the one east behind it
    assert [a for a in s.legal_actions() if isinstance(a, Go)] == [Go(5, 3, 0)]
    s.apply(Go(5, 3, 0))
    assert [a for a in s.legal_actions() if isinstance(a, Go)] == [Go(5, 3, 0)]
    s.apply(Go(5, 3, 0))
    assert s.players[0].pos == ["T", 5, 3, 0, 3] and not s.stack
    s.apply(Move(d))
    assert [a for a in s.legal_actions() if isinstance(a, Go)] == [Go(4, 3, -1)]
    s.apply(Go(4, 3, -1))
    assert s.players[0].pos == ["S", "A"] and not s.stack
    # from the station: either track, east or west
    s.apply(Move("D05"))
    assert sorted((a.x, a.y) for a in s.legal_actions() if isinstance(a, Go)) == [(3, 3), (5, 3)]


def test_action_number_must_cover_the_attached_cars(refused):
    low = card(action_max=1, not_in=("D01", "D02"))
    cars = [x for x in ("D10", "D11") if x != low]
    s = scenario(2, 1, table=EAST, hands={0: [low]}, attached={0: cars})
    with refused(s, "move", "less than your 2 attached"):
        s.apply(Move(low))


def test_no_track_no_move(refused):
    c = card(value=4)
    s = scenario(2, 1, hands={0: [c]})
    with refused(s, "move", "no track"):
        s.apply(Move(c))


def test_switch_is_a_choice():
    # A (4,3) -> (5,3): card D24 turned 3 has tracks W-E and W-N: a switch right at the station's edge
    c = card(value=2, not_in=("D24",))
    s = scenario(2, 1, table=[(5, 3, "D24", 3)], hands={0: [c]})
    s.apply(Move(c))
    ways = s.legal_actions()
    assert set(ways) == {Go(5, 3, 0), Go(5, 3, 1)}
    s.apply(Go(5, 3, 1))
    assert s.players[0].pos == ["T", 5, 3, 1, 1]


def test_up_to_ruling_allows_stopping():
    c = card(value=9, not_in=("D01", "D02"))
    s = scenario(2, 1, table=EAST, hands={0: [c]}, rulings={"move_distance": "up_to"})
    s.apply(Move(c))
    s.apply(Go(5, 3, 0))
    assert Stop() in s.legal_actions()
    s.apply(Stop())
    assert s.players[0].pos == ["T", 5, 3, 0, 3] and not s.stack


def test_stop_refused_under_exact(refused):
    c = card(value=9, not_in=("D24",))
    s = scenario(2, 1, table=[(5, 3, "D24", 3)], hands={0: [c]})
    s.apply(Move(c))
    with refused(s, "move", "ties are used up"):
        s.apply(Stop())


def test_movement_uses_the_network_graph():
    """What the graph shows is what is played: change the table and both the graph and the moves change."""
    from rulebook.fracht_express.actions import Cover
    c = card(value=9, not_in=("D01", "D02", "D24"))
    s = scenario(2, 1, table=EAST, hands={0: [c, "D24"]})
    g = s.network()
    assert nx.has_path(g, ("S", "A"), ("S", "F"))
    assert not any(d.get("switch") for _, d in g.nodes(data=True))
    probe = s.copy()
    probe.apply(Move(c))
    assert probe.players[0].pos == ["S", "F"]          # one way only: straight into F
    # cover (6, 3) with D24 turned 3: W-E kept, W-N added -> a switch at the tie before it
    s.apply(Cover("D24", 6, 3, 3))
    g2 = s.network()
    assert g2 is not g and g2.nodes[("T", 5, 3, 0, 0)]["switch"]
    assert g2.has_edge(("T", 5, 3, 0, 0), ("T", 6, 3, 1, 0)) and ("E", 6, 2) in g2
    s.apply(Move(c))
    assert set(s.legal_actions()) == {Go(6, 3, 0), Go(6, 3, 1)}
    # without the card on (5, 3) there is no way out of A to the east at all
    t = scenario(2, 1, table=[(6, 3, "D02", 1)], hands={0: [c]})
    assert not nx.has_path(t.network(), ("S", "A"), ("S", "F"))
    assert Move(c) not in t.legal_actions()


def test_graph_build_of_a_whole_table():
    """Every card of the set laid on one table builds into one graph with nodes for the cards' tracks
    (how long that takes is measured in benchmarks/bench_pictures.py, not here)."""
    from rulebook.fracht_express.network import Network
    s = scenario(2, 1)
    top = {}
    ids = list(s.comp.ids)
    for i, cid in enumerate(ids):
        top[(20 + i % 10, i // 10)] = (cid, i % 4)
    net = Network.build(top, {L: tuple(v) for L, v in s.stations.items()}, None, s.comp)
    assert net.graph.number_of_nodes() > len(ids)

