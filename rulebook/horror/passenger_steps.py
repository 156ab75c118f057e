"""The passenger primitives of the effect language, one :class:`~.effects.Step` each: ``status``, ``gather``,
``send`` (a decision for a player's action), ``move_passengers``, ``move_suspects`` and ``illness`` (game
moves). The rules themselves are in ``passengers.py``; here is when each can change something and how it runs.
"""
from __future__ import annotations

from ..core import RuleViolation
from ..i18n import Msg, N_, NN_
from . import effects, passengers
from .actions import ChangeStatus, Relocate, status_msg
from .data import STATUSES
from .effects import Step, always, here, refusal
from .terms import WHERE, placed, statuses, whos

def _others(where) -> tuple:
    """Per car 0-6: the other cars ``passengers._cars`` reaches from it."""
    return tuple(frozenset(k for k in passengers._cars(car, where) if k != car) for car in range(7))


def _status_can(e):
    """``passengers.status_options`` is non-empty: a passenger of a status that ``from`` allows and that
    some ``to`` face changes, in a car the effect reaches."""
    frm = STATUSES if e["from"] == "any" else e["from"]
    to = e["to"] if isinstance(e["to"], list) else [e["to"]]
    ok = frozenset(s for s in STATUSES if s in frm and any(t != s for t in to))
    where = e.get("where", "here")
    if not ok:
        return _false
    if where == "any":
        def anywhere(st, c):
            for q in st.passengers:
                if q.status in ok:
                    return True
            return False
        return anywhere
    if where == "adjacent":
        def adjacent(st, c):
            car = c.get("car")   # effects.here, its first test spelled out
            if car is None:
                car = here(st, c)
            for q in st.passengers:
                if (q.car == car - 1 or q.car == car + 1) and q.status in ok:
                    return True
            return False
        return adjacent

    def here_(st, c):
        car = c.get("car")   # effects.here, its first test spelled out
        if car is None:
            car = here(st, c)
        for q in st.passengers:
            if q.car == car and q.status in ok:
                return True
        return False
    return here_


_ALIVE = frozenset(STATUSES)


def _false(st, c):
    return False


def _gather_can(e):
    """``passengers.gather_options`` is non-empty."""
    what = e["what"]
    reach = _others(e.get("from", "any"))
    wp, ws, wi = "passenger" in what, "suspect" in what, "investigator" in what

    def gather(st, c):
        car = c.get("car")   # effects.here, its first test spelled out
        if car is None:
            car = here(st, c)
        if not passengers.room(st, car):
            return False
        near = reach[car]
        if wp:
            for q in st.passengers:
                if q.car in near and q.status in _ALIVE:
                    return True
        if ws:
            for s in st.suspects:
                if s.car in near:
                    return True
        if wi:
            p = c["p"]
            for i, x in enumerate(st.inv):
                if x.car in near and i != p:
                    return True
        return False
    return gather


def _send_can(e):
    """``passengers.send_options`` is non-empty."""
    what = e["what"]
    anchor = "anchor" in what
    targets = _others(e.get("to", "adjacent"))
    wp, ws, wi = "passenger" in what, "suspect" in what, "investigator" in what
    room = passengers.room

    def send(st, c):
        at = c.get("at")
        if anchor and at is not None:
            frm = st.suspects[at].car
            return any(room(st, k) for k in (frm - 1, frm + 1) if 0 <= k <= 6)
        car = c.get("car")   # effects.here, its first test spelled out
        if car is None:
            car = here(st, c)
        for k in targets[car]:
            if room(st, k):
                break
        else:
            return False
        if wp:
            for q in st.passengers:
                if q.car == car and q.status in _ALIVE:
                    return True
        if ws:
            for s in st.suspects:
                if s.car == car:
                    return True
        if wi:
            p = c["p"]
            for i, x in enumerate(st.inv):
                if x.car == car and i != p:
                    return True
        return False
    return send


def _move_passengers_can(e):
    frm = e["from"]
    if frm == "any":
        return lambda st, c: any(q.status != "dead" for q in st.passengers)
    return lambda st, c: any(q.status != "dead" and q.status in frm for q in st.passengers)


def _here_or_all(st, e, c, default="here"):
    """The car an effect with ``where`` acts in: "here" (or ``default``) for the car that counts as here, else None."""
    return here(st, c) if e.get("where", default) == "here" else None


def _status_run(st, e, c, ev) -> None:
    """A player's change is their decision; a game effect's follows the universal order."""
    if c["by"] == "game":
        passengers.game_status(st, e, here(st, c) if c.get("at") is not None or e.get("where", "here") == "here" else None,
                               c["rule"], ev)
        return
    effects.ask_n(st, e, c, ev)


def why_nothing(st, e, c):
    """Why effect ``e``, which can change nothing now (``can`` is false), is refused, when a rule other than "no null
    choices" says so: a gather into a car with no empty space (the Gather rule). None otherwise."""
    car = here(st, c)
    if not passengers.room(st, car) and any(x.get("do") == "gather" for x in effects.steps(e)):
        return RuleViolation("passengers", Msg(N_("Gathering brings someone into car {car}, and that car has no empty space."),
                                               {"car": car}))
    return None


# ---------------------------------------------------------------- why an answer is refused
def _why_not_status(st, a, prim, c, car):
    if not isinstance(a.car, int) or not 0 <= a.car <= 6:
        return refusal("passengers", N_("The train has cars 0 (the Locomotive) to 6."))
    cars = {"here": [car], "adjacent": [car - 1, car + 1], "any": list(range(7))}.get(prim.get("where", "here"), [car])
    if a.car not in cars:
        return refusal("general", N_("This effect works in car {car} only; everything happens locally."), car=car)
    if not passengers.count(st, a.car, a.frm):
        return refusal("passengers", N_("There is no {status} passenger in car {car}."), status=status_msg(a.frm),
                       car=a.car)
    frm = prim["from"]
    if frm != "any" and a.frm not in frm:
        return refusal("passengers", N_("This effect does not change {status} passengers."), status=status_msg(a.frm))
    if a.frm == a.to:
        return refusal("general", N_("That passenger is {status} already: the change would do nothing."),
                       status=status_msg(a.to))
    return refusal("passengers", N_("This effect cannot turn a passenger {status}."), status=status_msg(a.to))


def _why_not_relocate(k):
    """Why a gather (``k`` "gather") or a send ("send") answer is refused."""
    def why_not(st, a, prim, c, car):
        if a.kind not in prim["what"] and not (a.kind == "suspect" and "anchor" in prim["what"]):
            return refusal("passengers", N_("This effect does not move a {kind}."), kind=a.kind)
        if not isinstance(a.to, int) or not 0 <= a.to <= 6 or not isinstance(a.frm, int) or not 0 <= a.frm <= 6:
            return refusal("passengers", N_("The train has cars 0 (the Locomotive) to 6."))
        if k == "gather" and a.to != car:
            return refusal("passengers", N_("Gathering brings someone into your own car ({car})."), car=car)
        if k == "send" and a.frm != car and "anchor" not in prim["what"]:
            return refusal("passengers", N_("Sending takes someone out of your own car ({car})."), car=car)
        if not passengers.room(st, a.to):
            return refusal("passengers", N_("Car {car} is full; nobody can be moved there."), car=a.to)
        return refusal("passengers", N_("That figure is not in car {car}, or is too far for this effect."), car=a.frm)
    return why_not


# ---------------------------------------------------------------- in a few words
def _status_words(e, comp):
    return placed(e, Msg(N_("{n}× {frm} → {to}"), {"n": e.get("n", 1), "frm": statuses(e["from"]),
                                                    "to": statuses(e["to"])}))


def _gather_words(e, comp):
    return Msg(N_("gather {n} {who} from {where}"), {"n": e.get("n", 1), "who": whos(e["what"]),
                                                      "where": Msg(WHERE.get(e.get("from", "any"), WHERE["any"]))})


def _send_words(e, comp):
    return Msg(N_("send {n} {who} to {where}"), {"n": e.get("n", 1), "who": whos(e["what"]),
                                                  "where": Msg(WHERE.get(e.get("to", "adjacent"), WHERE["adjacent"]))})


def _move_passengers_words(e, comp):
    front = e["dir"] == "front"
    if e["from"] == "any":
        words = Msg(N_("all passengers one car forward") if front else N_("all passengers one car back"))
    else:
        words = Msg(N_("{status} passengers one car forward") if front else N_("{status} passengers one car back"),
                    {"status": statuses(e["from"])})
    return placed(e, words)


def _move_suspects_words(e, comp):
    return placed(e, Msg(N_("suspects one car forward") if e["dir"] == "front" else N_("suspects one car back")))


def _illness_words(e, comp):
    """Markers on healthy passengers anywhere on the train unless ``where`` says otherwise."""
    words = Msg(NN_("{n} Illness marker on a healthy passenger", "{n} Illness markers on healthy passengers"),
                {"n": e.get("n", 1)})
    where = e.get("where", "any")
    return words if where == "any" else Msg(N_("{a} ({where})"), {"a": words, "where": Msg(WHERE[where])})


effects.register(
    Step("status", can=_status_can, run=_status_run, ask="status", action=ChangeStatus,
         title=N_("choose a passenger whose status changes"),
         options=lambda st, prim, c: passengers.status_options(st, prim, here(st, c), c["by"]),
         choose=lambda st, a, prim, c, ev: passengers.set_status(st, a.car, a.frm, a.to, c["rule"], ev, a.ill),
         why_not=_why_not_status, words=_status_words,
         schema={"from": "statuses_or_any", "to": "status_or_list", "n": "int", "where": "where"},
         optional=("where", "n")),
    Step("gather", can=_gather_can, ask="gather", action=Relocate, title=N_("choose someone to gather into the car"),
         options=lambda st, prim, c: passengers.gather_options(st, prim, here(st, c), c["p"]),
         choose=lambda st, a, prim, c, ev: passengers.relocate(st, a, c["rule"], ev),
         why_not=_why_not_relocate("gather"), words=_gather_words,
         schema={"what": "who", "n": "int", "from": "range"}, optional=("from",)),
    Step("send", can=_send_can, ask="send", action=Relocate, title=N_("choose someone to send and where"),
         options=lambda st, prim, c: passengers.send_options(st, prim, here(st, c), c["p"], c.get("at")),
         choose=lambda st, a, prim, c, ev: passengers.relocate(st, a, c["rule"], ev),
         why_not=_why_not_relocate("send"), words=_send_words,
         schema={"what": "who", "n": "int", "to": "range"}, optional=("to",)),
    Step("move_passengers", can=_move_passengers_can,
         run=lambda st, e, c, ev: passengers.move_all(st, e, _here_or_all(st, e, c), c["rule"], ev),
         schema={"from": "statuses_or_any", "dir": "dir", "where": "where"}, optional=("where",),
         words=_move_passengers_words),
    Step("move_suspects", can=always,
         run=lambda st, e, c, ev: passengers.move_suspects(st, e, _here_or_all(st, e, c), c["rule"], ev),
         schema={"dir": "dir", "where": "where"}, optional=("where",), words=_move_suspects_words),
    Step("illness", can=always,
         run=lambda st, e, c, ev: passengers.illness(st, e.get("n", 1), _here_or_all(st, e, c, "any"), c["rule"], ev),
         schema={"n": "int", "where": "where"}, optional=("where",), words=_illness_words),
)
