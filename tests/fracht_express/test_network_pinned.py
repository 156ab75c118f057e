"""Rail-network rules that mutation testing found unpinned (issue 21): every node and step carries the
attributes the module's notes list (also after cards are lifted, e.g. off a closed station), a graph kept card
by card equals a fresh build after lifts, a rail system with no card has no steps, and a copied network gets a
version number of its own."""
from rulebook.fracht_express.data import load_components
from rulebook.fracht_express.network import Network

COMP = load_components()
STATIONS = {"A": (1, 1), "B": (1, -1)}
NODE_KEYS = {"station": {"kind", "cell", "letter"}, "empty": {"kind", "cell"},
             "tie": {"kind", "card", "cell", "track", "index", "ties", "switch"}}
STEP_KEYS = {"length", "cards", "sides", "centre"}


def _canon(g):
    return ({n: dict(d) for n, d in g.nodes(data=True)},
            {frozenset((u, v)): dict(d) for u, v, d in g.edges(data=True)})


def _check_attributes(net):
    for n, d in net.graph.nodes(data=True):
        assert set(d) == NODE_KEYS[d["kind"]], (n, d)
        if d["kind"] == "station":
            assert n == ("S", d["letter"]) and tuple(d["cell"]) == STATIONS[d["letter"]]
    for u, v, d in net.graph.edges(data=True):
        assert set(d) == STEP_KEYS, (u, v, d)
        assert d["length"] == 1 and isinstance(d["cards"], tuple) and d["cards"]


def test_lifting_cards_leaves_the_graph_a_fresh_build_would_make():
    """Cards laid, then one lifted off a station's cell (the station opens again) and one lifted beside a card
    whose track pointed into it (that track now ends in an empty space): every node and step has its
    attributes, and the graph equals a fresh build from the cards left."""
    net = Network.build({}, STATIONS, None, COMP)
    top = {(1, 0): ("D01", 0), (2, 0): ("D02", 1), (3, 0): ("D03", 1), (1, 1): ("D04", 1)}
    for cell, value in top.items():
        net.set_cell(cell, value)
    _check_attributes(net)
    assert ("S", "A") not in net.graph                 # closed: a card lies on it
    for cell in ((1, 1), (3, 0)):
        net.set_cell(cell, None)
        del top[cell]
    _check_attributes(net)
    assert net.graph.nodes[("S", "A")] == {"kind": "station", "cell": (1, 1), "letter": "A"}
    assert ("E", 3, 0) in net.graph
    assert _canon(net.graph) == _canon(Network.build(top, STATIONS, None, COMP).graph)


def test_steps_into_a_station_or_an_empty_space_name_their_card():
    """A step from a track end into a station or an empty space costs one, names the card it is on, is not a
    crossing's centre, and records only the tie's side it leaves by."""
    net = Network.build({(1, 0): ("D01", 0), (2, 0): ("D02", 1)}, STATIONS, None, COMP)
    _check_attributes(net)
    into = [(u, v, d) for u, v, d in net.graph.edges(data=True) if u[0] != v[0]]
    assert into
    for u, v, d in into:
        tie = u if u[0] == "T" else v
        assert d["cards"] == (net.graph.nodes[tie]["card"],) and d["centre"] is False and list(d["sides"]) == [tie]


def test_no_card_no_step():
    """A rail system with no card laid: the stations stand alone, and no step leads anywhere from them."""
    net = Network.build({}, STATIONS, None, COMP)
    assert sorted(net.graph.nodes) == [("S", "A"), ("S", "B")]
    assert net.ahead(("S", "A"), None) == []


def test_a_copied_network_has_a_version_of_its_own():
    """Every network, a copy too, has a version number no other network had; a change gives a new one."""
    net = Network.build({(1, 0): ("D01", 0)}, STATIONS, None, COMP)
    a, b = net.clone(), net.clone()
    versions = [net.version, a.version, b.version]
    assert all(isinstance(v, int) for v in versions) and len(set(versions)) == 3
    a.set_cell((2, 0), ("D02", 1))
    assert a.version not in versions and _canon(net.graph) != _canon(a.graph)
