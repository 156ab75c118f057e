"""The rulebook's worked examples that show a position (issue #17): each is built in at most three lines of
Python (``rulebook/first_class/examples.py``) and the position shows what the example claims."""
from __future__ import annotations

import inspect

import pytest

import rulebook
from rulebook.first_class.actions import AddCar, ChooseMail, Upgrade
from rulebook.first_class.examples import EXAMPLES

FC = rulebook.GAMES["first_class"]


@pytest.mark.parametrize("name", sorted(EXAMPLES))
def test_each_example_is_at_most_three_lines_and_a_valid_position(name):
    """Each builder body is at most three statements' lines, and its position loads like a save."""
    src = inspect.getsource(EXAMPLES[name].build).splitlines()
    src = src[next(i for i, ln in enumerate(src) if ln.startswith("def ")) + 1:]   # decorators (a mutation run's) aside
    statements = [ln for ln in src if ln.strip() and not ln.startswith("        ")]   # continuation lines aside
    assert len(statements) <= 3, src
    s = EXAMPLES[name].build()
    assert s.check_invariants() == [] and FC.from_json(s.to_json()).to_json() == s.to_json()


def test_at_least_five_examples_with_their_section():
    """The issue asks for at least five worked examples, each naming its rulebook section."""
    assert len(EXAMPLES) >= 5 and all(e.section and e.shows for e in EXAMPLES.values())


def test_clearing_a_row():
    s = EXAMPLES["clearing_a_row"].build()
    assert s.rows[0] == [None] * 6 and {"X-G02", "X-G03", "X-G04"} <= set(s.removed) and s.held == "X-G01"


def test_upgrade_of_choice():
    legal = EXAMPLES["upgrade_of_choice"].build().legal_actions()
    assert Upgrade(1, 1, 7) in legal and Upgrade(1, 2, 7) not in legal and AddCar(1) in legal


def test_conductor_at_the_end():
    s = EXAMPLES["conductor_at_the_end"].build()
    assert s.players[0].cond == [2, 0] and "lost" in s.log[-1].text


def test_points_station():
    s = EXAMPLES["points_station"].build()
    station = s.players[0].stations[1]
    assert station[0] == "points" and s.players[0].loco == 2 and s.players[0].score == 5 + station[1]


def test_train_scoring():
    assert EXAMPLES["train_scoring"].build().players[0].score == 10


def test_mail_car():
    s = EXAMPLES["mail_car"].build()
    assert s.players[0].trains[0] == [1, 1, 0, 0, 0] and all(type(a) is ChooseMail for a in s.legal_actions())


def test_coins_fill_columns():
    assert EXAMPLES["coins_fill_columns"].build().players[0].coins == [5, 1, 0]


def test_constantinople():
    s = EXAMPLES["constantinople"].build()
    assert s.players[0].cond[0] == 9 and s.players[0].score == 20 and s.constantinople == [[0, 0]]
