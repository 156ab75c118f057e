"""Rules of the section "conductors": the double symbol moves both conductors the same distance, the
single one gives a distance to share; a conductor stops at the last card and spare steps are lost."""
import pytest

from rulebook.first_class.actions import CarryOut, CoinConductor, MoveConductor, Skip
from rulebook.first_class.data import load_components
from rulebook.first_class.scenario import find_card, play, scenario

COMP = load_components()
BOTH_1 = find_card(COMP, ("conductors", 1), module="X", colour="green")
BOTH_2 = find_card(COMP, ("conductors", 2), module="X", colour="blue")
SPLIT_2 = find_card(COMP, ("conductor_split", 2), module="X", colour="green")
SPLIT_3 = find_card(COMP, ("conductor_split", 3), module="X", colour="green")

LONG = [[2, 1, 1, 0, 0], [1, 1, 0, 0, 0]]


def carry(held, p0, round=1):
    s = scenario(players=3, seed=1, round=round, cur=0, held=held, p0=p0)
    events = s.apply(CarryOut())
    return s, events


@pytest.mark.parametrize("card,n", [(BOTH_1, 1), (BOTH_2, 2)])
def test_double_symbol_moves_both_the_same(card, n):
    """Both conductors move right by the number of arrows, without any choice."""
    s, _ = carry(card, {"trains": LONG, "cond": [0, 1]}, round=1 if n == 1 else 3)
    assert s.players[0].cond == [n, 1 + n]
    assert s.stack == [] and s.phase == "post"


def test_double_symbol_stops_at_the_last_card_and_loses_the_rest():
    """A conductor at the end of its train stays; its unused steps are lost, the other still moves."""
    s, events = carry(BOTH_2, {"trains": [[1, 0], [1, 0, 0, 0]], "cond": [1, 0]}, round=3)
    assert s.players[0].cond == [1, 2]
    assert any(e.rule == "conductors" and "lost" in e.text for e in events)


@pytest.mark.parametrize("steps", [(0, 0, 0), (1, 1, 1), (0, 1, 0), (1, 0, 0)])
def test_single_symbol_shares_the_distance(steps):
    """The single-conductor symbol gives steps to share between the two conductors as the player likes."""
    s, _ = carry(SPLIT_3, {"trains": LONG})
    play(s, *[MoveConductor(t) for t in steps])
    up = steps.count(0)
    assert s.players[0].cond == [up, 3 - up]
    assert s.stack == []


def test_shared_steps_may_be_partly_left_out():
    """Steps the player does not use are lost."""
    s, _ = carry(SPLIT_3, {"trains": LONG})
    play(s, MoveConductor(1), Skip())
    assert s.players[0].cond == [0, 1] and s.stack == []


def test_conductor_at_its_last_card_cannot_take_a_shared_step(refused):
    """A conductor on the last card of its train moves no further."""
    s, _ = carry(SPLIT_2, {"trains": [[1, 0], [0, 0, 0]], "cond": [1, 0]})
    assert MoveConductor(0) not in s.legal_actions()
    with refused(s, "conductors", "last card"):
        s.apply(MoveConductor(0))


def test_shared_steps_lost_when_both_conductors_are_at_the_end():
    """When neither conductor can move, the remaining shared steps disappear."""
    s, events = carry(SPLIT_3, {"trains": [[1, 0], [0, 0]], "cond": [0, 1]})
    s.apply(MoveConductor(0))
    assert s.stack == [] and s.players[0].cond == [1, 1]


def test_conductor_walks_over_the_mail_car():
    """The mail car is a card of the train: a conductor can stand on it and move past it."""
    s, _ = carry(BOTH_2, {"trains": [[2, 1, 1, 1, 0, "mail", 0], [0]], "cond": [4, 0]}, round=3)
    assert s.players[0].cond == [6, 0]


def test_locomotive_tile_is_the_end_of_the_line():
    """Once on the locomotive tile a conductor cannot move on."""
    s, events = carry(BOTH_2, {"trains": [[2, 1, 1, 1, 0, "mail", 0, 0, 0, "tile"], [0]], "cond": [8, 0]},
                      round=3)
    assert s.players[0].cond == [9, 0]
    assert any("lost" in e.text for e in events)


def test_coin_from_column_two_moves_one_conductor():
    """A column-2 coin moves one conductor of the player's choice one card."""
    s = scenario(players=3, seed=1, cur=0, p0={"trains": LONG, "coins": [0, 1, 0]})
    s.apply(CoinConductor(1))
    assert s.players[0].cond == [0, 1] and s.players[0].coins == [0, 0, 0]


def test_coin_cannot_push_a_conductor_past_the_end(refused):
    """The coin step obeys the same end-of-train stop."""
    s = scenario(players=3, seed=1, cur=0, p0={"trains": [[0], [0, 0]], "coins": [0, 1, 0]})
    with refused(s, "conductors", "last card"):
        s.apply(CoinConductor(0))


def test_moves_are_logged_under_this_section():
    """Conductor moves from a card are explained by this section in the log."""
    s, events = carry(BOTH_1, {"trains": LONG})
    assert {e.rule for e in events if "conductor" in e.text} == {"conductors"}
