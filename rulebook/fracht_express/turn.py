"""Rules of the section "turn": the active player first draws one card, then takes actions in any order and
as often as the hand allows (extend, change, pick up, deliver, move), and finishes by ending the turn or by
drawing new cards. Play passes clockwise (to the next seat)."""
from __future__ import annotations

from ..core import RuleViolation
from ..i18n import Msg, N_
from .actions import EndTurn, memo
from .end_of_game import draw

RULE = "turn"


def begin(st, p, ev):
    """Start seat ``p``'s turn with its draw (which may end the game)."""
    st.cur = p
    st.drew = False
    st.no_draw = False
    st.turns += 1
    c = draw(st, ev)
    if c is None:
        return
    st.players[p].hand.append(c)
    ev.append(st.event(N_("{player}'s turn begins with drawing a card."), {}, RULE, p, reveal=True))


def end_turn(st, p, ev):
    if st.no_draw and st.players[p].hand:
        from .station_e import discard_rest
        discard_rest(st, p, ev)
    ev.append(st.event(N_("{player} ends the turn."), {}, RULE, p))
    begin(st, (p + 1) % st.n, ev)


def legal(st, p, out):
    out.append(memo(EndTurn))


def why_not_pending(st):
    return RuleViolation(st.unit_rule(), Msg(N_("First finish what is under way: {what}."), {"what": st.unit_msg()}))
