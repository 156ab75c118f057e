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
                      PayCoin, ResolveSymbol, Skip, TakeCard, TakeGameEndCard, TakeStartTile, Upgrade)
from .cars import NEXT


def candidates(st) -> list:
    """Legal actions first, then near misses, without repeats, in a deterministic order."""
    out = list(st.legal_actions())
    seen = set(out)

    def add(a):
        if a not in seen:
            seen.add(a)
            out.append(a)

    # actions without parameters: each is a near miss whenever it is not legal
    for a in (TakeStartTile(), CarryOut(), Forego(), EndTurn(), FinishScoring(), Skip(), CoinLocomotive()):
        add(a)

    p = st.current_player
    if p is None:  # game over: look at the table from seat 0; every candidate is refused anyway
        p = 0
    pl = st.players[p]
    comp = st.comp

    # trains: both trains and the wrong index 2 (a conductor on its last card, a closed train ...)
    for t in (0, 1, 2):
        add(AddCar(t))
        add(MoveConductor(t))
        add(CoinCar(t))
        add(CoinConductor(t))

    # upgrades: every cell of both trains, one step and two steps up; past the end; the wrong train
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
                add(Upgrade(t, pos, to))
                add(CoinUpgrade(t, pos, to))
        for pos in (len(train), len(train) + 1):
            add(Upgrade(t, pos, 1))
            add(CoinUpgrade(t, pos, 1))
    add(Upgrade(2, 0, 1))
    add(CoinUpgrade(2, 0, 1))

    # coins: each column, and a column that does not exist
    for col in range(4):
        add(CoinPoint(col))
        add(PayCoin(col))

    # action cards: face up, gone with a cleared row, still in a pile, already used, being decided on
    for row in st.rows:
        for c in row:
            if c is not None:
                add(TakeCard(c))
    others = list(st.removed[-3:]) + [pile[0] for pile in st.piles if pile] + list(pl.completed[-2:])
    others += list(pl.route[-1:])
    if st.held is not None:
        others.append(st.held)
    used = ("X", *st.options["modules"])
    others += [cid for cid, c in sorted(comp.cards.items()) if c.module not in used][:1]  # a module not in play
    for c in others:
        add(TakeCard(c))

    # Game End cards: on display, face down in the deck, in the draft hand, already held
    ge = list(st.ge_display) + list(st.ge_deck[-2:]) + list(st.draft_hand) + list(pl.ge[:1])
    for q in st.players:
        ge += list(q.ge[:1])
    for g in ge:
        add(DraftGameEnd(g))
        add(TakeGameEndCard(g))
        add(BuyGameEnd(g))

    # contracts: held (met or not), held by someone else, a contract card not held, a card that is no contract
    contracts = list(pl.contracts)
    for q in st.players:
        contracts += list(q.contracts)
    in_game = [cid for cid, c in sorted(comp.cards.items())
               if c.type == "contract" and c.module in st.options["modules"]]
    contracts += in_game[:2]
    for row in st.rows:
        contracts += [c for c in row if c is not None][:1]
    for cid in contracts:
        add(Fulfil(cid))

    # stations: Paris (0), every station of the route (reached or not, bonus or points, claimed or not), past the end
    for i in range(len(pl.stations) + 2):
        add(ClaimBonus(i))

    # bonus parts: each part, one too many
    k = len(st.stack[-1].symbols) if st.stack and st.stack[-1].KIND == "pick" else 1
    for i in range(k + 1):
        add(ResolveSymbol(i))

    # mail cars: none (0), each (used or not), one more than exists
    for m in range(comp.mail_cars + 2):
        add(ChooseMail(m))
    return out
