"""The bot ladder (issue 36): its arithmetic and OpenSpiel agents, in the installed package
(:mod:`rulebook.commands.ladder`), with ``benchmarks/ladder.py`` a command line over it and the saved results
found by the copied lesson."""
from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest

np = pytest.importorskip("numpy", reason="the research extra (numpy) is not installed")
pytest.importorskip("pyspiel", reason="the research extra (open_spiel) is not installed")

import rulebook  # noqa: E402
from rulebook.commands import ladder  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]


def _command():
    spec = importlib.util.spec_from_file_location("ladder_command", ROOT / "benchmarks" / "ladder.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_benchmark_command_plays_the_packaged_engine():
    """benchmarks/ladder.py (make ladder) holds no engine of its own: its run is the package's."""
    command = _command()
    assert command.run is ladder.run and command.make_agent is ladder.make_agent
    assert "def bradley_terry" not in (ROOT / "benchmarks" / "ladder.py").read_text(encoding="utf-8")


def test_saved_results_come_main_file_first_from_the_first_folder_that_has_one(tmp_path):
    """result_files: ladder_<game>.json then the other runs beside it, from the first folder holding the main
    file (the checkout's, else the wheel's copies); nothing when no folder has it."""
    empty, shipped = tmp_path / "checkout", tmp_path / "wheel"
    empty.mkdir()
    shipped.mkdir()
    (empty / "ladder_g_0.2s.json").write_text("{}")            # a side run without the main file: not used
    for name in ("ladder_g_0.2s.json", "ladder_g.json", "ladder_g_1s.json", "ladder_other.json"):
        (shipped / name).write_text(json.dumps({"name": name}))
    assert [p.name for p in ladder.result_files("g", [empty, shipped])] == \
        ["ladder_g.json", "ladder_g_0.2s.json", "ladder_g_1s.json"]
    assert ladder.read_results("g", [shipped])[0] == {"name": "ladder_g.json"}
    assert ladder.result_files("g", [empty]) == []


def test_the_checkout_results_are_found_by_default():
    """In a checkout the default folders give benchmarks/results/ladder_first_class.json first, a full run."""
    files = ladder.result_files("first_class")
    assert files and files[0] == ROOT / "benchmarks" / "results" / "ladder_first_class.json"
    assert {"table", "games", "seconds_per_decision"} <= set(ladder.read_results("first_class")[0])


def test_a_tiny_ladder_runs_from_the_package():
    """run() plays every pairing with both seatings and rates the bots (what the copied lesson does)."""
    res = ladder.run("first_class", ["random", "greedy"], 0.001, 2, 10.0, 5, log=None)
    assert len(res["games"]) == 2 and {r["bot"] for r in res["table"]} == {"random", "greedy"}
    assert all(r["games"] == 2 for r in res["table"])


def test_bradley_terry_orders_a_chain_of_winners():
    """A beats B nine games in ten and B beats C nine in ten: the strengths order A > B > C, A's Elo over C's
    is larger than over B's, and a bot that wins every game stays finite (the prior)."""
    games = [(0, 1, 1.0)] * 9 + [(0, 1, 0.0)] + [(1, 2, 1.0)] * 9 + [(1, 2, 0.0)] + [(0, 2, 1.0)] * 5
    p = ladder.bradley_terry(["A", "B", "C"], games)
    assert p[0] > p[1] > p[2]
    r = ladder.elo(p, 2)
    assert r[2] == 0 and r[0] > r[1] > 0 and np.isfinite(r).all()


def test_wilson_interval_holds_the_rate():
    """The Wilson interval contains the observed rate and narrows with more games."""
    lo, hi = ladder.wilson(7, 10)
    lo2, hi2 = ladder.wilson(70, 100)
    assert lo < 0.7 < hi and lo2 < 0.7 < hi2 and hi2 - lo2 < hi - lo


@pytest.mark.parametrize("kind", ["os_ismcts", "os_ismcts_h", "os_mcts"])
def test_openspiel_agents_choose_a_legal_move(kind):
    """OpenSpiel's searchers, through openspiel_game, choose one of the engine's legal actions and leave the
    position unchanged."""
    game = rulebook.GAMES["first_class"]
    s = game.new_game(players=2, seed=3)
    agent = ladder.make_agent(kind, game, 2, 0.001, seed=1, uct_c=10.0)
    for _ in range(3):
        before = s.to_json()
        a = agent.choose(s)
        assert s.to_json() == before
        assert a in s.legal_actions()
        s.apply(a)
