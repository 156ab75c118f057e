"""What a click on the First Class picture means.

The picture (``svg``) marks clickable parts with keys such as
``card:X-G01`` or ``car:0:1:2`` (player, train, position). This module maps in
both directions, with no rules of its own: which keys the legal actions touch
(to highlight them), and which actions a click on a key could mean (the panel
applies the first that is legal, or asks the engine's ``explain()`` why the
most natural one is not). A part of another player's board means no action
(the player to move only ever acts on their own board).

>>> import rulebook
>>> from rulebook.first_class.actions import TakeStartTile
>>> s = rulebook.GAMES["first_class"].new_game(players=2, seed=1)
>>> key_value(s, TakeStartTile()), key_of(s, TakeStartTile())   # the typed value, and the string the picture writes
(TileKey(), 'tile')
>>> actions_for_key(s, "coin:0:one")                             # no part of the picture: nothing to do
[]

Keys are parsed in one place, :func:`~widgets.first_class.keytypes.parse_key`:

>>> parse_key("conductor:1:0")
ConductorKey(seat=1, train=0)
"""
from __future__ import annotations

from rulebook.first_class import actions as A
from rulebook.first_class.cars import NEXT

from . import keytypes as K
from .keytypes import ClickKeyError, parse_key

__all__ = ["actions_for_key", "key_of", "key_value", "parse_key"]


def _slot(s, a, p):
    """The empty slot at the right end of the train."""
    return K.CarKey(p, a.train, len(s.players[p].trains[a.train]))


#: action type -> (state, action, player to move) -> the key it belongs to
_KEY_OF = {
    A.TakeCard: lambda s, a, p: K.CardKey(a.card),
    A.TakeStartTile: lambda s, a, p: K.TileKey(),
    A.Upgrade: lambda s, a, p: K.CarKey(p, a.train, a.pos),
    A.CoinUpgrade: lambda s, a, p: K.CarKey(p, a.train, a.pos),
    A.AddCar: _slot,
    A.CoinCar: _slot,
    A.MoveConductor: lambda s, a, p: K.ConductorKey(p, a.train),
    A.CoinConductor: lambda s, a, p: K.ConductorKey(p, a.train),
    A.CoinLocomotive: lambda s, a, p: K.LocomotiveKey(p),
    A.CoinPoint: lambda s, a, p: K.CoinKey(p, a.column),
    A.PayCoin: lambda s, a, p: K.CoinKey(p, a.column),
    # a one-step payment: the column most of it comes from
    A.PayCoins: lambda s, a, p: K.CoinKey(p, max(set(a.columns), key=lambda c: (a.columns.count(c), -c))),
    A.BuyGameEnd: lambda s, a, p: K.GameEndKey(a.card),
    A.TakeGameEndCard: lambda s, a, p: K.GameEndKey(a.card),
    A.DraftGameEnd: lambda s, a, p: K.DraftKey(a.card),
    A.Fulfil: lambda s, a, p: K.ContractKey(a.card),
    A.ClaimBonus: lambda s, a, p: K.StationKey(p, a.station),
    A.ChooseMail: lambda s, a, p: K.MailKey(p, a.mail),
}


def key_value(state, a):
    """The :class:`~widgets.clickkeys.Key` action ``a`` belongs to (None for actions shown only as buttons)."""
    make = _KEY_OF.get(type(a))
    return None if make is None else make(state, a, state.current_player)


def key_of(state, a) -> str | None:
    """The picture key an action belongs to, as the picture writes it (None for actions shown only as buttons)."""
    k = key_value(state, a)
    return None if k is None else str(k)


# ------------------------------------------------------------------ what a click means
# Each handler: (state, key, unit) -> the candidate actions, the most natural first; ``unit`` is the kind of the
# decision on top of the stack, or None.
def _game_end(state, k, unit):
    first, second = A.TakeGameEndCard(k.card), A.BuyGameEnd(k.card)
    return [first, second] if unit == "ge" else [second, first]


def _car(state, k, unit):
    t, pos = k.train, k.pos
    train = state.players[k.seat].trains[t]
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


def _conductor(state, k, unit):
    t = k.train
    return [A.MoveConductor(t), A.CoinConductor(t)] if unit else [A.CoinConductor(t), A.MoveConductor(t)]


def _coin(state, k, unit):
    if unit == "pay":   # one click pays the whole price, from the clicked column first
        pays = [a for a in state.legal_actions() if type(a) is A.PayCoins]
        return sorted(pays, key=lambda a: -a.columns.count(k.column)) or [A.PayCoin(k.column)]
    return [A.CoinPoint(k.column)]


#: key type -> its handler
_CLICKS = {
    K.CardKey: lambda s, k, unit: [A.TakeCard(k.card)],
    K.TileKey: lambda s, k, unit: [A.TakeStartTile()],
    K.DraftKey: lambda s, k, unit: [A.DraftGameEnd(k.card)],
    K.ContractKey: lambda s, k, unit: [A.Fulfil(k.card)],
    K.GameEndKey: _game_end,
    K.CarKey: _car,
    K.ConductorKey: _conductor,
    K.LocomotiveKey: lambda s, k, unit: [A.CoinLocomotive()],
    K.CoinKey: _coin,
    K.StationKey: lambda s, k, unit: [A.ClaimBonus(k.station)],
    K.MailKey: lambda s, k, unit: [A.ChooseMail(k.mail)],
}


def actions_for_key(state, key) -> list:
    """Candidate actions a click on ``key`` (a string of the picture, or its :class:`~widgets.clickkeys.Key`) could
    mean, the most natural first; none for a key that is no part of the picture."""
    try:
        k = parse_key(key)
    except ClickKeyError:
        return []
    if isinstance(k, K.SeatKey) and state.current_player not in (None, k.seat):
        return []        # another player's board: nothing of it is yours to use
    unit = state.stack[-1].KIND if getattr(state, "stack", None) else None
    try:
        return _CLICKS[type(k)](state, k, unit)
    except IndexError:   # a train or a seat that is not on this table
        return []
