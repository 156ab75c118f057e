"""Rules of the section "station_j": the railroad car robbery.

A player with at most four cars attached names another player and turns over the top card of the supply (to
the discard pile). The named player hands over one of their attached cars with that action number (the robber
picks which if there are several) and it is attached to the robber's locomotive. If they have none, the robber
gives them one of their own cars with that action number, if they have one. One car at most changes hands, and
nobody ever pulls more than five cars.

Unit :class:`~.units.CarRobbery` (``seat``, ``target``, ``action``): the choice of the target (made at once
with two players), then of the car taken or given (made at once when there is only one).

Readings (``GAPS.md``): the robber picks the car they give, too; no car is given to a player who already pulls
five.
"""
from __future__ import annotations

from ..core import RuleViolation
from ..i18n import Msg, N_
from .actions import GiveCar, TakeCar, Target, memo
from .end_of_game import turn_over
from .units import CarRobbery

RULE = "station_j"
KIND = "J"
NAME = N_("railroad car robbery")
UNITS = ("carrob",)
WHAT = N_("the railroad car robbery")
MAX_BEFORE = 4
MAX_CARS = 5


def available(st, p):
    return st.n > 1 and len(st.players[p].attached) <= MAX_BEFORE


def begin(st, p):
    return CarRobbery(p, None, None)


def _choice(st, u):
    p, q, k = u.seat, u.target, u.action
    cards = st.comp.cards
    theirs = [c for c in st.players[q].attached if cards[c].action == k]
    if theirs:
        return "take", theirs
    if len(st.players[q].attached) >= MAX_CARS:
        return "give", []
    return "give", [c for c in st.players[p].attached if cards[c].action == k]


def settle(st, u, ev):
    p = u.seat
    if u.target is None:
        if st.n != 2:
            return False
        u.target = 1 - p
        ev.append(st.event(N_("{player} robs Player {n}'s train."), {"n": u.target + 1}, RULE, p))
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
        _move(st, u, kind, cars[0], ev)
    else:
        ev.append(st.event(N_("No car with action number {k} changes hands."), {"k": u.action}, RULE, p))
    return True


def legal(st, u, out):
    if u.target is None:
        out.extend(memo(Target, q) for q in range(st.n) if q != u.seat)
        return
    kind, cars = _choice(st, u)
    cls = TakeCar if kind == "take" else GiveCar
    out.extend(memo(cls, c) for c in cars)


def do(st, u, a, ev):
    if type(a) is Target:
        u.target = a.seat
        ev.append(st.event(N_("{player} robs Player {n}'s train."), {"n": a.seat + 1}, RULE, u.seat))
        return
    st.stack.pop()
    _move(st, u, "take" if type(a) is TakeCar else "give", a.card, ev)


def _move(st, u, kind, card, ev):
    p, q = u.seat, u.target
    src, dst = (q, p) if kind == "take" else (p, q)
    st.players[src].attached.remove(card)
    st.players[dst].attached.append(card)
    if kind == "take":
        ev.append(st.event(N_("{player} takes the car {card} from Player {n}."), {"card": card, "n": q + 1}, RULE, p))
    else:
        ev.append(st.event(N_("Player {n} has no car with that action number: {player} gives them the car {card}."),
                           {"card": card, "n": q + 1}, RULE, p))


def why_not(st, u, a):
    if u.target is None:
        if type(a) is Target:
            if a.seat == u.seat:
                return RuleViolation(RULE, Msg(N_("You cannot rob your own train; choose another player.")))
            return RuleViolation(RULE, Msg(N_("There is no player {n} at this table."), {"n": a.seat + 1}))
        return RuleViolation(RULE, Msg(N_("First choose the player whose train you rob.")))
    kind, cars = _choice(st, u)
    k = u.action
    if type(a) is Target:
        return RuleViolation(RULE, Msg(N_("The player to rob is chosen already.")))
    if type(a) is TakeCar:
        if kind != "take":
            return RuleViolation(RULE, Msg(N_("Player {n} pulls no car with action number {k}."),
                                           {"n": u.target + 1, "k": k}))
        if a.card not in st.players[u.target].attached:
            return RuleViolation(RULE, Msg(N_("{card} is not a car of Player {n}'s train."),
                                           {"card": a.card, "n": u.target + 1}))
        return RuleViolation(RULE, Msg(N_("{card} does not have action number {k}."), {"card": a.card, "k": k}))
    if type(a) is GiveCar:
        if kind == "take":
            return RuleViolation(RULE, Msg(N_("Player {n} pulls a car with action number {k}: you take one, you "
                                              "give none."), {"n": u.target + 1, "k": k}))
        if a.card not in st.players[u.seat].attached:
            return RuleViolation(RULE, Msg(N_("{card} is not a car attached to your locomotive."), {"card": a.card}))
        if len(st.players[u.target].attached) >= MAX_CARS:
            return RuleViolation(RULE, Msg(N_("Player {n} already pulls five cars."), {"n": u.target + 1}))
        return RuleViolation(RULE, Msg(N_("{card} does not have action number {k}."), {"card": a.card, "k": k}))
    return RuleViolation(RULE, Msg(N_("First finish the railroad car robbery: choose the car.")))


def prompt(st, u, who):
    if u.target is None:
        return Msg(N_("{player}: choose the player whose train you rob."), {"player": who})
    kind, _ = _choice(st, u)
    if kind == "take":
        return Msg(N_("{player}: choose which car with action number {k} to take."), {"player": who, "k": u.action})
    return Msg(N_("{player}: choose which of your cars with action number {k} to give."), {"player": who, "k": u.action})
