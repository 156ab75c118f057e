"""Rulebook Express: rules engines that explain themselves.

``rulebook.GAMES`` maps a game's name to its :class:`~rulebook.core.Game`.

>>> import rulebook
>>> sorted(rulebook.GAMES)
['first_class', 'fracht_express', 'horror']
"""
from .core import (ConfigError, DataError, Event, Game, IllegalAction, LoadError, NothingToUndo, Outcome,
                   RuleViolation, RulebookError, Section, State)
from .i18n import Msg

from .first_class import FIRST_CLASS
from .fracht_express import FRACHT_EXPRESS
from .horror import HORROR

GAMES = {FIRST_CLASS.NAME: FIRST_CLASS, FRACHT_EXPRESS.NAME: FRACHT_EXPRESS, HORROR.NAME: HORROR}

__all__ = ["GAMES", "ConfigError", "DataError", "Event", "Game", "IllegalAction", "LoadError", "NothingToUndo",
           "Outcome", "RuleViolation", "RulebookError", "Section", "State", "Msg"]
