"""The check every First Class scenario and scenario edit ends with: the checks of loading a save.

A position built by hand goes through ``load.py`` (every field, then the rules of conservation and of the
rounds) before anyone sees it, so the scenario API refuses exactly what a save is refused for, with the same
problem sentence.
"""
from __future__ import annotations

from ..core import ConfigError, LoadError
from ..i18n import Msg, N_


class ScenarioError(ConfigError):
    """A scenario that cannot be built, or whose position would break a rule of the game.

    ``problem`` is the broken rule's sentence (the one a save of the position is refused with), when the
    position was refused by a rule of the game."""

    problem = None


def _fail(msgid, params=None):
    raise ScenarioError(Msg(msgid, params or {}))


def validated(s):
    """``s`` read back as a save is read, as a new state; a :class:`ScenarioError` naming the first broken
    rule -- the very problem a save of this position is refused with -- if any."""
    from .state import FirstClassState
    problems = s.check_invariants()
    if problems:
        e = ScenarioError(Msg(N_("This position breaks a rule of the game: {problem}."), {"problem": problems[0]}))
        e.problem = problems[0]
        raise e
    try:
        return FirstClassState._load(s._dump())
    except LoadError as e:
        raise ScenarioError(e.msg) from None
