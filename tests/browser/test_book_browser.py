"""The book (``dist/book``, ``make book``) in Debian's Chromium, served with the Lite site from one root.

The test brings the book up to date first (``tools/build_book.py``: the
notebooks ``tests/test_notebooks.py`` ran in this session are reused from
``build/executed/``; this module is moved after those tests by conftest.py),
then serves ``dist/`` -- ``book/`` and ``lite/`` side by side -- on a free
loopback port.

* ``test_book_page``: five pages (the index notebook and one lesson per game
  plus the Spanish edition) on a 390x844 phone viewport: every ``<img>``
  loaded, every picture of a lesson drawn with a size, the page no wider than
  the phone, no request leaving 127.0.0.1, no failed response, no console
  error.
* ``test_lesson_opens_live``: follows a lesson's "Open live" link into the
  JupyterLite site and waits for a connected, idle Pyodide kernel on the same
  notebook (skipped with the reason when the Lite site is not built).
"""
from __future__ import annotations

import subprocess
import sys

import pytest

import classroom_harness as C
import jupyter_harness as H

pytestmark = [pytest.mark.browser, pytest.mark.timeout(3600)]

DIST = H.REPO / "dist"
PAGES = {
    "index": "book/notebooks/index.html",
    "first_class": "book/notebooks/first_class/04_cars.html",
    "fracht_express": "book/notebooks/fracht_express/08_move.html",
    "horror": "book/notebooks/horror/04_fight.html",
    "spanish": "book/es/notebooks/first_class/04_cars.html",
}
PHONE = {"width": 390, "height": 844}

BROKEN_IMAGES_JS = "() => [...document.images].filter(i => !i.complete || i.naturalWidth === 0).map(i => i.src)"
PICTURES_JS = """() => [...document.querySelectorAll('.rb-static svg, .cell_output img')]
  .map(e => { const r = e.getBoundingClientRect(); return [e.tagName, Math.round(r.width), Math.round(r.height)]; })"""


@pytest.fixture(scope="module")
def site():
    build = subprocess.run([sys.executable, str(H.REPO / "tools" / "build_book.py")], cwd=H.REPO,
                           capture_output=True, text=True, timeout=3000)
    assert build.returncode == 0, f"make book failed:\n{build.stdout[-3000:]}\n{build.stderr[-3000:]}"
    with C.StaticServer(DIST) as server:
        yield server


def _watch(page):
    requests, failed, console = C.RequestLog(page), [], []
    page.on("response", lambda r: failed.append(f"{r.status} {r.url}") if r.status >= 400 else None)
    page.on("console", lambda m: console.append(f"{m.type}: {m.text}") if m.type == "error" else None)
    page.on("pageerror", lambda e: console.append(f"pageerror: {e}"))
    return requests, failed, console


@pytest.mark.parametrize("name", list(PAGES))
def test_book_page(name, site, chromium, artifacts):
    """Issue 18: a book page shows its pictures on a phone with nothing fetched from outside the machine."""
    ctx = chromium.new_context(viewport=PHONE, device_scale_factor=1, service_workers="block")
    page = ctx.new_page()
    requests, failed, console = _watch(page)
    try:
        page.goto(site.url(PAGES[name]), wait_until="load")
        page.wait_for_load_state("networkidle")
        assert page.evaluate(BROKEN_IMAGES_JS) == [], "images that did not load"
        pictures = page.evaluate(PICTURES_JS)
        if name != "index":
            assert pictures, "a lesson page with no picture"
        assert all(w > 0 and h > 0 for _, w, h in pictures), f"pictures drawn without a size: {pictures}"
        width = page.evaluate("document.documentElement.scrollWidth")
        assert width <= PHONE["width"] + 1, f"the page is {width}px wide on a {PHONE['width']}px phone"
        if name != "index":
            assert page.locator("a.rb-live").count() == 1, "no Open live link"
        assert requests.outside() == [], "requests left the machine"
        assert failed == [], f"failed responses: {failed[:5]}"
        assert console == [], f"console errors: {console[:5]}"
        page.screenshot(path=str(artifacts / f"book-{name}-390x844.png"))
    finally:
        ctx.close()


def test_lesson_opens_live(site, chromium, artifacts):
    """Issue 18: the lesson's Open live link opens the same notebook in the offline Lite site with a running kernel."""
    reason = C.lite_missing_reason()
    if reason:
        pytest.skip(reason)
    page = C.new_lite_page(chromium)
    requests, failed, console = _watch(page)
    try:
        page.goto(site.url(PAGES["first_class"]), wait_until="load")
        with page.expect_navigation(wait_until="domcontentloaded", timeout=C.KERNEL_TIMEOUT * 1000):
            page.locator("a.rb-live").click()
        assert "lite/lab/index.html?path=first_class/04_cars.ipynb" in page.url
        page.wait_for_selector(".jp-NotebookPanel .jp-Notebook .jp-Cell", timeout=C.KERNEL_TIMEOUT * 1000)
        page.wait_for_selector(H.KERNEL_IDLE, timeout=C.KERNEL_TIMEOUT * 1000)
        tab = page.locator(".jp-NotebookPanel:not(.lm-mod-hidden)").first
        assert tab.count() == 1
        assert "04_cars.ipynb" in page.locator(".lm-DockPanel-tabBar .lm-TabBar-tab.lm-mod-current").first.inner_text()
        page.screenshot(path=str(artifacts / "book-live-first_class.png"))
        assert requests.outside() == [], "requests left the machine"
    finally:
        page.context.close()
