"""Lesson for the section "fight" (Fighting monsters: kill, push, stun).

A fight skill targets a monster by your own car. *Kill* sends it back to the
monster pool. *Push +X* moves it X cars toward the back **plus the train's
speed**; pushed past the last car (car 6), it is killed. *Stun* puts it in the
Pursuit, away from the train until the next Monster event -- but not in the
pool, which is what counts against losing.

The Soldier (seat 1) is in car 3 with Shove (Push +1) and Fisticuffs (Push
+0) as fight skills; the speed is 1. The green monster is by car 3 and the
red one by car 5. A push from car 3 has power 2 and lands the monster by car
5; from car 5, power 2 throws it off the back.

Examples
--------
>>> from widgets.horror.lessons import fight as lesson
>>> from rulebook.horror.actions import MoveTo, UseSkill, TargetMonster
>>> s = lesson.position()
>>> for a in (MoveTo(5), UseSkill("sol_push")):
...     _ = s.apply(a)
>>> s.monsters, lesson.goal_reached(s)
([Monster('green', 3)], True)
"""
from __future__ import annotations

from rulebook.i18n import N_

from .common import table

SECTION = "fight"
SEAT = 0
GOAL = N_("Push a monster off the back of the train this turn, so that it returns to the monster pool.")
SLOTS = ["sol_push", "sol_gather", "sol_talk", "sol_calm", "gen1"]


def position(*, car=3, speed=1, monsters=(("green", 3), ("red", 5))):
    """The Soldier in ``car`` with two push skills; ``monsters`` as (colour, car); the train's ``speed``.

    Examples
    --------
    >>> s = position(speed=3)
    >>> s.speed, s.loco_tokens
    (3, [])
    """
    return table(investigators=("soldier",), inv=[{"car": car, "slots": SLOTS}], speed=speed, monsters=monsters)


def goal_reached(state) -> bool:
    """One monster more in the pool than at the start (the lesson has no kill skill: only a push off the back)."""
    return sum(state.pool.values()) == 3 * state.comp.table["monsters_per_colour"] - 1


def edge_case():
    """The rulebook's example: speed 1, Push +1, monsters by the second-to-last and third-to-last cars.

    From car 5 the push (power 2) throws the monster off the train; from car 4 it only reaches car 6.

    Examples
    --------
    >>> from rulebook.horror.actions import UseSkill
    >>> s = edge_case()
    >>> _ = s.apply(UseSkill("sol_push"))
    >>> s.monsters
    [Monster('green', 5), Monster('red', 6)]
    """
    return position(car=4, monsters=(("red", 4), ("green", 5)))
