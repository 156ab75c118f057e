"""A new game's base position is dumped when first read (``setup.BaseReplay``), and is then exactly what an eager
dump at setup gave: saves, undo and copies see the same base as before the dump was made lazy.

Requirement checked: for several seats, seeds and options, the base of a new game equals the dump of its starting
position; a game played on from it saves and undoes back to that very position; a copy made before the base was
read shares one dump with the original (the base is read-only, made once).
"""
from __future__ import annotations

import json
import random

import pytest

from rulebook.horror import HORROR
from rulebook.horror.setup import BaseReplay

CASES = [(1, 0, {}), (2, 7, {}), (3, 11, {"difficulty": "proper"}), (4, 5, {"ritual": "pestilence"})]


@pytest.mark.parametrize("players,seed,opts", CASES)
def test_base_of_a_new_game_is_its_starting_position(players, seed, opts):
    """Req: the lazily made base equals the dump of the position the game started from (what ``_start_history``
    stored before), field by field and in the save's JSON."""
    s = HORROR.new_game(players=players, seed=seed, **opts)
    assert type(s._base_or_replay) is BaseReplay   # not dumped yet
    start = s._dump()
    assert s._base == start
    assert json.loads(s.to_json())["base"] == json.loads(json.dumps(start))


@pytest.mark.parametrize("players,seed,opts", CASES)
def test_played_game_undoes_and_saves_back_to_its_start(players, seed, opts):
    """Req: after some random moves, undoing every one gives the starting position again, and a save of the
    played game loads with the same base and position."""
    s = HORROR.new_game(players=players, seed=seed, **opts)
    fresh = HORROR.new_game(players=players, seed=seed, **opts).to_json()
    rng = random.Random(seed)
    for _ in range(12):
        if s.is_over:
            break
        s.apply(rng.choice(s.legal_actions()))
    text = s.to_json()
    assert HORROR.from_json(text).to_json() == text
    while s.history:
        s.undo()
    assert s.to_json() == fresh


def test_copies_share_one_base_dump():
    """Req: a copy taken before the base was read holds the same replay; reading it in either makes one dump that
    both then use (the base is shared read-only, as before)."""
    s = HORROR.new_game(players=2, seed=3)
    c = s.copy()
    assert c._base_or_replay is s._base_or_replay
    assert c._base is s._base
