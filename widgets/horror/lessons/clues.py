"""Lesson for the section "clues" (Clues and cultists).

Every suspect board carries one ticket clue, desire clues and feature clues,
face down at first. A face-up token is *regular* (grey) or *mystic* (green).
A suspect is a cultist when at least one of three conditions holds once all
their clues are known:

* **Chosen** -- they have the Blood-Red Fez (a single feature token);
* **Herald** -- a Constantinople ticket, a desire for an Artifact, and *no*
  Elder Sign feature;
* **Zealot** -- four or more mystic tokens, whatever they are.

Sometimes the face-up tokens already settle it: four mystic ones make a
Zealot however the rest turn out, and so does the Fez.

Suspect 5 shows three mystic tokens and a regular Elder Sign; one feature is
still face down. The Detective (seat 1) has Hunch: reveal two feature clues,
on any suspects.

Examples
--------
>>> from widgets.horror.lessons import clues as lesson
>>> from rulebook.horror.actions import RevealClue, UseSkill
>>> s = lesson.position()
>>> lesson.settled(s, 4) is None
True
>>> for a in (UseSkill("det_sp2"), RevealClue(4, 3), RevealClue(0, 5)):
...     _ = s.apply(a)
>>> lesson.settled(s, 4), lesson.goal_reached(s)
(True, True)
>>> print(lesson.check(lesson.exercise(), {1: False, 2: True, 3: True, 4: True, 5: False, 6: False})[2])
Suspect 3: not right. Not a cultist: Constantinople and an Artifact, but an Elder Sign protects them.
"""
from __future__ import annotations

from rulebook.horror import clues as C
from rulebook.i18n import N_, Msg

from .common import UP, conditions, table

SECTION = "clues"
SEAT = 0
SUSPECT = 4
GOAL = N_("Prove that suspect 5 is a cultist with the clues you reveal this turn.")
SLOTS = ["det_talk", "det_sp2", "det_rev", "det_calm", "det_send", "gen1"]
#: face up in the lesson: suspect 5's ticket, desires and regular Elder Sign, a few tokens elsewhere
SHOWN = UP + ((4, 0), (4, 2), (4, 4), (0, 0), (0, 3), (2, 0), (2, 3), (5, 3))


def position(*, shown=SHOWN):
    """The Detective in car 6 with Hunch; the clue tokens at the (board, spot) pairs ``shown`` face up.

    Examples
    --------
    >>> s = position()
    >>> s.suspects[4].up
    [True, True, True, False, True]
    """
    return table(investigators=("detective",), inv=[{"slots": SLOTS, "learned": ["det_sp2"]}], up=shown)


def settled(state, s):
    """What the face-up clues of suspect ``s`` (0-5) already prove: True (a cultist), False (innocent) or None."""
    return C.known(state, s)


def goal_reached(state) -> bool:
    """The face-up clues prove that suspect 5 is a cultist."""
    return settled(state, SUSPECT) is True


def exercise():
    """Every clue token face up: who is a cultist? (answer with :func:`check`)."""
    return table(investigators=("detective",), up=[(i, k) for i in range(6) for k in range(6 if i < 3 else 5)])


WHY = {
    "chosen": N_("the Blood-Red Fez"),
    "herald": N_("Constantinople, an Artifact and no Elder Sign"),
    "zealot": N_("{n} mystic tokens"),
}


def reason(state, s, lang: str = "en") -> str:
    """Why suspect ``s`` (0-5) is a cultist or not, from all their clue tokens."""
    toks = [state.comp.clues[c] for c in state.suspects[s].clues]
    mystic = sum(1 for t in toks if t["mystic"])
    met = conditions(state, s)
    if met:
        parts = [Msg(WHY[c], {"n": mystic}).text(lang) for c in met]
        return Msg(N_("A cultist: {why}."), {"why": "; ".join(parts)}).text(lang)
    herald_but = (any(t.get("constantinople") for t in toks) and any(t.get("artifact") for t in toks))
    if herald_but:
        return Msg(N_("Not a cultist: Constantinople and an Artifact, but an Elder Sign protects them.")).text(lang)
    return Msg(N_("Not a cultist: no Fez, no Herald set, only {n} mystic tokens."), {"n": mystic}).text(lang)


def check(state, answers: dict, lang: str = "en") -> list:
    """Feedback on ``answers`` (suspect number 1-6 -> True for cultist), one line per suspect.

    Examples
    --------
    >>> check(exercise(), {1: False})[1]
    'Suspect 2: no answer yet.'
    """
    out = []
    for s in range(6):
        given = answers.get(s + 1)
        if given is None:
            out.append(Msg(N_("Suspect {s}: no answer yet."), {"s": s + 1}).text(lang))
            continue
        right = bool(given) == C.is_cultist(state, s)
        head = Msg(N_("Suspect {s}: right.") if right else N_("Suspect {s}: not right."), {"s": s + 1}).text(lang)
        out.append(head + " " + reason(state, s, lang))
    return out


def edge_case():
    """Suspect 3 carries a Constantinople ticket and wants an Artifact -- but what is still face down?

    Examples
    --------
    >>> s = edge_case()
    >>> s.suspects[2].up, settled(s, 2) is None
    ([True, True, False, False, True, True], True)
    """
    return position(shown=UP + ((2, 0), (2, 1), (2, 4), (2, 5)))
