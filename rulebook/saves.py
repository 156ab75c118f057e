"""Saves: the format's name and version, and :func:`load_state`, which reads a save back -- every field checked,
its base loaded, its actions replayed and the result compared with the saved position (``Game.from_json`` calls
it; ``State.to_json`` writes what it reads). Importable from :mod:`rulebook.core` too.

The version is the version of the log's words too
-------------------------------------------------
A log line is saved as its message id -- the English source text -- and its parameters, and a save of the current
version must match its replay byte for byte, log included. So **reword a log line (or change its parameters, or
add or drop one) → bump FORMAT_VERSION and add a fixture** (``python tests/save_fixtures.py`` writes one save
per game in the new version, kept under ``tests/<game>/data/``): without the bump, the fixtures of the current
version stop round-tripping, which is how a forgotten bump is caught.

A save of an earlier version (``FIRST_VERSION`` to ``FORMAT_VERSION - 1``) loads through a migration:

* its base's log (a position's history, which no replay rebuilds: setup lines, or a whole game before a
  scenario's position) is rewritten into today's words by the game's ``LOG_MIGRATIONS`` (in its ``LOADER``
  module: ``{v: step}``, ``step(st, entry) -> entry`` turning a version-``v`` log entry into a version-``v+1`` one,
  with the base's components at hand in ``st``), step by step, and then checked like any log (every id in the
  catalogue);
* every other field of its position must match the replay exactly, as for a current save (the rules' result is
  never relaxed);
* its recorded log is migrated the same way and checked to be a log, and then replaced by the replay's: the
  replay of today's engine writes those lines in today's words, and undo, which replays too, writes the same
  ones -- kept old words would change under the student's eyes at the first undo.

So the loaded game shows every line in today's words, and saving it again writes the current version. A save of a
version above ``FORMAT_VERSION`` is refused with a sentence saying so. Position codes carry no log (a ``P`` code's
position is written with an empty one; an ``S`` code is rebuilt by today's scenario helpers), so they need no
migration.

Versions: 1 -- every save written before the log had versions (main to 35e5609 and the branches merged
until this one); 2 -- First Class's row clearing says why (one card per player taken),
Horror names a portal by its place on its landscape and the landscape's name, and a quest card by its desire
clue's name.
"""
from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

from . import validate
from .errors import IllegalAction, LoadError
from .i18n import Msg, N_
from .values import action_from_dict

if TYPE_CHECKING:   # the core imports this module: its classes are only named here
    from .core import Game, State

FORMAT = "rulebook-express/save"
#: the version of the save format and of the log's words (see above: a reworded log line bumps it)
FORMAT_VERSION = 2
#: the oldest version this code still reads (through the games' ``LOG_MIGRATIONS``)
FIRST_VERSION = 1


def _plain_copy(x):
    """A deep copy of plain JSON data (lists and dicts copied; strings, numbers, None shared)."""
    t = type(x)
    if t is list:
        return [_plain_copy(y) if type(y) in (list, dict) else y for y in x]
    if t is dict:
        return {k: _plain_copy(v) if type(v) in (list, dict) else v for k, v in x.items()}
    return x


def load_state(game: "Game", text: str) -> State:
    """Parse and verify a save: check every field, load its base, replay its actions and compare.

    Only :class:`LoadError` comes out for a malformed or forged save, naming the
    field (``base.players[1].score``); the checks live in :mod:`rulebook.validate`
    and the games' loaders, and a last safety net here turns any other failure
    while reading a field into a ``LoadError`` naming it.
    """
    data = validate.parse_json(text)
    if not isinstance(data, dict):
        raise LoadError.at("(top level)", Msg(N_("must be an object")))
    if data.get("format") != FORMAT:
        raise LoadError(Msg(N_("Field '{field}' should be {want!r}."), {"field": "format", "want": FORMAT}))
    version = data.get("version")
    if type(version) is not int or version < FIRST_VERSION:
        raise LoadError(Msg(N_("Field '{field}' should be a whole number from {low} to {high}."),
                            {"field": "version", "low": FIRST_VERSION, "high": FORMAT_VERSION}))
    if version > FORMAT_VERSION:
        raise LoadError(Msg(N_("This save was written by a newer version of Rulebook Express (save format "
                               "{version}); this version reads save formats {low} to {high}. Open it with a newer "
                               "version."), {"version": version, "low": FIRST_VERSION, "high": FORMAT_VERSION}))
    if data.get("game") != game.NAME:
        raise LoadError(Msg(N_("Field '{field}' should be {want!r}."), {"field": "game", "want": game.NAME}))
    for key, kind in (("base", dict), ("actions", list), ("state", dict)):
        if not isinstance(data.get(key), kind):
            raise LoadError(Msg(N_("Field '{field}' is missing or wrong."), {"field": key}))
    extra = set(data) - {"format", "version", "game", "base", "actions", "state"}
    if extra:
        raise LoadError.at(sorted(extra)[0], Msg(N_("is not a field of a save")))
    validate.check_plain(data, "")
    if version == FORMAT_VERSION:
        state = _guarded("base", lambda: game.State._load(data["base"]))
    else:
        state = _guarded("base", lambda: _load_earlier(game, data["base"], version))
    _guarded("base", lambda: _playable(state))
    state._start_history()
    for i, ad in enumerate(data["actions"]):
        action = action_from_dict(game.ACTIONS, ad, f"actions[{i}]")
        try:
            _guarded(f"actions[{i}]", lambda a=action: state.apply(a))
        except IllegalAction as e:
            raise LoadError(Msg(N_("Field '{field}' is not legal in its position: {reason}"),
                                {"field": f"actions[{i}]", "reason": e.violation.msg})) from None
    current = state._dump()
    saved = data["state"]
    if version != FORMAT_VERSION:
        # the recorded log is history in earlier words: checked to be a log, then the replay's stands for it
        _guarded("state", lambda: _earlier_log(game, state, saved.get("log"), version))
        saved = dict(saved, log=current["log"])
    if current != saved:
        path = _first_difference(current, saved, "state")
        raise LoadError(Msg(N_("Field '{field}' does not match what replaying the actions gives."),
                            {"field": path}))
    return state


def _load_earlier(game: "Game", base: dict, version: int) -> State:
    """The base position of a save of an earlier ``version``: every field but the log loaded and checked as
    ``_load`` does, the log migrated into today's words (:func:`_earlier_log`)."""
    raw = base.get("log")
    st = game.State._load(dict(base, log=[]))
    st.log = _earlier_log(game, st, raw, version)
    return st


def _earlier_log(game: "Game", st: State, raw, version: int) -> list:
    """The log ``raw`` of a save of an earlier ``version`` in today's words: each of the game's
    ``LOG_MIGRATIONS`` from ``version`` on applied to every entry, then checked as a log of today's version
    (:func:`rulebook.validate.events_from_json`: an id no step rewrote must still be in the catalogue)."""
    loader = importlib.import_module(game.State.LOADER) if game.State.LOADER else None
    steps = getattr(loader, "LOG_MIGRATIONS", {})
    if type(raw) is list:
        for v in range(version, FORMAT_VERSION):
            step = steps.get(v)
            if step is not None:
                raw = [step(st, e) if type(e) is dict and type(e.get("msg")) is dict else e for e in raw]
    return validate.events_from_json(raw, "log", getattr(st, "comp", None), getattr(loader, "LOG_IDS", ()))


def _guarded(field: str, fn):
    """Run ``fn``; a ``LoadError`` gets ``field`` in front of its field name, anything else (a rule
    the loaders missed) becomes a ``LoadError`` naming ``field``. ``IllegalAction`` passes through."""
    try:
        return fn()
    except IllegalAction:
        raise
    except LoadError as e:
        if e.field is not None:
            raise LoadError.at(f"{field}.{e.field}" if e.field else field, e.problem) from None
        raise LoadError(Msg(N_("Field '{field}' is not a valid position: {reason}"),
                            {"field": field, "reason": e.msg})) from None
    except (RecursionError, MemoryError, ArithmeticError, LookupError, TypeError, ValueError, AttributeError) as e:
        raise LoadError.at(field, Msg(N_("is not a position the rules can reach ({error})"),
                                      {"error": type(e).__name__})) from None


def _playable(state: State) -> None:
    """Ask a loaded position what the rules ask of any position: who decides, what, and what is legal."""
    state._cache = None
    state.legal_actions()
    _ = state.current_player
    state.prompt.text()
    if state.is_over:
        state.outcome()
    state._cache = None


def _first_difference(a, b, path: str) -> str:
    if isinstance(a, dict) and isinstance(b, dict):
        for k in sorted(set(a) | set(b), key=str):
            if k not in a or k not in b or a[k] != b[k]:
                return _first_difference(a.get(k), b.get(k), f"{path}.{k}")
    if isinstance(a, list) and isinstance(b, list) and len(a) == len(b):
        for i, (x, y) in enumerate(zip(a, b)):
            if x != y:
                return _first_difference(x, y, f"{path}[{i}]")
    return path
