"""The bot ladder's arithmetic and its OpenSpiel agents (benchmarks/ladder.py, issue 36)."""
from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

np = pytest.importorskip("numpy", reason="the research extra (numpy) is not installed")
pytest.importorskip("pyspiel", reason="the research extra (open_spiel) is not installed")

import rulebook  # noqa: E402

_spec = importlib.util.spec_from_file_location("ladder", Path(__file__).resolve().parents[1] / "benchmarks" / "ladder.py")
ladder = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(ladder)


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
