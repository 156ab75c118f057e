"""Rules of the section "station_e": the group card robbery.

The player draws cards blind, one at a time, from the hands of other players of their choice (a different
one each time if they like) until they hold more cards than every other player. For the rest of the turn they
may not draw new cards (action 6), and whatever is still in their hand when the turn ends is discarded.

Unit :class:`~.units.GroupRobbery` (``seat``, ``started``): the choice of the hand to draw from next (made at
once when only one other player has cards). The card drawn is picked by the game's random generator.
"""
from __future__ import annotations

from ..core import RuleViolation
from ..i18n import Msg, N_, NN_
from .actions import Target, memo
from .units import GroupRobbery

RULE = "station_e"
KIND = "E"
NAME = N_("group card robbery")
UNITS = ("group",)
WHAT = N_("the group card robbery")


def available(st, p):
    return not _done(st, p) and bool(_sources(st, p))


def begin(st, p):
    return GroupRobbery(p, 0)


def _done(st, p):
    k = len(st.players[p].hand)
    return all(k > len(q.hand) for i, q in enumerate(st.players) if i != p)


def _sources(st, p):
    return [q for q in range(st.n) if q != p and st.players[q].hand]


def settle(st, u, ev):
    p = u.seat
    if not u.started:
        u.started = 1
        st.no_draw = True
        ev.append(st.event(N_("{player} may not draw new cards this turn; cards left in hand at its end are "
                              "discarded."), {}, RULE, p))
    if _done(st, p) or not _sources(st, p):
        st.stack.pop()
        ev.append(st.event(NN_("{player} now holds {n} card.", "{player} now holds {n} cards."),
                           {"n": len(st.players[p].hand)}, RULE, p))
        return True
    src = _sources(st, p)
    if len(src) == 1:
        _take(st, p, src[0], ev)
        return True
    return False


def legal(st, u, out):
    out.extend(memo(Target, q) for q in _sources(st, u.seat))


def do(st, u, a, ev):
    _take(st, u.seat, a.seat, ev)


def _take(st, p, q, ev):
    hand = st.players[q].hand
    card = hand.pop(st.rng.below(len(hand)))
    st.players[p].hand.append(card)
    ev.append(st.event(N_("{player} draws a card from Player {n}'s hand."), {"n": q + 1}, RULE, p))


def discard_rest(st, p, ev):
    """The end of a turn with a group card robbery: the cards left in hand go to the discard pile."""
    pl = st.players[p]
    k = len(pl.hand)
    st.discard.extend(pl.hand)
    pl.hand = []
    ev.append(st.event(NN_("{player} discards the {n} card left in hand after the group card robbery.",
                           "{player} discards the {n} cards left in hand after the group card robbery."),
                       {"n": k}, RULE, p))


def why_not(st, u, a):
    if type(a) is Target:
        if a.seat == u.seat:
            return RuleViolation(RULE, Msg(N_("You draw from the other players' hands, not your own.")))
        if a.seat not in range(st.n):
            return RuleViolation(RULE, Msg(N_("There is no player {n} at this table."), {"n": a.seat + 1}))
        return RuleViolation(RULE, Msg(N_("Player {n} has no cards to draw from."), {"n": a.seat + 1}))
    return RuleViolation(RULE, Msg(N_("First choose whose hand to draw the next card from.")))


def prompt(st, u, who):
    return Msg(N_("{player}: choose whose hand to draw a card from."), {"player": who})
