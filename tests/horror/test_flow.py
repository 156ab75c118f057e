"""The pictures: the rule flow is built from the phase table alone; every transition the engine takes in
random games is an edge of it, every phase it enters a node; a game's own flow (drawn: tests/widgets/test_horror_flow_dot.py)."""
import random

from rulebook.horror import HORROR, flow, phases
from rulebook.horror.state import HorrorState

from flow_helpers import long_game


def test_rule_flow_is_exactly_the_phase_table():
    g = flow.rule_flow()
    assert set(g.nodes) == set(phases.PHASES)
    assert {(a, b) for a, b in g.edges} == {(a, b) for a, b, _ in phases.edges()}
    for a, b, c in phases.edges():
        assert g.edges[a, b]["condition"] == c
    # everything is reachable from the start, and the game can always end
    import networkx as nx
    assert nx.descendants(g, "draft_skill") | {"draft_skill"} == set(g.nodes)
    assert all(nx.has_path(g, n, "over") for n in g.nodes)
    lossy = flow.rule_flow(losses=True)
    assert all(lossy.has_edge(n, "over") for n in g.nodes if n != "over")


def test_every_transition_and_phase_of_random_games_is_in_the_picture():
    g = flow.rule_flow(losses=True)
    seen_phases, seen_edges = set(), set()

    slot = HorrorState.phase   # the field's slot, read and written by the spy

    def get(st):
        return slot.__get__(st)

    def spy(st, target):   # every change of phase, whoever makes it (the machine, a loss, the accusation)
        try:
            old = slot.__get__(st)
        except AttributeError:   # a state being set up has no phase yet
            old = None
        if old is not None and old != target:
            seen_edges.add((old, target))
        seen_phases.add(target)
        slot.__set__(st, target)
    HorrorState.phase = property(get, spy)
    try:
        for seed in range(30):
            rit = ["black_magic", "pestilence", "fade_to_black", "bell_tolls", "awakening"][seed % 5]
            s = HORROR.new_game(players=1 + seed % 4, seed=seed, ritual=rit)
            rnd = random.Random(seed)
            while not s.is_over:
                seen_phases.add(s.phase)
                s.apply(rnd.choice(s.legal_actions()))
            seen_phases.add(s.phase)
    finally:
        HorrorState.phase = slot
    assert seen_phases <= set(g.nodes)
    assert seen_edges <= set(g.edges)
    # the event flow was really exercised
    assert {"draw", "token", "place", "board", "space", "space_done", "board_discard", "pursuit", "portals",
            "vampire_prey", "ritual", "reaction", "monster_attack", "monster_move", "appendix", "incantation"} <= seen_phases


def test_game_flow_clusters_turns_and_marks_the_current_step():
    s = long_game()
    g = flow.game_flow(s)
    turns = {d["turn"] for _, d in g.nodes(data=True)}
    assert max(turns) == s.turns
    assert sum(1 for _, d in g.nodes(data=True) if d["current"]) == 1
    cats = {d["cat"] for _, d in g.nodes(data=True)}
    assert {"turn", "action", "token", "train"} <= cats
    assert all(0 <= d["step"] <= len(s.history) for _, d in g.nodes(data=True))
    c = flow.game_flow(s, collapse=True)
    assert c.number_of_nodes() == len(turns)
    e = flow.game_flow(s, collapse=True, expand=3)
    assert e.number_of_nodes() > c.number_of_nodes()


def test_a_node_step_rewinds_the_game_there():
    s = long_game()
    g = flow.game_flow(s)
    tok = next(d for _, d in g.nodes(data=True) if d["cat"] == "token" and d["turn"] == 3)
    t = s.copy()
    while len(t.history) > tok["step"]:
        t.undo()
    texts = [e.text for e in t.log]
    assert tok["label"] in texts and t.check_invariants() == []
    n = texts.count(tok["label"])
    t.undo()          # one step earlier the token had not been drawn yet
    assert [e.text for e in t.log].count(tok["label"]) == n - 1
