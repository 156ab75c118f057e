"""Rules of the section "station_f": the rapid delivery.

The top card of the supply is turned over (to the discard pile). If a car attached to the player's locomotive
has the same action number, the player delivers one such car face down, as if in its destination station;
otherwise they give up one attached car of their choice to the discard pile.

Unit :class:`~.units.RapidDelivery` (``seat``, ``action``): ``action`` the action number turned over (None
before); then the choice of the car to deliver or to give up (made at once when there is only one).

Readings (``GAPS.md``): the special action is offered only with at least one car attached (without one
neither outcome can happen); with a matching car the delivery is made (the player picks which).
"""
from __future__ import annotations

from ..core import RuleViolation
from ..i18n import Msg, N_
from .actions import Deliver, Discard, memo
from .end_of_game import turn_over
from .units import RapidDelivery

RULE = "station_f"
KIND = "F"
NAME = N_("rapid delivery")
UNITS = ("rapid",)
WHAT = N_("the rapid delivery")


def available(st, p):
    return bool(st.players[p].attached)


def begin(st, p):
    return RapidDelivery(p, None)


def _choice(st, u):
    """("deliver", cars with the action number) or ("lose", every attached car)."""
    cars = st.players[u.seat].attached
    cards = st.comp.cards
    match = [c for c in cars if cards[c].action == u.action]
    return ("deliver", match) if match else ("lose", list(cars))


def settle(st, u, ev):
    if u.action is None:
        c = turn_over(st, ev, RULE)
        if c is None:
            return True
        u.action = st.comp.cards[c].action
    kind, cars = _choice(st, u)
    if len(cars) > 1:
        return False
    st.stack.pop()
    if cars:
        _finish(st, u.seat, kind, cars[0], ev)
    return True


def legal(st, u, out):
    kind, cars = _choice(st, u)
    cls = Deliver if kind == "deliver" else Discard
    out.extend(memo(cls, c) for c in cars)


def do(st, u, a, ev):
    st.stack.pop()
    _finish(st, u.seat, "deliver" if type(a) is Deliver else "lose", a.card, ev)


def _finish(st, p, kind, card, ev):
    pl = st.players[p]
    pl.attached.remove(card)
    if kind == "deliver":
        pl.delivered.append(card)
        ev.append(st.event(N_("{player} delivers a car by rapid delivery; it goes face down."), {}, RULE, p))
    else:
        st.discard.append(card)
        ev.append(st.event(N_("No attached car matches: {player} gives up the car {card}."), {"card": card}, RULE, p))


def why_not(st, u, a):
    kind, cars = _choice(st, u)
    k = u.action
    if type(a) is Deliver:
        if kind == "lose":
            return RuleViolation(RULE, Msg(N_("No attached car has action number {k}: a car is given up instead."),
                                           {"k": k}))
        if a.card not in st.players[u.seat].attached:
            return RuleViolation(RULE, Msg(N_("{card} is not a car attached to your locomotive."), {"card": a.card}))
        return RuleViolation(RULE, Msg(N_("{card} does not have action number {k}."), {"card": a.card, "k": k}))
    if type(a) is Discard:
        if kind == "deliver":
            return RuleViolation(RULE, Msg(N_("A car with action number {k} is attached: it is delivered, not given "
                                               "up."), {"k": k}))
        return RuleViolation(RULE, Msg(N_("{card} is not a car attached to your locomotive."), {"card": a.card}))
    return RuleViolation(RULE, Msg(N_("First finish the rapid delivery: choose the car.")))


def prompt(st, u, who):
    kind, _ = _choice(st, u)
    if kind == "deliver":
        return Msg(N_("{player}: choose a car with action number {k} to deliver."), {"player": who, "k": u.action})
    return Msg(N_("{player}: no car has action number {k}; choose a car to give up."), {"player": who, "k": u.action})
