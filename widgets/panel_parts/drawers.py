"""The drawers below the picture: why not?, the log in words with rule references, the coach's review, the
game's seed, save and load, and the bots (a student sees only the first three).
"""
from __future__ import annotations

import html

import ipywidgets as W

from rulebook.i18n import N_, Msg, Seat

from .text import _t

LOG_LINES = 14


class Drawers:
    """The accordion ``box`` and its widgets. ``calls`` maps "new", "save", "upload" and "bots" to the panel's
    callbacks (new game from a seed, save, an uploaded file's change, bots playing until "move", "turn", "round"
    or "game")."""

    def __init__(self, lang: str, seed: int, why_box, review_box, bots_text: str, calls: dict, student: bool):
        L = self.lang = lang
        self.seed = W.IntText(value=seed, description=_t(N_("Seed"), L), layout=W.Layout(width="160px"))
        self.new_btn = W.Button(description=_t(N_("New game"), L), icon="refresh", layout=W.Layout(width="auto"))
        self.new_btn.on_click(lambda _b: calls["new"](self.seed.value))
        self.save_btn = W.Button(description=_t(N_("Save"), L), icon="download", layout=W.Layout(width="auto"))
        self.save_btn.on_click(lambda _b: calls["save"]())
        self.download = W.HTML()
        self.upload = W.FileUpload(accept=".json", multiple=False, description=_t(N_("Load"), L))
        self.upload.observe(calls["upload"], names="value")
        self.bot_buttons = {}
        for until, label in (("move", N_("Bot: one move")), ("turn", N_("Bots: end of turn")),
                             ("round", N_("Bots: end of round")), ("game", N_("Bots: whole game"))):
            b = self.bot_buttons[until] = W.Button(description=_t(label, L), layout=W.Layout(width="auto"))
            b.on_click(lambda _b, until=until: calls["bots"](until))
        self.bot_who = W.HTML("<div>" + html.escape(bots_text) + "</div>")
        self.log = W.HTML(layout=W.Layout(max_height="260px", overflow="auto"))
        self.log.add_class("rb-log")
        sections = [(N_("Why not?"), why_box), (N_("Log"), self.log), (N_("Review"), review_box)]
        if not student:
            sections.append((N_("Game: seed, save, load"), W.HBox(
                [self.seed, self.new_btn, self.save_btn, self.download, self.upload],
                layout=W.Layout(flex_flow="row wrap"))))
            sections.append((N_("Bots"), W.VBox([self.bot_who, W.HBox(
                list(self.bot_buttons.values()), layout=W.Layout(flex_flow="row wrap"))])))
        self.box = W.Accordion(children=[w for _t_, w in sections])
        for i, (title, _w) in enumerate(sections):
            self.box.set_title(i, _t(title, L))
        self.box.add_class("rb-more")
        self.box.selected_index = 1  # the log open, the rest folded

    @property
    def why_not_open(self) -> bool:
        return self.box.selected_index == 0

    def show_log(self, st, game) -> None:
        """The last LOG_LINES events, newest first, each with its rule's section."""
        L = self.lang
        lines = []
        for e in st.log[-LOG_LINES:][::-1]:
            lines.append(f'<div>{html.escape(e.render(L))} <span style="color:#595959;font-size:12px" '
                         f'title="{html.escape(_summary(game, e.rule, L))}">({html.escape(game.section_label(e.rule, L))})</span></div>')
        # a scrolling region a keyboard can reach and a screen reader announces as the game's log
        label = html.escape(_t(N_("What happened so far"), L))
        self.log.value = f'<div tabindex="0" role="log" aria-label="{label}">' + "".join(lines) + "</div>"

    def enable_bots(self, can: bool) -> None:
        for b in self.bot_buttons.values():
            b.disabled = not can


def _summary(game, rule: str, lang: str) -> str:
    """The summary of the section ``rule`` in ``lang`` (the log's hover title; never the bare id)."""
    return next((Msg(x.summary).text(lang) for x in game.SECTIONS if x.id == rule), "")


def bots_text(bot_names: dict, lang: str) -> str:
    """Which seats the bots play, each bot by its name (rulebook/bot_names.py), in ``lang``."""
    from rulebook.bot_names import bot_title

    if not bot_names:
        return _t(N_("No seat is played by a bot; the buttons below play random moves for the seat to move."), lang)
    seats = ", ".join(_t(N_("{seat} ({bot})"), lang, seat=Seat(s), bot=bot_title(name))
                      for s, name in sorted(bot_names.items()))
    return _t(N_("Played by bots: {seats}. The buttons below play a random move for any other seat."),
              lang, seats=seats)


def uploaded_text(files):
    """The text of the file just uploaded (None: no file); UnicodeDecodeError if it is not UTF-8 text."""
    if not files:
        return None
    f = files[0] if isinstance(files, (list, tuple)) else next(iter(files.values()))
    content = f["content"] if isinstance(f, dict) else f.content
    return bytes(content).decode("utf-8")
