"""Screenshots of the book (``dist/book``, ``make book``) for docs/screenshots/.

Serves ``dist/`` on a free loopback port and photographs one lesson page per
game (``tools/screenshots.toml``) with Debian's Chromium at a phone (390x844) and a laptop (1366x768)
viewport, scrolled to the lesson's first picture (the top of the page when it
has none):

    python tools/book_screenshots.py              # writes docs/screenshots/book-*.png
"""
from __future__ import annotations

import functools
import http.server
import shutil
import sys
import threading
import tomllib
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
DIST = REPO / "dist"
OUT = REPO / "docs" / "screenshots"
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]
PAGES = tomllib.loads((REPO / "tools" / "screenshots.toml").read_text(encoding="utf-8"))["book"]   # game -> page
VIEWPORTS = {"390x844": (390, 844), "1366x768": (1366, 768)}


class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


def main() -> int:
    from playwright.sync_api import sync_playwright

    if not (DIST / "book" / "index.html").exists():
        print("no dist/book: run `make book` first", file=sys.stderr)
        return 1
    handler = functools.partial(_Quiet, directory=str(DIST))
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{httpd.server_address[1]}/"
    OUT.mkdir(parents=True, exist_ok=True)
    try:
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=shutil.which("chromium") or "/usr/bin/chromium",
                                         headless=True, args=ARGS)
            for game, path in PAGES.items():
                for name, (w, h) in VIEWPORTS.items():
                    page = browser.new_page(viewport={"width": w, "height": h}, device_scale_factor=1)
                    page.goto(base + path, wait_until="load")
                    picture = page.locator(".rb-static .rb-w-svg svg").first
                    if picture.count():
                        picture.scroll_into_view_if_needed()
                        page.evaluate("window.scrollBy(0, -120)")
                    target = OUT / f"book-{game}-{name}.png"
                    page.screenshot(path=str(target))
                    print(target.relative_to(REPO))
                    page.close()
            browser.close()
    finally:
        httpd.shutdown()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
