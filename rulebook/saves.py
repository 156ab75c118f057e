"""Saves: the format's name and version, and :func:`load_state`, which reads a save back -- every field checked,
its base loaded, its actions replayed and the result compared with the saved position (``Game.from_json`` calls
it; ``State.to_json`` writes what it reads). Importable from :mod:`rulebook.core` too."""
from __future__ import annotations

from typing import TYPE_CHECKING

from . import validate
from .errors import IllegalAction, LoadError
from .i18n import Msg, N_
from .values import action_from_dict

if TYPE_CHECKING:   # the core imports this module: its classes are only named here
    from .core import Game, State

FORMAT = "rulebook-express/save"
FORMAT_VERSION = 1


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
    for key, want in (("format", FORMAT), ("version", FORMAT_VERSION), ("game", game.NAME)):
        if data.get(key) != want:
            raise LoadError(Msg(N_("Field '{field}' should be {want!r}."), {"field": key, "want": want}))
    for key, kind in (("base", dict), ("actions", list), ("state", dict)):
        if not isinstance(data.get(key), kind):
            raise LoadError(Msg(N_("Field '{field}' is missing or wrong."), {"field": key}))
    extra = set(data) - {"format", "version", "game", "base", "actions", "state"}
    if extra:
        raise LoadError.at(sorted(extra)[0], Msg(N_("is not a field of a save")))
    validate.check_plain(data, "")
    state = _guarded("base", lambda: game.State._load(data["base"]))
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
    if current != data["state"]:
        path = _first_difference(current, data["state"], "state")
        raise LoadError(Msg(N_("Field '{field}' does not match what replaying the actions gives."),
                            {"field": path}))
    return state


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
