"""Lesson for the section "rest" (Resting and experience).

Resting is a main action open to everyone, in three steps:

1. restore the rest tile's stamina (5 on the regular tile), never above your
   health;
2. spend one experience for each experience symbol your used action markers
   have uncovered on the action track: upgrade a first-level skill that has a
   marker next to it (once per skill), learn a specialty skill (into a free
   slot or over another skill), or gain an Occult token;
3. every action marker goes back to the track.

The Doctor (seat 1) has no stamina left and has used four skills this cycle,
so two experience symbols show -- the rulebook's own example.

Examples
--------
>>> from widgets.horror.lessons import rest as lesson
>>> from rulebook.horror.actions import LearnSkill, Rest, UpgradeSkill
>>> s = lesson.position()
>>> s.inv[0].stamina, s.inv[0].track, s.inv[0].marked
(0, 4, [True, True, True, True, False, False, False])
>>> for a in (Rest(), UpgradeSkill("doc_calm"), LearnSkill("doc_sp2", 6)):
...     _ = s.apply(a)
>>> s.inv[0].stamina, s.inv[0].slots[1], s.inv[0].slots[6], s.inv[0].track, lesson.goal_reached(s)
(5, 'doc_calm2', 'doc_sp2', 0, True)
"""
from __future__ import annotations

from rulebook.i18n import N_

from .common import table

SECTION = "rest"
SEAT = 0
GOAL = N_("Rest, and with the experience upgrade Sedative and learn Joint Prayer.")


def position(*, health=7, stamina=0, used=4):
    """The Doctor after ``used`` skills (the first ``used`` slots carry markers) with ``health`` and ``stamina``.

    Examples
    --------
    >>> s = position(used=6, health=3)
    >>> s.inv[0].track, s.inv[0].health
    (6, 3)
    """
    marked = [k < used for k in range(7)]
    return table(investigators=("doctor",), inv=[{"health": health, "stamina": stamina, "track": used,
                                                  "marked": marked}])


def goal_reached(state) -> bool:
    """Strong Sedative replaced Sedative and Joint Prayer is on the board."""
    slots = state.inv[SEAT].slots
    return "doc_calm2" in slots and "doc_sp2" in slots


def edge_case():
    """Health 3: resting restores stamina only up to 3, and the rest is lost.

    Examples
    --------
    >>> from rulebook.horror.actions import Rest
    >>> s = edge_case()
    >>> _ = s.apply(Rest())
    >>> s.inv[0].stamina
    3
    """
    return position(health=3)
