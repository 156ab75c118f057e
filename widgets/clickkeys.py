"""Click keys as small typed values: the base every game's keys build on (issue 33, point 5).

A picture marks each clickable part with a key string (``data-key="monster:2:red"``); the browser sends the
string back when the part is clicked. Each game declares one small frozen :class:`Key` class per kind of key
(``class MonsterKey(Key, prefix="monster")`` with fields ``car: int`` and ``colour: str``) and one parser built
from a table of those classes (:class:`KeyTable`); ``str(key)`` is exactly the string the picture writes, so
neither the SVG nor the browser side changes, and the parser takes a string apart in one place.

A field annotated ``int`` is written in decimal, ``str`` as it is, ``bool`` as ``yes``/``no``; the last field
takes the rest of the string, colons included. Only the canonical spelling parses (``str(parse(s)) == s``), so
two spellings never name one part.

>>> from dataclasses import dataclass
>>> @dataclass(frozen=True)
... class DotKey(Key, prefix="dot"):
...     row: int
...     colour: str
>>> @dataclass(frozen=True)
... class EndKey(Key, prefix="end"):
...     pass
>>> parse = KeyTable(DotKey, EndKey)
>>> parse("dot:3:red")
DotKey(row=3, colour='red')
>>> str(DotKey(3, "red")), str(EndKey())
('dot:3:red', 'end')
>>> parse.kind("dot:3:red"), parse.kind("lamp")
('dot', None)
>>> parse("dot:x:red")
Traceback (most recent call last):
...
widgets.clickkeys.ClickKeyError: 'dot:x:red' is not a part of this picture: a key of kind 'dot' reads dot:<row>:<colour>.
>>> parse("lamp:1")
Traceback (most recent call last):
...
widgets.clickkeys.ClickKeyError: 'lamp:1' is not a part of this picture (no part has the kind 'lamp').
"""
from __future__ import annotations

from rulebook.errors import RulebookError, shown
from rulebook.i18n import N_, Msg

__all__ = ["ClickKeyError", "Key", "KeyTable"]


class ClickKeyError(RulebookError):
    """A click key that no part of the picture could carry (unknown kind, wrong parts, not a number ...)."""


def _yes_no(text: str) -> bool:
    if text == "yes":
        return True
    if text == "no":
        return False
    raise ValueError(text)


#: how a field's text becomes its value, by the field's annotation (a string: the modules use postponed annotations)
_READ = {"int": int, "str": str, "bool": _yes_no}


def _write(v) -> str:
    if v is True:
        return "yes"
    if v is False:
        return "no"
    return str(v)


class Key:
    """One kind of click key: subclass as a frozen dataclass, ``class CarKey(Key, prefix="car")``."""

    PREFIX: str = ""
    _NAMES: tuple = ()
    _READERS: tuple = ()

    def __init_subclass__(cls, prefix: str | None = None, **kw):
        super().__init_subclass__(**kw)
        if prefix is not None:
            cls.PREFIX = prefix
        notes = cls.__dict__.get("__annotations__", {})
        cls._NAMES = tuple(notes)
        cls._READERS = tuple(_READ[str(t)] for t in notes.values())

    def __str__(self) -> str:
        if not self._NAMES:
            return self.PREFIX
        return ":".join([self.PREFIX, *(_write(getattr(self, n)) for n in self._NAMES)])

    @classmethod
    def form(cls) -> str:
        """How a key of this kind reads, ``monster:<car>:<colour>``."""
        return ":".join([cls.PREFIX, *(f"<{n}>" for n in cls._NAMES)])


class KeyTable:
    """A game's parser: a table from prefix to key class; calling it turns a key string into its value.

    A key of this table given instead of a string is returned as it is; a malformed string, another table's key
    or anything else is a :class:`ClickKeyError` with one sentence."""

    def __init__(self, *classes):
        self.classes = {c.PREFIX: c for c in classes}
        if len(self.classes) != len(classes):
            raise ValueError("two key classes share a prefix")

    def __call__(self, text) -> Key:
        if isinstance(text, Key):
            if self.classes.get(text.PREFIX) is type(text):
                return text
            text = str(text)        # another table's key is read by its string, as the picture would send it
        if not isinstance(text, str):
            raise ClickKeyError(Msg(N_("{key} is not a part of this picture (a key is a string)."),
                                    {"key": shown(text)}))
        prefix, sep, rest = text.partition(":")
        cls = self.classes.get(prefix)
        if cls is None:
            raise ClickKeyError(Msg(N_("{key} is not a part of this picture (no part has the kind {kind})."),
                                    {"key": shown(text), "kind": shown(prefix)}))
        readers = cls._READERS
        args = rest.split(":", len(readers) - 1) if readers and sep else []
        try:
            if len(args) != len(readers):
                raise ValueError(text)
            key = cls(*[read(a) for read, a in zip(readers, args)])
            if str(key) != text:
                raise ValueError(text)
        except ValueError:
            raise ClickKeyError(Msg(N_("{key} is not a part of this picture: a key of kind {kind} reads {form}."),
                                    {"key": shown(text), "kind": shown(prefix), "form": cls.form()})) from None
        return key

    def kind(self, text: str) -> str | None:
        """The kind (prefix) of a key string, without checking the rest; None for a kind no part has."""
        prefix = text.partition(":")[0]
        return prefix if prefix in self.classes else None

    def kinds(self) -> tuple:
        """The prefixes this game's pictures use."""
        return tuple(self.classes)
