"""The position editor: build a position by clicking on the game's own picture (``widgets.edit``).

The position is kept as the fields of the game's scenario (``rulebook/<game>/scenario.py``) and rebuilt
after every edit, so every edit passes the checks a save passes when it is loaded: an impossible edit (a
monster the box does not have, ten figures in a car, a mail car twice) is refused with the scenario's own
sentence and the position stays as it was. Then:

* **Play from here** opens the turn panel on the position (the editor comes back with *Back to the editor*);
* **Copy as Python** gives the lines that rebuild it (``scenario(...)``);
* **Copy as code** gives a short position code (:mod:`rulebook.codes`) for the board or a link.

The model/GUI split of the turn panel: the editor holds fields and a state, the picture and buttons are
drawn from them, and nothing observed writes back into it.

>>> import widgets
>>> ed = widgets.edit("first_class", players=2, seed=1)
>>> ed.click_key("coin:0:1")
['One more coin in this column', 'One coin fewer in this column']
>>> ed.choose(0)
True
>>> ed.state.players[0].coins
[1, 1, 0]
>>> ed.choose_label("One coin fewer in this column") and ed.choose_label("One coin fewer in this column")
False
>>> ed.message_text().startswith("Not possible:")
True
"""
from __future__ import annotations

import copy
import html

import ipywidgets as W

import rulebook
from rulebook.core import RulebookError
from rulebook.i18n import N_, Msg

from .edit_choices import choices, editable


def _t(msgid, lang, **params) -> str:
    return Msg(msgid, params).text(lang)


def scenario_module(game: str) -> str:
    """The import path of the game's scenario module (``Game.SCENARIO``); an unknown game, or one with no
    scenario to build positions from, is a ConfigError."""
    path = rulebook.GAMES[game].SCENARIO
    if not path:
        raise rulebook.ConfigError(Msg(N_("The game {name!r} has no scenario module: the position editor cannot "
                                          "build its positions."), {"name": game}))
    return path


def _module(game: str):
    import importlib
    return importlib.import_module(scenario_module(game))


def build(game: str, fields: dict):
    """The position the fields describe (checked like a save); the scenario's error when impossible."""
    return _module(game).scenario_from_json(copy.deepcopy(fields))


class PositionEditor(W.VBox):
    """``PositionEditor("horror", fields={"players": 2, "seed": 3}, language="en")``."""

    def __init__(self, game: str, *, fields: dict | None = None, language: str = "en"):
        super().__init__()
        scenario_module(game)        # an unknown game, or one without a scenario, is refused here
        self.game_name, self.lang = game, language
        self.fields = dict(fields or {"players": 2, "seed": 0})
        self.state = build(game, self.fields)
        self._edits: list = []           # earlier fields, for "Undo edit"
        self._key = None
        self._choices: list = []
        self._message_plain, self._kind = "", "info"
        from .clicksvg import ClickableSVG
        from .views import view_for
        self._view = view_for(game)
        self._picture = ClickableSVG().explain_with(self.state.game, language)
        self._picture.on_click(self.click_key)
        self._title = W.HTML()
        self._buttons = W.Box(layout=W.Layout(display="flex", flex_flow="row wrap"))
        self._message = W.HTML()
        self._play_btn = W.Button(description=_t(N_("Play from here"), language), button_style="primary")
        self._py_btn = W.Button(description=_t(N_("Copy as Python"), language))
        self._code_btn = W.Button(description=_t(N_("Copy as code"), language))
        self._undo_btn = W.Button(description=_t(N_("Undo edit"), language))
        self._out = W.Textarea(layout=W.Layout(width="100%", height="5em", display="none"))
        self._out.add_class("rb-edit-out")
        self._play_btn.on_click(lambda _b: self.play_from_here())
        self._py_btn.on_click(lambda _b: self._show(self.python_code()))
        self._code_btn.on_click(lambda _b: self._show(self.code()))
        self._undo_btn.on_click(lambda _b: self.undo_edit())
        self._tools = W.HBox([self._play_btn, self._py_btn, self._code_btn, self._undo_btn],
                             layout=W.Layout(flex_flow="row wrap"))
        self._back = W.Button(description=_t(N_("Back to the editor"), language))
        self._back.on_click(lambda _b: self._editing())
        self.panel = None
        self.add_class("rb-editor")
        self._editing()

    # ------------------------------------------------------------------ editing
    def click_key(self, key: str) -> list:
        """A click on the picture: list what can be changed there (returns the labels)."""
        self._key = key
        self._choices = choices(self.game_name, self.fields, self.state, key)
        if not self._choices:
            self._say(self._nothing_there())
        else:
            self._say("")
        self._render()
        return [m.text(self.lang) for m, _ in self._choices]

    def _nothing_there(self) -> str:
        """What the editor says after a click that changes nothing: which parts to click, in the slice's words."""
        if not editable(self.game_name):
            return _t(N_("This game's pictures offer no edits: the position editor can only play from the "
                         "position."), self.lang)
        parts = self._view.edit_parts if self._view is not None else None
        if parts is None:
            return _t(N_("The editor changes nothing there."), self.lang)
        return _t(N_("The editor changes nothing there; click {parts}."), self.lang, parts=parts.text(self.lang))

    def choose(self, i: int) -> bool:
        """Make edit ``i`` of the last click; an impossible position is refused with its sentence."""
        label, edit = self._choices[i]
        new = copy.deepcopy(self.fields)
        edit(new, self.state)
        try:
            st = build(self.game_name, new)
        except RulebookError as e:
            self._say(_t(N_("Not possible: {reason}"), self.lang, reason=e.text(self.lang)), "error")
            self._render()
            return False
        self._edits.append(self.fields)
        self.fields, self.state = new, st
        self._choices = choices(self.game_name, self.fields, self.state, self._key) if self._key else []
        self._say(_t(N_("Done: {edit}"), self.lang, edit=label))
        self._render()
        return True

    def choose_label(self, text: str) -> bool:
        for i, (m, _) in enumerate(self._choices):
            if m.text(self.lang) == text:
                return self.choose(i)
        raise KeyError(text)

    def undo_edit(self) -> bool:
        if not self._edits:
            return False
        self.fields = self._edits.pop()
        self.state = build(self.game_name, self.fields)
        self._choices, self._key = [], None
        self._say("")
        self._render()
        return True

    # ------------------------------------------------------------------ output
    def python_code(self) -> str:
        """Three lines of Python that rebuild this position."""
        args = ", ".join(f"{k}={v!r}" for k, v in self.fields.items())
        return (f"from {scenario_module(self.game_name)} import scenario\n"
                f"state = scenario({args})\n"
                f"import widgets; widgets.play(state)\n")

    def code(self) -> str:
        """A short position code for this position (:func:`rulebook.codes.scenario_code`)."""
        from rulebook.codes import scenario_code
        return scenario_code(self.game_name, self.fields)

    def play_from_here(self):
        """Open the turn panel on a copy of the position (the editor's own position stays as it is)."""
        from .panel import TurnPanel
        self.panel = TurnPanel(build(self.game_name, self.fields), language=self.lang, mode="explore")
        self.children = [self._back, self.panel]
        return self.panel

    def message_text(self) -> str:
        return self._message_plain

    # ------------------------------------------------------------------ drawing
    def _say(self, text: str, kind: str = "info") -> None:
        self._message_plain, self._kind = text, kind

    def _show(self, text: str) -> None:
        self._out.value = text
        self._out.layout.display = ""

    def _editing(self) -> None:
        self.panel = None
        self.children = [self._title, self._buttons, self._message, self._tools, self._out, self._picture]
        self._render()

    def _render(self) -> None:
        L = self.lang
        self._title.value = "<b>" + html.escape(_t(N_("Position editor: click a part of the table to change it."),
                                                   L)) + "</b>"
        buttons = []
        for i, (m, _) in enumerate(self._choices):
            b = W.Button(description=m.text(L), layout=W.Layout(width="auto"), tooltip=m.text(L))
            b.on_click(lambda _b, i=i: self.choose(i))
            buttons.append(b)
        self._buttons.children = buttons
        colour = {"info": "#0072B2", "error": "#D55E00"}.get(self._kind, "#0072B2")
        self._message.value = (f'<div class="rb-note" role="status" style="border-left:4px solid {colour};'
                               f'padding:4px 8px">{html.escape(self._message_plain)}</div>'
                               if self._message_plain else "")
        self._undo_btn.disabled = not self._edits
        if self._view is not None:
            self._picture.svg = self._view.render(self.state, seat=None, lang=L, active=frozenset(),
                                                  **dict(self._view.edit_options))
            self._picture.note = self._message_plain if self._kind == "error" else ""
            self._picture.note_kind = self._kind
