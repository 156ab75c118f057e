"""Lesson: mail cars and locomotive tiles (section ``special_cars``).

Round 5. Player 1's upper train holds 8 cards (its mail car is the 6th); the
lower train holds 4. Card X-R07 in the rows brings two new 0-value cars and
then an upgrade of a 2-value car. One new car makes the upper train's 9th
card, which calls for the next locomotive tile as the 10th (the train is then
closed) and grants the tile's upgrades at once; the other makes the lower
train's 5th card, which calls for a mail car as the 6th.

Examples
--------
>>> from rulebook.first_class.actions import AddCar, CarryOut, ChooseMail, Skip, TakeCard
>>> s = position()
>>> _ = s.apply(TakeCard("X-R07")); _ = s.apply(CarryOut())
>>> _ = s.apply(AddCar(train=0))
>>> s.players[0].trains[0][-1] >= 100, str(s.prompt)
(True, 'Player 1: upgrade a car of your choice (2 left), or leave it out.')
>>> _ = s.apply(Skip()); _ = s.apply(AddCar(train=1))
>>> str(s.prompt)
'Player 1: choose a mail car for the lower train.'
>>> _ = s.apply(ChooseMail(mail=2))
>>> goal_reached(s)
True
"""
from __future__ import annotations

from rulebook.first_class.scenario import scenario
from rulebook.i18n import N_

SECTION = "special_cars"
SEAT = 0
GOAL = N_("This turn, close your upper train with a locomotive tile and give your lower train its "
         "mail car.")

UPPER = [4, 2, 1, 1, 0, "mail", 0, 0]
LOWER = [2, 1, 1, 0]
FULL_TRAIN = [7, 4, 4, 2, 1, "mail", 1, 0, 0, "tile"]


def position(*, upper=UPPER, lower=LOWER, tiles_taken: int = 0, coins=(0, 0, 1), seed: int = 2):
    """Player 1 to move in round 5 with X-R07 (two new cars, then a 2-value upgrade) in the rows.

    Parameters
    ----------
    upper, lower : list
        Player 1's trains: car values, ``"mail"`` for a mail car, ``"tile"``
        for a locomotive tile. The 5th card brings the mail car; the 9th
        brings the tile.
    tiles_taken : int
        How many locomotive tiles (0 to 4) other players already hold. Tiles
        go out in ascending order, so the next one is worth more but grants
        fewer upgrades.
    coins : sequence of int
        Player 1's coins per column.
    seed : int
        Seed of the game the position starts from (seed 2 deals X-R07).

    Returns
    -------
    FirstClassState

    Examples
    --------
    >>> s = position(tiles_taken=3)
    >>> s.tiles[0], s.comp.locomotive_tiles[s.tiles[0]]    # next tile: value 9, one upgrade
    (3, (9, 1))
    """
    if not 0 <= tiles_taken <= 4:
        raise ValueError("tiles_taken must be 0 to 4")
    others = [[FULL_TRAIN if i < tiles_taken else [1, 0] for i in (k, k + 1)] for k in (0, 2)]
    return scenario(players=3, seed=seed, round=5, cur=SEAT,
                    p0={"trains": [list(upper), list(lower)], "cond": [3, 1], "coins": list(coins), "loco": 3,
                        "score": 48},
                    p1={"trains": others[0], "cond": [1, 1]}, p2={"trains": others[1], "cond": [1, 0]})


def goal_reached(state) -> bool:
    """True when the upper train ends in a locomotive tile and the lower train holds a mail car.

    Examples
    --------
    >>> goal_reached(position())
    False
    >>> goal_reached(position(upper=UPPER + [0, "tile"], lower=[2, 1, 1, 0, 0, "mail"]))
    True
    """
    upper, lower = state.players[SEAT].trains
    return upper[-1] >= 100 and any(c < 0 for c in lower)


def edge_case():
    """The lower train is already closed by a tile; X-R07's second new car has nowhere to go.

    Examples
    --------
    >>> from rulebook.first_class.actions import AddCar, CarryOut, Skip, TakeCard
    >>> s = edge_case()
    >>> _ = s.apply(TakeCard("X-R07")); _ = s.apply(CarryOut()); _ = s.apply(AddCar(train=0))
    >>> _ = s.apply(Skip())
    >>> [e.text for e in s.log[-2:]]
    ['Player 1 leaves out the rest of this part.', 'Player 1 cannot use this part (add a 0-value car); it is lost.']
    """
    return position(lower=FULL_TRAIN)
