"""Situations the Horror on the Orient Express rulebook works through, as positions to open and play on.

Each entry of :data:`EXAMPLES` names the rulebook section it belongs to, says
in the project's own words what the situation shows, and builds the position
in at most three lines of Python with :func:`rulebook.horror.scenario.scenario`;
``tests/horror/test_examples.py`` plays each one and checks what it claims::

    import widgets
    from rulebook.horror.examples import EXAMPLES
    widgets.play(EXAMPLES["talk_four"].build())

>>> sorted(EXAMPLES)[:2]
['event_step_redraw', 'push_off_the_train']
>>> EXAMPLES["push_off_the_train"].build().monsters
[['red', 5]]
"""
from __future__ import annotations

from typing import Callable, NamedTuple

from .scenario import scenario


class Example(NamedTuple):
    """A rulebook situation: its section, what it shows (own words), and the function building it."""

    section: str
    shows: str
    build: Callable


DOCTOR = {"players": 1, "seed": 5, "investigators": ["doctor"]}
RESTED = [True, True, True, True, False, False, False]


def talk_four():
    return scenario(**DOCTOR, passengers={2: ["calm"]}, inv={0: {"car": 2}}, skills={0: {"doc_talk2": 0}},
                    talk_draws=["r:sanity", "ticket", "feature", "desire"])


def push_off_the_train():
    return scenario(**DOCTOR, empty_train=True, monsters=[["red", 5]], inv={0: {"car": 5}},
                    skills={0: {"doc_kill": 0}})


def rest_with_experience():
    return scenario(**DOCTOR, inv={0: {"stamina": 0, "track": 4, "marked": RESTED}})


def spell_from_an_empty_slot():
    return scenario(**DOCTOR, occult={"grimoire": [1, 1, 2, 2, 3, 3], "pool": 0},
                    inv={0: {"stamina": 0, "track": 4, "marked": RESTED}})


def event_step_redraw():
    return scenario(players=1, seed=0, investigators=["doctor"], occult={"pool": 2}, draws=["portal"],
                    tokens={"bag": ["portal", "favor", "portal_x", "lucky", "occult"],
                            "board": [[], [], ["ritual"], ["passenger"]]})


def vampire_behind_closed_curtains():
    return scenario(**DOCTOR, passengers={3: ["panicked"]}, fields={"vampire": 3, "curtains": ["closed"] * 7},
                    tokens={"bag": ["ritual_x"], "board": [["portal_x"], ["vampire_back"], [], []]})


# Each example: its section, what it shows (own words), and the function building it -- a plain table rather
# than a decorator, so every builder stays an ordinary function (mutation testing reaches them).
EXAMPLES: dict = {
    "talk_four": Example(
        "talk",
        "A Talk 4 skill draws four conversation tokens; the useless ones (a red penalty, a ticket) go back "
        "into the bag before conversing.",
        talk_four),
    "push_off_the_train": Example(
        "fight",
        "At train speed 1 a Push +1 skill has power 2: a monster by the second car from the back is pushed "
        "off the train.",
        push_off_the_train),
    "rest_with_experience": Example(
        "rest",
        "An investigator out of stamina rests: the stamina comes back, and the experience symbols showing on "
        "the action track are spent on skills.",
        rest_with_experience),
    "spell_from_an_empty_slot": Example(
        "grimoire",
        "The Occult token that empties the first Grimoire slot teaches the spell on top of the deck.",
        spell_from_an_empty_slot),
    "event_step_redraw": Example(
        "event_step",
        "Two board spaces are held and the first token drawn would fill a third: an Occult token puts it back "
        "and another is drawn; a Fast token draws again.",
        event_step_redraw),
    "vampire_behind_closed_curtains": Example(
        "vampire",
        "Behind closed curtains the vampire kills a Panicked passenger and grows stronger: the leftmost "
        "strength tile goes.",
        vampire_behind_closed_curtains),
}
