"""What First Class foresees before a choice (:func:`rulebook.analysis.foresight.foresee`): steps a conductor or
the locomotive would lose, the station the locomotive would reach and its points, a row a taken card would clear,
coins with no room, the Constantinople places lost. A taken action card is also looked at as carried out ("If
carried out: ..."), since that is when its symbols act.

>>> import rulebook
>>> from rulebook.first_class.scenario import find_card, scenario
>>> s0 = scenario(players=2, seed=1)
>>> card = find_card(s0, ("conductors", 1), module="X", colour="green")
>>> s = scenario(players=2, seed=1, cur=0, held=card, p0={"trains": [[2, 1], [0, 0, 0]], "cond": [1, 0]})
>>> from rulebook.first_class.actions import CarryOut
>>> [m.text() for m in foresee(s, CarryOut(), 0)]
['The conductor of the upper train stops at the last card; 1 step is lost.']
"""
from __future__ import annotations

from ..changes import certain_events, event_id
from ..i18n import N_, Msg
from .actions import CarryOut, TakeCard

#: the log lines worth a warning before the choice (their singular message ids)
CONSEQUENCES = frozenset({
    "The conductor of the {train} stops at the last card; {n} step is lost.",
    "The locomotive is at the end of the route; {n} step is lost.",
    "{player}'s locomotive reaches station {n} and scores {pts} point.",
    "{player}'s locomotive reaches bonus station {n}; it pays in every later scoring phase.",
    "One card per player has been taken from row {r}, so the row is cleared: {n} card leaves the game.",
    "{player} has no room (or the supply has no coins) for {n} coin; it is lost.",
    "{player}'s conductor reaches the locomotive of the {train}; the three Constantinople places are gone.",
})


def _carry_out(st, seat):
    """Carry a just-taken card out (on a copy), when that is the seat's next decision."""
    if st.phase == "card" and st.held is not None and st.current_player == seat and not st.stack:
        return st.apply(CarryOut(), check=False)
    return []


def foresee(state, action, seat) -> list:
    """The consequences of ``action`` that follow whatever is hidden, as Msgs."""
    follow = _carry_out if type(action) is TakeCard else None
    out = []
    for e, carried in certain_events(state, action, seat, follow):
        if event_id(e) in CONSEQUENCES:
            out.append(Msg(N_("If carried out: {what}"), {"what": e.msg}) if carried else e.msg)
    return out
