"""The play surface of the turn panel (issue #14), checked without a browser.

* The "Why not?" list offers only near misses a person could try now: parts of the
  picture the seat on screen can see, one move each, at most 40, every one refused
  by the engine with a rule -- in every position of random games of every game.
* Student mode (the classroom app) shows no developer control: no seed, new game,
  save, load or bot buttons; Undo is visibly off where play rules refuse it.
* Many choices stay buttons in one box (issue 39); a refusal goes to the status bar
  and to the bubble beside the part clicked.
"""
from __future__ import annotations

import html
import os
import random
import re

import ipywidgets as W
import pytest

import rulebook
from widgets.panel import MAX_WHY_NOT, TurnPanel

QUICK = os.environ.get("RULEBOOK_QUICK", "1") != "0"
GAMES_PER_GAME = 2 if QUICK else 20
MAX_DECISIONS = 60 if QUICK else 2000


def _keys(svg: str) -> set:
    return {html.unescape(k) for k in re.findall(r'data-key="([^"]*)"', svg)}


def _walk(widget):
    yield widget
    for child in getattr(widget, "children", ()):
        yield from _walk(child)


@pytest.mark.parametrize("name", sorted(rulebook.GAMES))
def test_why_not_list_is_short_and_names_visible_parts(name):
    """Every entry is a part drawn in the seat's picture whose move the engine refuses, and there are <= 40."""
    game = rulebook.GAMES[name]
    checked = 0
    for g in range(GAMES_PER_GAME):
        st = game.new_game(players=2, seed=100 + g)
        panel = TurnPanel(st, mode="play", language="en")
        panel._more.selected_index = 0  # the list is filled while its section is open
        rng = random.Random(g)
        for _ in range(MAX_DECISIONS):
            if st.is_over:
                break
            near = panel.why_not_choices()
            assert len(near) <= MAX_WHY_NOT
            keys = _keys(panel.svg)
            legal = set(st.legal_actions())
            for n in near:
                assert n.action not in legal, n
                assert n.violation is not None and n.violation.rule in {s.id for s in game.SECTIONS}
                if panel._view is not None:
                    assert n.key in keys, f"{n.key} is not on the picture of the seat on screen"
                    assert n.action in panel._view.peek(st, n.key)
            assert len(panel._why_pick.options) == len(near)
            checked += 1
            panel.act(rng.choice(st.legal_actions()))
    assert checked > 10


def test_student_mode_shows_no_developer_control():
    """The classroom app's panel: no seed box, no file upload, no new game, save or bot buttons."""
    from widgets.classroom import PlayApp

    app = PlayApp("first_class", players=2, seed=7)
    panel = app.start()
    assert panel.mode == "student"
    widgets_ = list(_walk(panel)) + list(_walk(panel._more))
    assert not any(isinstance(w, (W.IntText, W.FileUpload)) for w in widgets_)
    labels = {w.description for w in widgets_ if isinstance(w, W.Button)}
    for dev in ("New game", "Save", "Bot: one move", "Bots: end of turn", "Bots: end of round", "Bots: whole game"):
        assert dev not in labels
    teacher = TurnPanel(rulebook.GAMES["first_class"].new_game(players=2, seed=7), mode="teacher")
    assert "New game" in {w.description for w in _walk(teacher._more) if isinstance(w, W.Button)}


def test_undo_is_visibly_off_after_a_reveal_in_play_rules():
    """Play rules refuse to undo a move that showed hidden information: the button says so by being disabled."""
    st = rulebook.GAMES["first_class"].new_game(players=2, seed=7)
    panel = TurnPanel(st, mode="student")
    rng = random.Random(1)
    for _ in range(200):
        panel.act(rng.choice(st.legal_actions()))
        if panel._reveals and panel._reveals[-1]:
            break
    assert panel._reveals[-1], "no move revealed anything in 200 decisions"
    assert panel._undo_btn.disabled
    assert not panel.undo()
    explore = TurnPanel(st.copy(), mode="explore")
    assert not explore._undo_btn.disabled


def test_many_choices_stay_buttons_in_one_box():
    """Issue 39: the choices have one form whatever their number -- every one a button in the one choices' box
    (which scrolls past three rows), never a drop-down; pressing one plays its move.

    FrachtExpress: choosing a hand card offers every space and turn it could be laid on (dozens).
    """
    st = rulebook.GAMES["fracht_express"].new_game(players=2, seed=3)
    panel = TurnPanel(st, mode="explore")
    for card in st.players[st.cur].hand:
        panel.click_key("hand:" + card)
        if len(panel._buttons.children) > 16:
            break
    buttons = panel._buttons.children
    assert len(buttons) > 16, "no hand card offers many moves"
    assert all(isinstance(b, W.Button) for b in buttons)
    assert not any(isinstance(w, W.Dropdown) for w in _walk(panel._status) if w is not panel._zoom)
    assert panel.button_labels == [st.describe(a).text("en") for a in panel._view.buttons(st, st.legal_actions())]
    label = buttons[-1].description
    action = next(a for a in st.legal_actions() if st.describe(a).text("en") == label)
    assert panel.click_button(label)
    assert st.history[-1] == action


def test_a_refusal_shows_in_the_status_bar_and_beside_the_click():
    """Clicking a part that cannot be used now puts the rule's reason at the top and in the picture's bubble."""
    st = rulebook.GAMES["first_class"].new_game(players=2, seed=7)
    panel = TurnPanel(st, mode="explore")
    panel._more.selected_index = 0
    near = panel.why_not_choices()
    assert near
    assert not panel.click_key(near[0].key)
    assert "Not allowed" in panel.message_text
    assert panel._picture.note and panel._picture.note_kind == "error"
    assert near[0].violation.msg.text("en") in panel._picture.note
    panel.act(st.legal_actions()[0])
    assert panel._picture.note == ""


@pytest.mark.parametrize("game", ["first_class", "fracht_express", "horror"])
def test_a_refusal_beside_the_click_links_its_rules_lesson(game):
    """Issue #14: a refusal shows "with the rule's title and a link to that section's notebook". The bubble beside
    the click names the refusing rule's section, and the picture knows that section's lesson link; the next
    answer that is not a refusal clears it."""
    st = rulebook.GAMES[game].new_game(players=2, seed=7)
    panel = TurnPanel(st, mode="explore")
    near = panel.why_not_choices()
    assert near, "no near miss to click"
    miss = near[0]
    assert not panel.click_key(miss.key)
    pic = next(p for p in panel._pictures.values() if p.note)
    assert pic.note_section == miss.violation.rule
    assert pic.lesson_links.get(miss.violation.rule, "").endswith(".ipynb")
    panel.act(st.legal_actions()[0])
    assert all(p.note_section == "" for p in panel._pictures.values())
