"""Rules of the section "preparation": the stations lie in their layout (the illustrative default, or built by
the players in the dealt-stations variant), every locomotive starts in Station A, the distance cards are
shuffled and each player gets three. The new game itself is put together in ``setup``."""
from __future__ import annotations

from ..i18n import N_

RULE = "preparation"
HAND = 3


def deal(st, ev):
    """Locomotives to Station A, three cards each, then the first player's turn."""
    for p, pl in enumerate(st.players):
        pl.pos = ["S", "A"]
        pl.facing = None
        for _ in range(HAND):
            pl.hand.append(st.deck.pop())
    ev.append(st.event(N_("Every locomotive stands in Station A; each player gets {k} cards."), {"k": HAND}, RULE,
                       reveal=True))
    st.phase = "turn"
    from .turn import begin
    begin(st, 0, ev)
