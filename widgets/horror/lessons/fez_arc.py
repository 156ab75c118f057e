"""Lesson: narrative cards -- the Blood-Red Fez arc.

Narrative cards tell small stories that change the game for a while. One arc
has a single card: the Blood-Red Fez. Revealing the fez clue (a feature of one
suspect) puts the Fez Slow token in the event bag. The first time that token
comes out, the Fez card is read: every investigator draws a random Fez Council
card, and the table picks one of them together; its effect happens at once,
with the fez's owner counting as "here". The picked card stays on the table:
each later draw of the token does that card's own token effect.

Here two investigators play and the Fez token is the only one in the bag, so
ending the actions draws it and two council cards are offered.

Examples
--------
>>> from widgets.horror.lessons import fez_arc as lesson
>>> from rulebook.horror.actions import EndActions, ChooseFez
>>> s = lesson.position()
>>> s.fez_card is None
True
>>> _ = s.apply(EndActions())
>>> s.phase, len(s.fez_offer), all(type(a) is ChooseFez for a in s.legal_actions())
('fez', 2, True)
>>> _ = s.apply(s.legal_actions()[0])
>>> lesson.goal_reached(s)
True
"""
from __future__ import annotations

from rulebook.horror import scenario as S
from rulebook.i18n import N_

from .event_common import ready_to_end

SECTION = "fez"
SEAT = 0
GOAL = N_("End the actions, draw the Blood-Red Fez and choose one of the Fez Council cards.")
INVESTIGATORS = ("doctor", "journalist")


def position(*, chosen=None, main=True):
    """Two investigators, the Fez token alone in the event bag; ``chosen`` is a council card already picked.

    ``main=False`` leaves the main action to take (ending the actions is then refused).
    """
    st = ready_to_end(bag=["fez"], investigators=INVESTIGATORS, main=main)
    if chosen is not None:
        st.fez_card = chosen
    return S.rebase(st)


def goal_reached(state) -> bool:
    """A Fez Council card has been chosen and the Fez token has gone to the discard."""
    return state.fez_card is not None and state.phase != "fez" and "fez" in state.event_discard


def edge_case():
    """A later draw: "Burn the fez" was chosen before, so the token now does that card's token effect and no
    council cards are offered."""
    return position(chosen="F2")


def why_not(seed=1):
    """A new game: the Fez token waits in the event supply, not in the bag, until the fez is revealed among a
    suspect's features."""
    import rulebook
    return rulebook.GAMES["horror"].new_game(players=1, seed=seed)
