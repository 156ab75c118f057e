"""Railroad cars and upgrades (rulebook: "Take New Railroad Cars", "Upgrade a Railroad Car").

A train is a list of cells. A railroad car is its value (0, 1, 2, 4, 7, 12); a
mail car is ``-m`` (mail car number m); a locomotive tile is ``100 + i`` (tile
index i). New cars join the right end. An upgrade lifts one car one step in
0-1-2-4-7-12; within a train a car never outranks the railroad car to its left
(mail cars aside), and among equal cars the leftmost goes first.
"""
from __future__ import annotations

from ..core import RuleViolation
from ..i18n import Msg, N_
from . import special_cars
from .actions import train_msg
from .special_cars import LOCO_POS, MAIL_POS

VALUES = (0, 1, 2, 4, 7, 12)
NEXT = {0: 1, 1: 2, 2: 4, 4: 7, 7: 12}
PAIR = {0: 0, 1: 0, 2: 1, 4: 1, 7: 2, 12: 2}  # which double-sided card a value is printed on
MAX_CARDS = 10


def is_car(cell: int) -> bool:
    return 0 <= cell <= 12


def cell_value(st, cell: int) -> int:
    if cell >= 100:
        return st.comp.locomotive_tiles[cell - 100][0]
    return cell if cell > 0 else 0


def finished(train: list) -> bool:
    """A train with a locomotive tile takes no more cards."""
    return bool(train) and train[-1] >= 100


def left_value(train: list, pos: int) -> int | None:
    """Value of the nearest railroad car left of ``pos`` (mail cars skipped), or None."""
    for i in range(pos - 1, -1, -1):
        c = train[i]
        if 0 <= c <= 12:
            return c
    return None


def upgrade_actions(st, p, cls, from_value: int | None = None) -> tuple:
    """``cls.of(t, pos, to)`` (``Upgrade`` or ``CoinUpgrade``) for the cars of both trains that may be upgraded now, in order."""
    ok24, ok712 = _supply_ok(st)
    upper, lower = st.players[p].trains
    return (_UPGRADE_ACTIONS[cls, 0, tuple(upper), from_value, ok24, ok712]
            + _UPGRADE_ACTIONS[cls, 1, tuple(lower), from_value, ok24, ok712])


def _supply_ok(st) -> tuple:
    """May a car be taken from the 2/4 pair, from the 7/12 pair (the supply has one, or it is unlimited)?"""
    supply = st.car_supply
    ok24, ok712 = supply[1] > 0, supply[2] > 0
    if not (ok24 and ok712) and st.rulings["supply_out"] == "unlimited":
        return True, True
    return ok24, ok712


class _Table(dict):
    """The results of a pure function by its arguments, filled as they are met (true as long as it is pure)."""

    __slots__ = ("fill",)

    def __init__(self, fill):
        super().__init__()
        self.fill = fill

    def __missing__(self, key):
        if len(self) >= 4096:
            self.clear()
        got = self[key] = self.fill(*key)
        return got


def _upgrade_positions(train, from_value, ok24, ok712) -> tuple:
    out = []
    seen = set()
    prev = None
    for pos, c in enumerate(train):
        if not 0 <= c <= 12:
            continue
        if c not in seen:
            seen.add(c)
            if c != 12 and (from_value is None or c == from_value):
                nv = NEXT[c]
                # 0->1, 2->4 and 7->12 turn a card over; 1->2 needs a 2/4 card, 4->7 a 7/12 card
                if (prev is None or prev >= nv) and (nv != 2 or ok24) and (nv != 7 or ok712):
                    out.append((pos, nv))
        prev = c
    return tuple(out)


def _train_upgrade_actions(cls, t, cells, from_value, ok24, ok712) -> tuple:
    return tuple(cls.of(t, pos, to) for pos, to in _UPGRADES[cells, from_value, ok24, ok712])


_UPGRADES = _Table(_upgrade_positions)   # one train's (pos, to) upgrades by (cells, from_value, ok24, ok712)
_UPGRADE_ACTIONS = _Table(_train_upgrade_actions)   # one train's part of upgrade_actions, by (cls, t, the same)


def why_not_upgrade(st, p, t, pos, to, from_value=None, rule="cars"):
    """The rule an upgrade breaks, or None. Checks in the order a person would ask."""
    if t not in (0, 1):
        return RuleViolation(rule, Msg(N_("There are only two trains: the upper and the lower.")))
    train = st.players[p].trains[t]
    if not isinstance(pos, int) or not 0 <= pos < len(train):
        return RuleViolation(rule, Msg(N_("The {train} has no car {n}."), {"train": train_msg(t), "n": pos + 1 if isinstance(pos, int) else pos}))
    c = train[pos]
    if c < 0:
        return RuleViolation("special_cars", Msg(N_("Mail cars can never be upgraded.")))
    if c >= 100:
        return RuleViolation("special_cars", Msg(N_("A locomotive tile is not a railroad car and cannot be upgraded.")))
    if c == 12:
        return RuleViolation("cars", Msg(N_("A 12-value car is already the most luxurious; it cannot go higher.")))
    if to != NEXT[c]:
        return RuleViolation("cars", Msg(N_("An upgrade is one step: a {v}-value car becomes {nv}, never {to}."),
                                         {"v": c, "nv": NEXT[c], "to": to}))
    if from_value is not None and c != from_value:
        return RuleViolation("cars", Msg(N_("This upgrade symbol only lifts {f}-value cars; car {n} is worth {v}."),
                                         {"f": from_value, "n": pos + 1, "v": c}))
    first = train.index(c)
    if first != pos:
        return RuleViolation("cars", Msg(N_("Equal cars in a train are upgraded from the left: upgrade car {n} first."),
                                         {"n": first + 1}))
    lv = left_value(train, pos)
    if lv is not None and lv < to:
        return RuleViolation("cars", Msg(N_("A car may not be worth more than the car to its left ({lv} < {to})."),
                                         {"lv": lv, "to": to}))
    if not st.car_available(PAIR[to], PAIR[c]):
        return RuleViolation("cars", Msg(N_("The supply has no {to}-value car left."), {"to": to}))
    return None


def do_upgrade(st, p, t, pos, to, ev, rule="cars"):
    train = st.players[p].trains[t]
    old = train[pos]
    if PAIR[old] != PAIR[to]:
        st.car_supply[PAIR[old]] += 1
        st.car_supply[PAIR[to]] -= 1
    train[pos] = to
    ev.append(st.event(N_("{player} upgrades car {n} of the {train} from {v} to {to}."),
                       {"n": pos + 1, "train": train_msg(t), "v": old, "to": to}, rule, p))


def can_add_car(st, p, t) -> bool:
    """A 0-value car can join train t: not closed, cars in the supply, and a locomotive tile for a 9th card."""
    return t in trains_for_new_car(st, p)


_BOTH, _UPPER, _LOWER, _NEITHER = (0, 1), (0,), (1,), ()


def trains_for_new_car(st, p) -> tuple:
    """The trains (0, 1) a 0-value car can join now (the rule of ``can_add_car``, both trains at once)."""
    if st.car_supply[0] <= 0 and st.rulings["supply_out"] != "unlimited":
        return _NEITHER
    upper, lower = st.players[p].trains
    tile_ok = bool(st.tiles) or st.rulings["supply_out"] == "unlimited"   # a locomotive tile for a 9th card
    a, b = _takes_car(upper, tile_ok), _takes_car(lower, tile_ok)
    return (_BOTH if b else _UPPER) if a else (_LOWER if b else _NEITHER)


def _takes_car(train, tile_ok) -> bool:
    k = len(train)
    return k < MAX_CARDS and not (k and train[-1] >= 100) and (k != LOCO_POS or tile_ok)


def why_not_add_car(st, p, t, rule="cars"):
    if t not in (0, 1):
        return RuleViolation(rule, Msg(N_("There are only two trains: the upper and the lower.")))
    train = st.players[p].trains[t]
    if finished(train):
        return RuleViolation("special_cars", Msg(N_("The {train} ends in a locomotive tile: it takes no more cars."),
                                                 {"train": train_msg(t)}))
    if not st.car_available(0):
        return RuleViolation("cars", Msg(N_("The supply has no 0-value car left.")))
    if len(train) == LOCO_POS and not st.tiles and st.rulings["supply_out"] != "unlimited":
        return RuleViolation("special_cars", Msg(N_("No locomotive tile is left to close a train, so no 9th card can join it.")))
    return None


def do_add_car(st, p, t, ev, rule="cars"):
    """Add a 0-value car at the right end; the 5th and 9th card bring their special cards."""
    train = st.players[p].trains[t]
    st.car_supply[0] -= 1
    train.append(0)
    ev.append(st.event(N_("{player} adds a 0-value car to the {train}."), {"train": train_msg(t)}, rule, p))
    if len(train) == MAIL_POS + 1:
        special_cars.need_mail_car(st, p, t, ev)
    elif len(train) == LOCO_POS + 1:
        special_cars.add_locomotive_tile(st, p, t, ev)
