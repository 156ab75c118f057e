"""A simulation's results on disk: one parquet file per finished chunk, the run's manifest, and resuming.

Every file is written under a temporary name and then renamed, so a file is never half there; temporary
files of killed runs are removed; a folder that holds another run's results is refused.
"""
from __future__ import annotations

import json
import os
from pathlib import Path

from ...core import ConfigError
from ...i18n import Msg, N_
from ..table import Table
from .games import chunk_range

MANIFEST = "_run.json"
MANIFEST_FORMAT = "rulebook-express/simulate"
MANIFEST_KEYS = ("game", "players", "bots", "seed", "options", "chunk_size")


def frame(rows: list):
    """A chunk's rows as a DataFrame, or as a Table without pandas."""
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


def write_chunk(out: Path, chunk: int, df) -> None:
    """Write a finished chunk's file (atomically)."""
    _write_atomic(chunk_path(out, chunk), lambda tmp: df.to_parquet(tmp, index=False))


def _remove_stale_temp_files(out: Path) -> None:
    """Temporary files of runs that were killed while writing (their process is gone) are removed."""
    for tmp in out.glob(".*.tmp"):
        try:
            pid = int(tmp.name.rsplit(".", 2)[-2])
        except ValueError:
            continue
        if pid == os.getpid() or not pid_alive(pid):
            try:
                tmp.unlink()
            except OSError:
                pass


def read_chunk(out: Path, spec: dict, chunk: int):
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


def manifest(spec: dict) -> dict:
    """The arguments that identify a run, as written to the folder's manifest."""
    d = {"format": MANIFEST_FORMAT, "version": 1}
    for k in MANIFEST_KEYS:
        d[k] = spec["options_json"] if k == "options" else spec[k]
    d["game"] = spec["game_name"]
    return d


def prepare_out(out, spec: dict) -> Path:
    """The results folder, made ready: created, cleared of dead temporary files, its manifest written or
    checked against this run's arguments."""
    out = Path(out)
    if out.exists() and not out.is_dir():
        raise ConfigError(Msg(N_("The results path {path} is a file; results go to a folder of chunk files."),
                              {"path": str(out)}))
    try:
        out.mkdir(parents=True, exist_ok=True)
        _remove_stale_temp_files(out)
    except OSError as e:
        raise _cannot_write(out, e) from e
    want = manifest(spec)
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


def pid_alive(pid: int) -> bool:
    """Whether process ``pid`` is still running (always True where that cannot be asked)."""
    if os.name != "posix":  # os.kill(pid, 0) would end the process on Windows
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:  # alive, owned by someone else
        return True
    return True
