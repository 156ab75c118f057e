"""A killed or failing ``rulebook simulate`` leaves nothing behind (issue #12).

* After SIGKILL of the driver, no process it started (forkserver, resource
  tracker, workers) is alive 5 s later.
* Every OS failure (an unwritable ``--out``, a path under a file, a full disk)
  is one plain line on standard error with exit status 2, and no temporary
  chunk file is left in the results folder.
* An unreachable ``--dask`` address fails within 10 s with one plain line.
"""
import errno
import importlib
import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import psutil
import pytest

import rulebook
sim = importlib.import_module("rulebook.analysis.simulate")
from rulebook.cli import main

ROOT = Path(rulebook.__file__).resolve().parent.parent


def _alive(p: psutil.Process) -> bool:
    try:
        return p.is_running() and p.status() != psutil.STATUS_ZOMBIE
    except psutil.NoSuchProcess:
        return False


@pytest.mark.skipif(sys.platform != "linux", reason="process tree checked on Linux")
def test_sigkilled_driver_leaves_no_process_alive():
    """Requirement: SIGKILL of `rulebook simulate` ends the forkserver, the resource tracker and every worker
    within 5 s (workers die with their parent; the forkserver exits when the driver's pipe closes)."""
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    driver = subprocess.Popen(
        [sys.executable, "-m", "rulebook.cli", "simulate", "first_class", "--games", "200000", "--players", "2",
         "--processes", "2", "--chunk-size", "20", "--no-progress", "--yes"],
        env=env, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    procs = []
    try:
        me = psutil.Process(driver.pid)
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline and driver.poll() is None:
            procs = me.children(recursive=True)
            workers = [p for p in procs if _alive(p) and p.ppid() != driver.pid]  # the forkserver's children
            if len(workers) >= 2:
                break
            time.sleep(0.1)
        assert driver.poll() is None, driver.stderr.read().decode()
        assert len(workers) >= 2, f"no workers started: {procs}"
        procs = me.children(recursive=True)
        assert len(procs) >= 4  # forkserver, resource tracker, two workers
        os.kill(driver.pid, signal.SIGKILL)
        driver.wait(10)
        deadline = time.monotonic() + 5
        while time.monotonic() < deadline and any(_alive(p) for p in procs):
            time.sleep(0.1)
        left = [(p.pid, p.cmdline()) for p in procs if _alive(p)]
        assert not left, f"still alive 5 s after the driver was killed: {left}"
    finally:
        for p in procs:
            if _alive(p):
                p.kill()
        if driver.poll() is None:
            driver.kill()
            driver.wait()


def test_worker_guard_ends_a_process_whose_driver_is_gone():
    """Requirement: a worker's guard ends it when the driver process no longer exists, even if its own
    parent lives (the portable watchdog, not only prctl)."""
    code = ("import sys, time; from rulebook.analysis.simulate import die_with_parent; "
            "die_with_parent(int(sys.argv[1])); print('guarded', flush=True); time.sleep(30)")
    gone = subprocess.Popen([sys.executable, "-c", "pass"])
    gone.wait()  # a pid that has ended (and been reaped)
    child = subprocess.Popen([sys.executable, "-c", code, str(gone.pid)], env=dict(os.environ, PYTHONPATH=str(ROOT)),
                             stdout=subprocess.PIPE)
    try:
        assert child.wait(10) == 1
    finally:
        if child.poll() is None:
            child.kill()
            child.wait()


# --------------------------------------------------------------------------- OS failures as one line
def _one_line(capsys, *words):
    err = capsys.readouterr().err
    assert err.startswith("rulebook: ") and err.count("\n") == 1, err
    assert "Traceback" not in err
    for w in words:
        assert w in err, err
    return err


def _temp_files(folder: Path) -> list:
    return [p.name for p in folder.rglob("*") if p.name.endswith(".tmp") or p.name.startswith(".")]


def _sim(out, games=4):
    return main(["simulate", "first_class", "--games", str(games), "--players", "2", "--processes", "1",
                 "--chunk-size", "2", "--no-progress", "--out", str(out)])


def test_out_under_a_file_is_one_line(tmp_path, capsys):
    """Requirement: --out under a file (not a folder) ends with one line naming the path, exit 2."""
    f = tmp_path / "plain.txt"
    f.write_text("x")
    assert _sim(f / "results") == 2
    _one_line(capsys, str(f / "results"))


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0, reason="root may write anywhere")
def test_unwritable_out_is_one_line(tmp_path, capsys):
    """Requirement: --out in a folder without write permission ends with one line naming the path, exit 2."""
    locked = tmp_path / "locked"
    locked.mkdir()
    locked.chmod(0o500)
    try:
        assert _sim(locked / "results") == 2
        _one_line(capsys, str(locked / "results"))
    finally:
        locked.chmod(0o700)


def test_refused_folder_is_one_line(tmp_path, capsys, monkeypatch):
    """Requirement: a folder the system refuses to make (permission denied; tests run as root too, so the
    refusal is simulated) ends with one line naming the path, exit 2."""
    def refuse(self, *a, **k):
        raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), str(self))

    monkeypatch.setattr(Path, "mkdir", refuse)
    assert _sim(tmp_path / "results") == 2
    _one_line(capsys, str(tmp_path / "results"), os.strerror(errno.EACCES))


def test_full_disk_is_one_line_and_leaves_no_temp_file(tmp_path, capsys, monkeypatch):
    """Requirement: a full disk while a chunk is written ends with one line, exit 2, and no temporary chunk
    file is left (the finished chunks before it stay, so the run resumes)."""
    import pandas as pd
    real = pd.DataFrame.to_parquet
    calls = []

    def full(self, path, *a, **k):
        calls.append(path)
        if len(calls) == 2:  # the second chunk: half a file, then the disk is full
            Path(path).write_bytes(b"PAR1")
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        return real(self, path, *a, **k)

    monkeypatch.setattr(pd.DataFrame, "to_parquet", full)
    out = tmp_path / "results"
    assert _sim(out) == 2
    _one_line(capsys, str(out))
    assert _temp_files(out) == []
    assert sorted(p.name for p in out.iterdir()) == ["_run.json", "chunk-000000.parquet"]


def test_full_disk_on_the_pool_path_leaves_no_temp_file(tmp_path, monkeypatch):
    """Requirement: the same on the API with worker processes: the project's error, no temporary file."""
    import pandas as pd

    def full(self, path, *a, **k):
        Path(path).write_bytes(b"PAR1")
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(pd.DataFrame, "to_parquet", full)
    out = tmp_path / "results"
    with pytest.raises(rulebook.RulebookError):
        sim.simulate("first_class", games=4, players=2, bots="random", processes=2, chunk_size=2, out=out,
                     progress=False)
    assert _temp_files(out) == []


def test_unreachable_dask_fails_within_10_s_with_one_line(capsys):
    """Requirement: an unreachable --dask address (a closed loopback port) is one line within 10 s, exit 2."""
    pytest.importorskip("distributed")
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    t = time.monotonic()
    assert main(["simulate", "first_class", "--games", "2", "--players", "2", "--no-progress",
                 "--dask", f"tcp://127.0.0.1:{port}"]) == 2
    assert time.monotonic() - t < 10
    _one_line(capsys, f"127.0.0.1:{port}")


def test_any_other_os_failure_in_a_command_is_one_line(capsys, monkeypatch):
    """Requirement: an OS failure the commands do not name themselves is still one line, exit 2."""
    import rulebook.cli as cli

    def fails(args):
        raise FileNotFoundError(errno.ENOENT, os.strerror(errno.ENOENT), "/no/such/file")

    monkeypatch.setattr(cli, "cmd_rulings", fails)
    assert main(["rulings", "first_class"]) == 2
    _one_line(capsys, "/no/such/file", os.strerror(errno.ENOENT))
