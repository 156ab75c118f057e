"""Rules of the section "draw": once a turn, discard a hand card and draw as many cards as its action number;
doing so ends the turn (ruling ``quick_reference="card"``: the summary card does not say it ends the turn, so
the turn goes on; still once a turn)."""
from __future__ import annotations

from ..core import RuleViolation
from ..i18n import Msg, N_, NN_
from .actions import DrawCards, memo
from .end_of_game import draw

RULE = "draw"


def legal(st, p, out):
    if st.drew or st.no_draw:
        return
    out.extend(memo(DrawCards, c) for c in sorted(set(st.players[p].hand)))


def why_not(st, p, card):
    if st.no_draw:
        return RuleViolation("station_e", Msg(N_("After a group card robbery no new cards are drawn this turn.")))
    if st.drew:
        return RuleViolation(RULE, Msg(N_("New cards are drawn only once a turn.")))
    return RuleViolation(RULE, Msg(N_("{card} is not in your hand."), {"card": card}))


def do(st, p, card, ev):
    pl = st.players[p]
    pl.hand.remove(card)
    st.discard.append(card)
    k = st.comp.cards[card].action
    ev.append(st.event(NN_("{player} discards {card} to draw {n} new card.", "{player} discards {card} to draw {n} new cards."),
                       {"card": card, "n": k}, RULE, p))
    st.drew = True
    got = 0
    for _ in range(k):
        c = draw(st, ev)
        if c is None:
            return
        pl.hand.append(c)
        got += 1
    ev.append(st.event(NN_("{player} draws {n} card.", "{player} draws {n} cards."), {"n": got}, RULE, p, reveal=True))
    if st.rulings["quick_reference"] != "card":
        from .turn import end_turn
        end_turn(st, p, ev)
