"""The flow pictures' rules that mutation testing found unpinned (issue 21): the rule flow's DOT text (phases
boxed by section, each transition labelled with its condition's words), the losing edges added to every phase
that has no edge to ``over`` yet, a game's flow (turn titles and summaries of collapsed turns, at most
``max_effects`` details per step, a lesson's base turn), its DOT text, the labels' wrapping, and the language
the pictures are written in."""
import random
from collections import Counter

import networkx as nx
import pytest

from rulebook import i18n
from rulebook.horror import HORROR, flow
from rulebook.horror.scenario import ready


@pytest.fixture
def shout(monkeypatch):
    """A made-up language "xx" whose every sentence is the English one behind "xx:" (so a picture shows which
    of its words went through the translation)."""
    real = i18n.translations

    class Marked:
        def gettext(self, s):
            return "xx:" + s

        def ngettext(self, s, p, n):
            return "xx:" + (s if n == 1 else p)

        def pgettext(self, c, s):
            return "xx:" + s

        def npgettext(self, c, s, p, n):
            return "xx:" + (s if n == 1 else p)

    monkeypatch.setattr(i18n, "translations", lambda lang="en": Marked() if lang == "xx" else real(lang))
    return "xx"


def _game(steps=40, seed=0):
    s = HORROR.new_game(players=1, seed=seed)
    rnd = random.Random(seed)
    for _ in range(steps):
        if s.is_over:
            break
        s.apply(rnd.choice(s.legal_actions()))
    return s


def test_wrap_cuts_the_last_kept_line_with_an_ellipsis():
    """A label longer than its lines keeps the first ``lines`` lines, the last of them cut and ended with an
    ellipsis; the lines before it are left whole."""
    out = flow.wrap("alpha beta gamma delta epsilon zeta eta theta iota kappa", 11, 3).split("\n")
    assert len(out) == 3
    assert out[0] == "alpha beta" and out[1] == "gamma delta"
    assert out[2].endswith("…") and len(out[2]) <= 11


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


def test_the_rule_flow_dot_boxes_phases_by_section_and_labels_transitions():
    """The rule flow's DOT text is a digraph with one box per rulebook section holding its phases, each phase
    drawn with its kind's shape and titled, and each transition labelled with its condition's words."""
    dot = flow.rule_dot()
    assert dot.startswith("digraph horror_rules {") and dot.endswith("}")
    g = flow.rule_flow()
    sections = {d["rule"] for _, d in g.nodes(data=True)}
    assert dot.count("subgraph section_") == len(sections)
    title = flow._q(flow.wrap("The Incantation of the ritual sheet", 16))
    assert f'"incantation" [label={title} shape=ellipse' in dot
    assert '"accuse" [label=' in dot and "shape=box" in dot and "shape=doubleoctagon" in dot
    words = flow._q(flow.wrap(flow.condition_words("may_redraw"), 12, 3))
    assert f'"draw" -> "redraw" [label={words}];' in dot
    labels = [line.split("label=")[1] for line in dot.splitlines() if "subgraph" in line]
    assert all(lab.count("\\n") <= 1 for lab in labels)        # a section's title: at most 2 lines
    assert not any("None" in line for line in dot.splitlines() if "->" in line)


def test_the_rule_flow_is_written_in_the_language_asked_for(shout):
    """Phase titles of the rule flow are in the language asked for."""
    g = flow.rule_flow(lang=shout)
    assert g.nodes["over"]["title"] == "xx:The game is over"


def test_a_collapsed_turn_is_titled_and_summed_up():
    """A collapsed turn is one node titled with its turn and followed by the count of each kind of step."""
    s = _game()
    g = flow.game_flow(s, collapse=True)
    labels = {d["turn"]: d["label"] for _, d in g.nodes(data=True)}
    assert labels[0].startswith("Setup and draft\n")
    assert labels[2].startswith("Turn 2\nactions: ")
    assert "train moves: 1" in labels[2]


def test_each_step_shows_at_most_max_effects_details():
    """No step of a game's flow has more than ``max_effects`` detail nodes hanging off it."""
    s = _game()
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
    s = _game(steps=5)
    acts = [e for _, e in flow.game_events(s) if isinstance(e, tuple)]
    assert len(acts) == 5 and all(a[0] == "action" for a in acts)
    assert [a[1] for a in acts] == list(s.history)


def test_game_dot_writes_every_label_wrapped_at_30_characters():
    """The game flow's DOT text labels each node with its own label, wrapped at 30 characters a line."""
    g = nx.DiGraph(name="horror game flow", lang="en")
    g.add_node("t1.0", label="x" * 25 + " abcde", cat="action", turn=1, current=True)
    g.add_node("t1.1", label="Dice", cat="effect", turn=1, current=False)
    g.add_edge("t1.0", "t1.1", kind="did")
    dot = flow.game_dot(g)
    assert '"t1.0" [label="' + "x" * 25 + '\\nabcde" shape=box' in dot
    assert '"t1.1" [label="Dice" shape=plaintext' in dot


def test_the_game_dot_titles_turns_in_the_flows_language(shout):
    """A turn's box in the game flow's DOT text is titled in the language the flow was made in."""
    s = _game(steps=12)
    dot = flow.game_dot(flow.game_flow(s, lang=shout))
    assert "label=\"xx:Turn 1\"" in dot
