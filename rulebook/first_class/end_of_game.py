"""End of the game (rulebook: "End of the Game").

After the third scoring phase: unfulfilled contracts leave, each coin on a
board is a point, Game End cards score, and the highest score wins; tied
players all win.
"""
from __future__ import annotations

from ..core import Outcome
from ..i18n import N_, NN_
from . import contracts, game_end_cards


def finish(st, ev):
    contracts.discard_unfulfilled(st, ev)
    for p, pl in enumerate(st.players):
        k = sum(pl.coins)
        pl.score += k
        ev.append(st.event(NN_("{player}'s {k} coin is worth {k} point.", "{player}'s {k} coins are worth {k} points.",
                               count="k"), {"k": k}, "end_of_game", p))
        game_end_cards.score(st, p, ev)
    st.phase = "over"
    best = max(pl.score for pl in st.players)
    ev.append(st.event(N_("The game is over. Winning score: {best}."), {"best": best}, "end_of_game"))


def outcome(st):
    if st.phase != "over":
        return None
    scores = tuple(pl.score for pl in st.players)
    best = max(scores)
    return Outcome(scores=scores, winners=tuple(p for p, s in enumerate(scores) if s == best),
                   reason=N_("six rounds and three scoring phases played"))   # a message id: translate(reason, lang)
