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
    actions_for_key: Callable  # (state, key) -> candidate actions, or a Msg when the click only changed the picture
    buttons: Callable | None = None  # (state, legal) -> the legal actions to list as buttons (default: all)
    #: (state, key) -> like actions_for_key, but changing nothing (no selection); default: actions_for_key
    probe: Callable | None = None
    #: (state, seat) -> [(part, title Msg)]: the pictures shown as tabs, the shared table first; ``render`` then
    #: takes ``part=``. None: one picture.
    parts: Callable | None = None
    #: how the first tab's picture is scaled at first ("screen": the window's height too; "width")
    fit: str = "width"
    #: options ``render`` takes in the position editor (e.g. Horror's ``editing=True``: more parts to click)
    edit_options: tuple = ()

    def peek(self, state, key):
        """What a click on ``key`` would try, leaving any selection of the picture as it was."""
        return (self.probe or self.actions_for_key)(state, key)


def view_for(game_name: str) -> GameView | None:
    if game_name == "first_class":
        from . import first_class_keys as keys
        from .first_class_svg import parts, render_table
        return GameView(render_table, keys.key_of, keys.actions_for_key, parts=parts, fit="screen")
    if game_name == "fracht_express":
        from . import fracht_express_keys as fx
        return GameView(fx.render, fx.key_of, fx.actions_for_key, fx.buttons, fx.probe, parts=fx.parts)
    if game_name == "horror":
        from . import horror_keys as ho
        return GameView(ho.render, ho.key_of, ho.actions_for_key, parts=ho.parts, fit="screen",
                        edit_options=(("editing", True),))
    return None
