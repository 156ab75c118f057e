"""The engine and the widgets' click keys read and write Horror's monsters, passengers, suspects and investigators
by name only (issue 33, point 5): the records have no reading of the saved shape (``m[1]``, ``colour, car = m``,
``s["car"]``, ``"car" in s``, ``dict(s)``; comparing a record with a plain list or dict is False), so any such
reading left in the code a game reaches raises. Random games play, list, refuse, describe, map clicks, draw, view
and save, and a loaded save holds records that read as the game's did."""
from __future__ import annotations

import random

import pytest

import rulebook
from rulebook.horror import records
from rulebook.horror.candidates import candidates
from widgets.horror import keys

HORROR = rulebook.GAMES["horror"]


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


def test_a_record_has_no_reading_of_the_saved_shape():
    """Reading a record by position or key raises (else the games below could not catch one), the names read."""
    m, s = records.Monster("red", 3), records.Suspect(tile="s1", car=2, clues=["c1"])
    with pytest.raises(TypeError):
        m[1]
    with pytest.raises(TypeError):
        s["car"]
    with pytest.raises(TypeError):
        colour, car = m
    assert (m.car, s.car) == (3, 2)


@pytest.mark.parametrize("players, seed", [(1, 3), (2, 11), (3, 5), (4, 8)])
def test_games_play_list_refuse_describe_and_save_reading_the_records_by_name(players, seed):
    """Every reading of a record in the engine and the click keys is by name: a random game runs through all of them
    without a TypeError, its positions hold records, and a loaded save holds equal records (the same game)."""
    seen = _play(players, seed, 120)
    assert len(seen) > 30
    s = HORROR.new_game(players=players, seed=seed)
    rng = random.Random(seed)
    for _ in range(60):
        if s.is_over:
            break
        s.apply(rng.choice(s.legal_actions()))
        back = HORROR.from_json(s.to_json())
        for field, t in records.RECORDS.items():
            assert all(type(x) is t for x in getattr(s, field)), field
            assert getattr(back, field) == getattr(s, field), field
