"""Batch simulation: many seeded games between bots, as a pandas DataFrame (or a plain table).

:func:`simulate` plays ``games`` games of any game in :data:`rulebook.GAMES`
with one bot per seat and returns one row per game. It only uses the engine
protocol, plus optional game hooks where a game offers them:

``game.stats(state, seat) -> dict``
    numbers describing a seat's final position (one column per number and seat);
``game.data_note(state) -> str | None``
    a warning when the component data in use is an illustrative stand-in;
``game.first_player(state) -> int``
    the seat that plays first (default: the seat deciding right after
    ``new_game``).

Seeds
    Game ``i`` of a run with seed ``S`` is played with the seed
    ``game_seed(S, i)`` (a 63-bit hash of both, so no two games of a run share
    a seed), and the bot at seat ``k`` gets ``game_seed * 16 + k`` -- the seeds
    ``rulebook play GAME --seed <game_seed>`` gives its bots, so any game of a
    run can be replayed and watched. A game's result depends on nothing but
    ``(seed, i)``, the players, bots and options: not on the chunk size, the
    number of processes, or whether it ran on a dask cluster.

Where games run
    Games are grouped in chunks of ``chunk_size`` consecutive games, one task
    each. By default the chunks run on local processes
    (:class:`concurrent.futures.ProcessPoolExecutor`; ``processes=1`` runs them
    in this process). With ``scheduler="tcp://host:8786"`` (or a
    ``distributed.Client``) they run on that dask.distributed cluster instead,
    whose workers need this package installed.

Results on disk, and resuming
    With ``out=FOLDER`` every finished chunk is written at once to
    ``FOLDER/chunk-000123.parquet`` (written under a temporary name, then
    renamed, so a file is never half there), and the run's arguments to
    ``FOLDER/_run.json``. Running the same call again reads the finished chunks
    and plays only the missing ones, so an interrupted run (Ctrl-C, a killed
    process, a lost cluster) loses at most the chunks in flight. A larger
    ``games`` reuses the chunks it shares with the earlier run; other changed
    arguments are refused (use another folder). ``pandas.read_parquet(FOLDER)``
    reads the folder too (files starting with ``_`` or ``.`` are skipped).

Columns
    ``game`` (index in the run), ``game_seed``, ``options`` (JSON text of the
    options as passed), ``players``, ``bots`` (comma-separated, seat order),
    ``score_0`` ..., ``winners`` (comma-separated seats; ties share),
    ``win_0`` ... (seat among the winners), ``first_player`` (seat),
    ``first_player_win``, ``length`` (decisions in the game), the game's
    statistics ``<name>_<seat>``, and ``data_note`` (the game's warning about
    its data, or None). ``df.attrs`` holds ``data_note`` and the run's
    arguments.

Without pandas
    Where pandas cannot be imported (the JupyterLite site, a minimal install),
    :func:`simulate`, :func:`seat_table` and :func:`summarize` still work: they
    return a :class:`~rulebook.analysis.table.Table` -- the same columns, rows
    as dicts, ``attrs``, ``t["col"]`` as a list, a plain-text display --
    instead of a DataFrame. Writing results to a folder (``out=``) needs
    pandas (and pyarrow) for the parquet files. Without tqdm there is no
    progress bar, and where processes cannot be started (Pyodide) the games
    are played in this process.

>>> df = simulate("first_class", games=4, players=2, bots="random", seed=1, processes=1, progress=False)
>>> len(df), list(df.columns[:5])
(4, ['game', 'game_seed', 'options', 'players', 'bots'])
>>> bool((df.win_0 | df.win_1).all())
True
"""
from __future__ import annotations

import math
import sys

from ..core import ConfigError
from ..i18n import NN_, Msg, N_, Num, translate
from .bots import BOTS
from .simulation.files import frame, os_reason, prepare_out, read_chunk, read_results, write_chunk
from .simulation.games import (bot_seed, game_ref, game_seed, options_json, parse_bots, play_one, resolve_game,
                               run_chunk)
from .simulation.summary import seat_table, summarize, wilson
from .simulation.workers import cpu_count, die_with_parent, run_dask, run_inline, run_pool
from .table import Table, have_pandas

DEFAULT_CHUNK_SIZE = 100
_cpu_count = cpu_count  # the command line's name for it


def simulate(game, *, games: int, players: int, bots, seed: int = 0, options=None, scheduler=None,
             processes: int | None = None, chunk_size: int = DEFAULT_CHUNK_SIZE, out=None, progress=True,
             lang: str = "en"):
    """Play ``games`` seeded games between bots; one row per game (see the module docstring).

    Parameters
    ----------
    game : str or Game
        A name of :data:`rulebook.GAMES` or the game itself.
    games, players : int
        How many games, and the number of seats.
    bots : str or list of str
        One bot name per seat (``["greedy", "random", "random"]`` or
        ``"greedy,random,random"``), or one name for every seat.
    seed : int
        The run's seed; game ``i`` is played with ``game_seed(seed, i)``.
    options : dict
        Options passed to ``new_game`` (e.g. ``{"modules": ["A", "C"],
        "rulings": {"coins_no_room": "partial"}}``); plain data only.
    scheduler : str or distributed.Client
        Run on this dask.distributed cluster instead of local processes.
    processes : int
        Local worker processes (default: the CPUs this process may use);
        ``1`` plays in this process.
    chunk_size : int
        Games per task and per file. Results do not depend on it.
    out : str or Path
        A folder to write finished chunks to and resume from.
    progress : bool
        Show a tqdm progress bar (a widget in notebooks).
    lang : str
        The language of the progress bar's words and numbers (``"en"``, ``"es"``).

    Returns
    -------
    pandas.DataFrame, or a :class:`~rulebook.analysis.table.Table` without pandas
        One row per game in game order; ``attrs["data_note"]`` as in the rows.
    """
    game = resolve_game(game)
    spec = _spec(game, games, players, bots, seed, options, chunk_size)
    # a first game set up here checks the options (ConfigError now, not in a worker) and gives the data note
    probe = game.new_game(players=players, seed=game_seed(seed, 0), **spec["options"])
    note = game.data_note(probe) if callable(getattr(game, "data_note", None)) else None
    if out is not None and not have_pandas():
        raise ConfigError(Msg(N_("Saving results to a folder needs pandas and pyarrow: "
                                 "pip install 'rulebook-express[explore]'.")))
    folder = prepare_out(out, spec) if out is not None else None
    frames = _finished_chunks(folder, spec)
    todo = [k for k in range(math.ceil(games / chunk_size)) if k not in frames]
    desc = Msg(NN_("{game}, {n} player", "{game}, {n} players"), {"game": translate(game.TITLE, lang), "n": players})
    bar = _progress_bar(progress and todo, games, sum(len(f) for f in frames.values()), desc.text(lang), lang)

    def done(k, rows):
        df = frame(rows)
        if folder is not None:
            write_chunk(folder, k, df)
        frames[k] = df
        if bar is not None:
            bar.update(len(rows))

    try:
        if todo:
            _run(spec, todo, done, scheduler, processes)
    finally:
        if bar is not None:
            bar.close()
    return _result(frames, spec, note)


def _spec(game, games, players, bots, seed, options, chunk_size) -> dict:
    """The run's arguments, checked, as the plain dict every task carries."""
    if not isinstance(games, int) or isinstance(games, bool) or games < 0:
        raise ConfigError(Msg(N_("games must be a whole number of at least 0, not {got!r}."), {"got": games}))
    if not isinstance(chunk_size, int) or isinstance(chunk_size, bool) or chunk_size < 1:
        raise ConfigError(Msg(N_("chunk_size must be a whole number of at least 1, not {got!r}."),
                              {"got": chunk_size}))
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise ConfigError(Msg(N_("The seed must be a whole number.")))
    game.check_players(players)
    names = parse_bots(bots, players, game)
    options = dict(options or {})
    return {"game": game_ref(game), "game_name": game.NAME, "players": players, "bots": names, "seed": seed,
            "options": options, "options_json": options_json(options), "chunk_size": chunk_size, "games": games}


def _finished_chunks(folder, spec) -> dict:
    """Chunk number -> its rows, for the chunks an earlier run left in ``folder`` (none without a folder)."""
    frames: dict = {}
    if folder is not None:
        for k in range(math.ceil(spec["games"] / spec["chunk_size"])):
            df = read_chunk(folder, spec, k)
            if df is not None:
                frames[k] = df
    return frames


#: The progress bar's layout: tqdm's usual one, with the share done and the speed in the reader's words.
BAR_FORMAT = "{desc}: {share}|{bar}| {n_fmt}/{total_fmt} [{elapsed}<{remaining}, {speed}]"


def _progress_bar(wanted, total: int, initial: int, desc: str, lang: str = "en"):
    """A tqdm progress bar when one is wanted and tqdm is installed, else None; its words (the games a second)
    and numbers (decimal mark, percent sign) in ``lang``, not tqdm's English "game/s"."""
    try:
        from tqdm.auto import tqdm
    except ImportError:  # no progress bar without tqdm
        return None
    if not wanted:
        return None

    class Bar(tqdm):
        @property
        def format_dict(self):
            d = super().format_dict
            d.update(_bar_words(d, lang))
            return d
    return Bar(total=total, initial=initial, desc=desc, bar_format=BAR_FORMAT, dynamic_ncols=True, smoothing=0.1)


def _bar_words(d: dict, lang: str) -> dict:
    """The progress bar's own fields from tqdm's ``format_dict`` ``d``: ``share`` (done, as a percentage) and
    ``speed`` (games a second, "?" before the first game)."""
    rate = d.get("rate")
    if rate is None and d.get("elapsed"):
        rate = (d["n"] - d.get("initial", 0)) / d["elapsed"] or None
    total = d.get("total") or 0
    share = Num(d["n"] / total if total else 0.0, digits=0, percent=True).text(lang)
    speed = Msg(NN_("{rate} game/s", "{rate} games/s", count="rate"), {"rate": Num(rate) if rate else "?"}).text(lang)
    return {"share": share, "speed": speed}


def _run(spec, todo, done, scheduler, processes) -> None:
    """Play the chunks ``todo`` on the dask cluster, on local processes, or here."""
    if scheduler is not None:
        run_dask(spec, todo, done, scheduler)
        return
    procs = cpu_count() if processes is None else processes
    if sys.platform == "emscripten":  # Pyodide starts no processes: play here
        procs = 1
    if not isinstance(procs, int) or isinstance(procs, bool) or procs < 1:
        raise ConfigError(Msg(N_("processes must be a whole number of at least 1, not {got!r}."),
                              {"got": processes}))
    if procs == 1 or len(todo) == 1:
        run_inline(spec, todo, done)
    else:
        run_pool(spec, todo, done, procs)


def _result(frames: dict, spec: dict, note):
    """The chunks' rows in game order, one table, with the run's arguments and data note in its ``attrs``."""
    head = ["game", "game_seed", "options", "players", "bots"]
    if not have_pandas():
        rows = [r for k in sorted(frames) for r in frames[k].rows]
        result = Table(rows, None if rows else head)
    elif frames:
        import pandas as pd
        result = pd.concat([frames[k] for k in sorted(frames)], ignore_index=True)
    else:
        import pandas as pd
        result = pd.DataFrame(columns=head)
    result.attrs["data_note"] = note
    result.attrs["run"] = {k: spec[k] for k in ("players", "bots", "seed", "options", "chunk_size", "games")}
    result.attrs["run"]["game"] = spec["game_name"]
    return result


__all__ = ["simulate", "game_seed", "bot_seed", "read_results", "summarize", "seat_table", "wilson",
           "play_one", "run_chunk", "die_with_parent", "resolve_game", "os_reason", "DEFAULT_CHUNK_SIZE", "BOTS"]
