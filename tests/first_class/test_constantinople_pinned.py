"""Constantinople rules that mutation testing found unpinned (issue 21): whose arrival each log line is."""
from rulebook.first_class.actions import CoinConductor
from rulebook.first_class.scenario import scenario

FULL = [2, 1, 1, 0, 0, "mail", 0, 0, 0, "tile"]


def test_a_place_taken_is_logged_as_the_arriving_players():
    """The conductor reaching the locomotive tile takes a place: the line, in the section "constantinople", is the
    arriving player's (here the second seat, 20 points for the first place)."""
    s = scenario(players=3, seed=1, cur=1, p1={"trains": [FULL, [0]], "cond": [8, 0], "coins": [0, 1, 0]})
    ev = s.apply(CoinConductor(0))
    lines = [e for e in ev if e.rule == "constantinople"]
    assert [e.player for e in lines] == [1] and "20" in lines[0].text
    assert s.players[1].score == 20 and s.constantinople == [[1, 0]]


def test_an_arrival_after_the_three_places_is_logged_as_the_arriving_players():
    """With the three places gone, the arrival still has its line in "constantinople", the arriving player's,
    and scores nothing."""
    s = scenario(players=3, seed=1, cur=2, p2={"trains": [FULL, [0]], "cond": [8, 0], "coins": [0, 1, 0]},
                 constantinople=[[0, 0], [0, 1], [1, 0]],
                 p0={"trains": [FULL, FULL], "cond": [9, 9]}, p1={"trains": [FULL, [0]], "cond": [9, 0]})
    ev = s.apply(CoinConductor(0))
    lines = [e for e in ev if e.rule == "constantinople"]
    assert [e.player for e in lines] == [2] and "gone" in lines[0].text
    assert s.players[2].score == 0
