"""Lesson for the section "contracts" (Contracts).

Round 1, Player 1 to move (modules A and B; module A brings the contracts).
Player 1 took contract A-G01 earlier: it asks for a train of at least 4
railroad cars and pays 2 coins. The upper train has 3 cars. Any way of adding
a car meets the requirement -- a card such as X-G01, or the coin in column 1 --
and the contract can then be fulfilled before or after the card of the turn,
never halfway through one.

Examples
--------
>>> from widgets.first_class.lessons import contracts as lesson
>>> s = lesson.position()
>>> s.players[0].contracts, s.players[0].trains
(['A-G01'], [[1, 0, 0], [0]])
>>> from rulebook.first_class.actions import AddCar, CarryOut, Fulfil, TakeCard
>>> print(s.explain(Fulfil("A-G01")))
[contracts] The requirement of contract A-G01 is not met yet.
>>> for a in (TakeCard("X-G01"), CarryOut(), AddCar(0), Fulfil("A-G01")):
...     _ = s.apply(a)
>>> s.players[0].coins, lesson.goal_reached(s)
([3, 0, 0], True)
"""
from __future__ import annotations

from rulebook.first_class.scenario import scenario
from rulebook.i18n import N_, NN_, Msg

SECTION = "contracts"
SEAT = 0
CONTRACT = "A-G01"
GOAL = N_("Fulfil contract A-G01 (a train of 4 or more cars) this turn and collect its bonus.")

ROW1 = ["X-G01", "X-G03", "A-G03", "X-G11", "X-G16", "X-G20"]


def position(*, contract: str = CONTRACT, upper=(1, 0, 0), lower=(0,), coins=(1, 0, 0), seed: int = 8):
    """Player 1's first turn of round 1 with ``contract`` open beside the board.

    Parameters
    ----------
    contract : str
        A green module-A contract, e.g. ``"A-G04"`` (a conductor on card 2 or further).
    upper, lower : sequence of int
        Car values of the two trains.
    coins : sequence of int
        Coins in columns 1, 2, 3 (a column-1 coin buys a car).
    seed : int
        Only shuffles what is not shown.

    Returns
    -------
    FirstClassState

    Examples
    --------
    >>> position(contract="A-G04").players[0].contracts
    ['A-G04']
    """
    return scenario(players=3, seed=seed, cur=SEAT, turns=0, rows=[list(ROW1), None, None],
                    p0={"contracts": [contract], "trains": [list(upper), list(lower)], "coins": list(coins)})


#: short wording of each kind of requirement (message ids: ``lang`` picks the catalogue)
NEED_WORDS = {
    "cars_in_train": NN_("a train of at least {n} railroad car", "a train of at least {n} railroad cars"),
    "car_value": NN_("at least {n} railroad car worth {value} or more", "at least {n} railroad cars worth {value} or more"),
    "locomotive_station": N_("the locomotive on station {n} or beyond"),
    "conductor_position": N_("a conductor on card {n} or further"),
    "coins_held": NN_("at least {n} coin on the board", "at least {n} coins on the board"),
    "train_value": N_("one train whose cars add up to {n} or more"),
}


def requirement(state, card: str = CONTRACT) -> dict:
    """The requirement of a contract card, as data (``need``, ``n`` and maybe ``value``)."""
    return dict(state.comp.cards[card].requirement)


def describe(state, card: str = CONTRACT, need_words=None, symbol_words=None, lang: str = "en") -> tuple:
    """A contract in words, as ``(requirement, bonus)``, in the language ``lang``.

    Examples
    --------
    >>> describe(position())
    ('a train of at least 4 railroad cars', '2 coins')
    """
    from .locomotive import symbols_text
    c = state.comp.cards[card]
    need = Msg((need_words or NEED_WORDS)[c.requirement["need"]], dict(c.requirement)).text(lang)
    return need, symbols_text(c.bonus, symbol_words, lang)


def goal_reached(state) -> bool:
    """Contract A-G01 has been fulfilled by Player 1 (it sits in the completed pile)."""
    return CONTRACT in state.players[SEAT].completed


def edge_case():
    """No coins; X-G03 adds two cars. Is the contract fulfilled after the first of them?

    Examples
    --------
    >>> edge_case().players[0].coins
    [0, 0, 0]
    """
    return position(coins=(0, 0, 0))
