"""Mutated saves for robustness checks: the fuzzing tool and the property tests share these.

A *plain* mutation changes one field anywhere in a save (deletes it, swaps its
type, makes a number huge or negative, names an unknown id, nests it deeply):
loading must raise :class:`~rulebook.core.LoadError` or succeed, nothing else.
A *forged* mutation makes a save whose ``state`` is its ``base`` (no actions)
and then makes the same impossible edit to both (a score no game reaches, an id
no component has, a duplicated or negative count): loading must refuse it.

>>> import random, rulebook
>>> g = rulebook.GAMES["first_class"]
>>> save = sample_save(g, random.Random(1))
>>> sorted(save) == ['actions', 'base', 'format', 'game', 'state', 'version']
True
"""
from __future__ import annotations

import copy
import json
import random

HUGE = 10 ** 18
SWAPS = ({}, [], "x", None, True, 1.5, HUGE, -1, -HUGE, "NOPE", [[[[]]]], {"msg": {"id": "{nope}"}})
# Fields a forged edit leaves alone: the random state and the log are not part of the position's rules
FORGE_SKIP = ("rng", "log")


def sample_save(game, rng: random.Random, max_moves: int = 30) -> dict:
    """A save of a random game of ``game`` after up to ``max_moves`` random legal actions."""
    players = rng.choice(list(game.PLAYERS))
    s = game.new_game(players=players, seed=rng.randrange(1 << 30))
    for _ in range(rng.randrange(max_moves + 1)):
        acts = s.legal_actions()
        if not acts:
            break
        s.apply(rng.choice(acts))
    return json.loads(s.to_json())


def paths(x, prefix=()):
    """Every path (a tuple of keys and indexes) into ``x``, containers and leaves alike."""
    out = [prefix]
    if isinstance(x, dict):
        for k, v in x.items():
            out += paths(v, prefix + (k,))
    elif isinstance(x, list):
        for i, v in enumerate(x):
            out += paths(v, prefix + (i,))
    return out


def _get(x, path):
    for k in path:
        x = x[k]
    return x


def _set(x, path, value):
    _get(x, path[:-1])[path[-1]] = value


def _delete(x, path):
    parent = _get(x, path[:-1])
    del parent[path[-1]]


def plain_mutation(save: dict, rng: random.Random) -> tuple[dict, str]:
    """A copy of ``save`` with one field changed anywhere; returns it and a description."""
    s = copy.deepcopy(save)
    ps = [p for p in paths(s) if p]
    p = rng.choice(ps)
    kind = rng.randrange(1 + len(CHANGES))
    where = ".".join(map(str, p))
    if kind == 0:
        _delete(s, p)
        return s, f"delete {where}"
    v = CHANGES[kind - 1](_get(s, p), rng)
    _set(s, p, v)
    return s, f"set {where} = {_short(v)}"


# The ways ``plain_mutation`` changes a value (after deleting it, kind 0): f(old value, rng) -> the new value. A
# change that does not fit the value (a step of a number that is not one) makes an odd value instead.
def _odd(old, rng):
    return rng.choice([[1, 2, 3], {"a": [1]}, "{x:>300000000}", "{0.__class__}", 2 ** 64, -(2 ** 63)])


def _swap(old, rng):
    return copy.deepcopy(rng.choice(SWAPS))


def _step(old, rng):
    if isinstance(old, int) and not isinstance(old, bool):
        return rng.choice([old + 1, old - 1, -old - 1, old * HUGE + HUGE, -HUGE, 1 << 70])
    return _odd(old, rng)


def _resize(old, rng):
    if isinstance(old, list):
        return old + old[:1] if old and rng.random() < 0.5 else old[1:]
    return _odd(old, rng)


def _other_kind(old, rng):
    return "NOPE" if isinstance(old, str) else {"unknown": 1} if isinstance(old, dict) else [old]


CHANGES = (_swap, _step, _resize, _other_kind, _odd)


def forged_mutation(save: dict, rng: random.Random) -> tuple[dict, str] | None:
    """A consistent but impossible save: state equals base, the same impossible edit in both; None if no
    field of this save can be forged."""
    base = copy.deepcopy(save["base"])
    cands = []
    for p in paths(base):
        if not p or p[0] in FORGE_SKIP:
            continue
        v = _get(base, p)
        if isinstance(v, bool) or v is None:
            continue
        if isinstance(v, int):
            cands.append((p, "int"))
        elif isinstance(v, str) and p[0] != "data":
            cands.append((p, "str"))
        elif isinstance(v, list) and v and all(isinstance(x, str) for x in v) and p[0] != "options":
            cands.append((p, "dup"))
    if not cands:
        return None
    p, kind = rng.choice(cands)
    v = FORGES[kind](_get(base, p), rng)
    _set(base, p, v)
    out = dict(save, base=base, state=copy.deepcopy(base), actions=[])
    return out, f"forge {'.'.join(map(str, p))} = {_short(v)} in base and state"


#: how ``forged_mutation`` forges a field by its kind: f(old value, rng) -> the impossible value
FORGES = {
    "int": lambda old, rng: rng.choice([HUGE, -HUGE, 1 << 70]),
    "str": lambda old, rng: "NOPE",
    "dup": lambda old, rng: old + [old[0]],      # a list of names with its first name twice
}


def _short(v) -> str:
    r = repr(v)
    return r if len(r) < 40 else r[:37] + "..."
