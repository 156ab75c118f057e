"""The people and threats of a Horror position as named records: monsters, passengers, suspects, investigators.

A position's ``monsters``, ``passengers``, ``suspects`` and ``inv`` are lists of these records; the rules read and
write their parts by name::

    >>> m = Monster("red", 5)
    >>> m.colour, m.car
    ('red', 5)
    >>> m.car = 4
    >>> q = Passenger(3, "healthy")
    >>> q.car, q.status, q.alive
    (3, 'healthy', True)
    >>> s = Suspect(tile="s1", car=2, clues=["c1", "c2"])
    >>> s.car, s.favor, s.up, s.quest
    (2, True, [False, False], None)

A save holds each record as the plain JSON value it was before the records: ``[colour, car]``, ``[car, status]``
and a dict of the parts (``to_json``; the state's dump and views copy them so, see ``plain_copy``), so saves are
unchanged; a loaded save or a position set up by hand with plain lists and dicts gets records (``records_of``, and
the state's copy through ``copy_pairs`` / ``copy_boards``). Everything -- the engine, the widgets, the tests and the
lessons -- reads and writes the records by name only. A record does not read like its saved value: a reading by
position or key, unpacking, ordering or a dict's methods raise TypeError, and a record equals only a record of its
type with equal parts, never the plain list or dict::

    >>> m[1]
    Traceback (most recent call last):
    TypeError: 'Monster' object is not subscriptable
    >>> m == ["red", 4], m == Monster("red", 4), m
    (False, True, Monster('red', 4))
    >>> s.to_json()["car"], s == Suspect(s.to_json())
    (2, True)

A copy of a record (``copy.copy``, ``copy.deepcopy``, :func:`clone`, the standard serialiser) is a record of the
same type with its own lists::

    >>> import copy
    >>> t = copy.deepcopy(s)
    >>> t.clues.append("c3"); s.clues, type(t).__name__
    (['c1', 'c2'], 'Suspect')

**Why not subclasses of list and dict** (which would save unchanged with no conversion): CPython gives a subclass
of ``list`` or ``dict`` the generic, Python-level ``__getitem__`` slot (both types define ``__getitem__`` as a
method beside their slot), so every ``m[1]`` and every name read through it costs several times a plain list's; in
the Horror playout benchmark that measured 21 % more machine instructions per decision. A slot (``Monster``,
``Passenger``) or an instance dictionary (``Suspect``, ``Investigator``) is read by the interpreter's specialised
attribute instructions, as fast as the plain lists and dicts were.

**The fields.** Cars are numbered 0 (the Locomotive) to 6 (rearmost).

``Monster`` -- ``[colour, car]``: a monster figure of ``colour`` (one of the game's monster colours) standing by
car ``car``. ``state.monsters`` keeps them front first (by car; the monsters by one car in the order they came). A
monster by the Locomotive is unleashed at once, so outside an effect no monster stands by car 0.

``Passenger`` -- ``[car, status]``: a passenger figure in car ``car`` with ``status`` one of ``data.STATUSES``
(the living ones) or ``"dead"`` (a passenger who died: a coffin stands on it, and it counts as no figure for most
rules). Its place in ``state.passengers`` is its identity for the illness markers (``state.ill`` holds indices).

``Suspect`` -- one of the six suspect boards with its figure: ``tile`` (the suspect tile on the board), ``car``
(where the suspect's figure is), ``favor`` (True while the suspect still owes the investigators a favour),
``clues`` (the clue token ids on the board's spots, in spot order), ``up`` (per spot: the token is face up),
``asked`` (per spot: the investigators asked about it), ``fade`` (per spot: fade tokens on it), ``quest`` (the
quest card the suspect gave, or None) and ``quest_done``.

``Investigator`` -- one per seat: ``id`` (the investigator card), ``car``, ``sanity``, ``unstable`` (the sanity
marker is on its unstable side), ``health``, ``stamina`` (never above ``health``), ``slots`` (the skill in each
skill slot, None for an empty one), ``marked`` (per slot: its action marker is used), ``track`` (markers on the
action track), ``upgraded`` / ``learned`` / ``replaced`` (skills upgraded, learned and replaced while resting, in
order), ``rest`` (the rest tile), ``attribute`` and ``general`` (the attribute and the general skill drafted, or
None before the draft).
"""
from __future__ import annotations

__all__ = ("Monster", "Passenger", "Suspect", "Investigator", "RECORDS", "clone", "copy_boards", "copy_pairs",
           "plain_copy", "records_of")


class _Pair:
    """A record of two named parts saved as ``[first, second]`` (``FIELDS``); each subclass keeps them in slots
    and gives ``_pair()``, the two as a tuple."""

    __slots__ = ()
    FIELDS: tuple = ()

    def _pair(self) -> tuple:
        raise NotImplementedError

    def to_json(self) -> list:
        """The record as a save holds it."""
        return list(self._pair())

    def __eq__(self, other):
        if isinstance(other, _Pair):
            return type(other) is type(self) and self._pair() == other._pair()
        return NotImplemented

    __hash__ = None   # mutable

    def __repr__(self):
        return f"{type(self).__name__}{self._pair()!r}"

    def __reduce__(self):
        return type(self), self._pair()

    def __copy__(self):
        return type(self)(*self._pair())

    def __deepcopy__(self, memo):
        return type(self)(*self._pair())

    copy = __copy__


class Monster(_Pair):
    """A monster by the train: ``colour`` and ``car`` (saved as ``[colour, car]``)."""

    __slots__ = ("colour", "car")
    FIELDS = ("colour", "car")

    def __init__(self, colour, car):
        self.colour = colour
        self.car = car

    def _pair(self) -> tuple:
        return (self.colour, self.car)


class Passenger(_Pair):
    """A passenger figure: ``car`` and ``status`` (saved as ``[car, status]``; status ``"dead"`` under a coffin)."""

    __slots__ = ("car", "status")
    FIELDS = ("car", "status")

    def __init__(self, car, status):
        self.car = car
        self.status = status

    def _pair(self) -> tuple:
        return (self.car, self.status)

    @property
    def alive(self) -> bool:
        """Not dead (a dead passenger lies under a coffin)."""
        return self.status != "dead"


class _Board:
    """A record of named parts saved as a dict (``FIELDS``: the parts in their order, each with its default),
    each part a scalar or a list of scalars. The parts are the instance's attributes (its ``__dict__`` is the
    saved dict's copy).

    Made from its parts by keyword (``Suspect(tile="s1", car=2, clues=[...])``, the rest from the defaults; a
    part that is not one raises TypeError), or from a dict of them or another record, some replaced
    (``Suspect(other, car=5)``, like ``dict(other, car=5)``; the lists are shared, as there)."""

    FIELDS: tuple = ()

    def __init__(self, data=None, /, **parts):
        if data is None:
            d = {}
            for k, default in self.FIELDS:
                d[k] = parts.pop(k) if k in parts else default() if callable(default) else default
            if parts:
                raise TypeError(f"{type(self).__name__} has no part {sorted(parts)[0]!r}")
            self.__dict__ = d
        else:
            self.__dict__ = dict(data.__dict__ if isinstance(data, _Board) else data, **parts)

    def to_json(self) -> dict:
        """The record as a save holds it (its lists copied)."""
        return {k: v[:] if type(v) is list else v for k, v in self.__dict__.items()}

    def copy(self):
        """A copy of the record, its lists copied."""
        c = _onew(type(self))
        c.__dict__ = {k: v[:] if type(v) is list else v for k, v in self.__dict__.items()}
        return c

    __copy__ = copy

    def __deepcopy__(self, memo):
        return self.copy()

    def __reduce__(self):
        return _board, (type(self), self.to_json())

    def __eq__(self, other):
        if isinstance(other, _Board):
            return type(other) is type(self) and self.__dict__ == other.__dict__
        return NotImplemented

    __hash__ = None   # mutable

    def __repr__(self):
        return f"{type(self).__name__}({self.__dict__!r})"


def _board(cls, d):
    """A record of type ``cls`` with the parts ``d`` (the standard serialiser's way back)."""
    c = _onew(cls)
    c.__dict__ = d
    return c


class Suspect(_Board):
    """A suspect board and figure: tile, car, favor, clues, up, asked, fade, quest, quest_done. Made by keyword, the
    per-spot lists ``up``, ``asked`` and ``fade`` default to one entry per clue token."""

    FIELDS = (("tile", None), ("car", 1), ("favor", True), ("clues", list), ("up", None), ("asked", None),
              ("fade", None), ("quest", None), ("quest_done", False))

    def __init__(self, data=None, /, **parts):
        _Board.__init__(self, data, **parts)
        if data is None:
            n = len(self.clues)
            for k, default in (("up", False), ("asked", False), ("fade", 0)):
                if getattr(self, k) is None:
                    setattr(self, k, [default] * n)


class Investigator(_Board):
    """One seat's investigator: id, car, sanity, unstable, health, stamina, slots, marked, track, upgraded,
    learned, replaced, rest, attribute, general."""

    FIELDS = (("id", None), ("car", 1), ("sanity", 0), ("unstable", False), ("health", 0), ("stamina", 0),
              ("slots", list), ("marked", list), ("track", 0), ("upgraded", list), ("learned", list),
              ("replaced", list), ("rest", "regular"), ("attribute", None), ("general", None))


RECORDS = {"monsters": Monster, "passengers": Passenger, "suspects": Suspect, "inv": Investigator}
"""The state's fields that hold records, each a list of records of one type."""

_PAIRS = (Monster, Passenger)
_BOARDS = (Suspect, Investigator)
_onew = object.__new__


def copy_pairs(t, values) -> list:
    """Copies of the records of type ``t`` (``Monster`` or ``Passenger``) in ``values``, or of plain pairs made
    into records (a position edited by hand): the state's copy on every search step.

    >>> copy_pairs(Monster, [Monster("red", 6), ["blue", 5]])
    [Monster('red', 6), Monster('blue', 5)]
    """
    out = []
    add = out.append
    if t is Monster:
        for x in values:
            c = _onew(Monster)
            if type(x) is Monster:
                c.colour = x.colour
                c.car = x.car
            else:
                c.colour, c.car = x
            add(c)
    else:
        for x in values:
            c = _onew(t)
            if type(x) is t:
                c.car = x.car
                c.status = x.status
            else:
                c.car, c.status = x
            add(c)
    return out


def copy_boards(t, values) -> list:
    """Copies of the records of type ``t`` (``Suspect`` or ``Investigator``) in ``values``, or of plain dicts made
    into records (see :func:`copy_pairs`)."""
    out = []
    for x in values:
        c = _onew(t)
        c.__dict__ = {k: v[:] if type(v) is list else v
                      for k, v in (x.__dict__ if type(x) is t else x).items()}
        out.append(c)
    return out


def records_of(field: str, values) -> list:
    """The list ``values`` of field ``field`` (see ``RECORDS``) as records, each a copy (a loaded save, a hand-made
    position): plain ``[colour, car]`` lists, dicts and records alike.

    >>> [type(m).__name__ for m in records_of("monsters", [["red", 6], ("blue", 5)])]
    ['Monster', 'Monster']
    """
    t = RECORDS[field]
    return copy_pairs(t, values) if t in _PAIRS else copy_boards(t, values)


def plain_copy(values) -> list:
    """Copies of the records in ``values`` as the plain lists and dicts a save holds (a dump, a view: plain JSON
    data). Plain values (a position edited by hand) are copied as they are.

    >>> d = plain_copy([Monster("red", 6)])
    >>> d, type(d[0]) is list
    ([['red', 6]], True)
    """
    out = []
    for x in values:
        t = type(x)
        if t in _PAIRS or t in _BOARDS:
            out.append(x.to_json())
        else:
            out.append(clone(x))
    return out


def clone(x):
    """A deep copy of plain data (lists, dicts and the records here are copied, everything else is shared); a
    record's copy is a record of its type."""
    t = type(x)
    if t is list:
        return [clone(y) if type(y) in _NESTED else y for y in x]
    if t is dict:
        return {k: clone(v) if type(v) in _NESTED else v for k, v in x.items()}
    if t in _RECORD_TYPES:
        return x.copy()
    return x


_RECORD_TYPES = _PAIRS + _BOARDS
_NESTED = frozenset((list, dict) + _RECORD_TYPES)   # (a set: the type test of each copied element is one lookup)
