"""A goal to reach in a section's position, checked by the engine's own state.

>>> import rulebook
>>> st = rulebook.GAMES["first_class"].new_game(players=2, seed=1)
>>> t = Target("Finish the draft", lambda s: s.phase != "draft")
>>> t.check(st)
False
"""
from __future__ import annotations

import html

import ipywidgets as W

from rulebook.i18n import N_, translate


class Target(W.HTML):
    """Shows a goal and whether the state reaches it; ``watch(panel)`` re-checks after every move.

    ``goal`` is a message id (a lesson's ``GOAL``, marked with ``N_``) shown
    through the catalogue of ``language``; a text with no catalogue entry is
    shown as it is.
    """

    def __init__(self, goal: str, check, *, language: str = "en"):
        super().__init__()
        self.goal = goal
        self._check = check
        self.lang = language
        self.reached = False
        self._show()

    def check(self, state) -> bool:
        self.reached = bool(self._check(state))
        self._show()
        return self.reached

    def _show(self):
        mark, colour = ("✔", "#009E73") if self.reached else ("○", "#0072B2")
        label = translate(N_("Goal reached!"), self.lang) if self.reached else translate(N_("Goal"), self.lang)
        self.value = (f'<div style="border:2px solid {colour};border-radius:6px;padding:4px 8px">'
                      f'{mark} <b>{html.escape(label)}:</b> {html.escape(self.goal_text)}</div>')

    @property
    def goal_text(self) -> str:
        """The goal in the widget's language."""
        return translate(self.goal, self.lang)

    def watch(self, panel) -> "Target":
        """Re-check after every change the panel makes (reads the engine, never writes to it)."""
        panel.add_listener(lambda: self.check(panel.state))
        self.check(panel.state)
        return self
