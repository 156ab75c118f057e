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
from ..i18n import Msg, N_

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
    CoinPoint, BuyGameEnd, PayCoin, Fulfil, EndTurn, FinishScoring)}


intern_actions(ACTIONS)
