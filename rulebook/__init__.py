"""Rulebook Express: rules engines that explain themselves.

``rulebook.GAMES`` maps a game's name to its :class:`~rulebook.core.Game`.

>>> import rulebook
>>> sorted(rulebook.GAMES)
['first_class']
"""
from .core import (ConfigError, DataError, Event, Game, IllegalAction, LoadError, NothingToUndo, Outcome,
                   RuleViolation, RulebookError, Section, State)
from .i18n import Msg

from .first_class import FIRST_CLASS

GAMES = {FIRST_CLASS.NAME: FIRST_CLASS}

__all__ = ["GAMES", "ConfigError", "DataError", "Event", "Game", "IllegalAction", "LoadError", "NothingToUndo",
           "Outcome", "RuleViolation", "RulebookError", "Section", "State", "Msg"]
