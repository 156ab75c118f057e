"""Lesson for the section "preparation" (Setting up).

A new game: the ten stations lie in the illustrative default layout (a block
of three by three around Station A, Station J off to the east, two empty
spaces between neighbours), every locomotive stands in Station A, each player
holds three distance cards, and the first player has already drawn a fourth
at the start of the turn. Nothing is laid yet, so the only way anywhere is to
lay track next to a station.

Examples
--------
>>> from widgets.fracht_express.lessons import preparation as lesson
>>> s = lesson.position()
>>> [len(pl.hand) for pl in s.players], {tuple(pl.pos) for pl in s.players}
([4, 3, 3], {('S', 'A')})
>>> s.stations["A"], len(s.deck), s.table
([4, 3], 40, [])
>>> from rulebook.fracht_express.actions import EndTurn, Extend
>>> _ = s.apply(Extend("D38", 5, 3, 3))          # N-S, N-E and N-W tracks turned so that N points to A
>>> _ = s.apply(EndTurn())
>>> lesson.goal_reached(s)
True
"""
from __future__ import annotations

import rulebook
from rulebook.i18n import N_

SECTION = "preparation"
SEAT = 0
GOAL = N_("Lay one card so that a track runs into Station A, then end your turn.")


def position(*, players: int = 3, seed: int = 7, layout: str = "default"):
    """A brand-new game (``layout="dealt"``: the players first lay out dealt stations).

    Examples
    --------
    >>> position(players=2).players[1].hand.__len__()
    3
    """
    return rulebook.GAMES["fracht_express"].new_game(players=players, seed=seed, layout=layout)


def track_into(state, letter: str = "A") -> bool:
    """Some laid track leads into Station ``letter`` (read from ``state.network()``)."""
    g = state.network()
    node = ("S", letter)
    return node in g and any(g.nodes[n]["kind"] == "tie" for n in g.neighbors(node))


def goal_reached(state) -> bool:
    """A track leads into Station A and Player 1's turn is over."""
    return track_into(state) and (state.cur != SEAT or state.turns > 1)


def edge_case():
    """The dealt-stations variant with two players: the stations are laid out first, each touching a placed
    one at a corner only.

    Examples
    --------
    >>> s = edge_case()
    >>> s.phase, s.current_player, len(s.players[0].stations) + len(s.players[1].stations)
    ('layout', 0, 10)
    """
    return position(players=2, seed=3, layout="dealt")
