"""Lesson for the event step (part 2): Ritual: Pestilence and Plague.

Pestilence and Plague makes passengers Ill. An Ill passenger carries an
illness marker; the next time that passenger's status would change, the change
kills them instead, and a coffin takes their place. The Incantation here turns on
the Ill passengers.

Examples
--------
>>> from widgets.horror.lessons import pestilence as lesson
>>> from widgets.horror.lessons.event_common import count
>>> from rulebook.horror.actions import EndActions
>>> s = lesson.position()
>>> s.ritual == 'pestilence', s.event_bag
(True, ['incantation_slow'])
"""
from __future__ import annotations

from rulebook.horror import scenario as S
from rulebook.horror.actions import UniqueAction
from rulebook.i18n import N_

from .event_common import count, ready_to_end, ritual_table  # noqa: F401

SECTION = "pestilence"
SEAT = 0
#: the Doctor's own basic action (Bandage), and the passenger it is tried on in ``why_not``
BANDAGE = UniqueAction()
ILL = 11
GOAL = N_("End the actions and watch the Incantation strike an Ill passenger.")


def position(*, bag=("incantation_slow",), ritual_tokens=None, main=True):
    """The lesson table: the Doctor has taken the main action; the event tokens are laid by hand.

    ``ritual_tokens`` sets the Ritual tokens on the sheet (the Incantation's strength); ``main=False`` leaves
    the main action to take (ending the actions is then refused).
    """
    return ritual_table("pestilence", bag=list(bag), ritual_tokens=ritual_tokens, main=main)


def goal_reached(state) -> bool:
    """A passenger died: a coffin lies in the train."""
    return state.turns >= 2 and any(not q.alive for q in state.passengers)


def edge_case():
    """Six coffins already lie in the train, one is left. The Incantation makes a passenger Ill and then frightens
    them: the Ill passenger dies instead, takes the last coffin, and the game is lost on the spot.

    >>> from widgets.horror.lessons.event_common import step_log
    >>> _, after = step_log(edge_case())
    >>> after.is_over, after.coffins
    (True, 0)
    """
    st = position()
    dead = [q for q in st.passengers if q.car != 0][:st.comp.table["coffins"] - 1]
    for q in dead:
        q.status = "dead"
    st.coffins = 1
    return S.rebase(st)


def why_not():
    """An Ill Wounded passenger rides in the Doctor's car. The Doctor's own action, Bandage, turns a Wounded
    passenger Calm -- but on an Ill one a healing change only takes the Illness marker away: the status stays.

    >>> from widgets.horror.lessons.event_common import step_log
    >>> _, after = step_log(why_not(), action=BANDAGE)
    >>> after.passengers[ILL], after.ill
    (Passenger(6, 'wounded'), [])
    """
    st = position()
    car = st.inv[SEAT].car
    i = next(k for k, q in enumerate(st.passengers) if q.car == car)
    st.passengers[i].status = "wounded"
    st.ill = [i]
    assert i == ILL
    return S.rebase(st)
