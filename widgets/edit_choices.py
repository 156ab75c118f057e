"""What the position editor offers after a click on a part of a game's picture.

The editor keeps a position as the fields of the game's scenario (``rulebook/<game>/scenario.py``) and
rebuilds it after every edit, so every edit passes the same checks as loading a save. The game's widgets
slice maps a click to the edits that make sense there (its view's ``edit_choices``, in
``widgets/<game>/edit.py``); :func:`choices` asks it: ``[(label, edit), ...]`` where ``label`` is a
:class:`~rulebook.i18n.Msg` and ``edit(fields, state)`` changes a copy of the fields in place. No rules here:
an edit that would make an impossible position is offered all the same, and the scenario's check refuses it
with its sentence.

>>> import rulebook
>>> from rulebook.first_class.scenario import scenario_from_json
>>> f = {"players": 2, "seed": 1}
>>> s = scenario_from_json(f)
>>> labels = [m.text() for m, _ in choices("first_class", f, s, "coin:0:0")]
>>> labels
['One more coin in this column', 'One coin fewer in this column']
"""
from __future__ import annotations

from .views import view_for


def choices(game: str, fields: dict, state, key: str) -> list:
    """``[(label Msg, edit), ...]`` for a click on ``key``; [] when the editor changes nothing there, or when
    the game's slice offers no edits (:func:`editable` says which)."""
    view = view_for(game)
    fn = view.edit_choices if view is not None else None
    return fn(fields, state, key) if fn is not None else []


def editable(game: str) -> bool:
    """Whether the game's widgets slice says what a click in the position editor may change."""
    view = view_for(game)
    return view is not None and view.edit_choices is not None
