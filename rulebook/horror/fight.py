"""Fighting monsters: kill, push +X (plus the train's speed) and stun.

Monsters stand by cars: ``state.monsters`` is a list of ``[colour, car]``
kept in order from the front (car 0, the Locomotive) to the back (car 6).
"""
from __future__ import annotations

from ..i18n import N_
from .actions import TargetMonster

LAST = 6


def sort(st) -> None:
    st.monsters.sort(key=lambda m: m[1])


def targets(st, prim, car) -> list:
    seen = []
    for col, k in st.monsters:
        if (prim.get("where", "here") == "any" or k == car) and TargetMonster.of(k, col) not in seen:
            seen.append(TargetMonster.of(k, col))
    return seen


def _take(st, car, colour):
    for i, m in enumerate(st.monsters):
        if m[1] == car and m[0] == colour:
            return st.monsters.pop(i)
    raise ValueError("no such monster")


def kill(st, colour, rule, ev, car) -> None:
    st.pool[colour] += 1
    ev.append(st.event(N_("The {colour} monster by car {car} is killed and returns to the pool."),
                       {"colour": colour, "car": car}, rule))


def hit(st, prim, a, rule, ev) -> None:
    _take(st, a.car, a.colour)
    do = prim["do"]
    if do == "kill":
        kill(st, a.colour, rule, ev, a.car)
    elif do == "stun":
        st.pursuit.append(a.colour)
        ev.append(st.event(N_("The {colour} monster by car {car} is stunned and goes to the Pursuit."),
                           {"colour": a.colour, "car": a.car}, rule))
    else:
        power = prim.get("x", 0) + st.speed
        to = a.car + power
        if to > LAST:
            ev.append(st.event(N_("Push power {power} throws the {colour} monster off the back of the train."),
                               {"power": power, "colour": a.colour}, rule))
            kill(st, a.colour, rule, ev, a.car)
        else:
            st.monsters.append([a.colour, to])
            sort(st)
            ev.append(st.event(N_("Push power {power} moves the {colour} monster from car {frm} to car {to}."),
                               {"power": power, "colour": a.colour, "frm": a.car, "to": to}, rule))


def push_all(st, cars, rule, ev) -> None:
    keep = []
    for col, k in st.monsters:
        if k + cars > LAST:
            kill(st, col, rule, ev, k)
        else:
            keep.append([col, k + cars])
    st.monsters[:] = keep
    ev.append(st.event(N_("Every monster is pushed back {n} car(s)."), {"n": cars}, rule))
