"""Items: tomes and artifacts in one shared pool; using one costs sanity or health first, then the card
is banished. Gaining a given type searches the deck for one and shuffles the rest back."""
from __future__ import annotations

from ..core import RuleViolation
from ..i18n import Msg, N_
from . import effects, investigators, passenger_steps
from .actions import UseItem, label
from .data import name_of
from .effects import Step
from .terms import WHAT_A


def has(st, kind) -> bool:
    return any(kind == "any" or st.comp.items[i]["type"] == kind for i in st.items)


def can_gain(st, what) -> bool:
    if what == "item":
        return bool(st.item_deck)
    return any(st.comp.items[i]["type"] == what for i in st.item_deck)


def gain(st, what, rule, ev) -> None:
    deck = st.item_deck
    if what == "item":
        if not deck:
            return
        iid = deck.pop(0)
    else:
        k = next((j for j, i in enumerate(deck) if st.comp.items[i]["type"] == what), None)
        if k is None:
            return
        iid = deck.pop(k)
        st.rng.shuffle(deck)
    st.items.append(iid)
    ev.append(st.event(N_("The investigators gain the item {item}."), {"item": label(st.comp.items[iid]["name"])}, rule, reveal=True))


def banish(st, iid, rule, ev) -> None:
    st.items.remove(iid)
    st.items_banished.append(iid)
    ev.append(st.event(N_("The item {item} is banished."), {"item": label(st.comp.items[iid]["name"])}, rule))


def banish_type(st, kind, rule, ev) -> None:
    for i in st.items:
        if kind == "any" or st.comp.items[i]["type"] == kind:
            banish(st, i, rule, ev)
            return


def why_not_use(st, p, iid):
    if iid not in st.comp.items:
        return RuleViolation("items", Msg(N_("There is no item called {item}."), {"item": name_of(iid)}))
    if iid in st.items_banished:
        return RuleViolation("items", Msg(N_("Item {item} was used and banished already."), {"item": name_of(iid)}))
    if iid not in st.items:
        return RuleViolation("items", Msg(N_("The investigators do not have item {item}."), {"item": name_of(iid)}))
    c = effects.ctx(st.cur, "items")
    if not effects.can(st, st.comp.items[iid]["effect"], c):
        return passenger_steps.why_nothing(st, st.comp.items[iid]["effect"], c) or RuleViolation("general", Msg(N_("Item {item} would change nothing now."), {"item": name_of(iid)}))
    return None


def use_options(st, p) -> list:
    """The items that may be used now (``why_not_use`` is None for exactly these), in pool order."""
    out = []
    known, gone = st.comp.items, st.items_banished
    c = None
    for iid in st.items:
        if iid not in known or iid in gone:
            continue
        if c is None:
            c = _PROBES[st.cur][st.inv[st.cur].car]
        if effects.can(st, known[iid]["effect"], c):
            out.append(UseItem.of(iid))
    return out


# [seat 0-3][its car 0-6]: probe contexts naming the car that counts as here, so ``effects.here`` answers at once
_PROBES = tuple(tuple(effects.probe_ctx(p, "items", car=k) for k in range(7)) for p in range(4))


def use(st, p, iid, ev) -> None:
    it = st.comp.items[iid]
    ev.append(st.event(N_("{player} uses the item {item}."), {"item": label(it["name"])}, "items", p))
    for what in ("sanity", "health"):
        if it["cost"].get(what):
            investigators.lose(st, p, what, it["cost"][what], "items", ev)
    banish(st, iid, "items", ev)
    if st.result is None:
        effects.push(st, it["effect"], effects.ctx(p, "items", u=st.inv[p].unstable))



effects.register(
    Step("banish_item", can=lambda e: (lambda kind: lambda st, c: has(st, kind))(e["type"]),
         run=lambda st, e, c, ev: banish_type(st, e["type"], c["rule"], ev), schema={"type": "item_type"},
         words=lambda e, comp: Msg(N_("banish {type}"), {"type": Msg(WHAT_A.get(e["type"], e["type"]))})),
)
investigators.SHARED.update({k: (can_gain, gain) for k in ("item", "tome", "artifact")})
