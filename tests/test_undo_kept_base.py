"""Undo replays from a kept copy of the base position (issue 13: undo without re-validating the base).

``State.base_position()`` loads the base once (with the save checks), keeps it, and hands out copies; undo
replays the history on such a copy. These tests check that this stays exact: ``undo()`` then ``to_json()``
gives the earlier ``to_json()`` byte for byte -- for a new game, a game loaded from its save and a copy --
and that replaying on one copy never changes the kept base another state replays from.

Size: ``RULEBOOK_QUICK=1`` (default) tries a few walks per game; ``RULEBOOK_QUICK=0`` many more.
"""
from __future__ import annotations

import os

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import rulebook

QUICK = os.environ.get("RULEBOOK_QUICK", "1") != "0"
HYP = settings(max_examples=6 if QUICK else 80, deadline=None, derandomize=QUICK,
               suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
GAMES = [pytest.param("fracht_express", 2, id="fracht_express"), pytest.param("horror", 2, id="horror"),
         pytest.param("first_class", 3, id="first_class")]


def _walk(s, data, steps):
    texts = [s.to_json()]
    for _ in range(steps):
        if s.is_over:
            break
        legal = s.legal_actions()
        s.apply(legal[data.draw(st.integers(0, len(legal) - 1), label="choice")])
        texts.append(s.to_json())
    return texts


@pytest.mark.parametrize("name,n", GAMES)
@HYP
@given(seed=st.integers(0, 2 ** 32 - 1), data=st.data())
def test_undo_then_to_json_gives_the_earlier_save(name, n, seed, data):
    """Undo takes back exactly one apply: after each undo, to_json() equals the to_json() saved before that
    apply -- on the game itself, on the game loaded from its save and on a copy, undone in turn (all three
    replay from kept bases, one of them shared with the copy)."""
    game = rulebook.GAMES[name]
    s = game.new_game(players=n, seed=seed)
    texts = _walk(s, data, data.draw(st.integers(1, 30), label="steps"))
    loaded = game.from_json(texts[-1])
    twin = s.copy()
    for want in reversed(texts[:-1]):
        for g in (s, loaded, twin):
            g.undo()
            assert g.to_json() == want


@pytest.mark.parametrize("name,n", GAMES)
@HYP
@given(seed=st.integers(0, 2 ** 32 - 1), data=st.data())
def test_play_on_a_replayed_copy_leaves_the_kept_base_alone(name, n, seed, data):
    """The kept base is never played on: after a copy undoes and plays other moves, the original's undo
    still gives its own earlier positions."""
    game = rulebook.GAMES[name]
    s = game.new_game(players=n, seed=seed)
    texts = _walk(s, data, data.draw(st.integers(1, 12), label="steps"))
    twin = s.copy()
    while twin.history:
        twin.undo()
    _walk(twin, data, data.draw(st.integers(1, 12), label="other steps"))
    for want in reversed(texts[:-1]):
        s.undo()
        assert s.to_json() == want


@pytest.mark.parametrize("name,n", GAMES)
def test_a_base_put_in_by_hand_is_loaded_afresh(name, n):
    """The kept base belongs to one base: a state given another base object replays from that one."""
    game = rulebook.GAMES[name]
    a = game.new_game(players=n, seed=1)
    a.apply(a.legal_actions()[0])
    a.undo()                                   # a keeps the base of seed 1 now
    b = game.new_game(players=n, seed=2)
    want = b.to_json()
    b.apply(b.legal_actions()[0])
    a._base, a._history = b._base, list(b.history)
    a.undo()
    assert a.to_json() == want


@pytest.mark.parametrize("name,n", GAMES)
def test_undo_skips_the_save_checks_and_from_json_keeps_them(name, n, monkeypatch):
    """Undo replays from a base the engine made itself without running the save checks again (the trusted
    path); from_json, which reads text from outside, still runs them."""
    import importlib
    load = importlib.import_module(f"rulebook.{name}.load")
    game = rulebook.GAMES[name]
    s = game.new_game(players=n, seed=5)
    before = s.to_json()
    s.apply(s.legal_actions()[0])
    text = s.to_json()

    def refuse(st):
        raise ValueError("the save checks ran")
    monkeypatch.setattr(load, "invariant_problems", refuse)
    s.undo()
    assert s.to_json() == before
    with pytest.raises(rulebook.LoadError):
        game.from_json(text)
