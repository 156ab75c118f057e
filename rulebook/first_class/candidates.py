"""Near misses: the legal actions of a position plus the plausible mistakes.

``candidates(state)`` lists every legal action first (in the engine's order),
then actions a person might try that the rules refuse, generated rule by rule:
the wrong train, a car past the end of a train, an upgrade that skips a step
or lifts the wrong one of two equal cars or rises above its left neighbour, an
upgrade of a mail car or locomotive tile, a conductor already on its last
card, a coin from an empty column or a fourth column, a card that is not face
up, has left the game or belongs to a module not in play, a Game End card that is not on display, a contract
that is not held or not met, a station that is not a reached, unclaimed bonus
station, a skip where the choice is required, a card decision before taking a
card, a second Start Player tile, a mail car already used, and so on.

Tests use it to check that ``explain()`` has a specific reason for every
refusal; widgets may use it to offer "why not?" on tempting moves.

>>> import rulebook
>>> s = rulebook.GAMES["first_class"].new_game(players=3, seed=7)
>>> cands = candidates(s)
>>> cands[:len(s.legal_actions())] == s.legal_actions()
True
>>> any(s.explain(a) is not None for a in cands)
True
"""
from __future__ import annotations

from .actions import (AddCar, BuyGameEnd, CarryOut, ChooseMail, ClaimBonus, CoinCar, CoinConductor, CoinLocomotive,
                      CoinPoint, CoinUpgrade, DraftGameEnd, EndTurn, FinishScoring, Forego, Fulfil, MoveConductor,
                      PayCoin, PayCoins, ResolveSymbol, Skip, TakeCard, TakeGameEndCard, TakeStartTile, Upgrade)
from .cars import NEXT


def candidates(st) -> list:
    """Legal actions first, then near misses, without repeats, in a deterministic order."""
    out = list(st.legal_actions())
    seen = set(out)
    p = st.current_player
    if p is None:  # game over: look at the table from seat 0; every candidate is refused anyway
        p = 0
    pl = st.players[p]
    for part in (_without_parameters, _trains, _upgrades, _coins, _action_cards, _game_end_cards, _contracts,
                 _stations_parts_and_mail):
        for a in part(st, pl):
            if a not in seen:
                seen.add(a)
                out.append(a)
    return out


def _without_parameters(st, pl):
    """Actions without parameters: each is a near miss whenever it is not legal."""
    yield from (TakeStartTile(), CarryOut(), Forego(), EndTurn(), FinishScoring(), Skip(), CoinLocomotive())


def _trains(st, pl):
    """Both trains and the wrong index 2 (a conductor on its last card, a closed train ...)."""
    for t in (0, 1, 2):
        yield AddCar(t)
        yield MoveConductor(t)
        yield CoinCar(t)
        yield CoinConductor(t)


def _upgrades(st, pl):
    """Every cell of both trains, one step and two steps up; past the end; the wrong train."""
    for t in (0, 1):
        train = pl.trains[t]
        for pos, c in enumerate(train):
            if 0 <= c <= 12:
                tos = [NEXT[c]] if c in NEXT else [c]
                if c in NEXT and NEXT[c] in NEXT:
                    tos.append(NEXT[NEXT[c]])  # skips a value step
            else:
                tos = [1]  # a mail car or a locomotive tile
            for to in tos:
                yield Upgrade(t, pos, to)
                yield CoinUpgrade(t, pos, to)
        for pos in (len(train), len(train) + 1):
            yield Upgrade(t, pos, 1)
            yield CoinUpgrade(t, pos, 1)
    yield Upgrade(2, 0, 1)
    yield CoinUpgrade(2, 0, 1)


def _coins(st, pl):
    """Each coin column, and a column that does not exist; a Game End card paid with too few coins, from a column
    short of coins or from a fourth column; a single coin towards it (an old save's
    per-coin payment)."""
    for col in range(4):
        yield CoinPoint(col)
        yield PayCoin(col)
    for cols in ((0,), (0, 0, 0, 0), (1, 1, 1, 1), (2, 2, 2, 2), (0, 1, 2, 3)):
        yield PayCoins(cols)


def _action_cards(st, pl):
    """Face up, gone with a cleared row, still in a pile, already used, being decided on, not in play."""
    for row in st.rows:
        for c in row:
            if c is not None:
                yield TakeCard(c)
    others = list(st.removed[-3:]) + [pile[0] for pile in st.piles if pile] + list(pl.completed[-2:])
    others += list(pl.route[-1:])
    if st.held is not None:
        others.append(st.held)
    used = ("X", *st.options["modules"])
    others += [cid for cid, c in sorted(st.comp.cards.items()) if c.module not in used][:1]  # a module not in play
    for c in others:
        yield TakeCard(c)


def _game_end_cards(st, pl):
    """On display, face down in the deck, in the draft hand, already held."""
    ge = list(st.ge_display) + list(st.ge_deck[-2:]) + list(st.draft_hand) + list(pl.ge[:1])
    for q in st.players:
        ge += list(q.ge[:1])
    for g in ge:
        yield DraftGameEnd(g)
        yield TakeGameEndCard(g)
        yield BuyGameEnd(g)


def _contracts(st, pl):
    """Held (met or not), held by someone else, a contract card not held, a card that is no contract."""
    contracts = list(pl.contracts)
    for q in st.players:
        contracts += list(q.contracts)
    in_game = [cid for cid, c in sorted(st.comp.cards.items())
               if c.type == "contract" and c.module in st.options["modules"]]
    contracts += in_game[:2]
    for row in st.rows:
        contracts += [c for c in row if c is not None][:1]
    for cid in contracts:
        yield Fulfil(cid)


def _stations_parts_and_mail(st, pl):
    """Stations: Paris (0), every station of the route, past the end; each part of a bonus, one too many;
    mail cars: none (0), each (used or not), one more than exists."""
    for i in range(len(pl.stations) + 2):
        yield ClaimBonus(i)
    k = len(st.stack[-1].symbols) if st.stack and st.stack[-1].KIND == "pick" else 1
    for i in range(k + 1):
        yield ResolveSymbol(i)
    for m in range(st.comp.mail_cars + 2):
        yield ChooseMail(m)
