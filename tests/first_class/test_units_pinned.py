"""Pending decisions (units.py), pinned (issue #21's mutation pass): what is left of a counted effect after one
use, and a choice of order read back from its saved form."""
from rulebook.first_class.actions import AddCar, CarryOut, ResolveSymbol, TakeGameEndCard
from rulebook.first_class.scenario import scenario
from rulebook.first_class.scenario_edits import put
from rulebook.first_class.units import AddCars, Pick, TakeGameEnd


def test_two_new_cars_leave_one_under_the_same_section():
    """Railroad cars: after the first of two new cars, one more waits, still under the section "cars", and the
    second is logged there too."""
    s = scenario(players=3, seed=1, cur=0, pending=[("car", 2)])
    s.apply(AddCar(0))
    assert s.stack[-1] == AddCars(1, "cars")
    events = s.apply(AddCar(1))
    assert [e.rule for e in events] == ["cars"] and s.players[0].trains == [[0, 0], [0, 0]]


def test_two_game_end_cards_leave_one_after_the_first():
    """Game End cards: a symbol granting two free Game End cards leaves exactly one to take after the first."""
    s = scenario(players=3, seed=1, cur=0, pending=[("game_end_card", 2)])
    rule = s.stack[-1].rule
    s.apply(TakeGameEndCard(s.ge_display[0]))
    assert TakeGameEnd(1, rule) in s.stack   # under the bonus of the card taken, if any


def test_a_choice_of_order_reads_back_as_the_same_decision():
    """Card symbol order (ruling ``card_symbol_order="any"``): the choice of which symbol first, read back from
    its saved form (as every scenario edit reads the position), is the same decision with the same symbols."""
    s = scenario(players=3, seed=1, cur=0, held="B-G05", rulings={"card_symbol_order": "any"})
    s.apply(CarryOut())
    assert s.stack[-1] == Pick((("locomotive", 1, 0), ("points", 1, 0)), "turn")
    t = put(s, s.rows[0][0], row=0, col=0)
    assert t.stack == s.stack and t.legal_actions() == s.legal_actions()
    assert ResolveSymbol(1) in t.legal_actions()
