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

import pytest

pytest.importorskip("ipywidgets")

import rulebook  # noqa: E402
import widgets  # noqa: E402
from widgets.horror.lessons import (bell_tolls, black_magic, event_board, event_common,  # noqa: E402
                                    event_tokens, fade_to_black, landscapes, monsters, passengers, pestilence,
                                    portals, ritual, train, vampire)
from widgets.target import Target  # noqa: E402
from lesson_helpers import (active_keys_exact as active_keys, check_end_refused_before_main,  # noqa: E402
                            check_end_then_undo, check_event_lesson_shape, run_doctests)

H = rulebook.GAMES["horror"]
LESSONS = (event_tokens, event_board, portals, vampire, ritual, black_magic, pestilence, fade_to_black, bell_tolls,
           passengers, monsters, train, landscapes)
#: clicks beyond the "end" mark: a button label, or a picture key prefix (the first highlighted key with it)
EXTRA = {ritual: [("button", "Spend 1 Occult token to weaken the Incantation.")],
         bell_tolls: [("key", "clue:")]}


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
    check_event_lesson_shape(H, lesson)


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda m: m.__name__.rsplit(".", 1)[1])
def test_refused_click_names_section_and_reason(lesson):
    check_end_refused_before_main(H, lesson)


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda m: m.__name__.rsplit(".", 1)[1])
def test_undo_restores(lesson):
    check_end_then_undo(lesson)


@pytest.mark.parametrize("module", LESSONS + (event_common,), ids=lambda m: m.__name__.rsplit(".", 1)[1])
def test_lesson_doctests(module):
    run_doctests(module)
