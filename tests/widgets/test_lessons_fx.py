"""The FrachtExpress lessons (basic game), played through the turn panel by clicking the picture.

For each lesson: the goal is not reached at the start; clicks on the picture
keys (select a hand card, choose its turn, click a space or a yellow
destination, the car and button keys) reach it, checked by ``goal_reached``
on the engine's state and by a ``Target`` watching the panel; one refused
click shows the refusing section's title and the engine's own reason; undo
gives back the exact previous position; the edge case builds a valid position
the panel can show. The lessons' doctests run too.
"""
from __future__ import annotations

import pytest

pytest.importorskip("ipywidgets")

import rulebook  # noqa: E402
import widgets  # noqa: E402
from widgets.fracht_express.lessons import (change, crossings, deliver, derail, distance_cards, draw,  # noqa: E402
                                            end_of_game, extend, move, pick_up, preparation, ramming, turn)
from widgets.fracht_express.keys import actions_for_key  # noqa: E402
from lesson_helpers import (active_keys, assert_refused_key, check_lesson_shape, click, keys, open_panel,  # noqa: E402
                            run_doctests, text as _text, undo_restores)

FX = rulebook.GAMES["fracht_express"]
LESSONS = (preparation, distance_cards, turn, extend, change, pick_up, deliver, move, ramming, derail, crossings,
           draw, end_of_game)


def assert_refused(panel, key, section_id):
    """A click on ``key`` is refused: nothing changes, and the note names the section and the engine's reason."""
    assert_refused_key(FX, panel, key, section_id, actions_for_key)


# --------------------------------------------------------------------------- every lesson
@pytest.mark.parametrize("lesson", LESSONS, ids=lambda m: m.SECTION)
def test_lesson_shape(lesson):
    check_lesson_shape(FX, lesson)


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda m: m.SECTION)
def test_lesson_doctests(lesson):
    run_doctests(lesson)


def test_every_basic_section_has_a_lesson():
    basic = [s.id for s in FX.SECTIONS][:[s.id for s in FX.SECTIONS].index("advanced")]
    assert [m.SECTION for m in LESSONS] == basic


# --------------------------------------------------------------------------- the lessons, clicked
def test_preparation():
    panel, target = open_panel(preparation)
    assert {"hand:" + c for c in panel.state.players[0].hand} <= set(keys(panel))
    assert_refused(panel, "pickup:D38", "pick_up")
    click(panel, "hand:D38")
    assert "D38 selected" in panel.message_text
    click(panel, "turn:3", "spot:5:3")
    assert panel.state.top[(5, 3)] == ("D38", 3) and not target.reached
    click(panel, "end")
    assert target.reached and panel.state.current_player == 1


def test_preparation_undo():
    panel, _ = open_panel(preparation)
    undo_restores(panel, "hand:D38", "spot:5:3")


def test_distance_cards_by_destination():
    panel, target = open_panel(distance_cards)
    assert_refused(panel, "pickup:D07", "pick_up")
    click(panel, "hand:D07")
    assert "dest:T:6:3:0:0" in active_keys(panel)       # the reachable place is marked
    click(panel, "dest:T:6:3:0:0")
    assert target.reached
    assert "discards D07 to move 8 ties" in _text(panel._log.value)


def test_distance_cards_nine_enters_the_station():
    panel, target = open_panel(distance_cards)
    click(panel, "move:D16")
    assert panel.state.players[0].pos == ["S", "F"] and not target.reached
    assert panel.undo() and panel.state.players[0].pos == ["S", "A"]


def test_turn():
    panel, target = open_panel(turn)
    assert_refused(panel, "move:D13", "move")
    click(panel, "hand:D01", "turn:1", "spot:5:3", "hand:D02", "turn:1", "spot:6:3")
    assert len(panel.state.table) == 2 and panel.state.current_player == 0 and not target.reached
    click(panel, "end")
    assert target.reached


def test_turn_undo():
    panel, _ = open_panel(turn)
    undo_restores(panel, "hand:D01", "spot:5:3", "end")


def test_extend():
    panel, target = open_panel(extend)
    click(panel, "hand:D01")
    assert_refused(panel, "spot:5:1", "extend")
    click(panel, "turn:1", "spot:5:3", "hand:D03", "turn:1", "spot:6:3")
    assert target.reached


def test_extend_buttons_follow_the_selection():
    panel, _ = open_panel(extend)
    assert not any(label.startswith("Lay ") for label in panel.button_labels)
    click(panel, "hand:D13", "turn:2")
    lays = [label for label in panel.button_labels if label.startswith("Lay ")]
    assert lays and all("D13" in label and "track south–west" in label for label in lays)   # turned twice
    panel.click_button("Lay D13 east of Station A, track south–west.")                        # space (5, 3)
    assert panel.state.top[(5, 3)] == ("D13", 2)


def test_change_the_rulebook_examples():
    panel, target = open_panel(change)
    click(panel, "hand:D24")
    assert_refused(panel, "spot:5:3", "change")            # turned 0: the old track is not kept
    click(panel, "turn:1")
    assert "spot:5:3" in active_keys(panel)
    click(panel, "spot:5:3")
    assert target.reached
    edge = widgets.play(change.edge_case())
    click(edge, "hand:D24", "turn:1")
    assert_refused(edge, "spot:5:3", "change")             # a locomotive stands on it


def test_pick_up():
    panel, target = open_panel(pick_up)
    assert_refused(panel, "pickup:D02", "pick_up")
    click(panel, "pickup:D01", "pickup:D21")
    assert target.reached and "car:0:D21" in keys(panel)
    undo_restores(panel, "pickup:D11")


def test_deliver():
    panel, target = open_panel(deliver)
    assert_refused(panel, "car:0:D02", "deliver")
    click(panel, "car:0:D14")
    assert not target.reached
    click(panel, "car:0:D01")
    assert target.reached and panel.state.players[0].attached == ["D02"]


def test_move_by_destination_and_switch():
    panel, target = open_panel(move)
    assert_refused(panel, "move:D08", "move")
    click(panel, "hand:D32")
    assert {"dest:S:F", "dest:E:6:2"} <= set(active_keys(panel))
    click(panel, "dest:S:F")                                 # starts the drive: it stops at the switch
    assert panel.state.stack and {"go:6:3:0", "go:6:3:1"} <= set(keys(panel))
    click(panel, "dest:S:F")                                 # the same place again picks the way
    assert target.reached


def test_move_wrong_branch_derails():
    panel, target = open_panel(move)
    click(panel, "move:D32", "go:6:3:1")
    assert panel.state.players[0].pos == ["S", "A"] and panel.state.players[0].attached == []
    assert not target.reached
    panel.undo()
    assert panel.state.stack and panel.state.players[0].attached == ["D21", "D31"]


def test_ramming():
    panel, target = open_panel(ramming)
    click(panel, "move:D05")
    assert set(active_keys(panel)) >= {"push:6:3:0", "push:6:3:1"}
    assert_refused(panel, "go:6:3:0", "ramming")
    click(panel, "push:6:3:1", "go:6:3:0")
    assert target.reached
    undo_restores(panel, "end")


def test_derail():
    panel, target = open_panel(derail)
    assert_refused(panel, "pickup:D09", "pick_up")
    click(panel, "hand:D09", "dest:T:5:3:0:0")
    assert target.reached
    assert "runs off the rails" in _text(panel._log.value)


def test_derail_own_locomotive_misses_goal():
    panel, target = open_panel(derail)
    click(panel, "move:D13")
    assert panel.state.players[0].pos == ["S", "A"] and not target.reached


def test_crossings():
    panel, target = open_panel(crossings)
    click(panel, "hand:D32")
    assert_refused(panel, "spot:5:3", "crossings")
    click(panel, "move:D32")
    assert panel.state.stack[-1].KIND == "drop"
    assert {"car:0:D05", "car:0:D07", "car:0:D09"} <= set(active_keys(panel))
    click(panel, "car:0:D05", "car:0:D09")
    assert target.reached


def test_draw():
    panel, target = open_panel(draw)
    assert_refused(panel, "move:D03", "move")
    undo_restores(panel, "draw:D18")
    click(panel, "draw:D03")
    assert target.reached and len(panel.state.players[0].hand) == 8


def test_end_of_game():
    panel, target = open_panel(end_of_game)
    assert_refused(panel, "pickup:D08", "pick_up")
    click(panel, "car:0:D40", "end")
    assert panel.state.is_over and target.reached
    assert "Game over" in _text(panel._prompt.value)


def test_end_of_game_without_delivering_loses():
    panel, target = open_panel(end_of_game)
    click(panel, "end")
    assert panel.state.is_over and not target.reached and panel.state.outcome().winners == (1,)
