"""A position heuristic for the greedy bot (the same for every seat: the game is cooperative).

``evaluate(state, seat)``: a win is +1000, a loss -1000; otherwise a sum of safety margins and
knowledge: every sanity and health point above the danger line (weight 3, as they end the game),
stamina (0.5), essence in the pool (1), monsters left in the pool (1), coffins left (2), face-up
clues (2 each, more for suspects fully known), Occult tokens (1), items (1.5), learned spells (2),
minus monsters near the Locomotive (0.5 per car closer than the rearmost) and essence on portals (0.5).
"""
from __future__ import annotations


def evaluate(st, seat) -> float:
    if st.result is not None:
        return 1000.0 if st.result[0] == "win" else -1000.0
    v = 0.0
    for x in st.inv:
        skull = st.comp.investigators[x["id"]]["skull"]
        v += 3 * (x["sanity"] - 1) + 3 * (x["health"] - skull - 1) + 0.5 * x["stamina"]
    v += st.essence_pool + sum(st.pool.values()) + 2 * st.coffins
    v += 2 * sum(sum(s["up"]) for s in st.suspects) + 3 * sum(1 for s in st.suspects if all(s["up"]))
    v += st.occult + 1.5 * len(st.items) + 2 * sum(1 for g in st.grimoire if g[1])
    v -= 0.5 * sum(6 - m[1] for m in st.monsters) + 0.5 * sum(st.portals.values())
    return v
