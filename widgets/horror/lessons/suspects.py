"""Lesson for the section "suspects" (Suspects: favors, features and quests).

In a car with a suspect, three basic actions concern them:

* *use their favor* if they owe one (the tile shows its active side): the
  tile flips and the favor's effect happens, in the suspect's car;
* *ask about a feature clue* that is face up and carries a question mark:
  the token turns upside down (once only) and a card for that feature is
  read -- feature cards are never bad;
* *fulfil their quest* when its requirement is met: all the suspect's clues
  turn face up, and the back of the quest card says what happens -- a reward
  for an innocent, trouble if they are a cultist.

Suspect 1 (the Retired Professor, car 1) has shown a desire for calm company:
their quest needs two Calm passengers in the car. The Journalist (seat 1)
stands there with a Panicked and an Angry passenger, and has Reassure.

Examples
--------
>>> from widgets.horror.lessons import suspects as lesson
>>> from rulebook.horror.actions import ChangeStatus, FulfillQuest, UseSkill
>>> s = lesson.position()
>>> print(s.explain(FulfillQuest(0)))
[suspects] The requirement of quest Calm Company is not met.
>>> for a in (UseSkill("jou_calm"), ChangeStatus(1, "panicked", "calm"), FulfillQuest(0)):
...     _ = s.apply(a)
>>> all(s.suspects[0].up), len(s.items), lesson.goal_reached(s)
(True, 1, True)
"""
from __future__ import annotations

from rulebook.i18n import N_

from .common import PASSENGERS, UP, table

SECTION = "suspects"
SEAT = 0
SUSPECT = 0
GOAL = N_("Fulfil the quest of suspect 1.")


def position(*, here=("panicked", "angry"), suspect_car=1, occult=0):
    """The Journalist in car 1 with suspect 1 (desire and a question-mark feature face up) and passengers ``here``.

    Examples
    --------
    >>> s = position()
    >>> s.suspects[0].quest, s.suspects[0].favor, s.suspects[0].up
    ('Q_calm_company', True, [False, True, False, True, False, False])
    """
    pas = dict(PASSENGERS)
    pas[1] = list(here)
    cars = (suspect_car, 3, 5, 2, 4, 6)
    return table(investigators=("journalist",), inv=[{"car": 1}], passengers=pas, suspect_cars=cars,
                 up=UP + ((0, 1), (0, 3)), occult=occult, grimoire=[[0, None, 0], [1, None, 0], [2, None, 0],
                                                                   [2, None, 0], [3, None, 0], [3, None, 0]]
                 if occult else None)


def goal_reached(state) -> bool:
    """Suspect 1's quest is fulfilled."""
    return state.suspects[SUSPECT].quest_done


def edge_case():
    """Suspect 5's quest wants an Occult token -- and suspect 5 is a cultist: see what fulfilling it costs.

    Examples
    --------
    >>> from rulebook.horror.actions import FulfillQuest
    >>> s = edge_case()
    >>> pool = s.essence_pool
    >>> _ = s.apply(FulfillQuest(4))
    >>> s.occult, s.escalations, s.essence_pool < pool
    (0, 1, True)
    """
    st = position(occult=1)
    st.inv[0].car = 4
    from rulebook.horror.scenario import rebase
    return rebase(st)
