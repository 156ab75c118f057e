"""Passengers: status, the universal order, gathering and sending, room in a car.

A passenger is ``[car, status]`` in ``state.passengers``; a dead one keeps its
spot under a coffin (status ``dead``). Player actions choose freely which
passenger changes; game effects take them in the universal order (ruling
``passenger_order``), car by car from the Locomotive backwards.
"""
from __future__ import annotations

from .actions import ChangeStatus, Relocate, status_msg
from .data import STATUSES
from ..i18n import N_


def count(st, car, status) -> int:
    return sum(1 for q in st.passengers if q[0] == car and q[1] == status)


def alive_in(st, car) -> int:
    return sum(1 for q in st.passengers if q[0] == car and q[1] != "dead")


def capacity(st, car) -> int:
    t = st.comp.table
    return t["locomotive_capacity"] if car == 0 else t["car_capacity"]


def occupants(st, car) -> int:
    return (sum(1 for q in st.passengers if q[0] == car) + sum(1 for s in st.suspects if s["car"] == car)
            + sum(1 for x in st.inv if x["car"] == car))


def room(st, car) -> bool:
    return occupants(st, car) < capacity(st, car)


def curtains(st, car) -> str:
    """'open' or 'closed'; the Locomotive is always closed, banished curtains are always open."""
    if car == 0:
        return "closed"
    return "closed" if st.curtains[car] == "closed" else "open"


def _cars(car, where):
    if where == "adjacent":
        return [k for k in (car - 1, car + 1) if 0 <= k <= 6]
    if where == "any":
        return list(range(7))
    return [car]


def status_options(st, prim, car, by) -> list:
    frm = STATUSES if prim["from"] == "any" else prim["from"]
    to = prim["to"] if isinstance(prim["to"], list) else [prim["to"]]
    out = []
    for k in _cars(car, prim.get("where", "here")):
        present = {q[1] for q in st.passengers if q[0] == k}
        for s in STATUSES:
            if s in frm and s in present:
                out.extend(ChangeStatus(k, s, t) for t in to if t != s)
    return out


def set_status(st, car, frm, to, rule, ev) -> None:
    for q in st.passengers:
        if q[0] == car and q[1] == frm:
            q[1] = to
            break
    if to == "dead":
        st.coffins -= 1
        ev.append(st.event(N_("A {frm} passenger in car {car} dies; a coffin is placed ({k} left)."),
                           {"frm": status_msg(frm), "car": car, "k": st.coffins}, rule))
    else:
        ev.append(st.event(N_("A {frm} passenger in car {car} becomes {to}."),
                           {"frm": status_msg(frm), "car": car, "to": status_msg(to)}, rule))


def game_status(st, e, car, rule, ev) -> None:
    """A status change caused by the game: the universal order picks, car by car from the front."""
    frm = STATUSES if e["from"] == "any" else e["from"]
    to = e["to"] if isinstance(e["to"], str) else e["to"][0]
    where = e.get("where", "here")
    n = e.get("n", 1)
    if where == "open":
        cars = [k for k in range(7) if curtains(st, k) == "open"]
    elif car is not None and where == "here":
        cars = [car]
    else:
        cars = list(range(7))
    left = n
    for k in cars:
        if where == "open":
            left = n  # each qualifying car is resolved on its own
        while left > 0:
            pick = next((s for s in st.order if s in frm and s != to and count(st, k, s)), None)
            if pick is None:
                break
            set_status(st, k, pick, to, rule, ev)
            left -= 1
            if st.coffins <= 0:
                return


def gather_options(st, prim, car, p) -> list:
    if not room(st, car):
        return []
    what = prim["what"]
    cars = _cars(car, prim.get("from", "any"))
    out = []
    for k in cars:
        if k == car:
            continue
        if "passenger" in what:
            present = {q[1] for q in st.passengers if q[0] == k and q[1] != "dead"}
            out.extend(Relocate("passenger", s, k, car) for s in STATUSES if s in present)
        if "suspect" in what:
            out.extend(Relocate("suspect", str(i), k, car) for i, s in enumerate(st.suspects) if s["car"] == k)
        if "investigator" in what:
            out.extend(Relocate("investigator", str(i), k, car) for i, x in enumerate(st.inv) if x["car"] == k and i != p)
    return out


def send_options(st, prim, car, p, at) -> list:
    what = prim["what"]
    out = []
    if "anchor" in what and at is not None:
        frm = st.suspects[at]["car"]
        return [Relocate("suspect", str(at), frm, k) for k in _cars(frm, "adjacent") if room(st, k)]
    targets = [k for k in _cars(car, prim.get("to", "adjacent")) if k != car and room(st, k)]
    for k in targets:
        if "passenger" in what:
            present = {q[1] for q in st.passengers if q[0] == car and q[1] != "dead"}
            out.extend(Relocate("passenger", s, car, k) for s in STATUSES if s in present)
        if "suspect" in what:
            out.extend(Relocate("suspect", str(i), car, k) for i, s in enumerate(st.suspects) if s["car"] == car)
        if "investigator" in what:
            out.extend(Relocate("investigator", str(i), car, k) for i, x in enumerate(st.inv) if x["car"] == car and i != p)
    return out


def relocate(st, a, rule, ev) -> None:
    if a.kind == "passenger":
        for q in st.passengers:
            if q[0] == a.frm and q[1] == a.who:
                q[0] = a.to
                break
        ev.append(st.event(N_("A {status} passenger moves from car {frm} to car {to}."),
                           {"status": status_msg(a.who), "frm": a.frm, "to": a.to}, rule))
    elif a.kind == "suspect":
        st.suspects[int(a.who)]["car"] = a.to
        ev.append(st.event(N_("Suspect {s} moves from car {frm} to car {to}."),
                           {"s": int(a.who) + 1, "frm": a.frm, "to": a.to}, rule))
    else:
        move_investigator(st, int(a.who), a.to, rule, ev)


def move_investigator(st, p, car, rule, ev) -> None:
    frm = st.inv[p]["car"]
    st.inv[p]["car"] = car
    ev.append(st.event(N_("{player} moves from car {frm} to car {to}."), {"frm": frm, "to": car}, rule, p))
