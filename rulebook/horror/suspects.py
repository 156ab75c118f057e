"""Suspects: spend the favor a suspect in your car owes you, ask about a face-up question-mark feature
clue (once; a random feature card of that feature is resolved), or fulfil a suspect's quest (pay its
requirement, reveal all their clues, then the back of the quest card: the cultist or the innocent
part; a suspect already known to be a cultist reads a random story card 01 instead)."""
from __future__ import annotations

from ..core import RuleViolation
from ..i18n import Msg, N_
from . import clues, effects, passenger_steps
from .actions import AskFeature, FulfillQuest, PickSuspect, UseFavor, label
from .effects import Step, never, refusal
from .frames import Eff


def _here(st, p, s) -> RuleViolation | None:
    if not isinstance(s, int) or not 0 <= s < 6:
        return RuleViolation("suspects", Msg(N_("There are six suspects, numbered 1 to 6.")))
    if st.suspects[s].car != st.inv[p].car:
        return RuleViolation("general", Msg(N_("Suspect {s} is not in your car; everything happens locally."), {"s": s + 1}))
    return None


def favor_effect(st, s):
    return st.comp.suspects[st.suspects[s].tile]["favor"]


def why_not_favor(st, p, s) -> RuleViolation | None:
    v = _here(st, p, s)
    if v:
        return v
    if not st.suspects[s].favor:
        return RuleViolation("suspects", Msg(N_("Suspect {s} owes no favor (the tile shows its crossed-out side)."), {"s": s + 1}))
    c = effects.ctx(p, "suspects", at=s)
    if not effects.can(st, favor_effect(st, s), c):
        return passenger_steps.why_nothing(st, favor_effect(st, s), c) or RuleViolation("general", Msg(N_("The favor of suspect {s} would change nothing now."), {"s": s + 1}))
    return None


def use_favor(st, p, s, ev) -> None:
    st.suspects[s].favor = False
    ev.append(st.event(N_("{player} spends the favor of suspect {s} ({name})."),
                       {"s": s + 1, "name": label(st.comp.suspects[st.suspects[s].tile]["name"])}, "suspects", p))
    effects.push(st, favor_effect(st, s), effects.ctx(p, "suspects", at=s))


def why_not_ask(st, p, s, k) -> RuleViolation | None:
    v = _here(st, p, s)
    if v:
        return v
    sus = st.suspects[s]
    if not isinstance(k, int) or not 0 <= k < len(sus.clues):
        return RuleViolation("suspects", Msg(N_("Suspect {s} has no clue {k}."), {"s": s + 1, "k": k + 1 if isinstance(k, int) else k}))
    if not sus.up[k]:
        return RuleViolation("suspects", Msg(N_("Clue {k} of suspect {s} is still face down."), {"s": s + 1, "k": k + 1}))
    tok = st.comp.clues[sus.clues[k]]
    if not tok.get("ask"):
        return RuleViolation("suspects", Msg(N_("Clue {k} of suspect {s} has no question mark to ask about."), {"s": s + 1, "k": k + 1}))
    if sus.asked[k]:
        return RuleViolation("suspects", Msg(N_("Clue {k} of suspect {s} has been asked about already."), {"s": s + 1, "k": k + 1}))
    return None


def ask(st, p, s, k, ev) -> None:
    sus = st.suspects[s]
    sus.asked[k] = True
    name = st.comp.clues[sus.clues[k]]["name"]
    cards = st.comp.feature_cards[name]
    card = cards[st.rng.below(len(cards))]
    ev.append(st.event(N_("{player} asks suspect {s} about the {name}; a feature card is read."), {"s": s + 1, "name": name},
                       "suspects", p, reveal=True))
    effects.push(st, card, effects.ctx(p, "suspects"))


def why_not_quest(st, p, s) -> RuleViolation | None:
    v = _here(st, p, s)
    if v:
        return v
    sus = st.suspects[s]
    if sus.quest is None:
        return RuleViolation("suspects", Msg(N_("Suspect {s} has no quest card yet (no desire clue is face up)."), {"s": s + 1}))
    if sus.quest_done:
        return RuleViolation("suspects", Msg(N_("The quest of suspect {s} is already fulfilled."), {"s": s + 1}))
    q = st.comp.quests[sus.quest]
    if not effects.holds(st, q["requirement"], effects.ctx(p, "suspects")):
        return RuleViolation("suspects", Msg(N_("The requirement of quest {quest} is not met."), {"quest": clues.quest_name(st, sus.quest)}))
    return None


def here_options(st, p, out) -> None:
    """The favors, then the questions, then the quests open to seat ``p`` (exactly those ``why_not_favor``,
    ``why_not_ask`` and ``why_not_quest`` let through), appended to ``out``, from one pass over the suspects: a
    favor is appended at once, questions and quests are kept until the pass ends (the checks change nothing)."""
    car = st.inv[p].car
    checks = asks = quests = None
    s = 0
    for sus in st.suspects:
        if sus.car == car:
            if checks is None:   # the first suspect here: the component set's checks and this car's probes
                comp = st.comp
                got = _last
                checks = got[1] if got[0] is comp else _checks(comp)
                probes = _PROBES[p][car]
            if sus.favor and checks[0][sus.tile](st, probes[s]):
                out.append(_FAVOR[s])
            up = sus.up
            if any(up):   # (most suspects show no clue yet)
                asked = sus.asked
                k = 0
                for cid in sus.clues:
                    if up[k] and not asked[k] and cid in checks[1]:
                        if asks is None:
                            asks = []
                        asks.append(AskFeature.of(s, k))
                    k += 1
            q = sus.quest
            if q is not None and not sus.quest_done and checks[2][q](st, probes[6], car):
                if quests is None:
                    quests = []
                quests.append(_QUEST[s])
        s += 1
    if asks is not None:
        out.extend(asks)
    if quests is not None:
        out.extend(quests)


# seat 0-3 -> its car 0-6 -> the probe of each suspect's favor (0-5), then the quests' (6); each names the car that
# counts as here (the suspects asked about ride in the seat's car), so ``effects.here`` answers at once
_PROBES = tuple(tuple(tuple(effects.probe_ctx(p, "suspects", at=s, car=k) for s in range(6))
                      + (effects.probe_ctx(p, "suspects", car=k),) for k in range(7)) for p in range(4))
_FAVOR = tuple(UseFavor.of(s) for s in range(6))
_QUEST = tuple(FulfillQuest.of(s) for s in range(6))
_CHECKS: dict = {}   # id(component set) -> (it, (favor ``can`` per tile, clue ids with a question, requirement per quest
# as a test ``(state, ctx, car here)``))
_last = (None, None)   # the component set asked about last and its checks (read without id() and a dict look-up; one
# tuple, replaced whole, so a reader never pairs one set with another's checks)


def _checks(comp) -> tuple:
    """The compiled checks ``here_options`` asks of a component set (its data never changes during a game)."""
    global _last
    got = _CHECKS.get(id(comp))
    if got is None or got[0] is not comp:
        table = ({tile: effects.compiled_can(d["favor"]) for tile, d in comp.suspects.items()},
                 frozenset(cid for cid, tok in comp.clues.items() if tok.get("ask")),
                 {q: effects.compiled_holds_at(d["requirement"]) for q, d in comp.quests.items()})
        got = _CHECKS[id(comp)] = (comp, table)
    _last = got
    return got[1]


def fulfil(st, p, s, ev) -> None:
    sus = st.suspects[s]
    q = st.comp.quests[sus.quest]
    known_cultist = all(sus.up) and clues.is_cultist(st, s)
    sus.quest_done = True
    ev.append(st.event(N_("{player} fulfils quest {quest} of suspect {s}."), {"quest": clues.quest_name(st, sus.quest), "s": s + 1}, "suspects", p))
    c = effects.ctx(p, "suspects")
    if "pay" in q:
        effects.push(st, q["pay"], c)  # runs first (pushed last)
    # after paying: reveal everything, then the back of the card
    st.stack.insert(len(st.stack) - (1 if "pay" in q else 0), Eff({"do": "quest_back", "s": s, "known": known_cultist}, c))


def quest_back(st, p, s, known_cultist, ev) -> None:
    sus = st.suspects[s]
    q = st.comp.quests[sus.quest]
    clues.reveal_all(st, s, "suspects", ev)
    c = effects.ctx(p, "suspects", by="game")
    if known_cultist:
        stories = st.comp.stories["01"]
        card = stories[st.rng.below(len(stories))]
        ev.append(st.event(N_("Suspect {s} was a known cultist: a story card 01 is read instead."), {"s": s + 1}, "suspects", reveal=True))
        effects.push(st, card, c)
    elif clues.is_cultist(st, s):
        ev.append(st.event(N_("Suspect {s} is a cultist: the cultist part of the quest card is read."), {"s": s + 1}, "suspects", reveal=True))
        effects.push(st, q["cultist"], c)
    else:
        ev.append(st.event(N_("Suspect {s} is not a cultist: the reward part of the quest card is read."), {"s": s + 1}, "suspects", reveal=True))
        effects.push(st, q["innocent"], dict(c, by="player"))


# ---------------------------------------------------------------- the suspects' primitives of the effect language
def _favor_can(e):
    """A suspect who owes no favor yet (``where: here``: in the car that counts as here)."""
    if e.get("where", "any") == "here":
        def favor_here(st, c):
            car = effects.here(st, c)
            return any(not s.favor and s.car == car for s in st.suspects)
        return favor_here
    return lambda st, c: any(not s.favor for s in st.suspects)


def _favor_options(st, prim, c) -> list:
    car = effects.here(st, c) if prim.get("where", "any") == "here" else None
    return [PickSuspect.of(i) for i, s in enumerate(st.suspects) if not s.favor and (car is None or s.car == car)]


def _favor_choose(st, a, prim, c, ev) -> None:
    st.suspects[a.suspect].favor = True
    ev.append(st.event(N_("Suspect {s} now owes a favor."), {"s": a.suspect + 1}, c["rule"]))


def _why_not_favor(st, a, prim, c, car):
    if not isinstance(a.suspect, int) or not 0 <= a.suspect < 6:
        return refusal("suspects", N_("There are six suspects, numbered 1 to 6."))
    if st.suspects[a.suspect].favor:
        return refusal("suspects", N_("Suspect {s} owes a favor already."), s=a.suspect + 1)
    return refusal("general", N_("Suspect {s} is not in this car."), s=a.suspect + 1)


effects.register(
    Step("favor", can=_favor_can, run=effects.ask_once, options=_favor_options, choose=_favor_choose, ask="favor",
         action=PickSuspect, title=N_("choose a suspect who will owe a favor"), why_not=_why_not_favor,
         schema={"where": "where"}, optional=("where",),
         words=lambda e, comp: Msg(N_("a suspect here owes a favor") if e.get("where") == "here"
                                   else N_("any suspect owes a favor"))),
    Step("quest_back", can=never,   # engine-only: the back of a fulfilled quest card
         run=lambda st, e, c, ev: quest_back(st, c["p"], e["s"], e["known"], ev)),
)
