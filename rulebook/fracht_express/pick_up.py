"""Rules of the section "pick_up": in the station named by a hand card's pick-up (couple) letter, attach that
card to the locomotive as a railroad car; never more than five cars."""
from __future__ import annotations

from ..core import RuleViolation
from ..i18n import Msg, N_
from .actions import PickUp, memo

RULE = "pick_up"
MAX_CARS = 5


def legal(st, p, out):
    pl = st.players[p]
    at = st.station_of(p)
    if at is None or len(pl.attached) >= MAX_CARS:
        return
    cards = st.comp.cards
    for c in sorted(set(pl.hand)):
        if cards[c].couple == at:
            out.append(memo(PickUp, c))


def why_not(st, p, card):
    pl = st.players[p]
    if card not in pl.hand:
        return RuleViolation(RULE, Msg(N_("{card} is not in your hand."), {"card": card}))
    at = st.station_of(p)
    if at is None:
        return RuleViolation(RULE, Msg(N_("Cars are picked up in a station; your locomotive is on the tracks.")))
    want = st.comp.cards[card].couple
    if want != at:
        return RuleViolation(RULE, Msg(N_("{card} is picked up in Station {want}, not in Station {at}."),
                                       {"card": card, "want": want, "at": at}))
    return RuleViolation(RULE, Msg(N_("Your locomotive already pulls {k} cars, the most allowed."), {"k": MAX_CARS}))


def do(st, p, card, ev):
    pl = st.players[p]
    pl.hand.remove(card)
    pl.attached.append(card)
    ev.append(st.event(N_("{player} picks up {card} (value {v}, for Station {to})."),
                       {"card": card, "v": st.comp.cards[card].value, "to": st.comp.cards[card].uncouple}, RULE, p))
