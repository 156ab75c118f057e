"""Screenshots of the Horror pictures as a student sees them, for ``docs/screenshots/horror-*.png``.

Renders the table SVG (with its event board) and the two flow graphs into a page laid out like
JupyterLab's output area (the full width of a 1366-px laptop window minus Lab's margins, and a
390-px phone), then photographs it with Debian's Chromium through Playwright (never a downloaded
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
#: the CSS of :mod:`widgets.clicksvg` and the flow view, so the page scales pictures as the notebook does
CSS = """body{margin:0;font-family:sans-serif;background:#fff}
.out{box-sizing:border-box;width:100%%;padding:0 10px 0 %(left)dpx}
.rb-svg{max-width:100%%;overflow-x:auto}.rb-svg svg{display:block;max-width:100%%;height:auto}
h3{font-size:14px;margin:8px 0}"""


def position(seed: int = 3, steps: int = 60):
    """A Horror game some way in (bots play ``steps`` actions), so the board and flow have content."""
    import random

    import rulebook
    s = rulebook.GAMES["horror"].new_game(players=2, seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if s.is_over:
            break
        s.apply(rng.choice(s.legal_actions()))
    return s


def pages(state) -> dict:
    """``{name: html body}`` for each picture."""
    from widgets import horror_flow as HF
    from widgets.horror_keys import render as picture
    return {
        "table": picture(state, lang="en"),
        "game-flow": HF.game_svg(state),
        "rule-flow": HF.rule_svg(state),
    }


def shoot(outdir: Path, state=None) -> list:
    from playwright.sync_api import sync_playwright
    state = state if state is not None else position()
    made = []
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=shutil.which("chromium"), args=ARGS)
        for vw, vh, left, tag in ((1366, 768, 250, "laptop"), (390, 844, 8, "phone")):
            page = browser.new_page(viewport={"width": vw, "height": vh})
            for name, svg in pages(state).items():
                css = CSS % {"left": left}
                page.set_content(f"<html><head><style>{css}</style></head><body><div class='out'>"
                                 f"<div class='rb-svg'>{svg}</div></div></body></html>")
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
