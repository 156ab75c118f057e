"""The seeded generator's shuffle (``core.Rng``): worked out in one pass over all its draws, it must give exactly
the order and the generator state of Fisher-Yates drawn one ``below(i + 1)`` at a time -- every game's setup and
every reshuffle depends on it, and saves replay from the seed."""
from __future__ import annotations

import os
import random

import pytest

from rulebook import rng as core   # the generator's module (rulebook.rng): its rejection limits are patched below
from rulebook.core import Rng

QUICK = os.environ.get("RULEBOOK_QUICK", "1") == "1"


def reference_shuffle(r: Rng, items: list) -> None:
    """The definition: Fisher-Yates from the top down, each swap partner drawn with ``below(i + 1)``."""
    for i in range(len(items) - 1, 0, -1):
        j = r.below(i + 1)
        items[i], items[j] = items[j], items[i]


def test_shuffle_is_fisher_yates_with_below():
    """Any seed and length (both sides of the one-pass limit): the same order and the same state afterwards."""
    rnd = random.Random(19)
    for _ in range(300 if QUICK else 3000):
        seed = rnd.getrandbits(64)
        n = rnd.choice((0, 1, 2, 3, rnd.randrange(4, 60), rnd.randrange(60, 300)))
        a, b = list(range(n)), list(range(n))
        ra, rb = Rng(seed), Rng(seed)
        ra.shuffle(a)
        reference_shuffle(rb, b)
        assert a == b and ra.state == rb.state, (seed, n)


def test_shuffle_keeps_the_orders_saves_were_made_with():
    """Orders and states pinned from the draw-by-draw shuffle used before the one-pass one (games set up from a
    seed, and their saves, must not change)."""
    pinned = [(0, 10, [6, 3, 2, 9, 8, 1, 4, 7, 0, 5], 10372713005361028285),
              (1, 52, [19, 8, 16, 33, 20, 43, 23, 18, 47, 10, 17, 25], 9587389500487022640),
              (20240601, 21, [10, 20, 9, 16, 7, 2, 5, 4, 8, 6, 12, 1], 6653367501969590909),
              (2**64 - 1, 7, [5, 4, 6, 2, 1, 3, 0], 13064056694810536061),
              (12345, 300, [70, 60, 204, 15, 20, 225, 145, 288, 287, 179, 38, 32], 14612821415078862016)]
    for seed, n, head, state in pinned:
        r = Rng(seed)
        xs = list(range(n))
        r.shuffle(xs)
        assert (xs[:12], r.state) == (head, state)


@pytest.mark.parametrize("n", [2, 5, 40])
def test_a_draw_that_would_be_drawn_again_falls_back_to_draw_by_draw(monkeypatch, n):
    """When a draw of the one pass lies at the top of the 64-bit range (``_SAFE``), the shuffle is done draw by draw,
    with the rejection limits of ``below``: lowered here so that draws really are rejected, on both sides alike."""
    low = tuple(2**63 if k else 0 for k in range(len(core._LIMIT)))   # about half of all draws rejected
    monkeypatch.setattr(core, "_LIMIT", low)
    monkeypatch.setattr(core, "_SAFE", 2**63)
    rejected = 0
    for seed in range(40):
        a, b = list(range(n)), list(range(n))
        ra, rb = Rng(seed), Rng(seed)
        ra.shuffle(a)
        reference_shuffle(rb, b)
        assert a == b and ra.state == rb.state
        rejected += rb.state != (seed + (n - 1) * core._GOLDEN) & core._MASK
    assert rejected   # the lowered limits did make draws go again


@pytest.mark.parametrize("lowered", [False, True])
def test_several_lists_at_once_are_shuffled_as_one_call_each(monkeypatch, lowered):
    """``shuffle(a, b, ...)`` (one pass over all their draws) gives each list the order, and the generator the state,
    of one ``shuffle`` per list in turn -- also with empty and one-item lists, past the one-pass limit, and when a
    draw would be drawn again (lowered limits, as above)."""
    if lowered:
        monkeypatch.setattr(core, "_LIMIT", tuple(2**63 if k else 0 for k in range(len(core._LIMIT))))
        monkeypatch.setattr(core, "_SAFE", 2**63)
    rnd = random.Random(23)
    for _ in range(200):
        seed = rnd.getrandbits(64)
        sizes = [rnd.choice((0, 1, 2, rnd.randrange(3, 25), rnd.randrange(25, 140))) for _ in range(rnd.randrange(1, 6))]
        a = [list(range(n)) for n in sizes]
        b = [list(range(n)) for n in sizes]
        ra, rb = Rng(seed), Rng(seed)
        ra.shuffle(*a)
        for x in b:
            reference_shuffle(rb, x)
        assert a == b and ra.state == rb.state, (seed, sizes)
