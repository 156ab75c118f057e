"""Engine rules of the FrachtExpress state that mutation testing found unpinned (issue 21)."""
import time

import pytest

from rulebook.fracht_express import station_e
from rulebook.fracht_express.actions import UseSpecial
from rulebook.fracht_express.state import MAX_SETTLE

from fe_helpers import arrival


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
