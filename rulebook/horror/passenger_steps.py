"""The passenger primitives of the effect language, one :class:`~.effects.Step` each: ``status``, ``gather``,
``send`` (a decision for a player's action), ``move_passengers``, ``move_suspects`` and ``illness`` (game
moves). The rules themselves are in ``passengers.py``; here is when each can change something and how it runs.
"""
from __future__ import annotations

from ..core import RuleViolation
from ..i18n import Msg, N_
from . import effects, passengers
from .actions import ChangeStatus, Relocate
from .data import STATUSES
from .effects import Step, always, here

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


effects.register(
    Step("status", can=_status_can, run=_status_run, ask="status", action=ChangeStatus,
         title=N_("choose a passenger whose status changes"),
         options=lambda st, prim, c: passengers.status_options(st, prim, here(st, c), c["by"]),
         choose=lambda st, a, prim, c, ev: passengers.set_status(st, a.car, a.frm, a.to, c["rule"], ev, a.ill)),
    Step("gather", can=_gather_can, ask="gather", action=Relocate, title=N_("choose someone to gather into the car"),
         options=lambda st, prim, c: passengers.gather_options(st, prim, here(st, c), c["p"]),
         choose=lambda st, a, prim, c, ev: passengers.relocate(st, a, c["rule"], ev)),
    Step("send", can=_send_can, ask="send", action=Relocate, title=N_("choose someone to send and where"),
         options=lambda st, prim, c: passengers.send_options(st, prim, here(st, c), c["p"], c.get("at")),
         choose=lambda st, a, prim, c, ev: passengers.relocate(st, a, c["rule"], ev)),
    Step("move_passengers", can=_move_passengers_can,
         run=lambda st, e, c, ev: passengers.move_all(st, e, _here_or_all(st, e, c), c["rule"], ev)),
    Step("move_suspects", can=always,
         run=lambda st, e, c, ev: passengers.move_suspects(st, e, _here_or_all(st, e, c), c["rule"], ev)),
    Step("illness", can=always,
         run=lambda st, e, c, ev: passengers.illness(st, e.get("n", 1), _here_or_all(st, e, c, "any"), c["rule"], ev)),
)
