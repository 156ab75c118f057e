"""The rail system as a graph: what the locomotives drive on.

:meth:`Network.build` turns the table (distance cards with their quarter turns,
the stations, a closed station) into a :class:`networkx.Graph`:

Nodes
    ``("T", x, y, t, i)`` -- railroad tie ``i`` of track ``t`` of the card on
    cell ``(x, y)`` (attributes ``kind="tie"``, ``card``, ``cell``, ``track``,
    ``index``, ``ties`` (of the track), ``switch`` (True where one side of the
    tie leads to more than one next tie));
    ``("S", L)`` -- open station ``L`` (``kind="station"``, ``cell``, ``letter``);
    ``("E", x, y)`` -- an empty space that a track end points into: driving
    there is a derail (``kind="empty"``, ``cell``).
Edges
    one per step between neighbouring places, ``length=1`` (a step costs one
    tie, or one move into a station), ``cards`` (the card ids the step is on;
    for a step between two cards, the card of the smaller cell first),
    ``sides`` (for each tie end: which side of that tie, 0 toward the track's
    first edge or 1 toward its second, the step leaves by), ``centre`` (True for
    the step across the middle of a crossing).

A locomotive on a tie faces one of its two sides and may only go on that
way (never backwards); in a station it may leave by any track. The engine's
movement rules read their next steps from this very graph
(:meth:`Network.ahead`, a memo of the graph's adjacency that is emptied
whenever the graph changes), so the picture and the play cannot disagree.
(One shortcut: whether a locomotive can go on at all is read from the
table, ``move.leaves_station`` and ``move.leaves_tie``; a test checks both
against this graph.)

The graph is kept up to date card by card: laying, covering, lifting or
moving a card changes only the nodes of its cell and the steps to its four
neighbours (:meth:`Network.set_cell`); the game state notes those changes and
makes them, in order, when it next reads its network. A full :meth:`Network.build` is the
same routine run over every laid card, so an incrementally kept graph and a
freshly built one are equal (a test checks this over random games).

>>> from rulebook.fracht_express.data import load_components
>>> comp = load_components()
>>> net = Network.build({(1, 0): ("D01", 0)}, {"A": (1, 1), "B": (1, -1)}, None, comp)
>>> sorted(net.graph.nodes)[:2]
[('S', 'A'), ('S', 'B')]
>>> [n for n, _ in net.ahead(("S", "A"), None)]
[('T', 1, 0, 0, 3)]
"""
from __future__ import annotations

import itertools

import networkx as nx

DX = (0, 1, 0, -1)
DY = (-1, 0, 1, 0)

_VERSIONS = itertools.count(1)  # every change of any network gets a number no other network ever had


class Network:
    """A rail system: ``graph`` (networkx), kept in step with the table cell by cell.

    ``top``: cell -> (card id, quarter turns) of the uppermost cards; ``station_at``: cell -> letter of every
    station (a station whose cell holds a card is closed and has no node); ``version``: a number that changes
    with every change of the graph; ``refs``: how many game states share this network (a shared one is
    copied before it changes).
    """

    __slots__ = ("graph", "top", "station_at", "comp", "_ahead", "refs", "version", "_ends_at")

    def __init__(self, stations: dict, comp):
        self.graph = nx.Graph()
        self.top = {}
        self._ends_at = {}
        self.station_at = {tuple(cell): L for L, cell in stations.items()}
        self.comp = comp
        self._ahead = {}
        self.refs = 1
        self.version = next(_VERSIONS)
        g = self.graph
        for cell, L in self.station_at.items():
            g.add_node(("S", L), kind="station", cell=cell, letter=L)

    @classmethod
    def build(cls, top: dict, stations: dict, closed, comp) -> "Network":
        """``top``: cell -> (card id, quarter turns); ``stations``: letter -> cell; ``closed``: a letter or None.

        A closed station is one with a card on it (``top`` holds that card); ``closed`` is accepted for
        clarity and must agree.
        """
        net = cls(stations, comp)
        for cell in sorted(top):
            net.set_cell(cell, top[cell])
        return net

    def clone(self) -> "Network":
        new = Network.__new__(Network)
        new.graph = self.graph.copy()
        new.top = dict(self.top)
        new._ends_at = dict(self._ends_at)
        new.station_at = dict(self.station_at)
        new.comp = self.comp
        new._ahead = {}
        new.refs = 1
        new.version = next(_VERSIONS)
        return new

    # ------------------------------------------------------------------ reading
    def ahead(self, node, facing) -> list:
        """The places one step on from ``node`` when facing ``facing`` (None in a station): [(node, facing)]."""
        key = (tuple(node), facing)
        got = self._ahead.get(key)
        if got is None:
            adj = self.graph._adj.get(key[0])
            got = []
            if adj is not None:
                u = key[0]
                for v, d in adj.items():
                    sides = d["sides"]
                    if sides.get(u) == facing:
                        sv = sides.get(v)
                        got.append((v, None if sv is None else 1 - sv))
                got.sort()
            self._ahead[key] = got
        return got

    def has(self, node) -> bool:
        return tuple(node) in self.graph

    # ------------------------------------------------------------------ changing
    def _ends(self, cell, side):
        e = self._ends_at.get(cell)
        return e[side] if e is not None else ()

    def set_cell(self, cell, value) -> None:
        """Put the card ``value`` = (card id, quarter turns) on ``cell``, or lift it (``value`` None).

        New nodes and steps are written straight into the graph's adjacency (``Graph._node`` / ``Graph._adj``,
        the dict-of-dicts networkx keeps; many small ``add_edge`` calls cost more than the rest of a turn);
        removals go through networkx.
        """
        cell = tuple(cell)
        old = self.top.get(cell)
        if old == value:
            return
        g = self.graph
        x, y = cell
        if old is not None:
            g.remove_nodes_from([("T", x, y, t, i) for t, (_, _, n) in enumerate(self.comp.geometry[old][0])
                                 for i in range(n)])
        if value is None:
            self._lift(cell)
        else:
            self._lay(cell, value)
        self._mark_switches(self._link_edges(cell, value))
        cache = getattr(g, "__networkx_cache__", None)
        if cache:
            cache.clear()
        self._ahead = {}
        self.version = next(_VERSIONS)

    def _lift(self, cell) -> None:
        """The card on ``cell`` is gone (its ties already removed): a station space there is a node again."""
        del self.top[cell]
        del self._ends_at[cell]
        L = self.station_at.get(cell)
        if L is not None:
            self.graph._node[("S", L)] = {"kind": "station", "cell": cell, "letter": L}
            self.graph._adj[("S", L)] = {}

    def _lay(self, cell, value) -> None:
        """The card ``value`` lies on ``cell``: its ties and the steps along each of its tracks, in place of
        the station or empty-space node that was there."""
        g = self.graph
        node_d = g._node
        adj = g._adj
        geometry = self.comp.geometry
        x, y = cell
        self.top[cell] = value
        self._ends_at[cell] = [[(("T", x, y, t, i), e) for t, i, e in side] for side in geometry[value][1]]
        here = self.station_at.get(cell)
        if here is not None and ("S", here) in node_d:
            g.remove_node(("S", here))
        if ("E", x, y) in node_d:
            g.remove_node(("E", x, y))
        cid = value[0]
        crossing = self.comp.cards[cid].crossing
        for t, (_, _, n) in enumerate(geometry[value][0]):
            prev = None
            for i in range(n):
                node = ("T", x, y, t, i)
                node_d[node] = {"kind": "tie", "card": cid, "cell": cell, "track": t, "index": i, "ties": n,
                                "switch": False}
                nbrs = adj[node] = {}
                if prev is not None:
                    nbrs[prev] = adj[prev][node] = {"length": 1, "cards": (cid,), "sides": {prev: 1, node: 0},
                                                    "centre": crossing and i == n // 2}
                prev = node

    def _link_edges(self, cell, value) -> list:
        """The steps across the four edges of ``cell``, to the neighbours' cards or out into empty spaces;
        empty-space nodes no track points into any more are removed. Returns the track ends touched."""
        g = self.graph
        node_d = g._node
        adj = g._adj
        top = self.top
        x, y = cell
        touched = []
        for s in range(4):
            c2 = (x + DX[s], y + DY[s])
            mine = self._ends(cell, s)
            theirs = self._ends(c2, (s + 2) % 4)
            touched += mine
            touched += theirs
            if mine and theirs:
                lo, hi = (mine, theirs) if cell < c2 else (theirs, mine)
                cards = (top[min(cell, c2)][0], top[max(cell, c2)][0])
                for u, su in lo:
                    for v, sv in hi:
                        adj[u][v] = adj[v][u] = {"length": 1, "cards": cards, "sides": {u: su, v: sv},
                                                 "centre": False}
            elif mine and c2 not in top:
                self._link_out(c2, mine, cell)
            elif theirs and value is None:
                self._link_out(cell, theirs, c2)
            e2 = ("E",) + c2  # an empty space no track points into any more
            if e2 in node_d and not adj[e2]:
                g.remove_node(e2)
        if value is None and ("E", x, y) in node_d and not adj[("E", x, y)]:
            g.remove_node(("E", x, y))
        return touched

    def _mark_switches(self, touched) -> None:
        """A track end with two steps out on one side is a switch (a switch can only be at the end of a track)."""
        node_d = self.graph._node
        adj = self.graph._adj
        for u, _ in touched:
            n0 = n1 = 0
            for d in adj[u].values():
                if d["sides"][u]:
                    n1 += 1
                else:
                    n0 += 1
            node_d[u]["switch"] = n0 > 1 or n1 > 1

    def _link_out(self, into, ends, frm):
        """Steps from the track ``ends`` of the card on ``frm`` into the cell ``into`` (no card there)."""
        node_d = self.graph._node
        adj = self.graph._adj
        L = self.station_at.get(into)
        card = (self.top[frm][0],)
        if L is not None:
            target = ("S", L)
        else:
            target = ("E",) + into
            if target not in node_d:
                node_d[target] = {"kind": "empty", "cell": into}
                adj[target] = {}
        for u, su in ends:
            adj[u][target] = adj[target][u] = {"length": 1, "cards": card, "sides": {u: su}, "centre": False}
