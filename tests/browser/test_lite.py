"""The offline JupyterLite site (``dist/lite``, built by ``make lite``) in Debian's Chromium.

The site is served by Python's ``http.server`` on a free loopback port (a
thread of the test process) and every URL the page and its workers ask for is
recorded. Skipped, with the reason, when Chromium or the built site is
missing (``make test`` builds it first; ``make test-lite`` builds it and runs
only these tests).

* ``test_turn_notebook_in_lite``: opens ``first_class/03_turn.ipynb``, waits
  for the Pyodide kernel, runs every cell (no error output), takes an action
  card by clicking it in the picture, then adds a cell that draws a small DOT
  graph with :mod:`widgets.graphviz_view` -- there is no ``dot`` in Pyodide,
  so Graphviz runs as WebAssembly loaded from the site itself. Finally no
  request may have left loopback, and when the site was built with a kernel
  snapshot the kernel must have started from it.
* ``test_every_notebook_runs_in_lite`` (slow: ``make test-full``): every
  notebook of the site runs to the end with no error output and no request
  beyond loopback -- numpy, matplotlib and pandas are not in the site, so
  this also checks that the notebooks do without them.
"""
from __future__ import annotations

import fnmatch
import json
import os
import re

import pytest

import classroom_harness as C
import jupyter_harness as H

pytestmark = [pytest.mark.browser, pytest.mark.timeout(600)]

TURN = "first_class/03_turn.ipynb"
DOT = 'digraph G { rankdir=LR; Paris -> Wien [label="3"]; Wien -> Constantinople; }'


@pytest.fixture(scope="module")
def lite_server():
    reason = C.lite_missing_reason()
    if reason:
        pytest.skip(reason)
    with C.StaticServer(C.LITE) as server:
        yield server


@pytest.fixture
def lite_page(request, chromium, lite_server, artifacts):
    page = C.new_lite_page(chromium)
    requests = C.RequestLog(page)
    failed: list[str] = []
    page.on("response", lambda r: failed.append(f"{r.status} {r.url}") if r.status >= 400 else None)
    console: list[str] = []
    page.on("console", lambda m: console.append(f"{m.type}: {m.text}") if m.type in ("error", "warning") else None)
    page.on("pageerror", lambda e: console.append(f"pageerror: {e}"))
    boot: list[str] = []   # what the kernel's boot module (tools/lite_boot.mjs) says about the snapshot
    page.on("console", lambda m: boot.append(f"{m.type}: {m.text}") if "Rulebook Express:" in m.text else None)
    page.requests, page.failed, page.console, page.boot = requests, failed, console, boot
    try:
        yield page
    finally:
        rep = getattr(request.node, "rep_call", None)
        if rep is not None and rep.failed:
            try:
                page.screenshot(path=str(artifacts / f"failure-{request.node.name}.png"), full_page=True)
            except Exception as e:  # noqa: BLE001
                print(f"(no failure screenshot: {e})")
            print("--- browser console (errors/warnings) ---\n" + "\n".join(console[-40:]))
            print("--- failed responses ---\n" + "\n".join(failed[-20:]))
        page.context.close()


def add_cell_and_run(page, code: str) -> None:
    """Insert a code cell below the active one, type ``code`` into it and run it (Shift+Enter)."""
    page.locator(".jp-NotebookPanel:not(.lm-mod-hidden) .jp-Cell").last.click(position={"x": 3, "y": 3})
    page.keyboard.press("Escape")
    page.keyboard.press("b")
    page.keyboard.press("Enter")
    page.keyboard.insert_text(code)
    page.keyboard.press("Shift+Enter")


def test_turn_notebook_in_lite(lite_page, lite_server, artifacts):
    page = lite_page
    C.run_lite_notebook(page, lite_server, TURN)
    assert C.error_outputs(page) == [], "a cell wrote an error"
    page.screenshot(path=str(artifacts / "lite-01-turn-notebook.png"))

    # a turn by clicking in the picture
    panel = H.first_panel(page)
    before = H.wait_panel(page, "(s) => s.log.length > 0")
    card = panel.locator('.rb-svg [data-key^="card:"].rb-active').first
    card_id = card.get_attribute("data-key").split(":", 1)[1]
    card.click()
    after = H.wait_panel(page, "(s, b) => s.svg !== b.svg && s.log.includes('takes card')", before)
    assert re.search(rf"takes card {re.escape(card_id)}\b", after["log"]), after["log"][:400]
    panel.screenshot(path=str(artifacts / "lite-02-card-taken.png"))

    # Graphviz in the browser, from the site's own copy of @viz-js/viz
    add_cell_and_run(page, "from widgets.graphviz_view import show_dot, has_dot\n"
                           f"print('system dot:', has_dot())\nshow_dot({DOT!r})")
    page.wait_for_selector('.rb-graphviz[data-state="drawn"] svg, .rb-graphviz[data-state="failed"]',
                           timeout=60_000)
    graph = page.locator(".rb-graphviz").last
    assert graph.get_attribute("data-state") == "drawn", graph.inner_text()
    assert "Constantinople" in graph.inner_html()
    assert "system dot: False" in page.locator(".jp-NotebookPanel:not(.lm-mod-hidden)").inner_text()
    page.screenshot(path=str(artifacts / "lite-03-graphviz.png"))

    assert page.requests.outside() == [], "requests left loopback"
    errors = [c for c in page.console if not c.startswith("warning")]
    assert not errors, "console errors on the Lite page:\n" + "\n".join(errors[:10])
    fetched = " ".join(page.requests.urls)
    # with a kernel snapshot (issue 19) the kernel restores Pyodide's heap and the packages' files instead of
    # fetching and unpacking every wheel; the boot module says which way it started
    snapshot = json.loads((C.LITE / "BUILD-INFO.json").read_text()).get("kernel_snapshot")
    kernel_files = ("kernel-snapshot.bin.gz", "kernel-files.bin.gz") if snapshot else ("rulebook_express-",)
    for part in ("pyodide.asm.wasm", *kernel_files):
        assert f"static/pyodide/{part}" in fetched, f"the page never asked the site for {part}"
    if snapshot:
        assert any("kernel restored" in b for b in page.boot), f"the kernel did not start from its snapshot: {page.boot}"
        assert not any("without the kernel snapshot" in b for b in page.boot), page.boot


def site_notebooks() -> list[str]:
    """Every notebook in the built site's contents (paths as the site names them)."""
    out, todo = [], [""]
    while todo:
        folder = todo.pop()
        listing = C.LITE / "api" / "contents" / folder / "all.json"
        if not listing.exists():
            continue
        for item in json.loads(listing.read_text())["content"]:
            if item["type"] == "directory":
                todo.append(item["path"])
            elif item["path"].endswith(".ipynb"):
                out.append(item["path"])
    return sorted(out)


@pytest.mark.slow
@pytest.mark.timeout(3600)
def test_every_notebook_runs_in_lite(chromium, lite_server):
    notebooks = site_notebooks()
    assert TURN in notebooks
    only = os.environ.get("RULEBOOK_LITE_NOTEBOOKS")   # e.g. "explore/*": a subset while working on one part
    if only:
        notebooks = [nb for nb in notebooks if fnmatch.fnmatch(nb, only)]
        assert notebooks, f"no notebook of the site matches RULEBOOK_LITE_NOTEBOOKS={only!r}"
    problems, outside = {}, []
    for nb in notebooks:
        page = C.new_lite_page(chromium)  # a fresh browser profile: no workspace or saved notebook carries over
        requests = C.RequestLog(page)
        try:
            C.run_lite_notebook(page, lite_server, nb)
            errors = C.error_outputs(page)
            if errors:
                problems[nb] = errors[0][:600]
        except Exception as e:  # noqa: BLE001 -- report every notebook, not just the first
            problems[nb] = f"did not finish: {str(e).splitlines()[0]}"
        finally:
            outside += requests.outside()
            page.context.close()
    assert problems == {}, "\n\n".join(f"{k}:\n{v}" for k, v in problems.items())
    assert outside == [], "requests left loopback"
