"""FrachtExpress's pictures as the turn panel shows them, for ``tools/picture_screenshots.py``
(``docs/screenshots/fracht_express-*``).

A mid-game position of a basic game, a card selected and turned once: the action buttons (their labels as
tooltips, as ipywidgets draws them) over the table picture, and over the network picture; on the table, one
lay button is hovered (a laptop) or focused (a phone) so that its target space lights up.
"""
from __future__ import annotations

import html
import random

import rulebook
from rulebook.fracht_express import actions as A

from . import keys as K
from .graph import network_html

PAGE = """<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<style>body{{margin:0;font-family:sans-serif;background:#fff}}.out{{max-width:1100px;margin:0 auto;padding:8px}}
.bar{{display:flex;flex-wrap:wrap;gap:4px;margin:6px 0;max-height:96px;overflow-y:auto}}button{{font-size:13px;padding:3px 8px}}
.pic{{overflow-x:auto}}h3{{margin:4px 0;font-size:15px}}</style></head><body><div class="out">
<h3>{prompt}</h3><div class="bar">{buttons}</div>{body}</div></body></html>"""


def position():
    """A mid-game position of a basic game, a card selected, the next card turned once."""
    st = rulebook.GAMES["fracht_express"].new_game(players=3, seed=11)
    r = random.Random(2)
    while not (len(st.top) >= 9 and st.cur == 0 and not st.stack) and not st.is_over:
        legal = st.legal_actions()
        other = [a for a in legal if type(a) not in (A.Extend, A.Cover, A.EndTurn, A.DrawCards)]
        lay = [a for a in legal if type(a) is A.Extend]
        st.apply(r.choice(lay if lay and r.random() < 0.5 else other or legal))
    hand = st.players[st.cur].hand
    K.select(st, hand[0], 1 if 1 in st.comp.turns[hand[0]] else 0)
    return st


def page(st, which: str):
    legal = st.legal_actions()
    shown = K.buttons(st, legal)
    buttons = "".join(f'<button title="{html.escape(a.describe().text())}">{html.escape(a.describe().text())}'
                      f'</button>' for a in shown)
    active = frozenset(k for k in (K.key_of(st, a) for a in legal) if k)
    if which == "table":
        body = f'<div class="pic">{K.render(st, active=active)}</div>'
    else:
        body = network_html(st, card=K.selection(st)[0])
    return PAGE.format(prompt=html.escape(st.prompt.text()), buttons=buttons, body=body), shown


def _highlight(shown, width):
    """On the table page: hover (laptop) or focus (phone) the middle lay button, so its target lights up."""
    lays = [a for a in shown if type(a) is A.Extend]
    if not lays:
        return None
    lay = lays[len(lays) // 2]
    label = lay.describe().text()

    def before(pg):
        btn = pg.locator(f'button[title="{label}"]')
        spot = pg.locator(f'svg.rb-fx [data-key="spot:{lay.x}:{lay.y}"]')
        if width < 800:     # a phone: focus the button (keyboard), then scroll to its target
            btn.focus()
            spot.scroll_into_view_if_needed()
        else:
            btn.scroll_into_view_if_needed()
            btn.hover()
    return before


def shots(width: int) -> list:
    """``[(file stem, page HTML, what to do on the page before the picture or None)]`` at a screen ``width``."""
    st = position()
    out = []
    for which in ("table", "network"):
        text, shown = page(st, which)
        out.append((f"fracht_express-{which}-{width}", text, _highlight(shown, width) if which == "table" else None))
    return out
