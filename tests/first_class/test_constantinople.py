"""Rules of the section "constantinople": the first three conductors to reach a locomotive tile score
20, 10 and 5 at once; one player may take two of the places."""
import pytest

from rulebook.first_class.actions import CarryOut, CoinConductor, Forego, MoveConductor, TakeCard
from rulebook.first_class.data import load_components
from rulebook.first_class.scenario import find_card, play, scenario

COMP = load_components()
BOTH_1 = find_card(COMP, ("conductors", 1), module="X", colour="green")
SPLIT_2 = find_card(COMP, ("conductor_split", 2), module="X", colour="green")
FULL = [2, 1, 1, 0, 0, "mail", 0, 0, 0, "tile"]


def ready(p, both=False):
    """A player whose upper (and maybe lower) conductor stands one card before the tile."""
    return {"trains": [FULL, FULL if both else [0]], "cond": [8, 8 if both else 0], "coins": [0, 2, 0]}


def test_first_second_third_score_20_10_5(end_turn):
    """Places go by order of arrival: 20, 10 and 5 points."""
    s = scenario(players=3, seed=1, cur=0, p0=ready(0), p1=ready(1), p2=ready(2))
    scores = []
    for p in (0, 1, 2):
        assert s.current_player == p
        events = s.apply(CoinConductor(0))
        assert any(e.rule == "constantinople" for e in events)
        scores.append(s.players[p].score)
        play(s, TakeCard(next(c for r in s.rows for c in r if c)), Forego())
        end_turn(s)
    assert scores == [20, 10, 5]
    assert s.constantinople == [[0, 0], [1, 0], [2, 0]]


def test_one_player_may_take_two_places():
    """Both conductors of one player can earn places: first and second here, 30 points."""
    s = scenario(players=3, seed=1, cur=0, p0=ready(0, both=True))
    play(s, CoinConductor(0), CoinConductor(1))
    assert s.players[0].score == 30
    assert s.constantinople == [[0, 0], [0, 1]]


def test_two_places_then_the_third_goes_to_someone_else():
    """After one player took places 1 and 2, the next conductor to arrive takes 5 points."""
    s = scenario(players=3, seed=1, cur=1, p1=ready(1), constantinople=[[0, 0], [0, 1]],
                 p0={"trains": [FULL, FULL], "cond": [9, 9]})
    s.apply(CoinConductor(0))
    assert s.players[1].score == 5


def test_no_fourth_place():
    """Once three places are taken, further arrivals score nothing."""
    s = scenario(players=3, seed=1, cur=2, p2=ready(2), constantinople=[[0, 0], [0, 1], [1, 0]],
                 p0={"trains": [FULL, FULL], "cond": [9, 9]}, p1={"trains": [FULL, [0]], "cond": [9, 0]})
    events = s.apply(CoinConductor(0))
    assert s.players[2].score == 0 and len(s.constantinople) == 3
    assert any(e.rule == "constantinople" and "gone" in e.text for e in events)


@pytest.mark.parametrize("how", ["both", "split", "coin"])
def test_any_way_of_moving_counts(how):
    """Reaching the tile counts whether by the double symbol, a shared step or a coin."""
    if how == "coin":
        s = scenario(players=3, seed=1, cur=0, p0=ready(0))
        s.apply(CoinConductor(0))
    else:
        s = scenario(players=3, seed=1, cur=0, p0=ready(0), held=BOTH_1 if how == "both" else SPLIT_2)
        s.apply(CarryOut())
        if how == "split":
            s.apply(MoveConductor(0))
    assert s.players[0].score == 20 and s.constantinople == [[0, 0]]


def test_standing_before_the_tile_is_not_arriving():
    """A conductor on the car before the tile has not reached Constantinople."""
    s = scenario(players=3, seed=1, cur=0, p0=ready(0))
    assert s.constantinople == [] and s.players[0].score == 0


def test_values_are_twenty_ten_five():
    """The three bonuses are 20, 10 and 5."""
    assert COMP.constantinople == (20, 10, 5)
