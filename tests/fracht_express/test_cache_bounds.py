"""FrachtExpress's module-level action caches stay bounded over many games (issue #12).

``change._COVERS`` and ``extend._BLOCKS`` keep one ``Cover``/``Extend`` object per card and space so the hot
path does not make them again. The spaces differ from game to game (the rail system wanders over an unbounded
table), so without a bound the caches grew with every game played in a process. Here the caps are lowered so
a few games reach them, and the games must play exactly as with the caches untouched.
"""
import os
import random

import pytest

import rulebook
from rulebook.fracht_express import change, extend

FX = rulebook.GAMES["fracht_express"]
QUICK = os.environ.get("RULEBOOK_QUICK", "1") != "0"
GAMES = 12 if QUICK else 60


def _play(seed, options=None):
    """A random 2-player game; the list of actions taken, as text."""
    s = FX.new_game(players=2, seed=seed, **(options or {}))
    r = random.Random(seed)
    moves = []
    while not s.is_over:
        a = r.choice(s.legal_actions())
        moves.append(repr(a))
        s.apply(a)
    return moves


def _sizes():
    cells = max((len(v) for v in extend._BLOCKS.values()), default=0)
    covers = max((len(v) for v in change._COVERS.values()), default=0)
    return len(extend._BLOCKS), cells, len(change._COVERS), covers


@pytest.fixture
def fresh_caches(monkeypatch):
    """Empty caches before and after, so other tests see the usual ones."""
    for d in (extend._BLOCKS, change._COVERS, change._FITS):
        d.clear()
    yield
    for d in (extend._BLOCKS, change._COVERS, change._FITS):
        d.clear()


def test_caches_stay_under_their_caps_and_games_play_the_same(monkeypatch, fresh_caches):
    """Requirement: every cache holds at most its cap per card (spaces, covers) and in all (data set, card)
    entries, whatever the number of games; reaching a cap changes no game (same actions in the same order)."""
    seeds = [1000 + 7 * i for i in range(GAMES)]
    options = [{"advanced": True, "layout": "dealt"} if i % 2 else None for i in range(GAMES)]
    reference = [_play(s, o) for s, o in zip(seeds, options)]
    assert _sizes()[1] > 16 and _sizes()[3] > 16  # the unbounded run went past the small caps below

    for d in (extend._BLOCKS, change._COVERS, change._FITS):
        d.clear()
    monkeypatch.setattr(extend, "CELLS_CAP", 16)
    monkeypatch.setattr(change, "COVERS_CAP", 16)
    monkeypatch.setattr(extend, "CARDS_CAP", 20)
    monkeypatch.setattr(change, "CARDS_CAP", 20)
    for s, o, ref in zip(seeds, options, reference):
        assert _play(s, o) == ref
        blocks, cells, covers_keys, covers = _sizes()
        assert blocks <= 20 and covers_keys <= 20 and len(change._FITS) <= 20
        assert cells <= 16 and covers <= 16


def test_default_caps_bound_the_memory_of_the_caches():
    """Requirement: the default caps bound the caches to a few megabytes per data set (cards x cap), not a
    number that grows with the games played."""
    n_cards = len(FX.new_game(players=2, seed=0).comp.ids)
    assert extend.CELLS_CAP * n_cards <= 50_000 and change.COVERS_CAP * n_cards <= 100_000
    assert extend.CARDS_CAP <= 4 * n_cards and change.CARDS_CAP <= 4 * n_cards


def test_quick_makers_give_the_dataclass_values():
    """``actions.placing`` makes the listings' Extend/Cover objects without their ``__init__``: the very values
    (type, equality, hash, repr) the dataclass makes."""
    from rulebook.fracht_express.actions import Cover, Extend, placing
    for cls in (Extend, Cover):
        made = placing(cls)("D07", -2, 3, (0, 3))
        want = [cls("D07", -2, 3, 0), cls("D07", -2, 3, 3)]
        assert [type(a) for a in made] == [cls, cls]
        assert made == want and list(map(hash, made)) == list(map(hash, want))
        assert list(map(repr, made)) == list(map(repr, want))


def test_the_one_cell_table_is_bounded_and_emptying_it_changes_no_game(monkeypatch):
    """``state.one_cell`` keeps one tuple per cell (the caches then find cells by identity); at its cap it is
    emptied, and equal tuples made afterwards serve as well: the games play exactly the same."""
    from rulebook.fracht_express import state
    reference = [_play(seed) for seed in range(3)]
    monkeypatch.setattr(state, "ONE_CELL_CAP", 8)
    monkeypatch.setattr(state, "_ONE_CELL", {})
    assert [_play(seed) for seed in range(3)] == reference
    assert len(state._ONE_CELL) <= 8
