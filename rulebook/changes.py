"""What a move changes, as the coach and the foresight compare it: the building blocks a game's own hooks use
(``rulebook/<game>/coach.py``, ``rulebook/<game>/foresee.py``), kept beside the core so a game needs nothing from
the analysis layer above it (the import-linter contracts of ``make lint``).

* :class:`Change` -- one thing a move changes, in the game's words, with a key comparable between the choices of
  one decision (read by :mod:`rulebook.analysis.coach_reasons`);
* :func:`msg_key` -- a message as a hashable key;
* :func:`certain_events` -- the log lines that follow an action alike whatever the seat cannot see (read by
  :mod:`rulebook.analysis.foresight`).

>>> from rulebook.i18n import Msg
>>> msg_key(Msg("car {n}", {"n": 1})) == msg_key(Msg("car {n}", {"n": 1}))
True
"""
from __future__ import annotations

from dataclasses import dataclass

from .i18n import Msg
from .rng import Rng

WORLDS = 3


@dataclass(frozen=True)
class Change:
    """One thing a move changes: ``msg`` in the game's words, ``key`` what it is (hashable, equal for the same
    change made by another choice of the same decision). ``kept``: the move keeps a good quantity that
    ``quantity`` names at ``value`` (a reason only while another choice lowers it)."""

    msg: Msg
    key: tuple
    kept: bool = False
    quantity: str | None = None
    value: float | None = None
    sign: int = 0


def msg_key(m) -> tuple:
    """A Msg as a hashable key: its id and its parameters (nested Msgs opened)."""
    def plain(v):
        if isinstance(v, Msg):
            return msg_key(v)
        if isinstance(v, (list, tuple)):
            return tuple(plain(x) for x in v)
        if isinstance(v, dict):
            return tuple(sorted((k, plain(x)) for k, x in v.items()))
        try:
            hash(v)
        except TypeError:
            return repr(v)
        return v
    return (m.id, tuple(sorted((k, plain(v)) for k, v in m.params.items())))


def _worlds(state, seat, n):
    game = type(state).game
    det = getattr(game, "determinize", None)
    if not callable(det) or seat is None:
        return [state.copy()]
    return [det(state, seat, Rng(7919 * k + 1)) for k in range(n)]


def _until_reveal(events) -> list:
    out = []
    for e in events:
        if getattr(e, "reveal", False):
            break
        out.append(e)
    return out


def certain_events(state, action, seat, follow=None, worlds: int = WORLDS) -> list:
    """The events that follow ``action`` alike in every one of ``worlds`` determinized copies of ``state`` (seen
    from ``seat``), before the first that reveals hidden information: ``[(event, followed), ...]``, ``followed``
    True for the events of ``follow(copy, seat)`` (a move carried on)."""
    runs = []
    for c in _worlds(state, seat, worlds):
        events = c.apply(action, check=False)
        first = _until_reveal(events)
        run = [(e, False) for e in first]
        if follow is not None and len(first) == len(events):   # nothing hidden turned up: carry the move on
            run += [(e, True) for e in _until_reveal(follow(c, seat) or [])]
        runs.append(run)
    keyed = [[(msg_key(e.msg), e.player, f) for e, f in run] for run in runs]
    common = set(keyed[0]).intersection(*map(set, keyed[1:])) if len(keyed) > 1 else set(keyed[0])
    return [(e, f) for (e, f), k in zip(runs[0], keyed[0]) if k in common]


def event_id(e) -> str:
    """The message id of an event (the singular id of a plural message)."""
    i = e.msg.id
    return i if isinstance(i, str) else i[0]
