"""Rules of the section "station_d": closing a station.

The player lays a card from the hand, turned any way, on a station: the station is closed, no locomotive can
drive into it, and the card's tracks are part of the rail system like any other card (it may even be covered
by the change action). A station can be closed only when a track already leads into it and no locomotive
stands in it. Only one station is closed at a time: closing another one first reopens the closed station --
every card on it goes to the discard pile -- and that is impossible while a locomotive stands on a card there.

Unit :class:`~.units.Closing` (``seat``): the choice of :class:`CloseStation` (card, station, turn).

Readings (``GAPS.md``): "joined to the rail system" means some track leads into the station (the network has a
step into it); Station A is never closed (derailed locomotives go back there); a crossing cannot close a
station (a crossing never covers a card).
"""
from __future__ import annotations

from ..core import RuleViolation
from ..i18n import Msg, N_, NN_
from .actions import CloseStation
from .units import Closing

RULE = "station_d"
KIND = "D"
NAME = N_("close a station")
UNITS = ("close",)
WHAT = N_("closing a station")


def _reopen_blocked(st):
    if st.closed is None:
        return False
    cell = tuple(st.stations[st.closed])
    return cell in st.cards_with_locomotives()


def closable(st) -> list:
    """The letters of the stations that may be closed now."""
    if _reopen_blocked(st):
        return []
    inside = {pl.pos[1] for pl in st.players if pl.pos[0] == "S"}
    g = st.net.graph
    return [L for L in sorted(st.stations) if L != "A" and L != st.closed and L not in inside
            and ("S", L) in g and g.degree(("S", L)) > 0]


def _cards(st, p):
    cards = st.comp.cards
    return [c for c in sorted(set(st.players[p].hand)) if not cards[c].crossing]


def available(st, p):
    return bool(_cards(st, p)) and bool(closable(st))


def begin(st, p):
    return Closing(p)


def settle(st, u, ev):
    if available(st, u.seat):
        return False
    st.stack.pop()
    return True


def legal(st, u, out):
    letters = closable(st)
    turns = st.comp.turns
    for c in _cards(st, u.seat):
        for L in letters:
            for r in turns[c]:
                out.append(CloseStation(c, L, r))


def reopen(st, ev, p):
    """Lift every card off the closed station onto the discard pile; the station is open again."""
    L = st.closed
    cell = tuple(st.stations[L])
    lifted = [t[2] for t in st.table if (t[0], t[1]) == cell]
    st.table = [t for t in st.table if (t[0], t[1]) != cell]
    st.discard.extend(lifted)
    st.closed = None
    st.table_changed((cell,))
    ev.append(st.event(NN_("Station {s} is open again; {n} card lying on it goes to the discard pile.",
                           "Station {s} is open again; {n} cards lying on it go to the discard pile."),
                       {"s": L, "n": len(lifted)}, RULE, p))


def do(st, u, a, ev):
    p = u.seat
    st.stack.pop()
    if st.closed is not None:
        reopen(st, ev, p)
    x, y = st.stations[a.station]
    st.players[p].hand.remove(a.card)
    st.table.append([x, y, a.card, a.turn])
    st.closed = a.station
    st.table_changed(((x, y),))
    ev.append(st.event(N_("{player} lays {card} on Station {s}: the station is closed."),
                       {"card": a.card, "s": a.station}, RULE, p))


def why_not(st, u, a):
    if type(a) is not CloseStation:
        return RuleViolation(RULE, Msg(N_("First close a station: choose a card, a station and a turn.")))
    p = u.seat
    cards = st.comp.cards
    if a.card not in st.players[p].hand:
        return RuleViolation(RULE, Msg(N_("{card} is not in your hand."), {"card": a.card}))
    if cards[a.card].crossing:
        return RuleViolation("crossings", Msg(N_("A crossing never covers another card, a station included.")))
    L = a.station
    if L not in st.stations:
        return RuleViolation(RULE, Msg(N_("There is no Station {s}."), {"s": L}))
    if L == "A":
        return RuleViolation(RULE, Msg(N_("Station A is never closed: derailed locomotives go back there.")))
    if L == st.closed:
        return RuleViolation(RULE, Msg(N_("Station {s} is closed already."), {"s": L}))
    if _reopen_blocked(st):
        return RuleViolation(RULE, Msg(N_("Station {s} cannot be reopened while a locomotive stands on the card "
                                          "covering it, so no other station can be closed."), {"s": st.closed}))
    if any(pl.pos == ["S", L] for pl in st.players):
        return RuleViolation(RULE, Msg(N_("A locomotive stands in Station {s}."), {"s": L}))
    if L not in closable(st):
        return RuleViolation(RULE, Msg(N_("Station {s} is not joined to the rail system yet: no track leads into "
                                          "it."), {"s": L}))
    if a.turn not in range(4):
        return RuleViolation(RULE, Msg(N_("A card can be turned 0 to 3 quarters, not {t}."), {"t": a.turn}))
    return RuleViolation(RULE, Msg(NN_("Turned {n} quarter, {card} looks the same as with a smaller turn; choose that one.",
                                       "Turned {n} quarters, {card} looks the same as with a smaller turn; "
                                       "choose that one."), {"n": a.turn, "card": a.card}))


def prompt(st, u, who):
    return Msg(N_("{player}: choose a card, a station to close with it, and its turn."), {"player": who})
