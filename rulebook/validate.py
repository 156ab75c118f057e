"""One validation layer for data that enters from a save file.

Everything a save holds is checked here or in a game's ``save_check`` schema
before the engine touches it:

* :func:`parse_json` reads the text with a size and nesting limit (deep
  nesting is a :class:`~rulebook.errors.LoadError`, never a ``RecursionError``);
* :func:`check_plain` walks the parsed data without recursion: depth, sizes,
  numbers beyond any counter of a game, overlong strings;
* the schema combinators (:class:`Int`, :class:`Str`, :class:`List`,
  :class:`Tup`, :class:`Dict`, :class:`Map`, :class:`Maybe`, :class:`Any`) say
  declaratively what each field may hold; ``spec.check(value, "base.inv[0]")``
  raises a ``LoadError`` naming the first bad field;
* :func:`events_from_json` rebuilds a log whose messages carry only message ids
  the code knows (the catalogue template ``rulebook/locale/rulebook.pot`` plus
  the names in the game's component data) and plain parameters.

>>> Dict({"score": Int(0, 500)}).check({"score": 10 ** 18}, "players[1]")
Traceback (most recent call last):
...
rulebook.errors.LoadError: Field 'players[1].score' must be a whole number from 0 to 500.
"""
from __future__ import annotations

import json
import math
from functools import lru_cache, singledispatch
from pathlib import Path

from .errors import LoadError
from .events import Event
from .i18n import Msg, MsgId, N_, NN_, Seat

MAX_TEXT = 64 * 1024 * 1024      # characters in a save
MAX_DEPTH = 40                   # nesting of lists and objects (real saves stay below 12)
MAX_INT = 1 << 64                # the random state is the only number this large
MAX_STR = 10_000                 # characters in one string
MAX_ITEMS = 2_000_000            # values in a whole save


def bad(field: str, problem: Msg | str) -> None:
    """Raise the ``LoadError`` for ``field``; ``problem`` completes "Field '<field>' ..."."""
    raise LoadError.at(field, problem)


def join(where: str, key) -> str:
    """The field name of ``key`` inside ``where``: ``players[1]``, ``base.score``."""
    if isinstance(key, int):
        return f"{where}[{key}]"
    return f"{where}.{key}" if where else str(key)


# --------------------------------------------------------------------------- text and plain data
def parse_json(text) -> object:
    """The JSON value of a save's text, or a ``LoadError``; never recurses deeper than :data:`MAX_DEPTH`."""
    if isinstance(text, (bytes, bytearray)):
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError:
            bad("(whole save)", Msg(N_("is not UTF-8 text")))
    if not isinstance(text, str):
        bad("(whole save)", Msg(N_("is not text")))
    if len(text) > MAX_TEXT:
        bad("(whole save)", Msg(N_("is larger than any save of a game")))
    if _nesting(text) > MAX_DEPTH:
        bad("(whole save)", Msg(N_("is nested deeper than any save of a game")))
    try:
        return json.loads(text)
    except (ValueError, RecursionError) as e:
        bad("(whole save)", Msg(N_("is not valid JSON ({error})"), {"error": str(e)[:200]}))


def _nesting(text: str) -> int:
    """The deepest nesting of brackets outside strings (a linear scan, no parsing)."""
    if "[" * (MAX_DEPTH + 1) in text or "{" * (MAX_DEPTH + 1) in text:
        return MAX_DEPTH + 1
    depth = deepest = 0
    in_str = esc = False
    for ch in text:
        if in_str:
            if esc:
                esc = False
            elif ch == "\\":
                esc = True
            elif ch == '"':
                in_str = False
        elif ch == '"':
            in_str = True
        elif ch in "[{":
            depth += 1
            if depth > deepest:
                deepest = depth
                if deepest > MAX_DEPTH:
                    return deepest
        elif ch in "]}":
            depth -= 1
    return deepest


def check_plain(data, field: str, *, max_int: int = 10 ** 6, big_keys=("rng",)) -> None:
    """Refuse data no game writes: nesting beyond :data:`MAX_DEPTH`, numbers beyond ``max_int`` (except
    under keys in ``big_keys``, up to 2**64), fractions, overlong strings, too many values. No recursion."""
    todo = [(data, field, 0, max_int)]
    count = 0
    while todo:
        v, where, depth, limit = todo.pop()
        count += 1
        if count > MAX_ITEMS:
            bad(field, Msg(N_("holds more values than any save of a game")))
        check = _PLAIN.get(type(v), _plain_unknown)
        check(v, where, depth, limit, todo, max_int, big_keys)


# The check of one value of a plain save by its type: f(value, field, depth, limit, todo, max_int, big_keys); a
# container puts its items on ``todo``.
def _plain_dict(v, where, depth, limit, todo, max_int, big_keys):
    if depth >= MAX_DEPTH:
        bad(where, Msg(N_("is nested deeper than any save of a game")))
    for k, x in v.items():
        if len(k) > 200:
            bad(where, Msg(N_("has an overlong key")))
        todo.append((x, join(where, k), depth + 1, MAX_INT if k in big_keys else max_int))


def _plain_list(v, where, depth, limit, todo, max_int, big_keys):
    if depth >= MAX_DEPTH:
        bad(where, Msg(N_("is nested deeper than any save of a game")))
    todo.extend((x, join(where, i), depth + 1, limit) for i, x in enumerate(v))


def _plain_int(v, where, depth, limit, todo, max_int, big_keys):
    if not -limit <= v <= limit:
        bad(where, Msg(N_("holds a number no game reaches")))


def _plain_float(v, where, depth, limit, todo, max_int, big_keys):
    if not math.isfinite(v) or abs(v) > max_int:
        bad(where, Msg(N_("holds a number no game reaches")))


def _plain_str(v, where, depth, limit, todo, max_int, big_keys):
    if len(v) > MAX_STR:
        bad(where, Msg(N_("holds an overlong text")))


def _plain_unknown(v, where, depth, limit, todo, max_int, big_keys):
    bad(where, Msg(N_("holds a value of an unknown kind")))


def _plain_fine(v, where, depth, limit, todo, max_int, big_keys):
    """``true``, ``false``, ``null``: nothing to check."""


_PLAIN = {dict: _plain_dict, list: _plain_list, int: _plain_int, float: _plain_float, str: _plain_str,
          bool: _plain_fine, type(None): _plain_fine}


# --------------------------------------------------------------------------- schema
class Spec:
    """A declarative rule for one value; ``check(value, field)`` raises a ``LoadError`` naming the field."""

    def check(self, v, field: str) -> None:  # pragma: no cover - every subclass overrides
        raise NotImplementedError


class Any(Spec):
    """Plain JSON data of any shape (bounded earlier by :func:`check_plain`)."""

    def check(self, v, field):
        return None


class Int(Spec):
    """A whole number (not a bool) from ``lo`` to ``hi``."""

    def __init__(self, lo: int, hi: int):
        self.lo, self.hi = lo, hi

    def check(self, v, field):
        if type(v) is not int or not self.lo <= v <= self.hi:
            bad(field, Msg(N_("must be a whole number from {lo} to {hi}"), {"lo": self.lo, "hi": self.hi}))


class Bool(Spec):
    def check(self, v, field):
        if type(v) is not bool:
            bad(field, Msg(N_("must be true or false")))


class Str(Spec):
    """A string, from ``choices`` when given (any container, or a callable returning one)."""

    def __init__(self, choices=None):
        self.choices = choices

    def check(self, v, field):
        if type(v) is not str:
            bad(field, Msg(N_("must be a text")))
        ch = self.choices() if callable(self.choices) else self.choices
        if ch is not None and v not in ch:
            bad(field, Msg(N_("names '{value}', which the game does not have"), {"value": v[:40]}))


class Maybe(Spec):
    """``null`` or a value of ``spec``."""

    def __init__(self, spec: Spec):
        self.spec = spec

    def check(self, v, field):
        if v is not None:
            self.spec.check(v, field)


class OneOf(Spec):
    """A value that one of ``specs`` accepts (the first spec's complaint otherwise)."""

    def __init__(self, *specs: Spec):
        self.specs = specs

    def check(self, v, field):
        first = None
        for s in self.specs:
            try:
                s.check(v, field)
                return
            except LoadError as e:
                first = first or e
        raise first


class List(Spec):
    """A list of ``item`` values, ``lo`` to ``hi`` long; ``unique`` refuses repeats."""

    def __init__(self, item: Spec, lo: int = 0, hi: int = 1000, unique: bool = False):
        self.item, self.lo, self.hi, self.unique = item, lo, hi, unique

    def check(self, v, field):
        if type(v) is not list or not self.lo <= len(v) <= self.hi:
            bad(field, Msg(N_("must be a list of {lo} to {hi} entries"), {"lo": self.lo, "hi": self.hi}))
        for i, x in enumerate(v):
            self.item.check(x, f"{field}[{i}]")
        if self.unique and len({json.dumps(x, sort_keys=True) for x in v}) != len(v):
            bad(field, Msg(N_("names the same thing twice")))


class Tup(Spec):
    """A list of fixed length whose entries follow ``specs`` position by position."""

    def __init__(self, *specs: Spec):
        self.specs = specs

    def check(self, v, field):
        if type(v) is not list or len(v) != len(self.specs):
            bad(field, Msg(NN_("must be a list of {n} entry", "must be a list of {n} entries"), {"n": len(self.specs)}))
        for i, (s, x) in enumerate(zip(self.specs, v)):
            s.check(x, f"{field}[{i}]")


class Dict(Spec):
    """An object with exactly the keys of ``fields`` (plus ``optional`` ones), each following its spec."""

    def __init__(self, fields: dict, optional: dict | None = None):
        self.fields, self.optional = fields, optional or {}

    def check(self, v, field):
        if type(v) is not dict:
            bad(field, Msg(N_("must be an object")))
        for k, s in self.fields.items():
            if k not in v:
                bad(join(field, k), Msg(N_("is missing")))
            s.check(v[k], join(field, k))
        for k, x in v.items():
            if k in self.fields:
                continue
            s = self.optional.get(k)
            if s is None:
                bad(join(field, k), Msg(N_("is not a field of this game")))
            s.check(x, join(field, k))


class Map(Spec):
    """An object whose keys follow ``key`` (a :class:`Str`) and values follow ``value``."""

    def __init__(self, key: Spec, value: Spec, hi: int = 1000):
        self.key, self.value, self.hi = key, value, hi

    def check(self, v, field):
        if type(v) is not dict or len(v) > self.hi:
            bad(field, Msg(N_("must be an object")))
        for k, x in v.items():
            self.key.check(k, join(field, k))
            self.value.check(x, join(field, k))


# --------------------------------------------------------------------------- log
POT = Path(__file__).with_name("locale") / "rulebook.pot"
#: message ids the code wrote once and no longer does (a JSON list): older saves' logs may still carry them;
#: they render in English, as any message a catalogue lacks
RETIRED = POT.with_name("retired_ids.json")


@lru_cache(maxsize=1)
def catalogue_ids() -> frozenset | None:
    """Every message id marked in the code (from the catalogue template) and every retired one a save may still
    hold; None if the template is missing."""
    try:
        lines = POT.read_text(encoding="utf-8").splitlines()
    except OSError:
        return None
    try:
        retired = json.loads(RETIRED.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        retired = []
    ids, cur, in_id = set(), None, False
    for line in lines:
        if line.startswith(("msgid ", "msgid_plural ")):      # a plural form is a known id too
            if in_id and cur:
                ids.add(cur)
            cur, in_id = _po_string(line.split(" ", 1)[1]), True
        elif in_id and line.startswith('"'):
            cur += _po_string(line)
        else:
            if in_id and cur:
                ids.add(cur)
            in_id = False
    if in_id and cur:
        ids.add(cur)
    ids.update(r for r in retired if type(r) is str)
    return frozenset(ids)


def _po_string(s: str) -> str:
    s = s.strip()[1:-1]
    out, i = [], 0
    while i < len(s):
        c = s[i]
        if c == "\\" and i + 1 < len(s):
            out.append({"n": "\n", "t": "\t", '"': '"', "\\": "\\"}.get(s[i + 1], s[i + 1]))
            i += 2
        else:
            out.append(c)
            i += 1
    return "".join(out)


@singledispatch
def _inside(v, out: set, seen: set):
    """What :func:`data_names` looks at inside ``v`` (a text goes into ``out``); by the value's type, subclasses
    included. Any other object: its attributes' values that are not methods, once per object."""
    if not (hasattr(v, "__dict__") or hasattr(v, "__slots__")) or id(v) in seen:
        return ()
    seen.add(id(v))
    attrs = getattr(v, "__dict__", None) or {s: getattr(v, s, None) for s in getattr(v, "__slots__", ())}
    return [x for x in attrs.values() if not callable(x)]


@_inside.register(str)
def _inside_text(v, out, seen):
    out.add(v)
    return ()


@_inside.register(dict)
def _inside_dict(v, out, seen):
    return [*v.keys(), *v.values()]


@_inside.register(list)
@_inside.register(tuple)
@_inside.register(set)
@_inside.register(frozenset)
def _inside_collection(v, out, seen):
    return v


def data_names(comp) -> frozenset:
    """Every text in a game's component data (card and skill names become message ids in the log)."""
    key = getattr(comp, "fingerprint", None)
    hit = _NAMES.get(key)
    if hit is not None:
        return hit
    out, todo, seen = set(), [comp], set()
    while todo:
        todo.extend(_inside(todo.pop(), out, seen))
    names = frozenset(out)
    if len(_NAMES) > 8:
        _NAMES.clear()
    _NAMES[key] = names
    return names


_NAMES: dict = {}


def events_from_json(raw, field: str, comp=None, extra_ids=()) -> list:
    """The log of a save as :class:`~rulebook.core.Event` objects, refusing unknown message ids and
    parameters that are not plain numbers, texts, seats or (known) messages."""
    if type(raw) is not list:
        bad(field, Msg(N_("must be a list of log entries")))
    known = catalogue_ids()
    if known is not None:
        known = known | (data_names(comp) if comp is not None else frozenset()) | frozenset(extra_ids)
    out = []
    for i, e in enumerate(raw):
        w = f"{field}[{i}]"
        if type(e) is not dict or set(e) - {"msg", "rule", "player", "reveal"}:
            bad(w, Msg(N_("is not a log entry")))
        if type(e.get("rule")) is not str or len(e["rule"]) > 100:
            bad(join(w, "rule"), Msg(N_("must be a text")))
        player = e.get("player")
        if player is not None and (type(player) is not int or not 0 <= player < 16):
            bad(join(w, "player"), Msg(N_("must be a seat number or null")))
        if type(e.get("reveal", False)) is not bool:
            bad(join(w, "reveal"), Msg(N_("must be true or false")))
        out.append(Event(_msg(e.get("msg"), join(w, "msg"), known, 0), e["rule"], player, e.get("reveal", False)))
    return out


def _msg(d, field, known, depth) -> Msg:
    if type(d) is not dict or type(d.get("id")) is not str or set(d) - {"id", "params", "plural", "ctx", "count"} \
            or depth > 4:
        bad(field, Msg(N_("is not a message")))
    if known is not None and d["id"] not in known:
        bad(join(field, "id"), Msg(N_("is not a message the game writes")))
    plural, ctx, count = d.get("plural"), d.get("ctx"), d.get("count", "n")
    if plural is not None and (type(plural) is not str or (known is not None and plural not in known)):
        bad(join(field, "plural"), Msg(N_("is not a message the game writes")))
    if ctx is not None and (type(ctx) is not str or len(ctx) > 100):
        bad(join(field, "ctx"), Msg(N_("must be a text")))
    if type(count) is not str or not count.isidentifier() or (plural is None and "count" in d):
        bad(join(field, "count"), Msg(N_("is not a parameter name")))
    params = d.get("params", {})
    if type(params) is not dict or len(params) > 20:
        bad(join(field, "params"), Msg(N_("must be an object")))
    out = {}
    for k, v in params.items():
        w = join(join(field, "params"), k)
        if not k.isidentifier():
            bad(w, Msg(N_("is not a parameter name")))
        t = type(v)
        if t is dict and set(v) == {"seat"} and type(v["seat"]) is int and 0 <= v["seat"] < 16:
            v = Seat(v["seat"])
        elif t is dict and set(v) == {"msg"}:
            v = _msg(v["msg"], join(w, "msg"), known, depth + 1)
        elif t is str:
            if len(v) > 500:
                bad(w, Msg(N_("holds an overlong text")))
        elif not (v is None or t is bool or t is int):
            bad(w, Msg(N_("must be a number, a text, a seat or a message")))
        out[k] = v
    return Msg(MsgId(d["id"], plural, ctx, count) if plural is not None or ctx is not None else d["id"], out)
