"""The FrachtExpress pictures: the table SVG with its click keys, and the rail network as DOT (graphviz).

* The table SVG parses as XML in every kind of position (new game, dealt
  layout, a drive under way, a crossing check, game over, a full table); its
  keys cover the hand, the spaces, the buttons and every legal action the
  panel highlights; a selected card lights exactly the spaces the engine
  allows for it.
* The DOT names every station and every locomotive, pins every place, and
  renders to SVG with ``neato -n2``.
* Changing the table through the engine (laying a card, covering one) changes
  both the graph drawn and the set of places highlighted as reachable, which
  comes from the engine's drives.
"""
from __future__ import annotations

import re
import shutil
import xml.etree.ElementTree as ET

import pytest

import rulebook
from rulebook.fracht_express import actions as A
from rulebook.fracht_express.scenario import scenario
from widgets.fracht_express import keys as K
from widgets.fracht_express.graph import (PLAYER_COLOURS, Drive, drives, in_use, network_dot, node_key,
                                          parse_node, reachable, render_svg)
from widgets.fracht_express.svg import KEY_PREFIXES, render_table

FX = rulebook.GAMES["fracht_express"]
SWITCH = [(5, 3, "D01", 1), (6, 3, "D24", 3)]


def parse(svg: str):
    return ET.fromstring(svg)


def keys(svg: str) -> list:
    return re.findall(r'data-key="([^"]+)"', svg)


def active(svg: str) -> set:
    return set(re.findall(r'class="rb-click rb-active[^"]*" data-key="([^"]+)"', svg))


def panel_active(state) -> frozenset:
    return frozenset(k for k in (K.key_of(state, a) for a in state.legal_actions()) if k)


def positions():
    s0 = FX.new_game(players=3, seed=7)
    s1 = FX.new_game(players=2, seed=3, layout="dealt")
    s2 = scenario(2, 1, table=SWITCH, hands={0: ["D05", "D08"]}, pos={1: (5, 3, 0, 0, 0)})
    s2.apply(A.Move("D05"))                                      # waiting for the shove's way at the switch
    s3 = scenario(2, 1, table=[(5, 3, "D46", 0), (6, 3, "D01", 1)], hands={0: ["D32"]},
                  attached={0: ["D05", "D07", "D09"]}, top=["D17"])
    s3.apply(A.Move("D32"))                                      # a crossing check: cars to give up
    from widgets.fracht_express.lessons import end_of_game
    s4 = end_of_game.position()
    s4.apply(A.EndTurn())                                        # game over
    return {"new": s0, "dealt": s1, "shove": s2, "drop": s3, "over": s4}


# --------------------------------------------------------------------------- the table SVG
@pytest.mark.parametrize("name", ["new", "dealt", "shove", "drop", "over"])
def test_table_svg_parses_and_shows_the_legal_keys(name):
    st = positions()[name]
    svg = K.render(st, active=panel_active(st))
    root = parse(svg)
    assert root.tag.endswith("svg") and root.get("viewBox")
    ks = keys(svg)
    assert ks and all(k.split(":")[0] in KEY_PREFIXES for k in ks)
    # every legal action's key is in the picture (laying: its hand card)
    missing = {K.key_of(st, a) for a in st.legal_actions()} - set(ks) - {None}
    assert not missing, missing


def test_keys_of_a_new_game():
    st = FX.new_game(players=3, seed=7)
    svg = render_table(st, active=panel_active(st))
    ks = set(keys(svg))
    hand = st.players[0].hand
    assert {f"hand:{c}" for c in hand} <= ks
    assert {f"{k}:{c}" for c in hand for k in ("move", "draw", "pickup")} <= ks
    assert {"spot:5:3", "spot:3:3", "spot:4:2", "spot:4:4", "end"} <= ks
    assert "end" in active(svg) and not any(k.startswith("spot:") for k in active(svg))
    assert {f"draw:{c}" for c in hand} <= active(svg)          # drawing is legal, moving is not (no track yet)
    assert not any(k.startswith("move:") for k in active(svg))
    for letter in "ABCDEFGHIJ":
        assert f">{letter}</text>" in svg


def test_selected_card_lights_exactly_the_engine_spaces():
    st = scenario(2, 1, table=[(5, 3, "D01", 1)], hands={0: ["D24", "D13"]})
    for turn in (0, 1):
        svg = render_table(st, selected="D24", turn=turn)
        lit = {k for k in active(svg) if k.startswith("spot:")}
        engine = {f"spot:{a.x}:{a.y}" for a in st.legal_actions()
                  if type(a) in (A.Extend, A.Cover) and a.card == "D24" and a.turn == turn}
        assert lit == engine
        assert ("spot:5:3" in lit) == (turn == 1)                  # covering keeps E-W only when turned 1
    assert {"turn:0", "turn:1", "turn:2", "turn:3"} <= set(keys(render_table(st, selected="D24")))


def test_selection_clicks_lay_a_card_and_turn_it():
    st = scenario(2, 1, hands={0: ["D01", "D13"]})
    note = K.actions_for_key(st, "hand:D01")
    assert "D01 selected" in note.text()
    assert K.selection(st) == ("D01", 0)
    assert "track west–east" in K.actions_for_key(st, "turn:1").text()   # D01 turned a quarter, in compass words
    assert K.actions_for_key(st, "spot:5:3") == [A.Extend("D01", 5, 3, 1)]
    st.apply(A.Extend("D01", 5, 3, 1))
    assert K.selection(st) == (None, 0)                          # the card left the hand: selection gone
    assert "First choose a card" in K.actions_for_key(st, "spot:6:3").text()
    assert K.actions_for_key(st, "hand:D13").text().startswith("D13")
    assert "no longer selected" in K.actions_for_key(st, "hand:D13").text()


def test_key_mapping_both_ways():
    st = scenario(2, 1, table=SWITCH, hands={0: ["D05"]}, pos={1: (5, 3, 0, 0, 0)})
    assert K.actions_for_key(st, "move:D05") == [A.Move("D05")]
    assert K.actions_for_key(st, "draw:D05") == [A.DrawCards("D05")]
    assert K.actions_for_key(st, "pickup:D05") == [A.PickUp("D05")]
    assert K.actions_for_key(st, "end") == [A.EndTurn()]
    assert K.actions_for_key(st, "car:0:D05") == [A.Deliver("D05"), A.DropCar("D05")]
    assert K.actions_for_key(st, "nonsense:1") == []
    assert K.actions_for_key(st, "go:x") == []
    for a in st.legal_actions():
        k = K.key_of(st, a)
        if k and not k.startswith("hand:"):
            assert a in K.actions_for_key(st, k)
    st.apply(A.Move("D05"))
    for a in st.legal_actions():
        assert K.actions_for_key(st, K.key_of(st, a)) == [a]


def test_destination_click_follows_the_engine_drives():
    st = scenario(2, 1, table=SWITCH, hands={0: ["D08"]})
    K.actions_for_key(st, "hand:D08")
    svg = K.render(st)
    dests = {k for k in active(svg) if k.startswith("dest:")}
    assert dests == {"dest:" + node_key(n) for n in reachable(st, "D08")} == {"dest:S:F", "dest:E:6:2"}
    assert K.actions_for_key(st, "dest:S:F") == [A.Move("D08")]
    st.apply(A.Move("D08"))
    assert K.actions_for_key(st, "dest:S:F") == [A.Go(6, 3, 0)]
    assert K.actions_for_key(st, "dest:E:6:2") == [A.Go(6, 3, 1)]


def test_seat_view_hides_other_hands():
    st = FX.new_game(players=2, seed=2)
    svg = render_table(st, seat=1)
    assert {f"hand:{c}" for c in st.players[1].hand} <= set(keys(svg))
    assert not any(f"hand:{c}" in keys(svg) for c in st.players[0].hand)


def test_panel_uses_the_picture():
    import widgets
    panel = widgets.play("fracht_express", players=2, seed=4)
    assert "rb-fx" in panel.svg
    card = panel.state.players[0].hand[0]
    assert panel.click_key(f"hand:{card}")
    assert f"{card} selected" in panel.message_text
    assert panel.click_key("spot:5:3")
    assert panel.state.top[(5, 3)][0] == card


# --------------------------------------------------------------------------- the network (DOT)
def test_dot_names_every_station_and_locomotive():
    st = scenario(3, 1, table=SWITCH + [(4, 4, "D46", 0)], pos={1: (5, 3, 0, 0, 0), 2: (6, 3, 1, 1, 1)})
    dot = network_dot(st)
    used = in_use(st)                                        # the picture is cropped to the stations in use
    assert set(used) == {"A", "F"}                           # A: the locomotives; F: beside the cards
    for letter in "ABCDEFGHIJ":
        assert (f'"S:{letter}"' in dot) == (letter in used)
    for p in range(3):
        assert f'"loco:{p}"' in dot and PLAYER_COLOURS[p] in dot
    g = st.network()
    for n in g.nodes:
        assert f'"{node_key(n)}"' in dot or (n[0] == "S" and n[1] not in used)
    assert dot.count(" -- ") >= g.number_of_edges()
    assert all(re.search(r'pos="-?[\d.]+,-?[\d.]+!"', line) for line in dot.splitlines()
               if line.lstrip().startswith('"') and " -- " not in line)
    assert "D46 ✕" in dot                                     # the crossing is marked


def test_dot_closed_station_is_marked():
    st = scenario(2, 1, table=[(7, 3, "D03", 0)], closed="F")
    dot = network_dot(st)
    assert '"closed:F"' in dot and '"S:F"' not in dot


@pytest.mark.skipif(shutil.which("neato") is None, reason="graphviz (neato) is not installed")
def test_dot_renders_to_svg():
    st = scenario(2, 1, table=SWITCH, hands={0: ["D05"]}, pos={1: (5, 3, 0, 0, 0)})
    reach = reachable(st, "D05")
    d = reach[("T", 6, 3, 0, 1)][0]
    svg = render_svg(network_dot(st, card="D05", drive=d))
    root = parse(svg)
    assert root.tag.endswith("svg")
    assert "Player 1" in svg and "#f0e442" in svg.lower()


def test_drive_records_path_and_shove():
    st = scenario(2, 1, table=SWITCH, hands={0: ["D05"]}, pos={1: (5, 3, 0, 0, 0)})
    ds = drives(st, A.Move("D05"))
    assert len(ds) == 4 and all(isinstance(d, Drive) for d in ds)
    d = next(d for d in ds if d.actions == (A.Move("D05"), A.PushTo(6, 3, 1), A.Go(6, 3, 0)))
    assert d.end == ("T", 6, 3, 0, 1) and d.path[0] == ("S", "A") and len(d.path) == 7
    assert d.pushed[1] == (("T", 5, 3, 0, 0), ("T", 6, 3, 1, 0))
    dot = network_dot(st, drive=d)
    assert PLAYER_COLOURS[0] in dot and 'style="dashed"' in dot
    assert drives(st, A.Move("D99")) == [] and drives(st) == []


def test_table_change_changes_graph_and_reach():
    """Lay a card, then cover one, through the engine: the DOT and the reachable places follow."""
    st = scenario(2, 1, table=[(5, 3, "D01", 1)], hands={0: ["D02", "D24", "D16"]})
    dot0, reach0 = network_dot(st, card="D16"), set(reachable(st, "D16"))
    assert reach0 == {("E", 6, 3)}                             # off the end after one card
    assert '"E:6:3"' in dot0 and '"T:6:3:0:0"' not in dot0
    st.apply(A.Extend("D02", 6, 3, 1))                          # lay a card: the line reaches F
    dot1, reach1 = network_dot(st, card="D16"), set(reachable(st, "D16"))
    assert reach1 == {("S", "F")}
    assert '"T:6:3:0:0"' in dot1 and '"E:6:3"' not in dot1 and dot1 != dot0
    st.apply(A.Cover("D24", 5, 3, 3))                           # cover: a branch north appears on (5, 3)
    dot2, reach2 = network_dot(st, card="D16"), set(reachable(st, "D16"))
    assert '"T:5:3:1:0"' in dot2 and '"E:5:2"' in dot2
    assert reach2 == {("S", "F"), ("E", 5, 2)}
    st.undo()
    assert set(reachable(st, "D16")) == reach1 and network_dot(st, card="D16") == dot1


def test_node_keys_round_trip():
    for n in (("T", -1, 3, 0, 2), ("S", "A"), ("E", 6, -2)):
        assert parse_node(node_key(n)) == n
    assert parse_node("T:1:2") is None and parse_node("Q") is None and parse_node("E:a:b") is None


def test_full_table_pictures():
    """All fifty cards laid: the pictures still parse and stay quick enough to redraw on every click."""
    import time

    from widgets.fracht_express.bench import full_table
    st, hand = full_table(cards=47)
    assert len(st.table) == 47 and st.check_invariants() == []
    t = time.perf_counter()
    dot = network_dot(st, card=hand[0])
    svg = render_table(st, selected=hand[0])
    assert time.perf_counter() - t < 2.0                        # generous; the benchmark measures properly
    parse(svg)
    assert dot.count('"loco:') == 4


def test_module_doctests():
    import doctest

    from widgets.fracht_express import graph, keys, svg
    for mod in (graph, svg, keys):
        result = doctest.testmod(mod, optionflags=doctest.ELLIPSIS)
        assert result.attempted > 0 and result.failed == 0, mod.__name__


@pytest.mark.parametrize("options", [{}, {"layout": "dealt"}, {"advanced": True}], ids=["basic", "dealt", "advanced"])
def test_random_games_always_draw(options):
    """Random play to the end: at every decision the table SVG parses and shows every legal action's key, and
    the network DOT can be written (a selected card now and then, so reachable places are drawn too)."""
    import random

    try:
        st = FX.new_game(players=3, seed=5, **options)
    except rulebook.ConfigError as e:   # the advanced game while the engine does not play it yet
        pytest.skip(str(e))
    rng = random.Random(5)
    n = 0
    while not st.is_over and n < 600:
        legal = st.legal_actions()
        if st.phase == "turn" and st.players[st.cur].hand and rng.random() < 0.3:
            K.actions_for_key(st, "hand:" + rng.choice(st.players[st.cur].hand))
        svg = K.render(st, active=panel_active(st))
        parse(svg)
        assert not ({K.key_of(st, a) for a in legal} - set(keys(svg)) - {None})
        network_dot(st)
        st.apply(rng.choice(legal))
        n += 1
    assert st.is_over
    parse(K.render(st))
