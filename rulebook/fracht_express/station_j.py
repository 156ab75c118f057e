"""Rules of the section "station_j": the railroad car robbery.

A player with at most four cars attached names another player and turns over the top card of the supply (to
the discard pile). The named player hands over one of their attached cars with that action number (the robber
picks which if there are several) and it is attached to the robber's locomotive. If they have none, the robber
gives them one of their own cars with that action number, if they have one. One car at most changes hands, and
nobody ever pulls more than five cars.

Unit ``["carrob", seat, target, k]``: the choice of the target (made at once with two players), then of the car
taken or given (made at once when there is only one).

Readings (``GAPS.md``): the robber picks the car they give, too; no car is given to a player who already pulls
five.
"""
from __future__ import annotations

from ..core import RuleViolation
from ..i18n import Msg, N_
from .actions import GiveCar, TakeCar, Target, memo
from .end_of_game import turn_over

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
    return ["carrob", p, None, None]


def _choice(st, u):
    p, q, k = u[1], u[2], u[3]
    cards = st.comp.cards
    theirs = [c for c in st.players[q].attached if cards[c].action == k]
    if theirs:
        return "take", theirs
    if len(st.players[q].attached) >= MAX_CARS:
        return "give", []
    return "give", [c for c in st.players[p].attached if cards[c].action == k]


def settle(st, u, ev):
    p = u[1]
    if u[2] is None:
        if st.n != 2:
            return False
        u[2] = 1 - p
        ev.append(st.event(N_("{player} robs Player {n}'s train."), {"n": u[2] + 1}, RULE, p))
    if u[3] is None:
        c = turn_over(st, ev, RULE)
        if c is None:
            return True
        u[3] = st.comp.cards[c].action
    kind, cars = _choice(st, u)
    if len(cars) > 1:
        return False
    st.stack.pop()
    if cars:
        _move(st, u, kind, cars[0], ev)
    else:
        ev.append(st.event(N_("No car with action number {k} changes hands."), {"k": u[3]}, RULE, p))
    return True


def legal(st, u, out):
    if u[2] is None:
        out.extend(memo(Target, q) for q in range(st.n) if q != u[1])
        return
    kind, cars = _choice(st, u)
    cls = TakeCar if kind == "take" else GiveCar
    out.extend(memo(cls, c) for c in cars)


def do(st, u, a, ev):
    if type(a) is Target:
        u[2] = a.seat
        ev.append(st.event(N_("{player} robs Player {n}'s train."), {"n": a.seat + 1}, RULE, u[1]))
        return
    st.stack.pop()
    _move(st, u, "take" if type(a) is TakeCar else "give", a.card, ev)


def _move(st, u, kind, card, ev):
    p, q = u[1], u[2]
    src, dst = (q, p) if kind == "take" else (p, q)
    st.players[src].attached.remove(card)
    st.players[dst].attached.append(card)
    if kind == "take":
        ev.append(st.event(N_("{player} takes the car {card} from Player {n}."), {"card": card, "n": q + 1}, RULE, p))
    else:
        ev.append(st.event(N_("Player {n} has no car with that action number: {player} gives them the car {card}."),
                           {"card": card, "n": q + 1}, RULE, p))


def why_not(st, u, a):
    if u[2] is None:
        if type(a) is Target:
            if a.seat == u[1]:
                return RuleViolation(RULE, Msg(N_("You cannot rob your own train; choose another player.")))
            return RuleViolation(RULE, Msg(N_("There is no player {n} at this table."), {"n": a.seat + 1}))
        return RuleViolation(RULE, Msg(N_("First choose the player whose train you rob.")))
    kind, cars = _choice(st, u)
    k = u[3]
    if type(a) is Target:
        return RuleViolation(RULE, Msg(N_("The player to rob is chosen already.")))
    if type(a) is TakeCar:
        if kind != "take":
            return RuleViolation(RULE, Msg(N_("Player {n} pulls no car with action number {k}."),
                                           {"n": u[2] + 1, "k": k}))
        if a.card not in st.players[u[2]].attached:
            return RuleViolation(RULE, Msg(N_("{card} is not a car of Player {n}'s train."),
                                           {"card": a.card, "n": u[2] + 1}))
        return RuleViolation(RULE, Msg(N_("{card} does not have action number {k}."), {"card": a.card, "k": k}))
    if type(a) is GiveCar:
        if kind == "take":
            return RuleViolation(RULE, Msg(N_("Player {n} pulls a car with action number {k}: you take one, you "
                                              "give none."), {"n": u[2] + 1, "k": k}))
        if a.card not in st.players[u[1]].attached:
            return RuleViolation(RULE, Msg(N_("{card} is not a car attached to your locomotive."), {"card": a.card}))
        if len(st.players[u[2]].attached) >= MAX_CARS:
            return RuleViolation(RULE, Msg(N_("Player {n} already pulls five cars."), {"n": u[2] + 1}))
        return RuleViolation(RULE, Msg(N_("{card} does not have action number {k}."), {"card": a.card, "k": k}))
    return RuleViolation(RULE, Msg(N_("First finish the railroad car robbery: choose the car.")))


def prompt(st, u, who):
    if u[2] is None:
        return Msg(N_("{player}: choose the player whose train you rob."), {"player": who})
    kind, _ = _choice(st, u)
    if kind == "take":
        return Msg(N_("{player}: choose which car with action number {k} to take."), {"player": who, "k": u[3]})
    return Msg(N_("{player}: choose which of your cars with action number {k} to give."), {"player": who, "k": u[3]})
