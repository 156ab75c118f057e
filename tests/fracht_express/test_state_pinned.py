"""Engine rules of the FrachtExpress state that mutation testing found unpinned (issue 21)."""
import time

import pytest

import rulebook
from rulebook.fracht_express import station_e
from rulebook.fracht_express.actions import Done, Extend, Relocate, UseSpecial
from rulebook.fracht_express.state import MAX_SETTLE

from fe_helpers import arrival
from test_station_h import changing

FX = rulebook.GAMES["fracht_express"]


def test_settling_that_never_ends_stops_with_an_engine_error(monkeypatch):
    """The engine settles pending decisions round by round; a rules module that never lets a unit end (here a
    mistaken group robbery that draws from the robber's own hand, so the robber never holds more cards) stops
    with an error after MAX_SETTLE rounds instead of hanging the game."""
    s = arrival("E", players=2, hand=["D05"], hands={1: ["D11", "D18"]})
    monkeypatch.setattr(station_e, "_sources", lambda st, p: [p] if st.players[p].hand else [])
    t = time.perf_counter()
    with pytest.raises(RuntimeError, match=f"did not settle within {MAX_SETTLE} rounds"):
        s.apply(UseSpecial())
    assert time.perf_counter() - t < 5


def test_a_long_group_robbery_settles_well_within_the_bound():
    """A group robbery draws one card a round from a single other hand until the robber holds the most: many
    rounds of settling in one action, all of them legal, far below the engine's bound."""
    s = arrival("E", players=2, hand=["D05"], hands={1: ["D11", "D18", "D13", "D25", "D26", "D27", "D29"]})
    s.apply(UseSpecial())
    assert not s.stack
    assert len(s.players[0].hand) == 5 and len(s.players[1].hand) == 3
    assert MAX_SETTLE > len(s.comp.ids)


def test_a_space_left_touching_nothing_after_a_route_change_takes_no_card():
    """A card is laid only on an empty space sharing an edge with a station or a laid card: when a route change
    moves a card away, the spaces that touched only that card stop being places to lay one; its own space,
    still beside Station H, stays one."""
    s = changing(hand=["D09", "D11", "D08"])               # D02 lies east of Station H on (5, 6)
    s.apply(Relocate("D09", 5, 6, 8, 6, 1))                 # moved next to Station I
    s.apply(Done())
    cells = {(a.x, a.y) for a in s.legal_actions() if type(a) is Extend}
    assert (5, 5) not in cells and (5, 7) not in cells      # touched only the card that left
    assert (5, 6) in cells and (8, 5) in cells              # beside Station H; beside the moved card
    occupied = s.occupied()
    assert all({(x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)} & occupied for x, y in s.frontier())


def test_the_network_graph_says_where_each_locomotive_is():
    """The rail system handed out as a graph carries every seat's locomotive node (in a station or on a tie)."""
    s = changing(hand=["D09"], pos={1: (3, 6, 0, 1, 0)})
    g = s.network()
    assert g.graph["locomotives"] == {0: ("S", "H"), 1: ("T", 3, 6, 0, 1), 2: ("S", "A")}
    assert g.has_node(("T", 3, 6, 0, 1))


def test_undo_replays_from_the_base_without_checking_it_again(monkeypatch):
    """Undo replays from the base position the engine made itself: the base is loaded without the checks a
    save from outside gets (a save is still checked)."""
    from rulebook.fracht_express import load
    s = FX.new_game(players=2, seed=3)
    text = s.to_json()
    s.apply(s.legal_actions()[0])

    def no_check(st):
        raise AssertionError("the base was checked again")
    monkeypatch.setattr(load, "invariant_problems", no_check)
    s.undo()
    assert s.to_json() == text
    with pytest.raises(AssertionError, match="checked again"):
        FX.from_json(text)


def test_the_index_of_legal_actions_iterates_as_the_legal_list():
    """The engine's index of the legal actions (what apply checks against) lists the same actions in the same
    order as legal_actions(), in the turn and inside a unit."""
    s = changing(hand=["D09", "D11"])
    assert list(s._legal_set()) == s.legal_actions() and len(s._legal_set()) == len(s.legal_actions())
    t = FX.new_game(players=2, seed=3)
    assert list(t._legal_set()) == t.legal_actions()
