"""Basic actions that move and act: move up to two cars (a full car swaps the investigator with a
passenger, who goes to the first car with room the other way), open or close the curtains, and the
investigator's own basic action. Every basic action costs 1 stamina (casting a spell costs sanity)."""
from __future__ import annotations

from ..core import RuleViolation
from ..i18n import Msg, N_, NN_
from . import effects, passenger_steps, passengers
from .actions import MoveTo, PickCar, status_msg, label
from .effects import Step, refusal


MOVE_REACH = 2          # a move goes at most this many cars forward or back

def move_options(st, p, out) -> None:
    """The moves open to seat ``p`` (nearest car first from the front), appended to ``out``."""
    car = st.inv[p].car
    occ = passengers.occupancy(st)
    t = st.comp.table
    loco, cap = t["locomotive_capacity"], t["car_capacity"]
    for k in _NEAR[car]:
        if occ[k] < (cap if k else loco):   # passengers.room
            out.append(_MOVE[k])
        else:
            out.extend(passengers.swap_options(st, k, MoveTo.of))


_MOVE = tuple(MoveTo.of(k) for k in range(7))
_NEAR = tuple(tuple(k for k in range(max(0, car - MOVE_REACH), min(6, car + MOVE_REACH) + 1) if k != car)
              for car in range(7))   # car -> the cars a move reaches, from the front


def why_not_move(st, p, a) -> RuleViolation:
    car = st.inv[p].car
    if not isinstance(a.car, int) or not 0 <= a.car <= 6:
        return RuleViolation("basic_actions", Msg(N_("The train has cars 0 (the Locomotive) to 6.")))
    if a.car == car:
        return RuleViolation("basic_actions", Msg(N_("You are already in car {car}."), {"car": car}))
    if abs(a.car - car) > MOVE_REACH:
        return RuleViolation("basic_actions", Msg(N_("A move goes at most two cars; car {car} is {d} away."),
                                                  {"car": a.car, "d": abs(a.car - car)}))
    if passengers.room(st, a.car):
        return RuleViolation("basic_actions", Msg(N_("Car {car} has room, so nobody needs to swap places."), {"car": a.car}))
    if not a.swap:
        return RuleViolation("basic_actions", Msg(N_("Car {car} is full: name a passenger to swap places with."), {"car": a.car}))
    return RuleViolation("basic_actions", Msg(N_("There is no living {status} passenger in car {car} to swap with."),
                                              {"status": status_msg(a.swap), "car": a.car}))


def move(st, p, a, ev) -> None:
    passengers.enter(st, p, a.car, a.swap, a.ill, "basic_actions", ev)


def can_toggle(st, p) -> RuleViolation | None:
    car = st.inv[p].car
    if car == 0:
        return RuleViolation("basic_actions", Msg(N_("The Locomotive has no curtains; it always counts as closed.")))
    if st.curtains[car] == "banished":
        return RuleViolation("basic_actions", Msg(N_("The curtains of this car are banished; it always counts as open.")))
    return None


def toggle(st, p, ev) -> None:
    car = st.inv[p].car
    st.curtains[car] = "open" if st.curtains[car] == "closed" else "closed"
    ev.append(st.event(N_("{player} sets the curtains of car {car} {state}."),
                       {"car": car, "state": label(N_("open") if st.curtains[car] == "open" else N_("closed"))}, "basic_actions", p))


def unique_effect(st, p):
    return st.comp.investigators[st.inv[p].id]["unique"]["effect"]


def can_unique(st, p) -> RuleViolation | None:
    c = effects.ctx(p, "basic_actions")
    if not effects.can(st, unique_effect(st, p), c):
        return passenger_steps.why_nothing(st, unique_effect(st, p), c) or RuleViolation("general", Msg(N_("Your own basic action would change nothing now.")))
    return None


def unique(st, p, ev) -> None:
    u = st.comp.investigators[st.inv[p].id]["unique"]
    ev.append(st.event(N_("{player} uses {name}."), {"name": label(u["name"])}, "basic_actions", p))
    effects.push(st, u["effect"], effects.ctx(p, "basic_actions", u=st.inv[p].unstable))


# ---------------------------------------------------------------- "move up to n cars" in a card (``move_self``)
def _move_self_can(e):
    """A car within ``n`` that has room, or a full one with a living passenger to swap with (Overcrowded Cars)."""
    n = e["n"]

    def move(st, c):
        car = st.inv[c["p"]].car
        occ = passengers.occupancy(st)
        t = st.comp.table
        for k in range(max(0, car - n), min(6, car + n) + 1):
            if k != car:
                if occ[k] < (t["locomotive_capacity"] if k == 0 else t["car_capacity"]):   # room
                    return True
                for q in st.passengers:   # full: a living passenger to swap with (Overcrowded Cars)
                    if q.car == k and q.status != "dead":
                        return True
        return False
    return move


def _move_self_options(st, prim, c) -> list:
    """One move of up to n cars; a full car is entered by swapping with a passenger."""
    car = st.inv[c["p"]].car
    n = prim["n"]
    occ = passengers.occupancy(st)
    cap = passengers.capacity
    out = []
    for k in range(7):
        if 0 < abs(k - car) <= n:
            if occ[k] < cap(st, k):   # passengers.room
                out.append(PickCar.of(k))
            else:
                out.extend(passengers.swap_options(st, k, PickCar.of))
    return out


def _why_not_move(st, a, prim, c, car):
    me = st.inv[c["p"]].car
    if not isinstance(a.car, int) or not 0 <= a.car <= 6:
        return refusal("basic_actions", N_("The train has cars 0 (the Locomotive) to 6."))
    if a.car == me:
        return refusal("general", N_("Staying put would change nothing."))
    if abs(a.car - me) > prim["n"]:
        return refusal("basic_actions", NN_("This move goes at most {n} car.", "This move goes at most {n} cars."),
                       n=prim["n"])
    return refusal("basic_actions", N_("Car {car} is full."), car=a.car)


effects.register(
    Step("move_self", can=_move_self_can, run=effects.ask_once, options=_move_self_options, ask="move", action=PickCar,
         title=N_("choose a car to move to"), why_not=_why_not_move, schema={"n": "int"},
         words=lambda e, comp: Msg(NN_("move up to {n} car", "move up to {n} cars"), {"n": e.get("n", 1)}),
         choose=lambda st, a, prim, c, ev: passengers.enter(st, c["p"], a.car, a.swap, a.ill, c["rule"], ev)),
)
