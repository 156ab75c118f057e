"""Fighting monsters: kill, push +X (plus the train's speed) and stun.

Monsters stand by cars: ``state.monsters`` is a list of ``[colour, car]``
kept in order from the front (car 0, the Locomotive) to the back (car 6).
"""
from __future__ import annotations

from ..i18n import Msg, N_, NN_
from . import effects
from .actions import TargetMonster
from .effects import Step, refusal
from .records import Monster
from .terms import placed

LAST = 6


def sort(st) -> None:
    st.monsters.sort(key=lambda m: m.car)


def targets(st, prim, car) -> list:
    """One ``TargetMonster`` per (car, colour) of the monsters in reach, in the order of ``st.monsters``."""
    anywhere = prim.get("where", "here") == "any"
    seen = []
    keys = set()
    for m in st.monsters:
        k, col = m.car, m.colour
        if (anywhere or k == car) and (k, col) not in keys:
            keys.add((k, col))
            seen.append(TargetMonster.of(k, col))
    return seen


def _take(st, car, colour):
    for i, m in enumerate(st.monsters):
        if m.car == car and m.colour == colour:
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
            st.monsters.append(Monster(a.colour, to))
            sort(st)
            ev.append(st.event(N_("Push power {power} moves the {colour} monster from car {frm} to car {to}."),
                               {"power": power, "colour": a.colour, "frm": a.car, "to": to}, rule))


def push_all(st, cars, rule, ev) -> None:
    keep = []
    for m in st.monsters:
        if m.car + cars > LAST:
            kill(st, m.colour, rule, ev, m.car)
        else:   # (a new record: ``kill`` above finds the monsters still where they were)
            keep.append(Monster(m.colour, m.car + cars))
    st.monsters[:] = keep
    ev.append(st.event(NN_("Every monster is pushed back {n} car.", "Every monster is pushed back {n} cars."), {"n": cars}, rule))


# ---------------------------------------------------------------- the fight primitives of the effect language
def _monster_can(e):
    """A monster by the car that counts as here (``where: any``: any monster)."""
    if e.get("where", "here") == "any":
        return lambda st, c: bool(st.monsters)

    def monster(st, c):
        car = c.get("car")   # effects.here, its first test spelled out
        if car is None:
            car = effects.here(st, c)
        for m in st.monsters:
            if m.car == car:
                return True
        return False
    return monster


def _why_not_monster(st, a, prim, c, car):
    if not any(m.colour == a.colour and m.car == a.car for m in st.monsters):
        return refusal("fight", N_("There is no {colour} monster by car {car}."), colour=a.colour, car=a.car)
    return refusal("general", N_("You can only target a monster by your own car ({car})."), car=car)


_FIGHT_WORDS = {   # step -> (its number parameter, its words)
    "kill": ("n", lambda e: Msg(N_("Kill {n}"), {"n": e.get("n", 1)})),
    "push": ("x", lambda e: Msg(N_("Push +{x}"), {"x": e.get("x", 0)})),
    "stun": ("n", lambda e: Msg(N_("Stun {n}"), {"n": e.get("n", 1)})),
}


def _fight(name) -> Step:
    """Kill, push and stun: the player picks a monster (the decision kind "monster"), then it is hit."""
    param, words = _FIGHT_WORDS[name]
    return Step(name, can=_monster_can, ask="monster", action=TargetMonster, title=N_("choose a monster"),
                options=lambda st, prim, c: targets(st, prim, effects.here(st, c)),
                choose=lambda st, a, prim, c, ev: hit(st, prim, a, c["rule"], ev), why_not=_why_not_monster,
                schema={param: "int", "where": "where"}, optional=("where",),
                words=lambda e, comp: placed(e, words(e)))


effects.register(
    _fight("kill"), _fight("push"), _fight("stun"),
    Step("push_all", can=lambda e: lambda st, c: bool(st.monsters),
         run=lambda st, e, c, ev: push_all(st, e.get("cars", 1), c["rule"], ev),
         schema={"cars": "int"}, optional=("cars",),
         words=lambda e, comp: Msg(N_("push every monster back {n}"), {"n": e.get("cars", 1)})),
)
