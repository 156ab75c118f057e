"""End-of-round rules that mutation testing found unpinned (issue 21)."""
import rulebook
from rulebook.first_class.actions import EndTurn, Forego, Skip, TakeCard
from rulebook.first_class.scenario import play

FC = rulebook.GAMES["first_class"]


def test_the_rows_stand_empty_through_a_scoring_phase(last_turn):
    """When a round that leads to a scoring phase ends, the cards left in the rows leave the game and the three
    rows of six places stand empty while the players score: the view shows them empty and the position saves and
    loads as it is."""
    s = last_turn(players=2, round=2, start=1)
    left = [c for r in s.rows for c in r if c]
    play(s, TakeCard(left[0]), Forego(), Skip(), EndTurn())
    assert s.phase == "scoring" and s.round == 2
    assert s.rows == [[None] * 6] * 3 and all(c in s.removed for c in left[1:])
    assert s.view(0)["rows"] == [[None] * 6] * 3
    assert FC.from_json(s.to_json()).to_json() == s.to_json()
