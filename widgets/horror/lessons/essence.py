"""Lesson for the sections "essence" and "passengers" (Essence and portals; Passengers: status, gather and send).

A portal with essence on it is active; discarding the last token deactivates
it (printed essence never leaves). Discarded essence goes back to the pool;
banished essence leaves the game -- and an empty pool loses it.

Passengers are dice showing their status. An investigator's action chooses
freely which passengers it changes or moves; game effects follow the
universal order instead. *Gather* brings someone from another car into yours
(if yours has room); *send* takes someone from your car to another (if that
one has room).

The Doctor (seat 1) is in the Sanctuary (car 4) and has learned Joint
Prayer: discard 1 essence from a portal, then 1 more from the same portal if
3 passengers in the car are Calm. There are two Calm passengers and a
Wounded one, and the starting landscape's portal holds 2 essence. Bandage,
the Doctor's own basic action, turns a Wounded passenger Calm; the
Sanctuary's car action could gather a Calm one instead.

Examples
--------
>>> from widgets.horror.lessons import essence as lesson
>>> from rulebook.horror.actions import UniqueAction, UseSkill
>>> s = lesson.position()
>>> s.portals, s.essence_pool
({'start0.2': 2}, 20)
>>> for a in (UniqueAction(), UseSkill("doc_sp2")):
...     _ = s.apply(a)
>>> s.portals, s.essence_pool, lesson.goal_reached(s)
({'start0.2': 0}, 22, True)
"""
from __future__ import annotations

from rulebook.i18n import N_

from .common import PASSENGERS, table

SECTION = "essence"
SECTIONS = ("essence", "passengers")
SEAT = 0
PORTAL = "start0.2"
GOAL = N_("Take both essence tokens off the starting landscape's portal this turn.")
SLOTS = ["doc_talk", "doc_calm", "doc_sp2", "doc_gather", "doc_ess", "gen3"]


def position(*, here=("calm", "calm", "wounded"), essence=2):
    """The Doctor in the Sanctuary (car 4) with the passengers ``here`` and ``essence`` on the portal.

    Examples
    --------
    >>> s = position(here=("calm", "calm", "calm"))
    >>> [q.status for q in s.passengers if q.car == 4]
    ['calm', 'calm', 'calm']
    """
    pas = dict(PASSENGERS)
    pas[4] = list(here)
    return table(investigators=("doctor",), inv=[{"car": 4, "slots": SLOTS, "learned": ["doc_sp2"]}],
                 passengers=pas, portals={PORTAL: essence})


def goal_reached(state) -> bool:
    """The starting portal holds no essence token any more."""
    return state.portals.get(PORTAL, 0) == 0


def edge_case():
    """The Sanctuary is full (four passengers, suspect 5 and the Doctor): its action cannot gather anyone.

    Examples
    --------
    >>> from rulebook.horror.actions import CarAction
    >>> s = edge_case()
    >>> print(s.explain(CarAction()))
    [passengers] Gathering brings someone into car 4, and that car has no empty space.
    """
    return position(here=("calm", "calm", "wounded", "panicked"))
