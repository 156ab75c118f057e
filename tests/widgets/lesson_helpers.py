"""Helpers shared by the lesson tests (``test_lessons_*.py``): reading the turn panel, opening a lesson,
clicking, checking a refusal and an undo, and the checks every lesson gets (its shape, its doctests).

Each test module imports what it uses; a game object (``rulebook.GAMES[...]``) is passed where the
section titles or the save round trip are needed.
"""
from __future__ import annotations

import doctest
import html
import re

import widgets
from widgets.target import Target


# --------------------------------------------------------------------------- reading the panel
def text(value: str) -> str:
    """The words of an HTML fragment, tags turned into spaces."""
    return html.unescape(re.sub(r"<[^>]+>", " ", value))


def prompt(panel) -> str:
    return text(panel._prompt.value).strip()


def log_text(panel) -> str:
    return text(panel._log.value)


def keys(panel) -> list:
    """Every clickable key on the picture."""
    return re.findall(r'data-key="([^"]+)"', panel.svg)


def active_keys(panel) -> list:
    """The highlighted keys (the class may carry more names after ``rb-active``)."""
    return re.findall(r'class="rb-click rb-active[^"]*" data-key="([^"]+)"', panel.svg)


def active_keys_exact(panel) -> list:
    """The highlighted keys whose class is exactly ``rb-click rb-active``."""
    return re.findall(r'class="rb-click rb-active" data-key="([^"]+)"', panel.svg)


def buttons(panel) -> list:
    return [b.description for b in panel._buttons.children]


# --------------------------------------------------------------------------- playing
def open_panel(lesson, state=None, check=None):
    """The lesson's position (or ``state``) in a turn panel, with a Target watching it; the goal is not reached
    yet. ``check(panel)`` runs on the fresh panel if given."""
    panel = widgets.play(state if state is not None else lesson.position())
    target = Target(lesson.GOAL, lesson.goal_reached).watch(panel)
    assert not target.reached and not lesson.goal_reached(panel.state)
    if check is not None:
        check(panel)
    return panel, target


def click(panel, *ks, before=None, after=None):
    """Click each key in turn; each click must be taken. ``before(panel, key)`` / ``after(panel)`` add checks."""
    for k in ks:
        if before is not None:
            before(panel, k)
        assert panel.click_key(k), (k, panel.message_text)
        if after is not None:
            after(panel)


def undo_restores(panel, *ks, clicker=click):
    """Clicking ``ks`` changes the position and undoing all the way gives back the exact position."""
    before = panel.state.to_json()
    clicker(panel, *ks)
    assert panel.state.to_json() != before
    while panel.state.to_json() != before:
        assert panel.undo()
    assert panel.state.to_json() == before


def click_undo_restores(panel, do):
    """``do()`` changes the position; one undo gives it back exactly."""
    before = panel.state.to_json()
    assert do()
    assert panel.state.to_json() != before
    assert panel.undo()
    assert panel.state.to_json() == before


# --------------------------------------------------------------------------- refusals
def assert_refused_action(game, panel, action, section_id, reason_part=None):
    """The panel's message names the section's title and the engine's own reason for refusing ``action``."""
    violation = panel.state.explain(action)
    assert violation is not None and violation.rule == section_id
    msg = panel.message_text
    assert game.section(section_id).title in msg, msg
    assert violation.reason in msg, msg
    if reason_part:
        assert reason_part in msg, msg


def assert_refused_key(game, panel, key, section_id, actions_for_key, *, drawn=False, reason_part=None,
                       phrase=None):
    """A click on ``key`` is refused: nothing changes, and the note names the section and the engine's reason.

    ``drawn``: the key must be on the picture; ``reason_part``: a phrase of the note; ``phrase``: a phrase of
    the engine's reason."""
    before = panel.state.to_json()
    if drawn:
        assert key in keys(panel), key
    assert not panel.click_key(key)
    assert panel.state.to_json() == before
    cands = actions_for_key(panel.state, key)
    violation = panel.state.explain(cands[0])
    assert violation is not None and violation.rule == section_id, violation
    msg = panel.message_text
    assert "Not allowed" in msg and game.section(section_id).title in msg, msg
    assert violation.reason in msg, msg
    if reason_part:
        assert reason_part in msg, msg
    if phrase:
        assert phrase in violation.reason, violation.reason


# --------------------------------------------------------------------------- every lesson
def check_lesson_shape(game, lesson, *, position_round_trip=False):
    """A lesson names a section of ``game`` (its module is named after it), states its goal as a sentence,
    starts from a valid position where the goal is not reached, and has an edge case that is a valid
    position, saves and loads unchanged, and opens in a panel. Returns the lesson's position."""
    assert lesson.SECTION in [s.id for s in game.SECTIONS]
    assert lesson.__name__.rsplit(".", 1)[1] == lesson.SECTION
    assert isinstance(lesson.GOAL, str) and lesson.GOAL.endswith(".")
    s = lesson.position()
    assert s.check_invariants() == []
    if position_round_trip:
        assert game.from_json(s.to_json()).to_json() == s.to_json()
    assert not lesson.goal_reached(s)
    e = lesson.edge_case()
    assert e.check_invariants() == []
    assert game.from_json(e.to_json()).to_json() == e.to_json()
    panel = widgets.play(e)
    assert panel.button_labels and "<svg" in panel.svg
    return s, panel


def run_doctests(module, flags=doctest.ELLIPSIS):
    """The module's doctests run, and there is at least one."""
    result = doctest.testmod(module, optionflags=flags)
    assert result.attempted > 0 and result.failed == 0


# --------------------------------------------------------------------------- Horror event-step lessons
def check_event_lesson_shape(game, lesson):
    """An event-step lesson: a valid start without the goal, a save round trip, and an edge case whose event
    step plays from the "end" mark."""
    assert lesson.SECTION in [s.id for s in game.SECTIONS]
    assert isinstance(lesson.GOAL, str) and lesson.GOAL.endswith(".")
    s = lesson.position()
    assert s.check_invariants() == [] and not lesson.goal_reached(s)
    assert game.from_json(s.to_json()).to_json() == s.to_json()
    e = lesson.edge_case()
    assert e.check_invariants() == []
    panel = widgets.play(e)
    assert panel.click_key("end"), panel.message_text   # the edge case plays its event step too
    assert panel.state.check_invariants() == []


def check_end_refused_before_main(game, lesson):
    """Before the main action the "end" mark is not offered; asking why names the turn section and the reason."""
    from rulebook.horror.actions import EndActions
    panel = widgets.play(lesson.position(main=False))
    before = panel.state.to_json()
    assert "end" not in active_keys_exact(panel)      # the mark is not offered before the main action
    panel.why_not(EndActions())                       # the panel's "Why not?" for ending the actions
    assert panel.state.to_json() == before
    v = panel.state.explain(EndActions())
    assert v is not None and v.rule == "turn"
    msg = html.unescape(panel.message_text)
    assert "Not allowed" in msg and game.section("turn").title in msg, msg
    assert v.reason in msg and "main action" in msg, msg


def check_end_then_undo(lesson):
    """Clicking "end" changes the position; undoing every step gives it back exactly."""
    panel = widgets.play(lesson.position())
    before = panel.state.to_json()
    assert panel.click_key("end")
    assert panel.state.to_json() != before
    while panel.state.history:
        assert panel.undo()
    assert panel.state.to_json() == before
