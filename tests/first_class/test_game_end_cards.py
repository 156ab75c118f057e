"""Rules of the section "game_end_cards": four lie face up; on your turn each costs 4 coins from any
columns and gives a small bonus; a module symbol gives one free; the display is refilled only when
the turn is over; they score at the very end."""
import pytest

from rulebook.first_class.actions import (BuyGameEnd, CarryOut, CoinPoint, EndTurn, FinishScoring, PayCoin, PayCoins,
                                          Skip, TakeCard, TakeGameEndCard)
from rulebook.first_class.data import load_components
from rulebook.first_class.scenario import find_card, play, scenario
from rulebook.first_class.units import PayForCard

COMP = load_components()
GE_SYMBOL = find_card(COMP, ("game_end_card", 1), module="B", colour="green")
COIN_BONUS = next(g for g, c in sorted(COMP.game_end_cards.items()) if c.bonus == (("coins", 1, 0),))
NO_BONUS = next(g for g, c in sorted(COMP.game_end_cards.items()) if c.bonus == ())


def buyer(coins, display=None, **kw):
    display = display or [COIN_BONUS, NO_BONUS] + [g for g in sorted(COMP.game_end_cards)
                                                   if g not in (COIN_BONUS, NO_BONUS)][:2]
    return scenario(players=3, seed=1, cur=0, ge_display=display, p0={"coins": coins, "ge": []}, **kw)


@pytest.mark.parametrize("coins,columns", [([4, 0, 0], [0, 0, 0, 0]), ([2, 1, 1], [0, 1, 2, 0]),
                                           ([0, 3, 2], [2, 1, 1, 2])])
def test_costs_four_coins_from_any_columns(coins, columns):
    """A Game End card costs 4 coins, taken from any columns the player likes."""
    s = buyer(coins)
    supply = s.coin_supply
    s.apply(BuyGameEnd(NO_BONUS))
    assert s.stack[-1] == PayForCard(4, NO_BONUS)
    play(s, PayCoins(tuple(columns)))
    left = [coins[c] - columns.count(c) for c in range(3)]
    assert s.players[0].coins == left and s.coin_supply == supply + 4
    assert NO_BONUS in s.players[0].ge and NO_BONUS not in s.ge_display


def test_fewer_than_four_coins_buys_nothing(refused):
    """With 3 coins no Game End card can be bought."""
    s = buyer([3, 0, 0])
    with refused(s, "game_end_cards", "costs 4 coins"):
        s.apply(BuyGameEnd(NO_BONUS))


def test_only_face_up_cards_are_for_sale(refused):
    """Only the four face-up cards can be bought."""
    s = buyer([5, 0, 0])
    hidden = s.ge_deck[0]
    with refused(s, "game_end_cards", "not face up"):
        s.apply(BuyGameEnd(hidden))


def test_payment_cannot_be_left_out(refused):
    """Once buying, the four coins must be paid."""
    s = buyer([5, 0, 0])
    play(s, BuyGameEnd(NO_BONUS))
    with refused(s, "game_end_cards", "required"):
        s.apply(Skip())


def test_buying_gives_the_small_bonus():
    """The card's one-time bonus comes right after the purchase (here: one coin)."""
    s = buyer([4, 0, 0])
    play(s, BuyGameEnd(COIN_BONUS), PayCoins((0, 0, 0, 0)))
    assert s.players[0].coins == [1, 0, 0]


def test_display_refills_only_when_the_turn_is_over():
    """The bought card's place stays empty for the rest of the turn, then the display is four again."""
    s = buyer([5, 3, 0])
    play(s, BuyGameEnd(NO_BONUS), PayCoins((0, 0, 0, 0)))
    assert len(s.ge_display) == 3
    play(s, TakeCard(s.rows[0][0]), CarryOut())
    while EndTurn() not in s.legal_actions():
        s.apply(Skip())
    assert len(s.ge_display) == 3
    s.apply(EndTurn())
    assert len(s.ge_display) == 4


def test_several_cards_in_one_turn():
    """Each card is bought separately for 4 coins; a player may buy more than one."""
    s = buyer([5, 5, 0])
    play(s, BuyGameEnd(NO_BONUS), PayCoins((0, 0, 0, 0)), BuyGameEnd(COIN_BONUS), PayCoins((1, 1, 1, 1)))
    assert s.players[0].ge == [NO_BONUS, COIN_BONUS]


def test_buy_after_the_card_too():
    """Coins, and so Game End cards, can be used after the turn's card as well."""
    s = buyer([4, 0, 0], held=find_card(COMP, ("car", 1), module="X", colour="green"))
    play(s, CarryOut(), Skip(), BuyGameEnd(NO_BONUS), PayCoins((0, 0, 0, 0)))
    assert NO_BONUS in s.players[0].ge


def test_buy_during_scoring():
    """Coins may be spent in a scoring phase, Game End cards included; the display refills when the
    player's scoring step ends."""
    s = scenario(players=2, seed=1, round=2, phase="scoring", start=0, p0={"coins": 4, "ge": []})
    card = s.ge_display[0]
    play(s, BuyGameEnd(card), PayCoins((0, 0, 0, 0)))
    assert len(s.ge_display) == 3
    s.apply(FinishScoring())
    assert len(s.ge_display) == 4 and card in s.players[0].ge


def test_module_symbol_gives_a_free_card_of_choice():
    """A card with the Game End symbol gives one face-up Game End card, of the player's choice, free."""
    s = buyer([1, 0, 0], held=GE_SYMBOL)
    s.apply(CarryOut())
    assert {a for a in s.legal_actions()} == {TakeGameEndCard(g) for g in s.ge_display} | {Skip()}
    s.apply(TakeGameEndCard(NO_BONUS))
    assert s.players[0].ge == [NO_BONUS] and s.players[0].coins == [1, 0, 0]
    assert len(s.ge_display) == 3


def test_free_card_must_come_from_the_display(refused):
    """The free card is one of those face up."""
    s = buyer([1, 0, 0], held=GE_SYMBOL)
    s.apply(CarryOut())
    with refused(s, "game_end_cards", "not face up"):
        s.apply(TakeGameEndCard(s.ge_deck[0]))


def test_no_points_before_the_end():
    """Holding Game End cards scores nothing during the game."""
    s = buyer([4, 0, 0])
    play(s, BuyGameEnd(NO_BONUS), PayCoins((0, 0, 0, 0)))
    assert s.players[0].score == 0


def test_display_stays_short_when_the_pile_is_empty():
    """With no Game End cards left face down, the display is not refilled."""
    s = scenario(players=2, seed=1, cur=0, ge_deck=[], p0={"coins": 4, "ge": sorted(COMP.game_end_cards)[:9]},
                 p1={"ge": sorted(COMP.game_end_cards)[9:17]})
    assert len(s.ge_display) == 4 and s.ge_deck == []
    play(s, BuyGameEnd(s.ge_display[0]), PayCoins((0, 0, 0, 0)))
    while EndTurn() not in s.legal_actions():
        s.apply(s.legal_actions()[-1] if Skip() in s.legal_actions() else s.legal_actions()[0])
    events = s.apply(EndTurn())
    assert len(s.ge_display) == 3
    assert any(e.rule == "game_end_cards" and "empty" in e.text for e in events)


def test_each_card_names_a_type_and_points():
    """21 Game End cards, each naming railroad car, conductor or locomotive cards and a value."""
    assert len(COMP.game_end_cards) == 21
    assert {c.counts for c in COMP.game_end_cards.values()} == {"car", "conductor", "locomotive"}
    assert all(c.points > 0 for c in COMP.game_end_cards.values())


def test_coin_point_is_not_a_game_end_purchase():
    """Spending one coin for a point is a separate coin use, not part of buying a card."""
    s = buyer([4, 0, 0])
    s.apply(CoinPoint(0))
    assert s.players[0].score == 1 and BuyGameEnd(NO_BONUS) not in s.legal_actions()


# --------------------------------------------------------------------------- one-step payment (issue 39)
@pytest.mark.parametrize("coins,offered", [
    ([4, 0, 0], [(0, 0, 0, 0)]),
    ([2, 1, 1], [(0, 0, 1, 2)]),
    ([5, 1, 0], [(0, 0, 0, 0), (0, 0, 0, 1)]),
    ([0, 3, 2], [(1, 1, 1, 2), (1, 1, 2, 2)]),
    ([1, 2, 2], [(0, 1, 1, 2), (0, 1, 2, 2), (1, 1, 2, 2)]),
])
def test_payment_is_one_decision_offering_each_mix_of_columns(coins, offered):
    """The rulebook lets a Game End card be paid with coins from several columns: the whole price is one decision,
    and the choices are exactly the distinct mixes of columns the player's coins allow, each named once."""
    s = buyer(coins)
    s.apply(BuyGameEnd(NO_BONUS))
    legal = s.legal_actions()
    assert legal == [PayCoins(c) for c in offered]
    supply = s.coin_supply
    s.apply(legal[-1])
    assert NO_BONUS in s.players[0].ge and not s.stack
    assert s.players[0].coins == [coins[c] - offered[-1].count(c) for c in range(3)]
    assert s.coin_supply == supply + 4


def test_one_step_payment_reads_as_its_columns():
    """A payment says which columns its coins come from (str) and pastes back into Python (repr); the order in
    which the columns are given does not matter."""
    a = PayCoins((2, 0, 1, 0))
    assert a == PayCoins((0, 0, 1, 2)) and repr(a) == "PayCoins(columns=(0, 0, 1, 2))"
    assert str(a) == "Pay 4 coins: 2 from column 1, 1 from column 2 and 1 from column 3."
    assert str(PayCoins((1, 1, 1, 1))) == "Pay 4 coins: 4 from column 2."
    assert a.describe().text("es") != str(a)


@pytest.mark.parametrize("columns,rule,words", [
    ((0, 0, 0), "game_end_cards", "needs 4 more coins"), ((0, 0, 0, 0, 0), "game_end_cards", "needs 4 more"),
    ((2, 2, 2, 0), "coins", "Column 3 of your coin area holds 1 coin"),
    ((0, 0, 1, 3), "coins", "columns 1, 2 and 3 only")])
def test_a_payment_that_does_not_fit_is_refused(refused, columns, rule, words):
    """A payment must be the whole price still owed, from columns that hold the coins it names."""
    s = buyer([3, 1, 1])
    s.apply(BuyGameEnd(NO_BONUS))
    with refused(s, rule, words):
        s.apply(PayCoins(columns))
    assert s.stack[-1] == PayForCard(4, NO_BONUS) and s.players[0].coins == [3, 1, 1]


def _old_save(state, *actions):
    """Play ``actions`` as the engine did before the one-step payment (per-coin ``PayCoin`` accepted) and
    return the save that engine wrote."""
    from rulebook.first_class.coins import REPLAYING_SAVE
    token = REPLAYING_SAVE.set(True)
    try:
        play(state, *actions)
    finally:
        REPLAYING_SAVE.reset(token)
    return state.to_json()


def test_per_coin_payments_of_old_saves_still_replay():
    """Saves made before the one-step payment hold four per-coin ``PayCoin`` actions: they still load and replay
    (while a save is read back, not in play), a save that stops half-way through a payment loads and is then
    offered the rest in one step, and a game paid either way ends in the same position (only the log tells the
    one-step payment apart)."""
    import rulebook
    game = rulebook.GAMES["first_class"]
    half = game.from_json(_old_save(buyer([2, 1, 1]), BuyGameEnd(NO_BONUS), PayCoin(1), PayCoin(0)))
    assert half.stack[-1] == PayForCard(2, NO_BONUS)
    assert half.legal_actions() == [PayCoins((0, 2))]
    assert PayCoin(2) not in half.legal_actions() and half.explain(PayCoin(2)) is not None
    whole = game.from_json(_old_save(buyer([2, 1, 1]), BuyGameEnd(NO_BONUS), PayCoin(1), PayCoin(0), PayCoin(2),
                                     PayCoin(0)))
    assert [type(a).__name__ for a in whole.history][-4:] == ["PayCoin"] * 4
    new = buyer([2, 1, 1])
    play(new, BuyGameEnd(NO_BONUS), PayCoins((0, 0, 1, 2)))
    a, b = whole._dump(), new._dump()
    assert {k: v for k, v in a.items() if k != "log"} == {k: v for k, v in b.items() if k != "log"}
    whole.undo()   # an undo replays the loaded history
    assert whole.stack[-1] == PayForCard(1, NO_BONUS)
