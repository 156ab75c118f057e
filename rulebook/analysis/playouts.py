"""Playing games out with bots.

``play`` drives a state forward in place: each decision goes to the bot of the
seat to decide. It stops when the game is over, when a seat without a bot
(``None``) is to decide, or after ``max_decisions``; it returns the
:class:`~rulebook.Outcome` if the game ended, else ``None``.

>>> import rulebook
>>> from rulebook.analysis import RandomBot
>>> s = rulebook.GAMES["first_class"].new_game(players=2, seed=3)
>>> play(s, [RandomBot(1), None]) is None     # stops when seat 2 is to decide
True
>>> s.current_player
1
"""
from __future__ import annotations

import rulebook

from .bots import RandomBot


def play(state, bots, *, max_decisions=None, on_move=None):
    """Let ``bots`` (one per seat, ``None`` for no bot) decide until the game ends or cannot go on.

    ``on_move(seat, action, events)`` is called after each decision, if given.
    Returns ``state.outcome()`` when the game is over, else ``None``.
    """
    done = 0
    while not state.is_over:
        if max_decisions is not None and done >= max_decisions:
            return None
        seat = state.current_player
        bot = bots[seat]
        if bot is None:
            return None
        action = bot.choose(state)
        events = state.apply(action)
        done += 1
        if on_move is not None:
            on_move(seat, action, events)
    return state.outcome()


def random_playout(game, players: int, seed: int = 0):
    """A whole game by random bots (the game's seed ``seed``, seat i's bot seed ``seed*16+i``); its Outcome."""
    if isinstance(game, str):
        game = rulebook.GAMES[game]
    state = game.new_game(players=players, seed=seed)
    return play(state, [RandomBot(seed * 16 + i) for i in range(players)])
