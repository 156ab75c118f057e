"""The status bar on top of the panel: whose turn and the prompt, the choices, undo/redo, the hint, the picture's
zoom, the last refusal and what just happened.

The bar keeps its size from one decision to the next (issue 39), so the table under it does not move: the
choices are always buttons, in a box of two rows and a half that scrolls when there are more (never a drop-down
for some decisions and buttons for others); what the others did since the person's last decision is one line
(the whole of it in its hover title and in the log), whose place an answer to a click takes; panel.css keeps the
bar at the top of the window while the table scrolls. At the end of the game the bar shows each player's score by source (the game's
``score_breakdown`` hook) and the play controls that no longer apply are off.
"""
from __future__ import annotations

import html
from pathlib import Path

import ipywidgets as W

from rulebook.i18n import N_, NN_, Seat, translate

from .foreseen import foreseen_title
from .text import _t

BUTTONS_KEPT = 64   # choice buttons kept for reuse (one per action; the least recently shown is closed first)
#: the panel's style sheet (``panel.css`` beside the panel), put in the page with the panel
PANEL_CSS = Path(__file__).parent.parent.joinpath("panel.css").read_text(encoding="utf-8")


class StatusBar:
    """The widgets of the status bar; ``box`` is the bar. ``act(action)`` is called when a choice is pressed."""

    def __init__(self, lang: str, act, undo, redo, hint_btn, zoom=None):
        L = self.lang = lang
        self.act = act
        self.hint_btn = hint_btn
        self.prompt = W.HTML(layout=W.Layout(flex="1 1 auto"))
        self.prompt.add_class("rb-prompt")
        self.undo_btn = W.Button(description=_t(N_("Undo"), L), icon="undo", layout=W.Layout(width="auto"))
        self.redo_btn = W.Button(description=_t(N_("Redo"), L), icon="repeat", layout=W.Layout(width="auto"))
        self.undo_btn.on_click(lambda _b: undo())
        self.redo_btn.on_click(lambda _b: redo())
        head = [self.prompt, hint_btn, self.undo_btn, self.redo_btn]
        if zoom is not None:
            head.append(zoom)
        # every choice is a button, in one box that scrolls (panel.css: .rb-actions)
        self.buttons = W.Box(layout=W.Layout(display="flex", flex_flow="row wrap"))
        self.buttons.add_class("rb-actions")
        self.groups = W.Box()   # (kept empty: choices are never folded into a drop-down any more)
        # the choice buttons, one per action, kept while the action may come back (draw_choices)
        self.button_for: dict = {}   # action -> its button, the last used last (at most BUTTONS_KEPT)
        self.end = W.HTML()
        self.end.add_class("rb-end")
        self.message = W.HTML()
        self.message.add_class("rb-message")
        self.recent = W.HTML()
        self.recent.add_class("rb-recent")
        # panel.css: the bar stays at the top, the choices' box scrolls, long choices wrap, readable tab labels
        style = W.HTML("<style>" + PANEL_CSS + "</style>", layout=W.Layout(display="none"))
        top = W.HBox(head, layout=W.Layout(align_items="center", flex_flow="row wrap"))
        top.add_class("rb-head")
        self.box = W.VBox([style, top, self.end, self.buttons, self.message, self.recent],
                          layout=W.Layout(border="1px solid #767676", padding="4px 8px", margin="0 0 6px 0"))
        self.box.add_class("rb-status")

    def show_prompt(self, st, breakdown=None, moves: int = 0, choices: int = 0) -> None:
        """The prompt of the seat to move, or the final scores and winners, then each player's score by source
        (``breakdown``: the game's ``score_breakdown(state)``, rows of (label, values per seat), or None).

        The prompt's element carries the number of moves played and of choices on offer (``data-moves``,
        ``data-choices``), so that a page can tell a new decision from the same prompt said again."""
        L = self.lang
        mark = f'<b data-moves="{int(moves)}" data-choices="{int(choices)}" data-over="{int(st.is_over)}">'
        if st.is_over:
            out = st.outcome()
            scores = ", ".join(f"{Seat(i).text(L)}: {s}" for i, s in enumerate(out.scores))
            winners = ", ".join(Seat(w).text(L) for w in out.winners)
            if out.winners:
                said = _t(NN_("Game over. Scores: {scores}. Winner: {winners}.",
                              "Game over. Scores: {scores}. Winners: {winners}."), L,
                          scores=scores, winners=winners, n=len(out.winners))
            else:   # nobody wins (a cooperative game lost): why it ended instead of an empty list of winners
                said = _t(N_("Game over, and nobody wins: {reason}"), L, reason=translate(out.reason, L))
            self.prompt.value = mark + html.escape(said) + "</b>"
            self.end.value = breakdown_html(breakdown, len(out.scores), L) if breakdown else ""
            self.end.layout.display = None if breakdown else "none"
        else:
            self.prompt.value = mark + html.escape(st.prompt.text(L)) + "</b>"
            self.end.value = ""
            self.end.layout.display = "none"
        # the play controls that no longer apply once the game is over
        self.hint_btn.disabled = st.is_over
        self.buttons.layout.display = "none" if st.is_over else "flex"

    def show_undo(self, can_undo: bool, refused: bool, can_redo: bool, over: bool = False) -> None:
        self.undo_btn.disabled = not can_undo or refused or over
        self.undo_btn.tooltip = (_t(N_("Undo is off here: the last move showed hidden information."), self.lang)
                                 if refused else "")
        self.redo_btn.disabled = not can_redo or over

    def show_recent(self, events) -> None:
        """What the last decision did (and the bots' answers) on one line, newest last; the whole of it in the
        line's hover title (and in the log)."""
        if not events:
            self.recent.value = ""
            return
        texts = [e.render(self.lang) for e in events]
        line = " · ".join(texts[-2:])
        more = len(texts) - 2
        if more > 0:
            line = _t(N_("(+{n} more in the log)"), self.lang, n=more) + " " + line
        self.recent.value = (f'<div class="rb-recent-line" title="{html.escape(chr(10).join(texts))}">'
                             f"{html.escape(line)}</div>")

    def clear_choices(self) -> None:
        self.buttons.children = []
        self.groups.children = []

    def draw_choices(self, st, shown) -> None:
        """Every choice as a button, in the order given (the box scrolls when they are many)."""
        L = self.lang
        # a button stands for one action all its life (a click that arrives after the choices changed still means
        # what the person saw), and is kept for the next decisions that offer the same action: making a widget
        # costs an opening message and a new view in the page, and many choices come back a decision later
        cache = self.button_for
        buttons = []
        for a in shown:
            text = st.describe(a).text(L)   # (the words may depend on the position and the language)
            b = cache.pop(a, None)
            if b is None:
                b = W.Button(layout=W.Layout(width="auto"))
                b.add_class("rb-choice")
                b.on_click(lambda _b, a=a: self.act(a))
            b.description = text
            b.tooltip = foreseen_title(st, a, text, L, len(shown))   # the label, then what the engine foresees
            cache[a] = b   # (re)inserted last: the dict's order is the order of last use
            buttons.append(b)
        while len(cache) > max(BUTTONS_KEPT, len(buttons)):   # (never one on screen now)
            cache.pop(next(iter(cache))).close()
        self.buttons.children = buttons
        self.groups.children = []

    @property
    def labels(self) -> list:
        """Every choice on offer, in the order shown."""
        return [b.description for b in self.buttons.children]

    def click(self, label: str) -> bool:
        """Click the choice labelled ``label``."""
        for b in self.buttons.children:
            if b.description == label:
                b.click()
                return True
        raise KeyError(label)


def breakdown_html(rows, players: int, lang: str) -> str:
    """The end screen's table: one row per source of points, one column per player (the last row the total)."""
    head = "".join(f"<th scope=\"col\">{html.escape(Seat(i).text(lang))}</th>" for i in range(players))
    body = []
    for label, values in rows:
        cells = "".join(f"<td>{html.escape(v.text(lang) if hasattr(v, 'text') else str(v))}</td>" for v in values)
        body.append(f"<tr><th scope=\"row\">{html.escape(label.text(lang))}</th>{cells}</tr>")
    caption = html.escape(_t(N_("Where each player's points came from"), lang))
    return (f'<table class="rb-breakdown"><caption>{caption}</caption><thead><tr><td></td>{head}</tr></thead>'
            f'<tbody>{"".join(body)}</tbody></table>')


def note_html(text: str, kind: str = "info") -> str:
    """A message in the status bar: ``kind`` "info", "warn" or "error" colours its edge."""
    colour = {"info": "#0072B2", "warn": "#E69F00", "error": "#D55E00"}[kind]
    return (f'<div class="rb-note rb-{kind}" style="border-left:4px solid {colour};padding:4px 8px;'
            f'margin:4px 0">{html.escape(text)}</div>')
