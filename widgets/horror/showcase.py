"""Horror's pictures as a student sees them, for ``tools/picture_screenshots.py`` (``docs/screenshots/horror-*``).

The table SVG (with its event board), the event board alone (lesson 14) and the two flow graphs, each on a page
laid out like JupyterLab's output area; a flow is scrolled to the step outlined in red (where the game is).
"""
from __future__ import annotations

import random

import rulebook

PAGE = """<html><head><meta charset="utf-8"><style>
body{{margin:0;font-family:sans-serif;background:#fff}}
.out{{box-sizing:border-box;width:100%;padding:8px 10px 0 {left}px}}
.rb-svg{{max-width:100%;overflow-x:auto}}.rb-svg svg{{display:block;max-width:100%;height:auto}}
</style></head><body><div class="out"><div class="rb-svg">{svg}</div></div></body></html>"""

SCROLL_TO_CURRENT = """() => {
  const n = [...document.querySelectorAll('g.node')].reverse().find(g => g.querySelector('[stroke="#c00000"]'));
  if (n) n.scrollIntoView({block: 'center', inline: 'nearest'});
}"""


def position(seed: int = 7, players: int = 2):
    """A game played by random moves until its event board holds tokens on two spaces (or 400 moves), stopped at
    the start of a turn, so the board, the flow and the table all have something to show."""
    s = rulebook.GAMES["horror"].new_game(players=players, seed=seed)
    rng = random.Random(seed)
    for _ in range(400):
        if s.is_over:
            break
        if s.phase == "actions" and s.history and sum(1 for sp in s.event_board if sp) >= 2 \
                and s.basics == 0 and not s.main_done:
            break
        s.apply(rng.choice(s.legal_actions()))
    return s


def pictures(state) -> dict:
    """``{name: svg}`` for each picture."""
    from widgets.horror.lessons import event_board as lesson

    from . import flow
    from .keys import render
    from .svg import render_event_board
    return {
        "table": render(state, lang="en"),
        "event-board-lesson": render_event_board(lesson.position()),
        "game-flow": flow.game_svg(state),
        "rule-flow": flow.rule_svg(state),
    }


def shots(width: int) -> list:
    """``[(file stem, page HTML, what to do on the page before the picture or None)]`` at a screen ``width``."""
    left = 250 if width > 800 else 8
    out = []
    for name, svg in pictures(position()).items():
        before = (lambda page: page.evaluate(SCROLL_TO_CURRENT)) if "flow" in name else None
        out.append((f"horror-{name}-{'laptop' if width > 800 else 'phone'}", PAGE.format(left=left, svg=svg), before))
    return out
