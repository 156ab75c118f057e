"""Lesson for the section "setup" (Setting up the train, the investigators and the suspects).

The table is laid out; two investigators -- the Professor (seat 1) and the
Detective (seat 2) -- still have to draft. Each takes one general skill from
the six on display, then one attribute, whose effect happens at once.
Collector brings an artifact into the shared item pool and Mystic an Occult
token, so the two seats together can start the game with both.

Examples
--------
>>> from widgets.horror.lessons import setup as lesson
>>> from rulebook.horror.actions import DraftAttribute, DraftSkill
>>> s = lesson.position()
>>> s.phase, s.current_player, s.general_display
('draft_skill', 0, ['gen0', 'gen1', 'gen2', 'gen5', 'gen7', 'gen10'])
>>> for a in (DraftSkill("gen2"), DraftSkill("gen10"), DraftAttribute("att4"), DraftAttribute("att1")):
...     _ = s.apply(a)
>>> s.phase, s.occult, [s.comp.items[i]["type"] for i in s.items], lesson.goal_reached(s)
('actions', 1, ['artifact'], True)
"""
from __future__ import annotations

from rulebook.i18n import N_

from .common import table

SECTION = "setup"
SEAT = 0
GOAL = N_("Finish the draft so that the investigators start with an artifact in their item pool and an Occult token.")
GENERAL = ["gen0", "gen1", "gen2", "gen5", "gen7", "gen10"]
ATTRIBUTES = ["att0", "att1", "att4", "att6", "att8", "att9"]


def position(*, investigators=("professor", "detective"), general=GENERAL, attributes=ATTRIBUTES):
    """The table before the draft: ``general`` skills and ``attributes`` on display.

    Examples
    --------
    >>> s = position(investigators=("soldier",))
    >>> s.n, s.phase, s.attr_display
    (1, 'draft_skill', ['att0', 'att1', 'att4', 'att6', 'att8', 'att9'])
    """
    st = table(investigators=investigators, draft=True)
    st.general_display = sorted(general, key=lambda g: (len(g), g))
    st.attr_display = sorted(attributes, key=lambda a: (len(a), a))
    from rulebook.horror.scenario import rebase
    return rebase(st)


def goal_reached(state) -> bool:
    """The draft is over, an artifact is in the item pool and an Occult token in the investigators' pool."""
    artifact = any(state.comp.items[i]["type"] == "artifact" for i in state.items)
    return state.phase not in ("draft_skill", "draft_attribute") and artifact and state.occult >= 1


def edge_case():
    """A display with Well Connected: its favor is a choice (which suspect owes it) in the middle of the draft.

    Examples
    --------
    >>> from rulebook.horror.actions import DraftAttribute, DraftSkill
    >>> s = edge_case()
    >>> for a in (DraftSkill("gen0"), DraftSkill("gen1"), DraftAttribute("att6")):
    ...     _ = s.apply(a)
    >>> s.phase, s.prompt.text()
    ('draft_attribute', 'Player 1: choose a suspect who will owe a favor (1 left).')
    """
    return position(attributes=["att6", "att8", "att9", "att0", "att2", "att3"])
