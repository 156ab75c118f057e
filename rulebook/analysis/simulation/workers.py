"""Where a simulation's chunks run: in this process, on local worker processes, or on a dask cluster.

Each runner takes the run's ``spec``, the chunks still to play and ``done(chunk, rows)``, called once per
finished chunk in the order they finish. Local workers ignore Ctrl-C (the driver stops handing out chunks)
and end with the driver (:func:`die_with_parent`).
"""
from __future__ import annotations

import hashlib
import json
import os
import signal
import sys

from ...core import ConfigError
from ...i18n import Msg, N_
from .files import manifest, os_reason, pid_alive
from .games import run_chunk

DASK_CONNECT_SECONDS = 5  # an unreachable scheduler is an error after this long


def _worker_init(driver: int):  # pragma: no cover - runs in worker processes
    """Set up a local worker process: Ctrl-C is left to the driver (which stops handing out chunks), and the
    worker dies with the driver and with its own parent (see :func:`die_with_parent`)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    die_with_parent(driver)


WATCH_SECONDS = 0.5  # how often a worker's watchdog looks for its parent and the driver


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
        return os.getppid() != parent or (driver is not None and not pid_alive(driver))

    if gone():  # the parent ended before the guard was set
        os._exit(1)

    def watch():
        while not gone():
            time.sleep(WATCH_SECONDS)
        os._exit(1)

    threading.Thread(target=watch, name="rulebook-watchdog", daemon=True).start()



def run_inline(spec, todo, done):
    """Play the chunks in this process."""
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


def run_pool(spec, todo, done, processes):
    """Play the chunks on up to ``processes`` local worker processes."""
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


def run_dask(spec, todo, done, scheduler):
    """Play the chunks on a dask.distributed cluster (an address, or a ``Client`` that stays open)."""
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
    token = hashlib.blake2b(json.dumps(manifest(spec), sort_keys=True).encode(), digest_size=6).hexdigest()
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


def cpu_count() -> int:
    """The CPUs this process may use."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # pragma: no cover - not Linux
        return os.cpu_count() or 1

