"""Screenshots of each game's pictures as a student sees them, for ``docs/screenshots/`` (Debian's Chromium through
Playwright, never a downloaded browser).

A game's views name what to photograph (``SHOWCASE`` in its views module: a function of the screen width that
returns ``[(file stem, page HTML, what to do on the page first or None)]``); this tool opens each page at a laptop
size (1366x768) and a phone size (390x844) and saves the first screen::

    PYTHONPATH=$PWD python tools/picture_screenshots.py [out_dir] [game ...]
"""
from __future__ import annotations

import importlib
import shutil
import sys
from pathlib import Path

ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
        "--disable-sync", "--no-first-run"]
SIZES = ((1366, 768), (390, 844))


def showcase(name: str):
    """The game's ``SHOWCASE`` function, or None when its views name none."""
    import rulebook
    views = rulebook.GAMES[name].VIEWS
    ref = getattr(importlib.import_module(views), "SHOWCASE", None) if views else None
    if ref is None:
        return None
    module, _, attr = ref.partition(":")
    return getattr(importlib.import_module(module), attr)


def shoot(out: Path, games: list) -> list:
    from playwright.sync_api import sync_playwright
    made = []
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=shutil.which("chromium"), headless=True, args=ARGS)
        try:
            for name in games:
                shots = showcase(name)
                if shots is None:
                    print(f"{name}: its views name no pictures to photograph")
                    continue
                for w, h in SIZES:
                    for stem, page_html, before in shots(w):
                        ctx = browser.new_context(viewport={"width": w, "height": h}, device_scale_factor=1)
                        page = ctx.new_page()
                        page.set_content(page_html)
                        if before is not None:
                            before(page)
                        path = out / f"{stem}.png"
                        page.screenshot(path=str(path))
                        ctx.close()
                        made.append(path)
                        print(path, path.stat().st_size // 1024, "KB")
        finally:
            browser.close()
    return made


def main(argv=None) -> int:
    import rulebook
    argv = sys.argv[1:] if argv is None else argv
    out = Path(argv[0]) if argv else Path("docs/screenshots")
    out.mkdir(parents=True, exist_ok=True)
    shoot(out, argv[1:] or list(rulebook.GAMES))
    return 0


if __name__ == "__main__":
    sys.exit(main())
