"""The options of a game's ``new_game``: :class:`Option` (name, default, a sentence, what it accepts), the usual
checks (:func:`whole`, :func:`seat`, :func:`text_id`, :func:`folder`), a game's open readings (:class:`Ruling`,
:func:`rulings_option`) and its ``OPTIONS`` table (:func:`options`). Importable from :mod:`rulebook.core` too."""
from __future__ import annotations

import os
from dataclasses import dataclass
from typing import Any, Callable, NamedTuple

from .errors import ConfigError, shown
from .i18n import Msg, N_


@dataclass(frozen=True)
class Option:
    """One option of a game's ``new_game``: name, default, a sentence about it, what it accepts.

    ``choices`` is the complete list of allowed values (compared by type and value,
    so ``1`` is not ``True``); otherwise ``check(option, value, players)`` returns the
    value normalised or raises :class:`ConfigError` with a sentence naming the
    option. The helpers below (:func:`whole`, :func:`seat`, :func:`text`,
    :func:`folder`) build the usual checks.

    >>> o = Option("advanced", False, "Play the advanced game.", choices=(False, True))
    >>> o.validate(True)
    True
    >>> o.validate(1)
    Traceback (most recent call last):
    ...
    rulebook.errors.ConfigError: Option 'advanced' takes one of False, True, not 1.
    """

    name: str
    default: Any
    description: str
    choices: tuple | None = None
    check: Callable | None = None

    def validate(self, value, players: int | None = None):
        """``value`` normalised, or :class:`ConfigError` naming this option."""
        if self.choices is not None:
            for c in self.choices:
                if type(c) is type(value) and c == value:
                    return c
            self.fail(N_("Option '{name}' takes one of {allowed}, not {got}."),
                      allowed=", ".join(map(repr, self.choices)), got=shown(value))
        if self.check is not None:
            return self.check(self, value, players)
        return value

    def fail(self, msgid: str, **params):
        raise ConfigError(Msg(msgid, {"name": self.name, **params}))


def _is_int(v) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def whole(low: int, high: int, none_ok: bool = False) -> Callable:
    """A check: a whole number from ``low`` to ``high`` (or None when ``none_ok``)."""
    def check(opt, v, players):
        if v is None and none_ok:
            return None
        if not _is_int(v) or not low <= v <= high:
            opt.fail(N_("Option '{name}' must be a whole number from {low} to {high}, not {got}."),
                     low=low, high=high, got=shown(v))
        return v
    return check


def seat(opt, v, players):
    """A check: a seat number of this game (0-based), or None."""
    if v is None:
        return None
    last = (players if _is_int(players) else 4) - 1
    if not _is_int(v) or not 0 <= v <= last:
        opt.fail(N_("Option '{name}' must be a seat from 0 to {last}, or None, not {got}."), last=last, got=shown(v))
    return v


def text_id(none_ok: bool = True) -> Callable:
    """A check: a non-empty text (an id), or None when ``none_ok``."""
    def check(opt, v, players):
        if v is None and none_ok:
            return None
        if not isinstance(v, str) or not v:
            opt.fail(N_("Option '{name}' must be a name given as text, not {got}."), got=shown(v))
        return v
    return check


def folder(opt, v, players):
    """A check: None (the built-in data) or a folder path as text or ``os.PathLike``; not yet opened."""
    if v is None:
        return None
    if isinstance(v, os.PathLike):
        v = os.fspath(v)
    if not isinstance(v, str) or not v or "\0" in v:
        opt.fail(N_("Option '{name}' must be a folder path given as text, not {got}."), got=shown(v))
    return v


class Ruling(NamedTuple):
    """A named reading where the rulebook is open: the allowed values (default first) and what each means.

    >>> r = Ruling(("block", "unlimited"), "What happens when the supply runs out.")
    >>> r.default, r.choices
    ('block', ('block', 'unlimited'))
    """

    choices: tuple
    description: str

    @property
    def default(self):
        return self.choices[0]


def rulings_option(rulings: dict) -> Option:
    """The ``rulings`` option of a game whose open readings are ``rulings`` (name -> :class:`Ruling`)."""
    def check(opt, v, players):
        if v is None:
            v = {}
        if not isinstance(v, dict):
            opt.fail(N_("Option 'rulings' must be a mapping of ruling names to values, not {got}."), got=shown(v))
        full = {k: r.default for k, r in rulings.items()}
        for k, val in v.items():
            if not isinstance(k, str) or k not in rulings:
                raise ConfigError(Msg(N_("Unknown ruling '{name}'; the rulings are: {allowed}."),
                                      {"name": k[:60] if isinstance(k, str) else shown(k),
                                       "allowed": ", ".join(rulings)}))
            for c in rulings[k].choices:
                if type(c) is type(val) and c == val:
                    full[k] = c
                    break
            else:
                raise ConfigError(Msg(N_("Ruling '{name}' takes one of {allowed}, not {got}."),
                                      {"name": k, "allowed": ", ".join(map(repr, rulings[k].choices)), "got": shown(val)}))
        return full
    return Option("rulings", {}, "Named readings where the rulebook is open: " + ", ".join(rulings) + ".",
                  check=check)


def options(*opts: Option) -> dict:
    """A game's ``OPTIONS`` table (name -> :class:`Option`) from its options in order."""
    return {o.name: o for o in opts}
