"""The engine keeps the rail network and the lists of cards to lay or cover up to date card by card; these
tests check that what it keeps always equals what a fresh build from the table gives."""
import random

import pytest

from rulebook.fracht_express import FRACHT_EXPRESS as G
from rulebook.fracht_express.actions import Extend
from rulebook.fracht_express.network import Network
from rulebook.fracht_express.state import init_derived


def _canon(g):
    return ({n: dict(d) for n, d in g.nodes(data=True)},
            {frozenset((u, v)): dict(d) for u, v, d in g.edges(data=True)})


def _fresh(s):
    t = s.copy()
    init_derived(t)
    t._cache = None
    t.table_changed()
    return t


OPTS = [{}, {"layout": "dealt"}, {"rulings": {"quick_reference": "card"}}, {"rulings": {"cover_orientation": "card"}},
        {"advanced": True}, {"advanced": True, "hijack": "J"}]


@pytest.mark.parametrize("opts", OPTS, ids=lambda o: "-".join(f"{k}={v}" for k, v in o.items()) or "basic")
def test_kept_network_and_lists_equal_a_fresh_build(opts):
    for seed in range(3):
        rnd = random.Random(seed)
        s = G.new_game(players=2 + seed % 3, seed=seed, **opts)
        step = 0
        while not s.is_over:
            legal = s.legal_actions()
            step += 1
            if s.phase == "turn" and step % 2:
                t = _fresh(s)
                assert t.legal_actions() == legal
                built = Network.build(s.top, {L: tuple(c) for L, c in s.stations.items()}, s.closed, s.comp)
                assert _canon(s.net.graph) == _canon(built.graph)
            s.apply(rnd.choice(legal))


def test_network_snapshot_and_copies():
    s = G.new_game(players=2, seed=3)
    g = s.network()
    assert s.network() is g                      # same table, same graph
    probe = s.copy()
    lay = next(a for a in probe.legal_actions() if isinstance(a, Extend))
    probe.apply(lay)
    assert probe.network() is not g
    assert probe.network().number_of_nodes() > g.number_of_nodes()
    assert _canon(s.network()) == _canon(g)      # the original did not change with its copy
    g.add_node("scribble")                        # changing a handed-out graph does not touch the engine's
    assert "scribble" not in s.net.graph
    s.apply(lay)
    assert _canon(s.net.graph) == _canon(probe.net.graph)


@pytest.mark.parametrize("opts", OPTS, ids=lambda o: "-".join(f"{k}={v}" for k, v in o.items()) or "basic")
def test_network_read_late_equals_a_fresh_build(opts):
    """Req: the network catches up with the table when it is read, however many cards were laid, covered or
    moved since it was last read (and a copy made in between changes a network of its own); and the legal
    actions of a locomotive in a station, which do not read the network, agree with it: a station lets a
    locomotive leave exactly when the network's station node has a next step, and a locomotive on a tie, facing
    either way, exactly when the network's tie node has a next step that way."""
    from rulebook.fracht_express.move import leaves_station, leaves_tie
    for seed in range(3):
        rnd = random.Random(100 + seed)
        s = G.new_game(players=2 + seed % 3, seed=seed, **opts)
        step = 0
        while not s.is_over:
            step += 1
            if s.phase == "turn" and step % 7 == 0:
                before = s.copy()
                for L in sorted(s.stations):
                    assert leaves_station(s, L) == bool(s.net.ahead(("S", L), None)), (seed, step, L)
                for node in [n for n in s.net.graph if n[0] == "T"]:
                    for f in (0, 1):
                        assert leaves_tie(s, list(node), f) == bool(s.net.ahead(node, f)), (seed, step, node, f)
                built = Network.build(s.top, {L: tuple(c) for L, c in s.stations.items()}, s.closed, s.comp)
                assert _canon(s.net.graph) == _canon(built.graph)
                if step % 2:   # the copy, read after the original has moved on, still shows the old table
                    s.apply(rnd.choice(s.legal_actions()))
                    old = Network.build(before.top, {L: tuple(c) for L, c in before.stations.items()},
                                        before.closed, before.comp)
                    assert _canon(before.net.graph) == _canon(old.graph)
                    continue
            s.apply(rnd.choice(s.legal_actions()))
        built = Network.build(s.top, {L: tuple(c) for L, c in s.stations.items()}, s.closed, s.comp)
        assert _canon(s.net.graph) == _canon(built.graph)
