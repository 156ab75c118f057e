"""The conditions of the effect language (``if``, ``each_car``, a skill's or car's ``condition``): each key a
test on the car that counts as "here" (``effects.here``), registered with the resolver (``effects.condition``).

A condition holds when every key holds; unknown keys are ignored (``data.py`` refuses them in data files).
``holds_slow`` is the plain reading the compiled tests are checked against.
"""
from __future__ import annotations

from . import effects, items, passengers


def holds_slow(st, cond, c) -> bool:
    """The reading ``effects.holds`` compiles: each key of ``cond`` a test on the car that counts as "here"."""
    car = effects.here(st, c)
    for k, v in cond.items():
        if k == "count":
            if passengers.count(st, car, v["status"]) < v["n"]:
                return False
        elif k == "in_car":
            if st.cars[car] != v:
                return False
        elif k == "unstable":
            if st.inv[c["p"]]["unstable"] != v:
                return False
        elif k == "no_items":
            if bool(st.items) == v:
                return False
        elif k == "has_item":
            if not items.has(st, v):
                return False
        elif k == "suspects_here":
            if sum(1 for s in st.suspects if s["car"] == car) != v:
                return False
        elif k == "suspect_here":
            if any(s["car"] == car for s in st.suspects) != v:
                return False
        elif k == "monster_here":
            if any(m[1] == car for m in st.monsters) != v:
                return False
        elif k == "passenger_here":
            if passengers.alive_in(st, car) != v:
                return False
        elif k == "person_here":
            if (passengers.alive_in(st, car) or any(s["car"] == car for s in st.suspects)) != v:
                return False
        elif k == "curtains":
            if passengers.curtains(st, car) != v:
                return False
        elif k == "no_status_here":
            if any(passengers.count(st, car, s) for s in v):
                return False
        elif k == "min_occult":
            if st.occult < v:
                return False
        elif k == "max_stamina":
            if st.inv[c["p"]]["stamina"] > v:
                return False
        elif k == "investigators_here":
            if sum(1 for x in st.inv if x["car"] == car) < v:
                return False
    return True


# ---------------------------------------------------------------- the compiled tests, one per key
def _count(v):
    count, status, n = passengers.count, v["status"], v["n"]
    return lambda st, c, car: count(st, car, status) >= n


def _monster_here(v):
    def monster_here(st, c, car):   # any(...) == v, with the loop spelled out
        for m in st.monsters:
            if m[1] == car:
                return True == v   # noqa: E712
        return False == v   # noqa: E712
    return monster_here


def _no_status_here(v):
    count = passengers.count
    return lambda st, c, car: not any(count(st, car, s) for s in v)


effects.condition(
    count=_count,
    in_car=lambda v: lambda st, c, car: st.cars[car] == v,
    unstable=lambda v: lambda st, c, car: st.inv[c["p"]]["unstable"] == v,
    no_items=lambda v: lambda st, c, car: bool(st.items) != v,
    has_item=lambda v: lambda st, c, car: items.has(st, v),
    suspects_here=lambda v: lambda st, c, car: sum(1 for s in st.suspects if s["car"] == car) == v,
    suspect_here=lambda v: lambda st, c, car: any(s["car"] == car for s in st.suspects) == v,
    monster_here=_monster_here,
    passenger_here=lambda v: lambda st, c, car: passengers.alive_in(st, car) == v,
    person_here=lambda v: lambda st, c, car: (passengers.alive_in(st, car)
                                              or any(s["car"] == car for s in st.suspects)) == v,
    curtains=lambda v: lambda st, c, car: passengers.curtains(st, car) == v,
    no_status_here=_no_status_here,
    min_occult=lambda v: lambda st, c, car: st.occult >= v,
    max_stamina=lambda v: lambda st, c, car: st.inv[c["p"]]["stamina"] <= v,
    investigators_here=lambda v: lambda st, c, car: sum(1 for x in st.inv if x["car"] == car) >= v,
)
