"""Game-agnostic tools over the protocol: bots, playouts, batch simulation, perft, rulings, edge cases.

Everything here works for any game in :data:`rulebook.GAMES`: it only uses
``legal_actions()``, ``apply()``, ``copy()``, ``current_player``, ``is_over`` and
``outcome()`` (and ``game.evaluate`` for the greedy bot).

>>> from rulebook.analysis import random_playout
>>> len(random_playout("first_class", 3, seed=1).scores)
3
"""
from .bots import BOTS, Bot, GreedyBot, RandomBot, make_bot
from .edge_cases import check_edge_case, load_edge_case
from .foresight import foresee
from .perft import divide, perft
from .playouts import play, random_playout
from .rulings import compare_rulings, ruling_effect
from .simulate import read_results, simulate, summarize

__all__ = ["BOTS", "Bot", "GreedyBot", "RandomBot", "make_bot", "play", "random_playout", "simulate", "summarize",
           "read_results", "perft", "divide", "compare_rulings", "ruling_effect", "load_edge_case",
           "check_edge_case", "foresee"]
