"""The errors the project raises on purpose, and :func:`shown`, the safe way to quote a bad value in one.

Every error is a :class:`RulebookError` with one plain sentence (``.msg`` translates it). They live in this
small module, below :mod:`rulebook.core`, :mod:`rulebook.validate` and :mod:`rulebook.data_sets`, so that the
layers that read saves and data files can raise them without importing the core that uses those layers
(issue 33). ``rulebook`` and ``rulebook.core`` hand out the same classes.
"""
from __future__ import annotations

import reprlib
from typing import TYPE_CHECKING

from .i18n import Msg, N_

if TYPE_CHECKING:
    from .values import RuleViolation


class RulebookError(ValueError):
    """Base of every error the project raises on purpose.

    The message is one plain English sentence; ``.msg`` holds the translatable
    message for other languages.
    """

    def __init__(self, msg: Msg | str):
        self.msg = msg if isinstance(msg, Msg) else Msg(msg)
        super().__init__(self.msg.text())

    def text(self, lang: str = "en") -> str:
        return self.msg.text(lang)


class IllegalAction(RulebookError):
    """An action that the rules do not allow now. ``.violation`` says which rule and why."""

    def __init__(self, violation: "RuleViolation"):
        self.violation = violation
        super().__init__(violation.msg)


class ConfigError(RulebookError):
    """A bad game configuration: unknown option, player count, module list, ruling."""


class LoadError(RulebookError):
    """A save file that is malformed or was tampered with; names the bad field.

    ``.field`` is the field's name (``"base.players[1].score"``) when it is known.
    """

    field: str | None = None
    problem: Msg | str | None = None

    @classmethod
    def at(cls, field: str, problem: "Msg | str") -> "LoadError":
        """``Field '<field>' <problem>.``, remembering the field and the problem."""
        e = cls(Msg(N_("Field '{field}' {problem}."), {"field": field, "problem": problem}))
        e.field, e.problem = field, problem
        return e


class DataError(RulebookError):
    """A component data file that breaks its schema; names the file and the field."""


class NothingToUndo(RulebookError):
    """``undo()`` with no action to take back."""


_REPR = reprlib.Repr()
_REPR.maxstring = _REPR.maxother = 40
_REPR.maxlevel = 3


def shown(value) -> str:
    """A short, safe ``repr`` of a value someone passed (bounded length and depth) for an error message."""
    try:
        return _REPR.repr(value)
    except Exception:  # a hostile __repr__: say what kind of thing it is instead
        return f"<{type(value).__name__}>"
