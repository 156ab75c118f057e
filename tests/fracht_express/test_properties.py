"""Properties over random games: cards conserved, never more than five cars, locomotives on the rails (the
invariants), every game ends; the dealt-stations variant lays out a valid table."""
import random

import pytest

from rulebook.fracht_express import FRACHT_EXPRESS as G


@pytest.mark.parametrize("opts", [{}, {"layout": "dealt"}, {"rulings": {"move_distance": "up_to"}}])
def test_random_games(opts):
    for seed in range(6):
        s = G.new_game(players=2 + seed % 3, seed=seed, **opts)
        rnd = random.Random(seed)
        steps = 0
        while not s.is_over:
            s.apply(rnd.choice(s.legal_actions()))
            assert s.check_invariants() == []
            assert all(len(pl.attached) <= 5 for pl in s.players)
            steps += 1
            assert steps < 5000
        assert sum(map(len, (s.deck, s.discard))) == 0


def test_dealt_layout_touches_at_corners():
    s = G.new_game(players=3, seed=4, layout="dealt")
    rnd = random.Random(4)
    while s.phase == "layout":
        s.apply(rnd.choice(s.legal_actions()))
    cells = {tuple(v) for v in s.stations.values()}
    for (x, y) in cells:
        assert any((x + dx, y + dy) in cells for dx in (-1, 1) for dy in (-1, 1))
        assert not any((x + dx, y + dy) in cells for dx, dy in ((0, 1), (1, 0), (0, -1), (-1, 0)))
    assert all(pl.pos == ["S", "A"] and len(pl.hand) >= 3 for pl in s.players)
