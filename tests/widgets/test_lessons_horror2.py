"""The Horror event-step lessons (part 2), played through the turn panel by clicks as a person would.

For each lesson: the goal is not reached at the start; clicking the picture's
"end the actions" mark (and, where the step asks, the decision's button or a
highlighted clue) reaches it, checked by ``goal_reached`` and by a ``Target``
watching the panel; ending the actions before the main action is refused with
the section's title and the engine's reason (the panel's "Why not?", since the
mark is not on the picture then), and changes nothing; undo gives
back the exact previous position (``to_json``); the edge case is a valid
position the panel can show. The lessons' doctests run too.
"""
from __future__ import annotations

import doctest
import html
import re

import pytest

pytest.importorskip("ipywidgets")

import rulebook  # noqa: E402
import widgets  # noqa: E402
from widgets.lessons.horror import (bell_tolls, black_magic, event_board, event_common,  # noqa: E402
                                    event_tokens, fade_to_black, landscapes, monsters, passengers, pestilence,
                                    portals, ritual, train, vampire)
from widgets.target import Target  # noqa: E402

H = rulebook.GAMES["horror"]
LESSONS = (event_tokens, event_board, portals, vampire, ritual, black_magic, pestilence, fade_to_black, bell_tolls,
           passengers, monsters, train, landscapes)
#: clicks beyond the "end" mark: a button label, or a picture key prefix (the first highlighted key with it)
EXTRA = {ritual: [("button", "Spend 1 Occult token(s) to weaken the Incantation.")],
         bell_tolls: [("key", "clue:")]}


def keys(panel) -> list:
    return re.findall(r'data-key="([^"]+)"', panel.svg)


def active_keys(panel) -> list:
    return re.findall(r'class="rb-click rb-active" data-key="([^"]+)"', panel.svg)


def play_lesson(lesson):
    panel = widgets.play(lesson.position())
    target = Target(lesson.GOAL, lesson.goal_reached).watch(panel)
    assert not target.reached and not lesson.goal_reached(panel.state)
    assert "end" in active_keys(panel)
    assert panel.click_key("end"), panel.message_text
    for kind, what in EXTRA.get(lesson, []):
        if kind == "button":
            panel.click_button(what)
        else:
            k = next(k for k in active_keys(panel) if k.startswith(what))
            assert panel.click_key(k), panel.message_text
    return panel, target


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda m: m.__name__.rsplit(".", 1)[1])
def test_goal_reached_by_clicks(lesson):
    panel, target = play_lesson(lesson)
    assert lesson.goal_reached(panel.state) and target.reached, panel.state.prompt.text("en")
    assert panel.state.check_invariants() == []


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda m: m.__name__.rsplit(".", 1)[1])
def test_shape_and_edge_case(lesson):
    ids = [s.id for s in H.SECTIONS]
    assert lesson.SECTION in ids
    assert isinstance(lesson.GOAL, str) and lesson.GOAL.endswith(".")
    s = lesson.position()
    assert s.check_invariants() == [] and not lesson.goal_reached(s)
    assert H.from_json(s.to_json()).to_json() == s.to_json()
    e = lesson.edge_case()
    assert e.check_invariants() == []
    panel = widgets.play(e)
    assert panel.click_key("end"), panel.message_text   # the edge case plays its event step too
    assert panel.state.check_invariants() == []


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda m: m.__name__.rsplit(".", 1)[1])
def test_refused_click_names_section_and_reason(lesson):
    panel = widgets.play(lesson.position(main=False))
    before = panel.state.to_json()
    from rulebook.horror.actions import EndActions
    assert "end" not in active_keys(panel)      # the mark is not offered before the main action
    panel.why_not(EndActions())                 # the panel's "Why not?" for ending the actions
    assert panel.state.to_json() == before
    v = panel.state.explain(EndActions())
    assert v is not None and v.rule == "turn"
    msg = html.unescape(panel.message_text)
    assert "Not allowed" in msg and H.section("turn").title in msg, msg
    assert v.reason in msg and "main action" in msg, msg


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda m: m.__name__.rsplit(".", 1)[1])
def test_undo_restores(lesson):
    panel = widgets.play(lesson.position())
    before = panel.state.to_json()
    assert panel.click_key("end")
    assert panel.state.to_json() != before
    while panel.state.history:
        assert panel.undo()
    assert panel.state.to_json() == before


@pytest.mark.parametrize("module", LESSONS + (event_common,), ids=lambda m: m.__name__.rsplit(".", 1)[1])
def test_lesson_doctests(module):
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
    assert result.attempted > 0 and result.failed == 0
