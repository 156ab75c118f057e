"""Horror actions: small frozen values, one per kind of decision.

Cars are numbered from the front: 0 is the Locomotive, 6 the rearmost car.
Suspects are numbered by their board (0-2 travel 1st class, 3-5 2nd class).

>>> str(MoveTo(car=2))
'Move to car 2.'
>>> TargetMonster(car=5, colour="red")
TargetMonster(car=5, colour='red')
"""
from __future__ import annotations

from dataclasses import dataclass

from ..core import Action, intern_actions
from ..i18n import Msg, N_, NN_
from .data import name_of

STATUS_NAMES = {"wounded": N_("Wounded"), "panicked": N_("Panicked"), "insane": N_("Insane"), "calm": N_("Calm"),
                "happy": N_("Happy"), "angry": N_("Angry"), "dead": N_("Dead")}
KIND_NAMES = {"passenger": N_("passenger"), "suspect": N_("suspect"), "investigator": N_("investigator")}


class _Labels(dict):
    """Message id -> its shared Msg, made at the first look-up."""

    def __missing__(self, msgid):
        m = self[msgid] = Msg(msgid)
        return m


#: ``label(msgid)``: the message ``msgid`` without parameters, one shared object per id: words used inside log lines
#: (a status, a token, a space) are made once instead of once per line -- a long log then holds fewer objects. (The
#: dictionary's own look-up, so a call runs no Python frame once the label exists.)
label = _Labels().__getitem__


CONV_TOKEN_NAMES = {"ticket": N_("ticket"), "desire": N_("desire"), "feature": N_("feature"),
                    "class1": N_("1st class"), "class2": N_("2nd class"),
                    "g:favor": N_("green favor"), "g:item": N_("green item"), "g:occult": N_("green Occult"),
                    "g:clue": N_("green clue"), "r:sanity": N_("red sanity"), "r:health": N_("red health"),
                    "r:essence": N_("red essence")}


def conv_token_msg(tok) -> Msg:
    """A conversation token by its kind, in words (an unknown token is shown as it is)."""
    return label(CONV_TOKEN_NAMES[tok]) if tok in CONV_TOKEN_NAMES else tok


def join_msgs(parts) -> Msg:
    """Several words or names as one list, joined one pair at a time by a translatable separator."""
    if not parts:
        return label(N_("none"))
    out = parts[0]
    for part in parts[1:]:
        out = Msg(N_("{first}, {next}"), {"first": out, "next": part})
    return out


BLOCK_SIDES = {"x1": N_("one-use (x1)"), "inf": N_("lasting (infinite)")}


def status_msg(s) -> Msg:
    return label(STATUS_NAMES.get(s, s))


def passenger_msg(s, ill=False) -> Msg:
    """A passenger die by its face, marked "(Ill)" when it carries an Illness marker."""
    return Msg(N_("{status} (Ill)"), {"status": status_msg(s)}) if ill else status_msg(s)


def _a(cls):
    return dataclass(frozen=True, slots=True)(cls)


# ---------------------------------------------------------------- setup draft
@_a
class DraftSkill(Action):
    skill: str
    def describe(self): return Msg(N_("Take general skill {skill}."), {"skill": name_of(self.skill)})


@_a
class DraftAttribute(Action):
    attribute: str
    def describe(self): return Msg(N_("Take attribute {attribute}."), {"attribute": name_of(self.attribute)})


# ---------------------------------------------------------------- main actions
@_a
class UseSkill(Action):
    skill: str
    def describe(self): return Msg(N_("Main action: use skill {skill}."), {"skill": name_of(self.skill)})


@_a
class Rest(Action):
    def describe(self): return Msg(N_("Main action: rest."))


# ---------------------------------------------------------------- basic actions
@_a
class MoveTo(Action):
    car: int
    swap: str = ""
    ill: bool = False   # the passenger swapped with is an Ill one (Pestilence)
    def describe(self):
        if self.swap:
            return Msg(N_("Move to car {car}, swapping places with a {status} passenger."),
                       {"car": self.car, "status": passenger_msg(self.swap, self.ill)})
        return Msg(N_("Move to car {car}."), {"car": self.car})


@_a
class ToggleCurtains(Action):
    def describe(self): return Msg(N_("Open or close the curtains of this car."))


@_a
class CarAction(Action):
    def describe(self): return Msg(N_("Use this car's action."))


@_a
class UseFavor(Action):
    suspect: int
    def describe(self): return Msg(N_("Spend the favor of suspect {s}."), {"s": self.suspect + 1})


@_a
class AskFeature(Action):
    suspect: int
    spot: int
    def describe(self): return Msg(N_("Ask suspect {s} about feature clue {k}."), {"s": self.suspect + 1, "k": self.spot + 1})


@_a
class FulfillQuest(Action):
    suspect: int
    def describe(self): return Msg(N_("Fulfil the quest of suspect {s}."), {"s": self.suspect + 1})


@_a
class UseItem(Action):
    item: str
    def describe(self): return Msg(N_("Use item {item}."), {"item": name_of(self.item)})


@_a
class CastSpell(Action):
    slot: int
    def describe(self): return Msg(N_("Cast the spell in Grimoire slot {k}."), {"k": self.slot + 1})


@_a
class UniqueAction(Action):
    def describe(self): return Msg(N_("Use your investigator's own basic action."))


@_a
class EndActions(Action):
    def describe(self): return Msg(N_("End the actions: go on to the event step."))


# ---------------------------------------------------------------- choices inside effects
@_a
class ChooseOption(Action):
    index: int
    def describe(self): return Msg(N_("Choose option {n}."), {"n": self.index + 1})


@_a
class ChangeStatus(Action):
    car: int
    frm: str
    to: str
    ill: bool = False   # the die chosen carries an Illness marker (Pestilence)
    def describe(self):
        return Msg(N_("Turn a {frm} passenger in car {car} to {to}."),
                   {"frm": passenger_msg(self.frm, self.ill), "car": self.car, "to": status_msg(self.to)})


@_a
class Relocate(Action):
    kind: str
    who: str
    frm: int
    to: int
    ill: bool = False   # a passenger: the die chosen carries an Illness marker (Pestilence)
    def describe(self):
        return Msg(N_("Move {kind} {who} from car {frm} to car {to}."),
                   {"kind": Msg(KIND_NAMES.get(self.kind, self.kind)),
                    "who": passenger_msg(self.who, self.ill) if self.kind == "passenger" else self.who,
                    "frm": self.frm, "to": self.to})


@_a
class TargetMonster(Action):
    car: int
    colour: str
    def describe(self): return Msg(N_("Target the {colour} monster by car {car}."), {"colour": self.colour, "car": self.car})


@_a
class PickPortal(Action):
    portal: str
    def describe(self): return Msg(N_("Take essence from portal {p}."), {"p": self.portal})


@_a
class RevealClue(Action):
    suspect: int
    spot: int
    def describe(self): return Msg(N_("Reveal clue {k} of suspect {s}."), {"s": self.suspect + 1, "k": self.spot + 1})


@_a
class PickSuspect(Action):
    suspect: int
    def describe(self): return Msg(N_("Gain a favor with suspect {s}."), {"s": self.suspect + 1})


@_a
class PickCar(Action):
    car: int
    swap: str = ""      # the car is full: the status of the passenger swapped with (as ``MoveTo``)
    ill: bool = False
    def describe(self):
        if self.swap:
            return Msg(N_("Go to car {car}, swapping places with a {status} passenger."),
                       {"car": self.car, "status": passenger_msg(self.swap, self.ill)})
        return Msg(N_("Go to car {car}."), {"car": self.car})


@_a
class ReturnToken(Action):
    token: str
    def describe(self): return Msg(N_("Put the {token} token back into the conversation bag."), {"token": conv_token_msg(self.token)})


@_a
class Converse(Action):
    def describe(self): return Msg(N_("Start conversing."))


@_a
class DrawToken(Action):
    def describe(self): return Msg(N_("Draw another conversation token."))


@_a
class StopTalk(Action):
    def describe(self): return Msg(N_("Stop talking (a success)."))


@_a
class UpgradeSkill(Action):
    skill: str
    def describe(self): return Msg(N_("Spend experience: upgrade skill {skill}."), {"skill": name_of(self.skill)})


@_a
class LearnSkill(Action):
    skill: str
    slot: int
    def describe(self):
        return Msg(N_("Spend experience: learn {skill} into slot {k}."), {"skill": name_of(self.skill), "k": self.slot + 1})


@_a
class GainOccult(Action):
    def describe(self): return Msg(N_("Spend experience: gain an Occult token."))


@_a
class FinishRest(Action):
    def describe(self): return Msg(N_("Keep the remaining experience and finish resting."))


@_a
class Accuse(Action):
    suspect: int
    cultist: bool
    def describe(self):
        if self.cultist:
            return Msg(N_("Mark suspect {s} as a cultist."), {"s": self.suspect + 1})
        return Msg(N_("Mark suspect {s} as not a cultist."), {"s": self.suspect + 1})


# ---------------------------------------------------------------- the event step (part 2)
@_a
class Redraw(Action):
    def describe(self): return Msg(N_("Spend an Occult token: put the event token back and draw again."))


@_a
class KeepToken(Action):
    def describe(self): return Msg(N_("Keep the event token just drawn."))


@_a
class Weaken(Action):
    n: int
    def describe(self): return Msg(NN_("Spend {n} Occult token to weaken the Incantation.", "Spend {n} Occult tokens to weaken the Incantation."),
                                   {"n": self.n})


@_a
class ChooseFez(Action):
    card: str
    def describe(self): return Msg(N_("Choose Fez Council card {card}."), {"card": name_of(self.card)})


ACTIONS = {cls.__name__: cls for cls in (
    DraftSkill, DraftAttribute, UseSkill, Rest, MoveTo, ToggleCurtains, CarAction, UseFavor, AskFeature, FulfillQuest,
    UseItem, CastSpell, UniqueAction, EndActions, ChooseOption, ChangeStatus, Relocate, TargetMonster, PickPortal,
    RevealClue, PickSuspect, PickCar, ReturnToken, Converse, DrawToken, StopTalk, UpgradeSkill, LearnSkill, GainOccult,
    FinishRest, Accuse, Redraw, KeepToken, Weaken, ChooseFez)}


intern_actions(ACTIONS)

MAIN = (UseSkill, Rest)
BASIC = (MoveTo, ToggleCurtains, CarAction, UseFavor, AskFeature, FulfillQuest, UseItem, CastSpell, UniqueAction)
