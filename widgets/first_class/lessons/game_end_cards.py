"""Lesson: Game End cards (section ``game_end_cards``).

Player 1 starts round 3 with 9 coins, a completed pile of green cards and
one Game End card from the draft. Four Game End cards lie face up. Each costs
4 coins, gives its small bonus at once, and at the very end pays its points
for every *base* card of its type in the completed pile. The goal asks for
cards that are already worth 15 points with the pile as it is.

Examples
--------
>>> from rulebook.first_class.actions import BuyGameEnd, PayCoins
>>> s = position()
>>> game_end_value(s), goal_reached(s)
(2, False)
>>> _ = s.apply(BuyGameEnd("GE13"))
>>> print(s.legal_actions()[0])      # the 4 coins are paid in one step that names their columns
Pay 4 coins: 4 from column 1.
>>> _ = s.apply(PayCoins(columns=(0, 0, 0, 0)))
>>> _ = s.apply(BuyGameEnd("GE06"))
>>> _ = s.apply(PayCoins(columns=(0, 1, 1, 1)))
>>> game_end_value(s), goal_reached(s)
(17, True)
>>> len(s.ge_display)      # refilled only when the turn ends
2
"""
from __future__ import annotations

from rulebook.first_class import game_end_cards as rules
from rulebook.first_class.scenario import scenario
from rulebook.i18n import N_

SECTION = "game_end_cards"
SEAT = 0
TARGET = 15
GOAL = N_("Before your turn ends, hold Game End cards that would already score at least 15 points "
         "with the cards in your completed pile.")

COMPLETED = ("X-G11", "X-G12", "X-G13",   # three base conductor cards
             "X-G01", "X-G05",            # two base car cards
             "X-G16",                     # one base locomotive card
             "A-G06")                     # a module car card: counts for nothing
DISPLAY = ("GE13", "GE11", "GE06", "GE17")
SPARE = ("GE20", "GE04", "GE10", "GE02")   # fill the display when a card of DISPLAY is held instead


def position(*, coins=9, completed=COMPLETED, display=DISPLAY, held=("GE01",), seed: int = 1):
    """Player 1 to move at the start of round 3, ready to buy Game End cards.

    Parameters
    ----------
    coins : int or list
        Player 1's coins: a total (filled column by column) or ``[c1, c2, c3]``.
        Below 4 no card can be bought.
    completed : sequence of str
        Player 1's completed pile (card ids). Only base cards (ids starting
        with ``X``) count for Game End cards.
    display : sequence of str
        The Game End cards face up on the table (topped up to four, never
        showing a card player 1 holds).
    held : sequence of str
        Game End cards player 1 already holds (the one kept from the draft).
    seed : int
        Seed of the game the position starts from.

    Returns
    -------
    FirstClassState

    Examples
    --------
    >>> s = position(coins=3)
    >>> [str(a) for a in s.legal_actions() if "Game End" in str(a)]
    []
    """
    shown = [g for g in list(display) + list(SPARE) if g not in held][:4]
    return scenario(players=3, seed=seed, round=3, cur=SEAT, ge_display=shown,
                    p0={"coins": coins, "completed": list(completed), "ge": list(held),
                        "trains": [[1, 0, 0], [1, 0]], "cond": [1, 1], "loco": 1, "score": 21})


def game_end_value(state, seat: int = SEAT) -> int:
    """Points ``seat``'s Game End cards would score now, computed by the engine's own end-of-game rule.

    Examples
    --------
    >>> game_end_value(position(held=("GE13",)))   # 3 base conductor cards x 3 points
    9
    """
    trial = state.copy()
    before = trial.players[seat].score
    rules.score(trial, seat, [])
    return trial.players[seat].score - before


def goal_reached(state) -> bool:
    """True once player 1's Game End cards are worth ``TARGET`` points or more.

    Examples
    --------
    >>> goal_reached(position(held=("GE01", "GE13", "GE11")))
    True
    """
    return game_end_value(state) >= TARGET


def edge_case():
    """Foregoing a card still puts it in the completed pile, so it still counts for Game End cards.

    Player 1 holds GE13 (3 points per base conductor card) and has only 2
    coins. Conductor card X-B12 lies in the rows. Carried out or foregone for
    an upgrade, it lands in the completed pile either way.

    Examples
    --------
    >>> from rulebook.first_class.actions import TakeCard, Forego
    >>> s = edge_case()
    >>> game_end_value(s)
    9
    >>> _ = s.apply(TakeCard("X-B12")); _ = s.apply(Forego())
    >>> game_end_value(s)
    12
    """
    return position(coins=2, held=("GE13",))
