"""Contracts (rulebook: "The Contracts").

Carrying out a contract card places it face up beside the player's board. When
its requirement is met, the player may fulfil it -- before or after the action
card of a turn, or during their scoring step -- taking its bonus once, at
once; the card then joins the completed pile. Unfulfilled contracts are worth
nothing at the end. Requirements are data (``need``):

``cars_in_train``       one train holds at least n railroad cars
``car_value``           at least n railroad cars worth ``value`` or more
``locomotive_station``  the locomotive has reached station n
``conductor_position``  a conductor stands on card n or further
``coins_held``          at least n coins on the board
``train_value``         one train's railroad cars add up to n or more
"""
from __future__ import annotations

from ..core import RuleViolation
from ..i18n import Msg, N_
from .actions import Fulfil


def met(st, p, req) -> bool:
    need, n = req["need"], req["n"]
    f = NEEDS.get(need)
    return False if f is None else f(st.players[p], req, n)


# Each requirement (``need``, see the module notes): f(player, requirement, n) -> is it met?
NEEDS = {
    "cars_in_train": lambda pl, req, n: any(sum(1 for c in tr if 0 <= c <= 12) >= n for tr in pl.trains),
    "car_value": lambda pl, req, n: sum(1 for tr in pl.trains for c in tr if req["value"] <= c <= 12) >= n,
    "locomotive_station": lambda pl, req, n: pl.loco >= n,
    "conductor_position": lambda pl, req, n: max(pl.cond) + 1 >= n,
    "coins_held": lambda pl, req, n: sum(pl.coins) >= n,
    "train_value": lambda pl, req, n: any(sum(c for c in tr if 0 <= c <= 12) >= n for tr in pl.trains),
}


def legal(st, p, out):
    for cid in st.players[p].contracts:
        if met(st, p, st.comp.cards[cid].requirement):
            out.append(Fulfil.of(cid))


def why_not(st, p, a):
    if a.card not in st.players[p].contracts:
        return RuleViolation("contracts", Msg(N_("Contract {card} is not one of your open contracts."), {"card": a.card}))
    if st.stack or st.phase not in ("turn", "post", "scoring"):
        return RuleViolation("contracts", Msg(N_("A contract is fulfilled before or after your action, "
                                                 "or in a scoring phase, not in the middle of a card.")))
    return RuleViolation("contracts", Msg(N_("The requirement of contract {card} is not met yet."), {"card": a.card}))


def do_fulfil(st, p, cid, ev):
    pl = st.players[p]
    pl.contracts.remove(cid)
    pl.completed.append(cid)
    ev.append(st.event(N_("{player} fulfils contract {card} and takes its bonus."), {"card": cid}, "contracts", p))
    st.push_symbols(st.comp.cards[cid].bonus, "contracts")


def discard_unfulfilled(st, ev):
    for p, pl in enumerate(st.players):
        for cid in pl.contracts:
            st.removed.append(cid)
            ev.append(st.event(N_("{player}'s unfulfilled contract {card} is worth nothing and leaves the game."),
                               {"card": cid}, "end_of_game", p))
        pl.contracts = []
