"""The one resolver of the effect language.

Skills, car actions, favors, items, spells, feature, quest and story cards,
portals, landscapes and attributes are all data written in this language
(schema: each step's record, read by ``data_schema.py``; ``data/README.md``). An effect is

* a list or ``{"seq": [...]}`` -- do each part in order, as much as possible;
* ``{"or": [...]}`` -- the player picks one part (only parts that would change
  something are offered: no null choices);
* ``{"then": [...]}`` -- the first part that can happen, and only that one;
* ``{"if": condition, "do": effect, "else": effect}``;
* a primitive ``{"do": name, ...}``: ``status``, ``gather``, ``send``, ``kill``,
  ``push``, ``stun``, ``push_all``, ``speed``, ``essence``, ``essence_pool``,
  ``gain``, ``lose``, ``restore``, ``reveal``, ``favor``, ``talk``, ``refresh``,
  ``move_self``, ``escalate``, ``clue_token``, ``banish_item``, ``spend_occult``,
  ``rest_tile``, ``difficulty_token``; part 2 adds ``harm`` (every investigator
  in the car, or everywhere, loses), ``move_passengers``, ``move_suspects``
  (game moves: impossible ones do not happen), ``illness``, ``block`` and
  ``{"each_car": condition, "do": effect}`` (car by car from the Locomotive,
  each car that meets the condition at its turn; "here" is that car). Engine-only
  primitives (monster activation, spawning ...) are never allowed in data files.

Each primitive is one :class:`~.language.Step` record -- whether it can change anything (``can``), what it does
(``run``), for a decision its options, the answer carried out and why another answer is refused (``options``,
``choose``, ``why_not``), what a data file may write (``schema``) and its words (``words``) -- registered by the
rules module it belongs to (``register``). This module imports no rules module; each condition key (``if``,
``each_car``) is one :class:`~.language.Condition` record the same way (``condition``, see ``conditions.py``). The data
checks (``data_schema.py``), the words of the pictures and the refusals all read these records.

Pending work lives on ``state.stack`` as small records read by field name (``frames.py``; each saves as
the same JSON list as ever):

:class:`~.frames.Eff` ``(effect, ctx)``            an effect still to do
:class:`~.frames.Ask` ``(kind, prim, ctx, left)``  a decision for the current seat (``left`` uses remain)
:class:`~.frames.Talk` ``(ctx, talk)``             a conversation in progress (``talk.py``)
:class:`~.frames.Rest` ``(ctx, xp)``               experience to spend while resting (``rest.py``)

``ctx`` says who acts and why: ``p`` (seat), ``rule`` (section id), ``by``
("player" for investigator actions, whose choices are free; "game" for game
effects, which follow the universal passenger order and pick targets from the
front), ``at`` (a suspect whose car counts as "here", for favors) and ``u``
(the caster is unstable). Every primitive logs one line naming ``ctx.rule``.
A decision with exactly one possible answer is taken at once; a decision
with none is dropped ("as much as possible").
"""
from __future__ import annotations

import json

from ..core import DataError, RuleViolation
from ..i18n import Msg, N_
from .actions import ChooseOption
from .frames import Ask, Eff
from .language import COND, STEPS, Condition, Step  # noqa: F401  (the records, read from here by the rules modules)


ASKS: dict = {}    # decision kind -> Step (its options, choose, title, action)
ASK_NAMES = {"or": N_("choose one of the options")}
ASK_ACTIONS = {"or": ChooseOption}


def register(*steps: Step) -> None:
    """Make primitives known to the resolver (each rules module registers its own when imported)."""
    for step in steps:
        STEPS[step.name] = step
        if step.ask is not None:
            ASKS.setdefault(step.ask, step)
            ASK_NAMES.setdefault(step.ask, step.title)
            ASK_ACTIONS.setdefault(step.ask, step.action)


def condition(*conditions: Condition) -> None:
    """Make condition keys known (``conditions.py`` registers them all)."""
    for cond in conditions:
        COND[cond.key] = cond


def refusal(rule, msgid, **params) -> RuleViolation:
    """The refusal a step's ``why_not`` gives: section ``rule`` forbids it, for the reason ``msgid``."""
    return RuleViolation(rule, Msg(msgid, params))


def always(prim):
    """``Step.can`` of a step that always changes something (or always runs)."""
    return _true


def never(prim):
    """``Step.can`` of a step no choice may be made for (offered nowhere)."""
    return _false


def ask_n(st, e, c, ev) -> None:
    """``Step.run`` of a decision answered ``n`` times (``n`` of the primitive, default 1)."""
    st.stack.append(Ask(STEPS[e["do"]].ask, e, c, e.get("n", 1)))


def ask_once(st, e, c, ev) -> None:
    """``Step.run`` of a decision answered once, whatever ``n`` says (``n`` is a parameter of the answer)."""
    st.stack.append(Ask(STEPS[e["do"]].ask, e, c, 1))


def ctx(p, rule, by="player", at=None, u=False) -> dict:
    return {"p": p, "rule": rule, "by": by, "at": at, "u": u}


def probe_ctx(p, rule, at=None, u=False, car=None) -> dict:
    """``ctx(p, rule, at=at, u=u)`` for checks only (``can``, ``holds``): one shared dict per combination, so it
    must never be changed nor scheduled with an effect (``push`` takes a fresh ``ctx``). With ``car`` the probe
    names the car that counts as here (the listing's tables hold one per seat and car), so ``here`` answers at once."""
    key = (p, rule, at, u, car)
    c = _PROBES.get(key)
    if c is None:
        c = _PROBES[key] = ctx(p, rule, at=at, u=u)
        if car is not None:
            c["car"] = car
    return c


_PROBES: dict = {}


def push(st, effect, c) -> None:
    """Schedule ``effect`` (run by ``settle``)."""
    st.stack.append(Eff(effect, c))


def here(st, c) -> int:
    """The car that counts as "here": a game effect's car (``car``), the favor-giving suspect's, else the
    acting investigator's."""
    k = c.get("car")
    if k is not None:
        return k
    at = c.get("at")
    if at is not None:
        return st.suspects[at].car
    return st.inv[c["p"]].car


# ---------------------------------------------------------------- conditions
def holds(st, cond, c) -> bool:
    """Does condition ``cond`` hold for context ``c``? (compiled once per condition; ``compiled_holds_at`` hands out such checks)"""
    f = _HOLDS.get(id(cond))
    if f is None:
        f = _remember(_HOLDS, cond, _compile_holds)
    return f(st, c)


# ---------------------------------------------------------------- feasibility (no null choices)
def can(st, e, c) -> bool:
    """Would ``e`` change anything now? (compiled once per effect, see ``compiled_can``)"""
    f = _CAN.get(id(e))
    if f is None:
        f = _remember(_CAN, e, _compile_can)
    return f(st, c)


def compiled_can(e):
    """``can`` for effect ``e`` as a function ``(state, ctx) -> bool``."""
    f = _CAN.get(id(e))
    return f if f is not None else _remember(_CAN, e, _compile_can)


def can_slow(st, e, c) -> bool:
    """The reading ``can`` compiles, step by step (kept as the reference the tests compare the compiled checks
    with): a decision can change something when it has an option."""
    if isinstance(e, list):
        return any(can_slow(st, x, c) for x in e)
    if "each_car" in e:
        return any(holds(st, e["each_car"], dict(c, car=k)) and can_slow(st, e["do"], dict(c, car=k))
                   for k in range(7))
    for comb in ("seq", "or", "then"):
        if comb in e:
            return any(can_slow(st, x, c) for x in e[comb])
    if "if" in e:
        if holds(st, e["if"], c):
            return can_slow(st, e["do"], c)
        return "else" in e and can_slow(st, e["else"], c)
    step = STEPS.get(e["do"])
    if step is None:
        return False
    if step.options is not None:
        return bool(step.options(st, e, c))
    return step.can(e)(st, c)


# ---------------------------------------------------------------- compiling effects and conditions
# The effect data never changes during a game, so ``can`` and ``holds`` turn each effect or condition into a
# closure the first time they meet it, keyed by identity (``_KEEP`` holds every object compiled, so no other
# object can take its id while the entry lasts). Each closure answers exactly what ``can_slow`` /
# ``conditions.holds_slow`` answer, without building the option lists or interpreting the dicts again.
_CAN: dict = {}     # id(effect) -> closure
_HOLDS: dict = {}   # id(condition) -> closure
_KEEP: list = []
_LIMIT = 20000      # effects built while playing are few; a runaway cache is simply dropped


def _remember(table, obj, compile_):
    fn = compile_(obj)
    if len(_KEEP) >= _LIMIT:
        _CAN.clear()
        _HOLDS.clear()
        _KEEP.clear()
    _KEEP.append(obj)
    table[id(obj)] = fn
    return fn


def _any_of(fns):
    if len(fns) == 1:
        return fns[0]
    fns = tuple(fns)

    def f(st, c):
        for g in fns:
            if g(st, c):
                return True
        return False
    return f


def _compile_can(e):
    if isinstance(e, list):
        return _any_of([_compile_can(x) for x in e]) if e else _false
    if "each_car" in e:
        cond, do = _compile_holds(e["each_car"]), _compile_can(e["do"])

        def each_car(st, c):
            for k in range(7):
                ck = dict(c, car=k)
                if cond(st, ck) and do(st, ck):
                    return True
            return False
        return each_car
    for comb in ("seq", "or", "then"):
        if comb in e:
            parts = e[comb]
            return _any_of([_compile_can(x) for x in parts]) if parts else _false
    if "if" in e:
        cond, do = _compile_holds(e["if"]), _compile_can(e["do"])
        alt = _compile_can(e["else"]) if "else" in e else None

        def if_(st, c):
            if cond(st, c):
                return do(st, c)
            return alt is not None and alt(st, c)
        return if_
    step = STEPS.get(e["do"])
    if step is None:
        raise unknown_step(e)
    try:
        if step.can is None:
            options = step.options
            return lambda st, c: bool(options(st, e, c))
        return step.can(e)
    except (KeyError, TypeError):   # a parameter missing or odd: the reading itself, which fails (or not) as it will
        return lambda st, c: can_slow(st, e, c)


def _false(st, c):
    return False


def _true(st, c):
    return True


def _compile_holds(cond):
    at = _compile_at(cond)
    if at is _true_at:
        return _true

    def test(st, c):
        return at(st, c, here(st, c))
    return test


def compiled_holds_at(cond):
    """``holds`` for condition ``cond`` as a function ``(state, ctx, car) -> bool``, ``car`` being the car that counts
    as "here" (a caller that knows it saves working it out). Equal conditions give the very same function, so a
    caller testing many may test each distinct one once."""
    key = json.dumps(cond, sort_keys=True)
    f = _HOLDS_AT.get(key)
    if f is None:
        f = _HOLDS_AT[key] = _compile_at(cond)
    return f


_HOLDS_AT: dict = {}   # a condition's JSON text -> its compiled test (the condition data never changes)


def _compile_at(cond):
    tests = tuple(COND[k].compiled(v) for k, v in cond.items() if k in COND)
    if not tests:
        return _true_at
    if len(tests) == 1:
        return tests[0]

    def test(st, c, car):
        for t in tests:
            if not t(st, c, car):
                return False
        return True
    return test


def _true_at(st, c, car):
    return True


def steps(e):
    """Every primitive step of effect ``e`` (each part of a list, combinator, condition and ``each_car``)."""
    if isinstance(e, list):
        for x in e:
            yield from steps(x)
        return
    for comb in ("seq", "or", "then"):
        if comb in e:
            for x in e[comb]:
                yield from steps(x)
            return
    if "if" in e or "each_car" in e:
        yield from steps(e["do"])
        if "else" in e:
            yield from steps(e["else"])
        return
    yield e


# ---------------------------------------------------------------- the options of a decision
def options(st, kind, prim, c) -> list:
    if kind == "or":
        return [ChooseOption.of(i) for i, x in enumerate(prim["or"]) if can(st, x, c)]
    step = ASKS.get(kind)
    return step.options(st, prim, c) if step is not None else []


# ---------------------------------------------------------------- running
def settle(st, ev) -> None:
    """Run scheduled effects until a decision is needed, the stack is empty or the game is lost."""
    stack = st.stack
    while stack:
        if st.result is not None:
            stack.clear()
            return
        top = stack[-1]
        k = top.KIND
        if k == "eff":
            stack.pop()
            _run(st, top.effect, top.ctx, ev)
            continue
        if k == "ask":
            if top.left <= 0:
                stack.pop()
                continue
            opts = options(st, top.kind, top.prim, top.ctx)
            if not opts:
                stack.pop()
                if top.kind != "or":
                    ev.append(st.event(N_("Nothing more can be done for this part."), {}, top.ctx["rule"]))
                continue
            if len(opts) == 1 and top.kind != "or":
                choose(st, opts[0], ev)
                continue
            if len(opts) == 1:
                stack.pop()
                _run(st, top.prim["or"][opts[0].index], top.ctx, ev)
                continue
            st._asked = (top, opts)   # these are the legal actions now (HorrorState._do keeps them)
            return
        return  # talk / rest frames wait for their own decisions


def _run(st, e, c, ev) -> None:
    """Do ``e`` for ``c``. A list's parts (and a combinator's chosen part) run here at once, in order, as long as
    they schedule nothing; when one does, the parts not yet done go on the stack under what it scheduled -- the
    stack pushing each part as an ``Eff`` and settling them one by one would leave, with fewer frames made."""
    stack = st.stack
    while True:
        if isinstance(e, list):
            parts = e
        else:
            step = e.get("do")
            if type(step) is str:   # a primitive, the most common (the "do" of "if" and "each_car" is an effect)
                step = STEPS.get(step)
                if step is None:
                    raise unknown_step(e)
                (step.run or ask_n)(st, e, c, ev)
                return
            parts = e.get("seq")
        if parts is not None:
            if not parts:
                return
            n = len(stack)
            last = len(parts) - 1
            for i in range(last):
                _run(st, parts[i], c, ev)
                if len(stack) != n or st.result is not None:
                    if st.result is None:   # (a loss clears the stack: nothing more runs)
                        stack[n:n] = [Eff(x, c) for x in reversed(parts[i + 1:])]
                    return
            e = parts[last]
            continue
        if "each_car" in e:
            for k in range(e.get("from", 0), 7):
                ck = dict(c, car=k)
                if holds(st, e["each_car"], ck) and can(st, e["do"], ck):
                    if k < 6:
                        push(st, {"each_car": e["each_car"], "do": e["do"], "from": k + 1}, c)
                    e, c = e["do"], ck
                    break
            else:
                return
            continue
        if "then" in e:
            for x in e["then"]:
                if can(st, x, c):
                    e = x
                    break
            else:
                ev.append(st.event(N_("None of the options can happen."), {}, "effects"))
                return
            continue
        if "or" in e:
            stack.append(Ask("or", e, c, 1))
            return
        if "if" in e:
            if holds(st, e["if"], c):
                e = e["do"]
            elif "else" in e:
                e = e["else"]
            else:
                ev.append(st.event(N_("The condition is not met; that part is skipped."), {}, "effects"))
                return
            continue
        STEPS.get(e["do"])   # no combinator and no name: a KeyError without "do", a TypeError for an unhashable one,
        raise unknown_step(e)   # else the unknown step (as ever)


def unknown_step(e) -> DataError:
    """The error for a primitive no rules module registered (a misspelt name in data or in the engine)."""
    return DataError(Msg(N_("Unknown effect step '{name}': no rules module registers it."), {"name": str(e.get("do"))}))


def choose(st, a, ev) -> None:
    """Carry out the answer ``a`` to the decision on top of the stack (``a`` is one of its options)."""
    top = st.stack[-1]
    kind, prim, c = top.kind, top.prim, top.ctx
    top.left -= 1
    if top.left <= 0:
        st.stack.pop()
    if kind == "or":
        push(st, prim["or"][a.index], c)
    else:
        ASKS[kind].choose(st, a, prim, c, ev)


def describe_ask(top) -> Msg:
    return Msg(ASK_NAMES[top.kind])
