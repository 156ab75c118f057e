"""Lesson: the end of a round (section ``end_of_round``).

Last turn of round 1 in a 3-player game. Player 2 is start player; rows 1 and
2 are already cleared; row 3 has lost two cards and shows four. Player 1 has
the ninth and last turn. Whatever player 1 takes, the round then ends: cards
still in the rows leave the game, whoever holds the Start Player tile becomes
start player, and round 2 is dealt from the same pile, whose last four cards
leave unseen. After rounds 2, 4 and 6 a scoring phase comes first instead.

Examples
--------
>>> from rulebook.first_class.actions import EndTurn, Skip, TakeStartTile
>>> s = position()
>>> s.start, s.turns, s.tile
(1, 8, None)
>>> _ = s.apply(TakeStartTile()); _ = s.apply(Skip()); _ = s.apply(EndTurn())
>>> s.round, s.start, goal_reached(s)
(2, 0, True)
>>> for e in s.log[-4:]:
...     print(e.text)
The round is over; 4 cards still in the rows leave the game.
Player 1 returns the Start Player tile and becomes start player.
Round 2: eighteen green cards are laid out in three rows.
The last 4 cards of the pile leave the game unseen.
"""
from __future__ import annotations

from rulebook.first_class.scenario import scenario
from rulebook.i18n import N_

SECTION = "end_of_round"
SEAT = 0
GOAL = N_("Be the start player when the next round (or scoring phase) begins.")

# (row, place) of the cards taken this round, per seat, in the order of play from the start player (seat 1)
TAKEN = {1: [(0, 2), (1, 0), (2, 1)], 2: [(0, 3), (1, 2), (2, 3)], 0: [(0, 4), (1, 5)]}


def position(*, round: int = 1, tile_taken_by=None, seed: int = 1):
    """Player 1 to play the last turn of a round; player 2 is start player.

    Parameters
    ----------
    round : int
        The round that is ending (1 to 6). After an even round a scoring
        phase follows; after an odd one the next round is dealt.
    tile_taken_by : {None, 1, 2}
        Seat that already took the Start Player tile this round (instead of
        its last card from row 3, which then stays in the row).
    seed : int
        Seed of the game the position starts from.

    Returns
    -------
    FirstClassState

    Examples
    --------
    >>> s = position(tile_taken_by=2)
    >>> s.tile, [c is None for c in s.rows[2]].count(True)
    (2, 1)
    """
    if tile_taken_by not in (None, 1, 2):
        raise ValueError("tile_taken_by is None, 1 or 2")
    dealt = scenario(players=3, seed=seed, round=round).rows
    rows = [[None] * 6, [None] * 6, list(dealt[2])]
    seats = {f"p{p}": {"completed": []} for p in range(3)}
    for p, places in TAKEN.items():
        for r, i in places:
            if r == 2 and p == tile_taken_by:
                continue       # this player took the tile instead of this card
            seats[f"p{p}"]["completed"].append(dealt[r][i])
            if r == 2:
                rows[2][i] = None
    return scenario(players=3, seed=seed, round=round, cur=SEAT, rows=rows, tile=tile_taken_by, **seats)


def goal_reached(state) -> bool:
    """True once player 1 has become start player (the tile is handed over when the round ends).

    Examples
    --------
    >>> goal_reached(position())
    False
    """
    return state.start == SEAT


def edge_case():
    """The last turn of round 2: the end of this round leads to a scoring phase, not a new deal.

    Examples
    --------
    >>> from rulebook.first_class.actions import CarryOut, EndTurn, Skip, TakeCard
    >>> s = edge_case()
    >>> card = next(c for c in s.rows[2] if c)
    >>> _ = s.apply(TakeCard(card))
    >>> _ = s.apply(CarryOut())
    >>> while s.phase != "post":
    ...     _ = s.apply(Skip())
    >>> _ = s.apply(EndTurn())
    >>> s.phase, s.round, s.scorers
    ('scoring', 2, [1, 2, 0])
    """
    return position(round=2)
