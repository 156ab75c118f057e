"""The Horror lessons, played through the turn panel by clicking the picture as a person would.

For each lesson: the goal is not reached at the start; clicks on the picture's
keys (a skill tile, a car, a passenger die, a monster, a clue spot, an item, a
spell, a quest card, the conversation bag ...) reach it, checked by
``goal_reached`` on the engine's state and by a ``Target`` watching the panel;
a refused click changes nothing and shows the refusing section's title and the
engine's own reason; undo gives back the exact previous position (``to_json``);
the edge case builds a valid position the panel can show. The lessons'
doctests run too, and every lesson position is laid out field by field
(``common.table``), so its table does not depend on the setup's random draws.
"""
from __future__ import annotations

import pytest

pytest.importorskip("ipywidgets")

import rulebook  # noqa: E402
from widgets.horror import keys as K  # noqa: E402
from widgets.horror.lessons import (basic_actions, clues, common, end, essence, fight, grimoire, items,  # noqa: E402
                                    rest, setup, suspects, talk, turn)
import lesson_helpers as L  # noqa: E402
from lesson_helpers import (active_keys_exact as active_keys, check_lesson_shape, keys, log_text,  # noqa: E402
                            open_panel, prompt, run_doctests)

H = rulebook.GAMES["horror"]
LESSONS = (setup, turn, talk, fight, essence, rest, basic_actions, suspects, items, grimoire, clues, end)


def _on_picture(panel, k):
    assert k in keys(panel), (k, "is not on the picture")
    assert k in active_keys(panel), (k, "is not highlighted")


def click(panel, *ks):
    L.click(panel, *ks, before=_on_picture)


def assert_refused(panel, key, section_id, reason_part):
    """A click on ``key`` is refused: nothing changes; the note names the section and the engine's reason."""
    L.assert_refused_key(H, panel, key, section_id, K.actions_for_key, drawn=True, reason_part=reason_part)


def undo_restores(panel, *ks):
    L.undo_restores(panel, *ks, clicker=L.click)


def reach(lesson, *ks, state=None):
    panel, target = open_panel(lesson, state)
    click(panel, *ks)
    assert lesson.goal_reached(panel.state) and target.reached, prompt(panel)
    assert panel.state.check_invariants() == []
    return panel


# --------------------------------------------------------------------------- every lesson
@pytest.mark.parametrize("lesson", LESSONS, ids=lambda m: m.SECTION)
def test_lesson_shape(lesson):
    assert all(s in [x.id for x in H.SECTIONS] for s in getattr(lesson, "SECTIONS", ()))
    check_lesson_shape(H, lesson, position_round_trip=True)


@pytest.mark.parametrize("module", LESSONS + (common,), ids=lambda m: m.__name__.rsplit(".", 1)[1])
def test_lesson_doctests(module):
    run_doctests(module)


def test_positions_are_laid_out_by_hand():
    """The same table whatever the seed: the setup's random draws do not reach a lesson."""
    a, b = common.table(seed=1), common.table(seed=2)
    for field in ("cars", "active", "curtains", "passengers", "suspects", "monsters", "grimoire", "bag", "inv",
                  "items", "portals", "space", "speed"):
        assert getattr(a, field) == getattr(b, field), field
    assert [common.is_cultist(a, i) for i in range(6)] == [False, True, False, True, True, False]


# --------------------------------------------------------------------------- 01 setup
def test_setup_draft_reaches_goal():
    panel = reach(setup, "general:gen2", "general:gen10", "attribute:att4", "attribute:att1")
    st = panel.state
    assert st.phase == "actions" and st.inv[0].general == "gen2" and st.inv[1].general == "gen10"
    assert prompt(panel).startswith("Player 1: take your main action")


def test_setup_wrong_attributes_miss_goal():
    panel, target = open_panel(setup)
    click(panel, "general:gen2", "general:gen10", "attribute:att8", "attribute:att1")
    assert panel.state.phase == "actions" and not target.reached


def test_setup_refusal_and_undo():
    panel, _ = open_panel(setup)
    # the attributes are on the picture only after the skills; click one anyway
    before = panel.state.to_json()
    assert not panel.click_key("attribute:att4")
    assert panel.state.to_json() == before
    assert H.section("setup").title in panel.message_text
    assert "First the investigators draft their general skills" in panel.message_text
    undo_restores(panel, "general:gen2", "general:gen10")


# --------------------------------------------------------------------------- 02 turn
def test_turn_two_moves_then_bayonet():
    panel = reach(turn, "car:4", "car:6", "monster:6:red")
    st = panel.state
    assert st.inv[0].stamina == 0 and st.basics == 2 and st.main_done
    assert "killed" in log_text(panel)


def test_turn_refusal_third_basic_and_undo():
    panel, _ = open_panel(turn)
    click(panel, "car:4", "car:6")
    assert_refused(panel, "car:5", "turn", "two basic actions")
    undo_restores(panel, "monster:6:red")


def test_turn_edge_case_cannot_reach():
    panel, target = open_panel(turn, turn.edge_case())
    click(panel, "rest:0", "car:4", "car:6")
    assert panel.state.main_done and not target.reached
    assert "skill:0:sol_kill" not in active_keys(panel)


# --------------------------------------------------------------------------- 03 talk
def test_talk_stop_at_two_pairs():
    panel = reach(talk, "passenger:3:calm", "drawn:r:sanity", "bag", "bag", "bag", "stop", "clue:0:0", "clue:1:0")
    assert "The talk succeeds." in log_text(panel)
    assert common.face_up(panel.state) == talk.START + 2


def test_talk_odds_on_picture_and_prompt():
    panel, _ = open_panel(talk)
    click(panel, "passenger:3:calm", "drawn:r:sanity", "bag", "bag", "bag")
    assert "1/8" in prompt(panel) and "1/8 (12.5%)" in panel.svg


def test_talk_one_draw_too_many_fails():
    panel, target = open_panel(talk)
    click(panel, "passenger:3:calm", "drawn:r:sanity", "bag", "bag", "bag", "bag")
    assert "A third ticket token: the talk fails." in log_text(panel)
    while panel.state.stack:
        click(panel, active_keys(panel)[0])
    assert not target.reached


def test_talk_refusal_and_undo():
    panel, _ = open_panel(talk)
    click(panel, "passenger:3:calm", "bag")
    assert_refused(panel, "drawn:ticket", "talk", "Preparation is over")
    undo_restores(panel, "bag", "bag")


# --------------------------------------------------------------------------- 04 fight
def test_fight_push_off_the_back():
    panel = reach(fight, "car:5", "monster:5:red")
    assert "off the back of the train" in log_text(panel)
    assert [(m.colour, m.car) for m in panel.state.monsters] == [("green", 3)]


def test_fight_push_from_car_three_is_not_enough():
    panel, target = open_panel(fight)
    click(panel, "monster:3:green")
    assert sorted((m.colour, m.car) for m in panel.state.monsters) == [("green", 5), ("red", 5)] and not target.reached


def test_fight_refusal_and_undo():
    panel, _ = open_panel(fight)
    click(panel, "car:4")
    assert_refused(panel, "skill:0:sol_push", "skills", "condition")
    undo_restores(panel, "car:5", "monster:5:red")


def test_fight_faster_train_throws_from_car_three():
    reach(fight, "monster:3:green", state=fight.position(speed=3))


# --------------------------------------------------------------------------- 05 essence and passengers
def test_essence_bandage_then_joint_prayer():
    panel = reach(essence, "unique:0", "skill:0:doc_sp2")
    assert panel.state.essence_pool == 22


def test_essence_gather_a_calm_passenger_instead():
    panel, target = open_panel(essence)
    click(panel, "plaque:4")
    assert "gather" in prompt(panel)
    click(panel, "passenger:3:calm", "skill:0:doc_sp2")
    assert target.reached


def test_essence_refusal_and_undo():
    panel, _ = open_panel(essence)
    click(panel, "car:5")
    assert_refused(panel, "skill:0:doc_sp2", "skills", "condition")
    undo_restores(panel, "unique:0")


def test_essence_full_sanctuary():
    panel, _ = open_panel(essence, essence.edge_case())
    assert_refused(panel, "plaque:4", "passengers", "no empty space")


# --------------------------------------------------------------------------- 06 rest
def test_rest_upgrade_and_learn():
    panel = reach(rest, "rest:0", "skill:0:doc_calm", "learn:0:doc_sp2")
    me = panel.state.inv[0]
    assert me.stamina == 5 and me.track == 0 and not any(me.marked)
    # resting was the main action: the prompt no longer offers one
    assert panel.state.main_done and prompt(panel).startswith("Player 1: your main action is done")


def test_rest_refusal_and_undo():
    panel, _ = open_panel(rest)
    click(panel, "rest:0")
    assert_refused(panel, "skill:0:doc_ess", "rest", "action marker")
    undo_restores(panel, "skill:0:doc_calm")


# --------------------------------------------------------------------------- 07 moving and the cars
def test_moving_swap_then_salon():
    panel = reach(basic_actions, "passenger:2:happy", "plaque:2")
    assert "gives up the spot" in log_text(panel)


def test_moving_swapping_the_angry_passenger_misses_goal():
    panel, target = open_panel(basic_actions)
    click(panel, "passenger:2:angry")
    assert panel.state.inv[0].car == 2 and "plaque:2" not in active_keys(panel)
    assert not target.reached


def test_moving_refusal_and_undo():
    panel, _ = open_panel(basic_actions)
    assert_refused(panel, "car:2", "basic_actions", "swap places")
    undo_restores(panel, "passenger:2:calm")


def test_moving_locomotive_action():
    panel, _ = open_panel(basic_actions, basic_actions.edge_case())
    click(panel, "plaque:0")
    assert panel.state.speed == 2 and [(m.colour, m.car) for m in panel.state.monsters] == [("blue", 5), ("green", 6)]


# --------------------------------------------------------------------------- 08 suspects
def test_suspects_quest_after_reassure():
    panel = reach(suspects, "skill:0:jou_calm", "passenger:1:panicked", "quest:0")
    st = panel.state
    assert all(st.suspects[0].up) and len(st.items) == 1
    assert "not a cultist: the reward part" in log_text(panel)
    assert {"clue:0:3", "clue:0:4"} <= set(active_keys(panel))        # question-mark features to ask about


def test_suspects_refusal_and_undo():
    panel, _ = open_panel(suspects)
    assert_refused(panel, "quest:0", "suspects", "requirement")
    undo_restores(panel, "favor:0")


# --------------------------------------------------------------------------- 09 items and spells
@pytest.mark.parametrize("way", [("item:I00", "monster:6:red"), ("item:I11", "monster:6:red"), ("spell:0",)],
                         ids=["pnakotic", "lightning-gun", "shrivelling"])
def test_items_three_ways(way):
    panel = reach(items, *way)
    assert panel.state.pool["red"] == 5


def test_items_refusal_and_undo():
    panel, _ = open_panel(items)
    assert_refused(panel, "skill:0:sol_kill", "skills", "action marker")
    undo_restores(panel, "item:I00")


def test_items_resting_first_misses_goal():
    panel, target = open_panel(items)
    click(panel, "rest:0", "rest:0", "item:I11", "monster:6:red")      # rest (keeping the experience), then the gun
    assert panel.state.pool["red"] == 5 and not target.reached


# --------------------------------------------------------------------------- 10 grimoire
def test_grimoire_learn_and_cast():
    panel = reach(grimoire, "skill:0:pro_occ", "spell:0", "monster:6:red")
    assert "learn the spell" in log_text(panel)


def test_grimoire_refusal_blocked_spell_and_undo():
    panel, _ = open_panel(grimoire)
    click(panel, "skill:0:pro_occ", "spell:0", "monster:6:red")
    assert_refused(panel, "spell:0", "grimoire", "sanity token")
    undo_restores(panel, "car:3")


def test_grimoire_unstable_cast_kills_two():
    panel, _ = open_panel(grimoire, grimoire.edge_case())
    click(panel, "skill:0:pro_occ", "spell:0", "monster:6:red", "monster:5:green")
    assert panel.state.inv[0].unstable and len(panel.state.monsters) == 1


# --------------------------------------------------------------------------- 11 clues
def test_clues_hunch_proves_suspect_five():
    panel = reach(clues, "skill:0:det_sp2", "clue:4:3", "clue:0:5")
    assert clues.settled(panel.state, 4) is True


def test_clues_wrong_reveals_miss_goal():
    panel, target = open_panel(clues)
    click(panel, "skill:0:det_sp2", "clue:0:4", "clue:0:5")
    assert not target.reached


def test_clues_refusal_and_undo():
    panel, _ = open_panel(clues)
    click(panel, "skill:0:det_sp2")
    assert_refused(panel, "clue:4:0", "clues", "face up already")
    undo_restores(panel, "clue:4:3")


def test_clues_exercise_feedback():
    ex = clues.exercise()
    right = {i + 1: common.is_cultist(ex, i) for i in range(6)}
    assert all(line.startswith(f"Suspect {i + 1}: right.") for i, line in enumerate(clues.check(ex, right)))
    wrong = {**right, 5: False}
    assert "Suspect 5: not right. A cultist: 4 mystic tokens." in clues.check(ex, wrong)


# --------------------------------------------------------------------------- 12 winning and losing
def test_end_right_marks_win():
    panel = reach(end, "accuse:0:no", "accuse:1:yes", "accuse:2:no", "accuse:3:yes", "accuse:4:yes", "accuse:5:no")
    assert panel.state.outcome().winners == (0,)
    assert "every suspect was identified correctly" in log_text(panel)


def test_end_one_wrong_mark_loses():
    panel, target = open_panel(end)
    click(panel, "accuse:0:no", "accuse:1:yes", "accuse:2:yes", "accuse:3:yes", "accuse:4:yes", "accuse:5:no")
    assert panel.state.is_over and not target.reached
    assert "Suspect 3 was marked wrongly." in log_text(panel)


def test_end_refusal_and_undo():
    panel, _ = open_panel(end)
    assert_refused(panel, "car:1", "end", "only the accusation")
    undo_restores(panel, "accuse:0:no", "accuse:1:yes")


def test_end_insane_investigator_loses_at_once():
    panel, _ = open_panel(end, end.edge_case())
    click(panel, "spell:0")
    assert panel.state.is_over and panel.state.outcome().winners == ()
    assert "went insane" in log_text(panel)
    assert not panel.click_key("car:2")
    assert H.section("end").title in panel.message_text and "The game is over" in panel.message_text
