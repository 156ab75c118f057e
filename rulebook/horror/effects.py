"""The one resolver of the effect language.

Skills, car actions, favors, items, spells, feature, quest and story cards,
portals, landscapes and attributes are all data written in this language
(schema: ``data.py``, ``data/README.md``). An effect is

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
  each car that meets the condition at its turn; "here" is that car). Rules
  modules register engine-only primitives (monster activation, spawning ...)
  in ``HANDLERS``.

Pending work lives on ``state.stack`` as plain lists (so it saves as JSON):

``["eff", effect, ctx]``            an effect still to do
``["ask", kind, prim, ctx, left]``  a decision for the current seat (``left`` uses remain)
``["talk", ctx, talk]``             a conversation in progress (``talk.py``)
``["rest", ctx, xp_left]``          experience to spend while resting (``rest.py``)

``ctx`` says who acts and why: ``p`` (seat), ``rule`` (section id), ``by``
("player" for investigator actions, whose choices are free; "game" for game
effects, which follow the universal passenger order and pick targets from the
front), ``at`` (a suspect whose car counts as "here", for favors) and ``u``
(the caster is unstable). Every primitive logs one line naming ``ctx.rule``.
A decision with exactly one possible answer is taken at once; a decision
with none is dropped ("as much as possible").
"""
from __future__ import annotations

from ..core import RuleViolation
from ..i18n import Msg, N_
from . import clues, fight, grimoire, investigators, items, passengers, train
from .data import STATUSES
from .actions import (ChooseOption, ChangeStatus, PickCar, PickPortal, PickSuspect, RevealClue, Relocate,
                      TargetMonster, status_msg)

ASK_KINDS = ("or", "status", "gather", "send", "monster", "essence", "reveal", "favor", "move", "block")
ASK_NAMES = {
    "or": N_("choose one of the options"), "status": N_("choose a passenger whose status changes"),
    "gather": N_("choose someone to gather into the car"), "send": N_("choose someone to send and where"),
    "monster": N_("choose a monster"), "essence": N_("choose a portal to take essence from"),
    "reveal": N_("choose a clue to reveal"), "favor": N_("choose a suspect who will owe a favor"),
    "move": N_("choose a car to move to"), "block": N_("choose a portal to block"),
}
ASK_ACTIONS = {"or": ChooseOption, "status": ChangeStatus, "gather": Relocate, "send": Relocate,
               "monster": TargetMonster, "essence": PickPortal, "reveal": RevealClue, "favor": PickSuspect,
               "move": PickCar, "block": PickPortal}


def ctx(p, rule, by="player", at=None, u=False) -> dict:
    return {"p": p, "rule": rule, "by": by, "at": at, "u": u}


def probe_ctx(p, rule, at=None, u=False) -> dict:
    """``ctx(p, rule, at=at, u=u)`` for checks only (``can``, ``holds``): one shared dict per combination, so it
    must never be changed nor scheduled with an effect (``push`` takes a fresh ``ctx``)."""
    key = (p, rule, at, u)
    c = _PROBES.get(key)
    if c is None:
        c = _PROBES[key] = ctx(p, rule, at=at, u=u)
    return c


_PROBES: dict = {}


def push(st, effect, c) -> None:
    """Schedule ``effect`` (run by ``settle``)."""
    st.stack.append(["eff", effect, c])


def here(st, c) -> int:
    """The car that counts as "here": a game effect's car (``car``), the favor-giving suspect's, else the
    acting investigator's."""
    k = c.get("car")
    if k is not None:
        return k
    at = c.get("at")
    if at is not None:
        return st.suspects[at]["car"]
    return st.inv[c["p"]]["car"]


# ---------------------------------------------------------------- conditions
def holds(st, cond, c) -> bool:
    """Does condition ``cond`` hold for context ``c``? (compiled once per condition, see ``compiled_holds``)"""
    f = _HOLDS.get(id(cond))
    if f is None:
        f = _remember(_HOLDS, cond, _compile_holds)
    return f(st, c)


def holds_slow(st, cond, c) -> bool:
    """The reading ``holds`` compiles: each key of ``cond`` a test on the car that counts as "here"."""
    car = here(st, c)
    for k, v in cond.items():
        if k == "count":
            if passengers.count(st, car, v["status"]) < v["n"]:
                return False
        elif k == "in_car":
            if st.cars[car] != v:
                return False
        elif k == "unstable":
            if st.inv[c["p"]]["unstable"] != v:
                return False
        elif k == "no_items":
            if bool(st.items) == v:
                return False
        elif k == "has_item":
            if not items.has(st, v):
                return False
        elif k == "suspects_here":
            if sum(1 for s in st.suspects if s["car"] == car) != v:
                return False
        elif k == "suspect_here":
            if any(s["car"] == car for s in st.suspects) != v:
                return False
        elif k == "monster_here":
            if any(m[1] == car for m in st.monsters) != v:
                return False
        elif k == "passenger_here":
            if (passengers.alive_in(st, car) > 0) != v:
                return False
        elif k == "person_here":
            if (passengers.alive_in(st, car) > 0 or any(s["car"] == car for s in st.suspects)) != v:
                return False
        elif k == "curtains":
            if passengers.curtains(st, car) != v:
                return False
        elif k == "no_status_here":
            if any(passengers.count(st, car, s) for s in v):
                return False
        elif k == "min_occult":
            if st.occult < v:
                return False
        elif k == "max_stamina":
            if st.inv[c["p"]]["stamina"] > v:
                return False
        elif k == "investigators_here":
            if sum(1 for x in st.inv if x["car"] == car) < v:
                return False
    return True


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


def compiled_holds(cond):
    """``holds`` for condition ``cond`` as a function ``(state, ctx) -> bool``."""
    f = _HOLDS.get(id(cond))
    return f if f is not None else _remember(_HOLDS, cond, _compile_holds)


def can_slow(st, e, c) -> bool:
    """The reading ``can`` compiles (kept as the reference the tests compare the compiled checks with)."""
    if isinstance(e, list):
        return any(can_slow(st, x, c) for x in e)
    if "each_car" in e:
        return any(holds_slow(st, e["each_car"], dict(c, car=k)) and can_slow(st, e["do"], dict(c, car=k))
                   for k in range(7))
    for comb in ("seq", "or", "then"):
        if comb in e:
            return any(can_slow(st, x, c) for x in e[comb])
    if "if" in e:
        if holds_slow(st, e["if"], c):
            return can_slow(st, e["do"], c)
        return "else" in e and can_slow(st, e["else"], c)
    do = e["do"]
    if do == "talk":
        return talk_target_here(st, here(st, c), e.get("target", "person"))
    if do in ("escalate", "essence_pool", "rest_tile", "difficulty_token", "illness") or do in HANDLERS:
        return True
    if do == "harm":
        return any(x[e["what"]] > 0 for x in _harmed(st, e, c))
    if do == "move_passengers":
        return any(q[1] != "dead" and (e["from"] == "any" or q[1] in e["from"]) for q in st.passengers)
    if do == "move_suspects":
        return True
    if do == "block":
        return st.blocks > 0 and bool(options(st, "block", e, c))
    if do == "lose":
        return investigators.value(st, c["p"], e["what"]) > 0
    if do == "push_all":
        return bool(st.monsters)
    if do == "speed":
        return bool(st.loco_tokens)
    if do == "gain":
        return investigators.can_gain(st, c["p"], e["what"])
    if do == "restore":
        x = st.inv[c["p"]]
        return x["stamina"] < x["health"]
    if do == "refresh":
        x = st.inv[c["p"]]
        return x["track"] > 0 or any(x["marked"])
    if do == "clue_token":
        return bool(st.conv_aside)
    if do == "banish_item":
        return items.has(st, e["type"])
    if do == "spend_occult":
        return st.occult >= e.get("n", 1)
    return bool(options(st, ask_kind(do), e, c))


# ---------------------------------------------------------------- compiling effects and conditions
# The effect data never changes during a game, so ``can`` and ``holds`` turn each effect or condition into a
# closure the first time they meet it, keyed by identity (``_KEEP`` holds every object compiled, so no other
# object can take its id while the entry lasts). Each closure answers exactly what ``can_slow`` /
# ``holds_slow`` answer, without building the option lists or interpreting the dicts again.
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
    do = e["do"]
    from . import monsters   # noqa: F401  (registers the engine-only primitives in HANDLERS)
    if do in HANDLERS:
        return _true
    try:
        return _primitive_can(do, e)
    except (KeyError, TypeError):   # a parameter missing or odd: the reading itself, which fails (or not) as it will
        return lambda st, c: can_slow(st, e, c)


def _false(st, c):
    return False


def _true(st, c):
    return True


def _cars_fn(where):
    """``passengers._cars`` as a membership test on (car, k)."""
    if where == "adjacent":
        return lambda car, k: k == car - 1 or k == car + 1
    if where == "any":
        return lambda car, k: True
    return lambda car, k: k == car


def talk_target_here(st, car, target) -> bool:
    """Someone a talk can be aimed at is in ``car``: a passenger (not dead), a suspect, or either ("person")."""
    if target != "suspect" and passengers.alive_in(st, car) > 0:
        return True
    return target != "passenger" and any(s["car"] == car for s in st.suspects)


def _primitive_can(do, e):
    if do == "talk":
        target = e.get("target", "person")
        return lambda st, c: talk_target_here(st, here(st, c), target)
    if do in ("escalate", "essence_pool", "rest_tile", "difficulty_token", "illness", "move_suspects"):
        return _true
    if do == "harm":
        what = e["what"]
        if e.get("where", "here") == "any":
            return lambda st, c: any(x[what] > 0 for x in st.inv)

        def harm(st, c):
            car = here(st, c)
            return any(x["car"] == car and x[what] > 0 for x in st.inv)
        return harm
    if do == "move_passengers":
        frm = e["from"]
        if frm == "any":
            return lambda st, c: any(q[1] != "dead" for q in st.passengers)
        return lambda st, c: any(q[1] != "dead" and q[1] in frm for q in st.passengers)
    if do == "block":
        def block(st, c):
            if st.blocks <= 0:
                return False
            lands = st.comp.landscapes
            return any(t[3] and lands[t[0]]["portals"] for t in st.tiles)
        return block
    if do == "lose":
        what = e["what"]
        return lambda st, c: st.inv[c["p"]][what] > 0
    if do == "push_all":
        return lambda st, c: bool(st.monsters)
    if do == "speed":
        return lambda st, c: bool(st.loco_tokens)
    if do == "gain":
        what = e["what"]
        return lambda st, c: investigators.can_gain(st, c["p"], what)
    if do == "restore":
        def restore(st, c):
            x = st.inv[c["p"]]
            return x["stamina"] < x["health"]
        return restore
    if do == "refresh":
        def refresh(st, c):
            x = st.inv[c["p"]]
            return x["track"] > 0 or any(x["marked"])
        return refresh
    if do == "clue_token":
        return lambda st, c: bool(st.conv_aside)
    if do == "banish_item":
        kind = e["type"]
        return lambda st, c: items.has(st, kind)
    if do == "spend_occult":
        n = e.get("n", 1)
        return lambda st, c: st.occult >= n
    kind = ask_kind(do)
    if kind == "status":
        return _status_can(e)
    if kind == "gather":
        return _gather_can(e)
    if kind == "send":
        return _send_can(e)
    if kind == "monster":
        if e.get("where", "here") == "any":
            return lambda st, c: bool(st.monsters)

        def monster(st, c):
            car = here(st, c)
            for m in st.monsters:
                if m[1] == car:
                    return True
            return False
        return monster
    if kind == "essence":
        filt = e.get("portal", "any")
        return lambda st, c: train.any_essence_portal(st, filt)
    if kind == "reveal":
        rk = e["kind"]
        return lambda st, c: clues.any_hidden(st, rk)
    if kind == "favor":
        if e.get("where", "any") == "here":
            def favor_here(st, c):
                car = here(st, c)
                return any(not s["favor"] and s["car"] == car for s in st.suspects)
            return favor_here
        return lambda st, c: any(not s["favor"] for s in st.suspects)
    if kind == "move":
        n = e["n"]

        def move(st, c):
            car = st.inv[c["p"]]["car"]
            occ = passengers.occupancy(st)
            t = st.comp.table
            for k in range(max(0, car - n), min(6, car + n) + 1):
                if k != car:
                    if occ[k] < (t["locomotive_capacity"] if k == 0 else t["car_capacity"]):   # room
                        return True
                    for q in st.passengers:   # full: a living passenger to swap with (Overcrowded Cars)
                        if q[0] == k and q[1] != "dead":
                            return True
            return False
        return move
    if kind == "block":   # not reached ("block" is handled above); kept for symmetry with ``options``
        return _false
    return _false   # "or" is no primitive; unknown names offer nothing


def _status_can(e):
    """``passengers.status_options`` is non-empty: a passenger of a status that ``from`` allows and that
    some ``to`` face changes, in a car the effect reaches."""
    frm = STATUSES if e["from"] == "any" else e["from"]
    to = e["to"] if isinstance(e["to"], list) else [e["to"]]
    ok = frozenset(s for s in STATUSES if s in frm and any(t != s for t in to))
    where = e.get("where", "here")
    if not ok:
        return _false
    if where == "any":
        def anywhere(st, c):
            for q in st.passengers:
                if q[1] in ok:
                    return True
            return False
        return anywhere
    if where == "adjacent":
        def adjacent(st, c):
            car = here(st, c)
            for q in st.passengers:
                if (q[0] == car - 1 or q[0] == car + 1) and q[1] in ok:
                    return True
            return False
        return adjacent

    def here_(st, c):
        car = here(st, c)
        for q in st.passengers:
            if q[0] == car and q[1] in ok:
                return True
        return False
    return here_


_ALIVE = frozenset(STATUSES)


def _gather_can(e):
    """``passengers.gather_options`` is non-empty."""
    what = e["what"]
    near = _cars_fn(e.get("from", "any"))
    wp, ws, wi = "passenger" in what, "suspect" in what, "investigator" in what

    def gather(st, c):
        car = here(st, c)
        if not passengers.room(st, car):
            return False
        if wp:
            for q in st.passengers:
                k = q[0]
                if k != car and q[1] in _ALIVE and near(car, k):
                    return True
        if ws:
            for s in st.suspects:
                k = s["car"]
                if k != car and near(car, k):
                    return True
        if wi:
            p = c["p"]
            for i, x in enumerate(st.inv):
                k = x["car"]
                if k != car and near(car, k) and i != p:
                    return True
        return False
    return gather


def _send_can(e):
    """``passengers.send_options`` is non-empty."""
    what = e["what"]
    anchor = "anchor" in what
    dest = e.get("to", "adjacent")
    wp, ws, wi = "passenger" in what, "suspect" in what, "investigator" in what
    room = passengers.room

    def send(st, c):
        at = c.get("at")
        if anchor and at is not None:
            frm = st.suspects[at]["car"]
            return any(room(st, k) for k in (frm - 1, frm + 1) if 0 <= k <= 6)
        car = here(st, c)
        if dest == "adjacent":
            ks = (car - 1, car + 1)
        elif dest == "any":
            ks = range(7)
        else:
            ks = ()
        if not any(0 <= k <= 6 and k != car and room(st, k) for k in ks):
            return False
        if wp:
            for q in st.passengers:
                if q[0] == car and q[1] in _ALIVE:
                    return True
        if ws:
            for s in st.suspects:
                if s["car"] == car:
                    return True
        if wi:
            p = c["p"]
            for i, x in enumerate(st.inv):
                if x["car"] == car and i != p:
                    return True
        return False
    return send


def _compile_holds(cond):
    tests = tuple(_condition(k, v) for k, v in cond.items())
    tests = tuple(t for t in tests if t is not None)
    if not tests:
        return _true

    def test(st, c):
        car = here(st, c)
        for t in tests:
            if not t(st, c, car):
                return False
        return True
    return test


def _condition(k, v):
    count = passengers.count
    if k == "count":
        status, n = v["status"], v["n"]
        return lambda st, c, car: count(st, car, status) >= n
    if k == "in_car":
        return lambda st, c, car: st.cars[car] == v
    if k == "unstable":
        return lambda st, c, car: st.inv[c["p"]]["unstable"] == v
    if k == "no_items":
        return lambda st, c, car: bool(st.items) != v
    if k == "has_item":
        return lambda st, c, car: items.has(st, v)
    if k == "suspects_here":
        return lambda st, c, car: sum(1 for s in st.suspects if s["car"] == car) == v
    if k == "suspect_here":
        return lambda st, c, car: any(s["car"] == car for s in st.suspects) == v
    if k == "monster_here":
        def monster_here(st, c, car):   # any(...) == v, with the loop spelled out
            for m in st.monsters:
                if m[1] == car:
                    return True == v   # noqa: E712
            return False == v   # noqa: E712
        return monster_here
    if k == "passenger_here":
        return lambda st, c, car: (passengers.alive_in(st, car) > 0) == v
    if k == "person_here":
        return lambda st, c, car: (passengers.alive_in(st, car) > 0 or any(s["car"] == car for s in st.suspects)) == v
    if k == "curtains":
        return lambda st, c, car: passengers.curtains(st, car) == v
    if k == "no_status_here":
        return lambda st, c, car: not any(count(st, car, s) for s in v)
    if k == "min_occult":
        return lambda st, c, car: st.occult >= v
    if k == "max_stamina":
        return lambda st, c, car: st.inv[c["p"]]["stamina"] <= v
    if k == "investigators_here":
        return lambda st, c, car: sum(1 for x in st.inv if x["car"] == car) >= v
    return None


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


def why_nothing(st, e, c):
    """Why effect ``e``, which can change nothing now (``can`` is false), is refused, when a rule other than "no null
    choices" says so: a gather into a car with no empty space (the Gather rule). None otherwise."""
    car = here(st, c)
    if not passengers.room(st, car) and any(x.get("do") == "gather" for x in steps(e)):
        return RuleViolation("passengers", Msg(N_("Gathering brings someone into car {car}, and that car has no empty space."),
                                               {"car": car}))
    return None


def ask_kind(do) -> str:
    return {"kill": "monster", "push": "monster", "stun": "monster", "move_self": "move"}.get(do, do)


# ---------------------------------------------------------------- the options of a decision
def options(st, kind, prim, c) -> list:
    p = c["p"]
    if kind == "or":
        return [ChooseOption.of(i) for i, x in enumerate(prim["or"]) if can(st, x, c)]
    if kind == "status":
        return passengers.status_options(st, prim, here(st, c), c["by"])
    if kind == "gather":
        return passengers.gather_options(st, prim, here(st, c), p)
    if kind == "send":
        return passengers.send_options(st, prim, here(st, c), p, c.get("at"))
    if kind == "monster":
        return fight.targets(st, prim, here(st, c))
    if kind == "essence":
        return [PickPortal.of(pid) for pid in train.essence_portals(st, prim.get("portal", "any"))]
    if kind == "reveal":
        return [RevealClue.of(s, k) for s, k in clues.hidden(st, prim["kind"])]
    if kind == "favor":
        car = here(st, c) if prim.get("where", "any") == "here" else None
        return [PickSuspect.of(i) for i, s in enumerate(st.suspects) if not s["favor"] and (car is None or s["car"] == car)]
    if kind == "block":
        return [PickPortal.of(pid) for pid in train.revealed_portals(st)] if st.blocks > 0 else []
    if kind == "move":   # one move of up to n cars; a full car is entered by swapping with a passenger
        car = st.inv[p]["car"]
        n = prim["n"]
        occ = passengers.occupancy(st)
        cap = passengers.capacity
        out = []
        for k in range(7):
            if 0 < abs(k - car) <= n:
                if occ[k] < cap(st, k):   # passengers.room
                    out.append(PickCar.of(k))
                else:
                    out.extend(passengers.swap_options(st, k, PickCar.of))
        return out
    return []


# ---------------------------------------------------------------- running
def settle(st, ev) -> None:
    """Run scheduled effects until a decision is needed, the stack is empty or the game is lost."""
    stack = st.stack
    while stack:
        if st.result is not None:
            stack.clear()
            return
        top = stack[-1]
        k = top[0]
        if k == "eff":
            stack.pop()
            _run(st, top[1], top[2], ev)
            continue
        if k == "ask":
            if top[4] <= 0:
                stack.pop()
                continue
            opts = options(st, top[1], top[2], top[3])
            if not opts:
                stack.pop()
                if top[1] != "or":
                    ev.append(st.event(N_("Nothing more can be done for this part."), {}, top[3]["rule"]))
                continue
            if len(opts) == 1 and top[1] != "or":
                choose(st, opts[0], ev)
                continue
            if len(opts) == 1:
                stack.pop()
                push(st, top[2]["or"][opts[0].index], top[3])
                continue
            st._asked = (top, opts)   # these are the legal actions now (HorrorState.apply keeps them)
            return
        return  # talk / rest frames wait for their own decisions


def _run(st, e, c, ev) -> None:
    if isinstance(e, list):
        for x in reversed(e):
            push(st, x, c)
        return
    if "seq" in e:
        for x in reversed(e["seq"]):
            push(st, x, c)
        return
    if "each_car" in e:
        k0 = e.get("from", 0)
        for k in range(k0, 7):
            ck = dict(c, car=k)
            if holds(st, e["each_car"], ck) and can(st, e["do"], ck):
                if k < 6:
                    push(st, {"each_car": e["each_car"], "do": e["do"], "from": k + 1}, c)
                push(st, e["do"], ck)
                return
        return
    if "then" in e:
        for x in e["then"]:
            if can(st, x, c):
                push(st, x, c)
                return
        ev.append(st.event(N_("None of the options can happen."), {}, "effects"))
        return
    if "or" in e:
        st.stack.append(["ask", "or", e, c, 1])
        return
    if "if" in e:
        if holds(st, e["if"], c):
            push(st, e["do"], c)
        elif "else" in e:
            push(st, e["else"], c)
        else:
            ev.append(st.event(N_("The condition is not met; that part is skipped."), {}, "effects"))
        return
    _primitive(st, e, c, ev)


def _primitive(st, e, c, ev) -> None:
    do = e["do"]
    p = c["p"]
    rule = c["rule"]
    n = e.get("n", 1)
    h = HANDLERS.get(do)
    if h is not None:
        h(st, e, c, ev)
        return
    if do == "block":
        st.stack.append(["ask", "block", e, c, 1])
        return
    if do == "harm":
        for x in _harmed(st, e, c):
            investigators.lose(st, st.inv.index(x), e["what"], n, rule, ev)
            if st.result is not None:
                return
        return
    if do == "move_passengers":
        passengers.move_all(st, e, here(st, c) if e.get("where", "here") == "here" else None, rule, ev)
        return
    if do == "move_suspects":
        passengers.move_suspects(st, e, here(st, c) if e.get("where", "here") == "here" else None, rule, ev)
        return
    if do == "illness":
        passengers.illness(st, n, here(st, c) if e.get("where", "any") == "here" else None, rule, ev)
        return
    if do in ("status", "gather", "send", "kill", "push", "stun", "essence", "reveal", "favor", "move_self"):
        kind = ask_kind(do)
        if do == "favor" or do == "move_self":   # one favor; one move of up to ``n`` cars
            n = 1
        if c["by"] == "game" and do == "status":
            passengers.game_status(st, e, here(st, c) if c.get("at") is not None or e.get("where", "here") == "here" else None, rule, ev)
            return
        st.stack.append(["ask", kind, e, c, n])
        return
    if do == "gain":
        investigators.gain(st, p, e["what"], n, rule, ev)
    elif do == "lose":
        investigators.lose(st, p, e["what"], n, rule, ev)
    elif do == "restore":
        investigators.restore(st, p, rule, ev)
    elif do == "refresh":
        investigators.refresh(st, p, rule, ev)
    elif do == "push_all":
        fight.push_all(st, e.get("cars", 1), rule, ev)
    elif do == "speed":
        train.speed_up(st, rule, ev)
    elif do == "essence_pool":
        train.banish_pool(st, n, rule, ev)
    elif do == "talk":
        from . import talk
        talk.start(st, e["x"], c, ev)
    elif do == "escalate":
        st.escalations += 1
        ev.append(st.event(N_("The ritual escalates."), {}, rule))
        push(st, st.comp.rituals[st.ritual]["escalation"], dict(c, by="game", rule=rule))
        from . import phases
        phases.HOOKS["escalate"](st, ev)
    elif do == "clue_token":
        if st.conv_aside:
            st.bag.insert(st.rng.below(len(st.bag) + 1), st.conv_aside.pop())
            ev.append(st.event(N_("The Clue conversation token goes into the conversation bag."), {}, "talk"))
    elif do == "banish_item":
        items.banish_type(st, e["type"], rule, ev)
    elif do == "spend_occult":
        grimoire.spend(st, n, rule, ev)
    elif do == "rest_tile":
        st.inv[p]["rest"] = e["tile"]
        ev.append(st.event(N_("{player} takes the {tile} tile."), {"tile": Msg(st.comp.rest_tiles[e["tile"]]["name"])}, rule, p))
    elif do == "quest_back":
        from . import suspects
        suspects.quest_back(st, p, e["s"], e["known"], ev)
    elif do == "difficulty_token":
        if e["token"] in st.event_supply:
            st.event_supply.remove(e["token"])
            st.event_bag.append(e["token"])
            from .events import token_msg
            ev.append(st.event(N_("A difficulty token ({token}) goes into the event bag."), {"token": token_msg(e["token"])}, rule))


def choose(st, a, ev) -> None:
    """Carry out the answer ``a`` to the decision on top of the stack (``a`` is one of its options)."""
    top = st.stack[-1]
    kind, prim, c = top[1], top[2], top[3]
    rule = c["rule"]
    top[4] -= 1
    if top[4] <= 0:
        st.stack.pop()
    if kind == "or":
        push(st, prim["or"][a.index], c)
    elif kind == "status":
        passengers.set_status(st, a.car, a.frm, a.to, rule, ev, a.ill)
    elif kind in ("gather", "send"):
        passengers.relocate(st, a, rule, ev)
    elif kind == "monster":
        fight.hit(st, prim, a, rule, ev)
    elif kind == "essence":
        train.discard_essence(st, a.portal, rule, ev)
    elif kind == "reveal":
        clues.reveal(st, a.suspect, a.spot, rule, ev)
    elif kind == "favor":
        st.suspects[a.suspect]["favor"] = True
        ev.append(st.event(N_("Suspect {s} now owes a favor."), {"s": a.suspect + 1}, rule))
    elif kind == "move":
        passengers.enter(st, c["p"], a.car, a.swap, a.ill, rule, ev)
    elif kind == "block":
        train.place_block(st, a.portal, prim["side"], rule, ev)


def _harmed(st, e, c) -> list:
    """The investigators a ``harm`` reaches: those in the car (default), or every one (``where: any``)."""
    if e.get("where", "here") == "any":
        return list(st.inv)
    car = here(st, c)
    return [x for x in st.inv if x["car"] == car]


HANDLERS: dict = {}   # engine-only primitives registered by the rules modules (not allowed in data files)


def describe_ask(top) -> Msg:
    return Msg(ASK_NAMES[top[1]])


_ = status_msg
