"""Rules of the section "crossings": crossings go only on empty spaces and are never covered (checked in
``extend``/``change``); tracks run straight through (the card data); crossing the centre turns over the top
card, and a locomotive with more cars than its action number gives up cars of the owner's choice down to it."""
from __future__ import annotations

from ..i18n import N_, NN_
from .end_of_game import draw
from .units import GiveUpCars

RULE = "crossings"


def check(st, seat, ev):
    """The centre check for ``seat``'s locomotive. Returns False when the game ended on the draw."""
    c = draw(st, ev)
    if c is None:
        return False
    st.discard.append(c)
    k = st.comp.cards[c].action
    pl = st.players[seat]
    ev.append(st.event(N_("{player} crosses the centre of a crossing: {card} is turned over, action number {k}."),
                       {"card": c, "k": k}, RULE, seat, reveal=True))
    if len(pl.attached) > k:
        st.stack.append(GiveUpCars(seat, k))
        ev.append(st.event(NN_("{player} has {c} car, more than {k}: it must be given up.",
                               "{player} has {c} cars, more than {k}: cars must be given up.", count="c"),
                           {"c": len(pl.attached), "k": k}, RULE, seat))
    return True


def legal_drop(st, unit, out):
    from .actions import DropCar
    out.extend(DropCar(c) for c in st.players[unit.seat].attached)


def do_drop(st, unit, card, ev):
    pl = st.players[unit.seat]
    pl.attached.remove(card)
    st.discard.append(card)
    ev.append(st.event(N_("{player} gives up the car {card}."), {"card": card}, RULE, unit.seat))
    if len(pl.attached) <= unit.keep:
        st.stack.pop()
