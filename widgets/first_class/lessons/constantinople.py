"""Lesson: Constantinople (section ``constantinople``).

Round 5. All of player 1's trains are closed by locomotive tiles. The lower
conductor already stands on its tile: it was the first conductor of the game
to get there and took Constantinople place 1 (20 points). The upper conductor
is three cards short. Player 2's upper conductor is one card short of its
own tile, so place 2 (10 points) is up for grabs now.

Examples
--------
>>> from rulebook.first_class.actions import CarryOut, CoinConductor, TakeCard
>>> s = position()
>>> _ = s.apply(TakeCard("X-R11")); _ = s.apply(CarryOut())    # both conductors 2 cards
>>> s.players[0].cond
[8, 9]
>>> _ = s.apply(CoinConductor(train=0))
>>> s.log[-1].text
"Player 1's conductor reaches the locomotive of the upper train: Constantinople place 2, 10 points."
>>> goal_reached(s)
True
"""
from __future__ import annotations

from rulebook.first_class.scenario import scenario
from rulebook.i18n import N_

SECTION = "constantinople"
SEAT = 0
GOAL = N_("This turn, bring the conductor of your upper train to its locomotive tile and win a "
         "Constantinople bonus.")

TRAINS = (
    ([12, 7, 7, 4, 2, "mail", 2, 1, 1, "tile"], [7, 4, 2, 2, 1, "mail", 1, 0, 0, "tile"]),   # player 1
    ([12, 7, 4, 4, 2, "mail", 2, 2, 1, "tile"], [7, 4, 4, 1, 1, "mail", 1, 0, 0, "tile"]),   # player 2
    ([7, 7, 4, 2, 2, "mail", 1, 1, 0, "tile"], [4, 4, 2, 1, 1, "mail", 0, 0, 0, "tile"]),    # player 3
)
WAITING = ((6, 7), (8, 5), (4, 3))   # where each conductor stands when it has not reached its tile
TILE = 9                              # index of the locomotive tile in a closed train


def position(*, upper_cond: int = 6, taken=((0, 1),), coins=(0, 1, 0), seed: int = 5):
    """Player 1 to move in round 5 with conductor cards in the rows (X-R11, X-R13, X-R15 ...).

    Parameters
    ----------
    upper_cond : int
        Card (0-based) on which player 1's upper conductor stands; 9 is the tile.
    taken : sequence of (seat, train)
        Constantinople places already taken, in order (place 1 first). Each of
        these conductors stands on its tile; every other conductor waits short
        of it. With three entries no bonus is left.
    coins : sequence of int
        Player 1's coins per column (column 2 moves a conductor).
    seed : int
        Seed of the game the position starts from (seed 5 deals several conductor cards).

    Returns
    -------
    FirstClassState

    Examples
    --------
    >>> s = position(taken=())
    >>> s.constantinople, s.players[0].cond
    ([], [6, 7])
    """
    taken = [list(x) for x in taken]
    if (SEAT, 0) in map(tuple, taken) and upper_cond != TILE:
        raise ValueError("a conductor that holds a Constantinople place stands on its tile (upper_cond=9)")
    seats = {}
    for p in range(3):
        cond = [TILE if [p, t] in taken else WAITING[p][t] for t in (0, 1)]
        if p == SEAT:
            cond[0] = upper_cond
        seats[f"p{p}"] = {"trains": [list(t) for t in TRAINS[p]], "cond": cond, "loco": 3}
    seats["p0"]["coins"] = list(coins)
    for p, pts in enumerate((70, 66, 58)):
        seats[f"p{p}"]["score"] = pts
    return scenario(players=3, seed=seed, round=5, cur=SEAT, constantinople=taken, **seats)


def places_of(state, seat: int = SEAT) -> list:
    """The Constantinople places (1, 2, 3) ``seat`` holds, with the points each paid.

    Examples
    --------
    >>> places_of(position())
    [(1, 20)]
    """
    pay = state.comp.constantinople
    return [(k + 1, pay[k]) for k, (p, _t) in enumerate(state.constantinople) if p == seat]


def goal_reached(state) -> bool:
    """True once player 1's upper conductor holds a Constantinople place.

    Examples
    --------
    >>> goal_reached(position(upper_cond=9, taken=((0, 1), (0, 0))))
    True
    """
    return [SEAT, 0] in state.constantinople


def edge_case():
    """All three places are gone: the upper conductor can still reach its tile, but it earns nothing.

    Examples
    --------
    >>> from rulebook.first_class.actions import CarryOut, MoveConductor, TakeCard
    >>> s = edge_case()
    >>> _ = s.apply(TakeCard("X-R13")); _ = s.apply(CarryOut())     # 4 steps to share out
    >>> for _ in range(3):
    ...     _ = s.apply(MoveConductor(train=0))
    >>> s.players[0].cond, s.players[0].score
    ([9, 9], 70)
    >>> for e in s.log[-2:]:          # the fourth step has nowhere to go
    ...     print(e.text)
    Player 1's conductor reaches the locomotive of the upper train; the three Constantinople places are gone.
    Player 1 cannot use this part (move a conductor one card); it is lost.
    """
    return position(taken=((0, 1), (1, 0), (2, 1)))
