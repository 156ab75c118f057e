"""Loading a First Class position from save data, checking every field, and the
conservation invariants that any reachable position satisfies."""
from __future__ import annotations

from ..core import DataError, LoadError, Rng, _plain_copy
from .cars import PAIR, is_car
from .data import COLOURS, earlier_components, load_components
from .player import Player
from .units import from_json

_INT = int
MAX_SCORE = 1000   # far above any game's final score (a generous bound, not a rule of the game)


def _bad(field, problem="is missing or has the wrong kind of value"):
    raise LoadError.at(field, problem)


def _get(d, key, kind, where):
    if not isinstance(d, dict) or key not in d:
        _bad(f"{where}.{key}" if where else key)
    v = d[key]
    if kind is int and (not isinstance(v, int) or isinstance(v, bool)):
        _bad(f"{where}.{key}" if where else key)
    if kind is not int and kind is not None and not isinstance(v, kind):
        _bad(f"{where}.{key}" if where else key)
    return v


def _int_list(v, field, n=None):
    if not isinstance(v, list) or any(not isinstance(x, int) or isinstance(x, bool) for x in v) or (n is not None and len(v) != n):
        _bad(field)
    return list(v)


def _str_list(v, field):
    if not isinstance(v, list) or any(not isinstance(x, str) for x in v):
        _bad(field)
    return list(v)


def read(st, d, trusted=False):
    """Every field of the position ``d`` (a ``_dump()``) describes, checked, set on ``st``; the log is checked to be
    there (``State._load``, the core's load skeleton, reads it and then checks the invariants)."""
    cls = type(st)
    st.options = _plain_copy(_get(d, "options", dict, ""))
    try:
        opts = cls.game.check_options({k: (tuple(v) if isinstance(v, list) else v) for k, v in st.options.items()})
    except (TypeError, ValueError) as e:
        _bad("options", f"is not accepted ({e})")
    if set(st.options) != set(opts):
        _bad("options", "must name exactly the game's options")
    st.rulings = opts["rulings"]
    try:
        st.comp = load_components(opts["data_dir"])
    except (DataError, OSError) as e:
        _bad("options.data_dir", f"names component data that cannot be read ({type(e).__name__})")
    saved = _get(d, "data", str, "")
    if saved != st.comp.fingerprint and opts["data_dir"] is None:
        st.comp = earlier_components(saved) or st.comp     # a save of the built-in cards of an earlier version
    if saved != st.comp.fingerprint:
        _bad("data", "names different card data than the data files in use (the cards were edited since the save)")
    st.n = _get(d, "players_count", int, "")
    if st.n not in range(2, 5):
        _bad("players_count", "must be 2 to 4")
    st.rng = Rng(0)
    st.rng.state = _get(d, "rng", int, "")
    if not 0 <= st.rng.state < 1 << 64:
        _bad("rng")
    st.round = _get(d, "round", int, "")
    if not 1 <= st.round <= 6:
        _bad("round", "must be 1 to 6")
    st.phase = _get(d, "phase", str, "")
    if st.phase not in ("draft", "turn", "card", "post", "scoring", "over"):
        _bad("phase", "is not a phase of the game")
    piles = _get(d, "piles", list, "")
    if len(piles) != 3:
        _bad("piles")
    st.piles = [_str_list(p, f"piles[{i}]") for i, p in enumerate(piles)]
    rows = _get(d, "rows", list, "")
    if len(rows) != 3 or any(not isinstance(r, list) or len(r) != 6 or any(c is not None and not isinstance(c, str) for c in r) for r in rows):
        _bad("rows")
    st.rows = [list(r) for r in rows]
    st.row_taken = _int_list(_get(d, "row_taken", list, ""), "row_taken", 3)
    st.removed = _str_list(_get(d, "removed", list, ""), "removed")
    st.tile = d.get("tile")
    if st.tile is not None and st.tile not in range(st.n):
        _bad("tile")
    for k in ("start", "cur", "turns", "draft_index", "coin_supply"):
        setattr(st, k, _get(d, k, int, ""))
    if st.start not in range(st.n) or st.cur not in range(st.n):
        _bad("start" if st.start not in range(st.n) else "cur")
    if not 0 <= st.turns <= 3 * st.n:
        _bad("turns")
    if not 0 <= st.draft_index <= st.n:
        _bad("draft_index")
    st.held = d.get("held")
    if st.held is not None and (type(st.held) is not str or st.held not in st.comp.cards):
        _bad("held")
    if (st.phase == "card") != (st.held is not None):
        _bad("held", "must name the taken card exactly while it is being decided on")
    st.ge_deck = _str_list(_get(d, "ge_deck", list, ""), "ge_deck")
    st.ge_display = _str_list(_get(d, "ge_display", list, ""), "ge_display")
    st.draft_hand = _str_list(_get(d, "draft_hand", list, ""), "draft_hand")
    st.tiles = _int_list(_get(d, "tiles", list, ""), "tiles")
    cp = _get(d, "constantinople", list, "")
    st.constantinople = [_int_list(x, f"constantinople[{i}]", 2) for i, x in enumerate(cp)]
    st.car_supply = _int_list(_get(d, "car_supply", list, ""), "car_supply", 3)
    st.stack = _stack(_get(d, "stack", list, ""))
    st.scorers = _int_list(_get(d, "scorers", list, ""), "scorers")
    if any(s not in range(st.n) for s in st.scorers) or (st.phase == "scoring") != bool(st.scorers):
        _bad("scorers")
    players = _get(d, "players", list, "")
    if len(players) != st.n:
        _bad("players", "must have one entry per player")
    st.players = [_player(Player, st, pd, f"players[{i}]") for i, pd in enumerate(players)]
    _get(d, "log", list, "")


def _stack(v):
    for i, u in enumerate(v):
        if not isinstance(u, list) or not u or type(u[0]) is not str or not UNIT_CHECKS.get(u[0], _no_unit)(u):
            _bad(f"stack[{i}]")
    return [from_json(u) for u in v]


# The shape of a saved unit by its kind, ``u[0]``: f(u) -> whether the list is well formed.
def _symbols_ok(u) -> bool:
    """``[kind, [[do, n, from], ...], rule]``"""
    return len(u) == 3 and isinstance(u[1], list) and all(
        isinstance(s, list) and len(s) == 3 and isinstance(s[0], str) for s in u[1])


def _counts_ok(u) -> bool:
    """``[kind, numbers or texts ..., rule]``"""
    return not any(isinstance(x, bool) or not isinstance(x, (int, str)) for x in u[1:]) and isinstance(u[-1], str)


def _no_unit(u) -> bool:
    return False


UNIT_CHECKS = {
    "seq": _symbols_ok, "pick": _symbols_ok,
    "pay": lambda u: len(u) == 3 and isinstance(u[1], int) and 1 <= u[1] <= 4 and isinstance(u[2], str),
    "mail": lambda u: len(u) == 2 and u[1] in (0, 1),
    "car": _counts_ok, "up": _counts_ok, "any": _counts_ok, "split": _counts_ok, "ge": _counts_ok,
}


def _player(Player, st, pd, w):
    pl = Player.__new__(Player)
    trains = _get(pd, "trains", list, w)
    if len(trains) != 2:
        _bad(f"{w}.trains")
    pl.trains = [_int_list(t, f"{w}.trains[{i}]") for i, t in enumerate(trains)]
    pl.cond = _int_list(_get(pd, "cond", list, w), f"{w}.cond", 2)
    pl.loco = _get(pd, "loco", int, w)
    pl.route = _str_list(_get(pd, "route", list, w), f"{w}.route")
    for cid in pl.route:
        if cid not in st.comp.cards or st.comp.cards[cid].type != "route":
            _bad(f"{w}.route", f"names {cid!r}, which is not a route card")
    pl.stations = list(st.comp.printed_route)
    for cid in pl.route:
        pl.stations.extend(st.comp.cards[cid].stations)
    if not 0 <= pl.loco <= len(pl.stations):
        _bad(f"{w}.loco", "is off the route")
    pl.coins = _int_list(_get(pd, "coins", list, w), f"{w}.coins", 3)
    pl.score = _get(pd, "score", int, w)
    pl.completed = _str_list(_get(pd, "completed", list, w), f"{w}.completed")
    pl.contracts = _str_list(_get(pd, "contracts", list, w), f"{w}.contracts")
    pl.ge = _str_list(_get(pd, "ge", list, w), f"{w}.ge")
    pl.mail_left = _int_list(_get(pd, "mail_left", list, w), f"{w}.mail_left")
    pl.claimed = _int_list(_get(pd, "claimed", list, w), f"{w}.claimed")
    return pl


def invariant_problems(st) -> list:
    """Every conservation and ordering rule a reachable position keeps (empty list = all hold)."""
    out = []
    comp = st.comp
    # action cards: each in exactly one place
    places = [c for p in st.piles for c in p] + [c for r in st.rows for c in r if c is not None] + list(st.removed)
    if st.held:
        places.append(st.held)
    for pl in st.players:
        places += pl.completed + pl.contracts + pl.route
    in_game = sorted(c.id for c in comp.cards.values() if c.module == "X" or c.module in st.options["modules"])
    if sorted(places) != in_game:
        out.append("every action card of the game must be in exactly one place")
    if any(not 0 <= k <= st.n for k in st.row_taken):
        out.append("each row can be taken from at most once per player")
    # Game End cards
    ge_places = st.ge_deck + st.ge_display + st.draft_hand + [g for pl in st.players for g in pl.ge]
    ge_places += [u.card for u in st.stack if u.KIND == "pay"]
    if sorted(ge_places) != sorted(comp.game_end_cards):
        out.append("every Game End card must be in exactly one place")
    if len(st.ge_display) > 4:
        out.append("at most four Game End cards lie face up")
    # railroad cars: supply plus trains equals the box (unless the supply is unlimited)
    used = [0, 0, 0]
    for p, pl in enumerate(st.players):
        for t, tr in enumerate(pl.trains):
            if not 1 <= len(tr) <= 10:
                out.append(f"player {p + 1}'s train {t + 1} must hold 1 to 10 cards")
                continue
            prev = None
            for i, c in enumerate(tr):
                if is_car(c):
                    if c not in PAIR:
                        out.append(f"player {p + 1} has a car of value {c}, which does not exist")
                        continue
                    used[PAIR[c]] += 1
                    if prev is not None and c > prev:
                        out.append(f"player {p + 1}'s train {t + 1}: a car is worth more than the car to its left")
                    prev = c
                elif c < 0:
                    if i != 5:
                        out.append(f"player {p + 1}'s mail car must be the 6th card")
                elif c >= 100:
                    if i != 9 or c - 100 >= len(comp.locomotive_tiles):
                        out.append(f"player {p + 1}'s locomotive tile must be the 10th card")
                else:
                    out.append(f"player {p + 1} has an unknown card {c}")
            if len(tr) > 5 and tr[5] >= 0:
                out.append(f"player {p + 1}'s 6th card must be a mail car")
            if not 0 <= pl.cond[t] < len(tr):
                out.append(f"player {p + 1}'s conductor must stand on a card of its train")
        if not 0 <= pl.score <= MAX_SCORE:
            out.append(f"player {p + 1} has {pl.score} points, which no game reaches")
        if sum(pl.coins) > 12 or any(not 0 <= c <= cap for c, cap in zip(pl.coins, (5, 5, 2))):
            out.append(f"player {p + 1}'s coins must fit the 5/5/2 coin area")
        mails = sorted([-c for tr in pl.trains for c in tr if c < 0] + pl.mail_left)
        if mails != list(range(1, comp.mail_cars + 1)):
            out.append(f"player {p + 1}'s mail cars must each be in one place")
    out += _round_problems(st)
    if st.rulings["supply_out"] == "block":
        if any(u + s != tot for u, s, tot in zip(used, st.car_supply, comp.car_supply)):
            out.append("railroad cars in trains plus the supply must equal the cars in the box")
        if st.coin_supply + sum(sum(pl.coins) for pl in st.players) != comp.coin_supply:
            out.append("coins on boards plus the supply must equal the coins in the box")
        placed = [c - 100 for pl in st.players for tr in pl.trains for c in tr if c >= 100]
        if sorted(placed + st.tiles) != list(range(len(comp.locomotive_tiles))):
            out.append("every locomotive tile must be in exactly one place")
    return out


def _round_problems(st) -> list:
    """The card flow of the rounds: rounds 1-2 use the green pile, 3-4 the blue, 5-6 the red. A card leaves
    its pile only once its colour's rounds have begun (the rows hold only this round's colour), and a pile
    is used up after its second round (the rest leaves the game unseen)."""
    out = []
    cards = st.comp.cards
    now = (st.round - 1) // 2
    outside = [c for r in st.rows for c in r if c is not None] + list(st.removed) + ([st.held] if st.held else [])
    for pl in st.players:
        outside += pl.completed + pl.contracts + pl.route
    for cid in outside:
        c = cards.get(cid)
        if c is not None and COLOURS.index(c.colour) > now:
            k = COLOURS.index(c.colour)
            out.append(f"card {cid} is {c.colour}, and {c.colour} cards leave their pile only from round {2 * k + 1} "
                       f"(this is round {st.round})")
            break
    for r, row in enumerate(st.rows):
        wrong = [c for c in row if c is not None and c in cards and cards[c].colour != COLOURS[now]]
        if wrong:
            out.append(f"row {r + 1} holds {cards[wrong[0]].colour} card {wrong[0]}, but the rows of round "
                       f"{st.round} hold only {COLOURS[now]} cards")
            break
    for k, pile in enumerate(st.piles):
        if pile and (k < now or (k == now and st.round % 2 == 0)):
            out.append(f"the {COLOURS[k]} pile must be used up in round {st.round}, but it holds {len(pile)} cards")
    return out


# ---- the log of earlier save versions (rulebook/saves.py: a reworded log line bumps the version) ----------------
#: version 1's row-clearing line (singular, plural) and version 2's, which says why the row goes
_ROW_CLEARED_V1 = ("Row {r} is cleared: {n} card leaves the game.", "Row {r} is cleared: {n} cards leave the game.")
_ROW_CLEARED_V2 = ("One card per player has been taken from row {r}, so the row is cleared: {n} card leaves the game.",
                   "One card per player has been taken from row {r}, so the row is cleared: {n} cards leave the game.")


def _log_v1_to_v2(st, entry: dict) -> dict:
    """A version-1 log entry in version 2's words: the row-clearing line says why (same parameters)."""
    m = entry["msg"]
    if (m.get("id"), m.get("plural")) == _ROW_CLEARED_V1:
        return dict(entry, msg=dict(m, id=_ROW_CLEARED_V2[0], plural=_ROW_CLEARED_V2[1]))
    return entry


#: one step per earlier save version: ``{v: step}``, ``step(st, entry)`` gives the entry in version v+1's words
LOG_MIGRATIONS = {1: _log_v1_to_v2}
