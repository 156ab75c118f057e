"""Lesson for the sections "items" and "grimoire" (Items; casting spells).

Items -- tomes and artifacts -- belong to all the investigators together.
Using one is a basic action (1 stamina): first pay its cost in sanity or
health, then its effect happens, and the card is banished. A spell in the
Grimoire is cast as a basic action too, but it costs a *sanity token* instead
of stamina; the token stays on the spell and blocks it until a Grimoire event
clears it. An Unstable caster gets the spell's stronger effect.

The Soldier (seat 1) is in car 6, next to the red monster, with 1 stamina
left. Bayonet already has a marker. The shared pool holds the Pnakotic
Manuscripts (markers back, stamina up to health) and the Lightning Gun (Push
+3 anywhere); the Grimoire knows Shrivelling (Kill 1 here). Three ways lead
to the goal; they cost different things.

Examples
--------
>>> from widgets.horror.lessons import items as lesson
>>> from rulebook.horror.actions import UseItem, UseSkill
>>> s = lesson.position()
>>> print(s.explain(UseSkill("sol_kill")))
[skills] Skill Bayonet already has an action marker; rest to refresh it.
>>> for a in (UseItem("I00"), UseSkill("sol_kill")):
...     _ = s.apply(a)
>>> s.inv[0].sanity, s.inv[0].stamina, s.items, lesson.goal_reached(s)
(6, 7, ['I11'], True)
"""
from __future__ import annotations

from rulebook.i18n import N_

from .common import table

SECTION = "items"
SECTIONS = ("items", "grimoire")
SEAT = 0
GOAL = N_("Kill the red monster by car 6 this turn without resting.")
GRIMOIRE = [[0, "SP10", 0], [1, None, 0], [2, None, 0], [2, None, 0], [3, None, 0], [3, None, 0]]


def position(*, stamina=1, sanity=7, items=("I00", "I11")):
    """The Soldier in car 6 with ``stamina`` and ``sanity``; Bayonet and Rally used; ``items`` in the pool.

    Examples
    --------
    >>> s = position(stamina=0)
    >>> s.inv[0].stamina, s.grimoire[0]
    (0, [0, 'SP10', 0])
    """
    return table(investigators=("soldier",), inv=[{"car": 6, "stamina": stamina, "sanity": sanity, "track": 2,
                                                   "marked": [True, False, True, False, False, False, False]}],
                 items=items, grimoire=GRIMOIRE)


def goal_reached(state) -> bool:
    """The red monster is back in the pool, and no Rest was taken on the way."""
    from rulebook.horror.actions import Rest
    return state.pool["red"] == state.comp.table["monsters_per_colour"] and Rest() not in state.history


def edge_case():
    """The rulebook's Pnakotic Manuscripts example: sanity first, then every marker back and stamina up to health.

    Examples
    --------
    >>> from rulebook.horror.actions import UseItem
    >>> s = edge_case()
    >>> s.inv[0].track, s.inv[0].stamina
    (5, 3)
    >>> _ = s.apply(UseItem("I00"))
    >>> s.inv[0].sanity, s.inv[0].track, s.inv[0].stamina
    (6, 0, 5)
    """
    st = position(stamina=3, items=("I00",))
    x = st.inv[0]
    x.health, x.track, x.marked = 5, 5, [True] * 5 + [False] * 2
    from rulebook.horror.scenario import rebase
    return rebase(st)
