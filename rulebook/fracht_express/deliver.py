"""Rules of the section "deliver": in the station named by an attached car's delivery (uncouple) letter, the
car goes face down under the locomotive card; nobody, its owner included, looks at delivered cars until the
end."""
from __future__ import annotations

from ..core import RuleViolation
from ..i18n import Msg, N_
from .actions import Deliver, memo

RULE = "deliver"


def legal(st, p, out):
    pl = st.players[p]
    at = st.station_of(p)
    if at is None:
        return
    cards = st.comp.cards
    for c in pl.attached:
        if cards[c].uncouple == at and c not in st.no_deliver:
            out.append(memo(Deliver, c))


def why_not(st, p, card):
    pl = st.players[p]
    if card not in pl.attached:
        return RuleViolation(RULE, Msg(N_("{card} is not a car attached to your locomotive."), {"card": card}))
    at = st.station_of(p)
    if at is None:
        return RuleViolation(RULE, Msg(N_("Cars are delivered in a station; your locomotive is on the tracks.")))
    want = st.comp.cards[card].uncouple
    if want != at:
        return RuleViolation(RULE, Msg(N_("{card} is delivered in Station {want}, not in Station {at}."),
                                       {"card": card, "want": want, "at": at}))
    return RuleViolation("station_i", Msg(N_("A car picked up here by a rapid pick-up is delivered only after "
                                             "leaving the station.")))


def do(st, p, card, ev):
    pl = st.players[p]
    pl.attached.remove(card)
    pl.delivered.append(card)
    ev.append(st.event(N_("{player} delivers a car in Station {s}; it goes face down."),
                       {"s": st.station_of(p)}, RULE, p))
