"""Lesson for the section "start_player" (The Start Player tile).

The last turn of round 1: Player 2 is start player, Player 1 moves last, and
nobody has taken the Start Player tile yet. Taking it pays its compensation at
once (in the illustrative data: 1 coin and one upgrade of your choice) and
hands Player 1 the start of round 2 when the round ends. Taking a card instead
leaves Player 2 as start player.

Examples
--------
>>> from widgets.first_class.lessons import start_player as lesson
>>> s = lesson.position()
>>> s.start, s.current_player, s.turns, s.tile
(1, 0, 8, None)
>>> from rulebook.first_class.actions import EndTurn, TakeStartTile, Upgrade
>>> for a in (TakeStartTile(), Upgrade(0, 0, 1), EndTurn()):
...     _ = s.apply(a)
>>> s.round, s.start, s.current_player, lesson.goal_reached(s)
(2, 0, 0, True)
>>> print(lesson.position(tile=1).explain(TakeStartTile()))
[start_player] Player 2 already took the Start Player tile this round.
"""
from __future__ import annotations

from rulebook.first_class.scenario import scenario
from rulebook.i18n import N_

SECTION = "start_player"
SEAT = 0
GOAL = N_("Become the start player of round 2.")

#: the eighteen cards of round 1 in this position, by row
ROWS = (
    ("X-G11", "X-G02", "X-G04", "X-G13", "X-G20", "X-G16"),
    ("X-G18", "X-G06", "X-G08", "X-G12", "X-G21", "X-G22"),
    ("X-G14", "X-G19", "X-G24", "X-G01", "X-G09", "X-G15"),
)


def position(*, players: int = 3, tile: int | None = None, last_turn: bool = True, seed: int = 9):
    """Player 1 to move in round 1, either on the round's last turn or on its first.

    Parameters
    ----------
    players : int
        2 to 4.
    tile : int, optional
        Seat that already took the Start Player tile this round (None: it is
        still on the table). Only with ``last_turn``.
    last_turn : bool
        True (default): rows 1 and 2 are cleared, row 3 is short and Player 2
        is start player. False: the round's first turn, Player 1 is start
        player and all eighteen cards are there.
    seed : int
        Only shuffles what is not shown.

    Returns
    -------
    FirstClassState

    Examples
    --------
    >>> s = position(players=4)
    >>> s.start, s.current_player, s.turns
    (1, 0, 11)
    """
    n = players
    if not last_turn:
        return scenario(players=n, seed=seed, cur=SEAT, turns=0, rows=[list(r) for r in ROWS],
                        p0={"coins": [0, 0, 0]})
    turns = 3 * n - 1
    gone3 = n - 1 - (tile is not None)
    taken = list(ROWS[0][:n]) + list(ROWS[1][:n]) + list(ROWS[2][:gone3])
    left = list(ROWS[0][n:]) + list(ROWS[1][n:])
    row3 = [None] * gone3 + list(ROWS[2][gone3:])
    start = (SEAT - turns) % n
    order = [(start + k) % n for k in range(turns)]
    if tile is not None:  # the tile took the place of one card among the turns
        order.remove(tile)
    completed = {p: [] for p in range(n)}
    for p, c in zip(order, taken):
        completed[p].append(c)
    seats = {f"p{p}": {"completed": completed[p]} for p in range(n)}
    seats["p0"]["coins"] = [0, 0, 0]
    return scenario(players=n, seed=seed, cur=SEAT, start=start, turns=turns, tile=tile,
                    rows=[[None] * 6, [None] * 6, row3], removed=left, **seats)


def goal_reached(state) -> bool:
    """A later round has begun and Player 1 is its start player."""
    return state.round >= 2 and state.start == SEAT


def edge_case():
    """The round's first turn, and Player 1 is already start player: is the tile still worth taking?

    Examples
    --------
    >>> s = edge_case()
    >>> s.start, s.current_player, s.turns
    (0, 0, 0)
    """
    return position(last_turn=False)
