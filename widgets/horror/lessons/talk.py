"""Lesson for the section "talk" (Talking and the conversation bag).

The Detective (seat 1) is in car 3 with two passengers; the Questioning skill
is a Talk 4. The conversation bag holds 21 tokens: three information tokens
for each of ticket, desire, feature, 1st class and 2nd class, three green
rewards and three red penalties. A talk has three steps:

1. *prepare*: draw as many tokens as the Talk number, then put back any of
   them (a red one is a good candidate);
2. *converse*: draw one at a time; stop whenever you like (a success), but a
   third information token of one kind ends the talk at once (a failure);
3. *resolve*: on a success every pair of information tokens reveals one clue
   of its kind and every green token gives its reward; on a failure one clue
   of the failing kind is revealed and every red token hurts. All tokens go
   back into the bag.

The chance that the next draw fails is exact: the tokens that would make a
third of a kind, divided by the tokens in the bag (``talk_odds``).

Examples
--------
>>> from widgets.horror.lessons import talk as lesson
>>> from rulebook.horror import talk_odds
>>> from rulebook.horror.actions import Converse, DrawToken, ReturnToken, StopTalk, UseSkill
>>> s = lesson.position()
>>> _ = s.apply(UseSkill("det_talk"))
>>> s.stack[-1].drawn
['ticket', 'ticket', 'r:sanity', 'class1']
>>> for a in (ReturnToken("r:sanity"), Converse(), DrawToken(), DrawToken()):
...     _ = s.apply(a)
>>> s.stack[-1].drawn, talk_odds(s)
(['ticket', 'ticket', 'class1', 'desire', 'class1'], Fraction(1, 8))
>>> _ = s.apply(StopTalk())
>>> while s.stack:                     # two clues to reveal: one ticket, one of a 1st class suspect
...     _ = s.apply(s.legal_actions()[0])
>>> lesson.goal_reached(s)
True
"""
from __future__ import annotations

from rulebook.i18n import N_

from .common import BAG, face_up, table

SECTION = "talk"
SEAT = 0
GOAL = N_("Finish a successful talk that reveals at least two clues.")
#: the first tokens the Detective will draw, in order
TOP = ("ticket", "ticket", "r:sanity", "class1", "desire", "class1", "ticket", "feature")
START = 2   # clue tokens face up at the start (the two desires of the setup)


def bag_with(top):
    """The lesson's bag with ``top`` drawn first, in this order."""
    bag = list(BAG)
    for t in top:
        bag.remove(t)
    return bag + list(reversed(top))


def position(*, top=TOP, skill="det_talk", seed=4):
    """The Detective in car 3 (two passengers, suspect 2) with ``top`` the next tokens in the bag.

    Examples
    --------
    >>> s = position()
    >>> s.inv[0].car, len(s.bag), s.bag[-1]
    (3, 21, 'ticket')
    """
    return table(investigators=("detective",), inv=[{"car": 3, "slots": [skill, "det_kill", "det_send", "det_calm",
                                                                          "det_rev", "gen1"]}],
                 bag=bag_with(top), seed=seed)


def talking(state) -> bool:
    return bool(state.stack) and state.stack[-1].KIND == "talk"


def goal_reached(state) -> bool:
    """No talk in progress, nothing left to reveal, and at least two more clue tokens face up than at the start
    (a failed talk reveals one; this turn has no other way to reveal a clue)."""
    return not state.stack and face_up(state) >= START + 2


def edge_case():
    """The preparation brings three tickets: keep all three and the talk fails the moment you start conversing.

    Examples
    --------
    >>> from rulebook.horror.actions import Converse, UseSkill
    >>> s = edge_case()
    >>> _ = s.apply(UseSkill("det_talk"))
    >>> s.stack[-1].drawn
    ['ticket', 'r:health', 'ticket', 'ticket']
    >>> _ = s.apply(Converse())
    >>> [e.text for e in s.log if "fails" in e.text]
    ['A third ticket token: the talk fails.']
    """
    return position(top=("ticket", "r:health", "ticket", "ticket", "feature", "desire"))


def prepared_pair():
    """The preparation brings two tickets; the Detective keeps them and puts the red token back. The first token
    drawn while conversing is a ticket too: a third ticket, counted with the prepared ones, so the talk fails.

    >>> from rulebook.horror.actions import Converse, DrawToken, ReturnToken, UseSkill
    >>> s = prepared_pair()
    >>> for a in (UseSkill("det_talk"), ReturnToken("r:sanity"), Converse(), DrawToken()):
    ...     _ = s.apply(a)
    >>> [e.text for e in s.log if "fails" in e.text]
    ['A third ticket token: the talk fails.']
    """
    return position(top=("ticket", "ticket", "r:sanity", "class1", "ticket", "desire"))
