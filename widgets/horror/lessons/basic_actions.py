"""Lesson for the sections "basic_actions" and "car_actions" (Moving and the cars).

A basic action costs 1 stamina. *Move* goes up to two cars. A car whose spots
are all taken can still be entered: the investigator swaps with a passenger
of their choice (never a suspect or a coffin), who moves to the first car
with room on the side the investigator came from. *Curtains* open or close in
your car (the Locomotive counts as closed, banished curtains as open). Three
of the six cars show an action plaque; using it is a basic action too. The
Locomotive's action -- speed +1 and every monster pushed back a car -- works
twice a game.

The Journalist (seat 1) is in the Sanctuary (car 4). The Salon (car 2) is
full; its action turns an Angry or Panicked passenger Calm, and the only
Angry passenger on the train is there.

Examples
--------
>>> from widgets.horror.lessons import basic_actions as lesson
>>> from rulebook.horror.actions import CarAction, MoveTo
>>> s = lesson.position()
>>> print(s.explain(MoveTo(2)))
[basic_actions] Car 2 is full: name a passenger to swap places with.
>>> for a in (MoveTo(2, "happy"), CarAction()):
...     _ = s.apply(a)
>>> sorted(q.status for q in s.passengers if q.car == 2), sorted(q.status for q in s.passengers if q.car == 3)
(['calm', 'calm', 'calm', 'wounded'], ['calm', 'happy', 'panicked'])
>>> lesson.goal_reached(s)
True
"""
from __future__ import annotations

from rulebook.i18n import N_

from .common import PASSENGERS, table

SECTION = "basic_actions"
SECTIONS = ("basic_actions", "car_actions")
SEAT = 0
GOAL = N_("Calm the Angry passenger with the Salon's car action this turn.")


def position(*, car=4, salon=("calm", "angry", "happy", "wounded", "calm")):
    """The Journalist in ``car``; the Salon (car 2) holds suspect 4 and the passengers ``salon``.

    Examples
    --------
    >>> s = position(salon=("calm", "angry"))
    >>> s.check_invariants()
    []
    """
    pas = dict(PASSENGERS)
    pas[2] = list(salon)
    return table(investigators=("journalist",), inv=[{"car": car}], passengers=pas)


def goal_reached(state) -> bool:
    """No Angry passenger is left on the train."""
    return not any(q.status == "angry" for q in state.passengers)


def edge_case():
    """In the Locomotive: its action speeds the train up and pushes every monster back -- the one by car 6 falls off.

    Examples
    --------
    >>> from rulebook.horror.actions import CarAction
    >>> s = edge_case()
    >>> _ = s.apply(CarAction())
    >>> s.speed, s.monsters, len(s.loco_tokens)
    (2, [Monster('blue', 5), Monster('green', 6)], 1)
    """
    return position(car=0)


def sleeping(stamina=0):
    """The Journalist in the 2nd Class Sleeping car (car 5, its plaque out) with ``stamina``: its action restores
    3 stamina, but as a basic action it costs 1 stamina first -- at 0 it is refused.

    >>> from rulebook.horror.actions import CarAction
    >>> print(sleeping(0).explain(CarAction()))
    [investigators] A basic action costs 1 stamina and you have none left.
    >>> s = sleeping(1)
    >>> _ = s.apply(CarAction())
    >>> s.inv[0].stamina
    3
    """
    return table(investigators=("journalist",), active=(True, False, True, False, False, True, True),
                 inv=[{"car": 5, "stamina": stamina}])
