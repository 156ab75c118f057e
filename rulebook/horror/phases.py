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

Part 2 plugs in here: it replaces ``HOOKS["event_step"]`` (in part 1 a
no-op) and ``HOOKS["resolve_board"]``, or splits the ``event`` phase into
its own phases by editing ``PHASE_LIST`` and calling :func:`rebuild`.
``edges()`` gives the transitions for a graphviz or networkx picture.

>>> [p.id for p in PHASE_LIST]
['draft_skill', 'draft_attribute', 'actions', 'event', 'board', 'train', 'accuse', 'over']
>>> ('train', 'accuse', 'arrived') in edges()
True
"""
from __future__ import annotations

from dataclasses import dataclass

from ..i18n import N_


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

PHASE_LIST = [
    Phase("draft_skill", "setup", "decide", N_("Each investigator takes a general skill"),
          offers=("DraftSkill",), next=(("drafted_all", "draft_attribute"),)),
    Phase("draft_attribute", "setup", "decide", N_("Each investigator takes an attribute"),
          offers=("DraftAttribute",), enter="start_draft", next=(("drafted_all", "actions"),)),
    Phase("actions", "turn", "decide", N_("One main action and up to two basic actions"),
          offers=MAIN + BASIC + ("EndActions",), enter="next_turn", next=(("actions_done", "event"),)),
    Phase("event", "event_step", "auto", N_("Event step: draw from the event bag"), run="event_step",
          next=((None, "board"),)),
    Phase("board", "event_step", "auto", N_("Resolve the event board when three spaces hold tokens"), run="resolve_board",
          next=((None, "train"),)),
    Phase("train", "train", "auto", N_("The train moves one space"), run="move_train",
          next=(("arrived", "accuse"), (None, "actions"))),
    Phase("accuse", "end", "decide", N_("Mark every suspect cultist or not"), offers=("Accuse",),
          next=(("all_accused", "over"),)),
    Phase("over", "end", "end", N_("The game is over")),
]
PHASES: dict = {}


def rebuild() -> None:
    PHASES.clear()
    PHASES.update({p.id: p for p in PHASE_LIST})


rebuild()


# ---------------------------------------------------------------- hooks and conditions
def event_step(st, ev) -> None:
    """The event step. Part 1: a no-op (part 2 replaces this hook with the event bag)."""


def resolve_board(st, ev) -> None:
    """Resolving the event board. Part 1: a no-op (part 2 replaces it)."""


def escalate(st, ev) -> None:
    """Extra work when the ritual escalates: an Incantation Fast token goes into the event bag (if one is left)."""
    if "incantation_fast" in st.event_supply:
        st.event_supply.remove("incantation_fast")
        st.event_bag.append("incantation_fast")


def _move_train(st, ev):
    from . import train
    train.move(st, ev)


def _next_turn(st, ev):
    from ..i18n import Msg
    if st.turns > 0 or st.phase_from == "train":
        st.cur = (st.cur + 1) % st.n
    st.turns += 1
    st.main_done = False
    st.basics = 0
    st.ended = False
    ev.append(st.event(N_("{player}'s turn begins (turn {t})."), {"t": st.turns}, "turn", st.cur))
    _ = Msg


def _start_draft(st, ev):
    st.draft_i = 0


HOOKS = {"event_step": event_step, "resolve_board": resolve_board, "move_train": _move_train,
         "next_turn": _next_turn, "start_draft": _start_draft, "escalate": escalate}

CONDITIONS = {
    "drafted_all": lambda st: st.draft_i >= st.n,
    "actions_done": lambda st: st.ended,
    "arrived": lambda st: st.space <= 0,
    "all_accused": lambda st: None not in st.accused,
}


def edges() -> list:
    """Every transition as ``(from, to, condition)`` (condition ``"always"`` when unconditional)."""
    return [(p.id, t, c or "always") for p in PHASE_LIST for c, t in p.next]


# ---------------------------------------------------------------- the runner
def enter(st, target, ev) -> None:
    st.phase_from = st.phase
    st.phase = target
    st.ran = False
    ph = PHASES[target]
    if ph.enter:
        HOOKS[ph.enter](st, ev)


def advance(st, ev) -> None:
    """Run the machine until a seat must decide or the game is over."""
    from . import effects, end
    while st.result is None:
        if st.stack:
            effects.settle(st, ev)
            if st.stack or st.result is not None:
                break
        ph = PHASES[st.phase]
        if ph.kind == "auto" and not st.ran:
            st.ran = True
            HOOKS[ph.run](st, ev)
            end.check_pools(st, ev)
            continue
        target = next((t for c, t in ph.next if c is None or CONDITIONS[c](st)), None)
        if target is None:
            return
        enter(st, target, ev)
    if st.result is not None:
        st.stack.clear()
        st.phase = "over"
