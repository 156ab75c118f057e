"""FrachtExpress's coach: the planner's look-ahead and what a hint says changed, in the planner's terms.

The coach (:mod:`rulebook.analysis.coach`) asks a game's hooks: ``coach_settle`` plays a started drive out with
the planner's choices before a position is judged, ``coach_value`` is the planner's estimate, and
``coach_changes`` names what changed (cars delivered, cards still to lay and ties to drive on the way to the
station the planner aims at).

>>> import rulebook
>>> s = rulebook.GAMES["fracht_express"].new_game(players=2, seed=1)
>>> changes(s, s.copy(), 0)
[]
"""
from __future__ import annotations

from ..i18n import N_, NN_, Msg
from .plan_bot import finish_drive, focus, reach, station_cost, value


def settle(st, seat) -> None:
    """Play a drive that the last move started out with the planner's choices (in place)."""
    finish_drive(st, seat)


__all__ = ["changes", "settle", "value"]


def changes(st0, st1, seat) -> list:
    """What the move changed, in the planner's terms: cars delivered and pulled, cards and ties to a goal station,
    cards in hand."""
    out = []
    p0, p1 = st0.players[seat], st1.players[seat]
    cards = st0.comp.cards
    for c in p1.delivered[len(p0.delivered):]:  # a delivered pile only grows; what was in it before is face down
        out.append(Msg(NN_("{card} is delivered for {n} point", "{card} is delivered for {n} points"),
                       {"card": c, "n": cards[c].value}))
    if len(p1.attached) != len(p0.attached):
        out.append(Msg(NN_("your locomotive pulls {n} car instead of {a}", "your locomotive pulls {n} cars instead of {a}"),
                       {"a": len(p0.attached), "n": len(p1.attached)}))
    r0 = reach(st0, seat)
    goal = focus(st0, seat, r0)
    if goal is not None:
        s0, g0 = station_cost(st0, goal, *r0)
        s1, g1 = station_cost(st1, goal, *reach(st1, seat))
        if g1 != g0:
            out.append(Msg(N_("cards still to lay on the way to Station {station}: {b} instead of {a}"),
                           {"station": goal, "a": g0, "b": g1}))
        elif s1 != s0:
            out.append(Msg(N_("ties to drive to Station {station}: {b} instead of {a}"),
                           {"station": goal, "a": s0, "b": s1}))
    if len(p1.hand) != len(p0.hand) and len(out) < 3:
        out.append(Msg(N_("cards in your hand: {b} instead of {a}"), {"a": len(p0.hand), "b": len(p1.hand)}))
    return out
