"""The turn panel's choice buttons (``widgets/panel.py``, ``_draw_choices``): one button per action.

A button is made for an action and kept while that action may be offered again (issue #19: making a widget
on every click cost an opening message and a new view in the page for each choice). Kept or new, a button
always means the action it was made for, so a click that reaches the kernel after the choices changed (a
double click, a slow connection) is that action -- applied if still legal, refused with its rule if not --
and never whatever now stands at the same place in the row.
"""
from __future__ import annotations

import widgets
from widgets.panel import BUTTONS_KEPT


def _panel(seed=7):
    return widgets.play("first_class", players=3, seed=seed)


def test_an_action_offered_again_keeps_its_button():
    """Take an action and undo it: the same choices come back on the same button widgets (none made anew)."""
    panel = _panel()
    before = list(panel._buttons.children)
    panel.act(panel.state.legal_actions()[0])
    panel.undo()
    assert list(panel._buttons.children) == before
    assert all(a is b for a, b in zip(panel._buttons.children, before))


def test_a_late_click_means_the_action_the_button_showed():
    """A button pressed again after its action was taken (a double click) asks for that same action again: the
    engine refuses it (with a rule) or applies it, and no other action that took its place in the row runs."""
    panel = _panel()
    first = panel._buttons.children[0]
    label, action = first.description, panel.state.legal_actions()[0]
    assert panel.state.describe(action).text(panel.lang) == label
    first.click()
    history = list(panel.state.history)
    assert history[-1] == action
    first.click()   # the same widget again: still ``action``
    assert list(panel.state.history[:len(history)]) == history
    new = list(panel.state.history[len(history):])
    assert new in ([], [action]), new
    if not new:   # refused: the answer names a rule
        assert panel.message_text


def test_kept_buttons_are_bounded_and_never_one_on_screen_closed():
    """At most BUTTONS_KEPT buttons are kept; the ones on screen are always among them and open."""
    panel = _panel(seed=3)
    made = set()
    for _ in range(120):
        if panel.state.is_over:
            break
        panel.act(panel.state.legal_actions()[-1])
        kept = list(panel._button_for.values())
        made.update(kept)
        assert len(kept) <= max(BUTTONS_KEPT, len(panel._buttons.children))
        assert all(b in kept and b.comm is not None for b in panel._buttons.children), "a button on screen was closed"
    dropped = made - set(panel._button_for.values())
    assert dropped, "the game never offered more than BUTTONS_KEPT different actions: the bound was not tried"
    assert all(b.comm is None for b in dropped), "a button let go of was not closed"
