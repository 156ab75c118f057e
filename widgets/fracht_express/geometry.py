"""Where things lie on a FrachtExpress distance card, in half-cells from its centre (y down): the points along a
track between two edge middles, its ties, and a place of the rail network (a node) on the table grid. Shared by
the table picture (:mod:`widgets.fracht_express.svg`) and the network graph (:mod:`widgets.fracht_express.graph`).
"""
from __future__ import annotations

import math

EDGE_XY = ((0.0, -1.0), (1.0, 0.0), (0.0, 1.0), (-1.0, 0.0))   # N E S W edge middles, half-cells, y down


# --------------------------------------------------------------------------- geometry of a track on a card
def track_point(a: int, b: int, t: float, curved: bool = True) -> tuple:
    """The point a fraction ``t`` along a track from edge ``a`` to edge ``b``, in half-cells from the card
    centre (y down), and the unit direction of travel there.

    Straight tracks join opposite edges; a curve is a quarter circle around the corner the two edges share
    (with ``curved=False`` the straight chord between the two edge middles, as the network picture draws it,
    so that the branches of a switch part at once).

    >>> track_point(0, 2, 0.5)
    ((0.0, 0.0), (0.0, 1.0))
    >>> (round(track_point(0, 1, 0.5)[0][0], 3), round(track_point(0, 1, 0.5)[0][1], 3))
    (0.293, -0.293)
    """
    ax, ay = EDGE_XY[a]
    bx, by = EDGE_XY[b]
    if (a - b) % 2 == 0 or not curved:
        dx, dy = bx - ax, by - ay
        n = math.hypot(dx, dy)
        return (ax + dx * t, ay + dy * t), (dx / n, dy / n)
    cx, cy = ax + bx, ay + by                      # the shared corner
    a0 = math.atan2(ay - cy, ax - cx)
    a1 = math.atan2(by - cy, bx - cx)
    d = (a1 - a0 + math.pi) % (2 * math.pi) - math.pi   # a quarter turn, either way
    ang = a0 + d * t
    s = 1.0 if d > 0 else -1.0
    return (cx + math.cos(ang), cy + math.sin(ang)), (-math.sin(ang) * s, math.cos(ang) * s)


def tie_point(a: int, b: int, i: int, n: int, curved: bool = True) -> tuple:
    """Where tie ``i`` of ``n`` lies on a track from edge ``a`` to edge ``b`` (half-cells, y down) + direction."""
    return track_point(a, b, (i + 0.5) / n, curved)


def card_tracks(state, cell):
    from rulebook.fracht_express.data import turned
    cid, rot = state.top[cell]
    return turned(state.comp.cards[cid], rot)


def node_point(state, node, half: float = 1.0, curved: bool = False) -> tuple:
    """Table coordinates (cell units times ``2 * half``, y down) of an engine node's centre (schematic: curves
    as chords unless ``curved``)."""
    kind = node[0]
    if kind == "T":
        _, x, y, t, i = node
        a, b, n = card_tracks(state, (x, y))[t]
        (px, py), _ = tie_point(a, b, i, n, curved)
        return (x * 2 * half + px * half, y * 2 * half + py * half)
    if kind == "S":
        x, y = state.stations[node[1]]
        return (x * 2 * half, y * 2 * half)
    return (node[1] * 2 * half, node[2] * 2 * half)
