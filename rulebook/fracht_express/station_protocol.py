"""The interface every special-action module offers (``station_b`` ... ``station_j`` and ``hijack``).

``advanced`` builds its table of special actions from these modules and checks each one against
:class:`Station` when it does (:func:`check_station`), so a module missing a member fails at import with
its name and the member's, not later in the middle of a game.
"""
from __future__ import annotations

from typing import Any, Protocol, runtime_checkable


@runtime_checkable
class Station(Protocol):
    """A special action: module constants plus the functions run for each of its pending units.

    ``KIND`` is the key in ``advanced.specials``, ``NAME`` a msgid naming the action, ``UNITS`` the pending
    unit kinds it owns, ``RULE`` its section id and ``WHAT`` a msgid naming a pending unit. A module may also
    define ``decider(st, unit)`` (who decides the unit; the unit's seat by default).
    """

    KIND: str
    NAME: str
    UNITS: tuple
    RULE: str
    WHAT: str

    def available(self, st: Any, seat: int) -> bool:
        """May seat ``seat`` choose this action now (could it do anything)?"""

    def begin(self, st: Any, seat: int) -> Any:
        """The pending unit to push when seat ``seat`` uses the action."""

    def settle(self, st: Any, unit: Any, ev: list) -> bool:
        """Do what needs no choice; True when something changed."""

    def legal(self, st: Any, unit: Any, out: list) -> None:
        """Append the legal choices for ``unit`` to ``out``."""

    def do(self, st: Any, unit: Any, action: Any, ev: list) -> None:
        """Carry out the chosen ``action`` for ``unit``."""

    def why_not(self, st: Any, unit: Any, action: Any) -> Any:
        """The RuleViolation refusing ``action`` while ``unit`` waits, or None."""

    def prompt(self, st: Any, unit: Any, who: Any) -> Any:
        """The Msg asking ``who`` to decide ``unit``."""


def _members(proto) -> tuple:
    names = set(getattr(proto, "__annotations__", {}))
    names.update(n for n, v in vars(proto).items() if callable(v) and not n.startswith("_"))
    return tuple(sorted(names))


MEMBERS = _members(Station)
CALLABLE = frozenset(n for n in MEMBERS if callable(vars(Station).get(n)))


def check_station(mod) -> None:
    """Raise TypeError naming ``mod`` and the first member of :class:`Station` it lacks (or has not callable)."""
    name = getattr(mod, "__name__", repr(mod))
    for m in MEMBERS:
        if not hasattr(mod, m):
            raise TypeError(f"Station module {name} lacks the member {m!r} of the station interface.")
        if m in CALLABLE and not callable(getattr(mod, m)):
            raise TypeError(f"Station module {name} has {m!r}, but it is not a function.")
    if not isinstance(mod, Station):  # pragma: no cover - the loop above already checked every member
        raise TypeError(f"Station module {name} does not follow the station interface.")
