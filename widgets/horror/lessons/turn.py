"""Lesson for the section "turn" (A turn).

The Soldier (seat 1) stands in car 2, the Salon, with 2 stamina. The red
monster waits by car 6, four cars back. A turn allows one main action and up
to two basic actions, in any order, and every basic action but casting a spell
costs 1 stamina. A move goes up to two cars, so two moves (the same basic
action twice) bring the Soldier to car 6, and the main action comes last:
Bayonet kills the monster there.

Examples
--------
>>> from widgets.horror.lessons import turn as lesson
>>> from rulebook.horror.actions import MoveTo, UseSkill, TargetMonster
>>> s = lesson.position()
>>> s.inv[0].car, s.inv[0].stamina, s.monsters
(2, 2, [Monster('blue', 4), Monster('green', 5), Monster('red', 6)])
>>> print(s.explain(UseSkill("sol_kill")))
[skills] The condition of skill Bayonet is not met here.
>>> for a in (MoveTo(4), MoveTo(6), UseSkill("sol_kill")):
...     _ = s.apply(a)
>>> s.inv[0].stamina, s.basics, s.main_done, lesson.goal_reached(s)
(0, 2, True, True)
>>> print(s.explain(MoveTo(5)))
[turn] You have taken two basic actions this turn already.
"""
from __future__ import annotations

from rulebook.i18n import N_

from .common import table

SECTION = "turn"
SEAT = 0
GOAL = N_("This turn, get rid of the red monster by car 6 (it goes back to the pool).")


def position(*, car=2, stamina=2):
    """The Soldier in ``car`` with ``stamina``; monsters by cars 4 (blue), 5 (green) and 6 (red).

    Examples
    --------
    >>> s = position(stamina=1)
    >>> s.inv[0].stamina, sorted(s.pool.items())
    (1, [('blue', 4), ('green', 4), ('red', 4)])
    """
    return table(investigators=("soldier",), inv=[{"car": car, "stamina": stamina}])


def goal_reached(state) -> bool:
    """The red monster is back in the pool (all five red monsters are there)."""
    return state.pool["red"] == state.comp.table["monsters_per_colour"]


def edge_case():
    """One stamina only. Resting first gives stamina back but spends the main action; moving first leaves no
    stamina for the second move. The goal is out of reach this turn: plan a turn ahead.
    """
    return position(stamina=1)
