"""Main action: use a skill. The skill must be on the board without a marker next to it, an action
marker must be left on the track, its condition must hold and it must be able to change something;
the leftmost marker goes next to it and its effect is resolved."""
from __future__ import annotations

from ..core import RuleViolation
from ..i18n import Msg, N_
from .data import name_of
from . import effects, passenger_steps, talk
from .actions import UseSkill, label


TALK_TARGET_NONE = {
    "passenger": N_("Skill {skill} talks to a passenger in your car, and your car has no living passenger."),
    "suspect": N_("Skill {skill} talks to a suspect in your car, and no suspect rides in your car."),
    "person": N_("Skill {skill} needs someone to talk to in your car: a passenger or a suspect, and there is neither."),
}


def usable(st, p, sid) -> RuleViolation | None:
    x = st.inv[p]
    if sid not in x.slots:
        return RuleViolation("skills", Msg(N_("Skill {skill} is not on this investigator's board."), {"skill": name_of(sid)}))
    if x.marked[x.slots.index(sid)]:
        return RuleViolation("skills", Msg(N_("Skill {skill} already has an action marker; rest to refresh it."), {"skill": name_of(sid)}))
    if x.track >= st.comp.table["action_track"]["markers"]:
        return RuleViolation("skills", Msg(N_("No action marker is left on the track; rest first.")))
    sk = st.comp.skills[sid]
    c = effects.ctx(p, "skills")
    if "condition" in sk and not effects.holds(st, sk["condition"], c):
        return RuleViolation("skills", Msg(N_("The condition of skill {skill} is not met here."), {"skill": name_of(sid)}))
    eff = sk["effect"]
    if isinstance(eff, dict) and eff.get("do") == "talk" and not talk.talk_target_here(
            st, effects.here(st, c), eff.get("target", "person")):
        return RuleViolation("talk", Msg(TALK_TARGET_NONE[eff.get("target", "person")], {"skill": name_of(sid)}))
    if not effects.can(st, sk["effect"], c):
        return passenger_steps.why_nothing(st, sk["effect"], c) or RuleViolation("general", Msg(N_("Skill {skill} would change nothing now, and a choice that does nothing is not allowed."),
                                            {"skill": name_of(sid)}))
    return None


def options(st, p) -> list:
    """The skills seat ``p`` may use now (``usable`` is None for exactly these), in slot order."""
    x = st.inv[p]
    comp = st.comp
    if x.track >= comp.table["action_track"]["markers"]:
        return []
    got = _last
    if got[0] is not comp:
        got = _checks(comp)
    key = tuple(x.slots)
    try:
        rows = got[2][key]
    except KeyError:
        rows = _rows(got, key)
    marked = x.marked
    out = []
    car = x.car
    c = _PROBES[p][car]
    last = ok = None   # the condition tested last and its answer (most skills share {"monster_here": true})
    for k, cond, can, action in rows:
        if not marked[k]:
            if cond is not None:
                if cond is not last:
                    last, ok = cond, cond(st, c, car)
                if not ok:
                    continue
            if can(st, c):
                out.append(action)
    return out


# [seat 0-3][its car 0-6]: probe contexts naming the car that counts as here, so ``effects.here`` answers at once
_PROBES = tuple(tuple(effects.probe_ctx(p, "skills", car=k) for k in range(7)) for p in range(4))


_CHECKS: dict = {}   # id(component set) -> (it, its table, its rows per board layout)
_last = (None, None, None)   # the component set asked about last, its table and rows (read without id() and dict.get;
# one tuple, replaced whole, so a reader never pairs one set with another's table)


def _checks(comp) -> tuple:
    """``(comp, table, rows)`` of a component set: per skill id (its condition's test ``(state, ctx, car) -> bool`` or
    None, the compiled ``can`` of the effect, UseSkill), equal conditions sharing one test so ``options`` asks each
    once; and its rows per board layout (``_rows``)."""
    global _last
    got = _CHECKS.get(id(comp))
    if got is None or got[0] is not comp:
        table = {sid: (effects.compiled_holds_at(sk["condition"]) if "condition" in sk else None,
                       effects.compiled_can(sk["effect"]), UseSkill(sid)) for sid, sk in comp.skills.items()}
        got = _CHECKS[id(comp)] = (comp, table, {})
    _last = got
    return got


def _rows(got: tuple, slots: tuple) -> tuple:
    """For a board's slots (of the set ``got`` from ``_checks``): per skill on it, in slot order, (the slot whose marker counts --
    its first slot, as ``usable`` reads it --, condition test, ``can``, UseSkill). Layouts are few; kept by slots."""
    _, table, layouts = got
    if len(layouts) >= 4096:
        layouts.clear()
    rows = layouts[slots] = tuple((slots.index(sid),) + table[sid] for sid in slots if sid)
    return rows


def use(st, p, sid, ev) -> None:
    x = st.inv[p]
    x.marked[x.slots.index(sid)] = True
    x.track += 1
    sk = st.comp.skills[sid]
    ev.append(st.event(N_("{player} uses the skill {skill}."), {"skill": label(sk["name"])}, "skills", p))
    rule = _rule_of(sk["effect"])
    effects.push(st, sk["effect"], effects.ctx(p, rule))


def _rule_of(e) -> str:
    """The section that explains a skill's effect (talk, fight, essence, passengers ...)."""
    if isinstance(e, list):
        e = e[0]
    for comb in ("seq", "or", "then"):
        if comb in e:
            return _rule_of(e[comb][0])
    if "if" in e:
        return _rule_of(e["do"])
    return _RULES.get(e.get("do"), "skills")


_RULES = {"talk": "talk", "kill": "fight", "push": "fight", "stun": "fight", "push_all": "fight", "essence": "essence",
          "status": "passengers", "gather": "passengers", "send": "passengers", "reveal": "clues",
          "gain": "investigators", "lose": "investigators", "favor": "suspects", "move_self": "basic_actions"}
