"""Data sets: which component folders this process may read, and reading their files safely.

A game is played with a *data set*: the built-in one (the illustrative files
shipped in each game's ``data/`` folder, named ``None`` in options and saves) or
a folder of the player's own box. A folder becomes usable only when the person
running Python names it -- ``new_game(data_dir=...)``, ``rulebook play
--data-dir``, ``from_json(text, data_dir=...)`` or :func:`allow` -- never
because a save file or a class code mentions it. So opening a save someone
sent you cannot make the kernel read files from an arbitrary folder: a save
naming a folder not allowed here raises :class:`~rulebook.LoadError` saying
which folder and how to allow it.

Every component file is read with :func:`read_json`, which turns every way a
file can be broken (missing, a folder in its place, unreadable, not UTF-8, not
JSON, nested absurdly deep, too large) into a :class:`~rulebook.DataError`
naming the file.

>>> import rulebook.data_sets as ds
>>> ds.require(None) is None        # the built-in data is always allowed
True
>>> ds.require("/nowhere/box")
Traceback (most recent call last):
...
rulebook.errors.LoadError: The save names the data folder '/nowhere/box', which this session has not allowed; pass data_dir='/nowhere/box' to from_json, or call rulebook.data_sets.allow('/nowhere/box') first, if you trust it.
"""
from __future__ import annotations

import json
import os
from pathlib import Path

from .errors import ConfigError, DataError, LoadError, shown
from .i18n import Msg, N_

MAX_BYTES = 16 * 1024 * 1024   # no component file comes near this
MAX_DEPTH = 40                 # the deepest effect in the shipped data nests about 10 levels

_allowed: set[str] = set()


def _canonical(path) -> str | None:
    try:
        return str(Path(os.fspath(path)).expanduser().resolve())
    except (OSError, RuntimeError, TypeError, ValueError):
        return None


def allow(path) -> str:
    """Allow a component folder for this process; returns its canonical (absolute) path.

    A path that is not an existing folder raises :class:`~rulebook.ConfigError`.
    """
    if isinstance(path, os.PathLike):
        path = os.fspath(path)
    if not isinstance(path, str) or not path or "\0" in path:
        raise ConfigError(Msg(N_("Option '{name}' must be a folder path given as text, not {got}."),
                              {"name": "data_dir", "got": shown(path)}))
    canon = _canonical(path)
    if canon is None or not os.path.isdir(canon):
        what = N_("is not a folder") if canon and os.path.exists(canon) else N_("does not exist")
        raise ConfigError(Msg(N_("Option 'data_dir' names '{folder}', which {what}."),
                              {"folder": path, "what": Msg(what)}))
    _allowed.add(canon)
    return canon


def allowed() -> tuple:
    """The folders allowed in this process so far, sorted."""
    return tuple(sorted(_allowed))


def require(path) -> str | None:
    """``None`` (the built-in data) or the canonical path of an allowed folder; else :class:`~rulebook.LoadError`."""
    if path is None:
        return None
    canon = _canonical(path) if isinstance(path, str) and path and "\0" not in path else None
    if canon is None or canon not in _allowed:
        where = shown(path) if not isinstance(path, str) else path[:200]
        raise LoadError(Msg(N_("The save names the data folder '{folder}', which this session has not allowed; "
                               "pass data_dir='{folder}' to from_json, or call rulebook.data_sets.allow('{folder}') "
                               "first, if you trust it."), {"folder": where}))
    return canon


# --------------------------------------------------------------------------- reading files
def fail(file: str, field: str, problem: str):
    """Raise the :class:`~rulebook.DataError` of one field of one data file."""
    raise DataError(Msg(N_("Data file '{file}', field '{field}': {problem}"),
                        {"file": file, "field": field, "problem": problem}))


def read_json(path: Path, name: str | None = None):
    """The parsed JSON of one component file; any broken file raises :class:`~rulebook.DataError` naming it."""
    name = name or path.name
    try:
        if not path.exists():
            fail(name, "(file)", "the file is missing")
        if not path.is_file():
            fail(name, "(file)", "is not a file (a folder or something else has its name)")
        if path.stat().st_size > MAX_BYTES:
            fail(name, "(file)", f"is larger than {MAX_BYTES // (1024 * 1024)} MB")
        raw = path.read_bytes()
    except OSError as e:
        fail(name, "(file)", f"cannot be read ({e.strerror or type(e).__name__})")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        fail(name, "(file)", "is not UTF-8 text")
    try:
        data = json.loads(text)
    except RecursionError:
        fail(name, "(file)", f"nests lists or objects more than {MAX_DEPTH} deep")
    except ValueError as e:
        fail(name, "(file)", f"not valid JSON ({str(e)[:120]})")
    field = _too_deep(data)
    if field is not None:
        fail(name, field, f"nests lists or objects more than {MAX_DEPTH} deep")
    return data


def _too_deep(data) -> str | None:
    """The path of a value nested deeper than :data:`MAX_DEPTH`, or None (iterative: no recursion)."""
    stack = [(data, "", 0)]
    while stack:
        v, where, depth = stack.pop()
        if isinstance(v, (dict, list)):
            if depth >= MAX_DEPTH:
                return where or "(top level)"
            items = v.items() if isinstance(v, dict) else enumerate(v)
            for k, x in items:
                if isinstance(x, (dict, list)):
                    sub = (f"{where}.{k}" if where else str(k)) if isinstance(v, dict) else f"{where}[{k}]"
                    stack.append((x, sub, depth + 1))
    return None


def guarded(load, folder):
    """``load(folder)``, with any slip a schema check missed reported as a :class:`~rulebook.DataError`.

    The loaders check every field they read and name it; this is the backstop that
    keeps a Python error from escaping if a broken file gets past them.
    """
    try:
        return load(folder)
    except (TypeError, KeyError, AttributeError, IndexError, RecursionError, ValueError) as e:
        if isinstance(e, (DataError, LoadError, ConfigError)):
            raise
        raise DataError(Msg(N_("Data file '{file}', field '{field}': {problem}"),
                            {"file": folder or "(built-in data)", "field": "(unknown)",
                             "problem": f"a value of the wrong kind ({type(e).__name__})"})) from None
