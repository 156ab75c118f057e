"""The First Class engine (state.py), pinned (issue #21's mutation pass): a card's points symbol, refusals while
an effect waits, and a payment's refusals."""
from rulebook.first_class.actions import AddCar, BuyGameEnd, CarryOut, PayCoin, PayCoins, TakeCard
from rulebook.first_class.scenario import play, scenario


def test_a_points_symbol_scores_for_the_seat_carrying_out_the_card():
    """Carrying out a card: its points symbol scores at once for the seat carrying it out (seat 1 here), and
    the log line is that seat's."""
    s = scenario(players=3, seed=1, cur=1, held="B-G05", p1={"score": 2})
    events = s.apply(CarryOut())
    assert s.players[1].score == 3
    scored = [e for e in events if e.msg.id.startswith("{player} scores")]
    assert len(scored) == 1 and scored[0].player == 1 and scored[0].msg.params["n"] == 1


def test_while_an_effect_waits_a_new_card_is_refused_by_that_effect(refused):
    """Carrying out a card: while one of its effects waits for a decision, taking another card is refused
    under the waiting effect's section, asking to finish it first."""
    s = scenario(players=3, seed=1, cur=0, p0={"trains": [[1], [0]]}, pending=[("upgrade_any", 1)])
    with refused(s, "upgrade_choice", "first finish"):
        s.apply(TakeCard(s.rows[0][0]))


def test_a_new_car_for_a_closed_train_is_refused_for_that_train(refused):
    """Special cards: a train closed by its locomotive tile takes no more cars, even when a car symbol waits
    (the other train still may)."""
    s = scenario(players=2, seed=1, cur=0, p0={"trains": [[4, 2, 1, 0, 0, "mail", 0, 0, 0, "tile"], [0]]},
                 pending=[("car", 1)])
    assert AddCar(1) in s.legal_actions() and AddCar(0) not in s.legal_actions()
    with refused(s, "special_cars", "locomotive tile"):
        s.apply(AddCar(0))


def test_paying_for_a_game_end_card_from_an_empty_column_is_a_coin_refusal(refused):
    """Game End cards: the four coins are paid in one step from the coin area; a column holding too few coins,
    or no column at all, is refused under "coins", and a single coin (an old save's per-coin payment) is
    refused in play with the one-step rule."""
    s = scenario(players=3, seed=1, cur=0, p0={"coins": [5, 0, 0]})
    play(s, BuyGameEnd(s.ge_display[0]))
    with refused(s, "coins", "holds 0 coins"):
        s.apply(PayCoins((0, 0, 0, 2)))
    with refused(s, "coins", "holds no coin"):
        s.apply(PayCoin(2))
    with refused(s, "coins", "columns 1, 2 and 3"):
        s.apply(PayCoin(3))
    with refused(s, "game_end_cards", "paid in one step"):
        s.apply(PayCoin(0))
