"""Situations the FrachtExpress rulebook describes, as positions to open and play on.

Each entry of :data:`EXAMPLES` names the rulebook section it belongs to, says
in the project's own words what the situation shows, and builds the position
in at most three lines of Python with the scenario helper
(:mod:`rulebook.fracht_express.scenario`); ``tests/fracht_express/test_examples.py``
checks that each shows what it claims. Open one in a notebook::

    import widgets
    from rulebook.fracht_express.examples import EXAMPLES
    widgets.play(EXAMPLES["shoved_into_a_station"].build())

>>> sorted(EXAMPLES)[:3]
['cover_same_tracks', 'cover_under_a_locomotive', 'crossing_check']
>>> EXAMPLES["pick_up_in_the_station"].build().players[0].pos
['S', 'A']
"""
from __future__ import annotations

from typing import Callable, NamedTuple

from .scenario import scenario, tie


class Example(NamedTuple):
    """A rulebook situation: its section, what it shows (own words), and the function building it."""

    section: str
    shows: str
    build: Callable


def cover_same_tracks():
    return scenario(players=2, seed=1, table=[("east of A", "D01", 1)], hands={0: ["D30"]})


def cover_under_a_locomotive():
    return scenario(players=2, seed=1, table=[("east of A", "D01", 1)], hands={0: ["D30"]},
                    pos={1: tie("east of A", "east")})


def pick_up_in_the_station():
    return scenario(players=2, seed=1, hands={0: ["D01", "D02"]})


def too_many_cars_to_move():
    return scenario(players=2, seed=1, hands={0: ["D08", "D02"]}, attached={0: ["D10", "D11", "D12"]})


def shoved_into_a_station():
    return scenario(players=2, seed=1, table=[("east of A", "D01", 1), ("west of F", "D02", 1)], hands={0: ["D10"]},
                    pos={0: tie("west of F", "east", nth=2), 1: tie("west of F", "east")})


def shoved_off_the_end():
    return scenario(players=2, seed=1, table=[("east of A", "D01", 1)], hands={0: ["D09"], 1: ["D05"]},
                    pos={0: tie("east of A", "east", nth=2), 1: tie("east of A", "east")})


def crossing_check():
    return scenario(players=2, seed=1, table=[("east of A", "D46", 0)], hands={0: ["D02"]},
                    attached={0: ["D10", "D11", "D12"]}, draws=["D01"])


def draw_new_cards():
    return scenario(players=2, seed=1, hands={0: ["D05", "D02"]}, draws=["D30", "D31", "D32", "D33"])


EXAMPLES: dict = {
    "cover_same_tracks": Example(
        "change",
        "A card whose tracks include every track of the card under it, turned the same way, may be laid on "
        "top of it.",
        cover_same_tracks),
    "cover_under_a_locomotive": Example(
        "change",
        "A card with a locomotive standing on it cannot be covered, even by a card that would fit.",
        cover_under_a_locomotive),
    "pick_up_in_the_station": Example(
        "pick_up",
        "In the station named by a hand card's pick-up letter, that card can be attached as a car.",
        pick_up_in_the_station),
    "too_many_cars_to_move": Example(
        "move",
        "A drive needs a card whose action number is at least the number of cars pulled: with three cars, a "
        "card showing 1 cannot move the locomotive.",
        too_many_cars_to_move),
    "shoved_into_a_station": Example(
        "ramming",
        "A locomotive met on the way is shoved ahead; shoved into a station it stops there, and the drive "
        "pushing it ends there too.",
        shoved_into_a_station),
    "shoved_off_the_end": Example(
        "derail",
        "A locomotive shoved past the last card into an empty space derails: its owner loses the hand and the"
        " cars and starts again from Station A.",
        shoved_off_the_end),
    "crossing_check": Example(
        "crossings",
        "Crossing the centre of a crossing turns over the top card of the supply; with more cars than its "
        "action number, the driver gives up cars of their choice until the number fits.",
        crossing_check),
    "draw_new_cards": Example(
        "draw",
        "Drawing new cards is allowed once a turn and ends the turn.",
        draw_new_cards),
}
