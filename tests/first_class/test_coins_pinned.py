"""Coin rules that mutation testing found unpinned (issue 21)."""
import pytest

from rulebook.first_class.actions import BuyGameEnd, CoinConductor, CoinPoint
from rulebook.first_class.scenario import scenario


@pytest.mark.parametrize("phase", ["post", "scoring"])
def test_a_coin_refused_after_a_card_or_in_scoring_is_refused_for_its_own_reason(phase, refused):
    """Coins may be spent after an action card and in a scoring phase: a coin action refused there is refused
    for what is wrong with it (here: the column holds no coin), not as spending in the middle of a card."""
    s = scenario(players=2, seed=1, round=2, phase=phase, p0={"coins": [0, 1, 0]})
    with refused(s, "coins", "column 1 of your coin area holds no coin"):
        s.apply(CoinPoint(0))


def test_a_conductor_step_paid_with_a_coin_is_refused_for_the_conductors_reason(refused):
    """A conductor step bought with a column-2 coin follows the conductor rules: with the conductor already on
    the last card, the refusal is the conductors' own."""
    s = scenario(players=2, seed=1, round=2, phase="scoring", p0={"coins": [0, 1, 0], "trains": [[1], [0]],
                                                                   "cond": [0, 0]})
    with refused(s, "conductors", "last card"):
        s.apply(CoinConductor(0))


def test_a_point_from_an_empty_second_column_is_refused_for_that_column(refused):
    """Any coin buys a point, from the column named: column 2 empty is refused as that column holding no coin."""
    s = scenario(players=2, seed=1, round=2, phase="scoring", p0={"coins": [1, 0, 1]})
    with refused(s, "coins", "column 2 of your coin area holds no coin"):
        s.apply(CoinPoint(1))


@pytest.mark.parametrize("coins,reason", [([1, 2, 1], "not face up"), ([2, 1, 0], "costs 4 coins; you have 3"),
                                          ([3, 0, 1], "not face up")])
def test_a_game_end_card_costs_four_coins_from_any_columns(coins, reason, refused):
    """A Game End card costs four coins taken from any columns: with four (however spread) a refused purchase is
    refused because the card is not on display; with three, for the price."""
    s = scenario(players=2, seed=1, round=2, phase="scoring", p0={"coins": coins})
    with refused(s, "game_end_cards", reason):
        s.apply(BuyGameEnd("GE99"))
