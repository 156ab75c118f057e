"""``--bots`` takes every name make_bot accepts, ``mcts:N`` included, in ``play`` and ``simulate``."""
from __future__ import annotations

import pytest

from rulebook.analysis.mcts import MCTSBot
from rulebook.cli import is_bot_name, main, seat_entries
from rulebook.core import ConfigError


def test_seat_entries_accept_mcts_with_a_budget():
    assert seat_entries("mcts:3,random", 2) == ["mcts:3", "random"]
    assert seat_entries("MCTS:7", 3) == ["mcts:7"] * 3
    assert seat_entries("mcts,greedy,human", 3) == ["mcts", "greedy", "human"]
    assert is_bot_name("mcts:12") and not is_bot_name("mcts:0") and not is_bot_name("mcts:x")


@pytest.mark.parametrize("bad", ["mcts:0", "mcts:", "mcts:two", "random:5", "robot"])
def test_bad_bot_names_are_refused_with_the_choices(bad):
    with pytest.raises(ConfigError) as e:
        seat_entries(f"{bad},random", 2)
    assert "mcts:N" in e.value.text("en")


def test_play_with_an_mcts_budget(capsys, monkeypatch):
    budgets = []
    real = MCTSBot.__init__

    def spy(self, seed=0, **kw):
        real(self, seed, **kw)
        budgets.append(self.iterations)

    monkeypatch.setattr(MCTSBot, "__init__", spy)
    assert main(["play", "fracht_express", "--players", "2", "--bots", "mcts:2,random", "--seed", "3",
                 "--quiet"]) == 0
    out = capsys.readouterr().out
    assert "MCTS bot, 2 iterations per decision" in out and "Final scores" in out
    assert budgets and set(budgets) == {2}   # the checked name and the seat's bot


def test_simulate_with_an_mcts_budget(capsys):
    assert main(["simulate", "fracht_express", "--games", "2", "--players", "2", "--bots", "mcts:2,random",
                 "--processes", "1", "--no-progress", "--seed", "1"]) == 0
    out = capsys.readouterr().out
    assert "(MCTS bot, 2 iterations per decision, Random bot)" in out
    assert "(MCTS bot, 2 iterations per decision):" in out


def test_bad_bot_name_on_the_command_line_exits_2(capsys):
    assert main(["simulate", "first_class", "--games", "1", "--bots", "mcts:0", "--no-progress"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("rulebook: ") and "mcts:N" in err
