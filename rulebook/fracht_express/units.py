"""Pending decisions of FrachtExpress: one small slots dataclass per kind of stack unit, read by field name.

The unit on top of ``state.stack`` says who decides what. A unit is changed in place while it waits (a drive
counts its ties down, an objection round moves on to the next seat): the engine keeps no copies of it, and
:meth:`Unit.copy` makes the independent one a copied state needs.

Each unit saves as the same JSON list as before these classes (:meth:`Unit.to_json`, :func:`from_json`), so old
saves load and a game saves byte for byte as it did:

===============================================  ====================================================
``["move", seat, left, special_ok, target, picks(, no_derail)]``  :class:`Drive` (``move``, ``hijack``)
``["drop", seat, keep]``                         :class:`GiveUpCars` (``crossings``)
``["special", seat, station, kinds]``            :class:`SpecialChoice` (``advanced``)
``["ticket", seat]``                             :class:`TakeTicket` (``station_b``)
``["robbery", seat]``                            :class:`CardRobbery` (``station_c``)
``["close", seat]``                              :class:`Closing` (``station_d``)
``["group", seat, started]``                     :class:`GroupRobbery` (``station_e``)
``["rapid", seat, action]``                      :class:`RapidDelivery` (``station_f``)
``["objcard", seat]``                            :class:`TakeObjection` (``station_g``)
``["object", seat, asked, station]``             :class:`ObjectionRound` (``station_g``)
``["route", seat, moved]``                       :class:`RouteChange` (``station_h``)
``["rapidpick", seat, action]``                  :class:`RapidPickUp` (``station_i``)
``["carrob", seat, target, action]``             :class:`CarRobbery` (``station_j``)
``["hijack", seat]``                             :class:`Hijacking` (``hijack``)
===============================================  ====================================================

>>> from rulebook.fracht_express.units import Drive, from_json
>>> u = from_json(["move", 0, 3, True, None, []])
>>> u
Drive(seat=0, left=3, special_ok=True, target=None, picks=[], no_derail=None)
>>> u.left -= 1
>>> u.to_json()
['move', 0, 2, True, None, []]
"""
from __future__ import annotations

from dataclasses import dataclass, fields
from typing import ClassVar


@dataclass(slots=True)
class Unit:
    """Base of the pending units: ``seat`` is the player the unit belongs to (who decides, unless the unit
    names another seat, see ``advanced.decider``). ``KIND`` is the first element of the saved list."""

    seat: int
    KIND: ClassVar[str] = ""
    # the field names after KIND in the saved list, in order (filled in for each class below)
    NAMES: ClassVar[tuple] = ()

    def to_json(self) -> list:
        """The unit as the JSON list a save holds."""
        return [self.KIND] + [_plain(getattr(self, f)) for f in self.NAMES]

    def copy(self) -> "Unit":
        """An independent copy (lists inside copied too)."""
        return type(self)(*[_plain(getattr(self, f)) for f in self.NAMES])


@dataclass(slots=True)
class Drive(Unit):
    """A locomotive's drive: ``left`` ties to go; ``special_ok``: arriving in a station under it offers the
    special action; ``target`` the step being made (``[node, facing]``) while a shove at a switch waits for
    the driver's choice, ``picks`` those choices; ``no_derail`` True for a hijacked drive (Hijack variant),
    None when the saved list has no such field."""

    left: int
    special_ok: bool
    target: list | None
    picks: list
    no_derail: bool | None = None
    KIND: ClassVar[str] = "move"

    def to_json(self) -> list:
        out = ["move", self.seat, self.left, self.special_ok, _plain(self.target), _plain(self.picks)]
        if self.no_derail is not None:
            out.append(self.no_derail)
        return out

    def copy(self) -> "Drive":
        t = self.target
        return Drive(self.seat, self.left, self.special_ok, None if t is None else [list(t[0]), t[1]],
                     [list(p) for p in self.picks], self.no_derail)


@dataclass(slots=True)
class GiveUpCars(Unit):
    """After a crossing check: the seat gives up cars of its choice until ``keep`` remain."""

    keep: int
    KIND: ClassVar[str] = "drop"


@dataclass(slots=True)
class SpecialChoice(Unit):
    """Arrival in Station ``station``: use or skip each special action in ``kinds`` (still to decide, in order)."""

    station: str
    kinds: list
    KIND: ClassVar[str] = "special"


@dataclass(slots=True)
class TakeTicket(Unit):
    """Station B: take a flight ticket (needs no choice)."""

    KIND: ClassVar[str] = "ticket"


@dataclass(slots=True)
class CardRobbery(Unit):
    """Station C: choose the player whose hand is robbed."""

    KIND: ClassVar[str] = "robbery"


@dataclass(slots=True)
class Closing(Unit):
    """Station D: choose a card, a station to close with it, and its turn."""

    KIND: ClassVar[str] = "close"


@dataclass(slots=True)
class GroupRobbery(Unit):
    """Station E: draw from other hands; ``started`` is 1 once the no-draw rule for the turn is announced."""

    started: int
    KIND: ClassVar[str] = "group"


@dataclass(slots=True)
class RapidDelivery(Unit):
    """Station F: ``action`` is the action number turned over (None before); then the car is chosen."""

    action: int | None
    KIND: ClassVar[str] = "rapid"


@dataclass(slots=True)
class TakeObjection(Unit):
    """Station G: take an objection card (needs no choice)."""

    KIND: ClassVar[str] = "objcard"


@dataclass(slots=True)
class ObjectionRound(Unit):
    """The objection round against ``seat``'s special action in Station ``station``; ``asked`` decides now."""

    asked: int
    station: str
    KIND: ClassVar[str] = "object"


@dataclass(slots=True)
class RouteChange(Unit):
    """Station H: move cards of the rail system; ``moved`` counts those moved so far."""

    moved: int
    KIND: ClassVar[str] = "route"


@dataclass(slots=True)
class RapidPickUp(Unit):
    """Station I: ``action`` is the action number turned over (None before); then the card is chosen."""

    action: int | None
    KIND: ClassVar[str] = "rapidpick"


@dataclass(slots=True)
class CarRobbery(Unit):
    """Station J: ``target`` the robbed seat (None until chosen), ``action`` the number turned over (None
    before); then the car taken or given."""

    target: int | None
    action: int | None
    KIND: ClassVar[str] = "carrob"


@dataclass(slots=True)
class Hijacking(Unit):
    """Hijack variant: choose a card to discard and the locomotive to drive."""

    KIND: ClassVar[str] = "hijack"


UNITS = (Drive, GiveUpCars, SpecialChoice, TakeTicket, CardRobbery, Closing, GroupRobbery, RapidDelivery,
         TakeObjection, ObjectionRound, RouteChange, RapidPickUp, CarRobbery, Hijacking)
for _cls in UNITS:
    _cls.NAMES = tuple(f.name for f in fields(_cls))
BY_KIND = {c.KIND: c for c in UNITS}
#: the unit kinds a save may hold
KINDS = frozenset(BY_KIND)


def from_json(u) -> Unit:
    """The unit a saved list describes. ValueError when the list has the wrong length for its kind."""
    cls = BY_KIND[u[0]]
    values = [_plain(x) for x in u[1:]]
    names = cls.NAMES
    need = len(names) - (1 if cls is Drive else 0)
    if not need <= len(values) <= len(names):
        raise ValueError(f"a {u[0]!r} unit has {len(names)} fields, not {len(values)}")
    return cls(*values)


def stack_to_json(stack) -> list:
    """The stack as the JSON list a save holds."""
    return [u.to_json() for u in stack]


def _plain(x):
    """A copy of plain data with every tuple made a list (what JSON gives back)."""
    t = type(x)
    if t is list or t is tuple:
        return [_plain(y) for y in x]
    return x
