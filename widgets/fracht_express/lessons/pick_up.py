"""Lesson for the section "pick_up" (Picking up a railroad car).

In the station named by a card's pick-up letter, that card can be attached
to the locomotive as a railroad car; its car value and its delivery letter
stay in view. At most five cars are attached at a time.

Position: Player 1's locomotive is in Station A. Of the four hand cards,
three have pick-up letter A, one has D.

Examples
--------
>>> from widgets.fracht_express.lessons import pick_up as lesson
>>> s = lesson.position()
>>> [(c, s.comp.cards[c].couple) for c in s.players[0].hand]
[('D01', 'A'), ('D11', 'A'), ('D21', 'A'), ('D02', 'D')]
>>> from rulebook.fracht_express.actions import PickUp
>>> print(s.explain(PickUp("D02")))
[pick_up] D02 is picked up in Station D, not in Station A.
>>> for c in ("D01", "D21"):
...     _ = s.apply(PickUp(c))
>>> s.players[0].attached, lesson.goal_reached(s)
(['D01', 'D21'], True)
"""
from __future__ import annotations

from rulebook.i18n import N_

from . import scenario

SECTION = "pick_up"
SEAT = 0
GOAL = N_("Attach two cars to your locomotive while it stands in Station A.")


def position(*, hand=("D01", "D11", "D21", "D02"), attached=(), seed: int = 8):
    """Player 1 in Station A with ``hand`` and ``attached`` cars.

    Examples
    --------
    >>> position(attached=("D03",)).players[0].attached
    ['D03']
    """
    return scenario(2, seed, hands={0: list(hand)}, attached={0: list(attached)})


def goal_reached(state) -> bool:
    """Two or more cars are attached to Player 1's locomotive."""
    return len(state.players[SEAT].attached) >= 2


def edge_case():
    """Five cars attached already: a sixth is refused, even with the right letter.

    Examples
    --------
    >>> s = edge_case()
    >>> from rulebook.fracht_express.actions import PickUp
    >>> len(s.players[0].attached), s.explain(PickUp("D01")).rule
    (5, 'pick_up')
    """
    return position(hand=("D01", "D11"), attached=("D03", "D04", "D05", "D06", "D07"))
