"""Why an action is refused: the section that forbids it and a specific reason (diagnosis only --
legality itself is ``legal_actions()``)."""
from __future__ import annotations

from ..core import RuleViolation
from ..i18n import Msg, N_
from . import effects, end, grimoire, phases, rest, turn
from .actions import (Accuse, ChangeStatus, ChooseOption, Converse, DraftAttribute, DraftSkill, DrawToken, FinishRest,
                      GainOccult, LearnSkill, PickCar, PickPortal, PickSuspect, Relocate, RevealClue, ReturnToken,
                      StopTalk, TargetMonster, UpgradeSkill, Redraw, KeepToken, Weaken, ChooseFez)

TALK = (ReturnToken, Converse, DrawToken, StopTalk)
REST = (UpgradeSkill, LearnSkill, GainOccult, FinishRest)


def R(rule, msgid, **params):
    return RuleViolation(rule, Msg(msgid, params))


def why_not(st, a):
    if st.phase == "over":
        return R("end", N_("The game is over; nothing more can be done."))
    p = st.current_player
    kind = type(a)
    if st.stack:
        top = st.stack[-1]
        if top.KIND == "ask":
            return _ask(st, top, a)
        if top.KIND == "talk":
            return _talk(st, top, a)
        return _rest(st, top, a)
    if kind in TALK or kind in REST or kind in effects.ASK_ACTIONS.values():
        return R(phases.PHASES[st.phase].rule, N_("No effect is waiting for that choice right now."))
    ph = st.phase
    ev_step = _event_step(st, a)
    if ev_step is not None or ph in ("redraw", "weaken", "fez"):
        return ev_step
    if ph in ("draft_skill", "draft_attribute"):
        want = DraftSkill if ph == "draft_skill" else DraftAttribute
        if kind is not want:
            return R("setup", N_("First the investigators draft their general skills, then their attributes."))
        if kind is DraftSkill:
            return R("setup", N_("General skill {skill} is not on display."), skill=a.skill)
        return R("setup", N_("Attribute {attribute} is not on display."), attribute=a.attribute)
    if kind in (DraftSkill, DraftAttribute):
        return R("setup", N_("The draft is over."))
    if ph == "accuse":
        if kind is not Accuse:
            return R("end", N_("The train has arrived: only the accusation is left."))
        if not isinstance(a.suspect, int) or not 0 <= a.suspect < 6:
            return R("end", N_("There are six suspects, numbered 1 to 6."))
        return R("end", N_("Suspect {s} is marked already."), s=a.suspect + 1)
    if kind is Accuse:
        return R("end", N_("Suspects are accused only when the train reaches space 0."))
    if ph == "actions":
        return turn.why_not(st, p, a)
    return None


def _event_step(st, a):
    """Decisions of the event step: redraw or keep, weakening an Incantation, a Fez Council card."""
    kind, ph = type(a), st.phase
    mine = {"redraw": (Redraw, KeepToken), "weaken": (Weaken,), "fez": (ChooseFez,)}
    if ph in mine and kind not in mine[ph]:
        what = {"redraw": N_("First decide about the event token just drawn: keep it or draw again."),
                "weaken": N_("First decide how many Occult tokens weaken the Incantation."),
                "fez": N_("First choose one of the Fez Council cards on the table.")}[ph]
        return R(phases.PHASES[ph].rule, what)
    if kind in (Redraw, KeepToken) and ph != "redraw":
        return R("event_step", N_("No event token is waiting to be kept or put back."))
    if kind is Weaken and ph != "weaken":
        return R("ritual", N_("No Incantation is being resolved."))
    if kind is ChooseFez and ph != "fez":
        return R("fez", N_("No Fez Council cards are on the table."))
    if kind is Weaken:
        from .ritual import strength
        return R("ritual", N_("You can spend 0 to {m} Occult tokens on this Incantation."), m=min(st.occult, strength(st)))
    if kind is ChooseFez:
        return R("fez", N_("Fez Council card {card} is not among those drawn."), card=a.card)
    return None


def _ask(st, top, a):
    k, prim, c = top.kind, top.prim, top.ctx
    rule = c["rule"]
    want = effects.ASK_ACTIONS[k]
    if type(a) is not want:
        return R(rule, N_("First finish the current effect: {what}."), what=effects.describe_ask(top))
    car = effects.here(st, c)
    if k == "or":
        if not 0 <= a.index < len(prim["or"]):
            return R("effects", N_("This choice has options 1 to {n}."), n=len(prim["or"]))
        return R("general", N_("Option {n} would change nothing, and another option would."), n=a.index + 1)
    step = effects.ASKS.get(k)
    if step is not None and step.why_not is not None:   # each decision's own reading (Step.why_not)
        return step.why_not(st, a, prim, c, car)
    return None


def _talk(st, top, a):
    t = top.talk
    if type(a) not in TALK:
        return R("talk", N_("First finish the talk in progress."))
    if t["stage"] == "prepare":
        if isinstance(a, ReturnToken):
            return R("talk", N_("No {token} token was drawn in this talk."), token=a.token)
        return R("talk", N_("Still preparing: put tokens back or start conversing first."))
    if isinstance(a, (ReturnToken, Converse)):
        return R("talk", N_("Preparation is over; now draw or stop."))
    return R("talk", N_("The conversation bag is empty."))


def _rest(st, top, a):
    if type(a) not in REST:
        return R("rest", N_("First finish resting: spend experience or finish."))
    p, xp = top.seat, top.xp
    if xp <= 0:
        return R("rest", N_("No experience is left to spend."))
    x = st.inv[p]
    if isinstance(a, UpgradeSkill):
        if a.skill not in x.slots:
            return R("rest", N_("Skill {skill} is not on the board."), skill=a.skill)
        if st.comp.skills.get(a.skill, {}).get("level") != 1:
            return R("rest", N_("Only first-level skills can be upgraded (not rest, general or specialty skills)."))
        return R("rest", N_("Only a skill used since the last rest (one with an action marker) can be upgraded."))
    if isinstance(a, LearnSkill):
        if a.skill not in rest.specialties(st, p):
            return R("rest", N_("Skill {skill} is not a specialty skill this investigator can still learn."), skill=a.skill)
        return R("rest", N_("The board has slots 1 to {n}."), n=len(x.slots))
    if isinstance(a, GainOccult) and not grimoire.can_gain(st):
        return R("grimoire", N_("No Occult tokens are left in the Grimoire."))
    return None


_ = (end, ChangeStatus, ChooseOption, PickCar, PickPortal, PickSuspect, Relocate, RevealClue, TargetMonster)
