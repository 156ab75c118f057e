"""Lesson for the section "variants" (Variants).

Two variants, both options of ``new_game``:

* **The Hijack station** (``hijack="<letter>"``, advanced game only): that
  station's own action is replaced by a hijack -- discard a hand card and
  drive *another* player's locomotive as many ties as the card's action
  number. The hijacker makes every choice on the way (at switches too), but
  the locomotive still never goes backwards, a station still ends the drive,
  and nobody may be driven off the rails. Only a locomotive standing on a
  distance card can be hijacked, never one in a station, and arriving
  somewhere this way gives nobody a special action.
* **Dealt stations** (``layout="dealt"``): instead of the fixed layout, the
  ten station cards are shuffled and dealt round the table, and the players
  take turns placing them; every new station must touch one already placed
  at a corner (and, as this project reads it, never along an edge).

Position (three players, advanced game, Hijack at Station J): Player 1 stands
next to Station J holding D12 (to drive in), D05 (action number 4), D04 and
D13 (action number 2). Player 2's locomotive stands east of Station A, facing
Station F; one card further on, the track splits -- straight on towards F,
or a branch bending north that ends at an empty space. Player 3 is in
Station A.

Examples
--------
>>> from widgets.fracht_express.lessons import variants as lesson
>>> from rulebook.fracht_express.actions import Go, Hijack, Move, UseSpecial
>>> s = lesson.position()
>>> for a in (Move("D12"), UseSpecial()):
...     _ = s.apply(a)
>>> s.legal_actions()
[Hijack(card='D04', seat=1), Hijack(card='D05', seat=1), Hijack(card='D13', seat=1)]
>>> _ = s.apply(Hijack("D05", 1))
>>> s.current_player, s.legal_actions()          # the hijacker chooses at the switch
(0, [Go(x=6, y=3, track=0), Go(x=6, y=3, track=1)])
>>> _ = s.apply(Go(6, 3, 1))
>>> s.players[1].pos, lesson.goal_reached(s)
(['T', 6, 3, 1, 2], True)
"""
from __future__ import annotations

from rulebook.i18n import N_

from . import scenario
from .advanced import next_to, west_road

SECTION = "variants"
SEAT = 0
RIVAL = 1
GOAL = N_("Hijack Player 2's locomotive onto the branch that turns away from Station F.")
#: east of Station A: a straight card, then D24 turned three quarters (straight on to F, or a branch north)
SWITCH_LINE = [(5, 3, "D01", 1), (6, 3, "D24", 3)]


def position(*, rival_facing: int = 0, hijack: str = "J", seed: int = 31):
    """Player 1 next to Station J; Player 2 on tie 1 of the card east of A, facing east (``rival_facing=1``:
    facing west, towards A).

    Examples
    --------
    >>> position().options["hijack"], position(hijack="C").options["hijack"]
    ('J', 'C')
    """
    return scenario(3, seed, table=[west_road("J", "D03")] + SWITCH_LINE, hands={0: ["D12", "D05", "D04", "D13"]},
                    pos={0: next_to("J"), 1: (5, 3, 0, 1, rival_facing)}, advanced=True, hijack=hijack)


def goal_reached(state) -> bool:
    """Player 2's locomotive stands on the branch (track 2 of the card on (6, 3))."""
    pos = state.players[RIVAL].pos
    return pos[0] == "T" and (pos[1], pos[2], pos[3]) == (6, 3, 1)


def edge_case():
    """The other variant: a three-player game whose ten stations are dealt and placed by the players, each
    new one touching a placed station at a corner.

    Examples
    --------
    >>> s = edge_case()
    >>> s.phase, s.current_player, sorted(len(pl.stations) for pl in s.players)
    ('layout', 0, [3, 3, 4])
    >>> first = s.legal_actions()[0]
    >>> (first.x, first.y)
    (0, 0)
    """
    import rulebook
    return rulebook.GAMES["fracht_express"].new_game(players=3, seed=31, layout="dealt", advanced=True, hijack="J")
