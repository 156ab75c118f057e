"""The coach in the turn panel: a "Hint" button and a review of the game's costliest moves.

``Coach(panel)`` makes the widgets; the panel puts ``hint_btn`` in its status bar's head row and
``review_box`` in a folded "Review" section. A hint shows in the status bar's message area (the strong
bot's move and why, in the panel's language, see :func:`rulebook.analysis.coach.hint`). The review lists
the 3 moves that cost the most by the bot's estimate, each with a button that opens that position in a
new turn panel (replayed from the game's history, made by the panel's ``panel_on``) below the list.
"""
from __future__ import annotations

import html

import ipywidgets as W

from rulebook.i18n import N_, Msg, translate


def _t(msgid, lang, **params):
    return Msg(msgid, params).text(lang) if params else translate(msgid, lang)


class Coach:
    """Hint and review for one :class:`~widgets.panel.TurnPanel`."""

    def __init__(self, panel):
        self.panel = panel
        L = panel.lang
        self.hint_btn = W.Button(description=_t(N_("Hint"), L), icon="lightbulb-o", layout=W.Layout(width="auto"))
        self.hint_btn.on_click(lambda _b: self.show_hint())
        self.review_btn = W.Button(description=_t(N_("Review the game"), L), icon="search",
                                   layout=W.Layout(width="auto"))
        self.review_btn.on_click(lambda _b: self.show_review())
        self.rows = W.VBox()
        self.opened = W.VBox()
        self.review_box = W.VBox([self.review_btn, self.rows, self.opened])
        self.last_hint = None
        self.mistakes: list = []
        self.panels: list = []

    def show_hint(self):
        """Put the strong bot's move and its reason in the panel's message area; returns the hint (or None)."""
        p = self.panel
        st = p.state
        if st.is_over:
            p._say(_t(N_("The game is over; there is nothing to hint."), p.lang))
            p._render()
            return None
        from rulebook.analysis.coach import hint
        self.last_hint = h = hint(st, st.current_player, p.lang)
        p._say(_t(N_("Hint: {hint}"), p.lang, hint=h.reason))
        p._render()
        return h

    def show_review(self) -> list:
        """List the 3 costliest moves of the game so far, each with a "go to that position" button."""
        from rulebook.analysis.coach import review
        p = self.panel
        self.mistakes = review(p.state)
        rows = []
        for k, m in enumerate(self.mistakes):
            text = W.HTML("<div>" + html.escape(m.describe().text(p.lang)) + "</div>")
            go = W.Button(description=_t(N_("Go to that position"), p.lang), icon="arrow-right",
                          layout=W.Layout(width="auto"))
            go.on_click(lambda _b, k=k: self.open(k))
            rows.append(W.HBox([text, go], layout=W.Layout(align_items="center", flex_flow="row wrap")))
        if not rows:
            rows.append(W.HTML("<div>" + html.escape(_t(N_("No move cost anything by the bot's estimate."),
                                                          p.lang)) + "</div>"))
        self.rows.children = rows
        return self.mistakes

    def open(self, k: int):
        """Open the position before the ``k``-th reviewed move in a new turn panel; returns that panel."""
        from rulebook.analysis.coach import position
        p = self.panel
        m = self.mistakes[k]
        new = p.panel_on(position(p.state, m.index), mode="explore" if p.mode == "play" else p.mode)
        self.panels.append(new)
        self.opened.children = [W.HTML("<b>" + html.escape(_t(N_("Before move {i}"), p.lang, i=m.index + 1))
                                       + "</b>"), new]
        return new
