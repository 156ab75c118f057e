"""The Horror game state: the position, the pending-decision stack and the dispatcher.

Rules live in the section modules; the turn and event sequence is the phase
machine of ``phases.py``; effects run through the one resolver of
``effects.py``. Cars are numbered 0 (Locomotive) to 6 (rearmost).

Fields (all plain data, so a position saves as JSON):
``phase`` (a phase id), ``cur`` (seat of the turn), ``turns``, ``main_done``,
``basics``, ``ended``, ``draft_i``, ``first``, ``result`` (None, or
``["win"|"loss", reason]``); the train: ``cars`` (car ids, Locomotive first),
``active`` (action plaque showing), ``curtains`` ("open"/"closed"/"banished";
the Locomotive always counts as closed), ``space``, ``speed``, ``loco_tokens``;
people: ``passengers``, ``suspects``, ``inv`` (one investigator per seat);
threats: ``monsters`` (front first), ``pool``, ``pursuit``, ``colours``,
``vampire``, ``vampire_strength``, ``coffins``, ``blocks``; essence:
``essence_pool``, ``essence_banished``, ``essence_box``, ``portals``,
``tiles``, ``last_portal``; knowledge: ``grimoire``, ``grimoire_bottom``,
``spell_deck``, ``occult``, ``occult_banished``, ``sanity_supply``,
``item_deck``, ``items``, ``items_banished``; bags: ``bag`` (conversation,
top = end), ``conv_aside``, ``event_bag``, ``event_discard``, ``event_board``,
``event_supply``; ``ritual``, ``ritual_tokens``, ``escalations``, ``accused``,
``general_display``, ``attr_display``, ``stack``; the event step (part 2):
``drawn`` (the event token in hand), ``redrawn``, ``fast_chain``, ``last_token``,
``weaken`` (-1 until decided), ``board_run`` (the token each space resolves),
``board_i``, ``hold_train``, ``passenger_deck``, ``unleashed_deck``,
``incantation_deck``, ``ill`` (indices of Ill passengers), ``wt_right`` /
``wt_left`` (witness tampering stacks, top = end), ``fez_card``, ``fez_offer``,
``block_on`` (portal id -> block sides "x1"/"inf").

The people and threats are named records (``records.py`` says what each part means): ``Monster``
(``m.colour``, ``m.car``), ``Passenger`` (``q.car``, ``q.status``), ``Suspect`` and ``Investigator``
(``s.car``, ``x.sanity``). A dump (``_position``) holds them as the plain lists and dicts a save always held
(``records.plain_copy``), and loading makes records again (``records.records_of``).

After editing fields by hand, call ``s._cache = None`` and ``s._start_history()`` (which also makes plain
``[colour, car]`` lists and the like put in by hand into records).
"""
from __future__ import annotations

from ..core import RuleViolation, State
from ..i18n import Msg, N_, Seat
from . import effects, end, events, fez, phases, rest, ritual, talk, turn
# every rules module that registers effect steps, conditions or phase hooks (each does so when imported)
from . import (basic_actions, board, clues, conditions, fight, grimoire, investigators, items, monsters,  # noqa: F401
               passenger_steps, suspects, train)
from .actions import (ACTIONS, Accuse, ChooseFez, DraftAttribute, DraftSkill, GainOccult, KeepToken, LearnSkill,
                      Redraw, UpgradeSkill, Weaken)

from .fields import FIELDS, clone
from .frames import stack_to_json
from .records import (RECORDS, Investigator, Monster, Passenger, Suspect, copy_boards, copy_pairs,
                      plain_copy, records_of)
from .setup import BaseReplay

FIELDS_NOT_STACK = tuple(f for f in FIELDS if f != "stack")   # the stack holds records: copied and saved by them
# the fields a copy clones (the stack and the people and threats have copies of their own: ``_copy_position``)
FIELDS_CLONED = tuple(f for f in FIELDS_NOT_STACK if f not in RECORDS)


class _Base:
    """``state._base``, the dump of the base position: a game just set up holds a ``setup.BaseReplay`` in its
    place (slot ``_base_or_replay``), made into the dump when first read (then kept)."""

    def __get__(self, st, owner=None):
        if st is None:
            return self
        try:
            b = st._base_or_replay
        except AttributeError:
            raise AttributeError("_base") from None
        if type(b) is BaseReplay:
            b = st._base_or_replay = b.get()
        return b

    def __set__(self, st, value):
        st._base_or_replay = value


class HorrorState(State):
    """A game of Horror on the Orient Express in progress (cooperative; seats are investigators)."""

    LOADER = f"{__package__}.load"   # reads a dump: the core's State._load

    # the fields in slots (no per-state __dict__: faster attribute reads and writes on every decision); a state made
    # by ``cls.__new__(cls)`` starts with ``_asked`` and ``_occ`` None (``__new__`` below), the rest set by its maker
    __slots__ = FIELDS + ("comp", "rng", "log", "_base_or_replay", "_base_kept", "_history", "_cache", "_asked",
                          "_occ")
    _base = _Base()

    def __new__(cls, *args, **kwargs):
        st = object.__new__(cls)
        st._asked = st._occ = None
        return st

    @property
    def num_players(self) -> int:
        """How many seats the game has (players; in Horror, investigators)."""
        return self.n

    # ------------------------------------------------------------------ helpers (``event``: core)
    @property
    def rulings(self):
        return self.options["rulings"]

    @property
    def order(self):
        """The universal passenger order (ruling ``passenger_order``) as a tuple of statuses."""
        text = self.options["rulings"]["passenger_order"]
        got = _ORDERS.get(text)
        if got is None:
            got = _ORDERS[text] = tuple(text.split(","))
        return got

    # ------------------------------------------------------------------ protocol
    @property
    def current_player(self):
        if self.phase == "over":
            return None
        if self.stack:
            top = self.stack[-1]
            return top.ctx["p"]
        if self.phase in ("draft_skill", "draft_attribute"):
            return (self.first + self.draft_i) % self.n
        return self.cur

    @property
    def is_over(self) -> bool:
        return self.phase == "over"

    def outcome(self):
        return end.outcome(self) if self.phase == "over" else None

    def _phase_rule(self):
        return phases.PHASES[self.phase].rule

    # ``_cache``: this position's legal actions (see ``State.apply``), None until listed; every change of the
    # position sets it to None (``apply``, ``undo``, loading and the hand edits of tests, see the module docstring).
    # ``_asked``: (ask frame, its options) when settling stopped at a decision (see ``_do``), else None;
    # ``_occ``: figures per car while legal actions are listed (``passengers.freeze``), else None.

    def _legal(self) -> list:
        if self.phase == "over":
            return []
        if self.stack:
            top = self.stack[-1]
            k = top.KIND
            if k == "ask":
                return effects.options(self, top.kind, top.prim, top.ctx)
            if k == "talk":
                return talk.options(self, top)
            if k == "rest":
                return rest.choices(self, top)
            return []
        ph = self.phase
        if ph == "actions":
            self._occ = True   # passengers.freeze(self) without the two calls (measured 0.4 % a decision)
            try:
                return turn.legal(self, self.cur)   # (the current player with no unit pending)
            finally:
                self._occ = None   # passengers.thaw(self)
        f = PHASE_LEGAL.get(ph)
        return [] if f is None else f(self)

    def _do(self, a) -> list:
        """Carry out ``a``, then run the phase machine on. When the action ends at a decision inside an effect,
        settling the effect has just listed that decision's options (``_asked``): they are kept as the legal
        actions of the new position (exactly what ``_legal()`` would list again) instead of being worked out
        twice."""
        self._asked = None
        ev: list = []
        stack = self.stack
        if stack:
            UNIT_DO.get(stack[-1].KIND, rest.do)(self, a, ev)
        elif self.phase == "actions":
            turn.do(self, self.cur, a, ev)   # the current player with no unit pending
        else:
            f = PHASE_DO.get(self.phase)
            if f is not None:
                f(self, self.current_player, a, ev)
        phases.advance(self, ev)
        got = self._asked
        if got is not None:
            self._asked = None
            if self.phase != "over" and self.stack and self.stack[-1] is got[0]:
                self._cache = got[1]
        return ev

    def _why_not(self, a):
        from .why_not import why_not
        return why_not(self, a)

    # ------------------------------------------------------------------ words
    @property
    def prompt(self) -> Msg:
        if self.phase == "over":
            return Msg(N_("The game is over."))
        who = Seat(self.current_player)
        if self.stack:
            top = self.stack[-1]
            if top.KIND == "ask":
                left = top.left
                return Msg(N_("{player}: {what} ({n} left)."), {"player": who, "what": effects.describe_ask(top), "n": left})
            if top.KIND == "talk":
                if top.stage == "prepare":
                    return Msg(N_("{player}: put back any prepared conversation tokens, then converse."), {"player": who})
                return Msg(N_("{player}: draw another conversation token or stop ({odds} chance the next one fails)."),
                           {"player": who, "odds": str(talk.talk_odds(self))})
            return Msg(N_("{player}: spend experience ({n} left) or finish resting."), {"player": who, "n": top.xp})
        if self.phase == "actions":
            return Msg(_actions_prompt(self.main_done, 2 - self.basics), {"player": who, "b": 2 - self.basics})
        return Msg(PROMPTS[self.phase], {"player": who, "b": 2 - self.basics})

    # ------------------------------------------------------------------ save / load / copy / view
    def _dump(self) -> dict:
        d = self._position()
        d["rng"] = self.rng.state
        d["log"] = [e.to_dict() for e in self.log]
        return d

    def _position(self) -> dict:
        """Every field of the position, copied as plain JSON data (the records as the lists and dicts they are),
        with the data fingerprint; no log and no random state."""
        d = {f: clone(getattr(self, f)) for f in FIELDS_CLONED}
        for f in RECORDS:
            d[f] = plain_copy(getattr(self, f))
        d["stack"] = stack_to_json(self.stack)
        d["data"] = self.comp.fingerprint
        return d

    @property
    def players(self) -> tuple:
        """One entry per seat: that seat's investigator (the same ``Investigator`` records as ``inv``), read-only as a whole."""
        return tuple(self.inv)

    def _copy_position(self):
        new = type(self).__new__(type(self))
        for f in FIELDS_CLONED:
            setattr(new, f, clone(getattr(self, f)))
        new.monsters = copy_pairs(Monster, self.monsters)
        new.passengers = copy_pairs(Passenger, self.passengers)
        new.suspects = copy_boards(Suspect, self.suspects)
        new.inv = copy_boards(Investigator, self.inv)
        new.stack = [fr.copy() for fr in self.stack]
        new.comp = self.comp
        new._base_or_replay = self._base_or_replay   # shared (a BaseReplay stays one: dumped once, when read)
        return new

    def _start_history(self) -> None:
        """The core's (this position becomes the base), after making the people and threats records: a position
        edited by hand may hold plain ``[colour, car]`` lists or dicts there (see the module docstring)."""
        for f in RECORDS:
            setattr(self, f, records_of(f, getattr(self, f)))
        State._start_history(self)

    def describe(self, action):
        """``action`` in words with its ids named as the table shows them (suspects, portals, quest cards)."""
        from .names import readable_msg
        return readable_msg(self, action.describe())

    def view(self, seat: int | None) -> dict:
        """The table as ``seat`` sees it, with named fields (``view.py`` lists them); JSON-serialisable.
        ``seat=None`` is the full view (every face shown), never for a seat's screen in play."""
        from .view import readable
        return readable(self, seat)

    def _secret_free_dump(self, seat: int) -> dict:
        """The position minus what the table hides (raw engine fields; ``view.secret_free_dump``)."""
        from .view import secret_free_dump
        return secret_free_dump(self, seat)

    def check_invariants(self) -> list:
        from .load import invariant_problems
        return invariant_problems(self)


_ORDERS: dict = {}   # ruling text -> the statuses in that order


PROMPTS = {
    "draft_skill": N_("{player}: take one of the general skills on display."),
    "draft_attribute": N_("{player}: take one of the attributes on display."),
    "actions": N_("{player}: take your main action and up to {b} more basic actions, in any order."),
    "accuse": N_("{player}: the train has arrived; mark each suspect as a cultist or not."),
    "event": N_("The event step."), "board": N_("The event board."), "train": N_("The train moves."),
    "redraw": N_("{player}: keep the event token just drawn, or spend an Occult token to draw again."),
    "weaken": N_("{player}: spend Occult tokens to weaken the Incantation (0 to spend none)."),
    "fez": N_("{player}: the table chooses one of the Fez Council cards."),
}


def _actions_prompt(main_done: bool, b: int) -> str:
    """The actions prompt for what is left: the main action or not, and how many basic actions."""
    if not main_done:
        return {2: PROMPTS["actions"], 1: N_("{player}: take your main action and up to 1 more basic action, in any "
                                             "order.")}.get(b, N_("{player}: take your main action."))
    return {2: N_("{player}: your main action is done; take up to 2 basic actions, or end the actions."),
            1: N_("{player}: your main action is done; take up to 1 more basic action, or end the actions.")}.get(
        b, N_("{player}: your actions are done; end them to go on to the event step."))


_ = (ACTIONS, RuleViolation, Accuse, GainOccult, LearnSkill, UpgradeSkill)


# --------------------------------------------------------------------------- dispatch tables
# A pending unit's choices go to its module (a rest unit otherwise): f(st, action, ev).
UNIT_DO = {"ask": effects.choose, "talk": talk.do}


def _draft_skill(st, p, a, ev):
    st.general_display.remove(a.skill)
    x = st.inv[p]
    x.general = a.skill
    x.slots[x.slots.index(None)] = a.skill
    ev.append(st.event(N_("{player} takes the general skill {skill}."),
                       {"skill": Msg(st.comp.skills[a.skill]["name"])}, "setup", p))
    st.draft_i += 1


def _draft_attribute(st, p, a, ev):
    st.attr_display.remove(a.attribute)
    st.inv[p].attribute = a.attribute
    att = st.comp.attributes[a.attribute]
    ev.append(st.event(N_("{player} takes the attribute {name}."), {"name": Msg(att["name"])}, "setup", p))
    st.draft_i += 1
    effects.push(st, att["effect"], effects.ctx(p, "setup"))


# With no unit pending, the phase decides: f(st, seat, action, ev). The actions phase goes on by action type
# in ``turn.DO``.
# The legal actions of a phase other than the actions phase (listed in ``_legal``, the hot path): f(st).
PHASE_LEGAL = {
    "draft_skill": lambda st: [DraftSkill.of(s) for s in st.general_display],
    "draft_attribute": lambda st: [DraftAttribute.of(a) for a in st.attr_display],
    "accuse": lambda st: end.accuse_options(st),
    "redraw": lambda st: [Redraw.of(), KeepToken.of()],
    "weaken": lambda st: ritual.weaken_options(st),
    "fez": lambda st: [ChooseFez.of(c) for c in st.fez_offer],
}
PHASE_DO = {
    "actions": turn.do,
    "draft_skill": _draft_skill,
    "draft_attribute": _draft_attribute,
    "accuse": lambda st, p, a, ev: end.accuse(st, a, ev),
    "redraw": lambda st, p, a, ev: (events.redraw if type(a) is Redraw else events.keep)(st, ev),
    "weaken": lambda st, p, a, ev: ritual.weaken(st, a.n, ev),
    "fez": lambda st, p, a, ev: fez.choose(st, a.card, ev),
}
# The action types each phase's handler takes (the actions phase: ``turn.MAIN_DO``, ``turn.BASIC_DO`` and
# CastSpell); the conformance test checks every action type has a place.
PHASE_ACTIONS = {
    "draft_skill": (DraftSkill,), "draft_attribute": (DraftAttribute,), "accuse": (Accuse,),
    "redraw": (Redraw, KeepToken), "weaken": (Weaken,), "fez": (ChooseFez,),
}
