"""Station J rules that mutation testing found unpinned (issue 21): the robbery's log lines (target named,
car taken), the prompts and refusals once the target is chosen."""
from rulebook.fracht_express.actions import EndTurn, GiveCar, TakeCar, Target

from test_station_j import robbing


def test_naming_the_target_and_taking_a_car_are_logged():
    """Station J: naming the player to rob and taking their car are Station J lines of the robber."""
    s = robbing(attached={1: ["D02", "D05"], 2: ["D11"]})
    ev = s.apply(Target(1))
    lines = [(e.rule, e.player) for e in ev if e.rule == "station_j"]
    assert lines[0] == ("station_j", 0) and ev[0].text == "Player 1 robs Player 2's train."
    assert (ev[-1].rule, ev[-1].player) == ("station_j", 0)
    assert ev[-1].text == "Player 1 takes the car D02 from Player 2."


def test_two_players_rob_without_naming_and_log_it():
    """Station J, two players: the other seat is robbed without a choice, still logged as a Station J line."""
    s = robbing(players=2, attached={1: ["D02"]})
    line = next(e for e in s.log if "robs Player 2's train" in e.text)
    assert (line.rule, line.player) == ("station_j", 0)


def test_choosing_a_car_to_take(refused):
    """Station J, several matching cars: the prompt asks which to take; a car of theirs without the action
    number, or anything but a car, is refused under Station J."""
    s = robbing(attached={2: ["D11", "D18", "D05"]})
    s.apply(Target(2))
    assert "to take" in s.prompt.text()
    with refused(s, "station_j", "does not have action number 3"):
        s.apply(TakeCar("D05"))
    with refused(s, "station_j", "first finish the railroad car robbery"):
        s.apply(EndTurn())


def test_choosing_a_car_to_give():
    """Station J, no match in their train: the prompt asks which of the robber's cars to give; giving it is a
    Station J line of the robber naming the car and the player."""
    s = robbing(attached={0: ["D11", "D18"], 1: ["D06"]})
    s.apply(Target(1))
    assert "to give" in s.prompt.text() and s.legal_actions() == [GiveCar("D11"), GiveCar("D18")]
    ev = s.apply(GiveCar("D18"))
    assert (ev[-1].rule, ev[-1].player) == ("station_j", 0)
    assert ev[-1].text == "Player 2 has no car with that action number: Player 1 gives them the car D18."
