"""The base of every bot: a name, a seed and its own random generator (the games' own bots build on it).

A bot has one method, ``choose(state) -> action``, called when its seat is to decide; it returns one of
``state.legal_actions()`` and never changes ``state``. The generic bots are in :mod:`rulebook.analysis.bots`;
a game declares its own in ``Game.BOTS`` (name -> ``"module:Class"``), found by
:func:`rulebook.analysis.bots.make_bot`. This module sits beside the core, so a game's bot imports nothing of
the analysis tools.

>>> class First(Bot):
...     name = "first"
...     def choose(self, state):
...         return state.legal_actions()[0]
>>> First(seed=3)
First(seed=3)
"""
from __future__ import annotations

import random


class Bot:
    """Base of the bots: a name and an own seeded RNG."""

    name = "bot"

    def __init__(self, seed: int = 0):
        self.seed = seed
        self.rng = random.Random(seed)

    def choose(self, state):  # pragma: no cover - subclasses override
        raise NotImplementedError

    def __repr__(self):
        return f"{type(self).__name__}(seed={self.seed!r})"
