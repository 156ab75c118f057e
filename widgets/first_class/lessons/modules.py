"""Lesson: modules (section ``modules``).

A game uses the 72 base cards (ids starting with ``X``) plus the cards of
exactly two of the modules A-E (ids starting with that letter), mixed into
the green, blue and red piles. This position is the first turn of a game with
modules A and B: the rows mix base and module cards. In this project module A
(contracts) follows the base contract rules, and modules B-E are stand-ins
made of basic symbols, because the supplement that describes their own
symbols is not among the project's sources.

Examples
--------
>>> s = position()
>>> sorted({card[0] for row in s.rows for card in row})
['A', 'B', 'X']
>>> module_count(s)
{'X': 72, 'A': 24, 'B': 24}
"""
from __future__ import annotations

from rulebook.first_class.scenario import scenario
from rulebook.i18n import N_

SECTION = "modules"
SEAT = 0
GOAL = N_("Take a card that comes from a module (not from the base game) and carry it out.")


def position(*, modules=("A", "B"), seed: int = 1, ge=None):
    """Player 1 to move on the first turn of round 1.

    Parameters
    ----------
    modules : two of "A" to "E"
        The modules whose cards join the base cards. Anything but two
        different letters is refused with a ``ConfigError``.
    seed : int
        Seed of the game (it decides the shuffles, hence the rows).
    ge : sequence of str, optional
        Game End cards player 1 holds (default: the one kept in the draft).

    Returns
    -------
    FirstClassState

    Examples
    --------
    >>> sorted({card[0] for row in position(modules=("C", "E")).rows for card in row})
    ['C', 'E', 'X']
    >>> position(modules=("A",))
    Traceback (most recent call last):
    ...
    rulebook.errors.ConfigError: Option 'modules' must name exactly two different modules out of A, B, C, D, E, not ('A',).
    """
    p0 = {} if ge is None else {"ge": list(ge)}
    return scenario(players=3, seed=seed, modules=tuple(modules), round=1, cur=SEAT, p0=p0)


def module_count(state) -> dict:
    """How many action cards of each origin (``"X"`` = base game, else the module letter) this game holds."""
    out = {"X": 0}
    for m in state.options["modules"]:
        out[m] = 0
    for card in state.comp.cards.values():
        if card.module in out:
            out[card.module] += 1
    return out


def goal_reached(state) -> bool:
    """True once player 1 has carried out a module card (it sits in the completed pile, the contracts or the route).

    Examples
    --------
    >>> from rulebook.first_class.actions import CarryOut, TakeCard
    >>> s = position()
    >>> _ = s.apply(TakeCard("B-G06")); _ = s.apply(CarryOut())
    >>> goal_reached(s)
    True
    """
    pl = state.players[SEAT]
    cards = state.comp.cards
    return any(cards[c].module != "X" for c in pl.completed + pl.contracts + pl.route)


def edge_case():
    """Player 1 holds GE06 (3 points per base railroad car card). Two car cards lie in the rows:
    X-G01 from the base game and A-G06 from module A. Only the base card adds to the Game End card.

    Examples
    --------
    >>> from rulebook.first_class.actions import CarryOut, TakeCard
    >>> from widgets.first_class.lessons.game_end_cards import game_end_value
    >>> s = edge_case()
    >>> _ = s.apply(TakeCard("A-G06")); _ = s.apply(CarryOut())
    >>> game_end_value(s)
    0
    >>> t = edge_case()
    >>> _ = t.apply(TakeCard("X-G01")); _ = t.apply(CarryOut())
    >>> game_end_value(t)
    3
    """
    return position(ge=("GE06",))
