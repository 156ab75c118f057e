"""Rules of the section "ramming": a locomotive met on a tie is shoved ahead so that it stays one tie in front
of the driver; at a switch the driver chooses its way (and it stops just past the switch unless the driver
follows it); a shoved locomotive stops in a station; a third locomotive in the way is shoved too.

A shove is worked out from the front before anything moves: ``resolve`` returns the moves, or the choices the
driver still has to make at a switch, or why the driver is stopped.
"""
from __future__ import annotations

from ..i18n import N_

RULE = "ramming"


def resolve(st, node, facing, picks, no_derail=False):
    """Shove whoever stands on ``node`` on in direction ``facing``.

    ``picks``: the driver's choices so far at switches, front-most token last.
    Returns ``("ok", moves)`` with moves = [(seat, to_node, to_facing)], ``("choose", options)`` or
    ``("blocked", None)``.
    """
    moves = []
    depth = 0
    net = st.net
    no_derail = no_derail or not st.rulings["push_derail"]
    while True:
        q = st.loco_on(node)
        if q is None:
            return "ok", moves
        opts = net.ahead(node, facing)
        if no_derail:
            opts = [o for o in opts if o[0][0] != "E"]
        if not opts:
            return "blocked", None
        if len(opts) > 1:
            if depth >= len(picks):
                return "choose", opts
            pick = tuple(picks[depth])
            chosen = [o for o in opts if o[0] == pick]
            if not chosen:  # cannot happen for picks made from the options
                return "choose", opts
            nxt = chosen[0]
            depth += 1
        else:
            nxt = opts[0]
        moves.append((q, nxt[0], nxt[1]))
        if nxt[0][0] != "T":
            return "ok", moves
        node, facing = nxt


def carry_out(st, moves, ev):
    """Move the shoved locomotives, front-most first."""
    from .derail import derail
    for q, to, f in reversed(moves):
        pl = st.players[q]
        if to[0] == "E":
            ev.append(st.event(N_("{player}'s locomotive is shoved off the end of the rails."), {}, RULE, q))
            derail(st, q, ev)
            continue
        pl.pos = list(to)
        if to[0] == "S":
            pl.facing = None
            ev.append(st.event(N_("{player}'s locomotive is shoved into Station {s} and stops there."),
                               {"s": to[1]}, RULE, q))
        else:
            pl.facing = f
            ev.append(st.event(N_("{player}'s locomotive is shoved one tie on."), {}, RULE, q))
