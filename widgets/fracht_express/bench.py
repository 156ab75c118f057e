"""The FrachtExpress pictures' benchmark workload: the rail network built, written as DOT and drawn, on a full
table (``benchmarks/bench_pictures.py`` times what :func:`workloads` returns; the slice's
``PICTURE_WORKLOADS`` names this function).

A table with all 50 distance cards laid (seeded: each card on a random empty space next to the rail system, in a
random distinct turn) and four locomotives on random ties. Measured:

* **engine graph**: ``Network.build`` from the table (what ``state.network()`` rebuilds after the table changes);
* **DOT text**: ``network_dot`` -- the whole picture as text, positions pinned to the grid;
* **DOT + reachable**: the same with one hand card's reachable places highlighted (``reachable``: the engine
  plays the move on state copies);
* **render (neato)**: ``render_svg`` of that DOT -- a new ``neato`` process per call;
* **table SVG**: ``render_table`` of the same table with the card selected (the turn panel's picture).

Targets: building the graph (engine graph, and DOT text) <= 50 ms; rendering <= 500 ms.
"""
from __future__ import annotations

import random

from rulebook.fracht_express.actions import Move
from rulebook.fracht_express.data import distinct_turns, load_components
from rulebook.fracht_express.network import DX, DY, Network
from rulebook.fracht_express.scenario import scenario

from .graph import network_dot, reachable, render_svg
from .svg import render_table

SEED = 20240601
TARGET_BUILD_MS = 50.0
TARGET_RENDER_MS = 500.0


def full_table(seed: int = SEED, cards: int = 50, players: int = 4):
    """A position with ``cards`` distance cards laid in one connected rail system around the stations."""
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


def workloads() -> dict:
    """``{"figures": {...}, "measures": [(label, function, target ms or None, share of the repetitions)]}``."""
    st, hand = full_table(cards=47)          # three cards stay in the hand, to drive with
    full, _ = full_table(cards=50)            # every card on the table
    movable = [c for c in hand if Move(c) in set(st.legal_actions())]
    card = max(movable, key=lambda c: len(reachable(st, c)), default=None)   # the card with the most to draw
    g = full.network()
    stations = {L: tuple(c) for L, c in full.stations.items()}
    dot = network_dot(st, card=card)
    return {
        "figures": {"cards_laid": len(full.table), "nodes": g.number_of_nodes(), "edges": g.number_of_edges(),
                    "card_for_reach": card, "reachable": len(reachable(st, card)) if card else 0},
        "measures": [
            ("engine graph (build)", lambda: Network.build(full.top, stations, full.closed, full.comp),
             TARGET_BUILD_MS, 1),
            ("DOT text", lambda: network_dot(full), TARGET_BUILD_MS, 1),
            ("DOT text + reachable", lambda: network_dot(st, card=card), TARGET_BUILD_MS, 1),
            ("render (neato -> SVG)", lambda: render_svg(dot), TARGET_RENDER_MS, 1 / 3),
            ("table SVG", lambda: render_table(st, selected=card), None, 1),
        ],
    }
