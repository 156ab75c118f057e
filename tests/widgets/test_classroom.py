"""The classroom pieces without a browser: class codes, the setup form, the hot-seat pass screen, Graphviz views.

The same pieces are clicked in a real page by ``tests/browser/test_voila.py``
and ``tests/browser/test_lite.py``.
"""
from __future__ import annotations

import pytest

import rulebook
import widgets
from widgets import graphviz_view as G
from widgets.classroom import PlayApp, class_code, new_game_from_code, parse_class_code

SMALL_DOT = 'digraph G { rankdir=LR; Paris -> Wien [label="3"]; Wien -> Constantinople; }'


# --------------------------------------------------------------------------- class codes
@pytest.mark.parametrize("options", [{}, {"modules": ("A", "C")}, {"advanced": True, "layout": "dealt"}])
def test_class_code_round_trip(options):
    code = class_code("first_class", 3, 7, options)
    assert parse_class_code(code) == ("first_class", 3, 7, options)


@pytest.mark.parametrize("bad", ["", "first_class", "first_class:x:7", "first_class:3:7:modules"])
def test_bad_class_codes_are_refused(bad):
    with pytest.raises(ValueError):
        parse_class_code(bad)


def test_a_class_code_gives_everybody_the_same_deal():
    a = new_game_from_code("first_class:3:7:modules=A+C")
    b = new_game_from_code("first_class:3:7:modules=A+C")
    assert a.to_json() == b.to_json()
    assert a.to_json() != new_game_from_code("first_class:3:8:modules=A+C").to_json()


# --------------------------------------------------------------------------- hot seat
def test_pass_screen_between_two_people_hides_the_table():
    p = widgets.play("first_class", players=2, seed=7, mode="play", hot_seat=True)
    first = p.state.current_player
    assert p.pass_screen_shown and p.svg == "" and p.button_labels == []
    assert f"Player {first + 1}" in p._pass_btn.description
    p.reveal()
    assert not p.pass_screen_shown and p.svg
    kept = p.state.legal_actions()[0]
    p.act(kept)
    assert p.pass_screen_shown and p.svg == ""
    assert f"Player {p.state.current_player + 1}" in p._pass_btn.description
    p.reveal()
    assert kept.card not in p.svg  # the other person's kept Game End card stays secret


def test_no_pass_screen_with_one_person_or_outside_play_mode():
    p = widgets.play("first_class", players=2, seed=7, mode="play", hot_seat=True, seats=["human", "random"])
    assert not p.pass_screen_shown
    with pytest.raises(ValueError):
        widgets.play("first_class", players=2, seed=7, hot_seat=True)


def test_play_app_starts_a_hot_seat_panel_for_every_game():
    for name, game in sorted(rulebook.GAMES.items()):
        app = PlayApp(name)
        two = max(2, game.PLAYERS.start)  # two people share the screen
        app._players.value = two
        panel = app.start()
        assert panel is not None, app._message.value
        assert panel.mode == "student" and panel.hot_seat and panel.pass_screen_shown
        assert app.code().startswith(f"{name}:{two}:")


def test_play_app_reads_a_class_code_and_refuses_a_bad_one():
    app = PlayApp("first_class")
    assert app.use_code("first_class:2:11:modules=A+C")
    assert app.setup()["players"] == 2 and app.setup()["seed"] == 11
    panel = app.start()
    assert tuple(panel.state.options["modules"]) == ("A", "C")
    assert not app.use_code("chess:2:1")
    assert "not a class code" in app._message.value


# --------------------------------------------------------------------------- Graphviz
@pytest.mark.skipif(not G.has_dot(), reason="the system Graphviz ('dot') is not installed: make sysdeps-graphviz")
def test_system_dot_draws_svg():
    svg = G.dot_svg(SMALL_DOT)
    assert svg.startswith("<svg") and "Constantinople" in svg
    view = G.show_dot(SMALL_DOT)
    assert "<svg" in view.value and "Wien" in view.value
    with pytest.raises(ValueError):
        G.dot_svg("digraph { a -> }")


def test_browser_view_without_dot(monkeypatch):
    monkeypatch.setattr(G, "has_dot", lambda: False)
    view = G.show_dot(SMALL_DOT, engine="neato")
    assert isinstance(view, G.GraphvizView)
    assert view.dot == SMALL_DOT and view.engine == "neato"
    assert view._site_path == "static/vendor/viz-js/viz.js"
    with pytest.raises(G.GraphvizMissing):
        G.show_dot(SMALL_DOT, prefer="system")
    with pytest.raises(ValueError):
        G.GraphvizView(SMALL_DOT, engine="nonsense")


def test_a_position_code_opens_in_the_turn_panel():
    """Shared by a code (issue #17): the play app opens a position code (what the editor's "Copy as code"
    gives) straight in the turn panel, the same position; a code with a typo is refused with a sentence and
    the form stays."""
    import widgets
    from rulebook.codes import position_code
    from widgets.classroom import PlayApp
    ed = widgets.edit("horror", players=2, seed=3)
    ed.click_key("car:2")
    assert ed.choose_label("Put a red monster here")
    code = position_code(ed.state)
    app = PlayApp("first_class")
    assert app.use_code(code)
    assert app.panel is not None

    def position(st):  # the table itself (a code carries no history, so the log starts anew)
        d = st._dump()
        d.pop("log")
        return d
    assert position(app.panel.state) == position(ed.state)
    other = PlayApp("first_class")
    assert not other.use_code(code[:-2] + ("00" if code[-2:] != "00" else "11"))
    assert other.panel is None and "typo" in other._message.value


def test_a_code_in_the_page_address_is_used():
    """A link ending in ``#<class code>`` starts that deal as soon as the app is shown (the page fragment)."""
    from widgets.classroom import PlayApp, class_code
    app = PlayApp("first_class")
    app._fragment.fragment = class_code("horror", 2, 9)
    assert app.panel is not None and type(app.panel.state).game.NAME == "horror"
