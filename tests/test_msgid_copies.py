"""A message id copies and pickles to itself, so a copied state still saves and loads (issue 33).

Requirement checked: ``copy.copy``, ``copy.deepcopy`` and ``pickle`` of a :class:`rulebook.i18n.MsgId` give
back an equal MsgId with the same four fields (not the old id nested inside a new one), and a mid-game state of
each game whose log holds a not-yet-read line with a plural or context id, copied or pickled, writes a save that
loads and is the same save the original writes.
"""
from __future__ import annotations

import copy
import pickle
import random

import pytest

import rulebook
from rulebook.i18n import NC_, NCN_, NN_, Msg, MsgId

COPIERS = {"copy": copy.copy, "deepcopy": copy.deepcopy, "pickle": lambda x: pickle.loads(pickle.dumps(x))}


@pytest.mark.parametrize("how", sorted(COPIERS))
@pytest.mark.parametrize("mid", [NN_("{n} car", "{n} cars"), NC_("verb", "Load"),
                                 NCN_("cargo", "{k} crate", "{k} crates", "k")])
def test_msgid_copies_to_itself(how, mid):
    """A copied or unpickled MsgId is a MsgId with the same id, plural, context and count, and reads the same."""
    twin = COPIERS[how](mid)
    assert type(twin) is MsgId
    assert tuple(twin) == tuple(mid)
    assert all(f is None or isinstance(f, str) for f in twin)
    params = {"n": 2, "k": 2}
    assert Msg(twin, params).to_dict() == Msg(mid, params).to_dict()


def _unread_plural_line(state) -> bool:
    """Whether the log holds a line still keeping its MsgId (built lazily, not yet read)."""
    return any(type(getattr(line, "_id", None)) is MsgId and not hasattr(line, "_msg") for line in state.log)


def _mid_game(name: str, seed: int = 3, limit: int = 300):
    """A 2-player game of random moves, played until its log holds an unread line with a MsgId."""
    g = rulebook.GAMES[name]
    s = g.new_game(players=2, seed=seed)
    rng = random.Random(seed)
    for _ in range(limit):
        s.apply(rng.choice(s.legal_actions()))
        if _unread_plural_line(s):
            return g, s
    pytest.fail(f"{name}: no plural or context message in {limit} random moves")


@pytest.mark.parametrize("how", sorted(COPIERS))
@pytest.mark.parametrize("name", sorted(rulebook.GAMES))
def test_copied_state_saves_and_loads(name, how):
    """The save of a copied or unpickled mid-game state loads, and equals the original's save."""
    g, s = _mid_game(name)
    twin = COPIERS[how](s)       # before anything reads the original's log: the ids are copied as they are
    text = twin.to_json()
    assert g.from_json(text).to_json() == text
    assert text == s.to_json()
