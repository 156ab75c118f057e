"""The panel's Load keeps the old game on any failure (issue #12).

Requirement checked: ``TurnPanel.load`` refuses a bad save with a plain
sentence and leaves the game on screen unchanged, whether the loader raises a
``LoadError``, another project error, or an unexpected exception; a save with
a log template like ``{nope}`` is refused and the panel keeps rendering.
"""
from __future__ import annotations

import json

import pytest

pytest.importorskip("ipywidgets")

import rulebook  # noqa: E402
from rulebook.core import ConfigError  # noqa: E402
from widgets.panel import TurnPanel  # noqa: E402

GAMES = sorted(rulebook.GAMES)


def _panel(name):
    s = rulebook.GAMES[name].new_game(players=2, seed=4)
    s.apply(s.legal_actions()[0])
    return TurnPanel(s)


@pytest.mark.parametrize("name", GAMES)
def test_bad_save_keeps_the_game(name):
    """Req: a malformed save and a save with an unknown log template are refused; the game is kept."""
    p = _panel(name)
    before, obj = p.state.to_json(), p.state
    d = json.loads(before)
    d["base"]["log"][0]["msg"] = {"id": "{nope}", "params": {}}
    for text in ("{not json", "[" * 100000 + "]" * 100000, json.dumps(d)):
        assert p.load(text) is False
        assert p.state is obj and p.state.to_json() == before
        assert "Field" in p._message_html
    assert p.load(before) is True


@pytest.mark.parametrize("error", [ConfigError("A project error that is not a LoadError."),
                                   RuntimeError("a bug"), KeyError("x")])
def test_any_failure_keeps_the_game(monkeypatch, error):
    """Req: whatever the loader raises, Load shows one sentence and keeps the old game."""
    p = _panel("first_class")
    before, obj = p.state.to_json(), p.state

    def boom(self, text):
        raise error

    monkeypatch.setattr(type(p.game), "from_json", boom)
    assert p.load(before) is False
    assert p.state is obj and p.state.to_json() == before
    assert p._message_html


def test_failure_while_showing_the_loaded_game_restores_the_old_one(monkeypatch):
    """Req: if showing the loaded game fails, the panel goes back to the old game."""
    p = _panel("first_class")
    before, obj = p.state.to_json(), p.state
    calls = []

    def render_fails_once(self=p):
        calls.append(1)
        if len(calls) == 1:
            raise RuntimeError("render")

    monkeypatch.setattr(p, "_render", render_fails_once)
    assert p.load(before) is False
    assert p.state is obj and p.state.to_json() == before
