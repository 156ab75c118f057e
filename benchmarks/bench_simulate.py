"""Batch simulation throughput: 1 process against 2, and the cost of the dask path.

For every game in ``rulebook.GAMES`` (3 players where allowed, random bots)
this times ``rulebook.analysis.simulate`` on

* 1 process -- the games played in this process (``processes=1``);
* 2 processes -- a local process pool (``processes=2``) with batched tasks:
  ``chunk_size`` = games / 16, so each worker gets about 8 chunks; the time
  includes starting the pool, sending the tasks and building the DataFrame.

The number of games is calibrated per game so that one process needs about
``seconds`` (8 s, or 2 s with ``--quick``): a slow game gets fewer games.

and reports games per second and the speed-up (target: at least 1.8 on two
cores). Each figure is the best (shortest) of several runs, the two kinds
alternating: on a shared machine other work only ever slows a run down, so the
best run is the closest to what the code can do (the median is kept in the
JSON too).

The dask path is measured on a ``LocalCluster`` of 2 worker processes on
loopback (started once, not counted):

* overhead per task -- many tasks that play no game (an empty chunk), timed
  from the first submit to the last result, divided by the number of tasks;
* the same simulation as above on the cluster: games/s and the extra time per
  task compared with the local pool.

This is a report, not a test: the exit status is 0 whether or not a target is met.

    python benchmarks/bench_simulate.py            # 3 runs of about 8 s (1 process) per game
    python benchmarks/bench_simulate.py --quick    # 1 run of about 2 s
    python benchmarks/bench_simulate.py --json out.json
    python benchmarks/bench_simulate.py first_class --runs 5 --seconds 4
"""
from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import sys
import time
from datetime import datetime, timezone

import rulebook
from rulebook.analysis.simulate import run_chunk, simulate

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import game_settings  # noqa: E402

TARGET_SPEEDUP = 2 * 0.9  # 2 processes: at least 1.8 x one process
DEFAULT_RUNS, DEFAULT_SECONDS = 3, 8.0
QUICK_RUNS, QUICK_SECONDS = 1, 2.0
DASK_NOOP_TASKS = 200
SEED = 20240601


def players_for(game) -> int:
    return 3 if 3 in game.PLAYERS else game.PLAYERS.start


def timed(**kw) -> float:
    t = time.perf_counter()
    df = simulate(progress=False, **kw)
    dt = time.perf_counter() - t
    assert len(df) == kw["games"]
    return dt


def calibrate(game, players: int, seconds: float) -> int:
    """Games that one process plays in about ``seconds`` (a multiple of 16, at least 32)."""
    timed(game=game, games=2, players=players, bots="random", seed=SEED, processes=1)  # warm-up
    n, dt = 4, 0.0
    while dt < 0.5:
        dt = timed(game=game, games=n, players=players, bots="random", seed=SEED + 1, processes=1)
        n *= 2
    rate = (n // 2) / dt
    return max(32, int(rate * seconds) // 16 * 16)


def bench_game(game, seconds: float, runs: int, client=None, games: int | None = None) -> dict:
    players = players_for(game)
    games = games or calibrate(game, players, seconds)
    chunk = max(1, games // 16)
    common = dict(game=game, games=games, players=players, bots="random", seed=SEED, chunk_size=chunk)
    one, two, dask_times = [], [], []
    for i in range(runs):
        order = [("one", 1), ("two", 2)]
        if i % 2:
            order.reverse()
        for name, procs in order:
            (one if name == "one" else two).append(timed(**dict(common, processes=procs)))
        if client is not None:
            dask_times.append(timed(**dict(common, scheduler=client)))
    t1, t2 = min(one), min(two)
    tasks = -(-games // chunk)
    r = {"players": players, "games": games, "chunk_size": chunk, "tasks": tasks,
         "one_process": {"seconds": t1, "games_per_s": games / t1, "median_seconds": statistics.median(one)},
         "two_processes": {"seconds": t2, "games_per_s": games / t2, "median_seconds": statistics.median(two)},
         "speedup": t1 / t2, "target_speedup": TARGET_SPEEDUP, "meets_target": t1 / t2 >= TARGET_SPEEDUP}
    if dask_times:
        td = min(dask_times)
        r["dask"] = {"seconds": td, "games_per_s": games / td, "extra_ms_per_task_vs_pool": 1000 * (td - t2) / tasks}
    return r


def dask_noop(client, tasks: int) -> dict:
    """Round trip of tasks that play nothing: what the dask path adds per task."""
    spec = {"game": game_settings.reference()["game"], "players": 2, "bots": ["random", "random"], "seed": 0, "options": {},
            "options_json": "{}", "chunk_size": 1, "games": 0}
    client.gather([client.submit(run_chunk, spec, k, pure=False) for k in range(20)])  # warm-up
    t = time.perf_counter()
    futures = [client.submit(run_chunk, spec, k, pure=False) for k in range(tasks)]
    results = client.gather(futures)
    dt = time.perf_counter() - t
    assert len(results) == tasks
    return {"tasks": tasks, "seconds": dt, "ms_per_task": 1000 * dt / tasks}


def run(quick: bool = False, runs: int | None = None, seconds: float | None = None, games: int | None = None,
        dask: bool = True, only=None, out=sys.stdout) -> dict:
    runs = runs or (QUICK_RUNS if quick else DEFAULT_RUNS)
    seconds = seconds or (QUICK_SECONDS if quick else DEFAULT_SECONDS)
    results = {
        "date": datetime.now(timezone.utc).strftime("%Y-%m-%d %H:%M UTC"),
        "machine": {"cpus": os.cpu_count(), "usable_cpus": len(os.sched_getaffinity(0)),
                    "platform": platform.platform(), "python": platform.python_version(),
                    "load_average_before": os.getloadavg()},
        "runs": runs, "quick": quick, "games": {},
    }
    cluster = client = None
    if dask:
        try:
            from distributed import Client, LocalCluster
            cluster = LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None,
                                   host="127.0.0.1", worker_dashboard_address=None)
            client = Client(cluster, set_as_default=False)
        except ImportError:
            print("dask.distributed is not installed: the dask figures are left out "
                  "(pip install 'rulebook-express[scale]')", file=out)
    try:
        if client is not None:
            results["dask_noop"] = dask_noop(client, DASK_NOOP_TASKS if not quick else DASK_NOOP_TASKS // 2)
        for name, game in rulebook.GAMES.items():
            if only and name not in only:
                continue
            try:
                results["games"][name] = bench_game(game, seconds, runs, client, games)
            except Exception as e:  # a game still being written may not play yet: report, go on
                results["games"][name] = {"error": f"{type(e).__name__}: {e}"}
    finally:
        if client is not None:
            client.close()
            cluster.close()

    load = results["machine"]["load_average_before"][0]
    print(f"Batch simulation, random bots, best of {runs} run(s); "
          f"{results['machine']['usable_cpus']} usable CPU(s), load average {load:.2f} before the runs"
          + (" (busy machine: speed-ups are understated)" if load > 0.5 else ""), file=out)
    head = f"{'game':<16}{'games':>7}{'tasks':>7}{'1 proc g/s':>12}{'2 proc g/s':>12}{'speed-up':>10}  target"
    if client is not None:
        head += f"{'dask g/s':>11}{'dask +ms/task':>15}"
    print(head, file=out)
    for name, r in results["games"].items():
        if "error" in r:
            print(f"{name:<16}not measured: {r['error'][:200]}", file=out)
            continue
        line = (f"{name:<16}{r['games']:>7}{r['tasks']:>7}{r['one_process']['games_per_s']:>12.1f}"
                f"{r['two_processes']['games_per_s']:>12.1f}{r['speedup']:>10.2f}  "
                f"{'>=' if r['meets_target'] else '< '}{TARGET_SPEEDUP:.1f}")
        if "dask" in r:
            line += f"{r['dask']['games_per_s']:>11.1f}{r['dask']['extra_ms_per_task_vs_pool']:>15.1f}"
        print(line, file=out)
    if "dask_noop" in results:
        d = results["dask_noop"]
        print(f"dask overhead per task (LocalCluster, 2 workers, {d['tasks']} tasks that play no game): "
              f"{d['ms_per_task']:.2f} ms", file=out)
    return results


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--quick", action="store_true", help=f"{QUICK_RUNS} run of about {QUICK_SECONDS:.0f} s")
    ap.add_argument("--runs", type=int, help="runs per figure (median)")
    ap.add_argument("--seconds", type=float, help="about how long one process plays per run")
    ap.add_argument("--games", type=int, help="games per run (instead of calibrating)")
    ap.add_argument("--no-dask", action="store_true", help="leave out the dask figures")
    ap.add_argument("--json", metavar="PATH", help="also write the results as JSON")
    ap.add_argument("only", nargs="*", help="games to measure (default: every game)")
    args = ap.parse_args(argv)
    results = run(quick=args.quick, runs=args.runs, seconds=args.seconds, games=args.games, dask=not args.no_dask,
                  only=args.only)
    if args.json:
        with open(args.json, "w", encoding="utf-8") as f:
            json.dump(results, f, indent=2)
    return 0


if __name__ == "__main__":
    sys.exit(main())
