"""Passengers: status, the universal order, gathering and sending, room in a car.

A passenger is ``[car, status]`` in ``state.passengers``; a dead one keeps its
spot under a coffin (status ``dead``). Player actions choose freely which
passenger changes; game effects take them in the universal order (ruling
``passenger_order``), car by car from the Locomotive backwards.
"""
from __future__ import annotations

from . import end
from .actions import ChangeStatus, Relocate, status_msg
from .data import STATUSES
from ..i18n import N_, NN_


def count(st, car, status) -> int:
    n = 0
    for q in st.passengers:
        if q.car == car and q.status == status:
            n += 1
    return n


def _has(pas, car, status) -> bool:
    """A passenger of ``status`` rides in ``car`` (``pas``: the state's passengers)."""
    for q in pas:
        if q.car == car and q.status == status:
            return True
    return False


def alive_in(st, car) -> bool:
    """A living passenger rides in ``car`` (every rule asks only whether one does)."""
    for q in st.passengers:
        if q.car == car and q.status != "dead":
            return True
    return False


def capacity(st, car) -> int:
    t = st.comp.table
    return t["locomotive_capacity"] if car == 0 else t["car_capacity"]


# While legal actions are listed nothing moves, so the figures per car are counted at most once then:
# ``freeze`` marks the state (``st._occ = True``), the first question counts and keeps the list, ``thaw`` drops it.
def freeze(st) -> None:
    st._occ = True


def thaw(st) -> None:
    st._occ = None


def _count(st) -> list:
    occ = [0, 0, 0, 0, 0, 0, 0]   # (a literal: cheaper than [0] * 7)
    for q in st.passengers:
        occ[q.car] += 1
    for s in st.suspects:
        occ[s.car] += 1
    for x in st.inv:
        occ[x.car] += 1
    return occ


def occupancy(st) -> list:
    """Figures per car (0-6): counted once while legal actions are listed, else counted now."""
    occ = st._occ
    if occ is None:
        return _count(st)
    if occ is True:
        occ = st._occ = _count(st)
    return occ


def occupants(st, car) -> int:
    occ = st._occ
    if occ is None:
        n = 0
        for q in st.passengers:
            if q.car == car:
                n += 1
        for s in st.suspects:
            if s.car == car:
                n += 1
        for x in st.inv:
            if x.car == car:
                n += 1
        return n
    if occ is True:
        occ = st._occ = _count(st)
    return occ[car]


def room(st, car) -> bool:
    occ = st._occ
    if occ is None:
        return occupants(st, car) < capacity(st, car)
    if occ is True:   # listing: count once (occupancy() spelled out)
        occ = st._occ = _count(st)
    t = st.comp.table   # capacity() spelled out
    return occ[car] < (t["locomotive_capacity"] if car == 0 else t["car_capacity"])


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


def dice(st, car) -> tuple:
    """The distinct living passenger dice of ``car`` a player can tell apart, as ``(status, ill)`` pairs in
    status order (a healthy die before an Ill one of the same face). Dice of one face are interchangeable
    unless one carries an Illness marker (Pestilence), so a player's choice names the face and the marker."""
    m = _masks(st)[car]
    return _DICE.get(m) or _decode(m)


def _dice_in(st, cars) -> list:
    """``dice(st, k)`` for each car ``k`` of ``cars``, from one pass over the passengers."""
    m = _masks(st)
    return [_DICE.get(m[k]) or _decode(m[k]) for k in cars]


_FACE = {s: 1 << 2 * i for i, s in enumerate(STATUSES)}   # a die face's bit in a car's mask; its Ill twin: the next bit
_FACE["dead"] = 0


def _masks(st) -> list:
    """Per car 0-6: the mask of its living passenger dice (``_FACE``)."""
    m = [0] * 7
    ill = st.ill
    if ill:
        for i, q in enumerate(st.passengers):
            m[q.car] |= _FACE[q.status] << (i in ill)
    else:
        for q in st.passengers:
            m[q.car] |= _FACE[q.status]
    return m


_DICE: dict = {}   # a car's mask -> its dice in ``dice``'s order (filled as masks are met: 4,096 at most; constant)


def _decode(m) -> tuple:
    if not m:
        return ()
    got = _DICE[m] = tuple((STATUSES[b >> 1], b & 1 == 1) for b in range(12) if m >> b & 1)
    return got


def find(st, car, status, ill=None) -> int | None:
    """The index of a ``status`` passenger in ``car``: with ``ill`` None (a game effect picks) an Ill one first
    (reading, GAPS.md), else one whose Illness marker is as given (a player chose that die); None if none."""
    sick = st.ill
    if not sick:   # no Illness marker anywhere: the first such passenger
        if ill:
            return None
        for i, q in enumerate(st.passengers):
            if q.car == car and q.status == status:
                return i
        return None
    first = None
    for i, q in enumerate(st.passengers):
        if q.car == car and q.status == status:
            m = i in sick
            if ill is None:
                if m:
                    return i
                if first is None:
                    first = i
            elif m == ill:
                return i
    return first


def status_options(st, prim, car, by) -> list:
    """A player's status change: any die of a face ``from`` allows (told apart by its Illness marker), to
    each ``to`` face that changes it."""
    frm = STATUSES if prim["from"] == "any" else prim["from"]
    to = prim["to"] if isinstance(prim["to"], list) else [prim["to"]]
    out = []
    cars = _cars(car, prim.get("where", "here"))
    for k, dk in zip(cars, _dice_in(st, cars)):
        for s, ill in dk:
            if s in frm:
                for t in to:
                    if t != s:
                        out.append(ChangeStatus.of(k, s, t, True) if ill else ChangeStatus.of(k, s, t))
    return out


HARMFUL = ("wounded", "panicked", "insane", "angry")


def set_status(st, car, frm, to, rule, ev, ill=None) -> None:
    """Turn one ``frm`` passenger of ``car`` into ``to``: the die a player chose (``ill``: whether it carries an
    Illness marker), or for a game effect (``ill`` None) an Ill one first (reading). An Ill passenger
    (Pestilence) dies instead of a harmful change, and a healing one only removes the Illness marker."""
    i = find(st, car, frm, ill)
    if i is None:
        return
    ill = st.ill
    if i in ill:
        if to in HARMFUL:
            ev.append(st.event(N_("The passenger is Ill: the change kills them."), {}, "pestilence"))
            to = "dead"
        if to in ("calm", "happy"):
            ill.remove(i)
            ev.append(st.event(N_("An Ill {frm} passenger in car {car} is cured: the Illness marker is removed, the status stays."),
                               {"frm": status_msg(frm), "car": car}, "pestilence"))
            return
        if to == "dead":
            ill.remove(i)
    st.passengers[i].status = to
    if to == "dead":
        st.coffins -= 1
        ev.append(st.event(N_("A {frm} passenger in car {car} dies; a coffin is placed ({k} left)."),
                           {"frm": status_msg(frm), "car": car, "k": st.coffins}, rule))
        if st.coffins <= 0:   # the last coffin is taken: lost at once, before any further part of the effect
            end.lose(st, "coffins", ev)
    else:
        ev.append(st.event(N_("A {frm} passenger in car {car} becomes {to}."),
                           {"frm": status_msg(frm), "car": car, "to": status_msg(to)}, rule))


_PICKS: dict = {}   # id(effect) -> (the effect, the passenger_order ruling, its target status, the statuses it may pick, in order);
# the effect is kept so its id stays its own, and effect data never changes


def game_status(st, e, car, rule, ev) -> None:
    """A status change caused by the game: the universal order picks, car by car from the front."""
    got = _PICKS.get(id(e))
    text = st.options["rulings"]["passenger_order"]   # (what ``st.order`` reads, without a property call)
    if got is None or got[0] is not e or got[1] != text:
        frm = STATUSES if e["from"] == "any" else e["from"]
        to = e["to"] if isinstance(e["to"], str) else e["to"][0]
        if len(_PICKS) >= 256:   # (copies and loads clone the effects they hold: keep the table small)
            _PICKS.clear()
        got = _PICKS[id(e)] = (e, text, to, tuple(s for s in st.order if s in frm and s != to))
    to, order = got[2], got[3]   # the status it gives, and the statuses it may pick, in order
    where = e.get("where", "here")
    n = e.get("n", 1)
    left = n
    pas = st.passengers
    if car is not None and where == "here":
        cars = [car]
    else:   # only the cars holding a passenger it may pick (a change touches only the car it is in)
        live = {q.car for q in pas if q.status in order}
        if where == "open":   # (curtains(st, k) == "open", spelled out)
            cars = [k for k in range(1, 7) if k in live and st.curtains[k] != "closed"]
        else:
            cars = [k for k in range(7) if k in live]
    for k in cars:
        if where == "open":
            left = n  # each qualifying car is resolved on its own
        while left > 0:
            for s in order:   # the first status of the order present in the car
                if _has(pas, k, s):
                    break
            else:
                break
            set_status(st, k, s, to, rule, ev)
            left -= 1
            if st.coffins <= 0:
                return


def gather_options(st, prim, car, p) -> list:
    if not room(st, car):
        return []
    what = prim["what"]
    cars = [k for k in _cars(car, prim.get("from", "any")) if k != car]
    wp, ws, wi = "passenger" in what, "suspect" in what, "investigator" in what
    sus = [s.car for s in st.suspects] if ws else ()
    out = []
    for k, dk in zip(cars, _dice_in(st, cars) if wp else cars):
        if wp:
            for s, ill in dk:
                out.append(Relocate.of("passenger", s, k, car, True) if ill else Relocate.of("passenger", s, k, car))
        if ws:
            for i, c in enumerate(sus):
                if c == k:
                    out.append(Relocate.of("suspect", str(i), k, car))
        if wi:
            for i, x in enumerate(st.inv):
                if x.car == k and i != p:
                    out.append(Relocate.of("investigator", str(i), k, car))
    return out


def send_options(st, prim, car, p, at) -> list:
    what = prim["what"]
    out = []
    if "anchor" in what and at is not None:
        frm = st.suspects[at].car
        return [Relocate.of("suspect", str(at), frm, k) for k in _cars(frm, "adjacent") if room(st, k)]
    targets = [k for k in _cars(car, prim.get("to", "adjacent")) if k != car and room(st, k)]
    if not targets:
        return out
    dc = dice(st, car) if "passenger" in what else ()   # the same for every target
    sus = [i for i, s in enumerate(st.suspects) if s.car == car] if "suspect" in what else ()
    inv = [i for i, x in enumerate(st.inv) if x.car == car and i != p] if "investigator" in what else ()
    for k in targets:
        for s, ill in dc:
            out.append(Relocate.of("passenger", s, car, k, True) if ill else Relocate.of("passenger", s, car, k))
        for i in sus:
            out.append(Relocate.of("suspect", str(i), car, k))
        for i in inv:
            out.append(Relocate.of("investigator", str(i), car, k))
    return out


def relocate(st, a, rule, ev) -> None:
    """Carry out a gather or send: the passenger die chosen (face and Illness marker), a suspect or an
    investigator goes from car ``a.frm`` to car ``a.to``."""
    if a.kind == "passenger":
        i = find(st, a.frm, a.who, a.ill)
        if i is not None:
            st.passengers[i].car = a.to
        ev.append(st.event(N_("A {status} passenger moves from car {frm} to car {to}."),
                           {"status": status_msg(a.who), "frm": a.frm, "to": a.to}, rule))
    elif a.kind == "suspect":
        st.suspects[int(a.who)].car = a.to
        ev.append(st.event(N_("Suspect {s} moves from car {frm} to car {to}."),
                           {"s": int(a.who) + 1, "frm": a.frm, "to": a.to}, rule))
    else:
        move_investigator(st, int(a.who), a.to, rule, ev)


def swap_options(st, car, action) -> list:
    """Entering full car ``car`` (Overcrowded Cars): ``action(car, status, ill)`` for each living passenger die
    an investigator can trade places with."""
    return [action(car, s, True) if ill else action(car, s) for s, ill in dice(st, car) if s != "dead"]


def enter(st, p, car, swap, ill, rule, ev) -> None:
    """Seat ``p`` moves into ``car``; ``swap`` (a status) names the passenger of a full car who gives up the spot
    and goes to the first car with room counted from ``car`` away from the direction of the move."""
    frm = st.inv[p].car
    if swap:
        step = -1 if car > frm else 1
        i = find(st, car, swap, ill)
        st.inv[p].car = car
        k = car + step
        while 0 <= k <= 6 and not room(st, k):
            k += step
        st.passengers[i].car = k
        ev.append(st.event(N_("Car {car} is full: a {status} passenger gives up the spot and goes to car {to}."),
                           {"car": car, "status": status_msg(swap), "to": k}, rule))
        st.inv[p].car = frm
    move_investigator(st, p, car, rule, ev)


def move_investigator(st, p, car, rule, ev) -> None:
    frm = st.inv[p].car
    st.inv[p].car = car
    ev.append(st.event(N_("{player} moves from car {frm} to car {to}."), {"frm": frm, "to": car}, rule, p))


def illness(st, n, car, rule, ev) -> None:
    """Put ``n`` Illness markers on healthy living passengers, in the universal order, from the front
    (``car`` given: only there); markers run out at the supply's size."""
    total = st.comp.table["illness_markers"]
    cars = [car] if car is not None else range(7)
    for _ in range(n):
        if len(st.ill) >= total:
            ev.append(st.event(N_("No Illness markers are left."), {}, rule))
            return
        pick = None
        for k in cars:
            for s in st.order:
                pick = next((i for i, q in enumerate(st.passengers) if q.car == k and q.status == s and i not in st.ill), None)
                if pick is not None:
                    break
            if pick is not None:
                break
        if pick is None:
            return
        st.ill.append(pick)
        q = st.passengers[pick]
        ev.append(st.event(N_("A {status} passenger in car {car} falls Ill."), {"status": status_msg(q.status), "car": q.car}, rule))


def _step(d) -> int:
    return -1 if d == "front" else 1


def move_all(st, e, car, rule, ev) -> None:
    """Every living passenger of the given statuses moves one car (toward the Locomotive or the back),
    each once, taken from the front; a move off the train or into a full car does not happen."""
    frm = STATUSES if e["from"] == "any" else e["from"]
    d = _step(e["dir"])
    movers = [q for q in st.passengers if q.status in frm and (car is None or q.car == car)]
    movers.sort(key=lambda q: q.car)
    moved = 0
    for q in movers:
        to = q.car + d
        if 0 <= to <= 6 and room(st, to):
            ev.append(st.event(N_("A {status} passenger moves from car {frm} to car {to}."),
                               {"status": status_msg(q.status), "frm": q.car, "to": to}, rule))
            q.car = to
            moved += 1
    if len(movers) > moved:
        ev.append(st.event(NN_("{n} passenger cannot move: no car that way, or it is full.",
                               "{n} passengers cannot move: no car that way, or it is full."), {"n": len(movers) - moved}, rule))


def move_suspects(st, e, car, rule, ev) -> None:
    """Every suspect (in ``car``, or everywhere) moves one car the given way, from the front; impossible moves
    do not happen."""
    d = _step(e["dir"])
    order = sorted((i for i, s in enumerate(st.suspects) if car is None or s.car == car), key=lambda i: st.suspects[i].car)
    for i in order:
        s = st.suspects[i]
        to = s.car + d
        if 0 <= to <= 6 and room(st, to):
            ev.append(st.event(N_("Suspect {s} moves from car {frm} to car {to}."), {"s": i + 1, "frm": s.car, "to": to}, rule))
            s.car = to
