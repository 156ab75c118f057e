"""Rules of the section "station_c": the card robbery.

The player names another player, then the top card of the supply is turned over (it goes to the discard
pile). The named player hands over every hand card with that card's action number. If they have none, they
show their hand to prove it, and then it goes the other way: the robber hands over every card of theirs with
that action number (or shows their hand when they have none either, and nothing changes).

Unit :class:`~.units.CardRobbery` (``seat``): the choice of the player to rob (made at once when there is only one).

Reading (``GAPS.md``): showing a hand is logged, but the engine keeps no record of who has seen which cards.
"""
from __future__ import annotations

from ..core import RuleViolation
from ..i18n import Msg, N_, NN_, Seat
from .actions import Target, memo
from .end_of_game import turn_over
from .units import CardRobbery

RULE = "station_c"
KIND = "C"
NAME = N_("card robbery")
UNITS = ("robbery",)
WHAT = N_("the card robbery")


def available(st, p):
    return st.n > 1


def begin(st, p):
    return CardRobbery(p)


def settle(st, u, ev):
    if st.n == 2:
        _rob(st, u, 1 - u.seat, ev)
        return True
    return False


def legal(st, u, out):
    out.extend(memo(Target, q) for q in range(st.n) if q != u.seat)


def do(st, u, a, ev):
    _rob(st, u, a.seat, ev)


def _rob(st, u, q, ev):
    p = u.seat
    st.stack.pop()
    ev.append(st.event(N_("{player} robs Player {n}'s hand."), {"n": q + 1}, RULE, p))
    c = turn_over(st, ev, RULE)
    if c is None:
        return
    k = st.comp.cards[c].action
    mine, theirs = st.players[p], st.players[q]
    take = [x for x in theirs.hand if st.comp.cards[x].action == k]
    if take:
        for x in take:
            theirs.hand.remove(x)
            mine.hand.append(x)
        ev.append(st.event(NN_("{owner} hands over {n} card with action number {a}.",
                               "{owner} hands over {n} cards with action number {a}."),
                           {"owner": Seat(q), "n": len(take), "a": k}, RULE, p))
        return
    ev.append(st.event(N_("Player {n} has no card with action number {a} and shows the hand to prove it."),
                       {"n": q + 1, "a": k}, RULE, p))
    give = [x for x in mine.hand if st.comp.cards[x].action == k]
    if give:
        for x in give:
            mine.hand.remove(x)
            theirs.hand.append(x)
        ev.append(st.event(NN_("So {player} hands over {n} card with action number {a} instead.",
                               "So {player} hands over {n} cards with action number {a} instead."),
                           {"n": len(give), "a": k}, RULE, p))
    else:
        ev.append(st.event(N_("{player} has none either and shows the hand; no cards change hands."), {}, RULE, p))


def why_not(st, u, a):
    if type(a) is Target:
        if a.seat == u.seat:
            return RuleViolation(RULE, Msg(N_("You cannot rob yourself; choose another player.")))
        return RuleViolation(RULE, Msg(N_("There is no player {n} at this table."), {"n": a.seat + 1}))
    return RuleViolation(RULE, Msg(N_("First choose the player whose hand you rob.")))


def prompt(st, u, who):
    return Msg(N_("{player}: choose the player whose hand you rob."), {"player": who})
