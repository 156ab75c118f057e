"""A turn: one main action (a skill or rest) and up to two basic actions in any order, then the
event step and the train's move (the phase machine in ``phases.py``). Basic actions cost 1 stamina
each, casting a spell 1 sanity instead; the same basic action may be taken twice."""
from __future__ import annotations

from ..core import RuleViolation
from ..i18n import Msg, N_
from . import basic_actions, car_actions, effects, grimoire, items, rest, skills, suspects
from .actions import (AskFeature, CarAction, CastSpell, EndActions, FulfillQuest, MoveTo, Rest, ToggleCurtains,
                      UniqueAction, UseFavor, UseItem, UseSkill)

BASICS_PER_TURN = 2
BASIC_COST = 1          # stamina paid for each basic action (casting a spell pays sanity instead)


def legal(st, p) -> list:
    """The actions open in the actions phase. Each part uses a quick test that accepts exactly what the
    matching ``why_not`` below lets through (that one is for explaining refusals)."""
    x = st.inv[p]
    main_done = st.main_done
    if not main_done:
        out = skills.options(st, p)   # a new list each call
        out.append(REST)
    else:
        out = []
    if st.basics < BASICS_PER_TURN:
        if x.stamina >= 1:
            basic_actions.move_options(st, p, out)
            car = x.car
            if car != 0 and st.curtains[car] != "banished":       # basic_actions.can_toggle
                out.append(TOGGLE)
            if st.active[car] and car_actions.ok(st, p):   # (ok's first test, asked here)
                out.append(CAR_ACTION)
            suspects.here_options(st, p, out)   # favors, questions, quests
            if st.items:
                out.extend(items.use_options(st, p))
            # basic_actions.can_unique's test without its reason (the compiled check of the investigator's effect kept per id)
            iid = x.id
            got = _UNIQUE_CAN.get(iid)
            comp = st.comp
            if got is None or got[0] is not comp:
                got = _UNIQUE_CAN[iid] = (comp, effects.compiled_can(comp.investigators[iid]["unique"]["effect"]))
            if got[1](st, _UNIQUE_PROBES[p][car]):
                out.append(UNIQUE)
        if x.sanity >= 1:   # (cast_options' first test, asked here)
            grimoire.cast_options(st, p, out)
    if main_done:
        out.append(END)
    return out


# [seat 0-3][its car 0-6]: probe contexts naming the car that counts as here, so ``effects.here`` answers at once
_UNIQUE_PROBES = tuple(tuple(effects.probe_ctx(p, "basic_actions", car=k) for k in range(7)) for p in range(4))
_UNIQUE_CAN: dict = {}   # investigator id -> (component set, compiled ``can`` of its own basic action's effect)


REST, TOGGLE, CAR_ACTION, UNIQUE, END = Rest(), ToggleCurtains(), CarAction(), UniqueAction(), EndActions()


def why_not(st, p, a) -> RuleViolation | None:
    kind = type(a)
    if kind in (UseSkill, Rest):
        if st.main_done:
            return RuleViolation("turn", Msg(N_("You have taken your main action this turn.")))
        return skills.usable(st, p, a.skill) if kind is UseSkill else None
    if kind is EndActions:
        return RuleViolation("turn", Msg(N_("A main action is required before the turn can go on.")))
    if st.basics >= BASICS_PER_TURN:
        return RuleViolation("turn", Msg(N_("You have taken two basic actions this turn already.")))
    if kind is CastSpell:
        return grimoire.why_not_cast(st, p, a.slot)
    if st.inv[p].stamina < BASIC_COST:
        return RuleViolation("investigators", Msg(N_("A basic action costs 1 stamina and you have none left.")))
    f = BASIC_WHY_NOT.get(kind)
    return None if f is None else f(st, p, a)


# Why a basic action paid with stamina is refused once the turn's limits are met: f(st, seat, action).
BASIC_WHY_NOT = {
    MoveTo: lambda st, p, a: basic_actions.why_not_move(st, p, a),
    ToggleCurtains: lambda st, p, a: basic_actions.can_toggle(st, p),
    CarAction: lambda st, p, a: car_actions.why_not(st, p),
    UseFavor: lambda st, p, a: suspects.why_not_favor(st, p, a.suspect),
    AskFeature: lambda st, p, a: suspects.why_not_ask(st, p, a.suspect, a.spot),
    FulfillQuest: lambda st, p, a: suspects.why_not_quest(st, p, a.suspect),
    UseItem: lambda st, p, a: items.why_not_use(st, p, a.item),
    UniqueAction: lambda st, p, a: basic_actions.can_unique(st, p),
}


def do(st, p, a, ev) -> None:
    """Carry out an action of the actions phase: a main action, a spell (1 sanity, paid by ``grimoire``) or a
    basic action (1 stamina); each through its table below."""
    kind = type(a)
    st.last_portal = None
    f = MAIN_DO.get(kind)
    if f is not None:
        f(st, p, a, ev)
        return
    st.basics += 1
    if kind is CastSpell:
        grimoire.cast(st, p, a.slot, ev)
        return
    st.inv[p].stamina -= BASIC_COST
    f = BASIC_DO.get(kind)
    if f is not None:
        f(st, p, a, ev)


def _use_skill(st, p, a, ev):
    st.main_done = True
    skills.use(st, p, a.skill, ev)


def _rest(st, p, a, ev):
    st.main_done = True
    rest.start(st, p, ev)


def _end_actions(st, p, a, ev):
    st.ended = True
    ev.append(st.event(N_("{player} ends the actions of the turn."), {}, "turn", p))


# Main actions and the end of the actions: f(st, seat, action, ev); they cost no basic action.
MAIN_DO = {UseSkill: _use_skill, Rest: _rest, EndActions: _end_actions}
# Basic actions paid with 1 stamina (CastSpell, paid with sanity, is handled in ``do``): f(st, seat, action, ev).
BASIC_DO = {
    MoveTo: basic_actions.move,
    ToggleCurtains: lambda st, p, a, ev: basic_actions.toggle(st, p, ev),
    CarAction: lambda st, p, a, ev: car_actions.use(st, p, ev),
    UseFavor: lambda st, p, a, ev: suspects.use_favor(st, p, a.suspect, ev),
    AskFeature: lambda st, p, a, ev: suspects.ask(st, p, a.suspect, a.spot, ev),
    FulfillQuest: lambda st, p, a, ev: suspects.fulfil(st, p, a.suspect, ev),
    UseItem: lambda st, p, a, ev: items.use(st, p, a.item, ev),
    UniqueAction: lambda st, p, a, ev: basic_actions.unique(st, p, ev),
}
