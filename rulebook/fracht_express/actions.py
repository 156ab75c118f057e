"""FrachtExpress actions: small frozen value objects, one per kind of decision.

A turn is a sequence of these: lay or cover cards, pick up and deliver cars,
move (one decision per switch), then end the turn or draw new cards. Cells
are ``(x, y)`` on the table grid (x to the right, y down); ``turn`` is the
number of quarter turns clockwise a card is laid with; ``track`` is the index
of a track on the card of a cell, or -1 for the cell itself (a station, or an
empty space where a locomotive would derail).

Labels speak the game's words, never coordinates: an action that names a
place is described against the board in view (:mod:`.words`): "Lay D32 east
of Station A, track west–east".

>>> Extend(card="D01", x=2, y=0, turn=1)
Extend(card='D01', x=2, y=0, turn=1)
>>> str(Move(card="D07"))
'Discard D07 and move the locomotive.'
"""
from __future__ import annotations

from dataclasses import dataclass

from ..core import Action
from ..i18n import Msg, N_
from .words import describe_in


def _a(cls):
    return dataclass(frozen=True, slots=True)(cls)


# --------------------------------------------------------------------------- basic game
@_a
class PlaceStation(Action):
    station: str
    x: int
    y: int
    def describe(self):
        return describe_in(None, self)


@_a
class Extend(Action):
    card: str
    x: int
    y: int
    turn: int
    def describe(self):
        return describe_in(None, self)


@_a
class Cover(Action):
    card: str
    x: int
    y: int
    turn: int
    def describe(self):
        return describe_in(None, self)


@_a
class PickUp(Action):
    card: str
    def describe(self): return Msg(N_("Pick up {card} as a railroad car."), {"card": self.card})


@_a
class Deliver(Action):
    card: str
    def describe(self): return Msg(N_("Deliver the car {card}."), {"card": self.card})


@_a
class Move(Action):
    card: str
    def describe(self): return Msg(N_("Discard {card} and move the locomotive."), {"card": self.card})


@_a
class Go(Action):
    x: int
    y: int
    track: int
    def describe(self):
        return describe_in(None, self)


@_a
class PushTo(Action):
    x: int
    y: int
    track: int
    def describe(self):
        return describe_in(None, self)


@_a
class Stop(Action):
    def describe(self): return Msg(N_("Stop the locomotive here."))


@_a
class DropCar(Action):
    card: str
    def describe(self): return Msg(N_("Give up the car {card}."), {"card": self.card})


@_a
class DrawCards(Action):
    card: str
    def describe(self): return Msg(N_("Discard {card} and draw new cards (ends the turn)."), {"card": self.card})


@_a
class EndTurn(Action):
    def describe(self): return Msg(N_("End the turn."))


# --------------------------------------------------------------------------- advanced game
@_a
class UseSpecial(Action):
    def describe(self): return Msg(N_("Use the special action of this station."))


@_a
class SkipSpecial(Action):
    def describe(self): return Msg(N_("Do not use the special action of this station."))


@_a
class Object(Action):
    def describe(self): return Msg(N_("Play an objection card to stop the special action."))


@_a
class NoObjection(Action):
    def describe(self): return Msg(N_("Let the special action happen."))


@_a
class Target(Action):
    seat: int
    def describe(self): return Msg(N_("Choose player {n}."), {"n": self.seat + 1})


@_a
class TakeCar(Action):
    card: str
    def describe(self): return Msg(N_("Take the car {card}."), {"card": self.card})


@_a
class GiveCar(Action):
    card: str
    def describe(self): return Msg(N_("Give the car {card} to the chosen player."), {"card": self.card})


@_a
class Attach(Action):
    card: str
    def describe(self): return Msg(N_("Attach {card} to the locomotive."), {"card": self.card})


@_a
class Discard(Action):
    card: str
    def describe(self): return Msg(N_("Discard {card}."), {"card": self.card})


@_a
class CloseStation(Action):
    card: str
    station: str
    turn: int
    def describe(self):
        return describe_in(None, self)


@_a
class Relocate(Action):
    card: str
    x0: int
    y0: int
    x: int
    y: int
    turn: int
    def describe(self):
        return describe_in(None, self)


@_a
class Fly(Action):
    card: str
    x: int
    y: int
    track: int
    def describe(self):
        return describe_in(None, self)


@_a
class Hijack(Action):
    card: str
    seat: int
    def describe(self):
        return Msg(N_("Discard {card} and drive player {n}'s locomotive."), {"card": self.card, "n": self.seat + 1})


@_a
class Done(Action):
    def describe(self): return Msg(N_("Finish this special action."))


def placing(cls):
    """A quick maker of ``cls(card, x, y, turn)`` (``Extend``, ``Cover``) for the engine's listings, which make
    thousands: ``make(card, x, y, turns)`` is ``[cls(card, x, y, r) for r in turns]``, the same values made
    without the frozen dataclass's ``__init__`` (a ``setattr`` call per field): each is filled as a plain
    object with the same slots, then becomes a ``cls`` (``__class__`` assignment, the layouts being equal)."""
    class Blank(Action):
        __slots__ = cls.__slots__

    def make(card, x, y, turns):
        out = []
        for r in turns:
            o = Blank()
            o.card = card
            o.x = x
            o.y = y
            o.turn = r
            o.__class__ = cls
            out.append(o)
        return out
    return make


_MEMO: dict = {}


def memo(cls, *args):
    """One shared instance per action value, for the engine's own listings (actions are immutable values; an
    equal action made elsewhere is just as good)."""
    k = (cls, args)
    o = _MEMO.get(k)
    if o is None:
        o = _MEMO[k] = cls(*args)
    return o


ACTIONS = {cls.__name__: cls for cls in (
    PlaceStation, Extend, Cover, PickUp, Deliver, Move, Go, PushTo, Stop, DropCar, DrawCards, EndTurn,
    UseSpecial, SkipSpecial, Object, NoObjection, Target, TakeCar, GiveCar, Attach, Discard, CloseStation, Relocate,
    Fly, Hijack, Done)}
