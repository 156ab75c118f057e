"""Copies and saves share nothing mutable with the game (issue #12).

Requirement checked: ``c = s.copy()`` and ``d = s.to_dict()`` are independent
of ``s``: changing the copy's rulings, options or any list of its position, or
any part of the dict, never changes ``s`` (nor what ``s.undo()`` gives). The
only objects a copy shares are read-only by design: the component data
(``comp``), the base position (``_base``, copied whenever it leaves the state),
the actions and log entries (values), and FrachtExpress's copy-on-write network
caches.
"""
from __future__ import annotations

import dataclasses

import random

import pytest

import rulebook

GAMES = sorted(rulebook.GAMES)
SHARED_BY_DESIGN = {"comp", "_base", "_base_or_replay", "_net", "_station_cells"}   # Horror's slot for _base


def _game(name, moves=25, seed=3):
    g = rulebook.GAMES[name]
    s = g.new_game(players=2, seed=seed)
    rng = random.Random(seed)
    for _ in range(moves):
        acts = s.legal_actions()
        if not acts:
            break
        s.apply(rng.choice(acts))
    return s


def _shared(a, b, path, out, seen):
    """Paths where ``a`` and ``b`` hold the very same mutable container or object."""
    if id(a) in seen or isinstance(a, (str, int, float, bool, type(None), tuple, frozenset)):
        return
    seen.add(id(a))
    params = getattr(type(a), "__dataclass_params__", None)
    if params is not None and params.frozen:  # a value (First Class's pending units): only its contents count
        for f in dataclasses.fields(a):
            _shared(getattr(a, f.name), getattr(b, f.name, None), f"{path}.{f.name}", out, seen)
        return
    if a is b:
        out.append(path)
        return
    if isinstance(a, dict) and isinstance(b, dict):
        for k in a:
            if k in b:
                _shared(a[k], b[k], f"{path}.{k}", out, seen)
    elif isinstance(a, list) and isinstance(b, list):
        for i, (x, y) in enumerate(zip(a, b)):
            _shared(x, y, f"{path}[{i}]", out, seen)
    elif type(a) is type(b) and hasattr(a, "__dict__"):
        for k, v in vars(a).items():
            if k not in SHARED_BY_DESIGN and k not in ("log", "_history"):
                _shared(v, vars(b).get(k), f"{path}.{k}", out, seen)
    elif type(a) is type(b) and hasattr(type(a), "__slots__"):
        for k in type(a).__slots__:
            if hasattr(a, k) and k not in SHARED_BY_DESIGN and k not in ("log", "_history"):
                _shared(getattr(a, k), getattr(b, k), f"{path}.{k}", out, seen)


@pytest.mark.parametrize("name", GAMES)
def test_copy_shares_no_mutable_container(name):
    """Req: a copy shares no list, dict or player object with the original (outside the read-only
    parts listed in the module docstring); its log and history are lists of their own."""
    s = _game(name)
    c = s.copy()
    out = []
    _shared(s, c, "state", out, set())
    assert out == []
    assert c.log is not s.log and c._history is not s._history


@pytest.mark.parametrize("name", GAMES)
def test_changing_a_copys_rulings_and_options_leaves_the_original(name):
    """Req: ``c.rulings[...] = ...`` and changes to ``c.options`` do not reach ``s``."""
    s = _game(name)
    before = s.to_json()
    c = s.copy()
    key = next(iter(c.rulings))
    c.rulings[key] = "changed"
    c.options["added"] = 1
    assert s.to_json() == before
    assert s.rulings[key] != "changed" and "added" not in s.options


@pytest.mark.parametrize("name", GAMES)
def test_what_if_play_on_a_copy_leaves_the_original(name):
    """Req: playing a game out on a copy leaves the original's position, log and history alone."""
    s = _game(name)
    before = s.to_json()
    c = s.copy()
    rng = random.Random(9)
    for _ in range(40):
        acts = c.legal_actions()
        if not acts:
            break
        c.apply(rng.choice(acts))
    if c.history:
        c.undo()
    assert s.to_json() == before


def _scribble(x):
    """Change every list and dict inside ``x`` in place."""
    if isinstance(x, dict):
        for k, v in list(x.items()):
            if isinstance(v, (dict, list)):
                _scribble(v)
            elif isinstance(v, int) and not isinstance(v, bool):
                x[k] = v + 99
        x["scribbled"] = True
    elif isinstance(x, list):
        for i, v in enumerate(x):
            if isinstance(v, (dict, list)):
                _scribble(v)
            elif isinstance(v, int) and not isinstance(v, bool):
                x[i] = v + 99
        x.append("scribbled")


@pytest.mark.parametrize("name", GAMES)
def test_to_dict_shares_nothing_with_the_state(name):
    """Req: ``d = s.to_dict()``, then changing anything in ``d`` (a player's score in the base, say)
    changes neither ``s`` nor what ``s.undo()`` gives."""
    s = _game(name)
    ref = _game(name)
    d = s.to_dict()
    if name == "first_class":
        d["base"]["players"][0]["score"] = 99
    _scribble(d)
    assert s.to_json() == ref.to_json()
    s.undo()
    ref.undo()
    assert s.to_json() == ref.to_json()


@pytest.mark.parametrize("name", GAMES)
def test_loaded_state_shares_nothing_with_its_base(name):
    """Req: a state loaded from a save (and one after undo) does not keep references into its base:
    changing the state's options or lists leaves the base that undo replays from intact."""
    s = rulebook.GAMES[name].from_json(_game(name).to_json())
    ref = s.to_json()
    s.options["added"] = 1
    s.rulings[next(iter(s.rulings))] = "changed"
    assert "added" not in s._base["options"]
    s.undo()
    t = rulebook.GAMES[name].from_json(ref)
    t.undo()
    assert s.to_json() == t.to_json()
