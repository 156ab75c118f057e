"""Random play of the advanced game and the Hijack variant: every position keeps the invariants (every card and
every flight ticket and objection card in exactly one place, at most five cars), every refusal among the near
misses of ``candidates`` names its rule with a specific reason, undo and saves are exact.

Plain random play seldom reaches a station (laying cards is most of the choices), so the walk prefers the
other actions and now and then puts the active locomotive into a random station as if it had just driven in.
"""
import random

import pytest

from rulebook.fracht_express import FRACHT_EXPRESS as G
from rulebook.fracht_express import advanced
from rulebook.fracht_express.candidates import candidates
from rulebook.fracht_express.network import Network
from rulebook.fracht_express.state import init_derived

GENERIC = "That is not one of the choices open right now."
SIDE = ("Extend", "Cover", "EndTurn", "DrawCards", "SkipSpecial", "NoObjection")
OPTS = [{"advanced": True}, {"advanced": True, "hijack": "J"},
        {"advanced": True, "rulings": {"objection_station": "F"}},
        {"advanced": True, "hijack": "B", "layout": "dealt",
         "rulings": {"move_distance": "up_to", "push_derail": False, "quick_reference": "card"}}]


def _teleport(s, rnd):
    p = s.cur
    letter = rnd.choice([x for x in "BCDEFGHIJ" if x != s.closed])
    s.players[p].pos, s.players[p].facing = ["S", letter], None
    advanced.arrive(s, p, letter, [])
    s._cache = None
    s._resume([])
    s._start_history()


def _same_as_fresh(s, legal):
    """The kept network and card lists equal a build from the table (stations closed, reopened, cards moved)."""
    t = s.copy()
    init_derived(t)
    t._cache = None
    t.table_changed()
    assert t.legal_actions() == legal
    built = Network.build(s.top, {k: tuple(v) for k, v in s.stations.items()}, s.closed, s.comp)
    edges = {frozenset((u, v)): d for u, v, d in built.graph.edges(data=True)}
    assert dict(s.net.graph.nodes(data=True)) == dict(built.graph.nodes(data=True))
    assert {frozenset((u, v)): d for u, v, d in s.net.graph.edges(data=True)} == edges


def _pick(s, rnd, legal):
    pref = [a for a in legal if type(a).__name__ not in SIDE]
    lay = [a for a in legal if type(a).__name__ == "Extend"]
    r = rnd.random()
    if pref and r < 0.75:
        return rnd.choice(pref)
    if lay and r < 0.9 and len(s.table) < 35:
        return rnd.choice(lay)
    return rnd.choice(legal)


@pytest.mark.parametrize("opts", OPTS, ids=lambda o: "-".join(f"{k}={v}" for k, v in o.items()))
def test_random_advanced_games(opts):
    seen = set()
    for seed in range(3):
        n = 2 + seed % 3
        rnd = random.Random(seed)
        s = G.new_game(players=n, seed=seed, **opts)
        steps = 0
        while not s.is_over:
            if not s.stack and s.phase == "turn" and len(s.table) > 8 and rnd.random() < 0.15:
                _teleport(s, rnd)
            legal = s.legal_actions()
            assert legal and s.current_player in range(n)
            if s.stack:
                seen.add(s.stack[-1].KIND)
            if s.phase == "turn" and (steps % 5 == 0 or s.stack and s.stack[-1].KIND in ("close", "route")):
                _same_as_fresh(s, legal)
            if s.stack or steps % 4 == 0:
                legal_set = set(legal)
                for a in candidates(s):
                    if a not in legal_set:
                        v = s.explain(a)
                        assert v is not None and v.reason != GENERIC, (a, s.stack[-1:] if s.stack else "turn")
            a = _pick(s, rnd, legal)
            if steps % 9 == 0:
                before = s.to_json()
                s.apply(a)
                s.undo()
                assert s.to_json() == before
            s.apply(a)
            assert s.check_invariants() == []
            steps += 1
            assert steps < 5000
        text = s.to_json()
        assert G.from_json(text).to_json() == text
    assert "special" in seen


@pytest.mark.parametrize("opts", [{}, {"layout": "dealt", "rulings": {"move_distance": "up_to"}}],
                         ids=["basic", "dealt-up_to"])
def test_basic_refusals_are_specific(opts):
    for seed in range(2):
        rnd = random.Random(seed)
        s = G.new_game(players=3 + seed, seed=seed, **opts)
        while not s.is_over:
            legal = s.legal_actions()
            legal_set = set(legal)
            for a in candidates(s):
                if a not in legal_set:
                    v = s.explain(a)
                    assert v is not None and v.reason != GENERIC, a
            s.apply(_pick(s, rnd, legal))
