"""Rules of the section "scoring": after rounds 2, 4 and 6, from the (new) start player on, each player
takes the bonuses of the bonus stations reached -- in any order, each once, stations reached meanwhile
included -- then each train scores its cards up to and including the conductor's."""
import pytest

from rulebook.first_class.actions import (AddCar, ClaimBonus, CoinLocomotive, CoinPoint, EndTurn, FinishScoring,
                                          Forego, ResolveSymbol, Skip, TakeCard, Upgrade)
from rulebook.first_class.data import load_components
from rulebook.first_class.scenario import play, scenario

COMP = load_components()
PRINTED = COMP.printed_route
COIN_BONUS = 1      # printed station 1: bonus of 2 coins
POINTS = 2          # printed station 2: points
CHOICE_BONUS = 3    # printed station 3 (illustrative): an upgrade of choice
TWO_PART = next(c.id for c in sorted(COMP.cards.values(), key=lambda c: c.id)
                if c.type == "route" and c.stations[0][0] == "bonus" and len(c.stations[0][1]) == 2
                and c.stations[0][1][0][0] == "car")
FULL = [4, 2, 2, 1, 1, "mail", 1, 0, 0, "tile"]


def scoring(players=2, start=0, rnd=2, **kw):
    return scenario(players=players, seed=1, round=rnd, phase="scoring", start=start, **kw)


def test_printed_stations():
    """The first printed station is a bonus of 2 coins (the others are illustrative data)."""
    assert PRINTED[0] == ("bonus", (("coins", 2, 0),))
    assert PRINTED[POINTS - 1][0] == "points" and PRINTED[CHOICE_BONUS - 1][0] == "bonus"


@pytest.mark.parametrize("rnd,scores", [(1, False), (2, True), (3, False), (4, True), (5, False), (6, True)])
def test_scoring_follows_rounds_two_four_six(rnd, scores, last_turn):
    """A scoring phase comes after every second round only."""
    s = last_turn(players=2, round=rnd)
    card = next(c for r in s.rows for c in r if c)
    play(s, TakeCard(card), Forego(), Skip(), EndTurn())
    assert (s.phase == "scoring") is scores


@pytest.mark.parametrize("players,start", [(2, 1), (3, 2), (4, 1)])
def test_order_starts_with_the_start_player(players, start):
    """Players score one after another, clockwise from the start player."""
    s = scoring(players=players, start=start)
    seen = []
    while s.phase == "scoring":
        seen.append(s.current_player)
        s.apply(FinishScoring())
    assert seen == [(start + i) % players for i in range(players)]


def test_bonuses_in_any_order():
    """The reached bonus stations can be taken in any order: here station 3 before station 1."""
    s = scoring(p0={"loco": 3, "trains": [[1], [0]], "coins": 0})
    assert {ClaimBonus(COIN_BONUS), ClaimBonus(CHOICE_BONUS)} <= set(s.legal_actions())
    play(s, ClaimBonus(CHOICE_BONUS), Upgrade(0, 0, 2), ClaimBonus(COIN_BONUS))
    assert s.players[0].trains[0] == [2] and s.players[0].coins == [2, 0, 0]


def test_each_bonus_once_per_phase(refused):
    """A bonus station pays once per scoring phase."""
    s = scoring(p0={"loco": 1, "coins": 0})
    s.apply(ClaimBonus(COIN_BONUS))
    with refused(s, "scoring", "once per scoring phase"):
        s.apply(ClaimBonus(COIN_BONUS))


def test_bonus_pays_again_next_phase():
    """...but in every later scoring phase again."""
    s = scoring(rnd=2, p0={"loco": 1, "coins": 0})
    play(s, ClaimBonus(COIN_BONUS), FinishScoring(), FinishScoring())
    s2 = scoring(rnd=4, p0={"loco": 1, "coins": 2})
    s2.apply(ClaimBonus(COIN_BONUS))
    assert s2.players[0].coins == [4, 0, 0]


def test_only_reached_stations_pay(refused):
    """A bonus station the locomotive has not reached gives nothing."""
    s = scoring(p0={"loco": 2})
    with refused(s, "locomotive", "has not reached"):
        s.apply(ClaimBonus(CHOICE_BONUS))


def test_points_stations_are_not_bonuses(refused):
    """A points station pays when reached, not in scoring phases."""
    s = scoring(p0={"loco": 3})
    with refused(s, "locomotive", "not a bonus station"):
        s.apply(ClaimBonus(POINTS))


def test_station_reached_during_scoring_also_pays():
    """Moving the locomotive during the scoring phase onto a bonus station adds that bonus now."""
    s = scoring(p0={"loco": 2, "coins": [0, 1, 0], "trains": [[0], [0]]})
    assert ClaimBonus(CHOICE_BONUS) not in s.legal_actions()
    s.apply(CoinLocomotive())
    assert ClaimBonus(CHOICE_BONUS) in s.legal_actions()
    play(s, ClaimBonus(CHOICE_BONUS), Upgrade(1, 0, 1))
    assert s.players[0].trains[1] == [1]


def test_whole_bonus_of_a_station_before_the_next(refused):
    """A station's bonus is finished (used or given up) before another station's is taken."""
    s = scoring(p0={"loco": 3, "trains": [[1], [0]]})
    s.apply(ClaimBonus(CHOICE_BONUS))
    with refused(s, "scoring", "before claiming the next"):
        s.apply(ClaimBonus(COIN_BONUS))
    s.apply(Skip())
    s.apply(ClaimBonus(COIN_BONUS))


def test_parts_of_one_station_in_any_order():
    """Within one station the parts of its bonus may be taken in any order; a part not wanted is lost."""
    s = scoring(rnd=4, p0={"route": [TWO_PART], "loco": 4, "coins": 0})  # a blue route card: round 3 or later
    s.apply(ClaimBonus(4))
    assert s.legal_actions() == [ResolveSymbol(0), ResolveSymbol(1), Skip()]
    s.apply(ResolveSymbol(1))       # the coin part first
    assert sum(s.players[0].coins) == 1
    s.apply(Skip())                 # the car part is declined
    assert s.players[0].trains == [[0], [0]] and s.stack == []


@pytest.mark.parametrize("cond,expected", [(0, 4), (2, 8), (4, 10), (5, 10), (8, 11), (9, 11 + 5)])
def test_trains_score_up_to_and_including_the_conductor(cond, expected):
    """A train scores the values of the cards the conductor stands on or has passed; mail cars count 0;
    the locomotive tile scores its value only with the conductor on it (first tile: 5)."""
    s = scoring(p0={"trains": [FULL, [0]], "cond": [cond, 0]})
    s.apply(FinishScoring())
    assert s.players[0].score == expected


def test_cars_right_of_the_conductor_score_nothing():
    """High cars beyond the conductor add nothing."""
    s = scoring(p0={"trains": [[12, 12, 12], [7, 7]], "cond": [0, 1]})
    s.apply(FinishScoring())
    assert s.players[0].score == 12 + 14


def test_both_trains_score():
    """Upper and lower train both score, the same way."""
    s = scoring(p0={"trains": [[2, 1], [4, 4]], "cond": [1, 1]})
    s.apply(FinishScoring())
    assert s.players[0].score == 3 + 8


def test_points_come_after_the_bonuses():
    """Bonuses come first: an upgrade from a bonus raises the points the train then scores."""
    s = scoring(p0={"loco": 3, "trains": [[2, 1], [0]], "cond": [1, 0]})
    play(s, ClaimBonus(CHOICE_BONUS), Upgrade(0, 1, 2), FinishScoring())
    assert s.players[0].score == 4


def test_coins_and_contracts_during_scoring():
    """Coins can be spent in one's scoring step, before and between bonuses."""
    s = scoring(p0={"loco": 1, "coins": [1, 0, 0]})
    play(s, CoinPoint(0), ClaimBonus(COIN_BONUS), CoinPoint(0))
    assert s.players[0].score == 2 and s.players[0].coins == [1, 0, 0]


def test_no_bonuses_outside_scoring(refused):
    """Route bonuses are only paid in scoring phases."""
    s = scenario(players=2, seed=1, cur=0, p0={"loco": 1})
    with refused(s, "scoring", "only in a scoring phase"):
        s.apply(ClaimBonus(COIN_BONUS))


def test_no_cards_in_scoring(refused):
    """No action cards are taken in a scoring phase."""
    s = scoring()
    with refused(s, "scoring", "no cards are taken"):
        s.apply(TakeCard(s.piles[1][0]))


def test_finish_only_in_scoring(refused):
    """Finishing a scoring step needs a scoring phase."""
    s = scenario(players=2, seed=1, cur=0)
    with refused(s, "scoring", "no scoring phase"):
        s.apply(FinishScoring())


def test_unclaimed_bonuses_are_given_up_by_finishing():
    """Engine reading: finishing the step with bonuses unclaimed declines them (see GAPS.md)."""
    s = scoring(p0={"loco": 1, "coins": 0})
    s.apply(FinishScoring())
    assert s.players[0].coins == [0, 0, 0]


def test_bonus_new_car_counts_for_the_train():
    """A car taken as a bonus joins the train before the train scores."""
    s = scoring(p0={"loco": 3, "trains": [[1], [0]], "cond": [0, 0]})
    play(s, ClaimBonus(CHOICE_BONUS), AddCar(0))
    assert s.players[0].trains[0] == [1, 0]
