"""The offline JupyterLite site opens a position from its code in the page address (issue #17: "the Voila app
and the offline Lite site open a position from its code (and from a URL fragment) directly in the turn
panel").

A First Class scenario (two players, seed 5, scores 37 and 21) becomes a short position code with
:mod:`rulebook.codes`; the site's classroom app notebook (``app/first_class_play.ipynb``) is opened in
Debian's Chromium with ``#<code>`` after its address and run, as a teacher's link would be used. The turn
panel must come up at once, without the setup form, behind the hot-seat pass screen of the seat the
position says moves; once shown, the picture holds exactly that position's action cards and scores, and
one card taken by clicking it in the picture is logged as the engine logs it. Nothing may leave loopback.

Served and skipped as in ``test_lite.py`` (``make lite`` builds ``dist/lite``).
"""
from __future__ import annotations

import re
import urllib.parse

import pytest

import classroom_harness as C
import jupyter_harness as H
from test_lite import lite_page, lite_server  # noqa: F401 -- the fixtures: the site on loopback, a fresh page

pytestmark = [pytest.mark.browser, pytest.mark.timeout(600)]

APP = "app/first_class_play.ipynb"
PASS = ".rb-pass-screen"
SCORES = (37, 21)


def scenario_and_code():
    """The position the link carries, and its code (the short ``S`` form: what a teacher writes down)."""
    from rulebook.codes import position_code
    from rulebook.first_class.scenario import scenario

    s = scenario(players=2, seed=5, p0={"score": SCORES[0]}, p1={"score": SCORES[1]})
    code = position_code(s)
    assert code.startswith("FC-S"), code
    return s, code


def test_lite_app_opens_a_position_code_from_the_address(lite_page, lite_server, artifacts):  # noqa: F811
    """Rule (#17): a code after ``#`` in the Lite app's address opens that position in the turn panel."""
    page = lite_page
    st, code = scenario_and_code()
    mover = st.current_player
    url = lite_server.notebook_url(APP) + "#" + urllib.parse.quote(code)
    page.goto(url, wait_until="domcontentloaded", timeout=C.KERNEL_TIMEOUT * 1000)
    page.wait_for_selector(".jp-NotebookPanel .jp-Notebook .jp-Cell", timeout=C.KERNEL_TIMEOUT * 1000)
    page.wait_for_selector(H.KERNEL_IDLE, timeout=C.KERNEL_TIMEOUT * 1000)
    H.run_all_cells(page)
    C.wait_lite_idle(page)
    assert C.error_outputs(page) == [], "a cell wrote an error"

    # straight into the panel: the pass screen of the seat to move, not the setup form
    screen = page.locator(PASS)
    screen.wait_for(state="visible", timeout=C.KERNEL_TIMEOUT * 1000)
    assert page.locator(".rb-setup-start").count() == 0, "the setup form is still shown"
    assert re.search(rf"I am Player {mover + 1}\b", screen.locator("button").inner_text())
    assert code in page.locator(".jp-NotebookPanel:not(.lm-mod-hidden)").inner_text()
    page.screenshot(path=str(artifacts / "lite-code-01-pass-screen.png"))
    screen.locator("button").click()
    screen.wait_for(state="detached")
    panel = H.first_panel(page)

    # the position shown is the one in the code: its action cards, offered to the mover, and its scores
    offered = sorted(k.split(":", 1)[1] for k in panel.locator('.rb-svg [data-key^="card:"].rb-active')
                     .evaluate_all("els => els.map(e => e.getAttribute('data-key'))"))
    assert offered == sorted(c for row in st.rows for c in row if c is not None)
    for p, score in enumerate(SCORES):
        board = H.show_part(panel, f'.rb-svg [data-key="coin:{p}:0"]')
        svg = board.evaluate("el => el.ownerSVGElement.outerHTML")
        assert f"Score {score}<" in svg, f"Player {p + 1}'s board does not show score {score}"
    page.screenshot(path=str(artifacts / "lite-code-02-position.png"))

    # one move: take an action card by clicking it in the picture; the log says what the engine says
    card = H.show_part(panel, '.rb-svg [data-key^="card:"].rb-active')
    card_id = card.get_attribute("data-key").split(":", 1)[1]
    action = next(a for a in st.legal_actions() if getattr(a, "card", None) == card_id)
    st.apply(action)
    said = st.log[-1].render("en")
    before = H.panel_snapshot(page)
    card.click()
    after = H.wait_panel(page, "(s, b) => s.svg !== b.svg && s.log.includes('takes card')", before,
                         timeout_ms=60_000)
    assert said in after["log"], (said, after["log"][:400])
    page.screenshot(path=str(artifacts / "lite-code-03-card-taken.png"))

    assert page.requests.outside() == [], "requests left loopback"
