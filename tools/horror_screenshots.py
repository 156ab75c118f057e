"""Screenshots of the Horror pictures as a student sees them, for ``docs/screenshots/horror-*.png``.

Renders the table SVG (with its event board), the event board alone (notebook 14) and the two flow
graphs into a page laid out like JupyterLab's output area -- a 1366x768 laptop (the area about 1100 px
wide) and a 390x844 phone -- with the CSS the notebook gives them (:mod:`widgets.clicksvg`), then
photographs the first screen of each with Debian's Chromium through Playwright (never a downloaded
browser)::

    PYTHONPATH=$PWD python tools/horror_screenshots.py [outdir]
"""
from __future__ import annotations

import shutil
import sys
from pathlib import Path

FULL = False  # True: the whole page (for a look), False: the first screen (committed)
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
        "--disable-sync", "--no-first-run"]
VIEWPORTS = ((1366, 768, 250, "laptop"), (390, 844, 8, "phone"))
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
    """A Horror game played by random moves until its event board holds tokens on two spaces (or 400 moves),
    stopped at the start of a turn, so the board, the flow and the table all have something to show."""
    import random

    import rulebook
    s = rulebook.GAMES["horror"].new_game(players=players, seed=seed)
    rng = random.Random(seed)
    for _ in range(400):
        if s.is_over:
            break
        if s.phase == "actions" and not s.history[-1:] == [] and sum(1 for sp in s.event_board if sp) >= 2 \
                and s.basics == 0 and not s.main_done:
            break
        s.apply(rng.choice(s.legal_actions()))
    return s


def pictures(state) -> dict:
    """``{name: svg}`` for each picture."""
    from widgets.horror import flow as HF
    from widgets.horror.keys import render
    from widgets.horror.svg import render_event_board
    from widgets.lessons.horror import event_board as lesson
    return {
        "table": render(state, lang="en"),
        "event-board-lesson": render_event_board(lesson.position()),
        "game-flow": HF.game_svg(state),
        "rule-flow": HF.rule_svg(state),
    }


def shoot(outdir: Path, state=None) -> list:
    from playwright.sync_api import sync_playwright
    state = state if state is not None else position()
    made = []
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=shutil.which("chromium"), args=ARGS)
        for vw, vh, left, tag in VIEWPORTS:
            page = browser.new_page(viewport={"width": vw, "height": vh})
            for name, svg in pictures(state).items():
                page.set_content(PAGE.format(left=left, svg=svg))
                if "flow" in name:   # as a reader would: scroll to the step outlined in red (where the game is)
                    page.evaluate(SCROLL_TO_CURRENT)
                path = outdir / f"horror-{name}-{tag}.png"
                page.screenshot(path=str(path), full_page=FULL, type="png")
                made.append(path)
            page.close()
        browser.close()
    return made


if __name__ == "__main__":
    out = Path(sys.argv[1] if len(sys.argv) > 1 else "docs/screenshots")
    out.mkdir(parents=True, exist_ok=True)
    for p in shoot(out):
        print(p, p.stat().st_size)
