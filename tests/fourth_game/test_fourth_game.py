"""The fourth game (issue 33): Rail Race, a game that lives only in ``tests/fourth_game`` and registers
through the entry-point group ``rulebook.games`` as a game from another distribution would, works unchanged
in the generic tools: the registry, simulate (one process and several), the command line, perft, position
codes, the turn panel and the class tables. (The conformance suite covers it too: ``tests/conftest.py``
registers it for the whole run, and ``test_conformance.py`` goes over every registered game.)

Each test would fail if generic code named the three shipped games instead of asking the game.
"""
from __future__ import annotations

import json
import subprocess
import sys
from importlib.metadata import entry_points

import pytest

import rulebook
from rulebook.analysis import perft, simulate
from rulebook.codes import from_code, position_code
from rulebook.registry import UnknownGame

from fourth_game_plugin import SITE, env

RR = rulebook.GAMES["rail_race"]


def _walk(state, depth: int) -> int:
    """Sequences of ``depth`` decisions, counted by applying and undoing (perft counts with copies)."""
    if depth == 0:
        return 1
    total = 0
    for a in state.legal_actions():
        state.apply(a)
        total += _walk(state, depth - 1)
        state.undo()
    return total


def test_registered_through_the_entry_point_group():
    """The game is found in the group ``rulebook.games`` from its own distribution's metadata, not from a
    list in the project; an unregistered name is a clear error."""
    refs = {ep.name: ep.value for ep in entry_points(group="rulebook.games")}
    assert refs["rail_race"] == "rail_race:RAIL_RACE"
    assert RR.NAME == "rail_race" and str(SITE) in sys.modules["rail_race"].__file__
    assert list(rulebook.GAMES)[:3] == ["first_class", "fracht_express", "horror"]
    with pytest.raises(UnknownGame, match="rail_race"):
        rulebook.GAMES["rail_racer"]


def test_simulate_plays_it_in_one_process_and_in_several():
    """``simulate`` plays the game by name; the same seed gives the same rows with one process or two (the
    worker processes find the game through the same registration)."""
    one = simulate("rail_race", games=6, players=2, bots="random", seed=5, processes=1, progress=False)
    two = simulate("rail_race", games=6, players=2, bots="random", seed=5, processes=2, progress=False)
    assert len(one) == 6 and one.to_dict() == two.to_dict()
    assert (one["win_0"] | one["win_1"]).all() and one[["score_0", "score_1"]].max().max() == 12


def test_the_command_line_plays_and_simulates_it():
    """``rulebook play`` and ``rulebook simulate`` take the fourth game's name like any other."""
    play = subprocess.run([sys.executable, "-m", "rulebook.cli", "play", "rail_race", "--players", "2",
                           "--bots", "random,greedy", "--seed", "3", "--quiet"],
                          capture_output=True, text=True, env=env(), timeout=120)
    assert play.returncode == 0, play.stderr
    assert "Rail Race" in play.stdout
    sim = subprocess.run([sys.executable, "-m", "rulebook.cli", "simulate", "rail_race", "--games", "4",
                          "--players", "2", "--bots", "random", "--processes", "1", "--yes"],
                         capture_output=True, text=True, env=env(), timeout=120)
    assert sim.returncode == 0, sim.stderr


@pytest.mark.parametrize("depth", [1, 2, 3, 4])
def test_perft_counts_what_applying_and_undoing_counts(depth):
    """perft (children by copy) agrees with a count by apply and undo, at every depth."""
    s = RR.new_game(players=2, seed=8)
    assert perft(s, depth) == _walk(s.copy(), depth) > 0


def test_position_codes_carry_the_game_tag():
    """A position code of the game starts with the game's own tag and loads back to the same position;
    a code of it is refused where another game's position is asked for."""
    s = RR.new_game(players=2, seed=2)
    s.apply(s.legal_actions()[0])
    code = position_code(s)
    assert code.startswith("RR-P")
    back = from_code(code)
    assert back.game is RR and back._dump()["pos"] == s._dump()["pos"]
    with pytest.raises(rulebook.LoadError, match="Rail Race"):
        from_code(code, game="first_class")


def test_the_turn_panel_plays_it_by_clicks():
    """The generic turn panel draws the game's own picture and carries out a click on a speed card; a click on
    a card the rules refuse answers with the rule."""
    import widgets

    panel = widgets.play("rail_race", players=2, seed=4)
    st = panel.state
    card = st.legal_actions()[0]
    assert 'data-key="card:' in panel.svg
    assert panel.click_key(f"card:{card.speed}")
    assert len(st.history) == 1
    held = set(st.hands[st.current_player])
    missing = next(v for v in (1, 2, 3) if v not in held) if len(held) < 3 else None
    if missing is not None:
        assert not panel.click_key(f"card:{missing}")
        assert len(st.history) == 1


def test_class_tables_seat_it_and_play_it():
    """The class tables create a table of the game, show each seat its own picture (never the other hand) and
    carry out a seat's button."""
    from class_tables import pages
    from class_tables.room import Room
    from class_tables.store import MemoryStore

    room = Room(MemoryStore(), teacher_code="TEACH1")
    t = room.create("rail_race", players=2, seed=3)
    mover = t.state.current_player
    assert t.act(mover, version=t.serial, button=0).ok
    other = t.state.current_player
    waiting = 1 - other
    page = pages.picture(t, waiting, "en")
    hands = t.state.view(None)["hands"]
    assert page.count('data-key="card:') == len(hands[waiting])       # its own cards, not the other hand
    assert t.state.view(waiting)["hands"][other] == len(hands[other])
    assert json.loads(json.dumps(t.state.view(waiting)))["pos"] == t.state.view(None)["pos"]
