"""The Start Player tile (rulebook: "The Start Player Tile").

Instead of a card, a player may take the tile (once per round, while nobody
else has). Its compensation (data) is paid at once; at the end of the round
the taker becomes start player. The tile is not a card: it never counts toward
clearing a row and is never cleared with one.
"""
from __future__ import annotations

from ..core import RuleViolation
from ..i18n import Msg, N_


def available(st) -> bool:
    return st.tile is None


def why_not(st):
    return RuleViolation("start_player", Msg(N_("{holder} already took the Start Player tile this round."),
                                             {"holder": st.seat(st.tile)}))


def do_take(st, p, ev):
    st.tile = p
    ev.append(st.event(N_("{player} takes the Start Player tile and its compensation."), {}, "start_player", p))
    st.push_symbols(st.comp.start_tile, "start_player")


def hand_over(st, ev):
    """End of round: the taker becomes start player; otherwise nothing changes."""
    if st.tile is None:
        ev.append(st.event(N_("Nobody took the Start Player tile; {player} stays start player."),
                           {}, "end_of_round", st.start))
        return
    st.start = st.tile
    st.tile = None
    ev.append(st.event(N_("{player} returns the Start Player tile and becomes start player."), {}, "end_of_round", st.start))
