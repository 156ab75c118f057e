"""Rules of the section "coins": 12 spaces in columns of 5, 5 and 2, filled lowest-leftmost first and
never shifted; a gain must fit all at once; coins are spent around the turn's card or in scoring:
column 1 a new car, column 2 a conductor or locomotive step, column 3 an upgrade, any coin a point."""
import pytest

from rulebook.first_class.actions import (AddCar, CarryOut, CoinCar, CoinConductor, CoinLocomotive, CoinPoint,
                                          CoinUpgrade, FinishScoring, Skip, TakeCard)
from rulebook.first_class.coins import gain
from rulebook.first_class.data import load_components
from rulebook.first_class.scenario import find_card, play, scenario

COMP = load_components()
CAR_AND_TWO_COINS = find_card(COMP, ("car", 1), ("coins", 2), module="A", colour="green")
THREE_COINS = find_card(COMP, ("coins", 3), module="B", colour="green")
ONE_CAR = find_card(COMP, ("car", 1), module="X", colour="green")


def with_first(card):
    """Row 1 of the usual deal, with ``card`` in its first place."""
    row = scenario(players=3, seed=1).rows[0]
    return [card] + [c for c in row if c != card][:5]


def test_players_start_with_one_coin_in_the_first_space():
    """Each player begins with one coin, in column 1."""
    s = scenario(players=4, seed=2)
    assert all(pl.coins == [1, 0, 0] for pl in s.players)


@pytest.mark.parametrize("start,n,after", [
    ([0, 0, 0], 3, [3, 0, 0]),
    ([4, 0, 0], 3, [5, 2, 0]),
    ([5, 4, 0], 3, [5, 5, 2]),
    ([3, 2, 0], 2, [5, 2, 0]),   # spent coins left gaps in column 1: they are filled first
    ([0, 5, 1], 1, [1, 5, 1]),
    ([2, 0, 2], 4, [5, 1, 2]),
])
def test_coins_fill_column_by_column(start, n, after):
    """New coins go to the lowest, leftmost empty space: column 1 fills before column 2, then 3."""
    s = scenario(players=2, seed=1, cur=0, p0={"coins": start})
    gain(s, 0, n, [], "coins")
    assert s.players[0].coins == after


def test_coins_never_shift():
    """Spending a column-1 coin leaves a gap; the coins of column 2 stay where they are."""
    s = scenario(players=2, seed=1, cur=0, p0={"coins": [2, 3, 0], "trains": [[0], [0]]})
    play(s, CoinCar(0), CoinCar(1))
    assert s.players[0].coins == [0, 3, 0]


def test_gain_from_a_card():
    """Each coin symbol takes one coin from the supply onto the board."""
    s = scenario(players=3, seed=1, cur=0, held=THREE_COINS, p0={"coins": [4, 0, 0]})
    supply = s.coin_supply
    s.apply(CarryOut())
    assert s.players[0].coins == [5, 2, 0] and s.coin_supply == supply - 3


def test_coins_that_do_not_fit_are_lost_by_default():
    """Several coins must fit all at once; by default (ruling coins_no_room='lose') a gain that does
    not fit is not taken at all."""
    s = scenario(players=3, seed=1, cur=0, held=CAR_AND_TWO_COINS, p0={"coins": [5, 5, 1]})
    supply = s.coin_supply
    events = play(s, CarryOut(), Skip())
    assert s.players[0].coins == [5, 5, 1] and s.coin_supply == supply
    assert any(e.rule == "coins" and "lost" in e.text for e in events)


def test_coins_that_do_not_fit_partial_ruling():
    """With coins_no_room='partial' the coins that fit are taken, the rest lost."""
    s = scenario(players=3, seed=1, cur=0, held=CAR_AND_TWO_COINS, p0={"coins": [5, 5, 1]},
                 rulings={"coins_no_room": "partial"})
    play(s, CarryOut(), Skip())
    assert s.players[0].coins == [5, 5, 2]


def test_make_room_first_then_the_coins_fit():
    """Spending a coin before taking a two-coin card makes room, so the whole gain fits."""
    s = scenario(players=3, seed=1, cur=0, p0={"coins": [5, 5, 1]},
                 rows=[with_first(CAR_AND_TWO_COINS), None, None])
    play(s, CoinPoint(0), TakeCard(CAR_AND_TWO_COINS), CarryOut(), Skip())
    assert s.players[0].coins == [5, 5, 2] and s.players[0].score == 1


def test_exact_fit_is_fine():
    """A gain that exactly fills the board is taken."""
    s = scenario(players=3, seed=1, cur=0, held=CAR_AND_TWO_COINS, p0={"coins": [5, 5, 0]})
    play(s, CarryOut(), Skip())
    assert s.players[0].coins == [5, 5, 2]


def test_column_one_buys_a_new_car():
    """A column-1 coin buys a 0-value car for either train."""
    s = scenario(players=2, seed=1, cur=0, p0={"coins": [1, 0, 0], "trains": [[2], [1]]})
    s.apply(CoinCar(1))
    assert s.players[0].trains == [[2], [1, 0]] and s.players[0].coins == [0, 0, 0]


def test_column_two_buys_a_conductor_or_locomotive_step():
    """A column-2 coin moves one conductor one card, or the locomotive one station."""
    s = scenario(players=2, seed=1, cur=0, p0={"coins": [0, 2, 0], "trains": [[1, 0], [0]]})
    play(s, CoinConductor(0), CoinLocomotive())
    assert s.players[0].cond == [1, 0] and s.players[0].loco == 1 and s.players[0].coins == [0, 0, 0]


def test_column_three_buys_an_upgrade():
    """A column-3 coin upgrades one car one step."""
    s = scenario(players=2, seed=1, cur=0, p0={"coins": [0, 0, 2], "trains": [[4, 2], [0]]})
    s.apply(CoinUpgrade(0, 1, 4))
    assert s.players[0].trains[0] == [4, 4] and s.players[0].coins == [0, 0, 1]


def test_column_three_upgrade_follows_the_usual_rules(refused):
    """The coin upgrade obeys the upgrade restrictions."""
    s = scenario(players=2, seed=1, cur=0, p0={"coins": [0, 0, 2], "trains": [[4, 4], [0]]})
    with refused(s, "cars", "from the left"):
        s.apply(CoinUpgrade(0, 1, 7))


def test_column_three_is_not_a_new_car(refused):
    """A column-3 coin cannot buy a car; only column 1 can."""
    s = scenario(players=2, seed=1, cur=0, p0={"coins": [0, 0, 2]})
    with refused(s, "coins", "Column 1 of your coin area holds no coin"):
        s.apply(CoinCar(0))


@pytest.mark.parametrize("col", [0, 1, 2])
def test_any_coin_buys_a_point(col):
    """One coin from any column is one point."""
    coins = [0, 0, 0]
    coins[col] = 1
    s = scenario(players=2, seed=1, cur=0, p0={"coins": coins})
    supply = s.coin_supply
    s.apply(CoinPoint(col))
    assert s.players[0].score == 1 and s.players[0].coins == [0, 0, 0] and s.coin_supply == supply + 1


@pytest.mark.parametrize("action,col", [(CoinCar(0), 1), (CoinConductor(0), 2), (CoinLocomotive(), 2),
                                        (CoinUpgrade(0, 0, 1), 3), (CoinPoint(2), 3)])
def test_each_use_needs_a_coin_in_its_column(action, col, refused):
    """Each coin use takes a coin from its own column; an empty column cannot pay."""
    s = scenario(players=2, seed=1, cur=0, p0={"coins": [1 if col != 1 else 0, 1 if col != 2 else 0,
                                                        1 if col != 3 else 0], "trains": [[0, 0], [0]]})
    with refused(s, "coins", f"Column {col} of your coin area holds no coin"):
        s.apply(action)


def test_there_are_three_columns(refused):
    """Columns 1 to 3 only."""
    s = scenario(players=2, seed=1, cur=0, p0={"coins": 3})
    with refused(s, "coins", "columns 1, 2 and 3 only"):
        s.apply(CoinPoint(3))


def test_spend_before_and_after_the_card():
    """Coins may be spent before taking the card and after carrying it out, as many as wanted."""
    s = scenario(players=3, seed=1, cur=0, p0={"coins": [3, 0, 0]}, rows=[with_first(ONE_CAR), None, None])
    play(s, CoinPoint(0), CoinPoint(0))
    play(s, TakeCard(ONE_CAR), CarryOut(), AddCar(0))
    s.apply(CoinPoint(0))
    assert s.players[0].score == 3 and s.players[0].coins == [0, 0, 0]


def test_not_while_a_card_is_being_carried_out(refused):
    """Once the card is being carried out, coins wait until it is done."""
    s = scenario(players=3, seed=1, cur=0, held=ONE_CAR, p0={"coins": [3, 0, 0]})
    s.apply(CarryOut())
    with refused(s, "coins", "middle of a card"):
        s.apply(CoinPoint(0))
    s.apply(AddCar(0))
    s.apply(CoinPoint(0))


def test_spend_in_a_scoring_phase():
    """Coins may also be spent during one's scoring step."""
    s = scenario(players=2, seed=1, round=2, phase="scoring", start=0, p0={"coins": [2, 0, 0]})
    play(s, CoinPoint(0), FinishScoring())
    assert s.players[0].score == 1


def test_not_on_another_players_turn(refused):
    """Only the player whose turn it is spends coins."""
    s = scenario(players=2, seed=1, cur=1, p0={"coins": [5, 0, 0]}, p1={"coins": 0})
    with refused(s, "coins", "holds no coin"):
        s.apply(CoinPoint(0))


def test_empty_coin_supply_blocks_gains():
    """Default ruling supply_out='block': coins come only from the box's 48; with 2 left in the supply
    a three-coin gain is not taken."""
    s = scenario(players=4, seed=1, cur=0, held=THREE_COINS,
                 p0={"coins": 10}, p1={"coins": 12}, p2={"coins": 12}, p3={"coins": 12})
    assert s.coin_supply == 2
    s.apply(CarryOut())
    assert s.players[0].coins == [5, 5, 0]


def test_empty_coin_supply_partial_ruling():
    """With coins_no_room='partial' as many as the supply holds are taken."""
    s = scenario(players=4, seed=1, cur=0, held=THREE_COINS, rulings={"coins_no_room": "partial"},
                 p0={"coins": 10}, p1={"coins": 12}, p2={"coins": 12}, p3={"coins": 12})
    s.apply(CarryOut())
    assert s.players[0].coins == [5, 5, 2] and s.coin_supply == 0
