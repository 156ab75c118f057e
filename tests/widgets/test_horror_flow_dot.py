"""The Horror flow pictures' DOT text (moved here with it from ``tests/horror/test_flow_pinned.py``, issue 33):
the rule flow's phases boxed by section with each transition labelled with its condition's words, the game
flow's labels wrapped at 30 characters and its turns titled in the flow's language, the labels' wrapping; and a
long game's flow drawn by Graphviz."""
import shutil

import networkx as nx
import pytest

from rulebook.horror import flow
from widgets.graphviz_view import dot_svg
from widgets.horror import flow_dot as D

from flow_helpers import long_game, played


def test_wrap_cuts_the_last_kept_line_with_an_ellipsis():
    """A label longer than its lines keeps the first ``lines`` lines, the last of them cut and ended with an
    ellipsis; the lines before it are left whole."""
    out = D.wrap("alpha beta gamma delta epsilon zeta eta theta iota kappa", 11, 3).split("\n")
    assert len(out) == 3
    assert out[0] == "alpha beta" and out[1] == "gamma delta"
    assert out[2].endswith("…") and len(out[2]) <= 11


def test_the_rule_flow_dot_boxes_phases_by_section_and_labels_transitions():
    """The rule flow's DOT text is a digraph with one box per rulebook section holding its phases, each phase
    drawn with its kind's shape and titled, and each transition labelled with its condition's words."""
    dot = D.rule_dot()
    assert dot.startswith("digraph horror_rules {") and dot.endswith("}")
    g = flow.rule_flow()
    sections = {d["rule"] for _, d in g.nodes(data=True)}
    assert dot.count("subgraph section_") == len(sections)
    title = D.quote(D.wrap("The Incantation of the ritual sheet", 16))
    assert f'"incantation" [label={title} shape=ellipse' in dot
    assert '"accuse" [label=' in dot and "shape=box" in dot and "shape=doubleoctagon" in dot
    words = D.quote(D.wrap(flow.condition_words("may_redraw"), 12, 3))
    assert f'"draw" -> "redraw" [label={words}];' in dot
    labels = [line.split("label=")[1] for line in dot.splitlines() if "subgraph" in line]
    assert all(lab.count("\\n") <= 1 for lab in labels)        # a section's title: at most 2 lines
    assert not any("None" in line for line in dot.splitlines() if "->" in line)


def test_game_dot_writes_every_label_wrapped_at_30_characters():
    """The game flow's DOT text labels each node with its own label, wrapped at 30 characters a line."""
    g = nx.DiGraph(name="horror game flow", lang="en")
    g.add_node("t1.0", label="x" * 25 + " abcde", cat="action", turn=1, current=True)
    g.add_node("t1.1", label="Dice", cat="effect", turn=1, current=False)
    g.add_edge("t1.0", "t1.1", kind="did")
    dot = D.game_dot(g)
    assert '"t1.0" [label="' + "x" * 25 + '\\nabcde" shape=box' in dot
    assert '"t1.1" [label="Dice" shape=plaintext' in dot


def test_the_game_dot_titles_turns_in_the_flows_language(shout):
    """A turn's box in the game flow's DOT text is titled in the language the flow was made in."""
    s = played(steps=12)
    dot = D.game_dot(flow.game_flow(s, lang=shout))
    assert "label=\"xx:Turn 1\"" in dot


def test_the_game_dot_has_one_cluster_per_opened_turn_and_one_line_per_edge():
    """A game flow with turn 3 opened is written with that turn's box, and one DOT edge per edge of the graph."""
    s = long_game()
    e = flow.game_flow(s, collapse=True, expand=3)
    dot = D.to_dot(e)
    assert "cluster_t3" in dot and dot.count("->") == e.number_of_edges()
    assert "cluster_t2" not in dot        # a collapsed turn is one node, not a box


@pytest.mark.skipif(shutil.which("dot") is None, reason="graphviz not installed")
def test_whole_game_and_one_turn_render():
    """A long game's flow renders collapsed and with one turn opened (benchmarks/ measures how fast)."""
    s = long_game()
    whole = dot_svg(D.to_dot(flow.game_flow(s, collapse=True)))
    svg = dot_svg(D.game_dot(flow.game_flow(s, collapse=True, expand=s.turns // 2)))
    assert "<svg" in whole and "<svg" in svg and len(svg) > len(whole) // 2
