"""Coins (rulebook: "The Coins").

Twelve spaces in three columns of 5, 5 and 2. Coins fill the first column
bottom-up, then the second, then the third, and never move once placed, so a
player's coins are three counts. A gain must fit all at once; spending is
allowed before or after an action card and during scoring phases, never while
a card is being carried out. Column 1 buys a 0-value car, column 2 a conductor
or locomotive step, column 3 an upgrade; any coin buys a point; four coins from
any columns buy a Game End card, paid in one decision that names the columns
(``PayCoins``; an old save's per-coin ``PayCoin`` still replays).
"""
from __future__ import annotations

from contextvars import ContextVar

from ..core import RuleViolation
from ..i18n import Msg, N_, NN_
from . import cars, conductors, game_end_cards, locomotive
from .actions import (BuyGameEnd, CoinCar, CoinConductor, CoinLocomotive, CoinPoint, CoinUpgrade, PayCoins)
from .units import PayForCard

CAPS = (5, 5, 2)


def room(pl) -> int:
    return 12 - pl.coins[0] - pl.coins[1] - pl.coins[2]


def gain(st, p, n, ev, rule="coins"):
    pl = st.players[p]
    fits = min(room(pl), st.coins_in_supply())
    take = n if n <= fits else (fits if st.rulings["coins_no_room"] == "partial" else 0)
    if take:
        left = take
        for col in range(3):
            put = min(CAPS[col] - pl.coins[col], left)
            pl.coins[col] += put
            left -= put
        st.coin_supply -= take
        ev.append(st.event(NN_("{player} gains {n} coin.", "{player} gains {n} coins."), {"n": take}, rule, p))
    if take < n:
        ev.append(st.event(NN_("{player} has no room (or the supply has no coins) for {n} coin; it is lost.",
                               "{player} has no room (or the supply has no coins) for {n} coins; they are lost."),
                           {"n": n - take}, "coins", p))


def pay(st, p, col):
    st.players[p].coins[col] -= 1
    st.coin_supply += 1


def legal(st, p, out):
    c = st.players[p].coins
    if c[0]:
        out.extend(map(CoinCar.of, cars.trains_for_new_car(st, p)))
    if c[1]:
        for t in (0, 1):
            if conductors.can_move(st, p, t):
                out.append(CoinConductor.of(t))
        if locomotive.can_move(st, p):
            out.append(CoinLocomotive.of())
    if c[2]:
        out.extend(cars.upgrade_actions(st, p, CoinUpgrade))
    for col in (0, 1, 2):
        if c[col]:
            out.append(CoinPoint.of(col))
    if c[0] + c[1] + c[2] >= 4:
        for card in st.ge_display:
            out.append(BuyGameEnd.of(card))


def _column_empty(col):
    return RuleViolation("coins", Msg(N_("Column {c} of your coin area holds no coin."), {"c": col + 1}))


def why_not(st, p, a):
    """Why a coin action is refused (the caller knows it is not legal)."""
    if st.stack or st.phase not in ("turn", "post", "scoring"):
        return RuleViolation("coins", Msg(N_("Coins are spent before or after carrying out an action card, "
                                             "or in a scoring phase, never in the middle of a card.")))
    c = st.players[p].coins
    if isinstance(a, CoinCar):
        return _column_empty(0) if not c[0] else cars.why_not_add_car(st, p, a.train)
    if isinstance(a, CoinConductor):
        return _column_empty(1) if not c[1] else conductors.why_not_move(st, p, a.train)
    if isinstance(a, CoinLocomotive):
        return _column_empty(1) if not c[1] else RuleViolation(
            "locomotive", Msg(N_("Your locomotive is at the end of your route.")))
    if isinstance(a, CoinUpgrade):
        return _column_empty(2) if not c[2] else cars.why_not_upgrade(st, p, a.train, a.pos, a.to)
    if isinstance(a, CoinPoint):
        if a.column not in (0, 1, 2):
            return RuleViolation("coins", Msg(N_("The coin area has columns 1, 2 and 3 only.")))
        return _column_empty(a.column)
    if isinstance(a, BuyGameEnd):
        if c[0] + c[1] + c[2] < 4:
            return RuleViolation("game_end_cards", Msg(N_("A Game End card costs 4 coins; you have {k}."),
                                                       {"k": c[0] + c[1] + c[2]}))
        return RuleViolation("game_end_cards", Msg(N_("Game End card {card} is not face up on the table."),
                                                   {"card": a.card}))
    return None


def _do_car(st, p, a, ev):
    pay(st, p, 0)
    cars.do_add_car(st, p, a.train, ev, "coins")


def _do_conductor(st, p, a, ev):
    pay(st, p, 1)
    conductors.step(st, p, a.train, ev, "coins")


def _do_locomotive(st, p, a, ev):
    pay(st, p, 1)
    locomotive.step(st, p, ev, "coins")


def _do_upgrade(st, p, a, ev):
    pay(st, p, 2)
    cars.do_upgrade(st, p, a.train, a.pos, a.to, ev, "coins")


def _do_point(st, p, a, ev):
    pay(st, p, a.column)
    st.players[p].score += 1
    ev.append(st.event(N_("{player} pays a coin from column {c} for 1 point."), {"c": a.column + 1}, "coins", p))


def _do_buy(st, p, a, ev):
    st.ge_display.remove(a.card)
    st.stack.append(PayForCard.of(4, a.card))
    ev.append(st.event(N_("{player} buys Game End card {card}."), {"card": a.card}, "game_end_cards", p))


# What each coin action does: f(st, p, action, events).
DO = {CoinCar: _do_car, CoinConductor: _do_conductor, CoinLocomotive: _do_locomotive, CoinUpgrade: _do_upgrade,
      CoinPoint: _do_point, BuyGameEnd: _do_buy}


def do(st, p, a, ev):
    DO[type(a)](st, p, a, ev)


def payments(coins, n) -> list:
    """The distinct ways to pay ``n`` coins from columns holding ``coins`` (three counts), as sorted column
    tuples, the first column's coins spent first: ``payments([2, 1, 1], 4) == [(0, 0, 1, 2)]``."""
    out = []
    for a in range(min(coins[0], n), -1, -1):
        for b in range(min(coins[1], n - a), -1, -1):
            c = n - a - b
            if c <= coins[2]:
                out.append((0,) * a + (1,) * b + (2,) * c)
    return out


def pay_options(st, p) -> list:
    """The payments still owed for a Game End card, each a single decision that names its columns (the rulebook
    lets a card be paid with coins from several columns, in any order)."""
    unit = st.stack[-1]
    return [PayCoins.of(cols) for cols in payments(st.players[p].coins, unit.n)]


def do_pay(st, p, unit, col, ev):
    """One coin towards a Game End card (the per-coin action of saves made before :class:`PayCoins`)."""
    pay(st, p, col)
    rest = unit.used()
    if rest is None:
        st.stack.pop()
        game_end_cards.gain(st, p, unit.card, ev)
    else:
        st.stack[-1] = rest


def do_pay_coins(st, p, unit, columns, ev):
    """Every coin still owed for a Game End card at once, then the card."""
    for col in columns:
        pay(st, p, col)
    ev.append(st.event(NN_("{player} pays {n} coin for Game End card {card}.",
                           "{player} pays {n} coins for Game End card {card}."),
                       {"n": len(columns), "card": unit.card}, "game_end_cards", p))
    st.stack.pop()
    game_end_cards.gain(st, p, unit.card, ev)


#: True while a save is read back (``FirstClass.from_json``): its per-coin payments (``PayCoin``, what saves made
#: before the one-step :class:`PayCoins` hold) replay; in play only the one-step payment is legal.
REPLAYING_SAVE = ContextVar("first_class_replaying_save", default=False)


def legacy_pay_ok(st, p, a) -> bool:
    """Whether an old save's per-coin payment (``PayCoin``) is carried out here: only while a save is read back,
    a Game End card is being paid for and the column holds a coin."""
    top = st.stack[-1] if st.stack else None
    return (REPLAYING_SAVE.get() and type(top) is PayForCard and type(a.column) is int and 0 <= a.column <= 2
            and st.players[p].coins[a.column] > 0)


def why_not_pay_coins(st, p, a, top):
    """Why a payment of several coins is refused while a Game End card is being paid for."""
    cols = a.columns
    if type(cols) is not tuple or any(type(c) is not int or not 0 <= c <= 2 for c in cols):
        return RuleViolation("coins", Msg(N_("The coin area has columns 1, 2 and 3 only.")))
    if len(cols) != top.n:
        return RuleViolation("game_end_cards", Msg(NN_("The Game End card needs {n} more coin, paid at once.",
                                                       "The Game End card needs {n} more coins, paid at once."),
                                                   {"n": top.n}))
    have = st.players[p].coins
    for c in (0, 1, 2):
        if cols.count(c) > have[c]:
            return RuleViolation("coins", Msg(NN_("Column {c} of your coin area holds {k} coin.",
                                                  "Column {c} of your coin area holds {k} coins.", count="k"),
                                              {"c": c + 1, "k": have[c]}))
    return None   # pragma: no cover - a payment that fits is legal
