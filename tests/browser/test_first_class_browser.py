"""The First Class turn panel in a real JupyterLab, clicked in Debian's Chromium.

``test_first_class_panel_clicks_in_jupyterlab``: a notebook written at test
time makes the panel (three players, seed 7) and finishes the Game End draft
from Python; the test runs all cells in the page, then works the picture as a
person would: take an action card by clicking it, undo with the panel's
button, and click a part of the picture that no legal action touches to get a
refusal that names its rule. Screenshots go to ``test-artifacts/browser/``.

``test_turn_lesson_notebook_in_jupyterlab``: the same take-and-undo round
trip on the first panel of the lesson notebook
``notebooks/first_class/03_turn.ipynb`` (skipped while it does not exist).
"""
from __future__ import annotations

import re

import pytest

import jupyter_harness as H

pytestmark = [pytest.mark.browser, pytest.mark.timeout(240)]

NOTEBOOK = "first_class_panel.ipynb"
SETUP = dict(players=3, seed=7)
DRAFT_PICKS = 3
LESSON = H.REPO / "notebooks" / "first_class" / "03_turn.ipynb"
UNDO = re.compile(r"^\s*Undo\s*$")


def engine_position():
    """The position the notebook reaches, rebuilt here to know what the picture should allow."""
    import rulebook

    s = rulebook.GAMES["first_class"].new_game(**SETUP)
    for _ in range(DRAFT_PICKS):
        s.apply(s.legal_actions()[0])
    return s


def refused_key(state, keys: list[str]):
    """The first picture key whose click the panel refuses with a rule: (key, violation)."""
    from widgets.first_class import keys as K

    legal = set(state.legal_actions())
    for key in keys:
        cands = K.actions_for_key(state, key)
        if cands and not any(a in legal for a in cands):
            v = state.explain(cands[0])
            if v is not None:
                return key, v
    return None, None


def open_panel(page, lab, notebook: str):
    """Open and run the notebook; the first panel (locator) and its snapshot once drawn."""
    H.open_and_run(page, lab, notebook)
    panel = H.first_panel(page)
    svg = panel.locator(".rb-svg svg").first
    svg.wait_for(state="visible")
    box = svg.bounding_box()
    assert box and box["width"] > 400 and box["height"] > 200, f"picture too small to read: {box}"
    panel.locator("button.widget-button").filter(has_text=UNDO).wait_for()
    return panel, H.wait_panel(page, "(s) => s.log.length > 0")


def take_card_and_undo(page, panel, before: dict, shots: dict | None = None) -> None:
    """Click the first active action card in the picture, check the change, undo with the button."""
    assert "takes card" not in before["log"]
    card = panel.locator('.rb-svg [data-key^="card:"].rb-active').first
    key = card.get_attribute("data-key")
    card_id = key.split(":", 1)[1]
    card.click()
    after = H.wait_panel(page, "(s, b) => s.svg !== b.svg && s.log.includes('takes card')", before)
    assert re.search(rf"takes card {re.escape(card_id)}\b", after["log"]), after["log"][:500]
    assert after["svg"] != before["svg"], "the picture did not change"
    assert not after["note"].startswith("Not allowed"), after["note"]
    if shots:
        panel.screenshot(path=str(shots["click"]))

    panel.locator("button.widget-button").filter(has_text=UNDO).click()
    undone = H.wait_panel(page, "(s, b) => s.svg === b.svg && s.log === b.log", before)
    assert undone["svg"] == before["svg"] and undone["log"] == before["log"]
    assert panel.locator(f'.rb-svg [data-key="{key}"].rb-active').count() == 1
    if shots:
        panel.screenshot(path=str(shots["undo"]))


def test_first_class_panel_clicks_in_jupyterlab(lab_page, jupyter_lab, lab_root, artifacts):
    page = lab_page
    H.write_notebook(lab_root / NOTEBOOK, H.first_class_cells(**SETUP, draft_picks=DRAFT_PICKS))
    panel, before = open_panel(page, jupyter_lab, NOTEBOOK)
    assert H.cell_errors(page) == [], "a cell failed"
    panel.screenshot(path=str(artifacts / "01-after-run-all.png"))
    H.assert_accessible(page, "the First Class panel in JupyterLab", ".jp-OutputArea")
    page.screenshot(path=str(artifacts / "01-after-run-all-page.png"))

    # take an action card by clicking it; undo with the panel's button
    take_card_and_undo(page, panel, before, {"click": artifacts / "02-after-card-click.png",
                                             "undo": artifacts / "03-after-undo.png"})

    # click a part of the picture no legal action touches: a refusal naming a rule
    from rulebook.i18n import Msg

    state = engine_position()
    inactive = panel.locator(".rb-svg [data-key]:not(.rb-active)").evaluate_all(
        "els => els.filter(e => { const r = e.getBoundingClientRect(); return r.width > 0 && r.height > 0; })"
        "          .map(e => e.getAttribute('data-key'))")
    bad_key, violation = refused_key(state, inactive)
    assert bad_key is not None, f"no refusable key among the inactive parts of the picture: {inactive[:30]}"
    title = Msg(state.game.section(violation.rule).title).text("en")
    panel.locator(f'.rb-svg [data-key="{bad_key}"]').first.click()
    refused = H.wait_panel(page, "(s) => s.note.includes('Not allowed')")
    assert f"(rule: {title})" in refused["note"], refused["note"]
    assert violation.msg.text("en") in refused["note"], refused["note"]
    assert refused["svg"] == before["svg"], "a refused click changed the picture"
    panel.screenshot(path=str(artifacts / "04-after-refused-click.png"))


def test_turn_lesson_notebook_in_jupyterlab(lab_page, jupyter_lab, lab_root, artifacts):
    if not LESSON.exists():
        pytest.skip(f"{LESSON.relative_to(H.REPO)} does not exist yet")
    page = lab_page
    H.copy_notebook(LESSON, lab_root / LESSON.name)
    panel, before = open_panel(page, jupyter_lab, LESSON.name)
    panel.screenshot(path=str(artifacts / "05-lesson-03_turn.png"))
    take_card_and_undo(page, panel, before)
