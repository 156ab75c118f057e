"""The flow graphs' rules that mutation testing found unpinned (issue 21): the losing edges added to every
phase that has no edge to ``over`` yet, a game's flow (turn titles and summaries of collapsed turns, at most
``max_effects`` details per step, a lesson's base turn), and the language the graphs are written in. Their DOT
text and the labels' wrapping are the widgets' (``tests/widgets/test_horror_flow_dot.py``)."""
from collections import Counter


from rulebook.horror import flow
from rulebook.horror.scenario import ready

from flow_helpers import played


def test_a_condition_without_words_is_shown_by_its_name():
    """A transition whose condition has no words of its own is labelled with the condition's name, its
    underscores as spaces; the unconditional one has no label."""
    assert flow.condition_words("some_new_condition") == "some new condition"
    assert flow.condition_words("always") == ""


def test_the_losing_edges_keep_the_transitions_to_over_the_table_has():
    """``losses=True`` adds a losing edge to ``over`` only from phases that have none: the accusation's own
    transition to ``over`` keeps its condition."""
    g = flow.rule_flow(losses=True)
    assert g.edges["accuse", "over"]["condition"] == "all_accused"
    assert not g.edges["accuse", "over"].get("loss")
    assert g.edges["draw", "over"]["loss"] and g.edges["draw", "over"]["condition"] == "loss"


def test_the_rule_flow_is_written_in_the_language_asked_for(shout):
    """Phase titles of the rule flow are in the language asked for."""
    g = flow.rule_flow(lang=shout)
    assert g.nodes["over"]["title"] == "xx:The game is over"


def test_a_collapsed_turn_is_titled_and_summed_up():
    """A collapsed turn is one node titled with its turn and followed by the count of each kind of step."""
    s = played()
    g = flow.game_flow(s, collapse=True)
    labels = {d["turn"]: d["label"] for _, d in g.nodes(data=True)}
    assert labels[0].startswith("Setup and draft\n")
    assert labels[2].startswith("Turn 2\nactions: ")
    assert "train moves: 1" in labels[2]


def test_each_step_shows_at_most_max_effects_details():
    """No step of a game's flow has more than ``max_effects`` detail nodes hanging off it."""
    s = played()
    full = Counter(u for u, v in flow.game_flow(s).edges() if flow.game_flow(s).nodes[v]["cat"] == "effect")
    assert max(full.values()) > 2
    g = flow.game_flow(s, max_effects=2)
    few = Counter(u for u, v in g.edges() if g.nodes[v]["cat"] == "effect")
    assert max(few.values()) == 2


def test_a_lesson_starting_in_a_turn_files_its_first_steps_under_that_turn():
    """A game whose base position is in the middle of turn 1 (a lesson) files its first steps under turn 1,
    not under the setup."""
    s = ready(players=1, seed=5)
    assert s.turns == 1
    s.apply(s.legal_actions()[0])
    g = flow.game_flow(s)
    assert {d["turn"] for _, d in g.nodes(data=True)} == {1}


def test_game_events_tags_the_actions():
    """``game_events`` gives each action as ``("action", action, seat)`` beside the events it caused."""
    s = played(steps=5)
    acts = [e for _, e in flow.game_events(s) if isinstance(e, tuple)]
    assert len(acts) == 5 and all(a[0] == "action" for a in acts)
    assert [a[1] for a in acts] == list(s.history)
