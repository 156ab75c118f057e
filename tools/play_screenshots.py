"""Screenshots of the turn panel of each game as a student plays it in the Voila app, for ``docs/screenshots/``.

Serves ``tests/browser/surface_harness.py``'s app notebook with Voila from this virtual environment (loopback
only, private Jupyter folders) and photographs the first screen with Debian's Chromium through Playwright
(never a downloaded browser), for every game: ``play-<game>-1366x768.png`` and ``-1920x1080.png`` (the table
as it opens), ``play-<game>-refusal-1366x768.png`` (just after a click on a part that cannot be used now: the
answer beside it), ``play-<game>-tab<N>-1366x768.png`` (each further tab of the picture: boards, sheets, the
legend), ``play-<game>-390x844.png`` (a phone: the table as tiles at a readable scale) and
``play-<game>-end-<size>.png`` (issue 39: a whole game played to the end by clicking random choices against a
random bot, the end screen with each player's score by source, at 1366x768 and 390x844). It prints the boxes of the status bar, the
picture and the answer, and the smallest text on screen in CSS px::

    PYTHONPATH=$PWD python tools/play_screenshots.py [out_dir] [game ...]
"""
from __future__ import annotations

import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "tests" / "browser"))
import classroom_harness as C  # noqa: E402
import jupyter_harness as H  # noqa: E402
import surface_harness as S  # noqa: E402

SIZES = ((1366, 768), (1920, 1080), (390, 844))


def _report(page, what: str) -> None:
    b = page.evaluate(S.BOXES_JS)
    parts = []
    for k in ("status", "picture", "note", "message"):
        if b[k]:
            parts.append(f"{k} y {b[k]['y']:.0f}-{b[k]['bottom']:.0f} w {b[k]['width']:.0f}")
    print(f"  {what}: " + "; ".join(parts) + f"; smallest text {b['font']:.1f} px")


def _tabs(page, out: Path, game: str, w: int, h: int) -> None:
    """Each tab after the first (boards, sheets, the legend), opened as a person would: a click on its title."""
    tabs = page.locator(".rb-picture-tabs .lm-TabBar-tab")
    for i in range(1, tabs.count()):
        name = tabs.nth(i).inner_text().strip()
        tabs.nth(i).click()
        page.wait_for_function("(i) => { const s = document.querySelectorAll('.rb-picture-tabs .rb-svg svg')[i]; "
                               "return s && s.getBoundingClientRect().width > 0; }", arg=i)
        page.evaluate("() => window.scrollTo(0, 0)")
        page.screenshot(path=str(out / f"play-{game}-tab{i}-{w}x{h}.png"))
        print(f"  tab {i}: {name}")


def _ends(browser, out: Path, games) -> None:
    """The end screen of a whole game of each game, at a laptop's and a phone's size."""
    import random

    with tempfile.TemporaryDirectory() as tmp:
        server = C.VoilaServer(S.write_whole_game_app(Path(tmp)))
        try:
            server.start()
            for game in games:
                for w, h in ((1366, 768), (390, 844)):
                    page = H.new_page(browser, width=w, height=h)
                    try:
                        S.open_game(page, server.base, game)
                        n = S.play_to_end(page, random.Random(f"{game}{w}"))
                        page.screenshot(path=str(out / f"play-{game}-end-{w}x{h}.png"))
                        print(f"  {game} {w}x{h}: the end after {n} decisions")
                    finally:
                        page.context.close()
        finally:
            server.stop()
            server.cleanup()


def main(out: Path, games) -> None:
    from playwright.sync_api import sync_playwright

    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        server = C.VoilaServer(S.write_app(Path(tmp)))
        try:
            server.start()
            with sync_playwright() as pw:
                browser = H.launch_chromium(pw)
                try:
                    for game in games:
                        print(game)
                        for w, h in SIZES:
                            page = H.new_page(browser, width=w, height=h)
                            try:
                                S.open_game(page, server.base, game)
                                _report(page, f"{w}x{h}")
                                page.screenshot(path=str(out / f"play-{game}-{w}x{h}.png"))
                                if (w, h) == (1366, 768):
                                    key = S.refuse_a_click(page)
                                    _report(page, f"after a click on {key}")
                                    page.screenshot(path=str(out / f"play-{game}-refusal-{w}x{h}.png"))
                                    _tabs(page, out, game, w, h)
                            finally:
                                page.context.close()
                    _ends(browser, out, games)
                finally:
                    browser.close()
        finally:
            server.stop()
            server.cleanup()


if __name__ == "__main__":
    args = sys.argv[1:]
    folder = Path(args.pop(0)) if args and not args[0] in S.GAMES else REPO / "docs" / "screenshots"
    main(folder, args or S.GAMES)
