"""What a coach's hint says changed, in a learner's words, for a game that names its quantities.

A game lists the quantities its heuristic weighs in its hook ``Game.coach_features(state, seat)``
(``rulebook/<game>/coach.py``), each with a name a learner knows ("points your trains score at the next
scoring", "passengers still alive"). The coach compares them before and after the proposed move and names
the ones that change, most important first. A game may instead say what changed itself
(``Game.coach_changes``). Only what the deciding seat may see is named.

>>> import rulebook
>>> s = rulebook.GAMES["first_class"].new_game(players=2, seed=3)
>>> [m.id for m, _ in features(s, 0)][:2]
['your points', 'your coins']
"""
from __future__ import annotations

from ..i18n import N_, Msg


def features(st, seat) -> list:
    """``[(name as a Msg, number), ...]`` for the game of ``st`` (its ``coach_features`` hook), most important
    first; [] for a game without the hook."""
    fn = getattr(type(st).game, "coach_features", None)
    return fn(st, seat) if fn is not None else []


def changes(st0, st1, seat, limit: int = 3) -> list:
    """The quantities that differ between two positions, as Msgs ("your coins: 3 instead of 1")."""
    out = []
    for (name, a), (_, b) in zip(features(st0, seat), features(st1, seat)):
        if a != b:
            out.append(Msg(N_("{what}: {b} instead of {a}"), {"what": name, "a": a, "b": b}))
            if len(out) == limit:
                break
    return out
