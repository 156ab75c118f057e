"""The engine and the widgets' click keys read and write Horror's monsters, passengers, suspects and investigators
by name only (issue 33, point 5): with the records' compatibility readings of the saved shape taken away (``m[1]``,
``colour, car = m``, ``s["car"]``, ``"car" in s``, ``dict(s)``, comparing a record with a plain list or dict),
random games still play, list, refuse, describe, map clicks, draw, view and save exactly as they do with them.
Those readings are kept for the tests and the lesson notebooks only (see ``rulebook/horror/records.py``)."""
from __future__ import annotations

import random

import pytest

import rulebook
from rulebook.horror import records
from rulebook.horror.candidates import candidates
from widgets.horror import keys

HORROR = rulebook.GAMES["horror"]

PAIR_COMPAT = ("__getitem__", "__setitem__", "__iter__", "__len__")
BOARD_COMPAT = ("__getitem__", "__setitem__", "__contains__", "__iter__", "__len__", "keys", "items", "values", "get",
                "update")


def _strict_pair_eq(self, other):
    if isinstance(other, records._Pair):
        return type(other) is type(self) and self._pair() == other._pair()
    if isinstance(other, (list, tuple)):
        raise AssertionError(f"{type(self).__name__} compared with the plain value {other!r}")
    return NotImplemented


def _strict_board_eq(self, other):
    if isinstance(other, records._Board):
        return type(other) is type(self) and self.__dict__ == other.__dict__
    if isinstance(other, dict):
        raise AssertionError(f"{type(self).__name__} compared with a plain dict")
    return NotImplemented


def _no_order(self, other):
    raise AssertionError(f"{type(self).__name__} ordered like a plain list")


def _take_the_readings_away(mp) -> None:
    """Through the monkeypatch ``mp``: the records without their compatibility readings, as if ``records.py`` had
    none (comparing or ordering a record against a plain value raises, so it cannot pass unnoticed as False)."""
    for name in PAIR_COMPAT:
        mp.delattr(records._Pair, name)
    for name in BOARD_COMPAT:
        mp.delattr(records._Board, name)
    for name in ("__lt__", "__le__", "__gt__", "__ge__"):
        mp.setattr(records._Pair, name, _no_order)
    mp.setattr(records._Pair, "__eq__", _strict_pair_eq)
    mp.setattr(records._Board, "__eq__", _strict_board_eq)


def _play(players: int, seed: int, moves: int) -> list:
    """What a random game shows along the way: each position's legal actions, the refusal, the words and the
    picture's click key of every near miss (``candidates``) with the actions a click on that key means, the
    picture with the targets in the acting investigator's car highlighted, a seat's view and the save."""
    s = HORROR.new_game(players=players, seed=seed)
    rng = random.Random(seed)
    seen = []
    for step in range(moves):
        if s.is_over:
            break
        legal = s.legal_actions()
        if step % 4 == 0:
            for a in candidates(s):
                why = s.explain(a)
                key = keys.key_of(s, a)
                seen.append((repr(a), why and (why.rule, why.text("en")), s.describe(a).text("en"), key,
                             key and keys.actions_for_key(s, key)))
            seen.append(keys.render(s, seat=s.current_player, active=frozenset({"end"})))
            seen.append(s.view(step % players))
            text = s.to_json()
            seen += [text, HORROR.from_json(text).legal_actions()]
        s.apply(rng.choice(legal))
    seen.append(s.to_json())
    return seen


def test_taking_the_readings_away_leaves_only_the_names(monkeypatch):
    """The saved-shape readings are really gone under ``_take_the_readings_away`` (else the test below could not
    fail), and the names still read."""
    _take_the_readings_away(monkeypatch)
    m, s = records.Monster("red", 3), records.Suspect(tile="s1", car=2, clues=["c1"])
    with pytest.raises(TypeError):
        m[1]
    with pytest.raises(TypeError):
        s["car"]
    with pytest.raises(AssertionError):
        m == ["red", 3]   # noqa: B015
    assert (m.car, s.car) == (3, 2)


@pytest.mark.parametrize("players, seed", [(1, 3), (2, 11), (3, 5), (4, 8)])
def test_games_play_list_refuse_and_describe_the_same_without_the_saved_shape_readings(players, seed, monkeypatch):
    """Every reading of a record in the engine is by name: the game seen without the compatibility readings is the
    game seen with them (same legal actions, refusals, words, views, saves and loaded saves)."""
    with_them = _play(players, seed, 120)
    with monkeypatch.context() as mp:
        _take_the_readings_away(mp)
        without = _play(players, seed, 120)
    assert without == with_them
