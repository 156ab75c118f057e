"""The status bar on top of the panel: whose turn and the prompt, the choices as buttons (many choices of one
kind folded into a drop-down), undo/redo, the hint, the picture's zoom, the last refusal and what just happened.
"""
from __future__ import annotations

import html
from pathlib import Path

import ipywidgets as W

from rulebook.i18n import N_, NN_, Seat

from .foreseen import foreseen_title
from .text import _t

#: Most choices shown as single buttons before a kind of action is folded into a drop-down.
MAX_BUTTONS = 16
BUTTONS_KEPT = 64   # choice buttons kept for reuse (one per action; the least recently shown is closed first)
#: the panel's style sheet (``panel.css`` beside the panel), put in the page with the panel
PANEL_CSS = Path(__file__).parent.parent.joinpath("panel.css").read_text(encoding="utf-8")


class StatusBar:
    """The widgets of the status bar; ``box`` is the bar. ``act(action)`` is called when a choice is pressed."""

    def __init__(self, lang: str, act, undo, redo, hint_btn, zoom=None):
        L = self.lang = lang
        self.act = act
        self.prompt = W.HTML(layout=W.Layout(flex="1 1 auto"))
        self.prompt.add_class("rb-prompt")
        self.undo_btn = W.Button(description=_t(N_("Undo"), L), icon="undo", layout=W.Layout(width="auto"))
        self.redo_btn = W.Button(description=_t(N_("Redo"), L), icon="repeat", layout=W.Layout(width="auto"))
        self.undo_btn.on_click(lambda _b: undo())
        self.redo_btn.on_click(lambda _b: redo())
        head = [self.prompt, hint_btn, self.undo_btn, self.redo_btn]
        if zoom is not None:
            head.append(zoom)
        self.buttons = W.Box(layout=W.Layout(display="flex", flex_flow="row wrap"))
        self.buttons.add_class("rb-actions")
        self.groups = W.Box(layout=W.Layout(display="flex", flex_flow="row wrap"))
        # the choice buttons, one per action, kept while the action may come back (draw_choices)
        self.button_for: dict = {}   # action -> its button, the last used last (at most BUTTONS_KEPT)
        self.message = W.HTML()
        self.message.add_class("rb-message")
        self.recent = W.HTML()
        self.recent.add_class("rb-recent")
        # panel.css: long choices wrap onto a second line instead of being cut off, readable tab and drawer labels
        style = W.HTML("<style>" + PANEL_CSS + "</style>", layout=W.Layout(display="none"))
        self.box = W.VBox([style, W.HBox(head, layout=W.Layout(align_items="center", flex_flow="row wrap")),
                           self.buttons, self.groups, self.message, self.recent],
                          layout=W.Layout(border="1px solid #767676", padding="4px 8px", margin="0 0 6px 0"))
        self.box.add_class("rb-status")

    def show_prompt(self, st) -> None:
        """The prompt of the seat to move, or the final scores and winners."""
        L = self.lang
        if st.is_over:
            out = st.outcome()
            scores = ", ".join(f"{Seat(i).text(L)}: {s}" for i, s in enumerate(out.scores))
            winners = ", ".join(Seat(w).text(L) for w in out.winners)
            self.prompt.value = "<b>" + html.escape(_t(NN_("Game over. Scores: {scores}. Winner: {winners}.",
                                                           "Game over. Scores: {scores}. Winners: {winners}."), L,
                                                       scores=scores, winners=winners, n=len(out.winners))) + "</b>"
        else:
            self.prompt.value = "<b>" + html.escape(st.prompt.text(L)) + "</b>"

    def show_undo(self, can_undo: bool, refused: bool, can_redo: bool) -> None:
        self.undo_btn.disabled = not can_undo or refused
        self.undo_btn.tooltip = (_t(N_("Undo is off here: the last move showed hidden information."), self.lang)
                                 if refused else "")
        self.redo_btn.disabled = not can_redo

    def show_recent(self, events) -> None:
        """What the last decision did (and the bots' answers), newest last; at most four lines."""
        if not events:
            self.recent.value = ""
            return
        lines = [html.escape(e.render(self.lang)) for e in events[-4:]]
        more = len(events) - 4
        head = f"<div>… (+{more})</div>" if more > 0 else ""
        self.recent.value = ('<div style="color:#333;font-size:13px">' + head
                             + "".join(f"<div>{line}</div>" for line in lines) + "</div>")

    def clear_choices(self) -> None:
        self.buttons.children = []
        self.groups.children = []

    def draw_choices(self, st, shown) -> None:
        """The choices as buttons; a kind of action with many choices folds into one drop-down."""
        L = self.lang
        kinds: dict = {}
        for a in shown:
            kinds.setdefault(type(a), []).append(a)
        fold = []   # kinds folded into a drop-down, in the order they first appear
        if len(shown) > MAX_BUTTONS:
            fold = [k for k, same in kinds.items() if len(same) > 6]
        # a button stands for one action all its life (a click that arrives after the choices changed still means
        # what the person saw), and is kept for the next decisions that offer the same action: making a widget
        # costs an opening message and a new view in the page, and many choices come back a decision later
        cache = self.button_for
        buttons = []
        for a in shown:
            if type(a) in fold:
                continue
            text = st.describe(a).text(L)   # (the words may depend on the position and the language)
            b = cache.pop(a, None)
            if b is None:
                b = W.Button(layout=W.Layout(width="auto"))
                b.on_click(lambda _b, a=a: self.act(a))
            b.description = text
            b.tooltip = foreseen_title(st, a, text, L, len(shown))   # the label, then what the engine foresees
            cache[a] = b   # (re)inserted last: the dict's order is the order of last use
            buttons.append(b)
        while len(cache) > max(BUTTONS_KEPT, len(buttons)):   # (never one on screen now)
            cache.pop(next(iter(cache))).close()
        self.buttons.children = buttons
        self.groups.children = [self._folded(st, kinds[kind]) for kind in fold]

    def _folded(self, st, acts):
        """One kind of action with many choices: a drop-down and a "Do it" button."""
        L = self.lang
        dd = W.Dropdown(options=[(_t(N_("Choose one of {n} moves…"), L, n=len(acts)), None)]
                        + [(st.describe(a).text(L), a) for a in acts], value=None,
                        description=_t(N_("Moves"), L), style={"description_width": "initial"},
                        layout=W.Layout(width="auto"))
        go = W.Button(description=_t(N_("Do it"), L), button_style="primary", layout=W.Layout(width="auto"))
        go.on_click(lambda _b, dd=dd: self.act(dd.value) if dd.value is not None else None)
        return W.HBox([dd, go])

    @property
    def labels(self) -> list:
        """Every choice on offer: buttons, then the entries of folded drop-downs."""
        labels = [b.description for b in self.buttons.children]
        for box in self.groups.children:
            labels += [label for label, a in box.children[0].options if a is not None]
        return labels

    def click(self, label: str) -> bool:
        """Click the choice labelled ``label`` (a folded one: pick it, press "Do it")."""
        for b in self.buttons.children:
            if b.description == label:
                b.click()
                return True
        for box in self.groups.children:
            dd, go = box.children
            for text, a in dd.options:
                if text == label and a is not None:
                    dd.value = a
                    go.click()
                    return True
        raise KeyError(label)


def note_html(text: str, kind: str = "info") -> str:
    """A message in the status bar: ``kind`` "info", "warn" or "error" colours its edge."""
    colour = {"info": "#0072B2", "warn": "#E69F00", "error": "#D55E00"}[kind]
    return (f'<div class="rb-note rb-{kind}" style="border-left:4px solid {colour};padding:4px 8px;'
            f'margin:4px 0">{html.escape(text)}</div>')
