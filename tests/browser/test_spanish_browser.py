"""Primera Clase in a real JupyterLab: a Spanish section notebook, clicked in Debian's Chromium.

Opens ``notebooks/es/first_class/03_turn.ipynb`` (the Spanish twin of "your
turn"), runs it, takes a card by clicking the picture, and clicks a part of the
picture that no legal action touches: the refusal the panel shows is the
engine's reason rendered in Spanish, with the section title in Spanish.
"""
from __future__ import annotations

import re

import pytest

import jupyter_harness as H
from test_first_class_browser import refused_key

pytestmark = [pytest.mark.browser, pytest.mark.timeout(240)]

NOTEBOOK = H.REPO / "notebooks" / "es" / "first_class" / "03_turn.ipynb"


def lesson_position():
    from widgets.first_class.lessons import turn as lesson
    return lesson.position()


def test_spanish_notebook_click_and_refusal(lab_page, jupyter_lab, lab_root, artifacts):
    if not NOTEBOOK.exists():
        pytest.skip(f"{NOTEBOOK.relative_to(H.REPO)} does not exist")
    from rulebook.i18n import Msg

    page = lab_page
    H.copy_notebook(NOTEBOOK, lab_root / NOTEBOOK.name)
    H.open_and_run(page, jupyter_lab, NOTEBOOK.name)
    panel = H.first_panel(page)
    panel.locator(".rb-svg svg").first.wait_for(state="visible")
    panel.locator("button.widget-button").filter(has_text=re.compile(r"^\s*Deshacer\s*$")).wait_for()
    H.wait_panel(page, "(s) => s.log.length > 0")
    # the prompt and buttons speak Spanish
    state = lesson_position()
    assert state.prompt.text("es") in panel.inner_text()
    assert "Take action card" not in panel.inner_text()

    # a click on an inactive part of the picture is refused, in Spanish
    inactive = panel.locator(".rb-svg [data-key]:not(.rb-active)").evaluate_all(
        "els => els.filter(e => { const r = e.getBoundingClientRect(); return r.width > 0 && r.height > 0; })"
        "          .map(e => e.getAttribute('data-key'))")
    bad_key, violation = refused_key(state, inactive)
    assert bad_key is not None, f"no refusable key among {inactive[:30]}"
    panel.locator(f'.rb-svg [data-key="{bad_key}"]').first.click()
    refused = H.wait_panel(page, "(s) => s.note.length > 0")
    reason_es = violation.msg.text("es")
    title_es = Msg(state.game.section(violation.rule).title).text("es")
    assert reason_es != violation.msg.text("en"), "the reason has no Spanish translation"
    assert reason_es in refused["note"], refused["note"]
    assert title_es in refused["note"], refused["note"]
    assert "Not allowed" not in refused["note"]
    panel.screenshot(path=str(artifacts / "06-spanish-refusal.png"))

    # a turn by clicking: take an active card; the log says so in Spanish
    card = panel.locator('.rb-svg [data-key^="card:"].rb-active').first
    card_id = card.get_attribute("data-key").split(":", 1)[1]
    card.click()
    # (wait for the log line itself: the picture may change first -- the answer to the click, the lit parts --
    # and a wait on the picture alone raced the log in the whole suite)
    after = H.wait_panel(page, "(s, c) => s.svg !== c.svg && s.log.includes(c.card)", {"svg": refused["svg"],
                                                                                       "card": card_id})
    assert re.search(re.escape(card_id), after["log"]), after["log"][:300]
    panel.screenshot(path=str(artifacts / "07-spanish-after-click.png"))
