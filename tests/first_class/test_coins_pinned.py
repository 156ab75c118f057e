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


def _lines(ev):
    return [(e.rule, e.player) for e in ev]


def test_coin_purchases_are_logged_as_the_players_under_their_section():
    """What a coin buys is logged as the player's: a point and a conductor or locomotive step under "coins",
    a Game End card under "game_end_cards"."""
    from rulebook.first_class.actions import CoinLocomotive
    s = scenario(players=2, seed=1, round=2, phase="scoring", p0={"coins": [5, 3, 0], "trains": [[1, 1], [0]],
                                                                   "cond": [0, 0]})
    assert _lines(s.apply(CoinPoint(0))) == [("coins", 0)]
    assert set(_lines(s.apply(CoinConductor(0)))) == {("coins", 0)}
    assert set(_lines(s.apply(CoinLocomotive()))) == {("coins", 0)}
    card = s.ge_display[0]
    ev = s.apply(BuyGameEnd(card))
    assert ("game_end_cards", 0) in _lines(ev) and card in ev[0].text


def test_coins_gained_are_logged_under_coins_unless_said_otherwise():
    """A coin gain is logged as the player's under "coins" when the caller names no other section."""
    from rulebook.first_class import coins
    s = scenario(players=2, seed=1, round=2, phase="scoring", p0={"coins": [0, 0, 0]})
    ev = []
    coins.gain(s, 0, 2, ev)
    assert _lines(ev) == [("coins", 0)] and s.players[0].coins == [2, 0, 0]


def test_coins_without_room_are_lost_and_logged_as_the_players():
    """A gain that does not fit is lost (ruling coins_no_room: all of it), and that is logged as the player's
    under "coins"; a gain that fits logs no loss."""
    from rulebook.first_class import coins
    s = scenario(players=2, seed=1, round=2, phase="scoring", p0={"coins": [5, 5, 1]})
    ev = []
    coins.gain(s, 0, 2, ev)
    assert s.players[0].coins == [5, 5, 1]
    assert _lines(ev) == [("coins", 0)] and "2" in ev[0].text
    ev = []
    coins.gain(s, 0, 1, ev)
    assert s.players[0].coins == [5, 5, 2] and len(ev) == 1
