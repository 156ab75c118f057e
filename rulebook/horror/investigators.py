"""Investigators: sanity (tokens leave from the left; the unstable mark is for good), health (the skull
kills), stamina (never above health), and gains and losses of them."""
from __future__ import annotations

from ..i18n import N_
from . import end, grimoire, items
from .actions import label

NAMES = {"stamina": N_("stamina"), "health": N_("health"), "sanity": N_("sanity"), "occult": N_("Occult token"),
         "item": N_("item"), "tome": N_("tome"), "artifact": N_("artifact")}


def value(st, p, what) -> int:
    return st.inv[p][what]


def cap(st, p, what) -> int:
    x = st.inv[p]
    if what == "stamina":
        return x["health"]
    if what == "health":
        return st.comp.health_max
    return st.comp.investigators[x["id"]]["sanity"]  # ruling sanity_cap: never above the starting sanity


def can_gain(st, p, what) -> bool:
    if what in ("stamina", "health"):
        return st.inv[p][what] < cap(st, p, what)
    if what == "sanity":
        return st.inv[p]["sanity"] < cap(st, p, "sanity") and st.sanity_supply > 0
    if what == "occult":
        return grimoire.can_gain(st)
    return items.can_gain(st, what)


def gain(st, p, what, n, rule, ev) -> None:
    if what in ("occult", "item", "tome", "artifact"):
        for _ in range(n):
            if what == "occult":
                grimoire.gain_occult(st, rule, ev)
            else:
                items.gain(st, what, rule, ev)
        return
    x = st.inv[p]
    room = cap(st, p, what) - x[what]
    if what == "sanity":
        room = min(room, st.sanity_supply)
    k = max(0, min(n, room))
    x[what] += k
    if what == "sanity":
        st.sanity_supply -= k
    ev.append(st.event(N_("{player} gains {k} {what} (now {v})."), {"k": k, "what": label(NAMES[what]), "v": x[what]}, rule, p))


def lose(st, p, what, n, rule, ev) -> None:
    x = st.inv[p]
    k = min(n, x[what])
    x[what] -= k
    ev.append(st.event(N_("{player} loses {k} {what} (now {v})."), {"k": k, "what": label(NAMES[what]), "v": x[what]}, rule, p))
    if what == "sanity":
        st.sanity_supply += k
        after_sanity(st, p, ev)
    elif what == "health":
        after_health(st, p, ev)


def after_sanity(st, p, ev) -> None:
    x = st.inv[p]
    data = st.comp.investigators[x["id"]]
    if not x["unstable"] and x["sanity"] <= data["unstable_at"]:
        x["unstable"] = True
        ev.append(st.event(N_("{player} becomes Unstable: the portrait flips, for the rest of the game."), {}, "investigators", p))
    if x["sanity"] <= 0:
        end.lose(st, "insane", ev, p)


def after_health(st, p, ev) -> None:
    x = st.inv[p]
    if x["stamina"] > x["health"]:
        x["stamina"] = x["health"]
    if x["health"] <= st.comp.investigators[x["id"]]["skull"]:
        end.lose(st, "dead", ev, p)


def restore(st, p, rule, ev) -> None:
    x = st.inv[p]
    x["stamina"] = x["health"]
    ev.append(st.event(N_("{player} restores stamina up to health ({v})."), {"v": x["stamina"]}, rule, p))


def refresh(st, p, rule, ev) -> None:
    x = st.inv[p]
    x["track"] = 0
    x["marked"] = [False] * len(x["marked"])
    ev.append(st.event(N_("{player}'s action markers return to the action track."), {}, rule, p))
