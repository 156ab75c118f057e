"""The benchmarks' per-game settings and targets, read from ``games.toml`` beside this file.

The benchmark scripts take every game from ``rulebook.GAMES`` and what to measure of it from here, so they name
no game in code and a new game is measured with the defaults as soon as it is registered.

>>> settings("no_such_game")["vs_chess"] == settings()["vs_chess"]
True
"""
from __future__ import annotations

import tomllib
from pathlib import Path

CONFIG = Path(__file__).resolve().with_name("games.toml")


def _load() -> dict:
    with CONFIG.open("rb") as f:
        return tomllib.load(f)


def settings(name: str | None = None) -> dict:
    """The defaults, overlaid with game ``name``'s own entry (None: the defaults alone)."""
    cfg = _load()
    out = dict(cfg.get("defaults", {}))
    if name is not None:
        out.update(cfg.get(name, {}))
    return out


def bench_players(game) -> int:
    """The player count a game is measured at: its configured most common count, else 4 where allowed, else its
    largest."""
    allowed = list(game.PLAYERS)
    want = settings(game.NAME).get("players")
    if want in allowed:
        return want
    return 4 if 4 in allowed else max(allowed)


def reference() -> dict:
    """The browser benchmarks' workload: ``game``, ``players`` and ``lesson`` (a notebook path under notebooks/)."""
    return dict(_load()["reference"])
