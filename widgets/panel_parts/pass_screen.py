"""The hot seat's pass screen: shown instead of the table when the screen goes to another person, until that
person says they are there."""
from __future__ import annotations

import html

import ipywidgets as W

from rulebook.i18n import N_, Seat

from .text import _t


class PassScreen:
    """``box`` is the screen; its button calls ``reveal()``."""

    def __init__(self, reveal):
        self.text = W.HTML()
        self.button = W.Button(button_style="primary", icon="eye",
                               layout=W.Layout(width="auto", align_self="flex-start"))
        self.button.on_click(lambda _b: reveal())
        self.box = W.VBox([self.text, self.button], layout=W.Layout(padding="24px"))
        self.box.add_class("rb-pass-screen")

    def show(self, seat, first_decision: bool, lang: str) -> None:
        """Ask the screen to be passed to ``seat`` (at the very first decision: say why that person starts)."""
        L = lang
        text = "<h3>" + html.escape(_t(N_("Pass the screen to {seat}; everyone else looks away."), L,
                                       seat=Seat(seat))) + "</h3>"
        if first_decision:
            text += "<p>" + html.escape(_t(N_("{seat} starts: the set-up of this deal (its seed or class code) "
                                              "put {seat} first, as shuffling and dealing would at a real "
                                              "table."), L, seat=Seat(seat))) + "</p>"
        self.text.value = text
        self.button.description = _t(N_("I am {seat} — show my view"), L, seat=Seat(seat))
