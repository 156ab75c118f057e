"""Coins (rulebook: "The Coins").

Twelve spaces in three columns of 5, 5 and 2. Coins fill the first column
bottom-up, then the second, then the third, and never move once placed, so a
player's coins are three counts. A gain must fit all at once; spending is
allowed before or after an action card and during scoring phases, never while
a card is being carried out. Column 1 buys a 0-value car, column 2 a conductor
or locomotive step, column 3 an upgrade; any coin buys a point; four coins from
any columns buy a Game End card.
"""
from __future__ import annotations

from ..core import RuleViolation
from ..i18n import Msg, N_, NN_
from . import cars, conductors, game_end_cards, locomotive
from .actions import (BuyGameEnd, CoinCar, CoinConductor, CoinLocomotive, CoinPoint, CoinUpgrade, PayCoin)
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


def do(st, p, a, ev):
    if isinstance(a, CoinCar):
        pay(st, p, 0)
        cars.do_add_car(st, p, a.train, ev, "coins")
    elif isinstance(a, CoinConductor):
        pay(st, p, 1)
        conductors.step(st, p, a.train, ev, "coins")
    elif isinstance(a, CoinLocomotive):
        pay(st, p, 1)
        locomotive.step(st, p, ev, "coins")
    elif isinstance(a, CoinUpgrade):
        pay(st, p, 2)
        cars.do_upgrade(st, p, a.train, a.pos, a.to, ev, "coins")
    elif isinstance(a, CoinPoint):
        pay(st, p, a.column)
        st.players[p].score += 1
        ev.append(st.event(N_("{player} pays a coin from column {c} for 1 point."), {"c": a.column + 1}, "coins", p))
    elif isinstance(a, BuyGameEnd):
        st.ge_display.remove(a.card)
        st.stack.append(PayForCard.of(4, a.card))
        ev.append(st.event(N_("{player} buys Game End card {card}."), {"card": a.card}, "game_end_cards", p))


def pay_options(st, p) -> list:
    c = st.players[p].coins
    return [PayCoin.of(col) for col in range(3) if c[col]]


def do_pay(st, p, unit, col, ev):
    pay(st, p, col)
    rest = unit.used()
    if rest is None:
        st.stack.pop()
        game_end_cards.gain(st, p, unit.card, ev)
    else:
        st.stack[-1] = rest
