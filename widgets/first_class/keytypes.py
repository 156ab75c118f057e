"""The click keys of the First Class pictures as small typed values, and :func:`parse_key`, the one place a key
string is taken apart (see :mod:`widgets.clickkeys`).

``str(key)`` is the string the picture writes in ``data-key``; :func:`parse_key` turns it back.

>>> parse_key("car:0:1:2")
CarKey(seat=0, train=1, pos=2)
>>> str(CardKey(card="X-G01")), str(TileKey())
('card:X-G01', 'tile')
>>> parse_key("coin:1")
Traceback (most recent call last):
...
widgets.clickkeys.ClickKeyError: 'coin:1' is not a part of this picture: a key of kind 'coin' reads coin:<seat>:<column>.
"""
from __future__ import annotations

from dataclasses import dataclass

from ..clickkeys import ClickKeyError, Key, KeyTable

__all__ = ["ClickKeyError", "parse_key", "KEY_CLASSES", "SeatKey"]


# ------------------------------------------------------------------ the shared table
@dataclass(frozen=True)
class CardKey(Key, prefix="card"):
    """A card of the rows on offer."""
    card: str


@dataclass(frozen=True)
class TileKey(Key, prefix="tile"):
    """The start tile."""


@dataclass(frozen=True)
class DraftKey(Key, prefix="draft"):
    """A game-end card on offer while drafting."""
    card: str


@dataclass(frozen=True)
class ContractKey(Key, prefix="contract"):
    card: str


@dataclass(frozen=True)
class GameEndKey(Key, prefix="ge"):
    """A game-end card."""
    card: str


# ------------------------------------------------------------------ a player's board (``seat`` first)
class SeatKey(Key):
    """A part of one player's board: only the player to move acts on their own board."""


@dataclass(frozen=True)
class CarKey(SeatKey, prefix="car"):
    """A card of a train, or (``pos`` = the train's length) the empty slot after its last card."""
    seat: int
    train: int
    pos: int


@dataclass(frozen=True)
class ConductorKey(SeatKey, prefix="conductor"):
    seat: int
    train: int


@dataclass(frozen=True)
class LocomotiveKey(SeatKey, prefix="locomotive"):
    seat: int


@dataclass(frozen=True)
class CoinKey(SeatKey, prefix="coin"):
    seat: int
    column: int


@dataclass(frozen=True)
class StationKey(SeatKey, prefix="station"):
    seat: int
    station: int


@dataclass(frozen=True)
class MailKey(SeatKey, prefix="mail"):
    seat: int
    mail: int


KEY_CLASSES = (CardKey, TileKey, CarKey, CoinKey, GameEndKey, ContractKey, StationKey, ConductorKey,
               LocomotiveKey, MailKey, DraftKey)

#: ``parse_key(text) -> Key``: the one parser of the First Class pictures' keys (:class:`ClickKeyError` when
#: malformed)
parse_key = KeyTable(*KEY_CLASSES)
