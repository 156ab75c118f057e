"""Lesson: block tokens (and a word on the train's speed).

A block token sits on an effect and stops it. It has two faces: the x1 face
stops the effect once and then leaves (back to the supply -- one token only,
when several lie there), the infinite face stops it for the rest of the game.
On a portal it covers the effect, never the essence: essence can still come
and go. Here an x1 token covers the active Inscription Portal of the starting
landscape, so when the portal space resolves its inscription does nothing
(no Calm passenger turns Panicked because of it) and the token returns to the
supply.

The speed dial does not change how far the train moves (always one space a
step); each raise puts one more Train Moves token in the event bag, and it can
be raised twice at most.

Examples
--------
>>> from widgets.horror.lessons import blocks as lesson
>>> from widgets.horror.lessons.event_common import count
>>> from rulebook.horror.actions import EndActions
>>> s = lesson.position()
>>> s.block_on, s.blocks, count(s, "calm")
({'start0.0': ['x1']}, 7, 7)
>>> _ = s.apply(EndActions())
>>> s.block_on, s.blocks, lesson.goal_reached(s)
({}, 8, True)
>>> any("Inscription Portal start0.0 is active" in e.text for e in s.log)
False
"""
from __future__ import annotations

from rulebook.horror import scenario as S
from rulebook.i18n import N_

from .event_common import ready_to_end

SECTION = "train"
SEAT = 0
GOAL = N_("End the actions: the portal space resolves, the x1 block token stops the inscription and goes back.")
PORTAL = "start0.0"      # the starting landscape's portal with printed essence: active from the start
BOARD = ((), ("vampire_front",), ("ritual",), ())


def position(*, sides=("x1",), bag=("portal",), board=BOARD, main=True):
    """The lesson table with block tokens of these ``sides`` ("x1" or "inf") on the active portal.

    ``main=False`` leaves the main action to take (ending the actions is then refused).
    """
    st = ready_to_end(bag=list(bag), board=[list(x) for x in board], main=main)
    st.block_on = {PORTAL: list(sides)} if sides else {}
    st.blocks -= len(sides)
    return S.rebase(st)


def goal_reached(state) -> bool:
    """The portal token resolved and the block token stopped it: the token is back in the supply."""
    return (state.turns >= 2 and "portal" in state.event_discard and not state.block_on
            and state.blocks == state.comp.table["block_tokens"])


def edge_case():
    """Two x1 tokens on the same portal: one activation is stopped and only one token leaves."""
    return position(sides=("x1", "x1"))


def why_not():
    """A crossed-out Inscription Portal token tops the portal space: the portal does not activate at all, so
    the x1 block token has nothing to stop and stays for the next time.

    >>> from widgets.horror.lessons.event_common import step_log
    >>> _, after = step_log(why_not())
    >>> after.block_on
    {'start0.0': ['x1']}
    """
    return position(bag=("portal_x",))
