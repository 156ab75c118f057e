"""The conditions of the effect language (``if``, ``each_car``, a skill's or car's ``condition``): one
:class:`~.effects.Condition` record per key -- its test on the car that counts as "here" (``effects.here``), the
same test compiled, the kind of value a data file may give and its words -- registered with the resolver
(``effects.condition``).

A condition holds when every key holds; unknown keys are ignored (``data_schema.py`` refuses them in data files).
``holds_slow`` is the plain reading the compiled tests are checked against.
"""
from __future__ import annotations

from ..i18n import Msg, N_, NN_
from . import effects, items, passengers
from .effects import Condition
from .terms import STATUS, WHAT_A, statuses


def holds_slow(st, cond, c) -> bool:
    """The reading ``effects.holds`` compiles: each key of ``cond`` a test on the car that counts as "here"."""
    car = effects.here(st, c)
    known = effects.COND
    for k, v in cond.items():
        key = known.get(k)
        if key is not None and not key.test(st, c, car, v):
            return False
    return True


def _either(yes, no):
    """The words of a key whose value is true or false."""
    return lambda v, comp: Msg(yes if v else no)


def _car_name(v, comp):
    return comp.cars[v]["name"] if comp is not None and v in comp.cars else v


# ---------------------------------------------------------------- the compiled tests spelled out
def _count(v):
    count, status, n = passengers.count, v["status"], v["n"]
    return lambda st, c, car: count(st, car, status) >= n


def _monster_here(v):
    def monster_here(st, c, car):   # any(...) == v, with the loop spelled out
        for m in st.monsters:
            if m.car == car:
                return True == v   # noqa: E712
        return False == v   # noqa: E712
    return monster_here


def _no_status_here(v):
    count = passengers.count
    return lambda st, c, car: not any(count(st, car, s) for s in v)


effects.condition(
    Condition("count", "count",
              test=lambda st, c, car, v: passengers.count(st, car, v["status"]) >= v["n"],
              compiled=_count,
              words=lambda v, comp: Msg(N_("{n} {status} here"), {"n": v["n"], "status": Msg(STATUS[v["status"]])})),
    Condition("in_car", "str",
              test=lambda st, c, car, v: st.cars[car] == v,
              compiled=lambda v: lambda st, c, car: st.cars[car] == v,
              words=lambda v, comp: Msg(N_("in the {car}"), {"car": Msg(_car_name(v, comp))})),
    Condition("unstable", "bool",
              test=lambda st, c, car, v: st.inv[c["p"]].unstable == v,
              compiled=lambda v: lambda st, c, car: st.inv[c["p"]].unstable == v,
              words=_either(N_("unstable"), N_("stable"))),
    Condition("no_items", "bool",
              test=lambda st, c, car, v: bool(st.items) != v,
              compiled=lambda v: lambda st, c, car: bool(st.items) != v,
              words=_either(N_("no items"), N_("an item"))),
    Condition("has_item", "item_type",
              test=lambda st, c, car, v: items.has(st, v),
              compiled=lambda v: lambda st, c, car: items.has(st, v),
              words=lambda v, comp: Msg(N_("{type} in the pool"), {"type": Msg(WHAT_A.get(v, v))})),
    Condition("suspects_here", "int",
              test=lambda st, c, car, v: sum(1 for s in st.suspects if s.car == car) == v,
              compiled=lambda v: lambda st, c, car: sum(1 for s in st.suspects if s.car == car) == v,
              words=lambda v, comp: Msg(NN_("{n} suspect here", "{n} suspects here"), {"n": v})),
    Condition("suspect_here", "bool",
              test=lambda st, c, car, v: any(s.car == car for s in st.suspects) == v,
              compiled=lambda v: lambda st, c, car: any(s.car == car for s in st.suspects) == v,
              words=_either(N_("a suspect here"), N_("no suspect here"))),
    Condition("monster_here", "bool",
              test=lambda st, c, car, v: any(m.car == car for m in st.monsters) == v,
              compiled=_monster_here,
              words=_either(N_("a monster here"), N_("no monster here"))),
    Condition("passenger_here", "bool",
              test=lambda st, c, car, v: passengers.alive_in(st, car) == v,
              compiled=lambda v: lambda st, c, car: passengers.alive_in(st, car) == v,
              words=_either(N_("a passenger here"), N_("no passenger here"))),
    Condition("curtains", "curtains",
              test=lambda st, c, car, v: passengers.curtains(st, car) == v,
              compiled=lambda v: lambda st, c, car: passengers.curtains(st, car) == v,
              words=lambda v, comp: Msg(N_("curtains open") if v == "open" else N_("curtains closed"))),
    Condition("no_status_here", "statuses",
              test=lambda st, c, car, v: not any(passengers.count(st, car, s) for s in v),
              compiled=_no_status_here,
              words=lambda v, comp: Msg(N_("no {status} here"), {"status": statuses(v)})),
    Condition("min_occult", "int",
              test=lambda st, c, car, v: st.occult >= v,
              compiled=lambda v: lambda st, c, car: st.occult >= v,
              words=lambda v, comp: Msg(N_("{n}+ Occult tokens"), {"n": v})),
    Condition("max_stamina", "int",
              test=lambda st, c, car, v: st.inv[c["p"]].stamina <= v,
              compiled=lambda v: lambda st, c, car: st.inv[c["p"]].stamina <= v,
              words=lambda v, comp: Msg(N_("stamina {n} or less"), {"n": v})),
    Condition("investigators_here", "int",
              test=lambda st, c, car, v: sum(1 for x in st.inv if x.car == car) >= v,
              compiled=lambda v: lambda st, c, car: sum(1 for x in st.inv if x.car == car) >= v,
              words=lambda v, comp: Msg(N_("{n}+ investigators here"), {"n": v})),
    Condition("person_here", "bool",
              test=lambda st, c, car, v: (passengers.alive_in(st, car)
                                          or any(s.car == car for s in st.suspects)) == v,
              compiled=lambda v: lambda st, c, car: (passengers.alive_in(st, car)
                                                     or any(s.car == car for s in st.suspects)) == v,
              words=_either(N_("someone here"), N_("nobody here"))),
)
