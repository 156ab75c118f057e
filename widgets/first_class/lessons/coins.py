"""Lesson: coins (section ``coins``).

Round 1. Player 1 once had six coins and spent the five of column 1, so the
board now shows one coin in column 2 and, after a gain, one in column 3:
coins stay where they were put. Column 1 buys a 0-value car, column 2 a
conductor or locomotive step, column 3 an upgrade, and any coin a point.
Which coin to spend on what decides whether the upper train reaches the goal.

Examples
--------
>>> from rulebook.first_class.actions import CoinConductor, CoinUpgrade
>>> s = position()
>>> upper_value(s), s.players[0].coins
(4, [0, 1, 1])
>>> _ = s.apply(CoinUpgrade(train=0, pos=0, to=7)); _ = s.apply(CoinConductor(train=0))
>>> upper_value(s), goal_reached(s)
(8, True)
"""
from __future__ import annotations

from rulebook.first_class.cars import cell_value
from rulebook.first_class.scenario import scenario
from rulebook.first_class.state import COIN_ACTIONS
from rulebook.i18n import N_

SECTION = "coins"
SEAT = 0
TARGET = 8
GOAL = N_("Paying with coins only, make the cards of your upper train up to its conductor add up to "
         "8 or more.")


def position(*, coins=(0, 1, 1), upper=(4, 1, 0), rulings=None, seed: int = 1):
    """Player 1 to move at the start of round 1, before taking a card.

    Parameters
    ----------
    coins : sequence of int or int
        Coins per column ``[c1, c2, c3]`` (caps 5, 5, 2), or a total filled in the usual order.
    upper : sequence of int
        Values of the upper train's cars; its conductor stands on the first.
    rulings : dict, optional
        Engine rulings, e.g. ``{"coins_no_room": "partial"}``.
    seed : int
        Seed of the game (seed 1 deals B-G06, which gives 3 coins).

    Returns
    -------
    FirstClassState

    Examples
    --------
    >>> position(coins=7).players[0].coins
    [5, 2, 0]
    """
    coins = list(coins) if not isinstance(coins, int) else coins
    return scenario(players=3, seed=seed, round=1, cur=SEAT, rulings=rulings,
                    p0={"coins": coins, "trains": [list(upper), [1]], "cond": [0, 0]})


def upper_value(state, seat: int = SEAT) -> int:
    """What the upper train would score now: its cards up to and including the conductor's."""
    pl = state.players[seat]
    return sum(cell_value(state, c) for c in pl.trains[0][:pl.cond[0] + 1])


def goal_reached(state) -> bool:
    """True when the upper train is worth ``TARGET`` up to its conductor and every move so far was a coin.

    Examples
    --------
    >>> goal_reached(position(upper=(7, 1, 0)))     # worth 7 up to the conductor
    False
    """
    return upper_value(state) >= TARGET and all(isinstance(a, COIN_ACTIONS) for a in state.history)


def edge_case():
    """Eleven coins on the board and B-G06 (3 coins) in the rows: the gain must fit all at once.

    Under the default ruling a gain that does not fit is lost whole; making room
    first (spending two coins) saves it.

    Examples
    --------
    >>> from rulebook.first_class.actions import CarryOut, TakeCard
    >>> s = edge_case()
    >>> _ = s.apply(TakeCard("B-G06")); _ = s.apply(CarryOut())
    >>> s.players[0].coins, s.log[-1].text
    ([5, 5, 1], 'Player 1 has no room (or the supply has no coins) for 3 coins; they are lost.')
    """
    return position(coins=(5, 5, 1))
