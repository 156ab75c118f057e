"""What the Horror flow tests share (``tests/horror/test_flow*.py`` on the graphs, ``tests/widgets/
test_horror_flow_dot.py`` on their DOT text): seeded games to draw (``tests/`` is on the import path; their
made-up language is the ``shout`` fixture of ``tests/conftest.py``)."""
from __future__ import annotations

import random

from rulebook.horror import HORROR


def played(steps=40, seed=0):
    """A one-investigator game after ``steps`` random decisions (or its end)."""
    s = HORROR.new_game(players=1, seed=seed)
    rnd = random.Random(seed)
    for _ in range(steps):
        if s.is_over:
            break
        s.apply(rnd.choice(s.legal_actions()))
    return s


def long_game():
    """The longest of twelve seeded two-investigator random games, played to the end."""
    best = None
    for seed in range(12):
        s = HORROR.new_game(players=2, seed=seed)
        rnd = random.Random(seed)
        while not s.is_over:
            s.apply(rnd.choice(s.legal_actions()))
        if best is None or len(s.history) > len(best.history):
            best = s
    return best
