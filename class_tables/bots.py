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

import asyncio
import hashlib
import logging
import time

import rulebook
from rulebook.core import ConfigError
from rulebook.i18n import N_, Msg

#: Decisions the bots may take in a row before the server answers the person again.
BOT_STEPS = 2000

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


def _worker_init() -> None:
    """A bot worker: it dies with the server (stopped by a signal, say), and it yields the CPU to the server,
    whose pages wait on it, when the two compete (``nice`` 10)."""
    import os

    from rulebook.analysis.simulate import die_with_parent
    die_with_parent()
    try:
        os.nice(10)
    except (AttributeError, OSError):     # pragma: no cover - no nice() here
        pass


def _warm() -> int:
    """Run in a new worker: import the games now, not during the first bot's turn."""
    return len(rulebook.GAMES)


class BotRunner:
    """Takes the bots' decisions in worker processes and applies them on the server's event loop.

    One turn at a time per table (``kick`` while a table's bots are thinking does nothing); each decision
    is applied only if the table did not change meanwhile (the teacher paused it, stepped back, broadcast),
    and is stored and shown as soon as it is taken. A decision is capped at :data:`DECISION_SECONDS` (a
    search stops there) and a turn at :data:`TURN_SECONDS` (after that the bot plays at random, from its own
    stream), so a bot can never hold a table for long, and never the server.
    """

    def __init__(self, workers: int | None = None):
        import os
        self.workers = workers or max(1, min(4, (os.cpu_count() or 2) - 1))
        self._pool = None
        self.loop = None
        self.busy: set = set()
        self._tasks: set = set()

    def _executor(self):
        if self._pool is None:
            import concurrent.futures
            import multiprocessing
            # spawn: the server has threads (Redis listener, tests' loops), which a fork would copy half-way
            self._pool = concurrent.futures.ProcessPoolExecutor(
                max_workers=self.workers, mp_context=multiprocessing.get_context("spawn"), initializer=_worker_init)
        return self._pool

    def warm(self) -> None:
        """Start the workers now (the server calls it at start)."""
        for _ in range(self.workers):
            self._executor().submit(_warm)

    def attach(self, loop) -> None:
        self.loop = loop

    def kick(self, table) -> bool:
        """Let ``table``'s bots play (from any thread); False when there is no event loop to run them on.

        The turn runs on the loop the runner was attached to (the server's), whatever loop the caller's
        thread runs: a caller inside another running loop -- a Jupyter kernel's, or Playwright's sync API,
        whose loop counts as running in its thread while it waits -- would otherwise get the turn, and that
        loop may never run it (the table's bots would stay silent for good). Only a runner attached to no
        open loop takes the caller's running loop."""
        loop = self.loop
        if loop is None or loop.is_closed():
            try:
                loop = asyncio.get_running_loop()
            except RuntimeError:
                return False
            self.loop = loop
        loop.call_soon_threadsafe(self._start, table)
        return True

    def _start(self, table) -> None:
        if table.id in self.busy:
            return
        self.busy.add(table.id)
        task = asyncio.ensure_future(self._turn(table))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _decide(self, table, name: str, seed: int) -> int:
        loop = asyncio.get_running_loop()
        try:
            return await asyncio.wait_for(
                loop.run_in_executor(self._executor(), decide, table.game_name, table.state.to_json(), name, seed,
                                     DECISION_SECONDS), DECISION_SECONDS + 30)
        except Exception as e:      # noqa: BLE001 - a broken worker must not stop the table
            log.warning("bot decision at table %s failed (%s: %s); a random move instead", table.id,
                        type(e).__name__, e)
            if type(e).__name__ == "BrokenProcessPool":
                self._pool = None
            return choose_index(table.state, "random", seed)

    async def _turn(self, table) -> None:
        from .store import StaleTable
        started = time.monotonic()
        try:
            for _ in range(BOT_STEPS):
                seat = table.bot_to_move()
                if seat is None:
                    return
                serial = table.serial
                name, seed = table.bot_job(seat)
                if time.monotonic() - started > TURN_SECONDS:
                    name = "random"          # the turn's time is up: quick moves from the same stream
                index = await self._decide(table, name, seed)
                if table.serial != serial or table.bot_to_move() != seat:
                    continue                 # the table changed while the bot thought: think again
                table.apply_bot(seat, index)
                table.serial += 1
                try:
                    table.save()
                except StaleTable:           # another server process moved this table first: take its table
                    table.room.refresh(table, force=True)
        finally:
            self.busy.discard(table.id)

    def close(self) -> None:
        for task in list(self._tasks):
            task.cancel()
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None
