"""Three Graphviz pictures without a system ``dot``, drawn in Debian's Chromium, with viz.js sent once.

A notebook shows three DOT graphs with :func:`widgets.graphviz_view.show_dot` (its default: the system ``dot``
when there is one). The server -- Voila as an app, and JupyterLab -- runs with ``PATH`` holding only this
virtual environment's ``bin/``, so its kernel has no Graphviz and each picture is a
:class:`~widgets.graphviz_view.GraphvizView` drawn in the page by the packaged ``@viz-js/viz``.

Checked: the page says the kernel has no ``dot``; all three pictures end drawn (an SVG with the graph's nodes,
none showing the DOT-source fallback); the first bytes of viz.js reach the page once in everything it
received (the HTML and every websocket frame), not once per picture, and the page received less than 1.5 times
viz.js in all (1.25 MB; 10 MB when each picture carried its own copy as JSON text); the page made one ``Viz``
instance, kept on ``globalThis``; nothing was asked of another host.
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

import classroom_harness as C
import jupyter_harness as H

pytestmark = [pytest.mark.browser, pytest.mark.timeout(300)]

NAMES = ("Wien", "Budapest", "Sofia")
CELLS = [
    f"import sys; sys.path.insert(0, {str(H.REPO)!r})\n"
    "from widgets.graphviz_view import show_dot, has_dot, local_viz_js\n"
    "print('system dot:', has_dot(), '| viz.js:', local_viz_js() is not None)",
    *[f"show_dot('digraph {{ {a} -> {b} }}')" for a, b in zip(NAMES, NAMES[1:] + NAMES[:1])],
]
PICTURES_JS = """() => [...document.querySelectorAll('.rb-graphviz')].map(r => ({
  state: r.getAttribute('data-state'), svg: !!r.querySelector('svg'), text: r.textContent }))"""
SHARED_JS = "() => globalThis[Symbol.for('rulebook-express.graphviz-view.viz')] ? 1 : 0"


def _no_dot_env(env: dict) -> dict:
    env["PATH"] = str(Path(sys.executable).parent)   # the venv's bin/ only: no Graphviz
    return env


class _LabWithoutDot(H.JupyterLab):
    def _environment(self) -> dict:
        return _no_dot_env(super()._environment())


class _VoilaWithoutDot(C.VoilaServer):
    def _environment(self) -> dict:
        return _no_dot_env(super()._environment())


@pytest.fixture
def viz_js():
    from widgets.graphviz_view import local_viz_js
    path = local_viz_js()
    if path is None:
        pytest.skip("no local viz.js: build the package (hatch_build.py) or set RULEBOOK_VIZ_JS")
    return path.read_bytes()


def _watch(page) -> dict:
    """Everything the page receives (document bodies and websocket frames) and any request off loopback."""
    seen = {"chunks": [], "outside": []}

    def on_ws(ws):
        ws.on("framereceived", lambda payload: seen["chunks"].append(
            payload if isinstance(payload, bytes) else payload.encode("utf-8", "replace")))

    def on_response(r):
        if r.request.resource_type == "document":
            try:
                seen["chunks"].append(r.body())
            except Exception:  # noqa: BLE001 - a body Playwright no longer holds
                pass

    page.on("websocket", on_ws)
    page.on("response", on_response)
    page.on("request", lambda r: seen["outside"].append(r.url) if not H.is_local_url(r.url) else None)
    return seen


def _check(page, seen: dict, viz: bytes) -> None:
    page.wait_for_function(f"() => ({PICTURES_JS})().filter(p => p.state === 'drawn' || p.state === 'failed')"
                           f".length >= {len(NAMES)}", timeout=120_000)
    assert "system dot: False | viz.js: True" in page.inner_text("body")
    pictures = page.evaluate(PICTURES_JS)
    assert len(pictures) == len(NAMES), pictures
    assert all(p["state"] == "drawn" and p["svg"] for p in pictures), pictures
    for name in NAMES:
        assert sum(name in p["text"] for p in pictures) == 2, (name, pictures)   # an edge in and an edge out
    head = viz[:64]                                   # as bytes (a binary buffer) or inside a JSON string
    escaped = json.dumps(head.decode("utf-8"))[1:-1].encode("utf-8")
    copies = sum(chunk.count(head) + chunk.count(escaped) for chunk in seen["chunks"])
    received = sum(len(chunk) for chunk in seen["chunks"])
    print(f"viz.js ({len(viz)} bytes) reached the page {copies} time(s); the page received {received} bytes")
    assert copies == 1, f"viz.js reached the page {copies} times"
    assert received < 1.5 * len(viz), received        # three copies would be 3.6 MB or (as JSON text) 10 MB
    assert page.evaluate(SHARED_JS) == 1
    assert not seen["outside"], seen["outside"]


def test_three_pictures_draw_in_voila_without_dot(tmp_path, chromium, viz_js, artifacts):
    reason = C.voila_missing_reason()
    if reason:
        pytest.skip(reason)
    notebook = H.write_notebook(tmp_path / "app" / "three_pictures.ipynb", CELLS)
    server = _VoilaWithoutDot(notebook)
    page = None
    try:
        server.start()
        page = H.new_page(chromium)
        seen = _watch(page)
        page.goto(server.base + "/", wait_until="domcontentloaded", timeout=90_000)
        try:
            _check(page, seen, viz_js)
        except Exception:
            page.screenshot(path=str(artifacts / "failure-graphviz-voila.png"), full_page=True)
            print("--- voila log ---\n" + server.log_tail())
            raise
    finally:
        if page is not None:
            page.context.close()
        server.stop()
        server.cleanup()


def test_three_pictures_draw_in_jupyterlab_without_dot(tmp_path, chromium, viz_js, artifacts):
    H.write_notebook(tmp_path / "three_pictures.ipynb", CELLS)
    lab = _LabWithoutDot(tmp_path)
    page = None
    try:
        lab.start()
        page = H.new_page(chromium)
        seen = _watch(page)
        try:
            H.open_and_run(page, lab, "three_pictures.ipynb", timeout=120)
            assert not H.cell_errors(page)
            _check(page, seen, viz_js)
        except Exception:
            page.screenshot(path=str(artifacts / "failure-graphviz-lab.png"), full_page=True)
            print("--- jupyter log ---\n" + lab.log_tail())
            raise
    finally:
        if page is not None:
            page.context.close()
        lab.stop()
        lab.cleanup()
