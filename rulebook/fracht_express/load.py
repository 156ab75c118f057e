"""Loading a FrachtExpress position from save data, checking every field, and the conservation invariants
that any reachable position satisfies."""
from __future__ import annotations

from ..core import DataError, LoadError, Rng, _plain_copy
from .data import LETTERS, load_components
from .player import Player
from .units import KINDS as UNIT_KINDS, from_json as unit_from_json



def _bad(field, problem="is missing or has the wrong kind of value"):
    raise LoadError.at(field, problem)


def _get(d, key, kind, where=""):
    field = f"{where}.{key}" if where else key
    if not isinstance(d, dict) or key not in d:
        _bad(field)
    v = d[key]
    if kind is int and (not isinstance(v, int) or isinstance(v, bool)):
        _bad(field)
    if kind is bool and not isinstance(v, bool):
        _bad(field)
    if kind not in (int, bool, None) and not isinstance(v, kind):
        _bad(field)
    return v


def _cards(v, field, comp):
    if not isinstance(v, list) or any(not isinstance(c, str) or c not in comp.cards for c in v):
        _bad(field, "must be a list of card ids")
    return list(v)


def _pos(v, field):
    if isinstance(v, list) and len(v) == 2 and v[0] == "S" and v[1] in tuple(LETTERS):
        return list(v)
    if (isinstance(v, list) and len(v) == 5 and v[0] == "T"
            and all(isinstance(x, int) and not isinstance(x, bool) for x in v[1:])):
        return list(v)
    _bad(field, "must be [\"S\", letter] or [\"T\", x, y, track, tie]")


def _plain(v):
    if isinstance(v, list):
        return all(_plain(x) for x in v)
    return v is None or isinstance(v, (bool, int, str))


def read(st, d, trusted=False):
    """Every field of the position ``d`` (a ``_dump()``) describes, checked, set on ``st``; the log is checked to be
    there (``State._load``, the core's load skeleton, reads it, then ``derive`` and the invariants)."""
    cls = type(st)
    st.options = _plain_copy(_get(d, "options", dict))
    try:
        opts = cls.game.check_options({k: (tuple(v) if isinstance(v, list) else v) for k, v in st.options.items()})
    except (TypeError, ValueError) as e:
        _bad("options", f"is not accepted ({e})")
    if set(st.options) != set(opts):
        _bad("options", "must name exactly the game's options")
    st.rulings = opts["rulings"]
    try:
        st.comp = comp = load_components(opts["data_dir"])
    except (DataError, OSError) as e:
        _bad("options.data_dir", f"names component data that cannot be read ({type(e).__name__})")
    if _get(d, "data", str) != comp.fingerprint:
        _bad("data", "names different card data than the data files in use (the cards were edited since the save)")
    st.n = _get(d, "players_count", int)
    if st.n not in range(2, 5):
        _bad("players_count", "must be 2 to 4")
    st.rng = Rng(0)
    st.rng.state = _get(d, "rng", int)
    if not 0 <= st.rng.state < 1 << 64:
        _bad("rng")
    st.phase = _get(d, "phase", str)
    if st.phase not in ("layout", "turn", "over"):
        _bad("phase", "is not a phase of the game")
    st.cur = _get(d, "cur", int)
    if st.cur not in range(st.n):
        _bad("cur")
    st.turns = _get(d, "turns", int)
    st.drew = _get(d, "drew", bool)
    st.no_draw = _get(d, "no_draw", bool)
    st.no_deliver = _cards(_get(d, "no_deliver", list), "no_deliver", comp)
    st.deck = _cards(_get(d, "deck", list), "deck", comp)
    st.discard = _cards(_get(d, "discard", list), "discard", comp)
    table = _get(d, "table", list)
    for i, t in enumerate(table):
        if (not isinstance(t, list) or len(t) != 4 or any(not isinstance(x, int) or isinstance(x, bool)
                                                           for x in (t[0], t[1], t[3]))
                or t[2] not in comp.cards or t[3] not in range(4)):
            _bad(f"table[{i}]", "must be [x, y, card, turn]")
    st.table = [list(t) for t in table]
    stations = _get(d, "stations", dict)
    for k, v in stations.items():
        if k not in tuple(LETTERS) or not isinstance(v, list) or len(v) != 2 or any(
                not isinstance(x, int) or isinstance(x, bool) for x in v):
            _bad(f"stations.{k}")
    st.stations = {k: list(v) for k, v in stations.items()}
    st.closed = d.get("closed")
    if st.closed is not None and (type(st.closed) is not str or st.closed not in st.stations):
        _bad("closed")
    st.tickets = _get(d, "tickets", int)
    st.objections = _get(d, "objections", int)
    read_stack(st, _get(d, "stack", list))
    players = _get(d, "players", list)
    if len(players) != st.n:
        _bad("players", "must have one entry per player")
    st.players = []
    for i, pd in enumerate(players):
        w = f"players[{i}]"
        pl = Player.fresh()
        pl.hand = _cards(_get(pd, "hand", list, w), w + ".hand", comp)
        pl.attached = _cards(_get(pd, "attached", list, w), w + ".attached", comp)
        pl.delivered = _cards(_get(pd, "delivered", list, w), w + ".delivered", comp)
        pl.pos = _pos(_get(pd, "pos", list, w), w + ".pos")
        pl.facing = pd.get("facing")
        if pl.facing not in ((None,) if pl.pos[0] == "S" else (0, 1)):
            _bad(w + ".facing", "must be 0 or 1 on a tie and null in a station")
        pl.ticket = _get(pd, "ticket", bool, w)
        pl.objection = _get(pd, "objection", bool, w)
        pl.stations = list(_get(pd, "stations", list, w))
        if any(s not in tuple(LETTERS) for s in pl.stations):
            _bad(w + ".stations")
        st.players.append(pl)
    _get(d, "log", list)


def derive(st):
    """What is never saved (the uppermost cards, the network, the frontier, the lists), from the table."""
    type(st).init_derived(st)
    st.table_changed()


def invariant_problems(st) -> list:
    """Every conservation rule a reachable position keeps (empty list = all hold)."""
    out = []
    comp = st.comp
    places = list(st.deck) + list(st.discard) + [t[2] for t in st.table]
    for pl in st.players:
        places += pl.hand + pl.attached + pl.delivered
    if sorted(places) != sorted(comp.ids):
        out.append("every distance card must be in exactly one place")
    cells = {}
    for x, y, c, r in st.table:
        cells.setdefault((x, y), []).append(c)
    station_cells = {tuple(v): k for k, v in st.stations.items()}
    if len(station_cells) != len(st.stations):
        out.append("two stations lie on the same space")
    for cell, lst in cells.items():
        if any(comp.cards[c].crossing for c in lst) and len(lst) > 1:
            out.append(f"a crossing shares space {cell} with another card")
        if cell in station_cells and station_cells[cell] != st.closed:
            out.append(f"a card lies on open Station {station_cells[cell]}")
    if st.closed is not None and tuple(st.stations[st.closed]) not in cells:
        out.append("the closed station has no card on it")
    if st.phase != "layout":
        if sorted(st.stations) != list(LETTERS):
            out.append("all ten stations must be on the table")
        net = st.net
        seen = set()
        for p, pl in enumerate(st.players):
            node = tuple(pl.pos)
            if len(pl.attached) > 5:
                out.append(f"player {p + 1} pulls more than five cars")
            if not net.has(node) or net.graph.nodes[node]["kind"] == "empty":
                out.append(f"player {p + 1}'s locomotive is off the rails")
            if node[0] == "T":
                if node in seen:
                    out.append("two locomotives stand on the same tie")
                seen.add(node)
    if st.closed == "A":
        out.append("Station A is never closed")
    in_station = set()
    for pl in st.players:
        if pl.pos[0] == "S":
            in_station.update(pl.attached)
    if any(c not in in_station for c in st.no_deliver):
        out.append("a car barred from delivery must be attached to a locomotive standing in a station")
    held_t = sum(pl.ticket for pl in st.players)
    held_o = sum(pl.objection for pl in st.players)
    if st.options["advanced"]:
        if st.tickets < 0 or st.tickets + held_t != comp.flight_tickets:
            out.append("every flight ticket must be beside the table or held by one player")
        if st.objections < 0 or st.objections + held_o != comp.objection_cards:
            out.append("every objection card must be beside the table or held by one player")
    elif st.tickets or st.objections or held_t or held_o:
        out.append("flight tickets and objection cards are not used in the basic game")
    reach = len(comp.ids) + 20   # the table never spreads further than every card laid in a line
    if any(abs(v) > reach for xy in st.stations.values() for v in xy) or any(
            abs(t[0]) > reach or abs(t[1]) > reach for t in st.table):
        out.append("a station or a card lies further out than the cards can reach")
    for i, u in enumerate(st.stack):
        if not isinstance(u.seat, int) or isinstance(u.seat, bool) or u.seat not in range(st.n):
            out.append(f"pending unit {i} names no player of this game")
    return out


def read_stack(st, stack: list) -> None:
    """``st.stack`` from the lists a save holds (the scenario's ``stack=`` uses this check too)."""
    for i, u in enumerate(stack):
        if not isinstance(u, list) or not u or u[0] not in UNIT_KINDS or not _plain(u):
            _bad(f"stack[{i}]")
    st.stack = []
    for i, u in enumerate(stack):
        try:
            st.stack.append(unit_from_json(u))
        except (TypeError, ValueError) as e:
            _bad(f"stack[{i}]", f"is not a pending unit ({e})")
