"""Game-agnostic tools over the protocol: bots and playouts.

Everything here works for any game in :data:`rulebook.GAMES`: it only uses
``legal_actions()``, ``apply()``, ``copy()``, ``current_player``, ``is_over`` and
``outcome()`` (and ``game.evaluate`` for the greedy bot).

>>> from rulebook.analysis import random_playout
>>> len(random_playout("first_class", 3, seed=1).scores)
3
"""
from .bots import BOTS, Bot, GreedyBot, RandomBot, make_bot
from .playouts import play, random_playout

__all__ = ["BOTS", "Bot", "GreedyBot", "RandomBot", "make_bot", "play", "random_playout"]
