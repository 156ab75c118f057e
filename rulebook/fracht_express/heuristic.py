"""A position heuristic for FrachtExpress: how good a position looks for one seat.

``evaluate(state, seat)`` estimates the value the seat ends with; the one-step
greedy bot maximises it. Terms (module constants, so experiments can change them):

* ``W_DELIVERED`` = 1.0 per point of delivered value (the score). The owner may
  not look at delivered cards, but remembers what was delivered.
* ``W_ATTACHED`` = 0.6 per point of an attached car (likely delivered later, and
  the tie-breaker), minus ``W_DISTANCE`` = 0.05 per tie between the locomotive
  and the car's delivery station (measured on the rail network, 20 when there
  is no way there yet).
* ``W_HAND`` = 0.25 per point of a hand card whose pick-up station is where the
  locomotive stands, 0.1 for other hand cards (fuel for moves and the rail system).
* ``W_OTHERS`` = 0.5 per point delivered by the best other player (subtracted).
* ``W_DERAIL`` = 3.0 subtracted when the locomotive stands next to an empty space
  it faces (one step from derailing).
"""
from __future__ import annotations

import networkx as nx

W_DELIVERED = 1.0
W_ATTACHED = 0.6
W_DISTANCE = 0.05
W_HAND = 0.25
W_HAND_OTHER = 0.1
W_OTHERS = 0.5
W_DERAIL = 3.0
NO_WAY = 20


def evaluate(st, seat) -> float:
    from .end_of_game import delivered_value
    cards = st.comp.cards
    pl = st.players[seat]
    v = W_DELIVERED * delivered_value(st, seat)
    net = st.net
    here = tuple(pl.pos)
    dist = None
    if pl.attached:
        try:
            dist = nx.single_source_shortest_path_length(net.graph, here, cutoff=30)
        except nx.NodeNotFound:
            dist = {}
    for c in pl.attached:
        card = cards[c]
        d = dist.get(("S", card.uncouple), NO_WAY) if dist is not None else NO_WAY
        v += W_ATTACHED * card.value - W_DISTANCE * d
    at = here[1] if here[0] == "S" else None
    for c in pl.hand:
        v += (W_HAND if cards[c].couple == at else W_HAND_OTHER) * cards[c].value
    if st.n > 1:
        v -= W_OTHERS * max(delivered_value(st, q) for q in range(st.n) if q != seat)
    if pl.facing is not None and any(n[0] == "E" for n, _ in net.ahead(here, pl.facing)):
        v -= W_DERAIL
    return v
