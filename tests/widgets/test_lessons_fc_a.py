"""The First Class lessons of sections 1-9, played through the turn panel as a person would.

For each lesson: the goal is not reached at the start; clicks on the picture
and on the action buttons reach it (checked by ``goal_reached`` on the
engine's state and by a ``Target`` watching the panel); the prompt, buttons
and log say what happened; one refused click shows the refusing section's
title and the engine's reason; undo gives back the exact previous position;
the edge case builds a valid position. The lessons' doctests run too.
"""
from __future__ import annotations

import pytest

pytest.importorskip("ipywidgets")

import rulebook  # noqa: E402
import widgets  # noqa: E402
from rulebook.first_class import actions as A  # noqa: E402
from widgets.first_class.lessons import (cars, conductors, contracts, locomotive, round as round_lesson,  # noqa: E402
                                         setup, start_player, turn, upgrade_choice)
from lesson_helpers import (assert_refused_action, check_lesson_shape, click_undo_restores, keys, log_text,  # noqa: E402
                            open_panel, prompt, run_doctests)

FC = rulebook.GAMES["first_class"]
LESSONS = (setup, round_lesson, turn, cars, upgrade_choice, conductors, locomotive, contracts, start_player)


def assert_refused(panel, action, section_id):
    """The panel's message names the section's title and the engine's own reason."""
    assert_refused_action(FC, panel, action, section_id)


# --------------------------------------------------------------------------- every lesson
@pytest.mark.parametrize("lesson", LESSONS, ids=lambda m: m.SECTION)
def test_lesson_shape(lesson):
    check_lesson_shape(FC, lesson)


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda m: m.SECTION)
def test_lesson_doctests(lesson):
    run_doctests(lesson)


# --------------------------------------------------------------------------- 01 setup
def test_setup_goal_by_drafting_around_the_locomotive_card():
    panel, target = open_panel(setup)
    assert prompt(panel) == "Player 3: keep one Game End card from the hand and pass the rest."
    assert panel.button_labels == ["Keep Game End card GE13.", "Keep Game End card GE20.",
                                   "Keep Game End card GE12.", "Keep Game End card GE11."]
    assert "draft:GE20" in keys(panel)
    assert panel.click_key("draft:GE13")
    assert prompt(panel).startswith("Player 2:")
    panel.click_button("Keep Game End card GE12.")
    assert prompt(panel).startswith("Player 1:")
    assert panel.button_labels == ["Keep Game End card GE20.", "Keep Game End card GE11."]
    assert panel.click_key("draft:GE20")
    assert setup.goal_reached(panel.state) and target.reached
    st = panel.state
    assert st.phase == "turn" and st.round == 1 and len(st.ge_display) == 4
    assert sum(1 for row in st.rows for c in row if c) == 18
    assert all(pl.coins == [1, 0, 0] and pl.trains == [[0], [0]] and len(pl.mail_left) == 4 for pl in st.players)
    assert "The last drafted card is shuffled back" in log_text(panel)


def test_setup_wrong_start_player_card_misses_goal():
    panel, target = open_panel(setup)
    panel.click_key("draft:GE20")      # the first drafter keeps the locomotive card
    panel.click_key("draft:GE13")
    panel.click_key("draft:GE12")
    assert panel.state.phase == "turn" and not target.reached


def test_setup_refusal_and_undo():
    panel, _ = open_panel(setup)
    assert not panel.click_key("card:X-G01")
    assert_refused(panel, A.TakeCard("X-G01"), "setup")
    assert "First every player keeps one Game End card" in panel.message_text
    click_undo_restores(panel, lambda: panel.click_key("draft:GE11"))


def test_setup_edge_case_two_players():
    panel = widgets.play(setup.edge_case())
    assert len(panel.button_labels) == 3 and prompt(panel).startswith("Player 2:")
    panel.click_button(panel.button_labels[0])
    assert len(panel.button_labels) == 2 and prompt(panel).startswith("Player 1:")


# --------------------------------------------------------------------------- 02 round
def test_round_goal_by_clearing_row_two():
    panel, target = open_panel(round_lesson)
    assert prompt(panel).startswith("Player 1: take an action card")
    assert "Take action card X-G18." in panel.button_labels
    assert panel.click_key("card:X-G08")
    assert "from row 2, so the row is cleared: 3 cards leave the game." in log_text(panel)
    assert round_lesson.goal_reached(panel.state) and target.reached
    assert panel.state.rows[1] == [None] * 6
    assert panel.button_labels == ["Carry out the card.", "Forego the card for one upgrade."]


def test_round_taking_the_target_itself_misses_goal():
    panel, target = open_panel(round_lesson)
    panel.click_key("card:X-G18")
    assert "X-G18" not in panel.state.removed and not target.reached


def test_round_refusal_of_a_cleared_card_and_undo():
    panel, _ = open_panel(round_lesson)
    gone = A.TakeCard(round_lesson.CLEARED)
    # the "Why not?" list offers only what can be seen and tried: a card that left the table is not in it
    panel._more.selected_index = 0
    offered = [a for _label, a in panel._why_pick.options]
    assert offered and gone not in offered
    assert all(panel._view.key_of(panel.state, a) is None or panel._view.key_of(panel.state, a) in panel.svg
               for a in offered)
    panel.why_not(gone)                                               # asked in code, it is still explained
    assert_refused(panel, gone, "round")
    assert "left the game" in panel.message_text
    click_undo_restores(panel, lambda: panel.click_key("card:X-G08"))


def test_round_tile_does_not_clear_a_row():
    panel = widgets.play(round_lesson.edge_case())
    assert panel.click_key("tile")
    assert panel.state.row_taken[1] == 1 and "X-G18" in panel.state.rows[1]


# --------------------------------------------------------------------------- 03 turn
def test_turn_goal_by_foregoing():
    panel, target = open_panel(turn)
    assert panel.click_key("card:X-G11")
    assert prompt(panel) == "Player 1: carry the card out, or forego it for one upgrade."
    panel.click_button("Forego the card for one upgrade.")
    assert prompt(panel) == "Player 1: upgrade a car of your choice (1 left), or leave it out."
    assert "Add a 0-value car to the upper train." not in panel.button_labels
    panel.click_button("Upgrade car 1 of the upper train to value 2.")
    assert turn.goal_reached(panel.state) and target.reached
    assert "Player 1 foregoes card X-G11 for one upgrade." in log_text(panel)
    assert panel.button_labels[-1] == "End the turn."
    assert "X-G11" in panel.state.players[0].completed


def test_turn_carrying_out_misses_goal():
    panel, target = open_panel(turn)
    panel.click_key("card:X-G11")
    panel.click_button("Carry out the card.")
    assert not target.reached and "Player 1 carries out card X-G11." in log_text(panel)


def test_turn_refusal_and_undo():
    panel, _ = open_panel(turn)
    panel.why_not(A.CarryOut())
    assert_refused(panel, A.CarryOut(), "turn")
    assert "Take a card first" in panel.message_text
    click_undo_restores(panel, lambda: panel.click_key("card:X-G05"))


def test_turn_edge_case_card_that_cannot_be_used():
    panel = widgets.play(turn.edge_case())
    panel.click_key("card:X-G10")
    panel.click_button("Carry out the card.")
    assert "it is lost" in log_text(panel) and "X-G10" in panel.state.players[0].completed
    assert panel.button_labels[-1] == "End the turn."


def test_turn_change_one_thing_column_three_coin():
    panel = widgets.play(turn.position(coins=(0, 0, 1)))
    assert "Pay a coin from column 3: upgrade car 1 of the upper train to value 2." in panel.button_labels


# --------------------------------------------------------------------------- 04 cars
def test_cars_goal_by_upgrading_the_leftmost_car():
    panel, target = open_panel(cars)
    panel.click_key("card:X-B04")
    panel.click_button("Carry out the card.")
    assert prompt(panel) == "Player 1: upgrade a car of the printed value (1 left), or leave it out."
    assert panel.button_labels == ["Upgrade car 2 of the upper train to value 2.", "Leave the rest of this out."]
    assert panel.click_key("car:0:0:1")
    assert panel.button_labels == ["Upgrade car 2 of the upper train to value 4.",
                                   "Upgrade car 1 of the lower train to value 4.", "Leave the rest of this out."]
    assert panel.click_key("car:0:0:1")
    assert panel.state.players[0].trains[0] == [4, 4, 1, 0]
    assert cars.goal_reached(panel.state) and target.reached
    assert "Player 1 upgrades car 2 of the upper train from 2 to 4." in log_text(panel)


def test_cars_refusal_of_the_second_equal_car_and_undo():
    panel, _ = open_panel(cars)
    panel.click_key("card:X-B04")
    panel.click_button("Carry out the card.")
    assert not panel.click_key("car:0:0:2")
    assert_refused(panel, A.Upgrade(0, 2, 2), "cars")
    assert "upgraded from the left" in panel.message_text
    click_undo_restores(panel, lambda: panel.click_key("car:0:0:1"))


def test_cars_change_one_thing_front_two():
    s = cars.position(upper=(2, 1, 1, 0))
    for a in (A.TakeCard("X-B04"), A.CarryOut(), A.Upgrade(0, 1, 2)):
        s.apply(a)
    assert A.Upgrade(0, 1, 4) not in s.legal_actions()      # the front 2 must go first
    s.apply(A.Upgrade(0, 0, 4))
    assert cars.train_value(s.players[0].trains[0]) == 7 and not cars.goal_reached(s)


def test_cars_edge_case_just_lifted_car_waits():
    panel = widgets.play(cars.edge_case())
    panel.click_key("card:X-G07")
    panel.click_button("Carry out the card.")
    panel.click_button("Upgrade car 2 of the upper train to value 1.")
    assert "Upgrade car 2 of the upper train to value 2." not in panel.button_labels
    assert "Upgrade car 1 of the upper train to value 2." in panel.button_labels


# --------------------------------------------------------------------------- 05 upgrade_choice
def test_upgrade_choice_goal_with_one_upgrade_and_one_new_car():
    panel, target = open_panel(upgrade_choice)
    panel.click_key("card:X-B07")
    panel.click_button("Carry out the card.")
    assert prompt(panel) == "Player 1: upgrade a car of your choice (2 left), or leave it out."
    assert "Add a 0-value car to the lower train." in panel.button_labels
    panel.click_button("Upgrade car 3 of the upper train to value 1.")
    assert prompt(panel) == "Player 1: upgrade a car of your choice (1 left), or leave it out."
    panel.click_button("Add a 0-value car to the lower train.")
    assert panel.state.players[0].trains == [[7, 4, 1], [4, 4, 2, 0]]
    assert upgrade_choice.goal_reached(panel.state) and target.reached
    assert "Player 1 adds a 0-value car to the lower train." in log_text(panel)


def test_upgrade_choice_forego_gives_no_new_car_and_undo():
    panel, _ = open_panel(upgrade_choice)
    panel.click_key("card:X-B07")
    panel.click_button("Forego the card for one upgrade.")
    assert not any(label.startswith("Add a 0-value car") for label in panel.button_labels)
    panel.why_not(A.AddCar(1))
    assert_refused(panel, A.AddCar(1), "turn")
    assert "may not be taken as a new car" in panel.message_text
    click_undo_restores(panel, lambda: panel.click_key("car:0:0:1"))


def test_upgrade_choice_refusal_of_a_skipped_step():
    panel, _ = open_panel(upgrade_choice)
    panel.click_key("card:X-B07")
    panel.click_button("Carry out the card.")
    panel.why_not(A.Upgrade(0, 1, 12))
    assert_refused(panel, A.Upgrade(0, 1, 12), "cars")
    assert "An upgrade is one step" in panel.message_text


def test_upgrade_choice_edge_case_only_new_cars():
    panel = widgets.play(upgrade_choice.edge_case())
    panel.click_key("card:X-B07")
    panel.click_button("Carry out the card.")
    assert panel.button_labels == ["Add a 0-value car to the upper train.", "Add a 0-value car to the lower train.",
                                   "Leave the rest of this out."]


# --------------------------------------------------------------------------- 06 conductors
def test_conductors_goal_by_splitting_three_steps():
    panel, target = open_panel(conductors)
    panel.click_key("card:X-G14")
    panel.click_button("Carry out the card.")
    assert prompt(panel) == "Player 1: move a conductor one card (3 left), or leave it out."
    assert panel.click_key("conductor:0:1")
    assert panel.button_labels == ["Move the conductor of the upper train one card.", "Leave the rest of this out."]
    assert panel.click_key("conductor:0:0") and panel.click_key("conductor:0:0")
    assert conductors.goal_reached(panel.state) and target.reached
    assert conductors.scoring_values(panel.state) == [6, 2]
    assert "Player 1 moves the conductor of the upper train to card 3." in log_text(panel)


def test_conductors_both_move_card_misses_goal():
    panel, target = open_panel(conductors)
    panel.click_key("card:X-G11")
    panel.click_button("Carry out the card.")
    assert panel.state.players[0].cond == [1, 1] and not target.reached


def test_conductors_refusal_on_last_card_and_undo():
    panel, _ = open_panel(conductors)
    panel.click_key("card:X-G14")
    panel.click_button("Carry out the card.")
    panel.click_key("conductor:0:1")
    assert not panel.click_key("conductor:0:1")
    assert_refused(panel, A.MoveConductor(1), "conductors")
    assert "already stands on its last card" in panel.message_text
    click_undo_restores(panel, lambda: panel.click_key("conductor:0:0"))


def test_conductors_edge_case_lost_step():
    panel = widgets.play(conductors.edge_case())
    panel.click_key("card:X-G11")
    panel.click_button("Carry out the card.")
    assert panel.state.players[0].cond == [1, 1]
    assert "The conductor of the lower train stops at the last card; 1 step is lost." in log_text(panel)


# --------------------------------------------------------------------------- 07 locomotive
def test_locomotive_goal_with_card_and_coin():
    panel, target = open_panel(locomotive)
    panel.click_key("card:X-G18")
    panel.click_button("Carry out the card.")
    assert panel.state.players[0].loco == 3 and panel.state.players[0].score == 3
    log = log_text(panel)
    assert "Player 1's locomotive reaches station 2 and scores 3 points." in log
    assert "reaches bonus station 3; it pays in every later scoring phase." in log
    assert panel.click_key("locomotive:0")
    assert locomotive.goal_reached(panel.state) and target.reached
    assert panel.state.players[0].score == 5 and panel.state.players[0].coins == [0, 0, 0]
    assert panel.button_labels == ["End the turn."]


def test_locomotive_refusal_at_end_of_route_and_undo():
    panel, _ = open_panel(locomotive, locomotive.position(route=(), loco=3))
    assert not panel.click_key("locomotive:0")
    assert_refused(panel, A.CoinLocomotive(), "locomotive")
    assert "end of your route" in panel.message_text
    panel, _ = open_panel(locomotive)
    click_undo_restores(panel, lambda: panel.click_key("locomotive:0"))


def test_locomotive_change_one_thing_no_route_card():
    panel, target = open_panel(locomotive, locomotive.position(route=()))
    panel.click_key("card:X-G18")
    panel.click_button("Carry out the card.")
    assert panel.state.players[0].loco == 3      # the end of the printed route
    assert "Pay a coin from column 2: move the locomotive one station." not in panel.button_labels
    assert not target.reached


def test_locomotive_edge_case_route_card_does_not_pay_by_itself():
    panel = widgets.play(locomotive.edge_case())
    panel.click_key("card:X-G22")
    panel.click_button("Carry out the card.")
    pl = panel.state.players[0]
    assert pl.route == ["X-G22"] and pl.loco == 3 and pl.score == 0 and len(pl.stations) == 4
    assert "extends the route with card X-G22" in log_text(panel)


# --------------------------------------------------------------------------- 08 contracts
def test_contracts_goal_after_the_card():
    panel, target = open_panel(contracts)
    panel.click_key("card:X-G01")
    panel.click_button("Carry out the card.")
    panel.click_button("Add a 0-value car to the upper train.")
    assert "Fulfil contract A-G01." in panel.button_labels
    assert panel.click_key("contract:A-G01")
    assert contracts.goal_reached(panel.state) and target.reached
    assert panel.state.players[0].coins == [3, 0, 0]
    assert "Player 1 fulfils contract A-G01 and takes its bonus." in log_text(panel)
    assert panel.state.players[0].contracts == []


def test_contracts_goal_before_the_card_with_a_coin():
    panel, target = open_panel(contracts)
    panel.click_button("Pay a coin from column 1: a 0-value car for the upper train.")
    assert "Fulfil contract A-G01." in panel.button_labels
    assert panel.click_key("contract:A-G01") and target.reached
    assert prompt(panel).startswith("Player 1: take an action card")


def test_contracts_refusal_and_undo():
    panel, _ = open_panel(contracts)
    assert not panel.click_key("contract:A-G01")
    assert_refused(panel, A.Fulfil("A-G01"), "contracts")
    assert "not met yet" in panel.message_text
    click_undo_restores(panel, lambda: panel.click_key("card:X-G03"))


def test_contracts_edge_case_not_in_the_middle_of_a_card():
    panel = widgets.play(contracts.edge_case())
    panel.click_key("card:X-G03")
    panel.click_button("Carry out the card.")
    panel.click_button("Add a 0-value car to the upper train.")
    assert not panel.click_key("contract:A-G01")
    assert_refused(panel, A.Fulfil("A-G01"), "contracts")
    assert "not in the middle of a card" in panel.message_text
    panel.click_button("Leave the rest of this out.")
    assert panel.click_key("contract:A-G01")


# --------------------------------------------------------------------------- 09 start_player
def test_start_player_goal_by_taking_the_tile():
    panel, target = open_panel(start_player)
    assert "Take the Start Player tile." in panel.button_labels
    assert panel.click_key("tile")
    assert "Player 1 takes the Start Player tile and its compensation." in log_text(panel)
    assert panel.state.players[0].coins == [1, 0, 0]
    assert prompt(panel) == "Player 1: upgrade a car of your choice (1 left), or leave it out."
    panel.click_button("Upgrade car 1 of the upper train to value 1.")
    panel.click_button("End the turn.")
    assert start_player.goal_reached(panel.state) and target.reached
    log = log_text(panel)
    assert "Player 1 returns the Start Player tile and becomes start player." in log
    assert "Round 2: eighteen green cards are laid out in three rows." in log
    assert prompt(panel).startswith("Player 1: take an action card")


def test_start_player_taking_a_card_misses_goal():
    panel, target = open_panel(start_player)
    panel.click_key("card:X-G24")
    panel.click_button("Forego the card for one upgrade.")
    panel.click_button("Upgrade car 1 of the upper train to value 1.")
    panel.click_button("End the turn.")
    assert panel.state.round == 2 and panel.state.start == 1 and not target.reached
    assert "Nobody took the Start Player tile; Player 2 stays start player." in log_text(panel)


def test_start_player_refusal_and_undo():
    panel, _ = open_panel(start_player, start_player.position(tile=1))
    assert "Take the Start Player tile." not in panel.button_labels
    assert not panel.click_key("tile")
    assert_refused(panel, A.TakeStartTile(), "start_player")
    assert "Player 2 already took the Start Player tile" in panel.message_text
    panel, _ = open_panel(start_player)
    click_undo_restores(panel, lambda: panel.click_key("tile"))


def test_start_player_edge_case_start_player_takes_the_tile():
    panel = widgets.play(start_player.edge_case())
    panel.click_key("tile")
    panel.click_button("Leave the rest of this out.")
    assert panel.state.tile == 0 and panel.state.players[0].coins == [1, 0, 0]
    panel.why_not(A.Forego())
    assert_refused(panel, A.Forego(), "turn")
    panel.bot_play("round")
    assert panel.state.round == 2 and panel.state.start == 0


# --------------------------------------------------------------------------- the "change one thing" cells
def test_change_one_thing_cells_show_what_the_notebooks_promise():
    s = setup.position(start_player=1)
    assert s.current_player == 0 and s.draft_hand == setup.position().draft_hand

    s = round_lesson.position(taken=1)
    s.apply(A.TakeCard("X-G08"))
    assert s.row_taken[1] == 2 and "X-G18" in s.rows[1] and not round_lesson.goal_reached(s)

    s = upgrade_choice.position(lower=(4, 4))
    for a in (A.TakeCard("X-B07"), A.CarryOut(), A.AddCar(1), A.AddCar(1)):
        s.apply(a)
    assert s.players[0].trains[1] == [4, 4, 0, 0] and not upgrade_choice.goal_reached(s)

    s = conductors.position(lower=(2, 0, 0))
    for a in (A.TakeCard("X-G14"), A.CarryOut(), A.MoveConductor(1), A.MoveConductor(1), A.MoveConductor(0)):
        s.apply(a)
    assert s.players[0].cond == [1, 2] and not conductors.goal_reached(s)

    s = contracts.position(upper=(1, 0))
    for a in (A.TakeCard("X-G03"), A.CarryOut(), A.AddCar(0), A.AddCar(0), A.Fulfil("A-G01")):
        s.apply(a)
    assert contracts.goal_reached(s)

    panel = widgets.play(start_player.position(tile=2))
    assert "Take the Start Player tile." not in panel.button_labels
    panel.click_key("card:X-G01")
    panel.click_button("Forego the card for one upgrade.")
    panel.click_button("Leave the rest of this out.")
    panel.click_button("End the turn.")
    assert panel.state.start == 2 and not start_player.goal_reached(panel.state)
    assert "Player 3 returns the Start Player tile and becomes start player." in log_text(panel)
