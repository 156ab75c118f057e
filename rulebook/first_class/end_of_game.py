"""End of the game (rulebook: "End of the Game").

After the third scoring phase: unfulfilled contracts leave, each coin on a
board is a point, Game End cards score, and the highest score wins; tied
players all win.
"""
from __future__ import annotations

from ..core import Outcome
from ..i18n import Msg, N_, NN_
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


def score_breakdown(st):
    """Each player's score by source, from the log: rows of ``(label Msg, points per seat)``, the total last.

    The trains (every scoring phase, up to the conductors), the Game End cards, the coins left at the end, and
    the points along the way (locomotive stations, Constantinople, points symbols, coins paid for points) --
    the rest of the score, so the rows always add up to the total. None before the end.
    """
    if st.phase != "over":
        return None
    n = len(st.players)
    trains, ge, coins = [0] * n, [0] * n, [0] * n
    for e in st.log:
        p = e.player
        if p is None or not 0 <= p < n or e.rule not in ("scoring", "end_of_game"):
            continue
        params = e.msg.params
        if e.rule == "scoring" and "train" in params and "pts" in params:
            trains[p] += int(params["pts"])
        elif e.rule == "end_of_game" and "card" in params and "pts" in params:
            ge[p] += int(params["pts"])
        elif e.rule == "end_of_game" and "k" in params:
            coins[p] += int(params["k"])
    total = [pl.score for pl in st.players]
    along = [total[p] - trains[p] - ge[p] - coins[p] for p in range(n)]
    return [(Msg(N_("Trains (three scoring phases)")), tuple(trains)),
            (Msg(N_("Game End cards")), tuple(ge)),
            (Msg(N_("Coins left at the end")), tuple(coins)),
            (Msg(N_("Points along the way (locomotive, Constantinople, cards, coins paid)")), tuple(along)),
            (Msg(N_("Total score")), tuple(total))]
