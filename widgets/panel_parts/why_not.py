"""The "Why not?" list: the moves a person could try now that the rules refuse, each with the rule that refuses
it. With a picture, these are the parts of the table on screen that do nothing legal now (one move each: what
clicking it would try); without one, the game's own near misses (its ``candidates`` hook).
"""
from __future__ import annotations

import html
import re
from typing import NamedTuple

import ipywidgets as W

from rulebook.i18n import Msg, N_, translate

from .text import _t

#: Most entries in the "Why not?" list.
MAX_WHY_NOT = 40


class NearMiss(NamedTuple):
    """An entry of the "Why not?" list: the move, why the rules refuse it, and the picture part it belongs to."""

    action: object
    violation: object
    key: str | None


def near_misses(st, game, view, svg: str) -> list:
    """Near misses a person could try in ``st``, as :class:`NearMiss` grouped by rule; at most MAX_WHY_NOT.

    ``svg`` is the picture on screen (its parts' keys are read from it) when ``view`` is not None.
    """
    if st.is_over:
        return []
    legal = st._legal_set()
    picks = []  # (action, key)
    seen = set()
    if view is not None:
        for key in dict.fromkeys(html.unescape(k) for k in re.findall(r'data-key="([^"]*)"', svg)):
            cands = view.peek(st, key)
            if isinstance(cands, Msg) or not cands or any(a in legal for a in cands):
                continue
            a = cands[0]
            if a not in seen:
                seen.add(a)
                picks.append((a, key))
    else:
        hook = getattr(game, "candidates", None)
        for a in (hook(st) if hook else []):
            if a not in legal and a not in seen:
                seen.add(a)
                picks.append((a, None))
    out = [NearMiss(a, st.explain(a), key) for a, key in picks]
    out = [n for n in out if n.violation is not None]
    order = {s.id: i for i, s in enumerate(game.SECTIONS)}
    out.sort(key=lambda n: order.get(n.violation.rule, len(order)))  # stable: picture order within a rule
    return out[:MAX_WHY_NOT]


class WhyNotList:
    """The drawer's chooser and its "Explain" button (``explain(action)`` is called with the move picked)."""

    def __init__(self, lang: str, explain):
        L = self.lang = lang
        self.pick = W.Dropdown(options=[], layout=W.Layout(width="460px"), description=_t(N_("Why not?"), L),
                               style={"description_width": "initial"})
        self.button = W.Button(description=_t(N_("Explain"), L), icon="question", layout=W.Layout(width="auto"))
        self.button.on_click(lambda _b: explain(self.pick.value))
        help_ = W.HTML("<div>" + html.escape(_t(N_("Click a part of the picture that is not lit up to hear why "
                                                   "it cannot be used now, or pick a move here."), L)) + "</div>")
        self.box = W.VBox([help_, W.HBox([self.pick, self.button])])

    def clear(self) -> None:
        self.pick.options = []

    def fill(self, st, game, misses) -> None:
        """Offer ``misses`` (None: the list is closed or hidden, and empty)."""
        if misses is None:
            self.pick.options = []
            self.pick.disabled = self.button.disabled = True
            return
        opts = [(f"{_section_title(game, v.rule, self.lang)}: {st.describe(a).text(self.lang)}", a)
                for a, v, _key in misses]
        self.pick.options = opts
        self.pick.disabled = self.button.disabled = not opts


def _section_title(game, rule: str, lang: str) -> str:
    """The title of section ``rule`` in ``lang`` (the id itself if the game has no such section)."""
    try:
        return translate(game.section(rule).title, lang)
    except KeyError:
        return rule
