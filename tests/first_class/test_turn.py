"""Rules of the section "turn": take one card (or the tile), carry it out -- fully or partly -- or forego it."""
import pytest

from rulebook.first_class.actions import (AddCar, CarryOut, CoinPoint, EndTurn, Forego, ResolveSymbol, Skip,
                                          TakeCard, TakeStartTile, Upgrade)
from rulebook.first_class.data import load_components
from rulebook.first_class.scenario import find_card, play, scenario

COMP = load_components()
ONE_CAR = find_card(COMP, ("car", 1), module="X", colour="green")
TWO_CARS = find_card(COMP, ("car", 2), module="X", colour="green")
CAR_THEN_UPGRADE = find_card(COMP, ("car", 1), ("upgrade", 1, 0), module="X", colour="green")
BOTH_CONDUCTORS = find_card(COMP, ("conductors", 1), module="X", colour="green")
ROUTE = find_card(COMP, type="route", module="X", colour="green")
CONTRACT = find_card(COMP, type="contract", colour="green")


def test_any_face_up_card_or_the_tile_may_be_chosen():
    """On a turn every one of the face-up cards can be chosen, and so can the Start Player tile."""
    s = scenario(players=3, seed=1, cur=0)
    legal = s.legal_actions()
    for row in s.rows:
        for c in row:
            assert TakeCard(c) in legal
    assert TakeStartTile() in legal


def test_after_taking_the_choice_is_carry_out_or_forego():
    """A taken card is either carried out or foregone; nothing else is open at that moment."""
    s = scenario(players=3, seed=1, cur=0)
    s.apply(TakeCard(s.rows[0][0]))
    assert s.legal_actions() == [CarryOut(), Forego()]


def test_a_turn_needs_a_card(refused):
    """A turn cannot end before a card or the tile has been taken."""
    s = scenario(players=3, seed=1, cur=0)
    with refused(s, "turn", "not over before you take"):
        s.apply(EndTurn())


def test_only_one_card_a_turn(refused):
    """One card per turn: after carrying out, no second card."""
    s = scenario(players=3, seed=1, cur=0, held=ONE_CAR)
    play(s, CarryOut(), AddCar(0))
    with refused(s, "turn", "already took"):
        s.apply(TakeCard(s.rows[1][0]))


def test_card_must_be_face_up(refused):
    """A card still in a pile cannot be chosen."""
    s = scenario(players=3, seed=1, cur=0)
    with refused(s, "turn", "not face up"):
        s.apply(TakeCard(s.piles[0][0]))


def test_card_already_taken_by_someone(refused):
    """A card in another player's completed pile is not available."""
    s = scenario(players=3, seed=1, cur=0, p1={"completed": [ONE_CAR]})
    with refused(s, "turn", "already took"):
        s.apply(TakeCard(ONE_CAR))


def test_carry_out_everything():
    """Carrying out a two-car card gives both cars, each to a train of the player's choice."""
    s = scenario(players=3, seed=1, cur=0, held=TWO_CARS)
    play(s, CarryOut(), AddCar(0), AddCar(1))
    assert s.players[0].trains == [[0, 0], [0, 0]]
    assert s.players[0].completed == [TWO_CARS]


def test_carry_out_partly():
    """A card may be carried out in part: the rest is left out."""
    s = scenario(players=3, seed=1, cur=0, held=TWO_CARS)
    play(s, CarryOut(), AddCar(1), Skip())
    assert s.players[0].trains == [[0], [0, 0]]
    assert s.phase == "post"


def test_a_card_that_cannot_be_fully_used_may_still_be_chosen():
    """Choosing a card whose actions cannot all happen is allowed: what cannot happen is lost."""
    s = scenario(players=3, seed=1, cur=0, held=BOTH_CONDUCTORS, p0={"trains": [[0, 0], [0]], "cond": [0, 0]})
    events = s.apply(CarryOut())
    assert s.players[0].cond == [1, 0]
    assert any("lost" in e.text for e in events)
    assert s.players[0].completed == [BOTH_CONDUCTORS]


def test_forego_gives_one_upgrade_of_a_railroad_car():
    """Foregoing a card gives instead a single upgrade of one railroad car (one step)."""
    s = scenario(players=3, seed=1, cur=0, held=TWO_CARS, p0={"trains": [[2, 1], [0]]})
    s.apply(Forego())
    legal = s.legal_actions()
    assert set(legal) == {Upgrade(0, 0, 4), Upgrade(0, 1, 2), Upgrade(1, 0, 1), Skip()}
    s.apply(Upgrade(0, 1, 2))
    assert s.players[0].trains == [[2, 2], [0]] and s.phase == "post" and s.stack == []


def test_forego_is_not_a_new_car(refused):
    """The forego upgrade raises a car's value; it cannot be turned into a new car."""
    s = scenario(players=3, seed=1, cur=0, held=TWO_CARS)
    s.apply(Forego())
    with refused(s, "turn", "may not be taken as a new car"):
        s.apply(AddCar(0))


def test_forego_upgrade_is_optional():
    """The forego upgrade may be left out."""
    s = scenario(players=3, seed=1, cur=0, held=TWO_CARS)
    play(s, Forego(), Skip(), EndTurn())
    assert s.players[0].trains == [[0], [0]] and s.current_player == 1


@pytest.mark.parametrize("kind", ["car", "route", "contract"])
def test_foregone_card_still_goes_to_the_completed_pile(kind):
    """A foregone card -- even a route card or a contract -- lies in the completed pile afterwards."""
    card = {"car": TWO_CARS, "route": ROUTE, "contract": CONTRACT}[kind]
    s = scenario(players=3, seed=1, cur=0, held=card)
    play(s, Forego(), Skip())
    pl = s.players[0]
    assert pl.completed == [card] and pl.route == [] and pl.contracts == []


def test_carried_out_card_goes_to_the_completed_pile():
    """A carried-out ordinary card goes to the completed pile too."""
    s = scenario(players=3, seed=1, cur=0, held=ONE_CAR)
    play(s, CarryOut(), AddCar(0))
    assert s.players[0].completed == [ONE_CAR]


def test_start_player_tile_cannot_be_foregone(refused):
    """Taking the Start Player tile cannot be exchanged for an upgrade."""
    s = scenario(players=3, seed=1, cur=0)
    play(s, TakeStartTile(), Skip())
    with refused(s, "turn", "Start Player tile cannot be foregone"):
        s.apply(Forego())


def test_decide_the_card_before_spending_coins(refused):
    """While the taken card is undecided, coins cannot be spent."""
    s = scenario(players=3, seed=1, cur=0, held=ONE_CAR, p0={"coins": 2})
    with refused(s, "coins", "middle of a card"):
        s.apply(CoinPoint(0))


def test_symbols_are_carried_out_in_printed_order():
    """Default reading (ruling card_symbol_order='printed'): the card's symbols come left to right."""
    s = scenario(players=3, seed=1, cur=0, held=CAR_THEN_UPGRADE)
    s.apply(CarryOut())
    assert s.stack[-1].KIND == "car"
    assert AddCar(0) in s.legal_actions() and Upgrade(0, 0, 1) not in s.legal_actions()


def test_symbol_order_may_be_free_by_ruling():
    """With the ruling card_symbol_order='any' the player picks which symbol comes first."""
    s = scenario(players=3, seed=1, cur=0, held=CAR_THEN_UPGRADE, rulings={"card_symbol_order": "any"})
    s.apply(CarryOut())
    assert s.legal_actions() == [ResolveSymbol(0), ResolveSymbol(1), Skip()]
    play(s, ResolveSymbol(1), Upgrade(0, 0, 1), AddCar(0))
    assert s.players[0].trains[0] == [1, 0]


def test_turn_passes_clockwise():
    """Ending a turn hands the move to the next seat."""
    s = scenario(players=4, seed=1, cur=3, held=ONE_CAR)
    play(s, CarryOut(), AddCar(0), EndTurn())
    assert s.current_player == 0


def test_undecided_card_cannot_be_ended(refused):
    """The taken card must be carried out or foregone before the turn ends."""
    s = scenario(players=3, seed=1, cur=0, held=ONE_CAR)
    with refused(s, "turn", "Finish carrying out"):
        s.apply(EndTurn())


def test_carry_out_needs_a_card(refused):
    """Nothing can be carried out before a card is taken."""
    s = scenario(players=3, seed=1, cur=0)
    with refused(s, "turn", "Take a card first"):
        s.apply(CarryOut())
