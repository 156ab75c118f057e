"""The people and threats of a Horror position as named records: monsters, passengers, suspects, investigators.

Each record IS the plain JSON value a save holds -- a ``list`` (``Monster``, ``Passenger``) or a ``dict``
(``Suspect``, ``Investigator``) -- with its parts named as attributes. So a save writes them unchanged (the text
of ``to_json()`` is the same as with plain lists and dicts), they compare equal to the plain values, and code that
still reads them by position (``m[1]``, ``s["car"]``) keeps working. New code reads the names::

    >>> m = Monster("red", 5)
    >>> m.colour, m.car, m
    ('red', 5, ['red', 5])
    >>> m == ["red", 5]
    True
    >>> m.car = 4
    >>> m
    ['red', 4]
    >>> colour, car = m          # unpacks like the pair it is
    >>> q = Passenger(3, "healthy")
    >>> q.car, q.status
    (3, 'healthy')
    >>> import json
    >>> json.dumps([m, q])
    '[["red", 4], [3, "healthy"]]'

A record's copy (``clone``) is a record again, its own lists copied; ``copy.copy``, ``copy.deepcopy`` and the
standard serialiser give the same record back (``__reduce__`` names the record's type and parts)::

    >>> import copy
    >>> s = Suspect(tile="s1", car=2, clues=["c1", "c2"])
    >>> t = clone(s)
    >>> t.clues.append("c3"); s.clues
    ['c1', 'c2']
    >>> type(copy.deepcopy(s)) is Suspect and copy.deepcopy(s) == s
    True

**The fields.** Cars are numbered 0 (the Locomotive) to 6 (rearmost).

``Monster`` -- ``[colour, car]``: a monster figure of ``colour`` (one of the game's monster colours) standing by
car ``car``. ``state.monsters`` keeps them front first (by car; the order of the monsters by one car is the order
they came). A monster by the Locomotive is unleashed at once, so outside an effect no monster stands by car 0.

``Passenger`` -- ``[car, status]``: a passenger figure in car ``car`` with ``status`` one of ``data.STATUSES``
(the living ones) or ``"dead"`` (a passenger who died: a coffin stands on it, and it counts as no figure for most
rules). Its place in ``state.passengers`` is its identity for the illness markers (``state.ill`` holds indices).

``Suspect`` -- one of the six suspect boards with its figure: ``tile`` (the suspect tile on the board), ``car``
(where the suspect's figure is), ``favor`` (True while the suspect still owes the investigators a favour),
``clues`` (the clue token ids on the board's spots, in spot order), ``up`` (per spot: the token is face up),
``asked`` (per spot: the investigators asked about it), ``fade`` (per spot: fade tokens on it), ``quest`` (the
quest card the suspect gave, or None) and ``quest_done``.

``Investigator`` -- one per seat: ``id`` (the investigator card), ``car``, ``sanity``, ``unstable`` (the sanity
marker is on its unstable side), ``health``, ``stamina`` (never above ``health``), ``track`` (markers on the action
track), ``slots`` (the skill in each skill slot, None for an empty one), ``marked`` (per slot: its action marker
is used), ``upgraded`` / ``learned`` / ``replaced`` (skills upgraded, learned and replaced while resting, in
order), ``rest`` (the rest tile), ``attribute`` and ``general`` (the attribute and the general skill drafted, or
None before the draft).
"""
from __future__ import annotations

from operator import itemgetter

__all__ = ("Monster", "Passenger", "Suspect", "Investigator", "RECORDS", "clone", "copy_boards", "copy_pairs",
           "plain_copy", "records_of")


def _named(key, doc):
    """A property reading and writing part ``key`` of the record (a list index or a dict key). The reader is
    ``operator.itemgetter``, a C call: reading ``m.car`` costs little more than ``m[1]``."""
    def put(self, value):
        self[key] = value
    return property(itemgetter(key), put, None, doc)


class Monster(list):
    """A monster by the train: ``[colour, car]``."""

    __slots__ = ()

    def __init__(self, colour, car):
        list.__init__(self, (colour, car))

    colour = _named(0, "The monster's colour.")
    car = _named(1, "The car it stands by (0 the Locomotive, 6 the rearmost).")

    def __reduce__(self):
        return Monster, (self[0], self[1])

    def __copy__(self):
        return Monster(self[0], self[1])

    def __deepcopy__(self, memo):
        return Monster(self[0], self[1])

    def __repr__(self):
        return list.__repr__(self)


class Passenger(list):
    """A passenger figure: ``[car, status]`` (status ``"dead"`` under a coffin)."""

    __slots__ = ()

    def __init__(self, car, status):
        list.__init__(self, (car, status))

    car = _named(0, "The car the passenger is in.")
    status = _named(1, "One of ``data.STATUSES``, or ``\"dead\"``.")

    @property
    def alive(self) -> bool:
        """Not dead (a dead passenger lies under a coffin)."""
        return self[1] != "dead"

    def __reduce__(self):
        return Passenger, (self[0], self[1])

    def __copy__(self):
        return Passenger(self[0], self[1])

    def __deepcopy__(self, memo):
        return Passenger(self[0], self[1])

    def __repr__(self):
        return list.__repr__(self)


class _Board(dict):
    """A record that is a dict of named parts, each a scalar or a list of scalars (see the module docstring).
    ``FIELDS``: the parts in their order, with a default for the keyword constructor.

    Made from its parts by keyword (``Suspect(tile="s1", car=2, clues=[...])``, the rest from the defaults), or
    from a dict of them, some replaced (``Suspect(other, car=5)``, like ``dict(other, car=5)``)."""

    __slots__ = ()
    FIELDS: tuple = ()

    def __init__(self, data=None, /, **parts):
        if data is None:
            dict.__init__(self, ((k, parts.pop(k, d() if callable(d) else d)) for k, d in self.FIELDS))
            if parts:
                raise TypeError(f"{type(self).__name__} has no part {sorted(parts)[0]!r}")
        else:   # a record from a dict of its parts (shared, not copied), ``parts`` replacing some
            dict.__init__(self, data, **parts)

    def copy(self):
        """A copy of the record, its lists copied (they hold only scalars)."""
        c = _dnew(type(self))
        for k, v in self.items():
            c[k] = v[:] if type(v) is list else v
        return c

    __copy__ = copy

    def __deepcopy__(self, memo):
        return self.copy()

    def __reduce__(self):
        return type(self), (dict(self),)

    def __repr__(self):
        return f"{type(self).__name__}({dict.__repr__(self)})"


class Suspect(_Board):
    """A suspect board and figure: tile, car, favor, clues, up, asked, fade, quest, quest_done."""

    __slots__ = ()
    FIELDS = (("tile", None), ("car", 1), ("favor", True), ("clues", list), ("up", None), ("asked", None),
              ("fade", None), ("quest", None), ("quest_done", False))

    def __init__(self, data=None, /, **parts):
        _Board.__init__(self, data, **parts)
        if data is None:   # the per-spot lists default to one entry per clue token
            n = len(self["clues"])
            for k, d in (("up", False), ("asked", False), ("fade", 0)):
                if self[k] is None:
                    self[k] = [d] * n

    tile = _named("tile", "The suspect tile on this board.")
    car = _named("car", "The car the suspect's figure is in.")
    favor = _named("favor", "True while the suspect still owes a favour.")
    clues = _named("clues", "The clue token ids on the board's spots, in spot order.")
    up = _named("up", "Per spot: the clue token is face up.")
    asked = _named("asked", "Per spot: the investigators asked about it.")
    fade = _named("fade", "Per spot: the fade tokens on it.")
    quest = _named("quest", "The quest card the suspect gave, or None.")
    quest_done = _named("quest_done", "The quest is done.")


class Investigator(_Board):
    """One seat's investigator: id, car, sanity, unstable, health, stamina, slots, marked, track, upgraded,
    learned, replaced, rest, attribute, general."""

    __slots__ = ()
    FIELDS = (("id", None), ("car", 1), ("sanity", 0), ("unstable", False), ("health", 0), ("stamina", 0),
              ("slots", list), ("marked", list), ("track", 0), ("upgraded", list), ("learned", list),
              ("replaced", list), ("rest", "regular"), ("attribute", None), ("general", None))

    id = _named("id", "The investigator card.")
    car = _named("car", "The car the investigator is in.")
    sanity = _named("sanity", "Sanity left (0: insane).")
    unstable = _named("unstable", "The sanity marker shows its unstable side.")
    health = _named("health", "Health (its lower limit is the investigator's skull).")
    stamina = _named("stamina", "Stamina, never above health.")
    slots = _named("slots", "The skill in each skill slot, None for an empty slot.")
    marked = _named("marked", "Per slot: its action marker is used this turn.")
    track = _named("track", "Markers on the action track.")
    upgraded = _named("upgraded", "Skills upgraded while resting, in order.")
    learned = _named("learned", "Skills learned while resting, in order.")
    replaced = _named("replaced", "Skills replaced while resting, in order.")
    rest = _named("rest", "The rest tile.")
    attribute = _named("attribute", "The attribute drafted, or None.")
    general = _named("general", "The general skill drafted, or None.")


RECORDS = {"monsters": Monster, "passengers": Passenger, "suspects": Suspect, "inv": Investigator}
"""The state's fields that hold records, each a list of records of one type."""

_PAIRS = (Monster, Passenger)


def records_of(field: str, values) -> list:
    """The list ``values`` of field ``field`` (see ``RECORDS``) as records, each a copy (a hand-made position, a
    loaded save): plain ``[colour, car]`` lists, ``{...}`` dicts and records alike.

    >>> records_of("monsters", [["red", 6], ("blue", 5)])
    [['red', 6], ['blue', 5]]
    >>> type(records_of("monsters", [["red", 6]])[0]).__name__
    'Monster'
    """
    t = RECORDS[field]
    return copy_pairs(t, values) if t in _PAIRS else copy_boards(t, values)


def copy_pairs(t, values) -> list:
    """Copies of the records of type ``t`` (``Monster`` or ``Passenger``) in ``values``, or of plain pairs made
    into records: the state's copy on every search step (no Python-level ``__init__`` call per record)."""
    out = []
    add = out.append
    for x in values:
        c = _new(t)
        c += x
        add(c)
    return out


def copy_boards(t, values) -> list:
    """Copies of the records of type ``t`` (``Suspect`` or ``Investigator``) in ``values``, or of plain dicts made
    into records (see :func:`copy_pairs`)."""
    out = []
    for x in values:
        c = _dnew(t)
        for k, v in x.items():
            c[k] = v[:] if type(v) is list else v
        out.append(c)
    return out


def plain_copy(values) -> list:
    """Copies of the records in ``values`` as the plain lists and dicts a save holds (a dump, a view: plain JSON
    data, which the save checks of ``rulebook.validate`` read).

    >>> d = plain_copy([Monster("red", 6)])
    >>> d, type(d[0]) is list
    ([['red', 6]], True)
    """
    out = []
    for x in values:
        if isinstance(x, dict):
            out.append({k: v[:] if type(v) is list else v for k, v in x.items()})
        else:
            out.append(list(x))
    return out


def clone(x):
    """A deep copy of plain data (lists, dicts and the records here are copied, everything else is shared); a
    record's copy is a record of its type."""
    t = type(x)
    if t is list:
        return [clone(y) if type(y) in _NESTED else y for y in x]
    if t is dict:
        return {k: clone(v) if type(v) in _NESTED else v for k, v in x.items()}
    if t in _PAIRS:
        c = _new(t)
        c += x
        return c
    if t in _BOARDS:
        return x.copy()
    return x


_BOARDS = (Suspect, Investigator)
_new = list.__new__
_dnew = dict.__new__
_NESTED = frozenset((list, dict) + _PAIRS + _BOARDS)
