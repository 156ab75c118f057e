"""Constantinople (rulebook: "Constantinople").

The first three conductors to reach a locomotive tile score 20, 10 and 5
(the values are data). One player may take two of the three places.
"""
from __future__ import annotations

from ..i18n import N_, NN_
from .actions import train_msg


def reached(st, p, t, ev):
    k = len(st.constantinople)
    if k >= len(st.comp.constantinople):
        ev.append(st.event(N_("{player}'s conductor reaches the locomotive of the {train}; the three Constantinople places are gone."),
                           {"train": train_msg(t)}, "constantinople", p))
        return
    pts = st.comp.constantinople[k]
    st.constantinople.append([p, t])
    st.players[p].score += pts
    ev.append(st.event(NN_("{player}'s conductor reaches the locomotive of the {train}: Constantinople place {k}, {pts} point.",
                               "{player}'s conductor reaches the locomotive of the {train}: Constantinople place {k}, "
                               "{pts} points.", count="pts"),
                       {"train": train_msg(t), "k": k + 1, "pts": pts}, "constantinople", p))
