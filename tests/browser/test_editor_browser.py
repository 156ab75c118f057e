"""The position editor in a real JupyterLab, clicked in Debian's Chromium (issue #17).

For each game, as a person would: click parts of the picture and the offered buttons to make three
edits, see an impossible edit refused with its sentence (in the editor's message and beside the part
clicked), press "Play from here" and make a move in the turn panel that opens.
Screenshots go to ``test-artifacts/browser/editor-*.png``.
"""
from __future__ import annotations

import pytest

import jupyter_harness as H

pytestmark = [pytest.mark.browser, pytest.mark.timeout(300)]

# game -> (picture key, button label) for three edits, then the impossible one (repeated until refused)
PLANS = {
    "first_class": ([("car:0:0:0", "Make it a 4-value car"), ("car:0:0:1", "Add a 2-value car here"),
                     ("coin:1:0", "One more coin in this column")],
                    ("car:0:0:2", "Add a 7-value car here")),
    "horror": ([("car:2", "Put a red monster here"), ("space:0", "Put the event token Inscription Portal on this space"),
                ("car:3", "Move investigator 1 here")],
               ("occult", "One more Occult token on slot 5")),     # slot 5 is full at the start
    "fracht_express": ([("spot:5:3", "here, turned 1 quarters"), ("hand:", "from the supply to the locomotive"),
                        ("hand:", "from the supply to the locomotive")],
                       ("hand:", "from the supply to the locomotive")),
}


def _click_part(page, key):
    sel = f'[data-key^="{key}"]' if key.endswith(":") else f'[data-key="{key}"]'   # "hand:": any hand card
    page.locator(f".rb-editor .rb-svg {sel}").first.click()


def _press(page, label):
    page.locator(".rb-editor button", has_text=label).first.click()


@pytest.mark.parametrize("game", ["first_class", "horror", "fracht_express"])
def test_build_refuse_and_play(lab_page, jupyter_lab, lab_root, artifacts, game):
    page = lab_page
    nb = f"editor_{game}.ipynb"
    H.write_notebook(lab_root / nb, [f"import widgets\ned = widgets.edit({game!r}, players=2, seed=4 if "
                                     f"{game!r} == 'first_class' else 1)\ned"])
    H.open_and_run(page, jupyter_lab, nb)
    assert H.cell_errors(page) == [], "a cell failed"
    page.wait_for_selector(".rb-editor .rb-svg svg")
    edits, impossible = PLANS[game]
    for key, label in edits:
        _click_part(page, key)
        page.locator(".rb-editor button", has_text=label).first.wait_for()
        _press(page, label)
        page.locator(".rb-editor .rb-note", has_text="Done:").first.wait_for()
    key, label = impossible
    for _ in range(8):
        _click_part(page, key)
        page.locator(".rb-editor button", has_text=label).first.wait_for()
        _press(page, label)
        page.wait_for_function("() => !!document.querySelector('.rb-editor .rb-note')")
        if page.locator(".rb-editor .rb-note", has_text="Not possible:").count():
            break
    note = page.locator(".rb-editor .rb-note", has_text="Not possible:").first
    note.wait_for()
    assert "Not possible:" in note.inner_text()
    page.locator(".rb-editor .rb-svg-note", has_text="Not possible:").first.wait_for()   # beside the click
    page.screenshot(path=str(artifacts / f"editor-{game}-refused.png"))
    H.assert_accessible(page, f"the {game} position editor", ".jp-OutputArea")

    page.locator(".rb-editor button", has_text="Play from here").first.click()
    page.locator(".rb-editor .rb-actions button").first.wait_for()
    before = H.panel_snapshot(page)
    page.locator(".rb-editor .rb-actions button").first.click()
    H.wait_panel(page, "(s, b) => s.log !== b.log", before)
    page.screenshot(path=str(artifacts / f"editor-{game}-played.png"))
