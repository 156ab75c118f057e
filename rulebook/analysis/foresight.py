"""Consequences foreseen before a choice: what the engine can tell will follow a legal action, in the game's words.

``foresee(state, action, seat=None)`` asks the game's hook ``Game.foresee(state, action, seat)``
(``rulebook/<game>/foresee.py``) for a list of :class:`Msg` ("The conductor of the upper train stops at the last
card; 1 step is lost."); a game without the hook foresees nothing. The turn panel shows them on each choice.

A hook finds them with :func:`certain_events`: the action is carried out on a few copies of the position in which
everything the seat cannot see is dealt anew (``game.determinize``, each with its own chance), and only the log
lines that every copy writes alike are kept, up to the first line that turns hidden information face up. So a
foreseen consequence never depends on a hidden card or a future die roll, and never tells what the seat may not
know. ``follow(copy, seat)`` may carry the move on (a taken card carried out) and return the further events.

>>> import rulebook
>>> s = rulebook.GAMES["first_class"].new_game(players=2, seed=3)
>>> all(isinstance(foresee(s, a), list) for a in s.legal_actions())
True
"""
from __future__ import annotations

from ..core import Rng
from .coach_reasons import _msg_key

WORLDS = 3


def foresee(state, action, seat=None) -> list:
    """The consequences of ``action`` that the game foresees for ``seat`` (default: the seat to decide), as Msgs
    in the order they would happen; [] when none (or the game has no ``foresee`` hook)."""
    hook = getattr(type(state).game, "foresee", None)
    if hook is None or state.is_over:
        return []
    if seat is None:
        seat = state.current_player
    return list(hook(state, action, seat))


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
    keyed = [[(_msg_key(e.msg), e.player, f) for e, f in run] for run in runs]
    common = set(keyed[0]).intersection(*map(set, keyed[1:])) if len(keyed) > 1 else set(keyed[0])
    return [(e, f) for (e, f), k in zip(runs[0], keyed[0]) if k in common]


def event_id(e) -> str:
    """The message id of an event (the singular id of a plural message)."""
    i = e.msg.id
    return i if isinstance(i, str) else i[0]
