"""First Class actions: small frozen value objects, one per kind of decision.

A compound turn is a sequence of these (take a card, carry it out, then one
decision per symbol that needs one). ``str()`` reads as English; ``repr()``
pastes back into Python; ``to_dict()`` goes into saves.

>>> Upgrade(train=0, pos=1, to=4)
Upgrade(train=0, pos=1, to=4)
>>> str(Upgrade(train=0, pos=1, to=4))
'Upgrade car 2 of the upper train to value 4.'
"""
from __future__ import annotations

from dataclasses import dataclass

from ..core import Action, intern_actions
from ..i18n import Msg, N_, NN_

TRAIN_NAMES = (N_("upper train"), N_("lower train"))


def train_msg(t: int) -> Msg:
    if type(t) is int and 0 <= t <= 1:
        return _TRAIN_MSGS[t]
    return Msg(TRAIN_NAMES[t] if t in (0, 1) else N_("train {n}"), {"n": t})


_TRAIN_MSGS = tuple(Msg(TRAIN_NAMES[t], {"n": t}) for t in (0, 1))   # shared by every log line (never changed)


def _a(cls):
    return dataclass(frozen=True, slots=True)(cls)


@_a
class DraftGameEnd(Action):
    card: str
    def describe(self): return Msg(N_("Keep Game End card {card}."), {"card": self.card})


@_a
class TakeCard(Action):
    card: str
    def describe(self): return Msg(N_("Take action card {card}."), {"card": self.card})


@_a
class TakeStartTile(Action):
    def describe(self): return Msg(N_("Take the Start Player tile."))


@_a
class CarryOut(Action):
    def describe(self): return Msg(N_("Carry out the card."))


@_a
class Forego(Action):
    def describe(self): return Msg(N_("Forego the card for one upgrade."))


@_a
class AddCar(Action):
    train: int
    def describe(self): return Msg(N_("Add a 0-value car to the {train}."), {"train": train_msg(self.train)})


@_a
class Upgrade(Action):
    train: int
    pos: int
    to: int
    def describe(self):
        return Msg(N_("Upgrade car {n} of the {train} to value {to}."),
                   {"n": self.pos + 1, "train": train_msg(self.train), "to": self.to})


@_a
class MoveConductor(Action):
    train: int
    def describe(self): return Msg(N_("Move the conductor of the {train} one card."), {"train": train_msg(self.train)})


@_a
class ChooseMail(Action):
    mail: int
    def describe(self): return Msg(N_("Add mail car {mail}."), {"mail": self.mail})


@_a
class TakeGameEndCard(Action):
    card: str
    def describe(self): return Msg(N_("Take Game End card {card} from the display."), {"card": self.card})


@_a
class ClaimBonus(Action):
    station: int
    def describe(self): return Msg(N_("Claim the bonus of station {n}."), {"n": self.station})


@_a
class ResolveSymbol(Action):
    index: int
    def describe(self): return Msg(N_("Take part {n} of this bonus next."), {"n": self.index + 1})


@_a
class Skip(Action):
    def describe(self): return Msg(N_("Leave the rest of this out."))


@_a
class CoinCar(Action):
    train: int
    def describe(self):
        return Msg(N_("Pay a coin from column 1: a 0-value car for the {train}."), {"train": train_msg(self.train)})


@_a
class CoinConductor(Action):
    train: int
    def describe(self):
        return Msg(N_("Pay a coin from column 2: move the conductor of the {train} one card."),
                   {"train": train_msg(self.train)})


@_a
class CoinLocomotive(Action):
    def describe(self): return Msg(N_("Pay a coin from column 2: move the locomotive one station."))


@_a
class CoinUpgrade(Action):
    train: int
    pos: int
    to: int
    def describe(self):
        return Msg(N_("Pay a coin from column 3: upgrade car {n} of the {train} to value {to}."),
                   {"n": self.pos + 1, "train": train_msg(self.train), "to": self.to})


@_a
class CoinPoint(Action):
    column: int
    def describe(self): return Msg(N_("Pay a coin from column {c} for 1 point."), {"c": self.column + 1})


@_a
class BuyGameEnd(Action):
    card: str
    def describe(self): return Msg(N_("Buy Game End card {card} for 4 coins."), {"card": self.card})


@_a
class PayCoin(Action):
    column: int
    def describe(self): return Msg(N_("Pay with a coin from column {c}."), {"c": self.column + 1})


_PAY_HEADS = (None,
              NN_("Pay {n} coin: {p1}.", "Pay {n} coins: {p1}."),
              NN_("Pay {n} coin: {p1} and {p2}.", "Pay {n} coins: {p1} and {p2}."),
              NN_("Pay {n} coin: {p1}, {p2} and {p3}.", "Pay {n} coins: {p1}, {p2} and {p3}."))


def _sorted_columns(columns):
    """The columns in order (a payment is a multiset of columns), left as given when they cannot be ordered."""
    if not isinstance(columns, (tuple, list)):
        return columns   # a malformed save: the engine refuses it with a reason
    try:
        return tuple(sorted(columns))
    except TypeError:
        return tuple(columns)


@_a
class PayCoins(Action):
    """Pay for a Game End card in one step: ``columns`` names the column (0-2) of each coin paid, in order."""

    columns: tuple

    def __post_init__(self):
        object.__setattr__(self, "columns", _sorted_columns(self.columns))

    def describe(self):
        cols = self.columns if isinstance(self.columns, tuple) else (self.columns,)
        counts = [(c, cols.count(c)) for c in (0, 1, 2) if c in cols]
        if not counts or sum(k for _, k in counts) != len(cols):
            return Msg(N_("Pay with coins from columns {cols}."), {"cols": repr(self.columns)[:40]})
        params = {"n": len(cols)}
        for i, (c, k) in enumerate(counts):
            params[f"p{i + 1}"] = Msg(NN_("{k} from column {c}", "{k} from column {c}", count="k"),
                                      {"k": k, "c": c + 1})
        return Msg(_PAY_HEADS[len(counts)], params)


@_a
class Fulfil(Action):
    card: str
    def describe(self): return Msg(N_("Fulfil contract {card}."), {"card": self.card})


@_a
class EndTurn(Action):
    def describe(self): return Msg(N_("End the turn."))


@_a
class FinishScoring(Action):
    def describe(self): return Msg(N_("Finish: score the trains."))


ACTIONS = {cls.__name__: cls for cls in (
    DraftGameEnd, TakeCard, TakeStartTile, CarryOut, Forego, AddCar, Upgrade, MoveConductor, ChooseMail,
    TakeGameEndCard, ClaimBonus, ResolveSymbol, Skip, CoinCar, CoinConductor, CoinLocomotive, CoinUpgrade,
    CoinPoint, BuyGameEnd, PayCoin, Fulfil, EndTurn, FinishScoring, PayCoins)}


intern_actions(ACTIONS)
