"""The values every game is made of: a rulebook's :class:`Section`, a refusal (:class:`RuleViolation`), the end
of a game (:class:`Outcome`) and the base of its actions (:class:`Action`, with :func:`intern_actions` for an
engine's shared action objects and :func:`action_from_dict` for a save's). Importable from :mod:`rulebook.core`
too."""
from __future__ import annotations

from dataclasses import MISSING, dataclass, fields
from typing import Any

from .errors import LoadError
from .i18n import Msg, N_


@dataclass(frozen=True)
class Section:
    """One section of a rulebook: an id used everywhere, a title in our own words."""

    id: str
    title: str
    summary: str = ""


@dataclass(frozen=True)
class RuleViolation:
    """Why an action is refused: the section id that forbids it and a translatable reason."""

    rule: str
    msg: Msg

    @property
    def reason(self) -> str:
        return self.msg.text()

    def text(self, lang: str = "en") -> str:
        return self.msg.text(lang)

    def __str__(self):
        return f"[{self.rule}] {self.reason}"


@dataclass(frozen=True)
class Outcome:
    """The end of a game: final scores per seat, the winning seats (ties share), why it ended."""

    scores: tuple
    winners: tuple
    reason: str       # a message id (marked with N_): show it with i18n.translate(reason, lang)


class Action:
    """Base of every game's actions: frozen dataclasses, equal by value, readable.

    Subclasses are ``@dataclass(frozen=True, slots=True)`` and implement
    ``describe() -> Msg``. ``str()`` is the English description; ``repr()`` can be
    pasted back into Python.
    """

    __slots__ = ()

    def describe(self) -> Msg:  # pragma: no cover - every subclass overrides
        return Msg(type(self).__name__)

    def __str__(self):
        return self.describe().text()

    def to_dict(self) -> dict:
        d = {"type": type(self).__name__}
        for f in fields(self):
            v = getattr(self, f.name)
            d[f.name] = list(v) if isinstance(v, tuple) else v
        return d


def intern_actions(actions: dict) -> None:
    """Give every action class of ``actions`` a ``cls.of(*args)``: one shared value per distinct argument
    list, for an engine's own listings. Actions are frozen values compared by value, so handing out the same
    object again changes nothing -- it only spares building the same actions for every position listed."""
    for cls in actions.values():
        cls.of = staticmethod(_interned(cls))


def _interned(cls):
    memo: dict = {}
    n = len(fields(cls))
    if n == 0:
        single = cls()
        return lambda: single
    if n == 1:
        def of1(x):
            a = memo.get(x)
            if a is None:
                if len(memo) >= 4096:
                    memo.clear()
                a = memo[x] = cls(x)
            return a
        return of1

    def of(*args):
        a = memo.get(args)
        if a is None:
            if len(memo) >= 4096:
                memo.clear()
            a = memo[args] = cls(*args)
        return a
    return of


def action_from_dict(registry: dict[str, type], d: Any, where: str = "action") -> Action:
    """Rebuild an action from ``to_dict()`` data, refusing anything malformed. A field with a default may be
    left out: saves written before the field existed still load."""
    if not isinstance(d, dict) or not isinstance(d.get("type"), str):
        raise LoadError(Msg(N_("Field '{field}' is not an action (an object with a 'type')."), {"field": where}))
    cls = registry.get(d["type"])
    if cls is None:
        raise LoadError(Msg(N_("Field '{field}' names an unknown action type '{type}'."),
                            {"field": where, "type": d["type"]}))
    kwargs = {}
    for f in fields(cls):
        if f.name not in d:
            if f.default is not MISSING:
                continue
            raise LoadError(Msg(N_("Field '{field}' lacks '{name}'."), {"field": where, "name": f.name}))
        v = d[f.name]
        if isinstance(v, list):
            v = tuple(v)
        if not _json_scalar_ok(v) or (f.type in ("int", int) and (isinstance(v, bool) or not isinstance(v, int))) \
                or (f.type in ("bool", bool) and not isinstance(v, bool)):
            raise LoadError(Msg(N_("Field '{field}.{name}' has a value of the wrong kind."),
                                {"field": where, "name": f.name}))
        kwargs[f.name] = v
    extra = set(d) - {"type"} - set(kwargs)
    if extra:
        raise LoadError(Msg(N_("Field '{field}' has unknown keys: {keys}."),
                            {"field": where, "keys": ", ".join(sorted(extra))}))
    return cls(**kwargs)


def _json_scalar_ok(v) -> bool:
    if isinstance(v, tuple):
        return all(_json_scalar_ok(x) for x in v)
    return v is None or isinstance(v, (bool, int, str))
