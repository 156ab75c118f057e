"""Per-game pictures for the turn panel: a renderer plus the click mapping.

A game without a view still plays in the panel, with buttons only.
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
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
    #: options ``render`` takes in the position editor (e.g. ``editing=True``: more parts to click)
    edit_options: tuple = ()
    #: (state, *, seat, lang) -> SVG text: the picture without the mover's private selection (what every page but
    #: the mover's shows); default: ``render`` with nothing active
    plain: Callable | None = None
    #: (fields, state, key) -> [(label Msg, edit)]: what the position editor offers after a click on ``key``
    #: (:mod:`widgets.edit_choices`); None: the game has no position editor
    edit_choices: Callable | None = None
    #: the parts of the picture the editor changes, as the words ending "click ..." (a Msg)
    edit_parts: object = None
    #: section id -> the notebook (name without ``.ipynb``, under ``notebooks/<game>/``) that teaches it
    #: (:mod:`widgets.lesson_links`); empty: no lessons to link
    lessons: Mapping = field(default_factory=dict)

    def render_plain(self, state, *, seat=None, lang="en") -> str:
        """The picture as every page but the mover's shows it."""
        if self.plain is not None:
            return self.plain(state, seat=seat, lang=lang)
        return self.render(state, seat=seat, lang=lang, active=frozenset())

    def peek(self, state, key):
        """What a click on ``key`` would try, leaving any selection of the picture as it was."""
        return (self.probe or self.actions_for_key)(state, key)


def view_for(game_name: str) -> GameView | None:
    """The game's views (its ``Game.VIEWS`` module's ``VIEW``), or None for a game that declares none.

    A game that names a views module which cannot be imported, or holds no ``VIEW``, is an error, never
    another game's picture."""
    import importlib

    import rulebook
    from rulebook.core import ConfigError
    from rulebook.i18n import N_, Msg
    path = rulebook.GAMES[game_name].VIEWS
    if path is None:
        return None
    view = getattr(importlib.import_module(path), "VIEW", None)
    if not isinstance(view, GameView):
        raise ConfigError(Msg(N_("The game {name!r} names {path!r} for its pictures, which holds no VIEW."),
                              {"name": game_name, "path": path}))
    return view
