"""Rules of the section "station_b": the flight ticket.

Special action: a player who holds no flight ticket takes one of those lying beside the table, if any is left.

Using a ticket (any time in one's own turn, not a special action, so nobody can object): the locomotive,
standing on a distance card, flies along its row or column over empty spaces only to the next distance card
that way. The player discards a hand card whose action number equals the number of empty spaces flown over and
puts the ticket back beside the table. The locomotive lands on the tie nearest the card it left.

Readings (``GAPS.md``): the flight starts from a distance card, not from a station; nothing but empty spaces
may lie between (a station stops the way); "the tie nearest the card it left" is the end tie of a track that
reaches the edge facing that card -- a card with no track at that edge cannot be landed on, and where several
tracks reach it the player picks one (:class:`Fly` ``track``); the locomotive then faces away from that edge;
it cannot land on a tie another locomotive stands on.
"""
from __future__ import annotations

from ..core import RuleViolation
from ..i18n import Msg, N_, NN_
from .actions import Fly
from .network import DX, DY
from .units import TakeTicket
from .words import place, track_ends

RULE = "station_b"
KIND = "B"
NAME = N_("take a flight ticket")
UNITS = ("ticket",)
WHAT = N_("taking a flight ticket")
MAX_GAP = 5


def available(st, p):
    return st.tickets > 0 and not st.players[p].ticket


def begin(st, p):
    return TakeTicket(p)


def settle(st, u, ev):
    st.stack.pop()
    pl = st.players[u.seat]
    if st.tickets > 0 and not pl.ticket:
        st.tickets -= 1
        pl.ticket = True
        ev.append(st.event(N_("{player} takes a flight ticket."), {}, RULE, u.seat))
    return True


def legal(st, u, out):
    return


def do(st, u, a, ev):  # pragma: no cover - the unit never waits for a decision
    return


def why_not(st, u, a):  # pragma: no cover
    return None


def prompt(st, u, who):  # pragma: no cover
    return Msg(N_("{player}: take a flight ticket."), {"player": who})


# --------------------------------------------------------------------------- flying
def _way(st, x, y, s):
    """Walk from card (x, y) toward side ``s`` over empty spaces: (destination cell, spaces) or None.

    At most ``MAX_GAP`` empty spaces are flown over (no card has a higher action number), so the walk looks at
    no more than ``MAX_GAP + 1`` spaces: a bounded loop, which cannot walk the row for ever."""
    stations = {tuple(c) for c in st.stations.values()}
    dx, dy = DX[s], DY[s]
    for gap in range(MAX_GAP + 1):
        c = (x + dx * (gap + 1), y + dy * (gap + 1))
        if c in st.top:
            return (c, gap) if gap else None
        if c in stations:
            return None
    return None


def landings(st, cell, near) -> list:
    """[(track, tie, facing)]: the end ties of the card on ``cell`` at its edge ``near``."""
    tracks, ends = st.comp.geometry[st.top[cell]]
    return [(t, i, 1 - side) for t, i, side in ends[near]]


def flights(st, p) -> list:
    pl = st.players[p]
    if not pl.ticket or pl.pos[0] != "T" or not pl.hand:
        return []
    _, x, y, _, _ = pl.pos
    cards = st.comp.cards
    taken = {tuple(q.pos) for q in st.players if q.pos[0] == "T"}
    out = []
    for s in range(4):
        way = _way(st, x, y, s)
        if way is None:
            continue
        (cx, cy), gap = way
        hs = [c for c in pl.hand if cards[c].action == gap]
        if not hs:
            continue
        for t, i, _ in landings(st, (cx, cy), (s + 2) % 4):
            if ("T", cx, cy, t, i) in taken:
                continue
            out.extend(Fly(c, cx, cy, t) for c in hs)
    out.sort(key=lambda a: (a.card, a.x, a.y, a.track))
    return out


def legal_fly(st, p, out):
    out.extend(flights(st, p))


def do_fly(st, p, a, ev):
    pl = st.players[p]
    _, x, y, _, _ = pl.pos
    s = _side_toward(x, y, a.x, a.y)
    near = (s + 2) % 4
    t, i, facing = next(land for land in landings(st, (a.x, a.y), near) if land[0] == a.track)
    pl.hand.remove(a.card)
    st.discard.append(a.card)
    pl.ticket = False
    st.tickets += 1
    pl.pos = ["T", a.x, a.y, t, i]
    pl.facing = facing
    ev.append(st.event(N_("{player} discards {card} and flies to {target}, {where}; the flight ticket goes back "
                          "beside the table."),
                       {"card": a.card, "target": st.top[a.x, a.y][0], "where": place(st, a.x, a.y)}, RULE, p))


def _track_words(st, cell, t):
    """Track ``t`` of the card on ``cell`` by its ends: "track west–east" (its number if the card has no such track)."""
    cid, rot = st.top[cell]
    tracks = st.comp.geometry[cid, rot % 4][0]
    if 0 <= t < len(tracks):
        return Msg(N_("track {ends}"), {"ends": track_ends(tracks[t][0], tracks[t][1])})
    return Msg(N_("track {n}"), {"n": t + 1})


def _side_toward(x, y, x2, y2):
    if x2 == x:
        return 0 if y2 < y else 2
    return 1 if x2 > x else 3


def why_not_fly(st, p, a):
    pl = st.players[p]
    if not pl.ticket:
        return RuleViolation(RULE, Msg(N_("You hold no flight ticket.")))
    if a.card not in pl.hand:
        return RuleViolation(RULE, Msg(N_("{card} is not in your hand."), {"card": a.card}))
    if pl.pos[0] != "T":
        return RuleViolation(RULE, Msg(N_("A flight starts from a distance card; your locomotive stands in a "
                                          "station.")))
    _, x, y, _, _ = pl.pos
    if (a.x, a.y) == (x, y) or (a.x != x and a.y != y):
        return RuleViolation(RULE, Msg(N_("The space {where} is not in the same row or column as your locomotive's "
                                          "card."), {"where": place(st, a.x, a.y)}))
    if (a.x, a.y) not in st.top:
        return RuleViolation(RULE, Msg(N_("There is no distance card {where} to land on."),
                                       {"where": place(st, a.x, a.y)}))
    s = _side_toward(x, y, a.x, a.y)
    n = abs(a.x - x) + abs(a.y - y) - 1
    if n == 0:
        return RuleViolation(RULE, Msg(N_("The two cards touch: a flight passes over at least one empty space.")))
    stations = {tuple(c) for c in st.stations.values()}
    between = [(x + DX[s] * k, y + DY[s] * k) for k in range(1, n + 1)]
    if any(c in st.top or c in stations for c in between):
        return RuleViolation(RULE, Msg(N_("Only empty spaces may lie between your locomotive's card and the card "
                                          "it lands on.")))
    k = st.comp.cards[a.card].action
    if k != n:
        return RuleViolation(RULE, Msg(NN_("{card} has action number {k}, but the flight passes over {n} empty space.",
                                           "{card} has action number {k}, but the flight passes over {n} empty "
                                           "spaces."), {"card": a.card, "k": k, "n": n}))
    land = [x_ for x_ in landings(st, (a.x, a.y), (s + 2) % 4) if x_[0] == a.track]
    if not land:
        return RuleViolation(RULE, Msg(N_("The {track} of that card does not reach the edge facing your "
                                          "locomotive's card; a locomotive lands at that edge."),
                                       {"track": _track_words(st, (a.x, a.y), a.track)}))
    return RuleViolation(RULE, Msg(N_("Another locomotive stands on the tie where yours would land.")))
