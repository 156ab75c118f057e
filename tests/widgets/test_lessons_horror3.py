"""The Horror lessons of notebooks 27-29 (block tokens and speed, the Blood-Red Fez arc, difficulty), played
through the turn panel by clicks as a person would.

Same checks as the event-step lessons: the goal is not reached at the start; clicking the "end the actions"
mark (and, for the fez, a council card's button) reaches it, checked by ``goal_reached`` and by a ``Target``
watching the panel; ending the actions before the main action is refused with the section's title and the
engine's reason, changing nothing; undo gives back the exact previous position; the edge case is a valid
position whose event step plays too; the doctests run; the notebooks exist, are listed in the index and hold
no outputs.
"""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

pytest.importorskip("ipywidgets")

import rulebook  # noqa: E402
import widgets  # noqa: E402
from rulebook.horror.actions import EndActions  # noqa: E402
from widgets.horror.lessons import blocks, difficulty, fez_arc  # noqa: E402
from widgets.target import Target  # noqa: E402
from lesson_helpers import (active_keys_exact as active_keys, buttons, check_end_refused_before_main,  # noqa: E402
                            check_end_then_undo, check_event_lesson_shape, run_doctests)

H = rulebook.GAMES["horror"]
ROOT = Path(__file__).resolve().parents[2]
LESSONS = (blocks, fez_arc, difficulty)
NOTEBOOKS = {blocks: "27_block_tokens_and_speed.ipynb", fez_arc: "28_blood_red_fez.ipynb",
             difficulty: "29_difficulty.ipynb"}
ids = [m.__name__.rsplit(".", 1)[1] for m in LESSONS]


def play_lesson(lesson):
    panel = widgets.play(lesson.position())
    target = Target(lesson.GOAL, lesson.goal_reached).watch(panel)
    assert not target.reached and not lesson.goal_reached(panel.state)
    assert "end" in active_keys(panel)
    assert panel.click_key("end"), panel.message_text
    if lesson is fez_arc:
        offered = [b for b in buttons(panel) if b.startswith("Choose Fez Council card")]
        assert len(offered) == 2 and not any(re.search(r"\bF\d\b", b) for b in offered), offered  # names, not ids
        panel.click_button(offered[0])
    return panel, target


@pytest.mark.parametrize("lesson", LESSONS, ids=ids)
def test_goal_reached_by_clicks(lesson):
    panel, target = play_lesson(lesson)
    assert lesson.goal_reached(panel.state) and target.reached, panel.state.prompt.text("en")
    assert panel.state.check_invariants() == []


@pytest.mark.parametrize("lesson", LESSONS, ids=ids)
def test_shape_and_edge_case(lesson):
    check_event_lesson_shape(H, lesson)


def test_edge_cases_say_what_they_claim():
    s = blocks.edge_case()
    s.apply(EndActions())
    assert s.block_on == {blocks.PORTAL: ["x1"]}           # one of the two tokens left, one stayed
    s = blocks.position(sides=("inf",))
    s.apply(EndActions())
    assert s.block_on == {blocks.PORTAL: ["inf"]} and s.blocks == 7   # the lasting face stays
    s = fez_arc.edge_case()
    s.apply(EndActions())
    assert s.fez_card == "F2" and s.phase != "fez" and any("happens again" in e.text for e in s.log)
    s = difficulty.edge_case()
    s.apply(EndActions())
    assert s.space != difficulty.SPACE and s.event_discard.count("still_time") == 1
    table = difficulty.setups()
    assert [table[k]["still_time"] for k in ("easy", "normal", "proper")] == ["bag", "discard", "out"]
    assert table["beyond 2"]["escalations"] == 2


@pytest.mark.parametrize("lesson", LESSONS, ids=ids)
def test_refused_click_names_section_and_reason(lesson):
    check_end_refused_before_main(H, lesson)


@pytest.mark.parametrize("lesson", LESSONS, ids=ids)
def test_undo_restores(lesson):
    check_end_then_undo(lesson)


@pytest.mark.parametrize("lesson", LESSONS, ids=ids)
def test_lesson_doctests(lesson):
    run_doctests(lesson)


@pytest.mark.parametrize("lesson", LESSONS, ids=ids)
def test_notebook_listed_and_clean(lesson):
    name = NOTEBOOKS[lesson]
    nb = json.loads((ROOT / "notebooks" / "horror" / name).read_text())
    code = [c for c in nb["cells"] if c["cell_type"] == "code"]
    assert all(not c.get("outputs") and c.get("execution_count") is None for c in code)
    src = "".join("".join(c["source"]) for c in nb["cells"])
    assert lesson.__name__.rsplit(".", 1)[1] in src and "Quiz(" in src and "Target(" in src
    assert f"horror/{name}" in (ROOT / "notebooks" / "index.ipynb").read_text()
