"""Rulebook Express: rules engines that explain themselves.

``rulebook.GAMES`` maps a game's name to its :class:`~rulebook.core.Game`.

>>> import rulebook
>>> sorted(rulebook.GAMES)
['first_class', 'fracht_express', 'horror']

A game's package is imported the first time its entry is read (``GAMES["horror"]``),
so ``import rulebook`` stays cheap: a notebook about one game never imports the
other two (nor networkx, which FrachtExpress and Horror use). The offline site's
start depends on it (issue 19).
"""
import importlib
from collections.abc import Mapping

from .core import (ConfigError, DataError, Event, Game, IllegalAction, LoadError, NothingToUndo, Outcome,
                   RuleViolation, RulebookError, Section, State)
from .i18n import Msg

#: name -> (package, the Game object's name in it); the name is the Game's NAME.
_GAME_MODULES = {"first_class": ("first_class", "FIRST_CLASS"),
                 "fracht_express": ("fracht_express", "FRACHT_EXPRESS"),
                 "horror": ("horror", "HORROR")}


class _Games(Mapping):
    """The read-only mapping :data:`GAMES`: each game's package is imported on first access."""

    def __getitem__(self, name: str) -> Game:
        package, attr = _GAME_MODULES[name]
        return getattr(importlib.import_module(f".{package}", __name__), attr)

    def __iter__(self):
        return iter(_GAME_MODULES)

    def __len__(self) -> int:
        return len(_GAME_MODULES)

    def __repr__(self) -> str:
        return f"GAMES({', '.join(_GAME_MODULES)})"


GAMES = _Games()


def __getattr__(name: str):
    """``rulebook.horror`` and friends without an explicit import, as when ``import rulebook`` imported them."""
    if name in _GAME_MODULES:
        return importlib.import_module(f".{name}", __name__)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")

__all__ = ["GAMES", "ConfigError", "DataError", "Event", "Game", "IllegalAction", "LoadError", "NothingToUndo",
           "Outcome", "RuleViolation", "RulebookError", "Section", "State", "Msg"]
