"""The Horror flow view: it follows the panel, rewinds by the engine's undo, and draws turns collapsed or expanded.

* after a move in the panel the view has redrawn (more actions, a new current step);
* picking a step rewinds to exactly that many actions: the panel's state equals
  (``to_json``) a fresh replay of the first ``step`` actions from the base, and
  Redo brings the game forward again;
* the DOT text: collapsed turns are one summary node each, the expanded turn
  shows its token and action nodes in its own cluster; the rule flow outlines the
  current phase;
* timing: a whole game's flow with turns collapsed in <= 2 s and one expanded
  turn in <= 300 ms (system Graphviz included).
"""
from __future__ import annotations

import doctest

import pytest

pytest.importorskip("ipywidgets")

import rulebook  # noqa: E402
import widgets  # noqa: E402
from widgets.horror import flow as HF  # noqa: E402
from widgets.graphviz_view import has_dot  # noqa: E402

H = rulebook.GAMES["horror"]
needs_dot = pytest.mark.skipif(not has_dot(), reason="the system Graphviz (dot) is not installed")


def bot_game(players=2, seed=3, actions=None):
    from rulebook.analysis.bots import make_bot
    s = H.new_game(players=players, seed=seed)
    b = make_bot("random", seed=seed)
    while not s.is_over and (actions is None or len(s.history) < actions):
        s.apply(b.choose(s))
    return s


def fresh_replay(state, step):
    """A new state: the base position with the first ``step`` actions applied one by one."""
    s = type(state)._load(state._base)
    s._base = state._base
    s._history = []
    s._cache = None
    for a in state.history[:step]:
        s.apply(a)
    return s


def test_doctests():
    res = doctest.testmod(HF)
    assert res.failed == 0 and res.attempted > 0


def test_view_redraws_after_a_move():
    panel = widgets.play(bot_game(actions=30))
    view = HF.FlowView(panel)
    before, dot_before, n = len(panel.state.history), view.dot, view.redraws
    panel.bot_play("move")
    assert len(panel.state.history) == before + 1
    assert view.redraws == n + 1
    assert view.dot != dot_before
    assert f"{before + 1:>3} · " in view._step.label
    assert str(before + 1) in view._info.value


def test_picking_a_step_rewinds_exactly_there():
    panel = widgets.play(bot_game(actions=40))
    view = HF.FlowView(panel, expand=HF.ALL_EXPANDED)
    full = panel.state.to_json()
    steps = {d["step"]: n for n, d in view._graph.nodes(data=True)}
    target = sorted(steps)[len(steps) // 2]
    assert 0 < target < 40
    expected = fresh_replay(panel.state, target).to_json()
    view._step.value = steps[target]          # choose it in the list: nothing happens yet
    assert len(panel.state.history) == 40
    view._go.click()                          # the person asks for the rewind
    assert len(panel.state.history) == target
    assert panel.state.to_json() == expected
    assert view.selected == steps[target]
    # the panel's redo brings every action back
    while panel.redo():
        pass
    assert panel.state.to_json() == full


@needs_dot
def test_clicking_a_node_in_the_picture_rewinds():
    panel = widgets.play(bot_game(actions=25))
    view = HF.FlowView(panel, expand=HF.ALL_EXPANDED)
    node, d = next((n, d) for n, d in view._graph.nodes(data=True) if d["cat"] == "token")
    assert f'data-key="step:{node}"' in view.svg
    expected = fresh_replay(panel.state, d["step"]).to_json()
    view._picture.click(f"step:{node}")
    assert len(panel.state.history) == d["step"]
    assert panel.state.to_json() == expected


def test_collapsed_and_expanded_dot():
    s = bot_game(actions=60)
    turns = HF.turns_of(s)
    assert len(turns) >= 4
    collapsed = HF.game_graph(s, HF.ALL_COLLAPSED)
    assert all(d["cat"] == "summary" for _n, d in collapsed.nodes(data=True))
    assert sorted(collapsed.nodes) == sorted(f"t{t}" for t in turns)
    dot_c = HF.game_dot(s, HF.ALL_COLLAPSED)
    assert "cluster_t" not in dot_c and "Event token drawn" not in dot_c
    t = turns[2]
    g = HF.game_graph(s, t)
    inside = [n for n, d in g.nodes(data=True) if d["turn"] == t]
    assert len(inside) > 1 and f"t{t}" not in g
    assert {d["cat"] for n, d in g.nodes(data=True) if d["turn"] == t} >= {"turn", "action", "token"}
    dot_e = HF.game_dot(s, t)
    assert f"subgraph cluster_t{t} " in dot_e and "Event token drawn" in dot_e
    assert all(f'"t{u}" [' in dot_e for u in turns if u != t)
    # the current turn is expanded by default; the last step is outlined
    cur = HF.game_graph(s)
    last = [n for n, d in cur.nodes(data=True) if d.get("current")]
    assert len(last) == 1 and cur.nodes[last[0]]["turn"] == turns[-1]
    assert 'penwidth=3 color="#c00000"' in HF.game_dot(s)


def test_rule_flow_highlights_the_current_phase():
    s = bot_game(actions=10)
    dot = HF.rule_dot(s)
    assert f'"{s.phase}" [label=' in dot
    line = next(x for x in dot.splitlines() if x.strip().startswith(f'"{s.phase}" [label='))
    assert "#c00000" in line
    panel = widgets.play(s)
    view = HF.FlowView(panel)
    view.show("rules")
    assert view.dot == dot and view._turn.layout.display == "none"


def test_turn_selector_expands_that_turn():
    panel = widgets.play(bot_game(actions=50))
    view = HF.FlowView(panel)
    turns = HF.turns_of(panel.state)
    view._turn.value = turns[1]
    assert view.expand == turns[1]
    assert f"subgraph cluster_t{turns[1]} " in view.dot
    view._turn.value = HF.ALL_COLLAPSED
    assert "subgraph cluster_t" not in view.dot


def test_whole_game_collapsed_and_one_turn_opened():
    """A whole greedy game's flow draws collapsed and with one turn opened (benchmarks/ measures how fast)."""
    from rulebook.analysis.bots import make_bot
    s = H.new_game(players=4, seed=0)
    b = make_bot("greedy", seed=1)
    while not s.is_over:
        s.apply(b.choose(s))
    turns = HF.turns_of(s)
    assert len(turns) > 15
    collapsed = HF.game_svg(s, HF.ALL_COLLAPSED)
    opened = HF.game_svg(s, turns[len(turns) // 2])
    assert collapsed.startswith("<svg") or "<svg" in collapsed
    assert opened != collapsed