"""Lesson for the event step (part 2): Ritual: Fade to Black.

Fade to Black erases what the investigators know. Its Incantation places fade
tokens on clue tokens of a suspect; the witness tampering tokens (two stacks,
drawn from the top) say which suspect. A faded clue is hidden until the fade is
cleared.

Examples
--------
>>> from widgets.horror.lessons import fade_to_black as lesson
>>> from widgets.horror.lessons.event_common import count
>>> from rulebook.horror.actions import EndActions
>>> s = lesson.position()
>>> s.ritual == 'fade_to_black', s.event_bag
(True, ['incantation_slow'])
"""
from __future__ import annotations

from rulebook.horror import scenario as S
from rulebook.i18n import N_

from .event_common import count, ready_to_end, ritual_table  # noqa: F401

SECTION = "fade_to_black"
SEAT = 0
GOAL = N_("End the actions and watch the fade tokens land on a suspect's clues.")


def position(*, bag=("incantation_slow",), ritual_tokens=None, occult=0, main=True):
    """The lesson table: the Doctor has taken the main action; the event tokens are laid by hand.

    ``ritual_tokens`` sets the Ritual tokens on the sheet (the Incantation's strength), ``occult`` the Occult
    tokens the investigators hold; ``main=False`` leaves the main action to take (ending the actions is then
    refused).
    """
    return ritual_table("fade_to_black", bag=list(bag), ritual_tokens=ritual_tokens, occult=occult, main=main)


def goal_reached(state) -> bool:
    """Some clue tokens carry fade tokens."""
    return state.turns >= 2 and any(sum(s.fade) for s in state.suspects)


def edge_case():
    """Every clue of suspect 5 -- the one the top witness tampering token names -- is already face up. Fade
    tokens go only on face-down clues, so this Incantation places none at all.

    >>> from widgets.horror.lessons.event_common import step_log
    >>> _, after = step_log(edge_case())
    >>> sum(sum(s.fade) for s in after.suspects)
    0
    """
    st = position()
    st.suspects[4].up = [True] * len(st.suspects[4].up)
    return S.rebase(st)


def why_not():
    """The lesson position: suspect 5's second clue is face up, and the witness tampering order starts there;
    the fade tokens skip it and land on the next face-down clues."""
    return position()
