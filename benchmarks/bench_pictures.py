"""How fast each game's pictures are drawn: medians (and p95) of single calls.

For every registered game with views: its table picture (the view's ``render``) of a seeded mid-game position,
every tab, for the all-seeing view. A game's views may add workloads of their own (``PICTURE_WORKLOADS`` in its
views module names a function returning them: FrachtExpress measures its rail network built, written as DOT and
drawn on a full table, with its targets). A report, not a test: the exit status is 0 either way.

    python benchmarks/bench_pictures.py           # 30 repetitions
    python benchmarks/bench_pictures.py --quick   # 8 repetitions
"""
from __future__ import annotations

import argparse
import importlib
import json
import os
import platform
import random
import statistics
import sys
import time
from datetime import datetime, timezone
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

REPS, QUICK_REPS = 30, 8
SEED = 20240601


def _time(fn, reps):
    out = []
    for _ in range(reps):
        t = time.perf_counter()
        fn()
        out.append((time.perf_counter() - t) * 1000)
    out.sort()
    p95 = out[min(len(out) - 1, int(len(out) * .95))]
    return {"median_ms": round(statistics.median(out), 2), "p95_ms": round(p95, 2), "n": reps}


def mid_game(game, seed: int = SEED):
    """A seeded random game of ``game`` played halfway (at 2 players where allowed)."""
    players = 2 if 2 in game.PLAYERS else min(game.PLAYERS)
    rng = random.Random(seed)
    s = game.new_game(players=players, seed=seed)
    path = []
    while not s.is_over:
        a = rng.choice(s.legal_actions())
        path.append(a)
        s.apply(a)
    mid = game.new_game(players=players, seed=seed)
    for a in path[: len(path) // 2]:
        mid.apply(a)
    return mid


def _load(ref: str):
    module, _, attr = ref.partition(":")
    return getattr(importlib.import_module(module), attr)


def game_measures(name: str, reps: int) -> dict | None:
    import rulebook
    from widgets.views import view_for
    game = rulebook.GAMES[name]
    view = view_for(name)
    if view is None:
        return None
    st = mid_game(game)
    active = frozenset(k for k in (view.key_of(st, a) for a in st.legal_actions()) if k)
    parts = [p for p, _title in view.parts(st, None)] if view.parts else [None]
    rows = []
    for part in parts:
        kw = {} if part is None else {"part": part}
        rows.append((f"picture{'' if part is None else ' ' + str(part)}",
                     _time(lambda kw=kw: view.render(st, seat=None, lang="en", active=active, **kw), reps), None))
    extra = getattr(importlib.import_module(game.VIEWS), "PICTURE_WORKLOADS", None)
    figures = {}
    if extra:
        work = _load(extra)()
        figures = work["figures"]
        for label, fn, target, share in work["measures"]:
            rows.append((label, _time(fn, max(3, int(reps * share))), target))
    return {"figures": figures, "rows": [{"label": label, **r, "target_ms": t} for label, r, t in rows]}


def run(quick: bool = False, reps: int | None = None, out=sys.stdout) -> dict:
    import rulebook
    reps = reps or (QUICK_REPS if quick else REPS)
    res = {"date": datetime.now(timezone.utc).strftime("%Y-%m-%d %H:%M UTC"),
           "machine": {"cpus": os.cpu_count(), "platform": platform.platform(), "python": platform.python_version()},
           "games": {}}
    for name in rulebook.GAMES:
        r = game_measures(name, reps)
        if r is not None:
            res["games"][name] = r
    print_report(res, out)
    return res


def print_report(res: dict, out=sys.stdout) -> None:
    w = out.write
    w(f"Pictures -- {res['date']}, {res['machine']['cpus']} CPUs, Python {res['machine']['python']}\n")
    for name, g in res["games"].items():
        w(f"\n{name}" + (f": {g['figures']}" if g["figures"] else "") + "\n")
        w(f"{'measure':<30}{'n':>4}{'median ms':>11}{'p95 ms':>9}  target\n")
        w("-" * 68 + "\n")
        for r in g["rows"]:
            t = r["target_ms"]
            verdict = "" if t is None else f"<= {t:g} ms: {'yes' if r['median_ms'] <= t else 'NO'}"
            w(f"{r['label']:<30}{r['n']:>4}{r['median_ms']:>11.2f}{r['p95_ms']:>9.2f}  {verdict}\n")


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--quick", action="store_true")
    ap.add_argument("--reps", type=int)
    ap.add_argument("--json", metavar="PATH")
    args = ap.parse_args(argv)
    res = run(quick=args.quick, reps=args.reps)
    if args.json:
        Path(args.json).write_text(json.dumps(res, indent=2) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
