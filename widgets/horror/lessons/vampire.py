"""Lesson for the event step (part 2): The vampire.

When the Vampire space resolves, the vampire first preys in its car: its
strength tiles say which passengers it can take, one list for a car with closed
curtains and one for open curtains. A wound or a death costs it its leftmost
strength tile, so it grows stronger. Then it moves to the nearest car with
passengers in the direction printed on the token (front or back); if there is
none that way, it goes the other way. It never enters the Locomotive.

Here every curtain is closed, so the vampire in car 4 finds a victim.

Examples
--------
>>> from widgets.horror.lessons import vampire as lesson
>>> from widgets.horror.lessons.event_common import count
>>> from rulebook.horror.actions import EndActions
>>> s = lesson.position()
>>> _ = s.apply(EndActions())
>>> s.vampire, len(s.vampire_strength)
(5, 7)
"""
from __future__ import annotations

from rulebook.horror import scenario as S
from rulebook.i18n import N_

from .event_common import count, ready_to_end, ritual_table  # noqa: F401

SECTION = "vampire"
SEAT = 0
GOAL = N_("End the actions and let the vampire prey behind closed curtains, then move toward the back.")


def position(*, bag=("vampire_back",), board=(("portal",), (), ("ritual",), ()), closed=True, main=True):
    """The lesson table: the Doctor has taken the main action; the event tokens are laid by hand.

    ``main=False`` leaves the main action to take (ending the actions is then refused).
    """
    return ready_to_end(bag=list(bag), board=[list(x) for x in board], curtains=["closed"] * 7 if closed else None, main=main)


def goal_reached(state) -> bool:
    """The vampire lost a strength tile (it drew blood) and stands in car 5."""
    return state.turns >= 2 and state.vampire == 5 and len(state.vampire_strength) < 8


def edge_case():
    """The vampire clings to car 1 and the token points toward the Locomotive. It never enters the Locomotive,
    so it turns round and goes to the nearest car behind it with passengers.

    >>> from widgets.horror.lessons.event_common import step_log
    >>> _, after = step_log(edge_case())
    >>> after.vampire
    2
    """
    st = position(bag=("vampire_front",), closed=False)
    st.vampire = 1
    return S.rebase(st)


def why_not():
    """Every curtain open: the same token, but the open-curtain row of the vampire's strength tile has no
    entry for the passengers in car 4, so it takes nobody (and loses no tile)."""
    return position(closed=False)
