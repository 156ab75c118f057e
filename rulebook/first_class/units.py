"""Pending decisions of First Class: one small frozen dataclass per kind of stack unit.

A card's symbols go on the stack as a :class:`Seq` and are carried out in printed order; a symbol that needs
a choice becomes a decision unit. A unit is never changed in place: using one step of it puts a new unit with
one step less on top of the stack (:meth:`Unit.used`).

Each unit saves as the same JSON list as before the dataclasses (``["up", v, n, rule]`` and so on, see
:meth:`Unit.to_json` and :func:`from_json`), so old saves load.

=========================  ===========================================================
``["seq", symbols, rule]``  :class:`Seq` -- symbols still to carry out, in order
``["pick", symbols, rule]`` :class:`Pick` -- choose which part of a bonus comes next
``["car", n, rule]``        :class:`AddCars` -- add up to n 0-value cars
``["up", v, n, rule]``      :class:`Upgrades` -- up to n upgrades of a v-value car
``["any", n, add, rule]``   :class:`AnyUpgrades` -- up to n upgrades of choice (new cars if ``add``)
``["split", n, rule]``      :class:`ConductorSteps` -- n conductor steps shared between the trains
``["ge", n, rule]``         :class:`TakeGameEnd` -- take n Game End cards from the display
``["mail", train]``         :class:`MailCar` -- choose the mail car for a train (no skipping)
``["pay", k, card]``        :class:`PayForCard` -- pay k more coins for a Game End card
=========================  ===========================================================

A symbol is a tuple ``(do, n, from)`` as in the card data (saved as a list); :func:`symbols_tuple` makes one
from a list.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import ClassVar

from ..core import intern_actions


@dataclass(frozen=True, slots=True)
class Unit:
    """Base of the pending units. ``KIND`` is the first element of the saved list."""

    KIND: ClassVar[str] = ""
    # False for the units that must be decided (no "leave the rest out").
    SKIPPABLE: ClassVar[bool] = True

    def to_json(self) -> list:
        """The unit as the JSON list a save holds."""
        raise NotImplementedError

    @property
    def left(self) -> int:
        """How many more uses (or parts) the unit has."""
        return self.n

    def used(self) -> "Unit | None":
        """The unit after one more use, or None when it is used up (each counting unit builds its successor
        directly: ``dataclasses.replace`` is slow on the engine's hot path)."""
        return replace(self, n=self.n - 1) if self.n > 1 else None


def symbols_tuple(symbols) -> tuple:
    """Symbols as a tuple of ``(do, n, from)`` tuples, the form a :class:`Seq` or :class:`Pick` holds."""
    return tuple(s if type(s) is tuple else tuple(s) for s in symbols)


@dataclass(frozen=True, slots=True)
class Seq(Unit):
    symbols: tuple
    rule: str
    KIND: ClassVar[str] = "seq"

    @property
    def left(self) -> int:
        return len(self.symbols)

    def to_json(self) -> list:
        return ["seq", [list(s) for s in self.symbols], self.rule]


@dataclass(frozen=True, slots=True)
class Pick(Unit):
    symbols: tuple
    rule: str
    KIND: ClassVar[str] = "pick"

    @property
    def left(self) -> int:
        return len(self.symbols)

    def to_json(self) -> list:
        return ["pick", [list(s) for s in self.symbols], self.rule]


@dataclass(frozen=True, slots=True)
class AddCars(Unit):
    n: int
    rule: str
    KIND: ClassVar[str] = "car"

    def used(self):
        return AddCars.of(self.n - 1, self.rule) if self.n > 1 else None

    def to_json(self) -> list:
        return ["car", self.n, self.rule]


@dataclass(frozen=True, slots=True)
class Upgrades(Unit):
    value: int
    n: int
    rule: str
    KIND: ClassVar[str] = "up"

    def used(self):
        return Upgrades.of(self.value, self.n - 1, self.rule) if self.n > 1 else None

    def to_json(self) -> list:
        return ["up", self.value, self.n, self.rule]


@dataclass(frozen=True, slots=True)
class AnyUpgrades(Unit):
    n: int
    add_ok: int
    rule: str
    KIND: ClassVar[str] = "any"

    def used(self):
        return AnyUpgrades.of(self.n - 1, self.add_ok, self.rule) if self.n > 1 else None

    def to_json(self) -> list:
        return ["any", self.n, self.add_ok, self.rule]


@dataclass(frozen=True, slots=True)
class ConductorSteps(Unit):
    n: int
    rule: str
    KIND: ClassVar[str] = "split"

    def used(self):
        return ConductorSteps.of(self.n - 1, self.rule) if self.n > 1 else None

    def to_json(self) -> list:
        return ["split", self.n, self.rule]


@dataclass(frozen=True, slots=True)
class TakeGameEnd(Unit):
    n: int
    rule: str
    KIND: ClassVar[str] = "ge"

    def used(self):
        return TakeGameEnd.of(self.n - 1, self.rule) if self.n > 1 else None

    def to_json(self) -> list:
        return ["ge", self.n, self.rule]


@dataclass(frozen=True, slots=True)
class MailCar(Unit):
    train: int
    KIND: ClassVar[str] = "mail"
    SKIPPABLE: ClassVar[bool] = False
    rule: ClassVar[str] = "special_cars"

    @property
    def left(self) -> int:
        return 1

    def to_json(self) -> list:
        return ["mail", self.train]


@dataclass(frozen=True, slots=True)
class PayForCard(Unit):
    n: int
    card: str
    KIND: ClassVar[str] = "pay"
    SKIPPABLE: ClassVar[bool] = False
    rule: ClassVar[str] = "game_end_cards"

    def used(self):
        return PayForCard.of(self.n - 1, self.card) if self.n > 1 else None

    def to_json(self) -> list:
        return ["pay", self.n, self.card]


UNIT_TYPES = {cls.KIND: cls for cls in (Seq, Pick, AddCars, Upgrades, AnyUpgrades, ConductorSteps, TakeGameEnd,
                                        MailCar, PayForCard)}
# Units are frozen values: ``cls.of(*args)`` hands out one shared unit per argument list (building a frozen
# dataclass costs several times a dict look-up); the engine's hot path uses it, loading builds units directly.
intern_actions(UNIT_TYPES)


def from_json(u: list) -> Unit:
    """The unit a saved list stands for (the list was checked when the save was read)."""
    if u[0] in ("seq", "pick"):
        return UNIT_TYPES[u[0]](symbols_tuple(u[1]), u[2])
    return UNIT_TYPES[u[0]](*u[1:])


def stack_to_json(stack) -> list:
    return [u.to_json() for u in stack]
