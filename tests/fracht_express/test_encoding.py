"""FrachtExpress's encoding for the research interfaces (rulebook/fracht_express/encoding.py)."""
from __future__ import annotations

import pytest

np = pytest.importorskip("numpy", reason="the research extra (numpy) is not installed")

import rulebook  # noqa: E402
from rulebook.fracht_express.encoding import LOW, encoding  # noqa: E402

FX = rulebook.GAMES["fracht_express"]


def test_own_hand_is_observed_and_the_others_hands_are_not():
    """Each seat's observation marks exactly the cards of its own hand under ``my.hand``."""
    s = FX.new_game(players=3, seed=2)
    enc = encoding(s)
    names = enc.feature_names(s.view(0), 0)
    hand = [i for i, n in enumerate(names) if n.startswith("my.hand:")]
    for seat in range(3):
        obs = enc.observe(s.view(seat), seat)
        assert {names[i].split(":")[1] for i in hand if obs[i]} == set(s.players[seat].hand)


def test_stations_are_drawn_where_the_view_puts_them():
    """The station plane of the table picture has a 1 exactly at each station's space."""
    s = FX.new_game(players=2, seed=2)
    enc = encoding(s)
    names = enc.feature_names(s.view(0), 0)
    obs = enc.observe(s.view(0), 0)
    marked = {names[i] for i, n in enumerate(names) if n.startswith("station[") and obs[i]}
    assert marked == {f"station[{x},{y}]" for x, y in s.view(0)["stations"].values()}
    assert LOW < 0


def test_a_placing_move_is_a_sequence_type_card_x_y_turn():
    """Factored ids: Extend is its type's id, then the card's, x's, y's and the turn's, each from its block."""
    s = FX.new_game(players=2, seed=2)
    vocab = encoding(s).vocabulary
    Extend = FX.ACTIONS["Extend"]
    ids = vocab.tokens(Extend("D07", 3, -2, 1))
    assert [vocab.name(t) for t in ids] == ["Extend", "card=D07", "x=3", "y=-2", "turn=1"]
