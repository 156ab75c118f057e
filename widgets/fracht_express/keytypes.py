"""The click keys of the FrachtExpress pictures as small typed values, and :func:`parse_key`, the one place a
key string is taken apart (see :mod:`widgets.clickkeys`).

``str(key)`` is the string the picture writes in ``data-key``; :func:`parse_key` turns it back.

>>> parse_key("spot:-1:3")
SpotKey(x=-1, y=3)
>>> parse_key("dest:T:1:2:0:1")          # the last field takes the rest: a node of the rail graph
DestKey(node='T:1:2:0:1')
>>> str(CarKey(seat=1, card="D07"))
'car:1:D07'
>>> parse_key("spot:5")
Traceback (most recent call last):
...
widgets.clickkeys.ClickKeyError: 'spot:5' is not a part of this picture: a key of kind 'spot' reads spot:<x>:<y>.
"""
from __future__ import annotations

from dataclasses import dataclass

from ..clickkeys import ClickKeyError, Key, KeyTable

__all__ = ["ClickKeyError", "parse_key", "KEY_CLASSES"]


@dataclass(frozen=True)
class HandKey(Key, prefix="hand"):
    """A card of the hand (a station while they are placed)."""
    card: str


@dataclass(frozen=True)
class TurnKey(Key, prefix="turn"):
    """One of the selected card's quarter turns."""
    turn: int


@dataclass(frozen=True)
class SpotKey(Key, prefix="spot"):
    """A space of the network (empty, or a laid card)."""
    x: int
    y: int


@dataclass(frozen=True)
class MoveKey(Key, prefix="move"):
    """A hand card's move button."""
    card: str


@dataclass(frozen=True)
class DrawKey(Key, prefix="draw"):
    card: str


@dataclass(frozen=True)
class PickupKey(Key, prefix="pickup"):
    card: str


@dataclass(frozen=True)
class EndKey(Key, prefix="end"):
    """End the turn."""


@dataclass(frozen=True)
class CarKey(Key, prefix="car"):
    """A freight car of a seat's locomotive."""
    seat: int
    card: str


@dataclass(frozen=True)
class GoKey(Key, prefix="go"):
    """A blue ring: the next step of a drive."""
    x: int
    y: int
    track: int


@dataclass(frozen=True)
class PushKey(Key, prefix="push"):
    x: int
    y: int
    track: int


@dataclass(frozen=True)
class StopKey(Key, prefix="stop"):
    pass


@dataclass(frozen=True)
class DestKey(Key, prefix="dest"):
    """A place a drive may end on; ``node`` is :func:`~widgets.fracht_express.graph.node_key`'s text."""
    node: str


@dataclass(frozen=True)
class UseKey(Key, prefix="use"):
    pass


@dataclass(frozen=True)
class SkipKey(Key, prefix="skip"):
    pass


@dataclass(frozen=True)
class StationKey(Key, prefix="station"):
    station: str


@dataclass(frozen=True)
class ObjectKey(Key, prefix="object"):
    pass


@dataclass(frozen=True)
class NoObjectKey(Key, prefix="noobject"):
    pass


@dataclass(frozen=True)
class TargetKey(Key, prefix="target"):
    """A player (their strip, a button, or the Hijack's locomotive)."""
    seat: int


@dataclass(frozen=True)
class AttachKey(Key, prefix="attach"):
    card: str


@dataclass(frozen=True)
class DiscardKey(Key, prefix="discard"):
    card: str


@dataclass(frozen=True)
class DoneKey(Key, prefix="done"):
    pass


@dataclass(frozen=True)
class FlyKey(Key, prefix="fly"):
    """A plane mark: where a flight can land."""
    x: int
    y: int
    track: int


KEY_CLASSES = (HandKey, TurnKey, SpotKey, MoveKey, DrawKey, PickupKey, EndKey, CarKey, GoKey, PushKey, StopKey,
               DestKey, UseKey, SkipKey, StationKey, ObjectKey, NoObjectKey, TargetKey, AttachKey,
               DiscardKey, DoneKey, FlyKey)

#: ``parse_key(text) -> Key``: the one parser of the FrachtExpress pictures' keys (:class:`ClickKeyError` when
#: malformed)
parse_key = KeyTable(*KEY_CLASSES)
