"""FrachtExpress actions in the game's words: places by their neighbours, tracks by compass directions.

An action is a value (a card, a cell, a quarter turn); what a player sees is
a table. :func:`describe_in` names an action against a table: "Lay D32 east
of Station A, tracks west–east", "At the switch: take the track of D12
leaving north, towards Station F". No coordinates and no quarter-turn counts
ever reach a label.

``Action.describe()`` takes no state, so the actions of this game read the
**board in view**: the state last handed to :func:`on_board` (the picture,
the panel's buttons and the network picture call it whenever they draw a
state; a notebook or the command line may call it too). It is held weakly;
without one, or when an action does not fit the board (it belongs to another
game), the label falls back to words that need no table ("on a free space
next to the rail system"), never to a coordinate pair.

>>> import rulebook
>>> from rulebook.fracht_express.actions import Extend
>>> s = rulebook.GAMES["fracht_express"].new_game(players=2, seed=1)
>>> a = next(a for a in s.legal_actions() if type(a) is Extend)
>>> on_board(s)
>>> describe_in(s, a).text() == str(a) and "(" not in str(a)
True
"""
from __future__ import annotations

import weakref

from ..i18n import Msg, N_

# sides of a cell / edges of a card, in the engine's order (network.DX / DY: y grows downwards)
DIRS = (N_("north"), N_("east"), N_("south"), N_("west"))
DX = (0, 1, 0, -1)
DY = (-1, 0, 1, 0)
CORNERS = (N_("north-west"), N_("north-east"), N_("south-west"), N_("south-east"))
_ORDER = (0, 2, 3, 1)           # a track's two ends read north, south, west, east first: "west–east"
_BOARD: list = [None]           # a weak reference to the state in view


def on_board(state) -> None:
    """Make ``state`` the board that actions' ``describe()`` refer to (held weakly; None forgets it)."""
    _BOARD[0] = None if state is None else weakref.ref(state)


def board():
    """The state in view, or None."""
    r = _BOARD[0]
    return None if r is None else r()


# --------------------------------------------------------------------------- words for things
_SIDES = tuple(Msg(d) for d in DIRS)   # messages are values, never changed once made: one per word is shared
_STATIONS: dict = {}                   # letter -> Msg, the same way


def side(s: int) -> Msg:
    """A compass direction, as a word (N E S W = 0 1 2 3)."""
    return _SIDES[s % 4]


def station(letter: str) -> Msg:
    m = _STATIONS.get(letter)
    if m is None:
        m = Msg(N_("Station {s}"), {"s": letter})
        if len(_STATIONS) < 64:
            _STATIONS[letter] = m
    return m


def track_ends(a: int, b: int) -> Msg:
    """The two ends of a track as compass words, north and south before west and east: "west–east"."""
    if _ORDER.index(a % 4) > _ORDER.index(b % 4):
        a, b = b, a
    return Msg(N_("{a}–{b}"), {"a": side(a), "b": side(b)})


def _joined(parts: list) -> Msg:
    out = parts[-1]
    for p in reversed(parts[:-1]):
        out = Msg(N_("{first}, {rest}"), {"first": p, "rest": out})
    return out


def tracks(comp, card: str, turn: int) -> Msg:
    """The tracks of ``card`` laid with ``turn`` quarter turns: "tracks west–east, north–south"."""
    tr = comp.geometry[card, turn % 4][0]
    parts = [track_ends(a, b) for a, b, _n in tr]
    if len(parts) == 1:
        return Msg(N_("track {ends}"), {"ends": parts[0]})
    return Msg(N_("tracks {ends}"), {"ends": _joined(parts)})


def _steps(n: int, s: int) -> Msg:
    if n == 1:
        return Msg(N_("one space {dir}"), {"dir": side(s)})
    return Msg(N_("{n} spaces {dir}"), {"n": n, "dir": side(s)})


def place(state, x: int, y: int, skip=()) -> Msg:
    """Where space (x, y) is, said by a neighbour: "east of Station A", "north of D12"; a space with no
    neighbour by the nearest station or card: "2 spaces east and one space north of Station A"."""
    cell = (x, y)
    top = state.top
    at = state.station_cells()
    closed = state.closed
    card = None
    for s in range(4):                               # a station beside the space first, then a card
        n = (x + DX[s], y + DY[s])
        if n in skip:
            continue
        v = top.get(n)                               # what the table shows on n: a station (open, or the
        L = at.get(n)                                # closed one under its card), else the top card's id
        if L is not None and (v is None or L == closed):
            return Msg(N_("{dir} of {thing}"), {"dir": side((s + 2) % 4), "thing": station(L)})
        if v is not None and card is None:
            card = ((s + 2) % 4, v[0])
    if card is not None:
        return Msg(N_("{dir} of {thing}"), {"dir": side(card[0]), "thing": card[1]})
    refs = [(tuple(c), station(L)) for L, c in sorted(state.stations.items())]
    refs += [(c, v[0]) for c, v in sorted(state.top.items()) if c not in skip]
    refs = [(abs(c[0] - x) != 1 or abs(c[1] - y) != 1, abs(c[0] - x) + abs(c[1] - y), i, c, t)
            for i, (c, t) in enumerate(refs) if c != cell]
    if not refs:
        return Msg(N_("in the middle of the table"))
    _c, _d, _i, (rx, ry), t = min(refs)
    dx, dy = x - rx, y - ry
    if abs(dx) == abs(dy) == 1:
        return Msg(N_("at the {corner} corner of {thing}"),
                   {"corner": Msg(CORNERS[(dy > 0) * 2 + (dx > 0)]), "thing": t})
    parts = []
    if dy:
        parts.append(_steps(abs(dy), 2 if dy > 0 else 0))
    if dx:
        parts.append(_steps(abs(dx), 1 if dx > 0 else 3))
    if len(parts) == 2:
        return Msg(N_("{a} and {b} of {thing}"), {"a": parts[0], "b": parts[1], "thing": t})
    return Msg(N_("{a} of {thing}"), {"a": parts[0], "thing": t})


# --------------------------------------------------------------------------- a track on the table
def _cell_of(state, node):
    if node is None:
        return None
    node = tuple(node)
    if node[0] == "S":
        c = state.stations.get(node[1])
        return None if c is None else tuple(c)
    return (node[1], node[2])


def _from(state):
    """Where the next step of a drive starts: (cell, node, facing) of the shoved locomotive, or the driver's."""
    for u in reversed(state.stack):
        if u.KIND == "move":
            if u.target is not None:
                node, facing = tuple(u.target[0]), u.target[1]
            else:
                pl = state.players[u.seat]
                node, facing = tuple(pl.pos), pl.facing
            return _cell_of(state, node), node, facing
    return None, None, None


def _towards(state, x, y, t, i, facing):
    """Where a track leads on from tie ``i`` facing ``facing`` while there is one way on: a station, a
    derail, or None (a switch, a loop, a long way)."""
    net = state.net
    node = ("T", x, y, t, i)
    for _ in range(80):
        nxt = net.ahead(node, facing)
        if len(nxt) != 1:
            return None
        node, facing = nxt[0]
        if node[0] == "S":
            return Msg(N_("towards {thing}"), {"thing": station(node[1])})
        if node[0] == "E":
            return Msg(N_("towards the edge of the rail system (derailing)"))
    return None


def track_at(state, x: int, y: int, track: int, frm=None):
    """The track ``track`` of the card on (x, y), said as a player sees it, or None if there is none.

    Entered from the neighbouring cell ``frm``: "the track of D12 leaving north, towards Station F"; else by
    its ends: "the north–east track of D12".
    """
    got = state.top.get((x, y))
    if got is None:
        return None
    cid, rot = got
    tr = state.comp.geometry[got][0]
    if not 0 <= track < len(tr):
        return None
    a, b, n = tr[track]
    if frm is not None and frm != (x, y):
        s_in = next((s for s in range(4) if (x + DX[s], y + DY[s]) == frm), None)
        if s_in in (a, b):
            out, i, facing = (b, n - 1, 1) if s_in == a else (a, 0, 0)
            to = _towards(state, x, y, track, i, facing)
            if to is None:
                return Msg(N_("the track of {card} leaving {dir}"), {"card": cid, "dir": side(out)})
            return Msg(N_("the track of {card} leaving {dir}, {towards}"),
                       {"card": cid, "dir": side(out), "towards": to})
    return Msg(N_("the {ends} track of {card}"), {"ends": track_ends(a, b), "card": cid})


def node(state, n) -> Msg:
    """A place of the rail network (an engine node) in words: a station, a track of a card, an empty space."""
    n = tuple(n)
    if n[0] == "S":
        return station(n[1])
    if n[0] == "T":
        got = track_at(state, n[1], n[2], n[3])
        if got is not None:
            return got
    return Msg(N_("the empty space {where}"), {"where": place(state, n[1], n[2])})


# --------------------------------------------------------------------------- the labels
def describe_in(state, a) -> Msg:
    """``a`` (a placed action: laying, covering, a step of a drive ...) described against the table of
    ``state`` (None: the board in view); words that need no table when there is none or it does not fit."""
    if state is None:
        state = board()
    got = None
    if state is not None and fits(state, a):
        try:
            got = _describe(state, a)
        except (KeyError, IndexError, TypeError, AttributeError, ValueError):
            got = None
    return got if got is not None else plain(a, getattr(state, "comp", None))


def _describe(state, a):
    f = _DESCRIBE.get(type(a).__name__)
    return None if f is None else f(state, a, state.comp)


def _describe_extend(state, a, comp):
    if (a.x, a.y) in state.top:
        return None
    return Msg(N_("Lay {card} {where}, {tracks}."),
               {"card": a.card, "where": place(state, a.x, a.y), "tracks": tracks(comp, a.card, a.turn)})


def _describe_cover(state, a, comp):
    under = state.top.get((a.x, a.y))
    if under is None:
        return None
    return Msg(N_("Cover {old} with {card}, {tracks}."),
               {"old": under[0], "card": a.card, "tracks": tracks(comp, a.card, a.turn)})


def _describe_place_station(state, a, comp):
    if not state.stations:
        return Msg(N_("Place Station {s} as the first station, in the middle of the table."), {"s": a.station})
    return Msg(N_("Place Station {s} {where}."), {"s": a.station, "where": place(state, a.x, a.y)})


def _describe_drive(state, a, comp):
    """A drive's step (``Go``) or a shove's (``PushTo``)."""
    kind = type(a).__name__
    if a.track < 0:
        L = next((L for L, c in state.stations.items() if tuple(c) == (a.x, a.y) and L != state.closed), None)
        if L is not None:
            return Msg(N_("Drive into {thing}.") if kind == "Go" else N_("Shove the other locomotive into "
                                                                       "{thing}."), {"thing": station(L)})
        return Msg(N_("Drive off the rails into the empty space {where} (derailing).") if kind == "Go" else
                   N_("Shove the other locomotive off the rails into the empty space {where}."),
                   {"where": place(state, a.x, a.y)})
    frm, node, facing = _from(state)
    where = track_at(state, a.x, a.y, a.track, frm)
    if where is None:
        return None
    if kind == "PushTo":
        return Msg(N_("Shove the other locomotive onto {track}."), {"track": where})
    if frm == (a.x, a.y):
        return Msg(N_("Drive on along {track}."), {"track": where})
    if node is not None and node[0] == "S":
        return Msg(N_("Leave {thing} by {track}."), {"thing": station(node[1]), "track": where})
    if node is not None and len(state.net.ahead(node, facing)) > 1:
        return Msg(N_("At the switch: take {track}."), {"track": where})
    return Msg(N_("Drive on onto {track}."), {"track": where})


def _describe_fly(state, a, comp):
    where = track_at(state, a.x, a.y, a.track)
    if where is None:
        return None
    return Msg(N_("Fly with a flight ticket and {card} to {track}."), {"card": a.card, "track": where})


def _describe_close_station(state, a, comp):
    return Msg(N_("Close Station {station} with {card}, {tracks}."),
               {"station": a.station, "card": a.card, "tracks": tracks(comp, a.card, a.turn)})


def _describe_relocate(state, a, comp):
    moved = state.top.get((a.x0, a.y0))
    if moved is None:
        return None
    if (a.x, a.y) == (a.x0, a.y0):
        return Msg(N_("Discard {card} and turn {moved} where it lies, {tracks}."),
                   {"card": a.card, "moved": moved[0], "tracks": tracks(comp, moved[0], a.turn)})
    return Msg(N_("Discard {card} and move {moved} {where}, {tracks}."),
               {"card": a.card, "moved": moved[0], "where": place(state, a.x, a.y, skip=((a.x0, a.y0),)),
                "tracks": tracks(comp, moved[0], a.turn)})


# The words of a placed action against the table, by the action's type name (None: no words that fit the table).
_DESCRIBE = {"Extend": _describe_extend, "Cover": _describe_cover, "PlaceStation": _describe_place_station,
             "Go": _describe_drive, "PushTo": _describe_drive, "Fly": _describe_fly,
             "CloseStation": _describe_close_station, "Relocate": _describe_relocate}


def plain(a, comp=None) -> Msg:
    """The label of a placed action without a table: no place, tracks only when the cards are known."""
    kind = type(a).__name__
    if comp is None:
        from .data import load_components
        comp = load_components()
    f = _PLAIN.get(kind)
    if f is None:
        raise TypeError(f"no words for {kind}")
    return f(a, comp)


def _tr(comp, card, turn):
    try:
        return tracks(comp, card, turn)
    except KeyError:
        return Msg(N_("turned as chosen"))


# The label of a placed action without a table, by the action's type name.
_PLAIN = {
    "Extend": lambda a, comp: Msg(N_("Lay {card} on a free space next to the rail system, {tracks}."),
                                  {"card": a.card, "tracks": _tr(comp, a.card, a.turn)}),
    "Cover": lambda a, comp: Msg(N_("Cover a laid card with {card}, {tracks}."),
                                 {"card": a.card, "tracks": _tr(comp, a.card, a.turn)}),
    "PlaceStation": lambda a, comp: Msg(N_("Place Station {s} at a corner of a placed station."), {"s": a.station}),
    "Go": lambda a, comp: Msg(N_("Drive on into the next space.") if a.track < 0
                              else N_("At the switch: take the next track.")),
    "PushTo": lambda a, comp: Msg(N_("Shove the other locomotive on.")),
    "Fly": lambda a, comp: Msg(N_("Fly with a flight ticket and {card}."), {"card": a.card}),
    "CloseStation": lambda a, comp: Msg(N_("Close Station {station} with {card}, {tracks}."),
                                        {"station": a.station, "card": a.card, "tracks": _tr(comp, a.card, a.turn)}),
    "Relocate": lambda a, comp: Msg(N_("Discard {card} and move a card of the rail system."), {"card": a.card}),
}


def fits(state, a) -> bool:
    """Can ``a`` be an action of ``state``'s table (its cards known, its cells plausible)?"""
    comp = getattr(state, "comp", None)
    if comp is None or not hasattr(state, "top"):
        return False
    c = getattr(a, "card", None)
    return c is None or c in comp.cards
