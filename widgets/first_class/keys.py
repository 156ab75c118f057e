"""What a click on the First Class picture means.

The picture (``svg``) marks clickable parts with keys such as
``card:X-G01`` or ``car:0:1:2`` (player, train, position). This module maps in
both directions, with no rules of its own: which keys the legal actions touch
(to highlight them), and which actions a click on a key could mean (the panel
applies the first that is legal, or asks the engine's ``explain()`` why the
most natural one is not). A part of another player's board means no action
(the player to move only ever acts on their own board).
"""
from __future__ import annotations

from rulebook.first_class import actions as A
from rulebook.first_class.cars import NEXT


def key_of(state, a) -> str | None:
    """The picture key an action belongs to (None for actions shown only as buttons)."""
    p = state.current_player
    k = type(a)
    if k is A.TakeCard:
        return f"card:{a.card}"
    if k is A.TakeStartTile:
        return "tile"
    if k in (A.Upgrade, A.CoinUpgrade):
        return f"car:{p}:{a.train}:{a.pos}"
    if k in (A.AddCar, A.CoinCar):  # the empty slot at the right end of the train
        return f"car:{p}:{a.train}:{len(state.players[p].trains[a.train])}"
    if k in (A.MoveConductor, A.CoinConductor):
        return f"conductor:{p}:{a.train}"
    if k is A.CoinLocomotive:
        return f"locomotive:{p}"
    if k in (A.CoinPoint, A.PayCoin):
        return f"coin:{p}:{a.column}"
    if k is A.PayCoins:   # the column most of the payment comes from
        return f"coin:{p}:{max(set(a.columns), key=lambda c: (a.columns.count(c), -c))}"
    if k in (A.BuyGameEnd, A.TakeGameEndCard):
        return f"ge:{a.card}"
    if k is A.DraftGameEnd:
        return f"draft:{a.card}"
    if k is A.Fulfil:
        return f"contract:{a.card}"
    if k is A.ClaimBonus:
        return f"station:{p}:{a.station}"
    if k is A.ChooseMail:
        return f"mail:{p}:{a.mail}"
    return None


def actions_for_key(state, key: str) -> list:
    """Candidate actions a click on ``key`` could mean, the most natural first."""
    parts = key.split(":")
    kind, args = parts[0], parts[1:]
    unit = state.stack[-1].KIND if getattr(state, "stack", None) else None
    try:
        if kind == "card":
            return [A.TakeCard(args[0])]
        if kind == "tile":
            return [A.TakeStartTile()]
        if kind == "draft":
            return [A.DraftGameEnd(args[0])]
        if kind == "contract":
            return [A.Fulfil(args[0])]
        if kind == "ge":
            first, second = A.TakeGameEndCard(args[0]), A.BuyGameEnd(args[0])
            return [first, second] if unit == "ge" else [second, first]
        p = int(args[0])
        if state.current_player not in (None, p):  # another player's board: nothing of it is yours to use
            return []
        if kind == "car":
            t, pos = int(args[1]), int(args[2])
            train = state.players[p].trains[t]
            if pos == len(train):  # the empty slot after the last card: lengthen the train
                return [A.AddCar(t)] if unit else [A.CoinCar(t), A.AddCar(t)]
            cell = train[pos]
            to = NEXT.get(cell, cell)
            out = [A.Upgrade(t, pos, to)]
            if unit == "split":
                out.insert(0, A.MoveConductor(t))
            if unit is None:
                out.append(A.CoinUpgrade(t, pos, to))
            return out
        if kind == "conductor":
            t = int(args[1])
            return [A.MoveConductor(t), A.CoinConductor(t)] if unit else [A.CoinConductor(t), A.MoveConductor(t)]
        if kind == "locomotive":
            return [A.CoinLocomotive()]
        if kind == "coin":
            col = int(args[1])
            if unit == "pay":   # one click pays the whole price, from the clicked column first
                pays = [a for a in state.legal_actions() if type(a) is A.PayCoins]
                return sorted(pays, key=lambda a: -a.columns.count(col)) or [A.PayCoin(col)]
            return [A.CoinPoint(col)]
        if kind == "station":
            return [A.ClaimBonus(int(args[1]))]
        if kind == "mail":
            return [A.ChooseMail(int(args[1]))]
    except (IndexError, ValueError):
        return []
    return []
