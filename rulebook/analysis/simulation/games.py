"""One simulated game and one chunk of games: seeds, checked arguments, and the row a game gives.

A task (a chunk of consecutive games) carries a plain ``spec`` dict, so it runs the same in this process,
on a local worker process or on a dask worker; :func:`run_chunk` is what a worker calls.
"""
from __future__ import annotations

import hashlib
import json

import rulebook

from ...core import ConfigError, Game
from ...i18n import Msg, N_
from ..bots import make_bot
from ..playouts import play

MAX_DECISIONS = 1_000_000  # a game that has not ended by then is an engine bug


def game_seed(seed: int, index: int) -> int:
    """The seed of game ``index`` in a run with ``seed``: a 63-bit hash of both.

    >>> game_seed(1, 0) == game_seed(1, 0) != game_seed(1, 1)
    True
    """
    h = hashlib.blake2b(f"rulebook-simulate:{seed}:{index}".encode(), digest_size=8).digest()
    return int.from_bytes(h, "big") >> 1


def bot_seed(seed: int, seat: int) -> int:
    """The seed of the bot at ``seat`` in a game played with ``seed`` (as ``rulebook play`` does)."""
    return seed * 16 + seat


def resolve_game(game) -> Game:
    """A :class:`~rulebook.core.Game` from itself or its name."""
    if isinstance(game, Game):
        return game
    g = rulebook.GAMES.get(game)
    if g is None:
        raise ConfigError(Msg(N_("Unknown game '{name}'; the games are: {games}."),
                              {"name": game, "games": ", ".join(sorted(rulebook.GAMES))}))
    return g


def parse_bots(bots, players: int, game=None) -> list:
    """One bot name per seat from a list or a comma-separated text; a single name fills every seat."""
    names = bots.split(",") if isinstance(bots, str) else list(bots)
    names = [str(b).strip().lower() for b in names]
    if len(names) == 1:
        names = names * players
    if len(names) != players:
        raise ConfigError(Msg(N_("bots needs one entry per seat ({n} for {n} players) or a single entry for "
                                 "every seat; got {k}: {got}."),
                              {"n": players, "k": len(names), "got": ",".join(names)}))
    for name in names:
        make_bot(name, 0, game=game)  # unknown names and unsupported bots raise ConfigError
    return names


def options_json(options: dict) -> str:
    """The options as canonical JSON text (the rows' ``options`` column); plain data only."""
    try:
        return json.dumps(options, sort_keys=True, separators=(",", ":"), default=_tuple_as_list)
    except TypeError:
        raise ConfigError(Msg(N_("Simulation options must be plain data (text, numbers, lists, dicts)."))) from None


def _tuple_as_list(x):
    if isinstance(x, (tuple, set, frozenset)):
        return list(x)
    raise TypeError(type(x).__name__)


def game_ref(game: Game):
    """What a task carries to name the game: its name when registered, else the object."""
    return game.NAME if rulebook.GAMES.get(game.NAME) is game else game


def play_one(game, spec: dict, index: int) -> dict:
    """Play game ``index`` of the run described by ``spec``; its row as a dict."""
    game = resolve_game(game)
    gs = game_seed(spec["seed"], index)
    state = game.new_game(players=spec["players"], seed=gs, **spec["options"])
    first = game.first_player(state) if callable(getattr(game, "first_player", None)) else state.current_player
    note = game.data_note(state) if callable(getattr(game, "data_note", None)) else None
    bots = [make_bot(name, bot_seed(gs, seat)) for seat, name in enumerate(spec["bots"])]
    out = play(state, bots, max_decisions=MAX_DECISIONS)
    if out is None:
        raise RuntimeError(f"{game.NAME} game with seed {gs} did not end within {MAX_DECISIONS} decisions")
    winners = set(out.winners)
    row = {"game": index, "game_seed": gs, "options": spec["options_json"], "players": spec["players"],
           "bots": ",".join(spec["bots"])}
    for seat, score in enumerate(out.scores):
        row[f"score_{seat}"] = score
    row["winners"] = ",".join(str(w) for w in sorted(winners))
    for seat in range(spec["players"]):
        row[f"win_{seat}"] = seat in winners
    row["first_player"] = first
    row["first_player_win"] = first in winners
    row["length"] = len(state.history)
    if callable(getattr(game, "stats", None)):
        for seat in range(spec["players"]):
            for key, value in game.stats(state, seat).items():
                row[f"{key}_{seat}"] = value
    row["data_note"] = note
    return row


def chunk_range(spec: dict, chunk: int) -> range:
    """The game indices of chunk number ``chunk``."""
    start = chunk * spec["chunk_size"]
    return range(start, min(start + spec["chunk_size"], spec["games"]))


def run_chunk(spec: dict, chunk: int) -> tuple:
    """Play one chunk (a task, on a local process or a dask worker); returns ``(chunk, rows)``."""
    game = resolve_game(spec["game"])
    return chunk, [play_one(game, spec, i) for i in chunk_range(spec, chunk)]
