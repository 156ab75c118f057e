"""Preparation rules of FrachtExpress that mutation testing found unpinned (issue 21): what a new game's state
says before anyone has acted."""
import json

import rulebook

FX = rulebook.GAMES["fracht_express"]


def test_the_default_layout_goes_straight_to_the_first_turn_the_dealt_one_to_placing_stations():
    """Preparation: with the stations in the default layout the first player's turn begins at once; with dealt
    stations the players first lay them out."""
    s = FX.new_game(players=3, seed=2)
    assert s.phase == "turn" and s.current_player == 0
    t = FX.new_game(players=3, seed=2, layout="dealt")
    assert t.phase == "layout"


def test_a_new_game_allows_drawing_and_its_save_loads_back():
    """Preparation: no group card robbery has happened, so drawing new cards is allowed (a plain false in the
    save), and the saved new game, in either layout, is a position the loader accepts as it is."""
    for kw in ({}, {"layout": "dealt"}, {"advanced": True}):
        s = FX.new_game(players=2, seed=5, **kw)
        assert s.no_draw is False
        text = s.to_json()
        assert json.loads(text)["state"]["no_draw"] is False
        assert FX.from_json(text).to_json() == text
