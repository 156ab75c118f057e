"""Cost estimates before very large `rulebook perft` and `rulebook simulate` runs (issue #12).

Above the threshold the command prints the estimated time and asks on a terminal, refuses without one unless
``--yes`` is given, and goes ahead with ``--yes``. Small runs print what they always printed.
"""
import io
import math
import sys

import pytest

from rulebook.analysis import costs
from rulebook.cli import main


class FakeTTY(io.StringIO):
    def isatty(self):
        return True


class Pipe(io.StringIO):
    def isatty(self):
        return False


def _answer(monkeypatch, text):
    monkeypatch.setattr(sys, "stdin", FakeTTY())
    asked = []

    def fake_input(prompt=""):
        asked.append(prompt)
        return text

    monkeypatch.setattr("builtins.input", fake_input)
    return asked


@pytest.fixture
def no_terminal(monkeypatch):
    monkeypatch.setattr(sys, "stdin", Pipe())


def _one_line(err, *words):
    assert err.startswith("rulebook: ") and err.count("\n") == 1 and "Traceback" not in err, err
    for w in words:
        assert w in err, err


def test_absurd_perft_depth_is_refused_without_a_terminal(capsys, no_terminal):
    """Requirement: perft --depth 1000000 without a terminal and without --yes is refused with the estimate
    in one line (exit 2), after only the cheap small depths."""
    assert main(["perft", "first_class", "--depth", "1000000", "--players", "2"]) == 2
    out, err = capsys.readouterr()
    _one_line(err, "1000000", "more than a million years", "--yes")
    assert out.count("depth ") <= 8


def test_absurd_game_count_is_refused_without_a_terminal(capsys, no_terminal):
    """Requirement: simulate --games 100000000 without a terminal and without --yes is refused with the
    estimate (games, time, processes) in one line, exit 2, before any game of the run is played."""
    assert main(["simulate", "first_class", "--games", "100000000", "--players", "2", "--no-progress"]) == 2
    _one_line(capsys.readouterr().err, "100000000 games would take about", "processes", "--yes")


def test_terminal_asks_and_no_means_not_started(capsys, monkeypatch):
    """Requirement: on a terminal the estimate is printed and a question asked; any answer but yes starts
    nothing (exit 1)."""
    asked = _answer(monkeypatch, "n")
    assert main(["simulate", "first_class", "--games", "100000000", "--players", "2", "--no-progress"]) == 1
    out = capsys.readouterr().out
    assert len(asked) == 1 and "100000000 games would take" in out and "Not started." in out
    assert "wins" not in out


def test_terminal_yes_goes_ahead(capsys, monkeypatch):
    """Requirement: answering yes runs the count as without the question (same counts)."""
    monkeypatch.setattr(costs, "THRESHOLD_SECONDS", 0.0)
    monkeypatch.setattr(costs, "MEASURED_SECONDS", 0.0)
    asked = _answer(monkeypatch, "y")
    assert main(["perft", "first_class", "--depth", "4", "--players", "2", "--seed", "1"]) == 0
    out = capsys.readouterr().out
    assert len(asked) == 1 and "Counting depths 3 to 4 would take" in out
    assert "depth 4: " in out


def test_yes_flag_prints_the_estimate_and_runs(capsys, monkeypatch, no_terminal):
    """Requirement: with --yes a run above the threshold prints its estimate and runs without asking."""
    monkeypatch.setattr(costs, "seconds_per_game", lambda *a, **k: 60.0)
    assert main(["simulate", "first_class", "--games", "12", "--players", "2", "--processes", "1",
                 "--no-progress", "--yes"]) == 0
    out = capsys.readouterr().out
    assert "12 games would take about 12 minutes on 1 process (one game" in out and "wins" in out


def test_slow_games_are_refused_without_yes(capsys, monkeypatch, no_terminal):
    """Requirement: the simulate estimate is the time of a game times the games over the processes: 12 games
    of a minute on one process (12 minutes) are refused without --yes; 12 games of 1 s are not."""
    monkeypatch.setattr(costs, "seconds_per_game", lambda *a, **k: 60.0)
    argv = ["simulate", "first_class", "--games", "12", "--players", "2", "--processes", "1", "--no-progress"]
    assert main(argv) == 2
    _one_line(capsys.readouterr().err, "about 12 minutes")
    monkeypatch.setattr(costs, "seconds_per_game", lambda *a, **k: 1.0)
    assert main(argv) == 0
    assert "would take" not in capsys.readouterr().out


def test_small_runs_are_unchanged(capsys, no_terminal, monkeypatch):
    """Requirement: small runs neither ask nor print an estimate, and a simulation of at most 10 games is not
    even timed."""
    assert main(["perft", "first_class", "--depth", "3", "--players", "2", "--seed", "1"]) == 0
    out = capsys.readouterr().out
    assert [line.split(":")[0] for line in out.splitlines()] == ["depth 1", "depth 2", "depth 3"]

    def boom(*a, **k):
        raise AssertionError("timed a small run")

    monkeypatch.setattr(costs, "seconds_per_game", boom)
    assert main(["simulate", "first_class", "--games", "4", "--players", "2", "--processes", "1",
                 "--no-progress"]) == 0
    assert "would take" not in capsys.readouterr().out


def test_divide_is_estimated_too(capsys, no_terminal):
    """Requirement: perft --divide at an absurd depth is refused with its estimate as well."""
    assert main(["perft", "first_class", "--depth", "1000000", "--players", "2", "--divide"]) == 2
    _one_line(capsys.readouterr().err, "more than a million years")


def test_perft_seconds_extrapolates_the_last_branching_factor():
    """Requirement: each further depth multiplies the time by the last branching factor; a tree that stops
    widening costs at most the last depth per depth; a dead tree costs nothing; huge depths do not overflow."""
    assert costs.perft_seconds([1, 10, 100], 0.01, 4)[0] == pytest.approx(1.1)
    assert costs.perft_seconds([1, 10, 10], 2.0, 5)[0] == pytest.approx(6.0)
    assert costs.perft_seconds([1, 10, 0], 2.0, 5)[0] == 0.0
    assert costs.perft_seconds([1, 10, 100], 0.01, 2)[0] == 0.0
    s, log10 = costs.perft_seconds([1, 4, 16], 0.1, 1_000_000)
    assert s == math.inf and log10 > 500_000
    assert costs.duration(s, log10).text() == "more than a million years"


@pytest.mark.parametrize("seconds, text", [(5, "about 5 seconds"), (600, "about 10 minutes"),
                                           (7200, "about 2 hours"), (86400 * 10, "about 10 days"),
                                           (costs.YEAR * 30, "about 30 years")])
def test_durations_read_as_words(seconds, text):
    """Requirement: an estimate is read in the unit that suits it."""
    assert costs.duration(seconds).text() == text
