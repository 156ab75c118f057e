"""The `rulebook` command line (rulebook.cli)."""
import io
import subprocess
import sys
from pathlib import Path

import pytest

import rulebook
from rulebook.cli import main

FC = rulebook.GAMES["first_class"]


class FakeTTY(io.StringIO):
    def isatty(self):
        return True


def feed(monkeypatch, answers):
    """Make stdin look like a terminal and input() return ``answers`` one by one (then end of input)."""
    it = iter(answers)
    monkeypatch.setattr(sys, "stdin", FakeTTY())

    def fake_input(prompt=""):
        print(prompt)
        try:
            return next(it)
        except StopIteration:
            raise EOFError from None

    monkeypatch.setattr("builtins.input", fake_input)


def test_play_with_bots_finishes_and_prints_scores(capsys):
    assert main(["play", "first_class", "--players", "3", "--seed", "7", "--bots", "random,greedy,random"]) == 0
    out = capsys.readouterr().out
    assert "Final scores:" in out and "Winner: Player" in out
    assert "Player 2 (Greedy bot):" in out   # bots by their names, not their ids
    # log lines carry their rulebook section by number and title, not the section id
    assert "[§3 Your turn: carry out a card or forego it] " in out and "[§15 Scoring phase] " in out
    assert "[turn]" not in out and "[scoring]" not in out


def test_play_quiet_single_entry_and_players_from_bots(capsys):
    assert main(["play", "first_class", "--seed", "3", "--bots", "greedy", "--quiet"]) == 0
    out = capsys.readouterr().out
    assert "[§3 " not in out and out.count("(Greedy bot):") == 3
    assert main(["play", "first_class", "--bots", "random,random", "--quiet"]) == 0
    assert capsys.readouterr().out.count("(Random bot):") == 2


@pytest.mark.parametrize("argv, words", [
    (["play", "first_class", "--players", "3", "--bots", "random,greedy"], ["one entry per seat", "3"]),
    (["play", "first_class", "--bots", "random,clever"], ["clever", "random, greedy, mcts, planner, team, human"]),
    (["play", "no_such_game"], ["no_such_game", "first_class"]),
    (["play", "first_class", "--players", "9"], ["2 to 4"]),
    (["rules", "no_such_game"], ["first_class"]),
    (["rulings", "no_such_game"], ["first_class"]),
])
def test_errors_are_one_plain_line_and_exit_2(capsys, argv, words):
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert err.startswith("rulebook: ") and err.count("\n") == 1
    for w in words:
        assert w in err


def test_usage_errors_and_help_return_codes(capsys):
    assert main([]) == 2
    assert main(["--help"]) == 0
    assert "play" in capsys.readouterr().out


def test_rules_lists_every_section_with_modules_and_tests(capsys):
    assert main(["rules", "first_class"]) == 0
    out = capsys.readouterr().out
    root = Path(rulebook.__file__).resolve().parent.parent
    assert f"{len(FC.SECTIONS)} sections" in out and len(FC.SECTIONS) == 17
    positions = [out.index(f". {s.id} - {s.title}") for s in FC.SECTIONS]
    assert positions == sorted(positions)
    for s in FC.SECTIONS:
        if (root / "rulebook" / "first_class" / f"{s.id}.py").is_file():
            assert f"module: rulebook/first_class/{s.id}.py" in out
        else:
            assert f"module: none (no file rulebook/first_class/{s.id}.py)" in out
        if (root / "tests" / "first_class" / f"test_{s.id}.py").is_file():
            assert f"tests: tests/first_class/test_{s.id}.py (" in out
    for name in ("cars", "coins", "scoring", "turn"):  # modules the engine has had from the start
        assert f"module: rulebook/first_class/{name}.py" in out
    for name in FC.RULINGS:
        assert f"  {name}: default " in out


def test_rules_counts_test_functions(tmp_path, monkeypatch, capsys):
    import rulebook.cli as cli
    (tmp_path / "tests" / "first_class").mkdir(parents=True)
    (tmp_path / "tests" / "first_class" / "test_cars.py").write_text(
        "def test_a():\n    pass\n\nclass TestB:\n    def test_b(self):\n        pass\n\ndef helper_test_c():\n    pass\n")
    monkeypatch.setattr(cli, "REPO_DIR", tmp_path)
    assert main(["rules", "first_class"]) == 0
    assert "tests: tests/first_class/test_cars.py (2 test functions)" in capsys.readouterr().out


def test_rulings(capsys):
    assert main(["rulings", "first_class"]) == 0
    out = capsys.readouterr().out
    for name, r in FC.RULINGS.items():
        assert f"{name}: default {r.default!r}" in out


def test_human_seat_without_a_terminal_is_an_error_not_a_hang(monkeypatch, capsys):
    monkeypatch.setattr(sys, "stdin", io.StringIO(""))

    def no_input(prompt=""):
        raise AssertionError("input() must not be called")

    monkeypatch.setattr("builtins.input", no_input)
    assert main(["play", "first_class", "--bots", "random,human,random"]) == 2
    err = capsys.readouterr().err
    assert "Player 2" in err and "interactive terminal" in err and err.count("\n") == 1


def test_human_seats_choose_undo_and_quit(monkeypatch, capsys):
    # every seat human: "x" is refused, two decisions, undo one, another, quit
    feed(monkeypatch, ["x", "1", "1", "u", "2", "q"])
    assert main(["play", "first_class", "--seed", "7", "--bots", "human"]) == 1
    out = capsys.readouterr().out
    assert "keep one Game End card" in out and "  1) Keep Game End card" in out
    assert "Please type a number from 1 to 4" in out
    assert "Took back 1 decision." in out
    assert "quit the game after 2 decisions." in out


def test_human_undo_takes_back_the_bots_moves_too(monkeypatch, capsys):
    first = FC.new_game(players=3, seed=7).current_player
    bots = ["random"] * 3
    bots[first] = "human"
    # draft a card, (bots move) take a card, then undo: the card taken, then the draft and every
    # bot decision after it, then nothing is left to undo; end of input quits
    feed(monkeypatch, ["1", "1", "u", "u", "u"])
    assert main(["play", "first_class", "--seed", "7", "--bots", ",".join(bots)]) == 1
    out = capsys.readouterr().out
    took = [line for line in out.splitlines() if line.startswith("Took back")]
    assert took[0] == "Took back 1 decision." and len(took) == 2
    assert int(took[1].split()[2]) > 1  # the bots' decisions went back too
    assert "There is nothing to undo." in out
    assert "quit the game after 0 decisions." in out


def test_console_script_runs():
    script = Path(sys.executable).parent / "rulebook"
    if not script.exists():
        pytest.skip("the rulebook console script is not installed in this environment")
    r = subprocess.run([str(script), "play", "first_class", "--players", "3", "--seed", "7",
                        "--bots", "random,greedy,random"], capture_output=True, text=True, timeout=120,
                       stdin=subprocess.DEVNULL)
    assert r.returncode == 0, r.stderr
    assert "Final scores:" in r.stdout
