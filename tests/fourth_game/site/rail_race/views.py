"""Rail Race's views: the line of spaces with both trains, and the seat's speed cards to click.

Drawn from ``state.view(seat)`` alone, so a seat's picture cannot show the other hand.
"""
from __future__ import annotations

from html import escape

from rulebook.i18n import Msg, N_
from widgets.views import GameView

from . import GOAL, Play

COLOURS = ("#b8362f", "#2f5fb8")


def render(state, *, seat=None, lang="en", active=frozenset(), **_options) -> str:
    v = state.view(seat)
    out = ['<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 700 190" width="700" height="190" '
           'font-family="sans-serif" font-size="16">']
    for i in range(GOAL + 1):
        out.append(f'<rect x="{10 + i * 52}" y="20" width="48" height="40" fill="#eee" stroke="#555"/>'
                   f'<text x="{34 + i * 52}" y="45" text-anchor="middle">{i}</text>')
    for p, at in enumerate(v["pos"]):
        label = escape(Msg(N_("Train of player {n}"), {"n": p + 1}).text(lang))
        out.append(f'<g data-key="train:{p}" class="rb-click" data-section="move"><title>{label}</title>'
                   f'<circle cx="{34 + at * 52}" cy="{75 + 18 * p}" r="9" fill="{COLOURS[p]}"/></g>')
    who = seat if seat is not None else v["cur"]      # the all-seeing picture shows the mover's hand
    hand = v["hands"][who] if who is not None and isinstance(v["hands"][who], list) else []
    for i, speed in enumerate(hand):
        key = f"card:{speed}"
        edge = "#c0c" if key in active else "#333"
        title = escape(Msg(N_("Speed card {n}"), {"n": speed}).text(lang))
        out.append(f'<g data-key="{key}" class="{"rb-click rb-active" if key in active else "rb-click"}" '
                   f'data-section="turn"><title>{title}</title>'
                   f'<rect x="{10 + i * 70}" y="120" width="60" height="60" fill="#fff" stroke="{edge}" '
                   f'stroke-width="3"/><text x="{40 + i * 70}" y="158" text-anchor="middle">{speed}</text></g>')
    out.append("</svg>")
    return "".join(out)


def key_of(state, action) -> str | None:
    return f"card:{action.speed}" if isinstance(action, Play) else None


def actions_for_key(state, key: str) -> list:
    """A speed card means playing it; a train means nothing (the panel says so)."""
    kind, _, value = key.partition(":")
    if kind == "card" and value.isdigit():
        return [Play(int(value))]
    return []


VIEW = GameView(render, key_of, actions_for_key)
