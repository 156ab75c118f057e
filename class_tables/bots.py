"""Bots at class tables: each bot its own unpredictable stream, decisions off the server's event loop.

A bot seat keeps a secret key (64 bits from :mod:`secrets`) and the number of decisions it has taken;
decision *n* is taken by a fresh bot seeded with a hash of the key and *n*. Both numbers are stored
with the table, so a restarted server's bot takes exactly the decision the old one would have taken,
and nobody who does not know the key can predict a bot's dice.

:func:`decide` is the whole of one decision. The server runs it in a separate process
(:class:`BotRunner`), so a bot thinking for seconds never holds up another table's page; without a
running server (tests, notebooks) the table runs it in place.
"""
from __future__ import annotations

import hashlib
import logging

import rulebook
from rulebook.core import ConfigError
from rulebook.i18n import N_, Msg

log = logging.getLogger("class_tables")

#: The largest MCTS budget a class table accepts ("mcts:N", iterations per decision).
MAX_ITERATIONS = 5000
#: Seconds one bot decision may take (a search stops there); a turn of bot decisions is capped too.
DECISION_SECONDS, TURN_SECONDS = 4.0, 20.0


def decision_seed(key: int, n: int) -> int:
    """The seed of a bot's ``n``-th decision: a hash of its secret key and ``n`` (64 bits)."""
    return int.from_bytes(hashlib.blake2b(f"{key}:{n}".encode(), digest_size=8).digest(), "big")


def check_bot(name: str, game) -> None:
    """Refuse a bot a class table cannot seat: an unknown name, a game it does not play, too big a budget."""
    from rulebook.analysis.bots import make_bot
    if not isinstance(name, str):
        raise ConfigError(Msg(N_("Unknown bot '{name}'; the bots are: {allowed}."), {"name": name, "allowed": "random"}))
    base, _, budget = name.partition(":")
    if base == "mcts" and budget.isdigit() and int(budget) > MAX_ITERATIONS:
        raise ConfigError(Msg(N_("A class-table bot may search at most {n} iterations per decision ('{name}' asks "
                                 "for more)."), {"n": MAX_ITERATIONS, "name": name}))
    make_bot(name, seed=0, game=game)      # refuses an unknown bot name with its own sentence


def choose_index(state, bot_name: str, seed: int, time_limit: float | None = DECISION_SECONDS) -> int:
    """Which of ``state.legal_actions()`` the bot ``bot_name`` seeded with ``seed`` takes."""
    from rulebook.analysis.bots import make_bot
    bot = make_bot(bot_name, seed=seed, game=type(state).game)
    if time_limit is not None and hasattr(bot, "time_limit"):
        bot.time_limit = time_limit
    action = bot.choose(state)
    return state.legal_actions().index(action)


def decide(game_name: str, save_text: str, bot_name: str, seed: int, time_limit: float | None = DECISION_SECONDS) -> int:
    """:func:`choose_index` on a state given as its save text (what a worker process receives)."""
    return choose_index(rulebook.GAMES[game_name].from_json(save_text), bot_name, seed, time_limit)
