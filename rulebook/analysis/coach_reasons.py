"""What a coach's hint says a move changes, in the game's words, and which of those changes set it apart.

A game says what a move changes in one of three hooks (``rulebook/<game>/coach.py``), most telling first:

``Game.coach_reasons(before, after, seat, events)``
    a list of :class:`Change`: the words (a :class:`Msg` such as "moves your locomotive to station 4: +3 now")
    and a ``key``, what the change is, comparable between the choices of one decision (``("loco", 4)``);
``Game.coach_changes(before, after, seat)``
    a list of Msgs; each Msg is its own key (its id and parameters);
``Game.coach_features(state, seat)``
    the quantities the game's heuristic weighs, ``[(name as a Msg, number), ...]`` or with a third element, the
    direction in which the quantity is good (+1 / -1). A quantity that changes is named with both numbers; a good
    quantity that the move keeps while another choice loses some is named as kept.

A change is a reason only if it sets the move apart: :func:`distinguishing` keeps the changes of the proposed move
that at least one other legal choice does not make (same key), so "Game End cards you hold: 1 instead of 0" is no
reason when every choice of the draft gives one. Only what the deciding seat may see is named.

>>> import rulebook
>>> s = rulebook.GAMES["horror"].new_game(players=2, seed=3)
>>> [m.id for m, _ in features(s, 0)][:2]
['passengers still alive', 'passengers neither dead nor insane']
"""
from __future__ import annotations

from ..changes import Change, msg_key as _msg_key
from ..i18n import N_, Msg


def features(st, seat) -> list:
    """``[(name as a Msg, number), ...]`` for the game of ``st`` (its ``coach_features`` hook, the direction left
    out), most important first; [] for a game without the hook."""
    fn = getattr(type(st).game, "coach_features", None)
    return [(f[0], f[1]) for f in fn(st, seat)] if fn is not None else []


def _signed_features(st, seat) -> list:
    fn = getattr(type(st).game, "coach_features", None)
    return [(f[0], f[1], f[2] if len(f) > 2 else 0) for f in fn(st, seat)] if fn is not None else []


def feature_changes(st0, st1, seat) -> list:
    """The :class:`Change` list of a game that names its quantities: each quantity that differs ("your coins: 3
    instead of 1"), then each good quantity kept ("the team's sanity stays at 12")."""
    changed, kept = [], []
    for (name, a, sign), (_, b, _) in zip(_signed_features(st0, seat), _signed_features(st1, seat)):
        if a != b:
            changed.append(Change(Msg(N_("{what}: {b} instead of {a}"), {"what": name, "a": a, "b": b}),
                                  ("feature", name.id, b), quantity=name.id, value=b, sign=sign))
        elif sign:
            kept.append(Change(Msg(N_("{what} stays at {a}"), {"what": name, "a": a}), ("kept", name.id, a),
                               kept=True, quantity=name.id, value=a, sign=sign))
    return changed + kept


def changes(st0, st1, seat, limit: int = 3) -> list:
    """The quantities that differ between two positions, as Msgs ("your coins: 3 instead of 1"), at most ``limit``."""
    return [c.msg for c in feature_changes(st0, st1, seat) if not c.kept][:limit]


def move_changes(game, st0, st1, seat, events=()) -> list:
    """What the move from ``st0`` to ``st1`` changes, as :class:`Change` objects, by the game's hooks (see the
    module docstring); [] for a game with none of them."""
    own = getattr(game, "coach_reasons", None)
    if own is not None:
        return list(own(st0, st1, seat, list(events)))
    msgs = getattr(game, "coach_changes", None)
    if msgs is not None:
        return [Change(m, _msg_key(m)) for m in msgs(st0, st1, seat)]
    if getattr(game, "coach_features", None) is not None:
        return feature_changes(st0, st1, seat)
    return []


def distinguishing(best: list, others) -> list:
    """The changes of the proposed move (``best``) that set it apart from the other choices (``others``: one
    change list per other legal choice, any iterable; read only as far as needed): a change counts when some other
    choice does not make it; a kept quantity counts when some other choice leaves it lower (by its direction).
    Order kept, changes before kept quantities; [] when there is no other choice."""
    open_ = set(range(len(best)))
    found = set()
    seen_other = False
    for o in others:
        seen_other = True
        keys = {c.key for c in o}
        values = {c.quantity: c.value for c in o if c.quantity is not None}
        for i in list(open_):
            c = best[i]
            if c.key in keys:
                continue
            if not c.kept or (c.quantity in values and c.sign * (values[c.quantity] - c.value) < 0):
                found.add(i)
                open_.discard(i)
        if not open_:
            break
    if not seen_other:
        return []
    return [best[i] for i in sorted(found) if not best[i].kept] + [best[i] for i in sorted(found) if best[i].kept]
