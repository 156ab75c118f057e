"""Position codes: a position as a short text to write on the board or put in a URL fragment.

A code is ``<GAME>-<KIND><payload>-<CHECK>``, in Crockford's base 32 (digits and capital letters without
I, L, O, U; reading is case-insensitive, ``I``/``L`` read as 1 and ``O`` as 0, and hyphens or spaces
inside the payload are ignored, so a long code may be written in groups):

``GAME``     ``FC`` (First Class), ``FX`` (FrachtExpress) or ``HO`` (Horror on the Orient Express).
``KIND``     ``P``: the whole current position (every card's place, the random state), compressed --
             it opens in any position but is long (about 1,000 to 3,000 characters in mid-game: for a
             link, not for a board); ``S``: the arguments of the game's ``scenario_from_json`` -- a
             seed and the few fields a scenario names, short enough to write down (about 20 to 80
             characters).
``CHECK``    Four characters of a CRC-32 of the rest, so a typo is refused with a sentence instead of
             opening another position.

Opening a code goes through the same validation as a save: a ``P`` code becomes a save with no actions
and is read by ``Game.from_json``; an ``S`` code is read by ``scenario_from_json`` (which checks the
position like a save). No code is run: the payload is only ever read as zlib-compressed canonical
JSON. :func:`position_code` gives the short ``S`` form for a scenario still at its starting position
(when its arguments rebuild exactly that position), else the ``P`` form.

Examples
--------
>>> from rulebook.codes import position_code, from_code, scenario_code
>>> from rulebook.first_class.scenario import scenario
>>> s = scenario(players=2, seed=5, p0={"score": 12})
>>> code = position_code(s)
>>> code
'FC-SDBGVN80HNRM58JVAM5221MTTR1-A3HF'
>>> from_code(code).to_json() == s.to_json()
True
>>> from_code(code.lower()).players[0].score
12
>>> from_code(code[:-1] + "X")  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
rulebook.errors.LoadError: This position code has a typo: its check characters do not match ...
"""
from __future__ import annotations

import json
import zlib

from .core import LoadError, RulebookError, FORMAT, FORMAT_VERSION
from .i18n import Msg, N_

ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
_READ = {c: i for i, c in enumerate(ALPHABET)} | {"I": 1, "L": 1, "O": 0}
MAX_JSON = 2_000_000   # bytes a code may unpack to (a real position needs far less)
# Text that codes often contain, given to the compressor beforehand (raw deflate with this preset dictionary).
# Fixed for good: changing it would change the meaning of codes already written down.
ZDICT = ('{"cond":[0,0],"contracts":[],"trains":[[0],[0]],"loco":0,"route":[],"coins":[0,0,0],"score":0,'
         '"completed":[],"ge":[],"mail_left":[1,2,3],"claimed":[],"hand":[],"attached":[],"delivered":[],'
         '"pos":["S","A"],"facing":null,"ticket":false,"objection":false,"stations":[],"table":[],"hands":{},'
         '"held":null,"stack":[],"phase":"turn","round":1,"cur":0,"start":0,"tile":null,"turns":0,'
         '"rows":[null,null,null],"piles":[],"removed":[],"modules":["A","B"],"rulings":{},'
         '"draws":[],"supply":[],"players":2,"players":3,"players":4,"seed":0,'
         '"p0":{"trains":[[,"p1":{"trains":[[,"p2":{,"p3":{').encode()


def _b32(data: bytes) -> str:
    n = int.from_bytes(b"\x01" + data, "big")   # a leading 1 keeps leading zero bytes
    out = []
    while n:
        n, r = divmod(n, 32)
        out.append(ALPHABET[r])
    return "".join(reversed(out))


def _unb32(text: str) -> bytes:
    n = 0
    for ch in text:
        v = _READ.get(ch)
        if v is None:
            raise LoadError(Msg(N_("A position code holds only digits and letters; {ch!r} is not one of them."),
                                {"ch": ch}))
        n = n * 32 + v
    raw = n.to_bytes((n.bit_length() + 7) // 8, "big")
    if not raw or raw[0] != 1:
        raise _broken()
    return raw[1:]


def _check(text: str) -> str:
    c = zlib.crc32(text.encode("ascii")) & 0xFFFFF
    return "".join(ALPHABET[(c >> s) & 31] for s in (15, 10, 5, 0))


def _broken():
    return LoadError(Msg(N_("This position code is incomplete or damaged: it does not unpack to a position.")))


def _pack(game_name: str, kind: str, obj) -> str:
    text = json.dumps(obj, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    c = zlib.compressobj(9, zlib.DEFLATED, -15, 9, zlib.Z_DEFAULT_STRATEGY, ZDICT)
    body = _tag(game_name) + "-" + kind + _b32(c.compress(text.encode("utf-8")) + c.flush())
    return body + "-" + _check(body)


def position_code(state) -> str:
    """A code for ``state``'s current position (the history is not kept: the position is the new start).

    The short ``S`` form when ``state`` is a scenario still at the position its arguments build, else the
    ``P`` form (see the module docstring)."""
    name = state.game.NAME
    args = getattr(state, "_scenario_args", None)
    if args is not None and not state.history:
        try:
            same = _scenario(name, args)._dump() == state._dump()
        except RulebookError:
            same = False
        if same:
            return scenario_code(name, args)
    d = state._dump()
    d["log"] = []
    return _pack(name, "P", d)


def scenario_code(game_name: str, args: dict) -> str:
    """A short code for the scenario ``args`` (the keyword arguments of ``scenario_from_json``), checked
    by building it first."""
    _game(game_name)
    _scenario(game_name, args)
    return _pack(game_name, "S", args)


def _game(game_name):
    """The registered game ``game_name``, or a LoadError naming the games."""
    import rulebook
    try:
        return rulebook.GAMES[game_name]
    except RulebookError as e:
        raise LoadError(e.msg) from None


def _tag(game_name) -> str:
    tag = _game(game_name).TAG
    if not tag:
        raise LoadError(Msg(N_("Position codes are not available for {game}."), {"game": _title(game_name)}))
    return tag


def _title(game_name) -> str:
    return str(Msg(_game(game_name).TITLE))


def _game_of(tag: str):
    """The name of the game whose codes start with ``tag``, or None. Games are loaded in name order until
    one has the tag, so a code of the first game imports no other."""
    import rulebook
    for name in rulebook.GAMES:
        if _game(name).TAG == tag:
            return name
    return None


def _scenario(game_name, args):
    import importlib
    path = _game(game_name).SCENARIO
    fn = getattr(importlib.import_module(path), "scenario_from_json", None) if path else None
    if fn is None:
        raise LoadError(Msg(N_("Scenario codes are not available for {game}."), {"game": _title(game_name)}))
    return fn(args)


def parse(code: str) -> tuple:
    """``(game name, kind, JSON data)`` of a code, refusing a typo, a cut or an unknown game with a sentence."""
    if not isinstance(code, str) or not code.strip():
        raise LoadError(Msg(N_("A position code must be a text such as FC-S...-XXXX.")))
    text = "".join(code.split()).upper()
    if text.startswith("#"):      # pasted with the URL fragment's '#'
        text = text[1:]
    parts = text.split("-")
    if len(parts) < 3 or len(parts[0]) != 2 or not parts[1]:
        raise LoadError(Msg(N_("A position code has three parts separated by hyphens: the game, the position "
                               "and four check characters; this one is incomplete.")))
    tag, check = parts[0], parts[-1]
    body_chars = "".join(parts[1:-1])
    game = _game_of(tag)
    if game is None:
        import rulebook
        tags = [t for t in (_game(n).TAG for n in rulebook.GAMES) if t]
        raise LoadError(Msg(N_("A position code starts with the tag of its game ({tags}), not {tag!r}."),
                            {"tags": ", ".join(tags), "tag": tag}))
    norm = "".join(ALPHABET[_READ[c]] if c in _READ else c for c in body_chars)
    if len(check) != 4 or _check(tag + "-" + norm) != "".join(ALPHABET[_READ[c]] if c in _READ else c
                                                              for c in check):
        raise LoadError(Msg(N_("This position code has a typo: its check characters do not match (look for a "
                               "misread character).")))
    kind, payload = norm[0], norm[1:]
    if kind not in ("P", "S"):
        raise _broken()
    raw = _unb32(payload)
    try:
        d = zlib.decompressobj(-15, ZDICT)
        text = d.decompress(raw, MAX_JSON)
        if d.unconsumed_tail or not d.eof:
            raise _broken()
        data = json.loads(text.decode("utf-8"))
    except (zlib.error, ValueError, UnicodeDecodeError):
        raise _broken() from None
    return game, kind, data


def from_code(code: str, game: str | None = None):
    """The position of ``code``, validated like a save (``game``: refuse a code of another game).

    Raises :class:`~rulebook.core.LoadError` with a plain sentence for a typo, a cut code, a code of
    another game or a position the rules refuse."""
    import rulebook
    name, kind, data = parse(code)
    if game is not None and game != name:
        raise LoadError(Msg(N_("This position code is for {got}, not {want}."),
                            {"got": _title(name), "want": _title(game) if game in rulebook.GAMES else game}))
    if kind == "S":
        if not isinstance(data, dict):
            raise _broken()
        try:
            return _scenario(name, data)
        except LoadError:
            raise
        except RulebookError as e:
            raise LoadError(e.msg) from None
    save = {"format": FORMAT, "version": FORMAT_VERSION, "game": name, "base": data, "actions": [], "state": data}
    return rulebook.GAMES[name].from_json(json.dumps(save))
