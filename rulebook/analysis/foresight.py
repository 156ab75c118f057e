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

from ..changes import WORLDS, certain_events, event_id  # noqa: F401  (the games' building blocks, beside the core)


def foresee(state, action, seat=None) -> list:
    """The consequences of ``action`` that the game foresees for ``seat`` (default: the seat to decide), as Msgs
    in the order they would happen; [] when none (or the game has no ``foresee`` hook)."""
    hook = getattr(type(state).game, "foresee", None)
    if hook is None or state.is_over:
        return []
    if seat is None:
        seat = state.current_player
    return list(hook(state, action, seat))
