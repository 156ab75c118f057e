"""Checking a position made by hand exactly as a save's position is checked.

A scenario helper edits fields of a state; whether the result could be on
the table is the question a save's loader already answers, field by field
and rule by rule. :func:`as_saved` asks that same loader: it writes the
position as the base of a save with no actions, loads that save with
:func:`rulebook.core.load_state` and returns the loaded state, whose history
starts there (``undo()`` and saves replay from it). An impossible position
raises the very :class:`~rulebook.core.LoadError` -- the same sentence --
that loading such a save raises.

>>> import rulebook
>>> s = rulebook.GAMES["fracht_express"].new_game(players=2, seed=1)
>>> s.players[0].hand.append(s.players[1].hand[0])     # one card in two hands
>>> as_saved(s)
Traceback (most recent call last):
...
rulebook.errors.LoadError: Field 'base' breaks a rule of the game: every distance card must be in exactly one place.
"""
from __future__ import annotations

import json

from .core import FORMAT, FORMAT_VERSION, load_state


def save_text(state) -> str:
    """The save whose base and current position are ``state``'s position, with no actions."""
    d = state._dump()
    return json.dumps({"format": FORMAT, "version": FORMAT_VERSION, "game": state.game.NAME, "base": d,
                       "actions": [], "state": d})


def as_saved(state):
    """``state``'s position loaded as a save's base is loaded: checked field by field and rule by rule.

    Returns the loaded state (history starting there); raises the loader's ``LoadError`` otherwise.
    """
    return load_state(state.game, save_text(state))
