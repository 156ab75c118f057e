"""Rules of the section "derail": a locomotive driven (or shoved) into an empty space loses its owner's hand
and attached cars to the discard pile and goes back to Station A."""
from __future__ import annotations

from ..i18n import N_, NN_, Msg

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
    ev.append(st.event(N_("{player}'s locomotive runs off the rails and goes back to Station A; discarded: {hand}, {cars}."),
                       {"hand": Msg(NN_("{n} hand card", "{n} hand cards"), {"n": lost_hand}),
                        "cars": Msg(NN_("{n} car", "{n} cars"), {"n": lost_cars})}, RULE, seat))
