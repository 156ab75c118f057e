"""The Horror turn panel and its event-flow view in a real JupyterLab, clicked in Debian's Chromium.

A notebook written at test time lays the lesson table (the Doctor alone,
``widgets.horror.lessons.common.table``) and shows the panel beside a
``FlowView`` of the game flow. In the page, as a person would: click the rest
tile, then the "end the actions" mark of the picture -- the event step draws a
token, the train moves and turn 2 begins -- and the event-flow picture changes
to show the token drawn. Then, with every turn expanded, a click on the node of
the rest action rewinds the game there: the panel's log loses the event step.

Screenshots go to ``test-artifacts/browser/horror-*.png``.
"""
from __future__ import annotations

import pytest

import jupyter_harness as H

pytestmark = [pytest.mark.browser, pytest.mark.timeout(240)]

NOTEBOOK = "horror_flow_panel.ipynb"
CELLS = [
    "import widgets\n"
    "from widgets.horror.flow import FlowView, beside\n"
    "from widgets.horror.lessons.common import table\n"
    "panel = widgets.play(table(investigators=('doctor',)))\n"
    "flow = FlowView(panel)",
    "beside(panel, flow)",
]

FLOW_SVG_JS = "() => { const f = document.querySelector('.rb-flow svg'); return f ? f.outerHTML : ''; }"


def flow_svg(page) -> str:
    return page.evaluate(FLOW_SVG_JS)


def test_horror_turn_changes_the_event_flow(lab_page, jupyter_lab, lab_root, artifacts):
    page = lab_page
    H.write_notebook(lab_root / NOTEBOOK, CELLS)
    H.open_and_run(page, jupyter_lab, NOTEBOOK)
    assert H.cell_errors(page) == [], "a cell failed"
    panel = H.first_panel(page)
    panel.locator(".rb-svg svg").first.wait_for(state="visible")
    page.wait_for_selector(".rb-flow svg")
    before_flow = flow_svg(page)
    assert "Event token drawn" not in before_flow
    start = H.wait_panel(page, "(s) => s.svg.length > 0")
    page.screenshot(path=str(artifacts / "horror-01-start.png"))
    H.assert_accessible(page, "the Horror panel in JupyterLab", ".jp-OutputArea")

    # the turn: rest (the main action), then end the actions
    H.show_part(panel, '.rb-svg [data-key="rest:0"].rb-active').click()
    rested = H.wait_panel(page, "(s, b) => s.svg !== b.svg && s.log.includes('rests')", start)
    H.show_part(panel, '.rb-svg [data-key="end"].rb-active').click()
    H.wait_panel(page, "(s) => s.log.includes('Event token drawn')")
    page.wait_for_function(f"() => ({FLOW_SVG_JS})().includes('Event token drawn')", timeout=20_000)
    after_flow = flow_svg(page)
    assert after_flow != before_flow
    assert "The train moves to space" in after_flow
    page.screenshot(path=str(artifacts / "horror-02-after-turn.png"))

    # rewind: show every turn expanded, click the node of the rest action (step 1)
    assert rested["log"] != start["log"]
    page.locator(".rb-flow-view select").first.select_option(label="every turn")
    node = page.locator('.rb-flow [data-key="step:t1.0"]').first
    node.wait_for(state="visible")
    node.click()
    page.wait_for_function(f"() => !({FLOW_SVG_JS})().includes('Event token drawn')", timeout=20_000)
    back = H.wait_panel(page, "(s) => !s.log.includes('Event token drawn')")
    assert "rests" in back["log"]
    page.screenshot(path=str(artifacts / "horror-03-after-rewind.png"))
