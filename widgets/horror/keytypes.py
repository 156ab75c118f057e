"""The click keys of the Horror pictures as small typed values, and :func:`parse_key`, the one place a key
string is taken apart (see :mod:`widgets.clickkeys`).

``str(key)`` is the string the picture writes in ``data-key``; :func:`parse_key` turns it back.

>>> parse_key("monster:2:red")
MonsterKey(car=2, colour='red')
>>> str(AccuseKey(suspect=3, cultist=True))
'accuse:3:yes'
>>> parse_key("drawn:g:favor")          # the last field takes the rest, colons and all
DrawnKey(token='g:favor')
>>> parse_key("monster:two:red")
Traceback (most recent call last):
...
widgets.clickkeys.ClickKeyError: 'monster:two:red' is not a part of this picture: a key of kind 'monster' reads monster:<car>:<colour>.
"""
from __future__ import annotations

from dataclasses import dataclass

from ..clickkeys import ClickKeyError, Key, KeyTable

__all__ = ["ClickKeyError", "parse_key", "KEY_CLASSES"]


# ------------------------------------------------------------------ the train
@dataclass(frozen=True)
class CarKey(Key, prefix="car"):
    """A car (0 the Locomotive); in the position editor, what to put there."""
    car: int


@dataclass(frozen=True)
class CurtainsKey(Key, prefix="curtains"):
    car: int


@dataclass(frozen=True)
class PlaqueKey(Key, prefix="plaque"):
    """A car's action plaque."""
    car: int


@dataclass(frozen=True)
class PassengerKey(Key, prefix="passenger"):
    """A passenger die of ``status`` in ``car``."""
    car: int
    status: str


@dataclass(frozen=True)
class MonsterKey(Key, prefix="monster"):
    car: int
    colour: str


@dataclass(frozen=True)
class PortalKey(Key, prefix="portal"):
    portal: str


# ------------------------------------------------------------------ the suspects
@dataclass(frozen=True)
class SuspectKey(Key, prefix="suspect"):
    """A suspect's figure or board (0-based)."""
    suspect: int


@dataclass(frozen=True)
class FavorKey(Key, prefix="favor"):
    suspect: int


@dataclass(frozen=True)
class QuestKey(Key, prefix="quest"):
    suspect: int


@dataclass(frozen=True)
class ClueKey(Key, prefix="clue"):
    suspect: int
    spot: int


@dataclass(frozen=True)
class AccuseKey(Key, prefix="accuse"):
    """The end-of-game vote: is the suspect the cultist (``yes``/``no`` in the string)."""
    suspect: int
    cultist: bool


# ------------------------------------------------------------------ an investigator's sheet
@dataclass(frozen=True)
class SkillKey(Key, prefix="skill"):
    seat: int
    skill: str


@dataclass(frozen=True)
class LearnKey(Key, prefix="learn"):
    seat: int
    skill: str


@dataclass(frozen=True)
class RestKey(Key, prefix="rest"):
    seat: int


@dataclass(frozen=True)
class UniqueKey(Key, prefix="unique"):
    seat: int


@dataclass(frozen=True)
class ItemKey(Key, prefix="item"):
    item: str


@dataclass(frozen=True)
class GeneralKey(Key, prefix="general"):
    """A general skill on offer while drafting."""
    skill: str


@dataclass(frozen=True)
class AttributeKey(Key, prefix="attribute"):
    attribute: str


# ------------------------------------------------------------------ the Grimoire, the talk, the turn
@dataclass(frozen=True)
class SpellKey(Key, prefix="spell"):
    slot: int


@dataclass(frozen=True)
class OccultKey(Key, prefix="occult"):
    pass


@dataclass(frozen=True)
class BagKey(Key, prefix="bag"):
    """The conversation bag."""


@dataclass(frozen=True)
class DrawnKey(Key, prefix="drawn"):
    """A conversation token drawn from the bag."""
    token: str


@dataclass(frozen=True)
class StopKey(Key, prefix="stop"):
    """End the talk."""


@dataclass(frozen=True)
class EndKey(Key, prefix="end"):
    """End the actions."""


@dataclass(frozen=True)
class SpaceKey(Key, prefix="space"):
    """A space of the event board (the position editor)."""
    space: int


@dataclass(frozen=True)
class StepKey(Key, prefix="step"):
    """A node of the game-flow picture (:mod:`widgets.horror.flow`), by its id."""
    node: str


KEY_CLASSES = (CarKey, CurtainsKey, PlaqueKey, PassengerKey, SuspectKey, FavorKey, QuestKey, ClueKey, MonsterKey,
               PortalKey, SkillKey, LearnKey, RestKey, UniqueKey, ItemKey, SpellKey, OccultKey, BagKey, DrawnKey,
               StopKey, EndKey, AccuseKey, GeneralKey, AttributeKey, SpaceKey, StepKey)

#: ``parse_key(text) -> Key``: the one parser of the Horror pictures' keys (:class:`ClickKeyError` when malformed)
parse_key = KeyTable(*KEY_CLASSES)
