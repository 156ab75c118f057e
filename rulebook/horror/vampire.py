"""The vampire: it preys in the car it hangs by, then moves.

Preying: the table in force is the one on the leftmost Vampire Strength tile still on the board (the bare
board once all are gone; data ``vampire_board``); its top row counts in a car with closed curtains, its
bottom row with open ones. The vampire takes the first passenger status present in the universal order
whose entry is not blank, and changes one such passenger. A change to Wounded or Dead removes the leftmost
strength tile (the vampire grows stronger); Panicked does not.

Moving: to the nearest car with a living passenger in the direction of the token's arrow; if there is none
that way, the nearest the other way; never into the Locomotive; nowhere to go -- it stays.
"""
from __future__ import annotations

from ..i18n import N_
from . import passengers
from .actions import status_msg


def table(st) -> dict:
    vb = st.comp.table["vampire_board"]
    return vb["tiles"][st.vampire_strength[0]] if st.vampire_strength else vb["bare"]


def victim(st):
    """``(status, new status)`` the vampire would apply now, or None."""
    car = st.vampire
    row = table(st)[passengers.curtains(st, car)]
    for s in st.order:
        to = row.get(s)
        if to and passengers.count(st, car, s):
            return s, to
    return None


def prey(st, ev) -> None:
    car = st.vampire
    v = victim(st)
    ev.append(st.event(N_("The vampire preys in car {car} (curtains {c})."), {"car": car, "c": passengers.curtains(st, car)}, "vampire"))
    if v is None:
        ev.append(st.event(N_("No passenger there is within the vampire's strength."), {}, "vampire"))
        return
    frm, to = v
    before = st.coffins
    passengers.set_status(st, car, frm, to, "vampire", ev)
    if to in ("wounded", "dead") or st.coffins < before:
        if st.vampire_strength:
            tile = st.vampire_strength.pop(0)
            ev.append(st.event(N_("Blood: the vampire loses its leftmost strength tile ({tile}) and grows stronger."),
                               {"tile": tile}, "vampire"))
    _ = status_msg


def destination(st, direction):
    here = st.vampire
    step = -1 if direction == "front" else 1
    for d in (step, -step):
        k = here + d
        while 1 <= k <= 6:
            if passengers.alive_in(st, k):
                return k
            k += d
    return None


def move(st, direction, ev) -> None:
    k = destination(st, direction)
    if k is None:
        ev.append(st.event(N_("No other car has passengers: the vampire stays by car {car}."), {"car": st.vampire}, "vampire"))
        return
    ev.append(st.event(N_("The vampire moves from car {frm} to car {to}."), {"frm": st.vampire, "to": k}, "vampire"))
    st.vampire = k
