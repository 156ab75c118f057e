"""End-of-game rules that mutation testing found unpinned (issue 21): the game's last log line."""
from rulebook.first_class.actions import FinishScoring
from rulebook.first_class.scenario import scenario


def test_the_last_line_names_the_highest_final_score_in_the_end_of_game_section():
    """When the game ends its last line, in the section "end_of_game" and no player's, names the winning score:
    the highest final score, counted after coins become points (here 7 + 3 coins = 10 beats 9)."""
    s = scenario(players=3, seed=1, round=6, phase="scoring", start=0,
                 p0={"score": 7, "coins": [1, 1, 1], "ge": []}, p1={"score": 9, "coins": 0, "ge": []},
                 p2={"score": 2, "coins": 0, "ge": []})
    ev = []
    while not s.is_over:
        ev += s.apply(FinishScoring())
    last = ev[-1]
    assert (last.rule, last.player) == ("end_of_game", None)
    assert [pl.score for pl in s.players] == [10, 9, 2]
    assert "10" in last.text and "9" not in last.text
    assert s.outcome().winners == (0,)


def test_each_players_coins_become_points_in_that_players_line():
    """At the end each coin on a board is a point: every player has a line of their own in "end_of_game" for it
    (seat 1's three coins here, seat 0's none)."""
    s = scenario(players=2, seed=1, round=6, phase="scoring", start=0,
                 p0={"score": 0, "coins": 0, "ge": []}, p1={"score": 0, "coins": [2, 1, 0], "ge": []})
    ev = []
    while not s.is_over:
        ev += s.apply(FinishScoring())
    lines = [e for e in ev if "worth" in e.text and "coin" in e.text]
    assert [(e.rule, e.player) for e in lines] == [("end_of_game", 0), ("end_of_game", 1)]
    assert "3" in lines[1].text and s.players[1].score == 3
