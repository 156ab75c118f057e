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

import hashlib
import json
import math
import os
import signal
import sys
from pathlib import Path

import rulebook

from ..core import ConfigError, Game
from ..i18n import Msg, N_
from .bots import BOTS, make_bot
from .playouts import play
from .table import Table, column, have_pandas

DEFAULT_CHUNK_SIZE = 100
DASK_CONNECT_SECONDS = 5  # an unreachable scheduler is an error after this long
MAX_DECISIONS = 1_000_000  # a game that has not ended by then is an engine bug
MANIFEST = "_run.json"
MANIFEST_FORMAT = "rulebook-express/simulate"
MANIFEST_KEYS = ("game", "players", "bots", "seed", "options", "chunk_size")


# --------------------------------------------------------------------------- seeds
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


# --------------------------------------------------------------------------- arguments
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


def _options_json(options: dict) -> str:
    try:
        return json.dumps(options, sort_keys=True, separators=(",", ":"), default=_tuple_as_list)
    except TypeError:
        raise ConfigError(Msg(N_("Simulation options must be plain data (text, numbers, lists, dicts)."))) from None


def _tuple_as_list(x):
    if isinstance(x, (tuple, set, frozenset)):
        return list(x)
    raise TypeError(type(x).__name__)


def _game_ref(game: Game):
    """What a task carries to name the game: its name when registered, else the object."""
    return game.NAME if rulebook.GAMES.get(game.NAME) is game else game


# --------------------------------------------------------------------------- one game, one chunk
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


def _worker_init(driver: int):  # pragma: no cover - runs in worker processes
    """Set up a local worker process: Ctrl-C is left to the driver (which stops handing out chunks), and the
    worker dies with the driver and with its own parent (see :func:`die_with_parent`)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    die_with_parent(driver)


WATCH_SECONDS = 0.5  # how often a worker's watchdog looks for its parent and the driver


def _pid_alive(pid: int) -> bool:
    if os.name != "posix":  # os.kill(pid, 0) would end the process on Windows
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:  # alive, owned by someone else
        return True
    return True


def die_with_parent(driver: int | None = None) -> None:
    """End this process when its parent or the ``driver`` process ends.

    Local workers are children of the forkserver (which itself exits when the
    driver's end of its pipe closes), so a killed driver (``kill -9``, a
    killed notebook kernel) would otherwise leave the forkserver, the
    resource tracker and the workers running for good: the workers wait on a
    queue whose other end they hold themselves. Two guards: on Linux the
    kernel sends SIGKILL when the parent ends (``prctl(PR_SET_PDEATHSIG)``);
    everywhere a daemon thread looks every :data:`WATCH_SECONDS` whether the
    parent changed or the driver is gone, and ends the process at once.
    """
    import threading
    import time
    parent = os.getppid()
    if sys.platform.startswith("linux"):
        try:
            import ctypes
            libc = ctypes.CDLL(None, use_errno=True)
            libc.prctl(1, int(signal.SIGKILL), 0, 0, 0)  # 1 = PR_SET_PDEATHSIG
        except (OSError, AttributeError):  # pragma: no cover - no libc or no prctl
            pass

    def gone() -> bool:
        return os.getppid() != parent or (driver is not None and not _pid_alive(driver))

    if gone():  # the parent ended before the guard was set
        os._exit(1)

    def watch():
        while not gone():
            time.sleep(WATCH_SECONDS)
        os._exit(1)

    threading.Thread(target=watch, name="rulebook-watchdog", daemon=True).start()


# --------------------------------------------------------------------------- frames and files
def _frame(rows: list):
    try:
        import pandas as pd
    except ImportError:
        return Table(rows)
    return pd.DataFrame(rows)


def chunk_path(out: Path, chunk: int) -> Path:
    return out / f"chunk-{chunk:06d}.parquet"


def os_reason(e: OSError) -> str:
    """The operating system's short reason for ``e`` ("No space left on device"), one line."""
    text = e.strerror or str(e) or type(e).__name__
    return text.strip().splitlines()[0] if text.strip() else type(e).__name__


def _cannot_write(path, e: OSError) -> ConfigError:
    return ConfigError(Msg(N_("Cannot write the results to {path}: {reason}."),
                           {"path": str(path), "reason": os_reason(e)}))


def _write_atomic(final: Path, write) -> None:
    """``write(tmp)`` to a temporary name beside ``final``, then rename; on any failure no temporary file is
    left, and an OS failure is a ConfigError naming the folder."""
    tmp = final.with_name(f".{final.name}.{os.getpid()}.tmp")
    try:
        write(tmp)
        os.replace(tmp, final)
    except BaseException as e:
        try:
            tmp.unlink()
        except OSError:
            pass
        if isinstance(e, OSError):
            raise _cannot_write(final.parent, e) from e
        raise


def _write_chunk(out: Path, chunk: int, df) -> None:
    _write_atomic(chunk_path(out, chunk), lambda tmp: df.to_parquet(tmp, index=False))


def _remove_stale_temp_files(out: Path) -> None:
    """Temporary files of runs that were killed while writing (their process is gone) are removed."""
    for tmp in out.glob(".*.tmp"):
        try:
            pid = int(tmp.name.rsplit(".", 2)[-2])
        except ValueError:
            continue
        if pid == os.getpid() or not _pid_alive(pid):
            try:
                tmp.unlink()
            except OSError:
                pass


def _read_chunk(out: Path, spec: dict, chunk: int):
    """A finished chunk from disk, or None when it is missing or not the expected games."""
    import pandas as pd
    path = chunk_path(out, chunk)
    if not path.is_file():
        return None
    try:
        df = pd.read_parquet(path)
    except Exception:  # an unreadable file is played again
        return None
    want = list(chunk_range(spec, chunk))
    if "game" not in df.columns or df["game"].tolist() != want:
        return None
    return df


def _manifest(spec: dict) -> dict:
    d = {"format": MANIFEST_FORMAT, "version": 1}
    for k in MANIFEST_KEYS:
        d[k] = spec["options_json"] if k == "options" else spec[k]
    d["game"] = spec["game_name"]
    return d


def _prepare_out(out, spec: dict) -> Path:
    out = Path(out)
    if out.exists() and not out.is_dir():
        raise ConfigError(Msg(N_("The results path {path} is a file; results go to a folder of chunk files."),
                              {"path": str(out)}))
    try:
        out.mkdir(parents=True, exist_ok=True)
        _remove_stale_temp_files(out)
    except OSError as e:
        raise _cannot_write(out, e) from e
    want = _manifest(spec)
    mpath = out / MANIFEST
    if mpath.is_file():
        try:
            have = json.loads(mpath.read_text(encoding="utf-8"))
        except ValueError:
            have = None
        except OSError as e:
            raise ConfigError(Msg(N_("Cannot read {path}: {reason}."),
                                  {"path": str(mpath), "reason": os_reason(e)})) from None
        if have != want:
            diff = sorted(k for k in want if not isinstance(have, dict) or have.get(k) != want[k])
            raise ConfigError(Msg(N_("The folder {path} holds results of another simulation (different {fields}); "
                                     "choose another folder or delete it."),
                                  {"path": str(out), "fields": ", ".join(diff) or "format"}))
    else:
        text = json.dumps(want, indent=1, sort_keys=True) + "\n"
        _write_atomic(mpath, lambda tmp: tmp.write_text(text, encoding="utf-8"))
    return out


def read_results(out):
    """Every finished game in a results folder, in game order (a partial run gives what is there)."""
    import pandas as pd
    out = Path(out)
    files = sorted(out.glob("chunk-*.parquet"))
    if not files:
        return pd.DataFrame()
    df = pd.concat([pd.read_parquet(f) for f in files], ignore_index=True)
    return df.sort_values("game", kind="stable").reset_index(drop=True)


# --------------------------------------------------------------------------- runners
def _run_inline(spec, todo, done):
    for k in todo:
        done(*run_chunk(spec, k))


def _pool_context():
    import multiprocessing as mp
    methods = mp.get_all_start_methods()
    # forkserver: workers fork from a clean server process, not from this one (which may run
    # threads: a notebook kernel, a dask client, a progress bar), and start faster than spawn.
    if "forkserver" in methods:
        ctx = mp.get_context("forkserver")
        ctx.set_forkserver_preload(["rulebook.analysis.simulate"])
        return ctx
    return mp.get_context("spawn")


def _run_pool(spec, todo, done, processes):
    from concurrent.futures import ProcessPoolExecutor, as_completed
    with ProcessPoolExecutor(max_workers=min(processes, len(todo)), mp_context=_pool_context(),
                             initializer=_worker_init, initargs=(os.getpid(),)) as ex:
        futures = [ex.submit(run_chunk, spec, k) for k in todo]
        try:
            for fut in as_completed(futures):
                done(*fut.result())
        except BaseException:
            for fut in futures:
                fut.cancel()
            raise


def _run_dask(spec, todo, done, scheduler):
    try:
        from distributed import Client, as_completed
    except ImportError:  # pragma: no cover - depends on the install
        raise ConfigError(Msg(N_("Running on a dask cluster needs dask.distributed: "
                                 "pip install 'rulebook-express[scale]'."))) from None
    own = not hasattr(scheduler, "submit")
    if own:
        _check_address(scheduler)
        try:
            client = Client(scheduler, set_as_default=False, timeout=DASK_CONNECT_SECONDS)
        except TimeoutError:
            raise ConfigError(Msg(N_("Cannot reach the dask scheduler at {address} within {seconds} s."),
                                  {"address": str(scheduler), "seconds": DASK_CONNECT_SECONDS})) from None
        except OSError as e:  # refused, no such host
            raise ConfigError(Msg(N_("Cannot reach the dask scheduler at {address}: {reason}."),
                                  {"address": str(scheduler), "reason": os_reason(e)})) from None
    else:
        client = scheduler
    token = hashlib.blake2b(json.dumps(_manifest(spec), sort_keys=True).encode(), digest_size=6).hexdigest()
    futures = []
    try:
        futures = [client.submit(run_chunk, spec, k, key=f"rulebook-simulate-{token}-{k}", pure=False)
                   for k in todo]
        for fut in as_completed(futures, loop=client.loop):
            done(*fut.result())
            fut.release()
    except BaseException:
        if futures:
            client.cancel(futures)
        raise
    finally:
        if own:
            client.close()


def _check_address(address) -> None:
    """A malformed scheduler address is a ConfigError before any connection is tried."""
    from distributed.comm import parse_address, parse_host_port
    from distributed.comm.registry import backends
    try:
        if not isinstance(address, str):
            raise ValueError(f"expected text, not {type(address).__name__}")
        scheme, loc = parse_address(address)
        if scheme not in backends:
            raise ValueError(f"unknown scheme '{scheme}'")
        if scheme != "inproc":
            parse_host_port(loc)
    except ValueError as e:
        raise ConfigError(Msg(N_("The dask scheduler address {address} is not valid: {reason}."),
                              {"address": str(address), "reason": str(e)})) from None


def _cpu_count() -> int:
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # pragma: no cover - not Linux
        return os.cpu_count() or 1


# --------------------------------------------------------------------------- the entry point
def simulate(game, *, games: int, players: int, bots, seed: int = 0, options=None, scheduler=None,
             processes: int | None = None, chunk_size: int = DEFAULT_CHUNK_SIZE, out=None, progress=True):
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

    Returns
    -------
    pandas.DataFrame, or a :class:`~rulebook.analysis.table.Table` without pandas
        One row per game in game order; ``attrs["data_note"]`` as in the rows.
    """
    game = resolve_game(game)
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
    spec = {"game": _game_ref(game), "game_name": game.NAME, "players": players, "bots": names, "seed": seed,
            "options": options, "options_json": _options_json(options), "chunk_size": chunk_size, "games": games}
    # a first game set up here checks the options (ConfigError now, not in a worker) and gives the data note
    probe = game.new_game(players=players, seed=game_seed(seed, 0), **options)
    note = game.data_note(probe) if callable(getattr(game, "data_note", None)) else None

    if out is not None and not have_pandas():
        raise ConfigError(Msg(N_("Saving results to a folder needs pandas and pyarrow: "
                                 "pip install 'rulebook-express[explore]'.")))
    n_chunks = math.ceil(games / chunk_size)
    frames: dict = {}
    folder = _prepare_out(out, spec) if out is not None else None
    if folder is not None:
        for k in range(n_chunks):
            df = _read_chunk(folder, spec, k)
            if df is not None:
                frames[k] = df
    todo = [k for k in range(n_chunks) if k not in frames]

    bar = None
    try:
        from tqdm.auto import tqdm
    except ImportError:  # no progress bar without tqdm
        tqdm = None
    if progress and todo and tqdm is not None:
        bar = tqdm(total=games, initial=sum(len(f) for f in frames.values()), unit="game",
                   desc=f"{game.NAME} x{players}", dynamic_ncols=True, smoothing=0.1)

    def done(k, rows):
        df = _frame(rows)
        if folder is not None:
            _write_chunk(folder, k, df)
        frames[k] = df
        if bar is not None:
            bar.update(len(rows))

    try:
        if not todo:
            pass
        elif scheduler is not None:
            _run_dask(spec, todo, done, scheduler)
        else:
            procs = _cpu_count() if processes is None else processes
            if sys.platform == "emscripten":  # Pyodide starts no processes: play here
                procs = 1
            if not isinstance(procs, int) or isinstance(procs, bool) or procs < 1:
                raise ConfigError(Msg(N_("processes must be a whole number of at least 1, not {got!r}."),
                                      {"got": processes}))
            if procs == 1 or len(todo) == 1:
                _run_inline(spec, todo, done)
            else:
                _run_pool(spec, todo, done, procs)
    finally:
        if bar is not None:
            bar.close()

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
    result.attrs["run"]["game"] = game.NAME
    return result


# --------------------------------------------------------------------------- summaries
def wilson(wins: float, n: int, z: float = 1.959963984540054) -> tuple:
    """The Wilson score interval (95% by default) for ``wins`` successes in ``n`` trials.

    >>> [round(x, 3) for x in wilson(50, 100)]
    [0.404, 0.596]
    """
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


SEAT_COLUMNS = ["seat", "bot", "games", "wins", "win_rate", "low", "high", "mean_score"]


def _like(df, rows, columns):
    """A table of ``rows`` of the same kind as ``df`` (a DataFrame, or a Table without pandas)."""
    if isinstance(df, Table):
        return Table(rows, columns)
    import pandas as pd
    return pd.DataFrame(rows, columns=columns)


def seat_table(df):
    """Per seat: bot, wins (ties count for every tied seat), win rate with a 95% interval, mean score.

    A DataFrame for a DataFrame, a :class:`~rulebook.analysis.table.Table` for a Table.
    """
    if len(df) == 0:
        return _like(df, [], SEAT_COLUMNS)
    players = int(column(df, "players")[0])
    bots = str(column(df, "bots")[0]).split(",")
    rows = []
    n = len(df)
    for seat in range(players):
        wins = int(sum(bool(w) for w in column(df, f"win_{seat}")))
        low, high = wilson(wins, n)
        rows.append({"seat": seat, "bot": bots[seat], "games": n, "wins": wins, "win_rate": wins / n,
                     "low": low, "high": high, "mean_score": float(sum(column(df, f"score_{seat}")) / n)})
    return _like(df, rows, SEAT_COLUMNS)


def summarize(df) -> dict:
    """The numbers a run is usually read for: games, seat table, first-player wins, length, data note."""
    n = len(df)
    out = {"games": n, "seats": seat_table(df), "data_note": df.attrs.get("data_note")}
    if n:
        wins = int(sum(bool(w) for w in column(df, "first_player_win")))
        low, high = wilson(wins, n)
        players = int(column(df, "players")[0])
        out.update(first_player_win_rate=wins / n, first_player_low=low, first_player_high=high,
                   first_player_expected=1 / players, mean_length=float(sum(column(df, "length")) / n),
                   ties=sum("," in str(w) for w in column(df, "winners")) / n)
        if out["data_note"] is None and "data_note" in df.columns:
            notes = [x for x in column(df, "data_note") if x is not None and x == x]  # drop None and NaN
            out["data_note"] = str(notes[0]) if notes else None
    return out


__all__ = ["simulate", "game_seed", "bot_seed", "read_results", "summarize", "seat_table", "wilson",
           "play_one", "run_chunk", "DEFAULT_CHUNK_SIZE", "BOTS"]
