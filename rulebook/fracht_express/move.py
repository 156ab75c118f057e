"""Rules of the section "move": discard a card whose action number is at least the number of attached cars,
then drive the locomotive as many ties as its car value, never backwards, choosing at switches. Entering a
station counts as one step and ends the drive (not the turn); a locomotive leaves a station by any track.

The drive is a pending unit :class:`~.units.Drive` (``seat``, ``left``, ``special_ok``, ``target``,
``picks``): ``left`` steps remain; ``target`` is the step being made (``[node, facing]``) while a shove waits
for the driver's choice at a switch, ``picks`` those choices. Steps with only one way on are taken at once; a
switch, a shove at a switch, or (ruling ``move_distance="up_to"``) every step, is a decision. The next steps
come from :meth:`Network.ahead` of ``state.net`` -- the graph ``state.network()`` returns.
"""
from __future__ import annotations

from ..core import RuleViolation
from ..i18n import Msg, N_, NN_
from . import crossings, ramming
from .actions import Go, Move, PushTo, Stop, memo
from .derail import derail
from .network import DX, DY
from .units import Drive

RULE = "move"


def can_move(st, p):
    """Whether the locomotive of seat ``p`` has a next step (``Network.ahead`` is not empty), read from the table
    (``leaves_station``, ``leaves_tie``): listing the legal actions never brings the network up to date."""
    pl = st.players[p]
    pos = pl.pos
    if pos[0] == "S":
        return leaves_station(st, pos[1])
    return leaves_tie(st, pos, pl.facing)


def leaves_tie(st, pos, facing) -> bool:
    """Whether a step leads on from the tie ``pos`` facing ``facing``, read from the table as the network links
    it: to the next tie of the track, else across the edge that end of the track meets -- into an empty space
    (a derail), a station, or a card with a track end on that edge (a test checks it against the network)."""
    _, x, y, t, i = pos
    top = st.top
    v = top.get((x, y))
    if v is None:
        return False
    geometry = st.comp.geometry
    tracks = geometry[v][0]
    if t >= len(tracks):
        return False
    a, b, n = tracks[t]
    if i >= n:
        return False
    if facing:
        if i < n - 1:
            return True
        s = b
    else:
        if i > 0:
            return True
        s = a
    v = top.get((x + DX[s], y + DY[s]))
    return v is None or bool(geometry[v][1][(s + 2) % 4])


def leaves_station(st, letter) -> bool:
    """Whether a track leads out of open station ``letter``: read from the table, as the network links it (the
    station's node steps to every track end of a neighbouring card on the edge facing the station; a closed
    station has no node). The network itself need not be up to date for this."""
    x, y = st.stations[letter]
    top = st.top
    if (x, y) in top:
        return False
    geometry = st.comp.geometry
    for s in range(4):
        v = top.get((x + DX[s], y + DY[s]))
        if v is not None and geometry[v][1][(s + 2) % 4]:
            return True
    return False


def legal(st, p, out):
    pl = st.players[p]
    k = len(pl.attached)
    cards = st.comp.cards
    can = [c for c in pl.hand if cards[c].action >= k]
    if can and can_move(st, p):
        out.extend(memo(Move, c) for c in can)


def why_not(st, p, card):
    pl = st.players[p]
    if card not in pl.hand:
        return RuleViolation(RULE, Msg(N_("{card} is not in your hand."), {"card": card}))
    k = len(pl.attached)
    a = st.comp.cards[card].action
    if a < k:
        return RuleViolation(RULE, Msg(NN_("{card} has action number {a}, less than your {n} attached car.",
                                           "{card} has action number {a}, less than your {n} attached cars."),
                                       {"card": card, "a": a, "n": k}))
    return RuleViolation(RULE, Msg(N_("No track leads on from where your locomotive stands.")))


def start(st, p, card, ev, special_ok=True):
    pl = st.players[p]
    pl.hand.remove(card)
    st.discard.append(card)
    v = st.comp.cards[card].value
    ev.append(st.event(NN_("{player} discards {card} to move {v} tie.", "{player} discards {card} to move {v} ties.", count="v"),
                       {"card": card, "v": v}, RULE, p))
    st.stack.append(Drive(p, v, special_ok, None, []))
    drive(st, ev)


def no_derail(unit) -> bool:
    """A hijacked drive (variant): nobody may be driven off the rails."""
    return bool(unit.no_derail)


def options(st, unit):
    pl = st.players[unit.seat]
    opts = st.net.ahead(pl.pos, pl.facing)
    if no_derail(unit):
        opts = [o for o in opts if o[0][0] != "E"]
    return opts


def legal_unit(st, unit, out):
    if unit.target is not None:
        kind, opts = ramming.resolve(st, tuple(unit.target[0]), unit.target[1], unit.picks, no_derail(unit))
        if kind == "choose":
            out.extend(node_action_st(st, PushTo, o[0]) for o in opts)
        return
    out.extend(node_action_st(st, Go, o[0]) for o in options(st, unit))
    if st.rulings["move_distance"] == "up_to":
        out.append(Stop())


def node_action_st(st, cls, node):
    """The action naming a next place: a track of a card, or a cell (station or empty space) with track -1."""
    if node[0] == "T":
        return cls(node[1], node[2], node[3])
    if node[0] == "S":
        x, y = st.stations[node[1]]
        return cls(x, y, -1)
    return cls(node[1], node[2], -1)


def find(st, opts, a):
    for o in opts:
        if node_action_st(st, type(a), o[0]) == a:
            return o
    return None


def do_go(st, unit, a, ev):
    o = find(st, options(st, unit), a)
    unit.target = [list(o[0]), o[1]]
    unit.picks = []
    drive(st, ev)


def do_push(st, unit, a, ev):
    kind, opts = ramming.resolve(st, tuple(unit.target[0]), unit.target[1], unit.picks, no_derail(unit))
    o = find(st, opts, a)
    unit.picks.append(list(o[0]))
    drive(st, ev)


def do_stop(st, unit, ev):
    unit.left = 0
    ev.append(st.event(N_("{player} stops the locomotive."), {}, RULE, unit.seat))
    drive(st, ev)


def drive(st, ev):
    """Take every step that needs no decision; stop at a decision, or end the drive.

    Each pass makes one step (``_enter``), or ends the drive (``finish``), or returns at a decision: no pass can
    leave the drive as it found it, so the loop cannot run for ever."""
    stack = st.stack
    exact = st.rulings["move_distance"] == "exact"
    while stack and stack[-1].KIND == "move" and st.phase != "over":
        u = stack[-1]
        if u.target is None:
            if u.left <= 0:
                finish(st, u, ev)
                return
            opts = options(st, u)
            if not opts:
                if no_derail(u) and st.net.ahead(st.players[u.seat].pos, st.players[u.seat].facing):
                    ev.append(st.event(N_("{player}'s hijacked locomotive stops: it may not be driven off the rails."),
                                       {}, "variants", u.seat))
                else:
                    ev.append(st.event(N_("{player}'s locomotive reaches the end of the track and stops."), {}, RULE,
                                       u.seat))
                finish(st, u, ev)
                return
            if len(opts) > 1 or not exact:
                return
            u.target = [list(opts[0][0]), opts[0][1]]
            u.picks = []
        _enter(st, u, ev)
        if u.target is not None:   # a shove waits for the driver's choice at a switch
            return


def _enter(st, u, ev):
    """Make the step to ``u.target`` (``u.target`` stays set while a shove waits for a choice). A step that ends
    the drive -- into a station, off the rails, or blocked -- ends it here."""
    node, f = tuple(u.target[0]), u.target[1]
    seat = u.seat
    pl = st.players[seat]
    if node[0] == "T":
        kind, res = ramming.resolve(st, node, f, u.picks, no_derail(u))
        if kind == "choose":
            return
        u.target = None
        if kind == "blocked":
            ev.append(st.event(N_("{player}'s locomotive cannot shove the locomotive ahead any further and stops."),
                               {}, ramming.RULE, seat))
            finish(st, u, ev)
            return
        if res:
            ev.append(st.event(N_("{player}'s locomotive rams another locomotive."), {}, ramming.RULE, seat))
            ramming.carry_out(st, res, ev)
    u.target = None
    old = tuple(pl.pos)
    if old[0] == "S" and st.no_deliver:  # out of the station: a rapid pick-up's car may be delivered later on
        st.no_deliver = [c for c in st.no_deliver if c not in pl.attached]
    u.left -= 1
    if node[0] == "E":
        derail(st, seat, ev)
        st.stack.pop()   # the drive is over, and being put back in Station A is no arrival
        return
    pl.pos = list(node)
    if node[0] == "S":
        pl.facing = None
        ev.append(st.event(N_("{player}'s locomotive enters Station {s}; the drive ends there."),
                           {"s": node[1]}, RULE, seat))
        finish(st, u, ev)
        return
    pl.facing = f
    if st.net.graph._adj[old][node].get("centre"):   # not graph.edges: its view would tie the graph in a cycle
        crossings.check(st, seat, ev)


def finish(st, u, ev):
    st.stack.pop()
    pl = st.players[u.seat]
    if pl.pos[0] == "T":
        ev.append(st.event(N_("{player}'s locomotive halts on a tie of {card}."),
                           {"card": st.net.graph.nodes[tuple(pl.pos)]["card"]}, RULE, u.seat))
    if u.special_ok and pl.pos[0] == "S" and st.options["advanced"]:
        from . import advanced
        advanced.arrive(st, u.seat, pl.pos[1], ev)
