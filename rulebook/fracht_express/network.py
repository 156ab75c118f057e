"""The rail system as a graph: what the locomotives drive on.

:func:`build` turns the table (distance cards with their quarter turns, the
stations, a closed station) into a :class:`networkx.Graph`:

Nodes
    ``("T", x, y, t, i)`` -- railroad tie ``i`` of track ``t`` of the card on
    cell ``(x, y)`` (attributes ``kind="tie"``, ``card``, ``cell``, ``track``,
    ``index``, ``ties`` (of the track), ``switch`` (True where one side of the
    tie leads to more than one next tie));
    ``("S", L)`` -- open station ``L`` (``kind="station"``, ``cell``);
    ``("E", x, y)`` -- an empty space that a track end points into: driving
    there is a derail (``kind="empty"``, ``cell``).
Edges
    one per step between neighbouring places, ``length=1`` (a step costs one
    tie, or one move into a station), ``cards`` (the card ids the step is on),
    ``sides`` (for each tie end: which side of that tie, 0 toward the track's
    first edge or 1 toward its second, the step leaves by), ``centre`` (True for
    the step across the middle of a crossing).

A locomotive on a tie faces one of its two sides and may only go on that
way (never backwards); in a station it may leave by any track. The engine's
movement rules read their next steps from this very graph
(:meth:`Network.ahead`), so the picture and the play cannot disagree.

>>> from rulebook.fracht_express.data import load_components
>>> comp = load_components()
>>> net = Network.build({(1, 0): ("D01", 0)}, {"A": (1, 1), "B": (1, -1)}, None, comp)
>>> sorted(net.graph.nodes)[:2]
[('S', 'A'), ('S', 'B')]
>>> [n for n, _ in net.ahead(("S", "A"), None)]
[('T', 1, 0, 0, 3)]
"""
from __future__ import annotations

import networkx as nx

from .data import turned

DX = (0, 1, 0, -1)
DY = (-1, 0, 1, 0)


class Network:
    """A built rail system: ``graph`` (networkx) and ``fwd`` (next steps per place and facing)."""

    __slots__ = ("graph", "fwd")

    def __init__(self, graph, fwd):
        self.graph = graph
        self.fwd = fwd

    @classmethod
    def build(cls, top: dict, stations: dict, closed, comp) -> "Network":
        """``top``: cell -> (card id, quarter turns); ``stations``: letter -> cell; ``closed``: a letter or None."""
        g = nx.Graph()
        station_at = {cell: L for L, cell in stations.items() if L != closed}
        ends: dict = {}  # (x, y, side) -> [(node, side index)]
        add_node = g.add_node
        add_edge = g.add_edge
        for cell, L in station_at.items():
            if cell not in top:
                add_node(("S", L), kind="station", cell=cell, letter=L)
        for (x, y), (cid, rot) in top.items():
            card = comp.cards[cid]
            for t, (a, b, n) in enumerate(turned(card, rot)):
                prev = None
                for i in range(n):
                    node = ("T", x, y, t, i)
                    add_node(node, kind="tie", card=cid, cell=(x, y), track=t, index=i, ties=n, switch=False)
                    if prev is not None:
                        add_edge(prev, node, length=1, cards=(cid,), sides={prev: 1, node: 0},
                                 centre=card.crossing and i == n // 2)
                    prev = node
                ends.setdefault((x, y, a), []).append((("T", x, y, t, 0), 0))
                ends.setdefault((x, y, b), []).append((("T", x, y, t, n - 1), 1))
        for (x, y, s), lst in ends.items():
            nx_, ny_ = x + DX[s], y + DY[s]
            cell2 = (nx_, ny_)
            if cell2 in top:
                if (nx_, ny_) < (x, y):
                    continue  # the pair is joined from the other cell
                other = ends.get((nx_, ny_, (s + 2) % 4), ())
                c1, c2 = top[(x, y)][0], top[cell2][0]
                for u, su in lst:
                    for v, sv in other:
                        add_edge(u, v, length=1, cards=(c1, c2), sides={u: su, v: sv}, centre=False)
            elif cell2 in station_at:
                st = ("S", station_at[cell2])
                for u, su in lst:
                    add_edge(u, st, length=1, cards=(top[(x, y)][0],), sides={u: su}, centre=False)
            else:
                e = ("E", nx_, ny_)
                if e not in g:
                    add_node(e, kind="empty", cell=cell2)
                for u, su in lst:
                    add_edge(u, e, length=1, cards=(top[(x, y)][0],), sides={u: su}, centre=False)
        fwd: dict = {}
        for u, v, d in g.edges(data=True):
            sides = d["sides"]
            su, sv = sides.get(u), sides.get(v)
            # leaving u by side su reaches v facing away from u (the other side of v); stations face nowhere
            fwd.setdefault((u, su), []).append((v, None if sv is None else 1 - sv))
            fwd.setdefault((v, sv), []).append((u, None if su is None else 1 - su))
        for k, lst in fwd.items():
            lst.sort()
            if k[1] is not None and len(lst) > 1:
                g.nodes[k[0]]["switch"] = True
        return cls(g, fwd)

    def ahead(self, node, facing) -> list:
        """The places one step on from ``node`` when facing ``facing`` (None in a station): [(node, facing)]."""
        return self.fwd.get((tuple(node), facing), [])

    def has(self, node) -> bool:
        return tuple(node) in self.graph
