"""Lesson for the section "round" (Playing a round and clearing rows).

Round 1, Player 1 to move, turn 7 of 9 in the 3-player default. Row 3 was
cleared earlier this round, row 1 has lost one card and row 2 is one pick
away from leaving the table. The strong locomotive card X-G18 sits in row 2:
taking any *other* card from row 2 sends X-G18 out of the game before the
next player can take it.

Examples
--------
>>> from widgets.first_class.lessons import round as lesson
>>> s = lesson.position()
>>> s.current_player, s.turns, s.row_taken
(0, 6, [1, 2, 3])
>>> lesson.goal_reached(s)
False
>>> from rulebook.first_class.actions import TakeCard
>>> _ = s.apply(TakeCard("X-G08"))
>>> s.rows[1], "X-G18" in s.removed, lesson.goal_reached(s)
([None, None, None, None, None, None], True, True)
"""
from __future__ import annotations

from rulebook.first_class.scenario import scenario
from rulebook.i18n import N_

SECTION = "round"
SEAT = 0
TARGET = "X-G18"
GOAL = N_("Make card X-G18 leave the game this turn without taking it yourself: "
           "clear the row it lies in.")

ROW1 = ["X-G11", "X-G02", "X-G04", "X-G13", "X-G20", "X-G16"]
ROW2 = ["X-G18", "X-G06", "X-G08", "X-G12", "X-G21", "X-G22"]
ROW3 = ["X-G14", "X-G19", "X-G24", "X-G01", "X-G09", "X-G15"]
#: the order in which places of row 2 are shown as already taken
ROW2_GONE = (1, 4, 5, 3, 2)
#: a card of row 3 that left the game when row 3 was cleared (for "why not?")
CLEARED = "X-G24"


def position(*, players: int = 3, taken: int | None = None, seed: int = 2):
    """Row 2 with ``taken`` cards already gone, row 3 cleared, row 1 short of one card.

    Parameters
    ----------
    players : int
        2 to 4. A row leaves the table once ``players`` cards have been taken from it.
    taken : int, optional
        Cards already taken from row 2 this round (0 to ``players - 1``); the
        default ``players - 1`` makes the next pick from row 2 clear it.
    seed : int
        Only shuffles what is not shown (piles, Game End cards).

    Returns
    -------
    FirstClassState
        Player 1 to take a card.

    Examples
    --------
    >>> position(players=4).row_taken
    [1, 3, 4]
    >>> position(taken=0).row_taken
    [1, 0, 3]
    """
    n = players
    if taken is None:
        taken = n - 1
    if not 0 <= taken < n:
        raise ValueError(f"taken must be 0 to {n - 1}")
    row1 = [None] + ROW1[1:]
    gone1 = [ROW1[0]]
    row2 = list(ROW2)
    gone2 = []
    for i in ROW2_GONE[:taken]:
        gone2.append(row2[i])
        row2[i] = None
    picked3 = [c for c in ROW3 if c != CLEARED][:n]
    left3 = [c for c in ROW3 if c not in picked3]
    # the cards taken so far this round, turn by turn, lie in the takers' completed piles
    taken_cards = gone1 + gone2 + picked3
    turns = len(taken_cards)
    start = (SEAT - turns) % n
    completed = {p: [] for p in range(n)}
    for k, c in enumerate(taken_cards):
        completed[(start + k) % n].append(c)
    seats = {f"p{p}": {"completed": completed[p]} for p in range(n)}
    return scenario(players=n, seed=seed, cur=SEAT, rows=[row1, row2, [None] * 6],
                    removed=left3, **seats)


def goal_reached(state) -> bool:
    """X-G18 has left the game (it is out, not in anybody's pile)."""
    return TARGET in state.removed


def edge_case():
    """Two players: a row is cleared after only two picks, so four cards leave with it.

    Try the Start Player tile here: it is not a card and never counts toward clearing a row.

    Examples
    --------
    >>> s = edge_case()
    >>> s.n, s.row_taken
    (2, [1, 1, 2])
    """
    return position(players=2)
