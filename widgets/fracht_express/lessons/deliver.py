"""Lesson for the section "deliver" (Delivering a railroad car).

An attached car whose delivery letter names the station the locomotive is in
can be delivered: it goes face down under the locomotive card, and nobody --
its owner included -- looks at it again until the game ends. Which car was
attached first does not matter.

Position: Player 1's locomotive is in Station F with three cars attached;
two of them are to be delivered in F, one in I.

Examples
--------
>>> from widgets.fracht_express.lessons import deliver as lesson
>>> s = lesson.position()
>>> [(c, s.comp.cards[c].uncouple) for c in s.players[0].attached]
[('D01', 'F'), ('D02', 'I'), ('D14', 'F')]
>>> from rulebook.fracht_express.actions import Deliver
>>> print(s.explain(Deliver("D02")))
[deliver] D02 is delivered in Station I, not in Station F.
>>> for c in ("D14", "D01"):
...     _ = s.apply(Deliver(c))
>>> lesson.goal_reached(s), s.view(0)["players"][0]["delivered_count"]
(True, 2)
"""
from __future__ import annotations

from rulebook.i18n import N_

from . import A_TO_F, scenario

SECTION = "deliver"
SEAT = 0
GOAL = N_("Deliver every attached car that goes to Station F.")


def position(*, attached=("D01", "D02", "D14"), hand=("D06", "D10"), station: str = "F", seed: int = 9):
    """Player 1's locomotive in ``station`` pulling ``attached``, holding ``hand``.

    Examples
    --------
    >>> position(station="I").players[0].pos
    ['S', 'I']
    """
    return scenario(2, seed, table=A_TO_F, hands={0: list(hand)}, attached={0: list(attached)},
                    pos={0: station})


def goal_reached(state) -> bool:
    """No attached car of Player 1 is for Station F any more, and at least one was delivered."""
    pl = state.players[SEAT]
    cards = state.comp.cards
    return bool(pl.delivered) and not any(cards[c].uncouple == "F" for c in pl.attached)


def edge_case():
    """Five cars attached, two for F, and a hand card to pick up in F: the pick-up is refused until a
    delivery makes room.

    Examples
    --------
    >>> s = edge_case()
    >>> from rulebook.fracht_express.actions import PickUp
    >>> len(s.players[0].attached), s.comp.cards["D06"].couple, s.explain(PickUp("D06")).rule
    (5, 'F', 'pick_up')
    """
    return position(attached=("D01", "D02", "D03", "D04", "D14"), hand=("D06",))
