"""The two halves of a game's encoding for the research interfaces: features of a view, and action ids.

A game offers the research interfaces (:mod:`rulebook.environments`) by declaring an ``encoding`` hook on its
:class:`~rulebook.core.Game`: ``encoding(state) -> Encoding``, built from a state's *set-up* only (its players,
options and component data -- never from what lies face down). The :class:`Encoding` then answers:

``observe(view, seat)``
    a ``numpy.float32`` vector of fixed length :attr:`Encoding.obs_size`, computed from ``state.view(seat)``
    alone (the environments never hand it the state, so hidden information cannot reach it). Each game builds
    it with :class:`Features`, which names every number: :meth:`Encoding.feature_names` lists them.
``vocabulary``
    a :class:`Vocabulary`: the stable action ids. Every action type of the game gets a fixed block of ids, and
    each field a fixed domain of values, so an id means the same move in every position.

Two kinds of vocabulary
    *flat*: one id per action (``offset[type] + mixed-radix index of its fields``); the whole move is one
    choice. First Class and Horror use it (a few thousand ids).
    *factored*: an action is a short sequence of ids, the type first, then one id per field, each field's value
    taken from a block of its domain (``x = 3`` is the same id wherever it appears). The environments then ask
    the seat for one id at a time (only the ids that continue some legal action are allowed) and carry out the
    action once its sequence is complete. FrachtExpress uses it, since its table has no edge: placing cards
    and moving them across the table would need millions of flat ids.

A value outside its domain (a table grown beyond the documented bound) raises :class:`OutOfVocabulary`, a
:class:`~rulebook.core.ConfigError` with a sentence naming the action and the bound.

This module sits beside the core, so a game's own ``encoding.py`` imports nothing of the research interfaces
(:mod:`rulebook.environments`) above it.
"""
from __future__ import annotations

import math
from dataclasses import fields

import numpy as np

from .core import ConfigError
from .i18n import Msg, N_


class OutOfVocabulary(ConfigError):
    """An action whose value lies outside the game's action vocabulary (for instance beyond the table bound)."""


class Features:
    """A feature vector under construction: each method appends named numbers (``names`` only when asked).

    >>> f = Features(names=True)
    >>> f.num("round", 3, scale=6); f.onehot("phase", "turn", ("draft", "turn")); f.multihot("cards", ["b"], "abc")
    >>> f.array().tolist(), f.names
    ([0.5, 0.0, 1.0, 0.0, 1.0, 0.0], ['round', 'phase=draft', 'phase=turn', 'cards:a', 'cards:b', 'cards:c'])
    """

    def __init__(self, names: bool = False):
        self.values: list = []
        self.names: list | None = [] if names else None

    def num(self, name: str, x, scale: float = 1.0) -> None:
        """One number, divided by ``scale`` (``None`` counts as 0)."""
        self.values.append(float(x or 0) / scale)
        if self.names is not None:
            self.names.append(name)

    def flag(self, name: str, x) -> None:
        """1 when ``x`` is true, else 0."""
        self.values.append(1.0 if x else 0.0)
        if self.names is not None:
            self.names.append(name)

    def onehot(self, name: str, x, domain) -> None:
        """One slot per value of ``domain``; the slot of ``x`` is 1 (all 0 when ``x`` is not in it)."""
        self.values.extend(1.0 if x == d else 0.0 for d in domain)
        if self.names is not None:
            self.names.extend(f"{name}={d}" for d in domain)

    def multihot(self, name: str, xs, domain) -> None:
        """One slot per value of ``domain``: 1 for the values in ``xs``."""
        s = set(xs or ())
        self.values.extend(1.0 if d in s else 0.0 for d in domain)
        if self.names is not None:
            self.names.extend(f"{name}:{d}" for d in domain)

    def counts(self, name: str, xs, domain, scale: float = 1.0) -> None:
        """One slot per value of ``domain``: how many times it appears in ``xs`` (divided by ``scale``)."""
        xs = list(xs or ())
        self.values.extend(xs.count(d) / scale for d in domain)
        if self.names is not None:
            self.names.extend(f"{name}#{d}" for d in domain)

    def array(self) -> np.ndarray:
        return np.asarray(self.values, dtype=np.float32)


def seats_from(seat, players: int, max_players: int) -> list:
    """The seats in the order a seat's observation lists them: itself first, then the others clockwise; padded
    with ``None`` up to ``max_players`` (the all-seeing ``seat=None`` lists seat 0 first)."""
    me = seat or 0
    return [(me + k) % players for k in range(players)] + [None] * (max_players - players)


def place_in(order: list, seat):
    """Where ``seat`` stands in ``order`` (:func:`seats_from`): 0 for the observer itself, then clockwise; None
    for no seat or one not at the table."""
    return order.index(seat) if seat is not None and seat in order else None


class Vocabulary:
    """Stable action ids of one game (see the module docstring).

    ``actions``: the game's ``ACTIONS`` (name -> class, in a fixed order); ``domains``: domain name -> the
    values it allows, in order; ``field_domain``: ``"Type.field"`` -> domain name where a field does not use
    the domain of its own name. ``factored``: sequences of ids instead of one id per action.
    """

    def __init__(self, actions: dict, domains: dict, field_domain: dict | None = None, *, factored: bool = False,
                 bound: Msg | None = None):
        field_domain = field_domain or {}
        self.factored = factored
        self.bound = bound
        self.domains = {k: tuple(v) for k, v in domains.items()}
        self._index = {k: {v: i for i, v in enumerate(vals)} for k, vals in self.domains.items()}
        self.types = list(actions.values())
        self._fields = {}
        for cls in self.types:
            self._fields[cls] = [(f.name, field_domain.get(f"{cls.__name__}.{f.name}", f.name)) for f in fields(cls)]
            for _, d in self._fields[cls]:
                if d not in self.domains:
                    raise ConfigError(Msg(N_("The action vocabulary has no domain {name!r}."), {"name": d}))
        self._type_id = {cls: i for i, cls in enumerate(self.types)}
        if factored:
            self.names = [cls.__name__ for cls in self.types]
            self._block = {}
            for d, vals in self.domains.items():
                self._block[d] = len(self.names)
                self.names.extend(f"{d}={v}" for v in vals)
            self.size = len(self.names)
            self.depth = 1 + max((len(fs) for fs in self._fields.values()), default=0)
        else:
            self._offset = {}
            n = 0
            for cls in self.types:
                self._offset[cls] = n
                n += math.prod(len(self.domains[d]) for _, d in self._fields[cls])
            self.size = n
            self.depth = 1
            self.names = None

    def _value_index(self, action, name, d) -> int:
        v = getattr(action, name)
        i = self._index[d].get(v)
        if i is None:
            raise OutOfVocabulary(Msg(N_("The action {action} lies outside the action vocabulary: its {field} "
                                         "{value} is not among the values the encoding numbers. {bound}"),
                                      {"action": repr(action)[:120], "field": name, "value": repr(v)[:40],
                                       "bound": self.bound or ""}))
        return i

    def tokens(self, action) -> tuple:
        """The ids of ``action``: one id (flat) or the type's id then one id per field (factored)."""
        cls = type(action)
        fs = self._fields.get(cls)
        if fs is None:
            raise OutOfVocabulary(Msg(N_("{action} is not an action of this game."), {"action": repr(action)[:120]}))
        if self.factored:
            return (self._type_id[cls],) + tuple(self._block[d] + self._value_index(action, name, d)
                                                  for name, d in fs)
        n = 0
        for name, d in fs:
            n = n * len(self.domains[d]) + self._value_index(action, name, d)
        return (self._offset[cls] + n,)

    def name(self, token: int) -> str:
        """What an id stands for, in words a researcher reads: ``"Upgrade(train=0, pos=1, to=4)"`` (flat) or
        ``"x=3"`` (factored)."""
        if not 0 <= token < self.size:
            raise OutOfVocabulary(Msg(N_("There is no action id {n}; the ids run from 0 to {top}."),
                                      {"n": token, "top": self.size - 1}))
        if self.factored:
            return self.names[token]
        for cls in reversed(self.types):
            if self._offset[cls] <= token:
                rest, parts = token - self._offset[cls], []
                for name, d in reversed(self._fields[cls]):
                    rest, i = divmod(rest, len(self.domains[d]))
                    parts.append(f"{name}={self.domains[d][i]!r}")
                return f"{cls.__name__}({', '.join(reversed(parts))})"
        raise AssertionError(token)   # pragma: no cover - offsets start at 0


class Encoding:
    """A game's encoding: ``observe(view, seat)``, ``obs_size``, ``vocabulary`` (see the module docstring).

    Subclasses set ``vocabulary`` and ``max_players`` in ``__init__`` and implement :meth:`features`; the size
    is measured once on the set-up's own view.
    """

    vocabulary: Vocabulary
    #: the lowest and highest final score of a seat (OpenSpiel's utility range)
    score_range: tuple = (0.0, 100.0)
    #: True when every seat shares one result (a cooperative game): OpenSpiel's identical-utility games
    cooperative: bool = False

    def __init__(self, state):
        self.players = state.view(None)["players_count"]
        self.obs_size = len(self.observe(state.view(0), 0))

    def features(self, f: Features, view: dict, seat) -> None:   # pragma: no cover - every game overrides
        raise NotImplementedError

    def observe(self, view: dict, seat) -> np.ndarray:
        f = Features()
        self.features(f, view, seat)
        return f.array()

    def feature_names(self, view: dict, seat=0) -> list:
        f = Features(names=True)
        self.features(f, view, seat)
        return f.names
