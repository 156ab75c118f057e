"""The parts of the IS-MCTS search that make it stronger than greedy (issue #16, ``rulebook/analysis/mcts.py``).

* scoring every child of a new node with the heuristic (the prior each child starts from) and ending the
  playout with the mover's best child (the one-step greedy playout policy);
* a pool of determinizations dealt once per decision and copied for each iteration;
* the subtree below the bot's choice kept for its next decision in the same turn.

The bot's no-peeking, legality and determinism tests are in ``tests/test_mcts.py``.
"""
from __future__ import annotations

import random

import pytest

import rulebook
from rulebook.analysis.mcts import MCTSBot, _Node
from rulebook.core import Rng

FC = rulebook.GAMES["first_class"]


def _position(seed=11, wanted=4):
    """A 2-player First Class position after some random play with at least ``wanted`` legal actions."""
    s = FC.new_game(players=2, seed=seed)
    r = random.Random(seed)
    while not (len(s.history) > 12 and len(s.legal_actions()) >= wanted):
        s.apply(r.choice(s.legal_actions()))
    return s


def _favouring(target, seat, bonus=5.0):
    """A heuristic that likes nothing but ``target`` played by ``seat`` as the latest action."""
    def evaluate(self, st, p):
        return bonus if p == seat and st._history and st._history[-1] == target else 0.0
    return evaluate


def test_expand_all_scores_every_child_and_plays_the_movers_best():
    """Expanding a node scores each legal action once in this determinization (visits 1, its reward for the
    mover) and returns the rewards of the child the mover likes best; the determinization is left untouched."""
    s = _position()
    seat = s.current_player
    d = FC.determinize(s, seat, Rng(3))
    before = d._dump()
    legal = d._legal()
    bot = MCTSBot(seed=1)
    node = _Node(None)
    got = bot._expand_all(d, legal, node, 2, FC, FC.evaluate)
    assert d._dump() == before
    assert list(node.children) == legal
    expected = {}
    for a in legal:
        t = d.copy()
        t.apply(a, check=False)
        expected[a] = bot._rewards(t, 2, FC, FC.evaluate, False, seat, 0.0)
        ch = node.children[a]
        assert ch.visits == 1 and ch.player == seat and ch.total == pytest.approx(expected[a][seat])
    best = max(expected.values(), key=lambda r: r[seat])
    assert got == pytest.approx(best)
    assert len({round(r[seat], 9) for r in expected.values()}) > 1  # the position does tell the actions apart


@pytest.mark.parametrize("iterations", [1, 3])
def test_the_prior_picks_what_the_heuristic_prefers(iterations, monkeypatch):
    """With every child scored on expansion, even a search of one iteration plays the action the heuristic
    prefers (here a made-up heuristic that likes only the last legal action), never a random untried one."""
    s = _position()
    seat = s.current_player
    target = s.legal_actions()[-1]
    monkeypatch.setattr(type(FC), "evaluate", _favouring(target, seat))
    for seed in range(4):
        bot = MCTSBot(seed=seed, iterations=iterations, expand="all")
        assert bot.choose(s) == target
        assert bot.last_search["values"][target] > max(v for a, v in bot.last_search["values"].items()
                                                       if a != target)


def test_auto_expands_all_only_with_a_heuristic_and_no_random_playouts():
    """``expand="auto"`` scores every child when the game has a heuristic and playouts stop at once; with
    random playouts it expands one random child per iteration, as before."""
    s = _position()
    auto = MCTSBot(seed=2, iterations=1)
    auto.choose(s)
    assert len(auto.last_search["visits"]) == len(s.legal_actions())   # every root child scored at once
    one = MCTSBot(seed=2, iterations=1, rollout_limit=3)
    one.choose(s)
    assert len(one.last_search["visits"]) == 1


def test_deal_pool_deals_once_per_slot(monkeypatch):
    """With ``deals=k`` a search calls the game's determinization k times and copies those deals for the
    other iterations; with ``deals=None`` it deals afresh for every iteration."""
    s = _position()
    calls = []
    real = FC.determinize

    def counting(self, state, seat, rng, memory=None):
        calls.append(seat)
        return real(state, seat, rng, memory=memory)

    monkeypatch.setattr(type(FC), "determinize", counting)
    MCTSBot(seed=1, iterations=30, deals=4, reuse=False).choose(s)
    assert len(calls) == 4
    calls.clear()
    MCTSBot(seed=1, iterations=30, deals=None, reuse=False).choose(s)
    assert len(calls) == 30
    # the same seed still gives the same search
    a = MCTSBot(seed=5, iterations=40, deals=4)
    b = MCTSBot(seed=5, iterations=40, deals=4)
    assert a.choose(s) == b.choose(s) and a.last_search["visits"] == b.last_search["visits"]


def _own_chain():
    """A position where the seat to move takes an action card: it then decides again (carry out or forego)."""
    s = FC.new_game(players=2, seed=21)
    r = random.Random(21)
    while not (len(s.history) > 10 and len(s.legal_actions()) > 2
               and all(type(a).__name__ in ("TakeCard", "TakeStartTile") for a in s.legal_actions())):
        s.apply(r.choice(s.legal_actions()))
    return s


def test_the_tree_is_kept_between_decisions_of_one_turn():
    """The seat's next decision in the same turn starts from the subtree below its choice (its visits are
    reused); after another seat's move, in another game or with ``reuse=False`` the search starts afresh."""
    s = _own_chain()
    seat = s.current_player
    bot = MCTSBot(seed=0, iterations=60)
    a = bot.choose(s)
    kept = bot.last_search["visits"][a]
    s.apply(a)
    assert s.current_player == seat and len(s.legal_actions()) > 1
    bot.choose(s)
    assert bot.last_search["reused"] == kept > 1
    # every visit that went below the kept child counts again (its first visit only scored the child itself)
    assert sum(bot.last_search["visits"].values()) >= kept - 1 + 60
    # the same position to a bot that did not search the one before, or that keeps nothing
    fresh = MCTSBot(seed=0, iterations=60)
    fresh.choose(s)
    assert fresh.last_search["reused"] == 0
    off = MCTSBot(seed=0, iterations=60, reuse=False)
    off.choose(s.copy())
    s2 = s.copy()
    s2.apply(off.choose(s2))
    if s2.current_player == seat and len(s2.legal_actions()) > 1:
        off.choose(s2)
        assert off.last_search["reused"] == 0
    # the seat plays on to the end of its turn, the other seat moves: the next search starts afresh
    r = random.Random(1)
    while s.current_player == seat:
        s.apply(bot.choose(s))
    while s.current_player != seat or len(s.legal_actions()) < 2:
        s.apply(r.choice(s.legal_actions()))
    bot.choose(s)
    assert bot.last_search["reused"] == 0
    # another game, same seat: nothing kept
    other = _position(seed=12)
    bot.choose(other)
    assert bot.last_search["reused"] == 0
