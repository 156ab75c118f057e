"""Per-game pictures for the turn panel: a renderer plus the click mapping.

A game without a view still plays in the panel, with buttons only.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable


@dataclass(frozen=True)
class GameView:
    render: Callable      # (state, *, seat, lang, active) -> SVG text
    key_of: Callable      # (state, action) -> picture key or None
    actions_for_key: Callable  # (state, key) -> candidate actions


def view_for(game_name: str) -> GameView | None:
    if game_name == "first_class":
        from . import first_class_keys as keys
        from .first_class_svg import render_table
        return GameView(render_table, keys.key_of, keys.actions_for_key)
    return None
