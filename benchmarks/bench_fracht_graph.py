"""How fast the FrachtExpress rail network is built, written as DOT and drawn, on a full table.

A table with all 50 distance cards laid (seeded: each card on a random empty
space next to the rail system, in a random distinct turn) and four
locomotives on random ties. Measured, as medians (and p95) of single calls:

* **engine graph**: ``Network.build`` from the table (what ``state.network()``
  rebuilds after the table changes), networkx graph and step table;
* **DOT text**: ``widgets.fracht_express.graph.network_dot`` -- the whole
  picture as text, positions pinned to the grid;
* **DOT + reachable**: the same with one hand card's reachable places
  highlighted (``reachable``: the engine plays the move on state copies);
* **render (neato)**: ``render_svg`` of that DOT, the system's graphviz
  laying out nothing (positions are pinned, as with ``neato -n2``) and
  drawing SVG -- a new ``neato`` process per call;
* **table SVG**: ``widgets.fracht_express.svg.render_table`` of the same table
  with the card selected (the turn panel's picture).

Targets: building the graph (engine graph, and DOT text) <= 50 ms; rendering
<= 500 ms. A report, not a test: the exit status is 0 either way.

    python benchmarks/bench_fracht_graph.py           # 30 repetitions
    python benchmarks/bench_fracht_graph.py --quick   # 8 repetitions
"""
from __future__ import annotations

import argparse
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

TARGET_BUILD_MS = 50.0
TARGET_RENDER_MS = 500.0
REPS, QUICK_REPS = 30, 8
SEED = 20240601


def full_table(seed: int = SEED, cards: int = 50, players: int = 4):
    """A position with ``cards`` distance cards laid in one connected rail system around the stations."""
    from rulebook.fracht_express.data import distinct_turns, load_components
    from rulebook.fracht_express.network import DX, DY
    from rulebook.fracht_express.scenario import scenario

    comp = load_components()
    rng = random.Random(seed)
    ids = list(comp.ids)
    rng.shuffle(ids)
    occ = {tuple(v) for v in comp.layout.values()}
    table = []
    for cid in ids[:cards]:
        front = sorted({(x + DX[s], y + DY[s]) for (x, y) in occ for s in range(4)} - occ)
        # prefer spaces that touch a laid card, so the rail system grows together
        laid = {(t[0], t[1]) for t in table}
        near = [c for c in front if any((c[0] + DX[s], c[1] + DY[s]) in laid for s in range(4))] or front
        x, y = rng.choice(near)
        table.append((x, y, cid, rng.choice(distinct_turns(comp.cards[cid]))))
        occ.add((x, y))
    hand = ids[cards:cards + 3]
    hands = {p: [] for p in range(players)}
    hands[0] = list(hand)
    st = scenario(players, seed % 1000, table=table, hands=hands)
    # locomotives on random ties (none sharing one), facing either way
    ties = sorted(n for n, d in st.network().nodes(data=True) if d["kind"] == "tie")
    spots = rng.sample(ties, players)
    pos = {p: (n[1], n[2], n[3], n[4], rng.randint(0, 1)) for p, n in enumerate(spots)}
    best = scenario(players, seed % 1000, table=table, hands=hands, pos=pos)
    if hand:   # put Player 1 where a hand card has the most places to reach (a busy picture to measure)
        from widgets.fracht_express.graph import reachable
        score = lambda s: max(len(reachable(s, c)) for c in hand)     # noqa: E731
        top = score(best)
        taken = {n for n in spots[1:]}
        for n in rng.sample(ties, min(40, len(ties))):
            if n in taken:
                continue
            for f in (0, 1):
                pos[0] = (n[1], n[2], n[3], n[4], f)
                s = scenario(players, seed % 1000, table=table, hands=hands, pos=pos)
                if score(s) > top:
                    best, top = s, score(s)
    return best, hand


def _time(fn, reps):
    out = []
    for _ in range(reps):
        t = time.perf_counter()
        fn()
        out.append((time.perf_counter() - t) * 1000)
    out.sort()
    p95 = out[min(len(out) - 1, int(len(out) * .95))]
    return {"median_ms": round(statistics.median(out), 2), "p95_ms": round(p95, 2), "n": reps}


def run(quick: bool = False, reps: int | None = None, out=sys.stdout) -> dict:
    from rulebook.fracht_express.actions import Move
    from rulebook.fracht_express.network import Network
    from widgets.fracht_express.graph import network_dot, reachable, render_svg
    from widgets.fracht_express.svg import render_table

    reps = reps or (QUICK_REPS if quick else REPS)
    st, hand = full_table(cards=47)          # three cards stay in the hand, to drive with
    full, _ = full_table(cards=50)            # every card on the table
    movable = [c for c in hand if Move(c) in set(st.legal_actions())]
    card = max(movable, key=lambda c: len(reachable(st, c)), default=None)   # the card with the most to draw
    g = full.network()
    stations = {L: tuple(c) for L, c in full.stations.items()}
    dot = network_dot(st, card=card)
    res = {
        "date": datetime.now(timezone.utc).strftime("%Y-%m-%d %H:%M UTC"),
        "machine": {"cpus": os.cpu_count(), "platform": platform.platform(), "python": platform.python_version()},
        "table": {"cards_laid": len(full.table), "nodes": g.number_of_nodes(), "edges": g.number_of_edges(),
                  "card_for_reach": card, "reachable": len(reachable(st, card)) if card else 0},
        "targets": {"build_ms": TARGET_BUILD_MS, "render_ms": TARGET_RENDER_MS},
        "engine_graph": _time(lambda: Network.build(full.top, stations, full.closed, full.comp), reps),
        "dot_text": _time(lambda: network_dot(full), reps),
        "dot_with_reach": _time(lambda: network_dot(st, card=card), reps),
        "render_neato": _time(lambda: render_svg(dot), max(3, reps // 3)),
        "table_svg": _time(lambda: render_table(st, selected=card), reps),
    }
    print_report(res, out)
    return res


def print_report(res: dict, out=sys.stdout) -> None:
    w = out.write
    t = res["table"]
    w(f"FrachtExpress network picture -- {res['date']}, {res['machine']['cpus']} CPUs, "
      f"Python {res['machine']['python']}\n")
    w(f"table: {t['cards_laid']} cards laid, graph {t['nodes']} nodes / {t['edges']} edges; "
      f"card {t['card_for_reach']} reaches {t['reachable']} place(s)\n\n")
    w(f"{'measure':<26}{'n':>4}{'median ms':>11}{'p95 ms':>9}  target\n")
    w("-" * 64 + "\n")
    rows = (("engine graph (build)", "engine_graph", TARGET_BUILD_MS), ("DOT text", "dot_text", TARGET_BUILD_MS),
            ("DOT text + reachable", "dot_with_reach", TARGET_BUILD_MS),
            ("render (neato -> SVG)", "render_neato", TARGET_RENDER_MS), ("table SVG", "table_svg", None))
    for label, key, target in rows:
        r = res[key]
        verdict = "" if target is None else f"<= {target:g} ms: {'yes' if r['median_ms'] <= target else 'NO'}"
        w(f"{label:<26}{r['n']:>4}{r['median_ms']:>11.2f}{r['p95_ms']:>9.2f}  {verdict}\n")


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
