"""Bots that can sit at any seat of any game, using only the protocol.

A bot has one method, ``choose(state) -> action``, called when the bot's seat is
to decide; it returns one of ``state.legal_actions()`` and never changes
``state``. Each bot owns a ``random.Random(seed)``, so the same seed and the
same positions give the same choices.

``RandomBot``
    uniform over the legal actions.
``GreedyBot``
    one-step look-ahead: for each legal action, apply it to ``state.copy()`` and
    score the result with the game's heuristic ``game.evaluate(state, seat)``;
    play the best (ties broken by its RNG). The look-ahead applies actions to a
    full copy, so an action that draws (a new row dealt, a card turned face up)
    is judged on the actual draw. In First Class almost nothing is left to chance
    after setup and the heuristic reads no hidden card, so this does not help the
    bot.
``MCTSBot`` (``"mcts"``)
    information-set Monte Carlo tree search that never looks at hidden
    information (``mcts.py``). Default budget: 200 iterations per decision;
    every child of a new node is scored with ``game.evaluate`` (random playouts
    when a game has no heuristic); ``make_bot("mcts:50")`` gives a bot with 50.
    The strongest First Class bot (it beats greedy: ``benchmarks/README.md``).
``PlannerBot`` (``"planner"``, FrachtExpress only)
    plays the game's plan: builds toward the stations its cars need, picks up,
    drives and delivers, never off the rails; a few milliseconds a decision
    (``rulebook/fracht_express/plan_bot.py``).
``TeamBot`` (``"team"``, Horror only)
    plays Horror's plan: one step ahead (with the choices an action leaves
    open) on a few determinizations consistent with what the table saw,
    scored by the plan heuristic (``rulebook/horror/team_bot.py``).

``strong_bot(game)`` names the strongest quick bot of a game (the planner for
FrachtExpress, greedy for the others): the default opponent of notebooks and
the bot the coach asks.

>>> import rulebook
>>> s = rulebook.GAMES["first_class"].new_game(players=3, seed=7)
>>> a = make_bot("greedy", seed=1).choose(s)
>>> a in s.legal_actions()
True
"""
from __future__ import annotations

from importlib import import_module

from ..bot import Bot
from ..core import ConfigError
from ..i18n import Msg, N_
from ..registry import GAMES
from .mcts import MCTSBot


class RandomBot(Bot):
    """Any legal action, each equally likely."""

    name = "random"

    def choose(self, state):
        return self.rng.choice(state.legal_actions())


class GreedyBot(Bot):
    """The legal action whose result the game's heuristic likes best (one step ahead)."""

    name = "greedy"

    @staticmethod
    def supports(game) -> bool:
        return callable(getattr(game, "evaluate", None))

    def choose(self, state):
        game = type(state).game
        if not self.supports(game):
            raise ConfigError(Msg(N_("The greedy bot needs a heuristic, and {game} has none."),
                                  {"game": game.TITLE}))
        seat = state.current_player
        actions = state.legal_actions()
        if len(actions) == 1:
            return actions[0]
        best, best_value = [], None
        for a in actions:
            child = state.copy()
            child.apply(a, check=False)
            value = game.evaluate(child, seat)
            if best_value is None or value > best_value + 1e-9:
                best, best_value = [a], value
            elif value >= best_value - 1e-9:
                best.append(a)
        return best[0] if len(best) == 1 else self.rng.choice(best)


#: the bots that play any game, by name; a game's own bots are in its ``Game.BOTS``
BOTS = {"random": RandomBot, "greedy": GreedyBot, "mcts": MCTSBot}


def strong_bot(game) -> str:
    """The name of ``game``'s strongest quick bot: its own ``STRONG_BOT`` if it names one, else ``"greedy"``."""
    return getattr(game, "STRONG_BOT", None) or "greedy"


def game_bots(game) -> dict:
    """``game``'s own bots: name -> ``"module:Class"`` (nothing imported)."""
    return dict(getattr(game, "BOTS", None) or {})


def bot_names(game=None) -> list:
    """Every bot name ``make_bot`` takes for ``game`` (for every registered game when None), ``mcts:N`` aside."""
    names = list(BOTS)
    for g in ([game] if game is not None else [GAMES[n] for n in GAMES]):
        names += [n for n in game_bots(g) if n not in names]
    return names


def _bot_class(ref: str):
    module, _, attr = ref.partition(":")
    return getattr(import_module(module), attr)


def make_bot(name: str, seed: int = 0, *, game=None) -> Bot:
    """A bot by name (``"random"``, ``"greedy"``, ``"mcts"``, or a game's own: ``"planner"``, ``"team"``) with its
    own seed.

    ``"mcts:N"`` is the MCTS bot with a budget of ``N`` iterations per decision.
    Given ``game``, also checks the bot can play it (greedy needs ``game.evaluate``; a game's own bot plays
    only its game). An unknown name raises :class:`~rulebook.ConfigError` listing the names.
    """
    base, _, budget = str(name).partition(":")
    if budget and base == "mcts" and budget.isdigit() and int(budget) >= 1:
        return MCTSBot(seed, iterations=int(budget))
    cls = BOTS.get(name)
    if cls is None:
        owners = [game] if game is not None and name in game_bots(game) else \
                 [g for g in (GAMES[n] for n in GAMES) if name in game_bots(g)]
        if not owners:
            raise ConfigError(Msg(N_("Unknown bot '{name}'; the bots are: {allowed}."),
                                  {"name": name, "allowed": ", ".join(bot_names(game) + ["mcts:N"])}))
        if game is not None and owners[0] is not game:
            raise ConfigError(Msg(N_("The {name} bot does not play {game}."), {"name": name, "game": game.TITLE}))
        return _bot_class(game_bots(owners[0])[name])(seed)
    if game is not None and cls is GreedyBot and not GreedyBot.supports(game):
        raise ConfigError(Msg(N_("The greedy bot needs a heuristic, and {game} has none."), {"game": game.TITLE}))
    return cls(seed)
