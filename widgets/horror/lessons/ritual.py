"""Lesson for the event step (part 2): The ritual and its Incantations.

The ritual sheet counts Ritual tokens. A Ritual token resolving on the board
adds one to the sheet and does the sheet's Ritual effect. An Incantation token
(Fast or Slow) does the sheet's Incantation, whose strength is normally the
number of Ritual tokens on the sheet. Before it starts, the investigators may
spend Occult tokens from the Grimoire: each one weakens it by one. Escalation
makes the ritual worse and always puts one more Incantation Fast token into the
bag. The five ritual sheets here are illustrative: the rulebook describes their
structure but not their texts.

Here the Doctor holds one Occult token and the bag holds a Slow Incantation.

Examples
--------
>>> from widgets.horror.lessons import ritual as lesson
>>> from widgets.horror.lessons.event_common import count
>>> from rulebook.horror.actions import EndActions
>>> from rulebook.horror.actions import Weaken
>>> s = lesson.position()
>>> _ = s.apply(EndActions()); s.phase
'weaken'
>>> _ = s.apply(Weaken.of(1)); s.occult
0
"""
from __future__ import annotations

from rulebook.i18n import N_

from .event_common import count, ready_to_end, ritual_table  # noqa: F401

SECTION = "ritual"
SEAT = 0
GOAL = N_("End the actions and spend the Occult token to weaken the Incantation.")


def position(*, bag=("incantation_slow",), occult=1, main=True):
    """The lesson table: the Doctor has taken the main action; the event tokens are laid by hand.

    ``main=False`` leaves the main action to take (ending the actions is then refused).
    """
    return ready_to_end(bag=list(bag), occult=occult, main=main)


def goal_reached(state) -> bool:
    """The Incantation resolved and the Occult token was spent on it."""
    return state.turns >= 2 and state.occult == 0 and "incantation_slow" in state.event_discard


def edge_case():
    """Two Occult tokens against a strength-2 Incantation: spent in full, it resolves at strength 0 -- yet the
    token is still discarded and the Incantation card still turns to the bottom of its deck."""
    return position(occult=2)


def why_not():
    """Three Occult tokens against a strength-2 Incantation: the choices stop at 2; a token beyond the
    strength would weaken nothing.

    >>> from widgets.horror.lessons.event_common import step_log
    >>> _, after = step_log(why_not())
    >>> [str(a) for a in after.legal_actions()][-1]
    'Spend 2 Occult tokens to weaken the Incantation.'
    """
    return position(occult=3)
