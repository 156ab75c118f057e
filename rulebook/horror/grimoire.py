"""Occult tokens, the Grimoire and spells.

``state.grimoire`` has six slots ``[occult tokens, spell id or None, sanity tokens on the spell]``.
Gaining an Occult token takes it from the slot with the fewest (the leftmost of equals); emptying a
slot teaches the top spell of the deck. Spent Occult tokens are banished.
"""
from __future__ import annotations

from ..core import RuleViolation
from ..i18n import Msg, N_, NN_
from . import effects, investigators, passenger_steps
from .actions import CastSpell, label
from .effects import Step


def can_gain(st, what=None) -> bool:
    """An Occult token left in the Grimoire (``what`` is ignored: the form ``investigators.SHARED`` calls)."""
    for s in st.grimoire:
        if s[0] > 0:
            return True
    return False


def gain_occult(st, rule, ev) -> None:
    slots = [s for s in st.grimoire if s[0] > 0]
    if not slots:
        return
    low = min(s[0] for s in slots)
    k = next(i for i, s in enumerate(st.grimoire) if s[0] == low)
    slot = st.grimoire[k]
    slot[0] -= 1
    st.occult += 1
    ev.append(st.event(N_("The investigators gain an Occult token from Grimoire slot {k} ({n} in their pool)."),
                       {"k": k + 1, "n": st.occult}, rule))
    if slot[0] == 0 and slot[1] is None and st.spell_deck:
        slot[1] = st.spell_deck.pop(0)
        ev.append(st.event(N_("Grimoire slot {k} is empty: the investigators learn the spell {spell}."),
                           {"k": k + 1, "spell": label(st.comp.spells[slot[1]]["name"])}, "grimoire", reveal=True))


def spend(st, n, rule, ev) -> None:
    k = min(n, st.occult)
    st.occult -= k
    st.occult_banished += k
    ev.append(st.event(NN_("{n} Occult token is spent and banished.", "{n} Occult tokens are spent and banished."), {"n": k}, rule))


def why_not_cast(st, p, k):
    if not isinstance(k, int) or not 0 <= k < 6:
        return RuleViolation("grimoire", Msg(N_("The Grimoire has slots 1 to 6.")))
    slot = st.grimoire[k]
    if slot[1] is None:
        return RuleViolation("grimoire", Msg(NN_("Grimoire slot {k} holds no spell yet ({n} Occult token still on it).",
                                                 "Grimoire slot {k} holds no spell yet ({n} Occult tokens still on it)."),
                                             {"k": k + 1, "n": slot[0]}))
    if slot[2]:
        return RuleViolation("grimoire", Msg(N_("The spell in slot {k} carries a sanity token; it is blocked until a Grimoire event."),
                                             {"k": k + 1}))
    if st.inv[p].sanity < 1:
        return RuleViolation("grimoire", Msg(N_("Casting costs a sanity token and you have none.")))
    sp = st.comp.spells[slot[1]]
    u = st.inv[p].unstable or st.inv[p].sanity - 1 <= st.comp.investigators[st.inv[p].id]["unstable_at"]
    e, c = sp["unstable"] if u else sp["effect"], effects.ctx(p, "grimoire", u=u)
    if not effects.can(st, e, c):
        return passenger_steps.why_nothing(st, e, c) or RuleViolation("general", Msg(N_("The spell in slot {k} would change nothing now."), {"k": k + 1}))
    return None


def cast_options(st, p, out) -> None:
    """The spells seat ``p`` may cast now (``why_not_cast`` is None for exactly these), by slot, appended to ``out``."""
    x = st.inv[p]
    if x.sanity < 1:
        return
    cans = None
    k = 0
    for slot in st.grimoire:
        sid = slot[1]
        if sid is not None and not slot[2]:   # a spell without a sanity token (tokens count 0 or more)
            if cans is None:   # the first spell that may be cast: the side the caster would cast, and its checks
                comp = st.comp
                got = _last
                checks = got[1] if got[0] is comp else _checks(comp)
                u = x.unstable or x.sanity - 1 <= comp.investigators[x.id]["unstable_at"]
                cans, c = (checks[1], _PROBES[p][x.car][1]) if u else (checks[0], _PROBES[p][x.car][0])
            if cans[sid](st, c):
                out.append(_CAST[k] if k < 6 else CastSpell.of(k))
        k += 1


# [seat 0-3][its car 0-6][unstable 0/1]: probe contexts naming the car that counts as here (``effects.here`` answers at once)
_PROBES = tuple(tuple(tuple(effects.probe_ctx(p, "grimoire", u=u, car=k) for u in (False, True)) for k in range(7))
                for p in range(4))
_CAST = tuple(CastSpell.of(k) for k in range(6))
_CHECKS: dict = {}   # id(component set) -> (it, (compiled ``can`` per spell id of its effect, of its unstable effect))
_last = (None, None)   # the component set asked about last and its checks (read without id() and a dict look-up; one
# tuple, replaced whole, so a reader never pairs one set with another's checks)


def _checks(comp) -> tuple:
    global _last
    got = _CHECKS.get(id(comp))
    if got is None or got[0] is not comp:
        table = ({sid: effects.compiled_can(sp["effect"]) for sid, sp in comp.spells.items()},
                 {sid: effects.compiled_can(sp["unstable"]) for sid, sp in comp.spells.items()})
        got = _CHECKS[id(comp)] = (comp, table)
    _last = got
    return got[1]


def cast(st, p, k, ev) -> None:
    slot = st.grimoire[k]
    sp = st.comp.spells[slot[1]]
    x = st.inv[p]
    x.sanity -= 1
    slot[2] += 1
    ev.append(st.event(N_("{player} casts {spell}, putting a sanity token on it."), {"spell": label(sp["name"])}, "grimoire", p))
    investigators.after_sanity(st, p, ev)
    if st.result is None:
        u = x.unstable
        if u:
            ev.append(st.event(N_("Unstable: the stronger effect of the spell applies."), {}, "grimoire", p))
        effects.push(st, sp["unstable"] if u else sp["effect"], effects.ctx(p, "grimoire", u=u))



effects.register(
    Step("spend_occult", can=lambda e: (lambda n: lambda st, c: st.occult >= n)(e.get("n", 1)),
         run=lambda st, e, c, ev: spend(st, e.get("n", 1), c["rule"], ev), schema={"n": "int"}, optional=("n",),
         words=lambda e, comp: Msg(N_("spend {n} Occult token"), {"n": e.get("n", 1)})),
)
investigators.SHARED["occult"] = (can_gain, lambda st, what, rule, ev: gain_occult(st, rule, ev))
