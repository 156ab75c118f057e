"""Lesson for the section "station_g" (Station G: objection card).

Arriving in Station G, a player without an objection card may take one of
the four beside the table. Holding one, a player may stop *another* player's
special action: as soon as someone chooses to use a station's action, and
before they name any target, every other player is asked in turn whether
they object. The first objection ends it -- the objection card goes back
beside the table, the action does not happen, the turn goes on. Nothing can
stop an objection, and neither a flight (using a ticket is no station
action) nor an objection can be objected to.

So here, for once, the player deciding is **not** the player whose turn it
is: during the round ``state.current_player`` is the seat being asked. Who
holds an objection card is hidden (``state.view(seat)`` shows ``None``), so
every other seat is asked, card or not.

Position (three players, advanced game): Player 1 stands next to Station C
(card robbery) holding D12 (to drive in) and D05. Player 2 holds an
objection card, Player 3 does not.

Examples
--------
>>> from widgets.fracht_express.lessons import station_g as lesson
>>> from rulebook.fracht_express.actions import Move, NoObjection, Object, UseSpecial
>>> s = lesson.asked()
>>> s.cur, s.current_player, s.legal_actions()
(0, 1, [Object(), NoObjection()])
>>> print(s.prompt)
Player 2: object to Player 1's special action in Station C?
>>> s.view(0)["players"][1]["objection"], s.view(1)["players"][1]["objection"]
(None, True)
>>> _ = s.apply(Object())
>>> s.current_player, s.stack, s.objections, lesson.goal_reached(s)
(0, [], 4, True)
"""
from __future__ import annotations

from rulebook.i18n import N_

from . import scenario
from .advanced import next_to, west_road

SECTION = "station_g"
SEAT = 0
RIVAL = 1
GOAL = N_("Drive Player 1 into Station C and ask for the card robbery, then stop it with Player 2's objection card.")


def position(*, holder: int = RIVAL, seed: int = 27):
    """Player 1 next to Station C; seat ``holder`` holds an objection card.

    Examples
    --------
    >>> s = position(holder=2)
    >>> [pl.objection for pl in s.players], s.objections
    ([False, False, True], 3)
    """
    return scenario(3, seed, table=[west_road("C")], hands={0: ["D12", "D05"], 1: ["D07", "D02"], 2: ["D09"]},
                    pos={0: next_to("C")}, objections={holder: True}, advanced=True)


def asked(**knobs):
    """The position a moment later: Player 1 drove into C and chose the robbery; Player 2 is being asked."""
    from rulebook.fracht_express.actions import Move, UseSpecial
    s = position(**knobs)
    s.apply(Move("D12"))
    s.apply(UseSpecial())
    return s


def goal_reached(state) -> bool:
    """Player 1 is in Station C, and the log shows Player 2 playing an objection card."""
    played = any(e.rule == "station_g" and e.player == RIVAL and e.msg.id.startswith("{player} plays an objection")
                 for e in state.log)
    return played and state.players[SEAT].pos == ["S", "C"]


def edge_case():
    """Taking an objection card is a special action too, so it can be stopped: Player 1 drives into Station G,
    Player 3 holds an objection card. Player 2 is asked first (and can only let it happen).

    Examples
    --------
    >>> from rulebook.fracht_express.actions import Move, NoObjection, Object, UseSpecial
    >>> s = edge_case()
    >>> for a in (Move("D12"), UseSpecial()):
    ...     _ = s.apply(a)
    >>> s.current_player, s.legal_actions()
    (1, [NoObjection()])
    >>> for a in (NoObjection(), Object()):
    ...     _ = s.apply(a)
    >>> [pl.objection for pl in s.players], s.objections
    ([False, False, False], 4)
    """
    return scenario(3, 27, table=[west_road("G")], hands={0: ["D12", "D05"]}, pos={0: next_to("G")},
                    objections={2: True}, advanced=True)
