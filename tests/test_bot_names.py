"""Bots are shown to people by their names, in the chosen language (issue #15: "bot names ... in the chosen
language").

A bot is chosen by its id ("greedy", "mcts:50"), which stays what a person types; everywhere a person reads
which bot plays -- the turn panel's Bots section, the classroom app's seat choices, the command line's seats,
final scores and simulation summary -- the bot has its name from :func:`rulebook.bot_names.bot_title`, a
message of the catalogue. Checked: every bot ``make_bot`` knows has a name of its own; the names come out in
Spanish where the catalogue has them; the panel, the classroom choices and the command line use them.
"""
from __future__ import annotations

from rulebook.analysis.bots import BOTS
from rulebook.bot_names import BOT_TITLES, bot_title
from rulebook.cli import main


def test_every_bot_has_a_name_of_its_own():
    """Each bot make_bot knows (and "human") is named by a message id, never shown by its id."""
    for name in list(BOTS) + ["human"]:
        assert name in BOT_TITLES, f"bot {name!r} has no name in rulebook/bot_names.py"
        assert bot_title(name).text() != name
    assert bot_title("mcts:1").text() == "MCTS bot, 1 iteration per decision"
    assert bot_title("mcts:7").text() == "MCTS bot, 7 iterations per decision"


def test_names_come_from_the_catalogue():
    """In Spanish, the names the catalogue translates are Spanish."""
    assert bot_title("greedy").text("es") == "Bot codicioso"
    assert bot_title("random").text("es") == "Bot aleatorio"
    assert bot_title("human").text("es") == "Persona"


def test_the_panel_names_its_bots():
    """The turn panel's Bots section says which seat each bot plays, by the bot's name, in the panel's language."""
    import widgets

    panel = widgets.play("first_class", players=2, seed=1, bots={1: "greedy"}, auto_bots=False, language="es")
    assert "Bot codicioso" in panel._bot_who.value and "greedy" not in panel._bot_who.value
    alone = widgets.play("first_class", players=2, seed=1)
    assert "bot" in alone._bot_who.value


def test_the_classroom_offers_bots_by_name():
    """The classroom app's seat choices are the bots' names."""
    from widgets.classroom import SEAT_CHOICES

    assert dict((v, m) for m, v in SEAT_CHOICES) == {v: BOT_TITLES[v] for v in ("human", "random", "greedy")}


def test_the_command_line_names_the_bots(capsys):
    """`rulebook play` names the seats' bots at the start and in the final scores."""
    assert main(["play", "first_class", "--players", "2", "--seed", "2", "--bots", "random,greedy", "--quiet",
                 "--language", "es"]) == 0
    out = capsys.readouterr().out
    assert "(Bot aleatorio)" in out and "(Bot codicioso)" in out
    assert "(greedy)" not in out and "(random)" not in out
