"""The bots' names as people read them, in every language (the panel, the classroom app, the strength table,
the command line).

A bot is chosen by its id (``"random"``, ``"greedy"``, ``"mcts"``, ``"mcts:N"``, ``"planner"``, ``"team"``;
:func:`rulebook.analysis.bots.make_bot`), which stays what a person types; what is shown is
:func:`bot_title`, a :class:`~rulebook.i18n.Msg`. This module imports nothing but the translation layer, so
widgets can name bots without importing the analysis tools.

Examples
--------
>>> bot_title("greedy").text()
'Greedy bot'
>>> bot_title("mcts:50").text()
'MCTS bot, 50 iterations per decision'
>>> bot_title("human").text()
'Person'
>>> bot_title("my_bot").text()
'my_bot'
"""
from __future__ import annotations

from .i18n import Msg, N_, NN_

#: bot id -> its name (a message id); "human" names a seat a person plays
BOT_TITLES = {
    "human": N_("Person"),
    "random": N_("Random bot"),
    "greedy": N_("Greedy bot"),
    "mcts": N_("MCTS bot"),
    "planner": N_("Planner bot"),
    "team": N_("Team bot"),
}


def bot_title(name: str) -> Msg:
    """The name of bot ``name`` (an id :func:`~rulebook.analysis.bots.make_bot` takes, or ``"human"``) to show
    a person; ``"mcts:N"`` says its budget; an id without a name is shown as it is."""
    base, _, budget = str(name).partition(":")
    if base == "mcts" and budget.isdigit():
        return Msg(NN_("MCTS bot, {n} iteration per decision", "MCTS bot, {n} iterations per decision"),
                   {"n": int(budget)})
    title = BOT_TITLES.get(str(name))
    return Msg(title) if title else Msg("{name}", {"name": str(name)})
