"""Investigators: sanity (tokens leave from the left; the unstable mark is for good), health (the skull
kills), stamina (never above health), and gains and losses of them."""
from __future__ import annotations

from ..i18n import Msg, N_
from . import effects, end
from .actions import label
from .effects import Step
from .terms import WHAT

# Gains that come from a shared pool rather than the investigator's board: what -> (can_gain(state, what),
# gain(state, what, rule, events)), registered by ``grimoire`` (Occult tokens) and ``items`` (items of a type).
SHARED: dict = {}

NAMES = {"stamina": N_("stamina"), "health": N_("health"), "sanity": N_("sanity"), "occult": N_("Occult token"),
         "item": N_("item"), "tome": N_("tome"), "artifact": N_("artifact")}


def value(st, p, what) -> int:
    return getattr(st.inv[p], what)


def cap(st, p, what) -> int:
    x = st.inv[p]
    if what == "stamina":
        return x.health
    if what == "health":
        return st.comp.health_max
    return st.comp.investigators[x.id]["sanity"]  # ruling sanity_cap: never above the starting sanity


def can_gain(st, p, what) -> bool:
    if what in ("stamina", "health"):
        return getattr(st.inv[p], what) < cap(st, p, what)
    if what == "sanity":
        return st.inv[p].sanity < cap(st, p, "sanity") and st.sanity_supply > 0
    shared = SHARED.get(what)
    return shared is not None and shared[0](st, what)


def gain(st, p, what, n, rule, ev) -> None:
    shared = SHARED.get(what)
    if shared is not None:
        for _ in range(n):
            shared[1](st, what, rule, ev)
        return
    x = st.inv[p]
    had = getattr(x, what)   # (what: "sanity", "health" or "stamina")
    room = cap(st, p, what) - had
    if what == "sanity":
        room = room if room < st.sanity_supply else st.sanity_supply
    k = n if n < room else room
    if k < 0:
        k = 0
    setattr(x, what, had + k)
    if what == "sanity":
        st.sanity_supply -= k
    ev.append(st.event(N_("{player} gains {k} {what} (now {v})."), {"k": k, "what": label(NAMES[what]), "v": had + k}, rule, p))


def lose(st, p, what, n, rule, ev) -> None:
    x = st.inv[p]
    had = getattr(x, what)
    k = n if n < had else had
    setattr(x, what, had - k)
    ev.append(st.event(N_("{player} loses {k} {what} (now {v})."), {"k": k, "what": label(NAMES[what]), "v": had - k}, rule, p))
    if what == "sanity":
        st.sanity_supply += k
        after_sanity(st, p, ev)
    elif what == "health":
        after_health(st, p, ev)


def after_sanity(st, p, ev) -> None:
    x = st.inv[p]
    data = st.comp.investigators[x.id]
    if not x.unstable and x.sanity <= data["unstable_at"]:
        x.unstable = True
        ev.append(st.event(N_("{player} becomes Unstable: the portrait flips, for the rest of the game."), {}, "investigators", p))
    if x.sanity <= 0:
        end.lose(st, "insane", ev, p)


def after_health(st, p, ev) -> None:
    x = st.inv[p]
    if x.stamina > x.health:
        x.stamina = x.health
    if x.health <= st.comp.investigators[x.id]["skull"]:
        end.lose(st, "dead", ev, p)


def restore(st, p, rule, ev) -> None:
    x = st.inv[p]
    x.stamina = x.health
    ev.append(st.event(N_("{player} restores stamina up to health ({v})."), {"v": x.stamina}, rule, p))


def refresh(st, p, rule, ev) -> None:
    x = st.inv[p]
    x.track = 0
    x.marked = [False] * len(x.marked)
    ev.append(st.event(N_("{player}'s action markers return to the action track."), {}, rule, p))


# ---------------------------------------------------------------- the investigators' primitives of the effect language
def _harmed(st, e, c) -> list:
    """The investigators a ``harm`` reaches: those in the car (default), or every one (``where: any``)."""
    if e.get("where", "here") == "any":
        return list(st.inv)
    car = effects.here(st, c)
    return [x for x in st.inv if x.car == car]


def _harm_can(e):
    what = e["what"]
    if e.get("where", "here") == "any":
        return lambda st, c: any(getattr(x, what) > 0 for x in st.inv)

    def harm(st, c):
        car = effects.here(st, c)
        return any(x.car == car and getattr(x, what) > 0 for x in st.inv)
    return harm


def _harm(st, e, c, ev) -> None:
    """Every investigator reached loses ``n`` of ``what``, one after the other (a loss ends it at once)."""
    for x in _harmed(st, e, c):
        lose(st, next(p for p, y in enumerate(st.inv) if y is x), e["what"], e.get("n", 1), c["rule"], ev)
        if st.result is not None:
            return


def _harm_words(e, comp):
    """Every investigator in the car, or (``where: any``) on the train, loses ``n`` of ``what``."""
    what = {"n": e.get("n", 1), "what": Msg(WHAT.get(e["what"], e["what"]))}
    if e.get("where", "here") == "any":
        return Msg(N_("every investigator −{n} {what}"), what)
    return Msg(N_("every investigator here −{n} {what}"), what)


def _restore_can(e):
    def restore_(st, c):
        x = st.inv[c["p"]]
        return x.stamina < x.health
    return restore_


def _refresh_can(e):
    def refresh_(st, c):
        x = st.inv[c["p"]]
        return x.track > 0 or any(x.marked)
    return refresh_


effects.register(
    Step("gain", can=lambda e: (lambda what: lambda st, c: can_gain(st, c["p"], what))(e["what"]),
         run=lambda st, e, c, ev: gain(st, c["p"], e["what"], e.get("n", 1), c["rule"], ev),
         schema={"what": "gain", "n": "int"},
         words=lambda e, comp: Msg(N_("+{n} {what}"), {"n": e.get("n", 1), "what": Msg(WHAT.get(e["what"], e["what"]))})),
    Step("lose", can=lambda e: (lambda what: lambda st, c: getattr(st.inv[c["p"]], what) > 0)(e["what"]),
         run=lambda st, e, c, ev: lose(st, c["p"], e["what"], e.get("n", 1), c["rule"], ev),
         schema={"what": "lose", "n": "int"},
         words=lambda e, comp: Msg(N_("−{n} {what}"), {"n": e.get("n", 1), "what": Msg(WHAT.get(e["what"], e["what"]))})),
    Step("restore", can=_restore_can, run=lambda st, e, c, ev: restore(st, c["p"], c["rule"], ev),
         schema={"what": "lose"}, words=lambda e, comp: Msg(N_("stamina back up to health"))),
    Step("refresh", can=_refresh_can, run=lambda st, e, c, ev: refresh(st, c["p"], c["rule"], ev), schema={},
         words=lambda e, comp: Msg(N_("action markers back"))),
    Step("harm", can=_harm_can, run=_harm, schema={"what": "lose", "n": "int", "where": "where"}, optional=("where",),
         words=_harm_words),
)
