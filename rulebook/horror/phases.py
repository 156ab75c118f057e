"""The turn and event sequence as data: a small phase machine that the engine runs.

``PHASES`` is the table. Each :class:`Phase` says which section governs it,
whether a seat decides there (``decide``: ``offers`` names the action types
open in it), the engine acts there (``auto``: ``run`` names a hook in
``HOOKS``), or the game has ended (``end``); ``enter`` names a hook run on
entering it, and ``next`` lists the transitions, ``(condition, target)``,
tried in order (``None`` = always; a condition is a name in ``CONDITIONS``).
A decide phase with no true condition waits for the next decision.

Pending decisions inside an effect (the stack, ``effects.py``) always come
first; the machine moves on only when the stack is empty. A loss ends the
game from any phase.

Part 2 split the event step and the board resolution into their own phases
(``event`` ... ``pursuit``): every step the engine takes is a row here, and
``flow.py`` draws the picture from this table alone (``edges()``). The
runner reads it with its names looked up once (``_STEPS``), made again
whenever the table, a hook or a condition changes.

>>> [p.id for p in PHASE_LIST][:5]
['draft_skill', 'draft_attribute', 'actions', 'event', 'draw']
>>> ('train', 'accuse', 'arrived') in edges()
True
>>> ('space', 'monster_attack', 'space_empty_attack') in edges()
True
"""
from __future__ import annotations

from dataclasses import dataclass

from ..i18n import N_
from . import effects, end, train


@dataclass(frozen=True)
class Phase:
    id: str
    rule: str
    kind: str              # "decide", "auto" or "end"
    title: str
    offers: tuple = ()
    run: str | None = None
    enter: str | None = None
    next: tuple = ()


MAIN = ("UseSkill", "Rest")
BASIC = ("MoveTo", "ToggleCurtains", "CarAction", "UseFavor", "AskFeature", "FulfillQuest", "UseItem", "CastSpell",
         "UniqueAction")

AFTER_TOKEN = (("arrived", "accuse"), ("last_fast", "draw"), ("board_full", "board"), (None, "train"))
PHASE_LIST = [
    Phase("draft_skill", "setup", "decide", N_("Each investigator takes a general skill"),
          offers=("DraftSkill",), next=(("drafted_all", "draft_attribute"),)),
    Phase("draft_attribute", "setup", "decide", N_("Each investigator takes an attribute"),
          offers=("DraftAttribute",), enter="start_draft", next=(("drafted_all", "actions"),)),
    Phase("actions", "turn", "decide", N_("One main action and up to two basic actions"),
          offers=MAIN + BASIC + ("EndActions",), enter="next_turn", next=(("actions_done", "event"),)),
    # ---- the event step (part 2)
    Phase("event", "event_step", "auto", N_("Event step: draw from the event bag"), run="begin_event",
          next=((None, "draw"),)),
    Phase("draw", "event_step", "auto", N_("Draw an event token (an empty bag takes back the discard)"), run="draw_token",
          next=(("may_redraw", "redraw"), (None, "token"))),
    Phase("redraw", "event_step", "decide", N_("Spend an Occult token to put the token back and draw again?"),
          offers=("Redraw", "KeepToken"), next=(("redrawn", "draw"), ("kept", "token"))),
    Phase("token", "event_step", "auto", N_("Resolve the drawn token by its kind"), run="take_token",
          next=(("is_regular", "place"), ("can_weaken", "weaken"), ("is_incantation", "incantation"),
                ("fez_first", "fez_cards"), (None, "appendix"))),
    Phase("place", "event_board", "auto", N_("A Regular token goes on top of its space"), run="place_token",
          next=(("board_full", "board"), (None, "train"))),
    Phase("weaken", "ritual", "decide", N_("Spend Occult tokens to weaken the Incantation"), offers=("Weaken",),
          next=(("weakened", "incantation"),)),
    Phase("incantation", "ritual", "auto", N_("The Incantation of the ritual sheet"), run="incantation",
          next=AFTER_TOKEN),
    Phase("fez_cards", "fez", "auto", N_("The Blood-Red Fez card: a Fez Council card per investigator"), run="fez_offer",
          next=((None, "fez"),)),
    Phase("fez", "fez", "decide", N_("Choose one Fez Council card"), offers=("ChooseFez",),
          next=(("fez_decided_full", "board"), ("fez_decided", "train"))),
    Phase("appendix", "event_tokens", "auto", N_("A Fast or Slow token's effect"), run="appendix",
          next=AFTER_TOKEN),
    # ---- resolving the event board
    Phase("board", "event_board", "auto", N_("Resolve the event board, space by space from the top"), run="board_start",
          next=((None, "space"),)),
    Phase("space", "event_board", "auto", N_("The next space: its topmost token, or its Monster event if empty"),
          run="board_space",
          next=(("space_empty_attack", "monster_attack"), ("space_empty_move", "monster_move"),
                ("space_crossed", "space_done"), ("space_portal", "portals"), ("space_vampire", "vampire_prey"),
                ("space_ritual", "ritual"), ("space_passenger", "reaction"))),
    Phase("portals", "portals", "auto", N_("Active Inscription Portals, frontmost first"), run="portals",
          next=((None, "space_done"),)),
    Phase("vampire_prey", "vampire", "auto", N_("The vampire preys in its car"), run="vampire_prey",
          next=((None, "vampire_move"),)),
    Phase("vampire_move", "vampire", "auto", N_("The vampire moves to the nearest car with passengers"), run="vampire_move",
          next=((None, "space_done"),)),
    Phase("ritual", "ritual", "auto", N_("A Ritual token on the sheet and its Ritual effect"), run="ritual_space",
          next=((None, "space_done"),)),
    Phase("reaction", "reactions", "auto", N_("Passenger Reaction: the top Passenger card"), run="reaction",
          next=((None, "space_done"),)),
    Phase("monster_attack", "monsters", "auto", N_("Monster event: activate, activate the frontmost, spawn"),
          run="monster_attack", next=((None, "space_done"),)),
    Phase("monster_move", "monsters", "auto", N_("Monster event: every monster moves forward"), run="monster_move",
          next=((None, "space_done"),)),
    Phase("space_done", "event_board", "auto", N_("On to the next space"), run="space_done",
          next=(("more_spaces", "space"), (None, "board_discard"))),
    Phase("board_discard", "event_board", "auto", N_("Only the resolved tokens go to the discard"), run="board_discard",
          next=((None, "pursuit"),)),
    Phase("pursuit", "monsters", "auto", N_("The Pursuit's monsters come back by the rearmost car"), run="pursuit",
          next=((None, "train"),)),
    # ---- end of the turn
    Phase("train", "train", "auto", N_("The train moves one space"), run="move_train",
          next=(("arrived", "accuse"), (None, "actions"))),
    Phase("accuse", "end", "decide", N_("Mark every suspect cultist or not"), offers=("Accuse",),
          next=(("all_accused", "over"),)),
    Phase("over", "end", "end", N_("The game is over")),
]
PHASES: dict = {}
# The table with its names looked up, for the runner: phase id -> (run hook or None (a decide or end phase),
# transitions as (condition or None, target id), enter hook or None). Emptied by ``rebuild`` and by any change to
# ``HOOKS`` or ``CONDITIONS`` (``Registry``), made again by the next ``advance`` (``_compile``).
_STEPS: dict = {}


def rebuild() -> None:
    PHASES.clear()
    PHASES.update({p.id: p for p in PHASE_LIST})
    _STEPS.clear()


rebuild()


# ---------------------------------------------------------------- hooks and conditions
def escalate(st, ev) -> None:
    """Extra work when the ritual escalates: an Incantation Fast token goes into the event bag (if one is left)."""
    if "incantation_fast" in st.event_supply:
        st.event_supply.remove("incantation_fast")
        st.event_bag.append("incantation_fast")
        ev.append(st.event(N_("An Incantation Fast token goes into the event bag."), {}, "ritual"))


def _move_train(st, ev):
    if st.hold_train:
        st.hold_train = False
        ev.append(st.event(N_("There is still time: the train stays where it is this turn."), {}, "event_tokens"))
        return
    train.move(st, ev)


def _next_turn(st, ev):
    if st.turns > 0 or st.phase_from == "train":
        st.cur = (st.cur + 1) % st.n
    st.turns += 1
    st.main_done = False
    st.basics = 0
    st.ended = False
    ev.append(st.event(N_("{player}'s turn begins (turn {t})."), {"t": st.turns}, "turn", st.cur))


def _start_draft(st, ev):
    st.draft_i = 0


# The engine's own hooks and conditions; the rules modules add theirs (``hooks``, ``conditions``) when imported:
# ``events`` (the event step), ``ritual``, ``fez`` and ``board`` (resolving the event board).
class Registry(dict):
    """Hooks or conditions by name. Any change to one (a test may replace a hook in place) empties ``_STEPS``,
    the runner's table of looked-up names."""


def _emptying(name):
    change = getattr(dict, name)

    def changed(self, *args, **kw):
        _STEPS.clear()
        return change(self, *args, **kw)
    return changed


for _m in ("__setitem__", "__delitem__", "__ior__", "update", "pop", "popitem", "setdefault", "clear"):
    setattr(Registry, _m, _emptying(_m))

HOOKS = Registry({"move_train": _move_train, "next_turn": _next_turn, "start_draft": _start_draft, "escalate": escalate})

CONDITIONS = Registry({
    "drafted_all": lambda st: st.draft_i >= st.n,
    "actions_done": lambda st: st.ended,
    "arrived": lambda st: st.space <= 0,
    "all_accused": lambda st: None not in st.accused,
    "redrawn": lambda st: st.redrawn is True,
    "kept": lambda st: st.redrawn is False,
    "weakened": lambda st: st.weaken >= 0,
    "fez_decided_full": lambda st: not st.fez_offer and CONDITIONS["board_full"](st),
    "fez_decided": lambda st: not st.fez_offer,
})


def hooks(**fns) -> None:
    """Register phase hooks ``name=function(state, events)`` (a rules module, for the phases it runs)."""
    HOOKS.update(fns)


def conditions(**fns) -> None:
    """Register transition conditions ``name=function(state) -> bool``."""
    CONDITIONS.update(fns)


def edges() -> list:
    """Every transition as ``(from, to, condition)`` (condition ``"always"`` when unconditional)."""
    return [(p.id, t, c or "always") for p in PHASE_LIST for c, t in p.next]


# ---------------------------------------------------------------- the runner
def _compile() -> dict:
    _STEPS.update({p.id: (HOOKS[p.run] if p.kind == "auto" else None,
                          tuple((CONDITIONS[c] if c else None, t) for c, t in p.next),
                          HOOKS[p.enter] if p.enter else None) for p in PHASE_LIST})
    return _STEPS


def advance(st, ev) -> None:
    """Run the machine until a seat must decide or the game is over."""
    steps = _STEPS or _compile()
    stack = st.stack
    # A pool only empties where a rule takes from it, and each such place checks at once (``monsters._spawn_one``,
    # ``train.place_essence`` and ``banish_pool``, ``passengers.set_status``); so the pools are tested after each
    # step only when the position came in with one empty already (set up or edited by hand). (No count is ever
    # negative: the monster pool is empty when no colour has any left; the first colour, which every pool has as
    # ``monsters._spawn`` assumes, answers at once while it has any.)
    check = st.essence_pool <= 0 or st.coffins <= 0 or not (st.pool[st.colours[0]] or any(st.pool.values()))
    while st.result is None:
        if stack:
            effects.settle(st, ev)
            if stack or st.result is not None:
                break
        phase = st.phase
        run, nxt, _ = steps[phase]
        if st.ran:
            run = None
        while True:   # in ``phase``: its hook ``run`` (None: nothing to run), then its transitions ``nxt``
            if run is not None:
                st.ran = True
                run(st, ev)
                if check:   # (check_pools tests the pools itself)
                    end.check_pools(st, ev)
                if stack or st.result is not None:
                    break   # (a hook changes the phase only by a loss or a win, and never clears ``ran``)
            elif check:
                end.check_pools(st, ev)
                if st.result is not None:
                    break
            for c, target in nxt:   # the first transition whose condition holds
                if c is None or c(st):
                    break
            else:
                return
            st.phase_from = phase   # enter the target phase
            st.phase = phase = target
            st.ran = False
            run, nxt, enter = steps[target]
            if enter is not None:
                enter(st, ev)
                if stack or st.result is not None:
                    break
    if st.result is not None:
        stack.clear()
        st.phase = "over"
