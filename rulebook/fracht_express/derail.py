"""Rules of the section "derail": a locomotive driven (or shoved) into an empty space loses its owner's hand
and attached cars to the discard pile and goes back to Station A."""
from __future__ import annotations

from ..i18n import N_

RULE = "derail"


def derail(st, seat, ev):
    pl = st.players[seat]
    lost_hand, lost_cars = len(pl.hand), len(pl.attached)
    st.discard.extend(pl.hand)
    st.discard.extend(pl.attached)
    pl.hand = []
    pl.attached = []
    pl.pos = ["S", "A"]
    pl.facing = None
    ev.append(st.event(N_("{player}'s locomotive runs off the rails: {h} hand card(s) and {c} car(s) are discarded "
                          "and it goes back to Station A."), {"h": lost_hand, "c": lost_cars}, RULE, seat))
