"""Car actions: three of the six cars have their action side out; the Locomotive's action (speed +1,
a Train Moves token into the event bag, every monster pushed back one car) works twice a game --
the two Locomotive Train Moves tokens count the uses left."""
from __future__ import annotations

from ..core import RuleViolation
from ..i18n import Msg, N_
from . import effects, passenger_steps


def car_data(st, car):
    return st.comp.locomotive if car == 0 else st.comp.cars[st.cars[car]]


def why_not(st, p) -> RuleViolation | None:
    car = st.inv[p].car
    if not st.active[car]:
        return RuleViolation("car_actions", Msg(N_("This car's action plaque shows its inactive side.")))
    if car == 0 and not st.loco_tokens:
        return RuleViolation("car_actions", Msg(N_("The Locomotive's action has been used twice already.")))
    d = car_data(st, car)
    c = effects.ctx(p, "car_actions")
    if "condition" in d and not effects.holds(st, d["condition"], c):
        return RuleViolation("car_actions", Msg(N_("The condition of the {car} action is not met."), {"car": Msg(d["name"])}))
    if not effects.can(st, d["action"], c):
        return passenger_steps.why_nothing(st, d["action"], c) or RuleViolation("general", Msg(N_("The {car} action would change nothing now."), {"car": Msg(d["name"])}))
    return None


def ok(st, p) -> bool:
    """``why_not(st, p) is None``, without the reasons."""
    car = st.inv[p].car
    if not st.active[car] or (car == 0 and not st.loco_tokens):
        return False
    comp = st.comp
    got = _last
    loco, cars = got[1] if got[0] is comp else _checks(comp)
    cond, can = loco if car == 0 else cars[st.cars[car]]   # car_data's checks
    c = _PROBES[p][car]
    if cond is not None and not cond(st, c, car):
        return False
    return can(st, c)


def use(st, p, ev) -> None:
    car = st.inv[p].car
    d = car_data(st, car)
    ev.append(st.event(N_("{player} uses the {car} action."), {"car": Msg(d["name"])}, "car_actions", p))
    effects.push(st, d["action"], effects.ctx(p, "car_actions"))


# [seat 0-3][its car 0-6]: probe contexts naming the car that counts as here, so ``effects.here`` answers at once
_PROBES = tuple(tuple(effects.probe_ctx(p, "car_actions", car=k) for k in range(7)) for p in range(4))
_CHECKS: dict = {}   # id(component set) -> (it, (the Locomotive's checks, checks per car id)): (condition's test
# ``(state, ctx, car here)`` or None, can)
_last = (None, None)   # the component set asked about last and its checks (one tuple, replaced whole)


def _checks(comp) -> tuple:
    """The compiled checks ``ok`` asks of a component set's car actions (its data never changes during a game)."""
    global _last
    got = _CHECKS.get(id(comp))
    if got is None or got[0] is not comp:
        def row(d):
            return (effects.compiled_holds_at(d["condition"]) if "condition" in d else None, effects.compiled_can(d["action"]))
        got = _CHECKS[id(comp)] = (comp, (row(comp.locomotive), {cid: row(d) for cid, d in comp.cars.items()}))
    _last = got
    return got[1]
