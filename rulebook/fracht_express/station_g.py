"""Rules of the section "station_g": objection cards.

Special action: a player who holds no objection card takes one of those lying beside the table, if any is left
(ruling ``objection_station``: the rulebook's text puts this in Station F; see ``advanced.specials``).

Objecting: when a player chooses to use a station's special action, every other player may stop it by
discarding an objection card (it goes back beside the table). An objection cannot itself be stopped, and
neither can the use of a flight ticket (which is no special action). The objection comes before the player
names any target of the action.

The round is the unit :class:`~.units.ObjectionRound` (``seat``, ``asked``, ``station``): ``asked`` is the
seat deciding now (that is ``current_player`` -- a player who is not the active one), in seat order from the
active player's left. It ends at the first objection, or when everyone has let the action happen.

Readings (``GAPS.md``): when every objection card lies beside the table there is no round; otherwise every
other seat is asked, whether or not it holds a card, so that the questions do not tell who holds one (a seat
without a card can only let the action happen).
"""
from __future__ import annotations

from ..core import RuleViolation
from ..i18n import Msg, N_
from .actions import NoObjection, Object, memo
from .units import ObjectionRound, TakeObjection

RULE = "station_g"
KIND = "G"
NAME = N_("take an objection card")
UNITS = ("objcard", "object")
WHAT = N_("the objection round")


def available(st, p):
    return st.objections > 0 and not st.players[p].objection


def begin(st, p):
    return TakeObjection(p)


def open_objections(st, p, letter, ev):
    """After seat ``p`` chose a special action in Station ``letter``: the objection round, if it can happen."""
    if st.objections >= st.comp.objection_cards or st.n < 2:
        return
    st.stack.append(ObjectionRound(p, (p + 1) % st.n, letter))


def decider(st, u):
    return u.asked if u.KIND == "object" else u.seat


def settle(st, u, ev):
    if u.KIND == "object":
        return False
    st.stack.pop()
    pl = st.players[u.seat]
    if st.objections > 0 and not pl.objection:
        st.objections -= 1
        pl.objection = True
        ev.append(st.event(N_("{player} takes an objection card."), {}, RULE, u.seat))
    return True


def legal(st, u, out):
    if st.players[u.asked].objection:
        out.append(memo(Object))
    out.append(memo(NoObjection))


def do(st, u, a, ev):
    p, q = u.seat, u.asked
    if type(a) is Object:
        st.stack.pop()          # the round
        st.stack.pop()          # the special action it stops
        st.players[q].objection = False
        st.objections += 1
        ev.append(st.event(N_("{player} plays an objection card: Player {n}'s special action does not happen."),
                           {"n": p + 1}, RULE, q))
        return
    nxt = (q + 1) % st.n
    if nxt == p:
        st.stack.pop()
        ev.append(st.event(N_("Nobody objects: {player}'s special action goes ahead."), {}, RULE, p))
    else:
        u.asked = nxt


def why_not(st, u, a):
    if type(a) is Object:
        return RuleViolation(RULE, Msg(N_("Player {n} holds no objection card."), {"n": u.asked + 1}))
    return RuleViolation(RULE, Msg(N_("First the other players say whether they object to Player {n}'s special "
                                      "action."), {"n": u.seat + 1}))


def prompt(st, u, who):
    return Msg(N_("{player}: object to Player {n}'s special action in Station {s}?"),
               {"player": who, "n": u.seat + 1, "s": u.station})
