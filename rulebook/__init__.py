"""Rulebook Express: rules engines that explain themselves.

``rulebook.GAMES`` maps a game's name to its :class:`~rulebook.core.Game`; the games are found through
the entry-point group ``rulebook.games`` (:mod:`rulebook.registry`).

>>> import rulebook
>>> sorted(rulebook.GAMES)[:3]
['first_class', 'fracht_express', 'horror']

A game's package is imported the first time its entry is read (``GAMES["horror"]``),
so ``import rulebook`` stays cheap: a notebook about one game never imports the
other two (nor networkx, which FrachtExpress and Horror use). The offline site's
start depends on it (issue 19).
"""
from .core import (ConfigError, DataError, Event, Game, IllegalAction, LoadError, NothingToUndo, Outcome,
                   RuleViolation, RulebookError, Section, State)
from .i18n import Msg
from .registry import GAMES, UnknownGame


def __getattr__(name: str):
    """``rulebook.horror`` and friends without an explicit import, as when ``import rulebook`` imported them."""
    from . import registry
    if name in registry.GAMES.entries():
        return registry.game_package(name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = ["GAMES", "ConfigError", "DataError", "Event", "Game", "IllegalAction", "LoadError", "NothingToUndo",
           "Outcome", "RuleViolation", "RulebookError", "Section", "State", "Msg", "UnknownGame"]
