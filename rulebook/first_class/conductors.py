"""Conductors (rulebook: "Move your Conductors").

Each train has a conductor standing on one of its cards (index into the
train). The double-conductor symbol moves both the same distance; the single
one gives a distance to split between them, one card at a time. A conductor
stops on the last card; movement it cannot use is lost.
"""
from __future__ import annotations

from ..core import RuleViolation
from ..i18n import Msg, N_, NN_
from .actions import train_msg


def can_move(st, p, t) -> bool:
    pl = st.players[p]
    return pl.cond[t] < len(pl.trains[t]) - 1


def why_not_move(st, p, t, rule="conductors"):
    if t not in (0, 1):
        return RuleViolation(rule, Msg(N_("There are only two trains: the upper and the lower.")))
    return RuleViolation("conductors", Msg(N_("The conductor of the {train} already stands on its last card."),
                                           {"train": train_msg(t)}))


def step(st, p, t, ev, rule="conductors"):
    """Move one conductor one card right (the caller checked it can)."""
    from . import constantinople
    pl = st.players[p]
    pl.cond[t] += 1
    ev.append(st.event(N_("{player} moves the conductor of the {train} to card {n}."),
                       {"train": train_msg(t), "n": pl.cond[t] + 1}, rule, p))
    if pl.trains[t][pl.cond[t]] >= 100:
        constantinople.reached(st, p, t, ev)


def move_both(st, p, n, ev, rule="conductors"):
    for t in (0, 1):
        moved = 0
        while moved < n and can_move(st, p, t):
            step(st, p, t, ev, rule)
            moved += 1
        if moved < n:
            ev.append(st.event(NN_("The conductor of the {train} stops at the last card; {n} step is lost.",
                                   "The conductor of the {train} stops at the last card; {n} steps are lost."),
                               {"train": train_msg(t), "n": n - moved}, "conductors", p))
