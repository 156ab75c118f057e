"""The panel's pictures: the game's picture (clickable where the game has a view), or its parts as tabs -- the
shared table first, then the boards, sheets and legend -- with a zoom; after each redraw the tab holding the
parts to press now comes to the front by itself (the one with the most of them: a decision about taking a card
from the table shows the table even when a coin on the player's board could also be pressed).
"""
from __future__ import annotations

import ipywidgets as W

from rulebook.i18n import N_

from .text import _t


class Pictures:
    """The pictures of one view. ``click(part, key)`` is called with a click on the picture of ``part``.

    ``pictures`` maps part -> ClickableSVG (one entry ``None`` for a view drawn in one piece), ``tabs`` is the
    Tab holding them (None for one picture), ``widget`` what the panel shows, ``zoom`` the zoom chooser.
    """

    def __init__(self, view, state, game, lang: str, click):
        from ..clicksvg import ClickableSVG
        self.view = view
        self.lang = lang
        self.pictures: dict = {}
        parts = view.parts(state, None) if view.parts else [(None, None)]
        for part, _title in parts:
            pic = ClickableSVG(layout=W.Layout(width="100%"), fit=view.fit if not self.pictures else "width")
            pic.explain_with(game, lang)  # hovering a part names its section and links its lesson
            pic.on_click(lambda key, part=part: click(part, key))
            self.pictures[part] = pic
        self.first = next(iter(self.pictures.values()))
        self.tabs = None
        if len(parts) > 1:  # the shared table, the boards and sheets one click away as tabs
            self.tabs = W.Tab(children=list(self.pictures.values()))
            self.tabs.titles = tuple(t.text(lang) for _p, t in parts)
            self.tabs.add_class("rb-picture-tabs")
        self.widget = self.tabs if self.tabs is not None else self.first
        self.zoom = zoom_chooser(view, lang)
        self.zoom.observe(self._on_zoom, names="value")

    def _on_zoom(self, change):
        v = change["new"]
        if v in ("screen", "width"):
            self.first.fit = v
        else:
            self.first.zoom = float(v)
            self.first.fit = "none"

    def blank(self) -> None:
        """Nothing on the pictures (the hot seat's pass screen)."""
        for pic in self.pictures.values():
            pic.svg = ""
            pic.note = ""

    def draw(self, st, seat, legal, clicked, note) -> None:
        """Redraw every picture for ``seat``, lighting the parts the ``legal`` actions touch; with tabs, show the
        one holding the most parts to press now (``focus_tab``). ``note`` is ``(text, kind, section,
        serial)``, the answer shown beside the part clicked (on the picture of part ``clicked``)."""
        view = self.view
        active = frozenset(k for k in (view.key_of(st, a) for a in legal) if k)
        lit = []   # per picture: how many parts can be pressed now
        text, kind, section, serial = note
        # the answer goes on the picture clicked; an answer to a button, on the picture on screen
        where = clicked
        if where not in self.pictures:
            where = list(self.pictures)[self.tabs.selected_index or 0] if self.tabs is not None else None
        for part, pic in self.pictures.items():
            if part is None:
                pic.svg = view.render(st, seat=seat, lang=self.lang, active=active)
            else:
                pic.svg = view.render(st, seat=seat, lang=self.lang, active=active, part=part)
            lit.append(pic.svg.count('rb-click rb-active'))
            pic.note = text if part == where else ""
            pic.note_kind = kind
            pic.note_section = section if part == where else ""
            pic.note_seq = serial
        if self.tabs is not None:
            now = self.tabs.selected_index or 0
            # never turn away from the tab where a click is being answered (a refusal on a board stays in view)
            answering = bool(text) and list(self.pictures)[now] == clicked
            if not answering and any(lit):
                self.tabs.selected_index = focus_tab(lit, now)

    @property
    def svg(self) -> str:
        """Every picture's SVG (the shared table first, then the tabs' boards and sheets), one after the other."""
        return "".join(pic.svg for pic in self.pictures.values())


def focus_tab(lit: list, now: int) -> int:
    """The tab to show: the one with the most parts to press now (``lit``: their number per tab); the tab on
    screen keeps its place when it has as many as any other."""
    best = max(lit)
    return now if lit[now] == best else lit.index(best)


def zoom_chooser(view, lang: str):
    """The "Picture" drop-down: fit the width or the screen, or a fixed zoom."""
    L = lang
    return W.Dropdown(options=[(_t(N_("Fit the width"), L), "width"), (_t(N_("Fit the screen"), L), "screen"),
                               ("150%", "1.5"), ("200%", "2")],
                      value=view.fit if view is not None else "width", description=_t(N_("Picture"), L),
                      style={"description_width": "initial"}, layout=W.Layout(width="auto"))
