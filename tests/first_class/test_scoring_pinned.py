"""Scoring rules that mutation testing found unpinned (issue 21): whose and which section each scoring line is,
and where each phase begins."""
from rulebook.first_class.actions import ClaimBonus, FinishScoring
from rulebook.first_class.scenario import scenario


def scoring(players=2, start=0, rnd=2, **kw):
    return scenario(players=players, seed=1, round=rnd, phase="scoring", start=start, **kw)


def test_each_trains_points_are_logged_as_the_players_scoring():
    """Each train's points are logged once per train, as the scoring player's, in the section "scoring", with
    the points it scored."""
    s = scoring(p0={"trains": [[2, 1], [4, 4]], "cond": [1, 1]})
    ev = s.apply(FinishScoring())
    lines = [e for e in ev if "up to its conductor" in e.text]
    assert [(e.rule, e.player) for e in lines] == [("scoring", 0), ("scoring", 0)]
    assert "3" in lines[0].text and "8" in lines[1].text


def test_a_claimed_bonus_is_logged_as_the_players_scoring():
    """Claiming a station's bonus is logged as the player's, in the section "scoring", naming the station, and
    the bonus is paid (station 1: two coins)."""
    s = scoring(p0={"loco": 1, "coins": [0, 0, 0]})
    ev = s.apply(ClaimBonus(1))
    lines = [e for e in ev if "claims" in e.text]
    assert [(e.rule, e.player) for e in lines] == [("scoring", 0)] and "1" in lines[0].text
    assert s.players[0].coins == [2, 0, 0]


def test_a_station_number_off_the_route_is_no_bonus_station(refused):
    """Only a bonus station of the player's own route can be claimed: a number past the end of the route is
    refused as no bonus station (under "locomotive")."""
    s = scoring(p0={"loco": 1})
    with refused(s, "locomotive", "not a bonus station"):
        s.apply(ClaimBonus(99))


def test_the_scoring_phase_is_announced_under_scoring(last_turn):
    """The scoring phase after round 2 begins with a line of the section "scoring", nobody's, naming the
    round."""
    from rulebook.first_class.actions import EndTurn, Forego, Skip, TakeCard
    from rulebook.first_class.scenario import play
    s = last_turn(players=2, round=2)
    card = next(c for r in s.rows for c in r if c)
    play(s, TakeCard(card), Forego(), Skip())
    ev = s.apply(EndTurn())
    lines = [e for e in ev if "Scoring phase" in e.text]
    assert [(e.rule, e.player) for e in lines] == [("scoring", None)] and "2" in lines[0].text


def test_a_claimed_bonus_of_two_symbols_is_a_choice_of_the_scoring_section(refused):
    """A claimed station bonus showing two symbols is one choice between them, explained by the section
    "scoring": the view names it so, and a part the bonus does not have is refused by that section."""
    from rulebook.first_class.actions import ResolveSymbol
    s = scoring(rnd=4, p0={"route": ["X-B21"], "loco": 4})
    s.apply(ClaimBonus(4))
    assert s.view(0)["pending"] == [{"kind": "pick", "args": [[["car", 1, 0], ["coins", 1, 0]], "scoring"]}]
    with refused(s, "scoring", "no part 6"):
        s.apply(ResolveSymbol(5))
