"""The First Class rulebook's worked examples that show a position, each rebuilt in at most three lines.

``EXAMPLES`` maps a name to an :class:`Example`: the rulebook section (and page, where the rulebook gives
one) that shows it, what it shows in our own words, and ``build()``, which returns the position (a
scenario, sometimes with the move the example makes already played). ``tests/first_class/
test_examples.py`` checks that each position shows what the example claims. The numbers come from this
project's illustrative component data (``data/``), so a station's points may differ from the printed
board's.

Examples
--------
>>> from rulebook.first_class.examples import EXAMPLES
>>> s = EXAMPLES["train_scoring"].build()
>>> s.players[0].score
10
>>> sorted(EXAMPLES)[:3]
['clearing_a_row', 'coins_fill_columns', 'conductor_at_the_end']
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from .actions import AddCar, FinishScoring, TakeCard
from .scenario import play, scenario


@dataclass(frozen=True)
class Example:
    section: str          # the rulebook section (page where the rulebook names one)
    shows: str            # what the position shows, in our words
    build: Callable


def clearing_a_row():
    s = scenario(players=3, seed=1, cur=2, rows=[[None, None, "X-G01", "X-G02", "X-G03", "X-G04"], None, None])
    play(s, TakeCard("X-G01"))
    return s


def upgrade_of_choice():
    return scenario(players=2, seed=1, cur=0, p0={"trains": [[1], [7, 4, 4, 2]]}, pending=[("upgrade_any", 1)])


def conductor_at_the_end():
    return scenario(players=2, seed=1, cur=0, p0={"trains": [[2, 1, 0], [0]], "cond": [1, 0]},
                    pending=[("conductors", 3)])


def points_station():
    return scenario(players=2, seed=1, cur=0, p0={"loco": 1, "score": 5}, pending=[("locomotive", 1)])


def train_scoring():
    s = scenario(players=2, seed=1, round=2, phase="scoring", start=0,
                 p0={"trains": [[4, 2, 2, 1, 1, "mail", 1, 0, 0, "tile"], [0]], "cond": [4, 0]})
    play(s, FinishScoring())
    return s


def mail_car():
    s = scenario(players=2, seed=1, cur=0, p0={"trains": [[1, 1, 0, 0], [0]]}, pending=[("car", 1)])
    play(s, AddCar(0))
    return s


def coins_fill_columns():
    return scenario(players=2, seed=1, cur=0, p0={"coins": 4}, pending=[("coins", 2)])


def constantinople():
    return scenario(players=2, seed=1, cur=0, pending=[("conductors", 1)],
                    p0={"trains": [[2, 2, 1, 1, 1, "mail", 1, 0, 0, "tile"], [0]], "cond": [8, 0]})


EXAMPLES = {
    "clearing_a_row": Example(
        "Clearing a Row (page 5), 3-player example",
        "two cards are gone from the first row; the third taker clears it: the three cards left leave the game",
        clearing_a_row),
    "upgrade_of_choice": Example(
        "Upgrade a Railroad Car of your Choice (page 7), example",
        "an upgrade of choice on a lower train 7-4-4-2 lifts the leftmost 4 to 7, never the second 4; a new "
        "0-value car may be taken instead",
        upgrade_of_choice),
    "conductor_at_the_end": Example(
        "Move your Conductors: a conductor at the last car",
        "both conductors move 3; the upper one stops on the last car and the unused steps are lost",
        conductor_at_the_end),
    "points_station": Example(
        "Move Your Locomotive: a points station",
        "the locomotive moves onto a points station and the player scores its points at once",
        points_station),
    "train_scoring": Example(
        "Scoring Phase, 2. Score Points for Trains (upper train example)",
        "with the conductor on the fifth car, the train scores 4+2+2+1+1 = 10; the cars and the locomotive "
        "tile to its right score nothing",
        train_scoring),
    "mail_car": Example(
        "Special Cards: The Mail Car",
        "the 5th railroad car of a train brings a mail car as the 6th at once: the player must choose one",
        mail_car),
    "coins_fill_columns": Example(
        "The Coins: How to Place Coins",
        "with 4 coins on the board, 2 more fill the first column and start the second",
        coins_fill_columns),
    "constantinople": Example(
        "Constantinople",
        "the first conductor to reach a locomotive tile scores 20 points and marks the Constantinople tile",
        constantinople),
}
