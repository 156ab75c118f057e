"""The FrachtExpress turn panel in a real JupyterLab, clicked in Debian's Chromium.

A notebook written at test time shows the panel on the position of the move
lesson without cars (Station A, a straight card and a switch card toward
Station F; Player 1 holds D03 and D32). In the page, as a person would:

1. **place a card**: click D03 in the hand (the note says it is selected),
   click its quarter turn, click a highlighted space -- the log says the card
   was laid and the picture shows it there;
2. **move the locomotive**: select D32, click the yellow mark on Station F (the
   drive starts and stops at the switch, where blue rings appear), click the
   yellow mark again -- the locomotive ends in Station F;
3. a click the rules forbid (covering with the card in a turn that does not
   fit) shows a refusal naming its rule, and undo takes the drive back.

Screenshots go to ``test-artifacts/browser/fx-*.png``.
"""
from __future__ import annotations

import re

import pytest

import jupyter_harness as H

pytestmark = [pytest.mark.browser, pytest.mark.timeout(240)]

NOTEBOOK = "fracht_express_panel.ipynb"
CELLS = [
    "import widgets\n"
    "from widgets.fracht_express.lessons import move as lesson\n"
    "panel = widgets.play(lesson.position(hand=('D03', 'D32'), attached=()))",
    "panel",
]
UNDO = re.compile(r"^\s*Undo\s*$")


def key(panel, k):
    return panel.locator(f'.rb-svg [data-key="{k}"]').first


def test_fracht_express_place_and_move_in_jupyterlab(lab_page, jupyter_lab, lab_root, artifacts):
    page = lab_page
    H.write_notebook(lab_root / NOTEBOOK, CELLS)
    H.open_and_run(page, jupyter_lab, NOTEBOOK)
    assert H.cell_errors(page) == [], "a cell failed"
    panel = H.first_panel(page)
    svg = panel.locator(".rb-svg svg").first
    svg.wait_for(state="visible")
    box = svg.bounding_box()
    assert box and box["width"] > 400 and box["height"] > 300, f"picture too small to read: {box}"
    start = H.wait_panel(page, "(s) => s.log.length > 0")
    panel.screenshot(path=str(artifacts / "fx-01-start.png"))
    H.assert_accessible(page, "the FrachtExpress panel in JupyterLab", ".jp-OutputArea")

    # 1. place a card: select it, turn it, click a highlighted space
    key(panel, "hand:D03").click()
    H.wait_panel(page, "(s) => s.note.includes('D03 selected')")
    key(panel, "turn:1").click()
    sel = H.wait_panel(page, "(s) => s.note.includes('D03 selected, track west–east')")   # turned once
    assert 'data-key="spot:4:4"' in sel["svg"]
    assert panel.locator('.rb-svg [data-key="spot:4:4"].rb-active').count() == 1
    key(panel, "spot:4:4").click()
    laid = H.wait_panel(page, "(s) => s.log.includes('lays D03')")
    assert "lays D03 south of Station A" in laid["log"]      # a place in words, no coordinates
    assert panel.locator('.rb-svg [data-key="hand:D03"]').count() == 0      # it left the hand
    panel.screenshot(path=str(artifacts / "fx-02-card-laid.png"))

    # 3a. a refused click: D32 turned 0 does not fit over the east-west card on (5, 3)
    key(panel, "hand:D32").click()
    H.wait_panel(page, "(s) => s.note.includes('D32 selected')")
    before = H.panel_snapshot(page)
    key(panel, "spot:5:3").click()
    refused = H.wait_panel(page, "(s) => s.note.includes('Not allowed')")
    assert "(rule: Changing the rail system)" in refused["note"], refused["note"]
    assert refused["log"] == before["log"]

    # 2. move: the yellow mark on Station F starts the drive, which waits at the switch
    assert panel.locator('.rb-svg [data-key="dest:S:F"].rb-active').count() == 1
    key(panel, "dest:S:F").click()
    at_switch = H.wait_panel(page, "(s) => s.log.includes('discards D32 to move 9 ties')")
    assert 'data-key="go:6:3:0"' in at_switch["svg"] and 'data-key="go:6:3:1"' in at_switch["svg"]
    panel.screenshot(path=str(artifacts / "fx-03-at-the-switch.png"))
    key(panel, "dest:S:F").click()
    arrived = H.wait_panel(page, "(s) => s.log.includes('enters Station F')")
    assert "runs off the rails" not in arrived["log"]
    panel.screenshot(path=str(artifacts / "fx-04-in-station-f.png"))

    # 3b. undo takes the last step of the drive back: the switch choice is open again
    panel.locator("button.widget-button").filter(has_text=UNDO).click()
    undone = H.wait_panel(page, "(s) => !s.log.includes('enters Station F')")
    assert 'data-key="go:6:3:0"' in undone["svg"]
    assert start["log"] != undone["log"]
