"""Rules of the section "station_i": the rapid pick-up.

A player with at most four cars attached turns over the top card of the supply (to the discard pile). If a
hand card has the same action number, they attach it to the locomotive as a car, as if they stood in its
pick-up station; if none has, they discard a hand card of their choice. A car attached this way whose
destination is Station I cannot be delivered before the locomotive has left the station (``state.no_deliver``).

Unit :class:`~.units.RapidPickUp` (``seat``, ``action``): ``action`` the action number turned over (None
before); then the choice of the card to attach or to discard (made at once when there is only one).

Readings (``GAPS.md``): with a matching card the pick-up is made (the player picks which); with an empty hand
nothing happens after the card is turned over.
"""
from __future__ import annotations

from ..core import RuleViolation
from ..i18n import Msg, N_
from .actions import Attach, Discard, memo
from .end_of_game import turn_over
from .units import RapidPickUp

RULE = "station_i"
KIND = "I"
NAME = N_("rapid pick-up")
UNITS = ("rapidpick",)
WHAT = N_("the rapid pick-up")
MAX_BEFORE = 4


def available(st, p):
    return len(st.players[p].attached) <= MAX_BEFORE


def begin(st, p):
    return RapidPickUp(p, None)


def _choice(st, u):
    hand = sorted(set(st.players[u.seat].hand))
    cards = st.comp.cards
    match = [c for c in hand if cards[c].action == u.action]
    return ("attach", match) if match else ("discard", hand)


def settle(st, u, ev):
    if u.action is None:
        c = turn_over(st, ev, RULE)
        if c is None:
            return True
        u.action = st.comp.cards[c].action
    kind, cs = _choice(st, u)
    if len(cs) > 1:
        return False
    st.stack.pop()
    if cs:
        _finish(st, u.seat, kind, cs[0], ev)
    else:
        ev.append(st.event(N_("{player} has no card in hand to attach or to discard."), {}, RULE, u.seat))
    return True


def legal(st, u, out):
    kind, cs = _choice(st, u)
    cls = Attach if kind == "attach" else Discard
    out.extend(memo(cls, c) for c in cs)


def do(st, u, a, ev):
    st.stack.pop()
    _finish(st, u.seat, "attach" if type(a) is Attach else "discard", a.card, ev)


def _finish(st, p, kind, card, ev):
    pl = st.players[p]
    pl.hand.remove(card)
    if kind == "discard":
        st.discard.append(card)
        ev.append(st.event(N_("No hand card matches: {player} discards {card}."), {"card": card}, RULE, p))
        return
    pl.attached.append(card)
    c = st.comp.cards[card]
    ev.append(st.event(N_("{player} picks up {card} by rapid pick-up (value {v}, for Station {to})."),
                       {"card": card, "v": c.value, "to": c.uncouple}, RULE, p))
    if c.uncouple == "I":
        st.no_deliver.append(card)


def why_not(st, u, a):
    kind, cs = _choice(st, u)
    k = u.action
    if type(a) is Attach:
        if a.card not in st.players[u.seat].hand:
            return RuleViolation(RULE, Msg(N_("{card} is not in your hand."), {"card": a.card}))
        return RuleViolation(RULE, Msg(N_("{card} does not have action number {k}."), {"card": a.card, "k": k}))
    if type(a) is Discard:
        if kind == "attach":
            return RuleViolation(RULE, Msg(N_("A hand card has action number {k}: it is attached, not discarded."),
                                           {"k": k}))
        return RuleViolation(RULE, Msg(N_("{card} is not in your hand."), {"card": a.card}))
    return RuleViolation(RULE, Msg(N_("First finish the rapid pick-up: choose the card.")))


def prompt(st, u, who):
    kind, _ = _choice(st, u)
    if kind == "attach":
        return Msg(N_("{player}: choose a hand card with action number {k} to attach."), {"player": who, "k": u.action})
    return Msg(N_("{player}: no hand card has action number {k}; choose one to discard."), {"player": who, "k": u.action})
