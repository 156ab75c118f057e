"""The protocol every game follows, and what the games share.

A game is a :class:`Game` (metadata and factories) plus a :class:`State`
subclass that implements a handful of hooks:

``_legal()``
    the legal actions now, as a list in a deterministic order;
``_why_not(action)``
    a :class:`RuleViolation` saying which rule forbids an action that is not
    in ``_legal()`` (diagnosis only: legality itself is ``_legal()``);
``_do(action)``
    carry out a legal action, returning the events it caused;
``_dump()``
    the complete state as plain JSON data;
``LOADER``
    the module that reads a dump back: ``read(st, data, trusted)`` checks and sets
    the fields, ``invariant_problems(st)`` the rules of conservation (the skeleton
    around them, the log and the checks every load makes, is ``State._load``);
``_copy_position()``
    a new state with a copy of the position (``copy()`` adds the rest);
``current_player``, ``prompt``, ``is_over``, ``outcome()``, ``view(seat)``.

Everything else -- checking, the log, undo, saving and loading, copying -- is
written once, here, and so is the hot path: ``apply`` finds the action in the
position's kept legal list by identity; a game whose list has a long run of one
action type it can look up faster returns a :class:`LegalIndex` with a ``head``.
Undo replays the game from its base position (the position the game was
created or loaded at) with the same seeded random draws, so ``apply()`` never
copies anything and undo is exact by construction.

The protocol's other parts live beside this module, each by topic, and their
names are importable from here too: :mod:`rulebook.values` (``Section``,
``RuleViolation``, ``Outcome``, ``Action``), :mod:`rulebook.rng` (``Rng``),
:mod:`rulebook.saves` (the save format, ``load_state``), :mod:`rulebook.options`
(``Option``, ``Ruling`` and the usual checks) and :mod:`rulebook.errors`.

Examples
--------
>>> import rulebook
>>> s = rulebook.GAMES["first_class"].new_game(players=3, seed=7)
>>> a = s.legal_actions()[0]
>>> before = s.to_json()
>>> _ = s.apply(a)
>>> s.undo()
>>> s.to_json() == before
True
"""
from __future__ import annotations

import json
from typing import ClassVar

from . import data_sets
# The errors and the log's events live below this module (rulebook.validate and rulebook.data_sets raise and
# build them too); their names stay importable from here.
from .errors import (ConfigError, DataError as DataError, IllegalAction, LoadError, NothingToUndo,
                     RulebookError as RulebookError, shown)
from .events import Event, _Line
from .i18n import Msg, N_, NN_
# The protocol's other parts, each in a module of its own topic beside this one (issue 33); every name they
# had here stays importable from here.
from .options import (Option as Option, Ruling as Ruling, _is_int, folder as folder, options as options,
                      rulings_option as rulings_option, seat as seat, text_id as text_id, whole as whole)
from .rng import (Rng as Rng, _GOLDEN as _GOLDEN, _LIMIT as _LIMIT, _MASK as _MASK, _SAFE as _SAFE,
                  _SMALL as _SMALL, _TWO64 as _TWO64)
from .saves import (FORMAT, FORMAT_VERSION, _first_difference as _first_difference, _guarded as _guarded,
                    _plain_copy, _playable as _playable, load_state)
from .values import (Action, Outcome, RuleViolation, Section, _interned as _interned,
                     _json_scalar_ok as _json_scalar_ok, action_from_dict, intern_actions as intern_actions)


# --------------------------------------------------------------------------- the log without a state
def log_event(msgid, params, rule, player=None, reveal=False) -> Event:
    """The event of a log line, made without a state (tests, tools): what :meth:`State.event` makes."""
    return State.event(None, msgid, params, rule, player, reveal)


class State:
    """Base of every game's state. See the module docstring for the hooks."""

    __slots__ = ()   # a game's state may keep its fields in slots (Horror); without ``__slots__`` it has a __dict__
    game: ClassVar["Game"]

    # ---- the log ------------------------------------------------------------
    def event(self, msgid, params, rule, player=None, reveal=False) -> Event:
        """The event of a log line: ``Event(Msg(msgid, params), rule, player, reveal)`` (with ``player`` among the
        parameters when given), its message built only when it is read. Engines log a few lines per decision, so
        this is on their hot path (a plain method: Python looks it up faster than a staticmethod). ``params``
        becomes the event's own (every rule passes a new dict literal: ``tests/test_core.py`` checks it)."""
        e = _Line()
        e._id = msgid
        e._params = params
        e.rule = rule
        e.player = player
        e.reveal = reveal
        return e

    # ---- hooks (overridden) ------------------------------------------------
    def _legal(self) -> list:
        """The legal actions now, a new list in a deterministic order. A game may return a :class:`LegalIndex`
        (a list) whose ``head`` finds a long run of one action type faster than a scan. ``apply`` keeps it in
        ``_cache`` until the position changes; a rules step that has just listed the next position's actions
        may put that list in ``_cache`` itself during ``_do`` (``apply`` empties it before ``_do``)."""
        raise NotImplementedError

    def _why_not(self, action) -> RuleViolation | None:
        raise NotImplementedError

    def _do(self, action) -> list:
        raise NotImplementedError

    def _dump(self) -> dict:
        raise NotImplementedError

    #: import path of the module that reads this game's dumps (see :meth:`_load`); None: the game overrides
    #: ``_load`` itself
    LOADER: ClassVar[str | None] = None

    @classmethod
    def _load(cls, data: dict) -> "State":
        """The state a dump (``_dump()``) describes, every field checked: a save's base, a hand-made position."""
        return cls._from_dump(data, False)

    @classmethod
    def _load_trusted(cls, data: dict) -> "State":
        """``_load`` of a base position the engine made itself (``base_position``): the checks a save from
        outside needs are skipped (the loader's own ``trusted`` shortcuts and the rules of conservation)."""
        return cls._from_dump(data, True)

    @classmethod
    def _from_dump(cls, data, trusted: bool) -> "State":
        """The load skeleton every game shares. The game's :attr:`LOADER` module gives ``read(st, data, trusted)``
        (check and set every field of the position but the log, and check the log is there),
        ``invariant_problems(st)`` (the rules of conservation, as sentences), and optionally ``LOG_IDS`` (message
        ids its log may hold beyond the project's catalogue), ``derive(st)`` (build
        what is never saved from the fields, before the invariants are checked) and ``load_problems(st)`` (the
        invariants as loading asks them, when that differs)."""
        if not isinstance(data, dict):
            raise LoadError.at("state", "is missing or has the wrong kind of value")
        if cls.LOADER is None:
            raise NotImplementedError(f"{cls.__name__} names no LOADER and does not override _load")
        import importlib
        from .validate import events_from_json
        loader = importlib.import_module(cls.LOADER)
        st = cls.__new__(cls)
        loader.read(st, data, trusted)
        # the log's message ids: the catalogue's, the names in the game's data, and any the loader adds (a game
        # from another distribution writes ids the project's catalogue does not hold: its loader's LOG_IDS)
        st.log = events_from_json(data["log"], "log", getattr(st, "comp", None), getattr(loader, "LOG_IDS", ()))
        st._cache = None
        derive = getattr(loader, "derive", None)
        if derive is not None:
            derive(st)
        if trusted:
            return st
        problems = getattr(loader, "load_problems", loader.invariant_problems)(st)
        if problems:
            raise LoadError.at("", Msg(N_("breaks a rule of the game: {problem}"), {"problem": problems[0]}))
        # every game: a position whose game is not over has a decision to take (a pending step nobody can carry
        # out -- a Hijack with an empty hand, a draft with nothing to choose -- would leave the game stuck)
        if not st.is_over and not st.legal_actions():
            raise LoadError.at("", Msg(N_("breaks a rule of the game: {problem}"), {"problem": Msg(N_(
                "the game is not over, yet no player has a legal action"))}))
        st._cache = None          # the caller may still set fields: the legal list is worked out again when asked
        return st

    current_player: int | None
    prompt: Msg
    is_over: bool

    def outcome(self) -> Outcome | None:
        raise NotImplementedError

    def view(self, seat: int) -> dict:
        raise NotImplementedError

    # ---- shared machinery ---------------------------------------------------
    def _start_history(self) -> None:
        """Mark the current position as the base that undo and saves replay from."""
        self._base = self._dump()
        self._history: list = []
        self._cache = None

    @property
    def history(self) -> tuple:
        """The actions applied since the base position, in order."""
        return tuple(self._history)

    def legal_actions(self) -> list:
        """The legal actions now, in a deterministic order; empty only when the game is over."""
        c = self._cache
        if c is None:
            c = self._cache = self._legal()
        return c[:]   # a plain list of its own (a LegalIndex's slice is one too)

    def _legal_set(self) -> "LegalIndex":
        """The legal actions with a dict's ``get`` and ``in`` (membership and the canonical object)."""
        c = self._cache
        if c is None:
            c = self._cache = self._legal()
        if type(c) is not LegalIndex:   # made an index when first asked, and kept: its dict serves every look-up
            c = self._cache = LegalIndex(c)
        return c

    def explain(self, action) -> RuleViolation | None:
        """``None`` if ``action`` is legal now, else the rule that forbids it and why."""
        try:
            if action in self._legal_set():
                return None
        except TypeError:  # not even hashable: certainly not an action of this game
            return RuleViolation(self._phase_rule(), Msg(N_("That is not an action of this game.")))
        v = self._why_not(action)
        if v is None:  # diagnosis found nothing: still illegal, say so plainly
            v = RuleViolation(self._phase_rule(), Msg(N_("That is not one of the choices open right now.")))
        return v

    def _phase_rule(self) -> str:
        return self.game.SECTIONS[0].id

    def apply(self, action, *, check: bool = True) -> list:
        """Carry out one decision; returns the events it caused.

        An illegal action raises :class:`IllegalAction` and changes nothing. Every game's decisions come through
        here, so this is the hot path of all of them: ``_cache`` keeps this position's legal actions (``_legal()``'s
        list, or a :class:`LegalIndex`) until it changes, and the action is found in it by identity (most often it
        is the very object ``legal_actions()`` handed out), any other by value.
        """
        if check:
            c = self._cache
            if c is None:
                c = self._cache = self._legal()
            if type(c) is not LegalIndex:
                for x in c:
                    if x is action:
                        break
                else:   # not the very object: the equal one, found by value
                    action = self._canonical(c, action)
            else:   # an index: it knows the fastest way (a game's head)
                action = self._canonical(c, action)
        self._cache = None   # before _do, which may leave the new position's legal actions here (see ``_legal``)
        events = self._do(action)
        self._history.append(action)
        self.log.extend(events)
        return events

    def _canonical(self, c, action):
        """The action of the kept listing ``c`` equal to ``action`` (the engine's own object: ClaimBonus(True) is
        stored as ClaimBonus(1)), or :class:`IllegalAction` saying why it is not legal. A plain list is made into a
        :class:`LegalIndex` and kept, as ``_legal_set`` does."""
        if type(c) is not LegalIndex:
            c = self._cache = LegalIndex(c)
        try:
            x = c.get(action)
        except TypeError:
            x = None
        if x is None:
            raise IllegalAction(self.explain(action))
        return x

    def undo(self) -> None:
        """Take back exactly one ``apply``: replays from the base position."""
        if not self._history:
            raise NothingToUndo(Msg(N_("There is nothing to undo.")))
        keep = self._history[:-1]
        fresh = self.base_position()
        for a in keep:
            fresh._do_logged(a)
        fresh._base = self._base
        fresh._history = keep
        fresh._cache = None
        self._take(fresh)

    def _take(self, fresh: "State") -> None:
        """Become ``fresh`` (a state of the same type): every attribute of this object is replaced by its, in its
        ``__dict__`` or, for a game whose state keeps its fields in slots, slot by slot (a slot unset in ``fresh``
        is unset here too)."""
        try:
            d = self.__dict__
        except AttributeError:
            for f in _slots_of(type(self)):
                v = getattr(fresh, f, _UNSET)
                if v is not _UNSET:
                    setattr(self, f, v)
                elif hasattr(self, f):
                    delattr(self, f)
            return
        d.clear()
        d.update(fresh.__dict__)

    def base_position(self) -> "State":
        """A new state at the base position (no history), for replaying: undo, odds, the game's story.

        The base is a position the engine made itself (``new_game``, or a save's base already checked by
        ``from_json``), so it is loaded without the save checks (``_load_trusted``) once, kept, and each call
        hands out a :meth:`copy` of it: undo replays without validating the base again. The kept base goes along
        with the states made from this one by undo; another base object put in ``_base`` is loaded afresh.
        """
        kept = getattr(self, "_base_kept", None)
        base = self._base
        if kept is None or kept[0] is not base:
            pos = type(self)._load_trusted(base)
            pos._base = base
            pos._history = []
            pos._cache = None
            kept = self._base_kept = (base, pos)
        fresh = kept[1].copy()
        fresh._history = []
        fresh._cache = None
        fresh._base_kept = kept   # undo hands this state's attributes back to self: the kept base goes along
        return fresh

    def _do_logged(self, action) -> None:
        self.log.extend(self._do(action))

    def copy(self) -> "State":
        """An independent state equal to this one, history and base included.

        The game copies its position (``_copy_position``); the fields every state has are copied here: the
        random generator, the log (a list of its own; events are values), the history, the kept base of undo
        (shared, never played on) and an empty legal-action cache.
        """
        new = self._copy_position()
        new.rng = rng = type(self.rng)(0)
        rng.state = self.rng.state
        new.log = list(self.log)
        new._history = list(self._history)
        new._base_kept = getattr(self, "_base_kept", None)
        new._cache = None
        return new

    def _copy_position(self) -> "State":
        """A new state of this type holding a copy of the position, sharing nothing mutable but what is
        read-only by design (the component data, the base position). By default through the save dump, which is
        always right and slow; every game overrides it with a direct copy of its fields."""
        new = type(self)._load(self._dump())
        new._base = self._base
        return new

    # ---- saving -------------------------------------------------------------
    def to_dict(self) -> dict:
        return {
            "format": FORMAT,
            "version": FORMAT_VERSION,
            "game": self.game.NAME,
            "base": _plain_copy(self._base),
            "actions": [a.to_dict() for a in self._history],
            "state": self._dump(),
        }

    def to_json(self) -> str:
        """The complete game (base position, RNG, every action, current position), canonical JSON."""
        return json.dumps(self.to_dict(), sort_keys=True, separators=(",", ":"), ensure_ascii=False)

    def describe(self, action) -> Msg:
        """``action`` in words, as a person at this table would say it.

        ``action.describe()`` alone cannot see the table; a game whose actions name places
        (FrachtExpress: "east of Station A") overrides this to describe them against its own table.
        """
        return action.describe()

    def __repr__(self):
        who = "over" if self.is_over else f"player {self.current_player + 1} to decide"
        return f"<{type(self).__name__} {who}: {self.prompt}>"


class LegalIndex(list):
    """The legal actions of one position (a list, in their order) with a dictionary's ``get`` and ``in``, for
    ``apply`` and ``explain``.

    ``get`` finds an action by identity first (the action ``apply`` gets is most often the very object
    ``legal_actions()`` handed out), any other value in ``{action: action}``, made when first needed (so an
    equal action maps to the engine's own object, the last of equals).

    ``head``, optional, is ``(n, kind, find)``: the first ``n`` actions are all of type ``kind`` and ``find(a)``
    answers for any action of that type (the listed equal action, or None) from the data the listing was made
    from, so neither ``apply`` nor ``explain`` scans or hashes that run (FrachtExpress's ``Extend``: often most
    of a long list). Actions of other types are looked up in the rest of the list.
    """

    __slots__ = ("head", "_d")

    def __init__(self, lst=(), head=None):
        if lst:
            self.extend(lst)
        self.head = head
        self._d = None

    def get(self, a, default=None):
        head = self.head
        if head is None:
            for x in self:
                if x is a:
                    return x
            d = self._d
            if d is None:
                d = self._d = {x: x for x in self}
            return d.get(a, default)   # an unhashable value raises TypeError, as a dictionary does
        n, kind, find = head
        if type(a) is kind:
            got = find(a)
            return default if got is None else got
        d = self._d
        if d is None:
            for i in range(len(self) - 1, n - 1, -1):   # by identity from the end (the rest of the list is
                if self[i] is a:                         # short, and the last action is often the one taken)
                    return a
            d = self._d = {x: x for x in self[n:]}
        return d.get(a, default)

    def __contains__(self, a):
        return self.get(a) is not None


_UNSET = object()
_SLOTS: dict = {}   # class -> the slot names of it and its bases (State._take of a state kept in slots)


def _slots_of(cls) -> tuple:
    got = _SLOTS.get(cls)
    if got is None:
        names = []
        for k in reversed(cls.__mro__):
            for f in k.__dict__.get("__slots__", ()):
                if f not in ("__dict__", "__weakref__") and f not in names:
                    names.append(f)
        got = _SLOTS[cls] = tuple(names)
    return got


class hook:
    """A ``Game`` method that is a function of the game's own package, imported on first use.

    ``candidates = hook("candidates")`` in ``rulebook/first_class/__init__.py`` makes
    ``game.candidates(state)`` call ``rulebook.first_class.candidates.candidates(state)``;
    ``stats = hook("stats")`` calls ``rulebook.<game>.stats.stats``, and
    ``data_note = hook("stats", "data_note")`` names the function when it differs.
    The optional hooks (candidates, evaluate, determinize, stats, data_note,
    first_player, score_breakdown -- the end screen's rows of ``(label Msg, value per
    seat)``, the total last; the coach's coach_features, coach_changes, coach_settle and
    coach_value) are plain attributes, so ``getattr(game, name, None)`` still tells
    whether a game offers one.
    """

    def __init__(self, module: str, function: str | None = None):
        self.module = module
        self.function = function
        self._fn = None

    def __set_name__(self, owner, attr):
        self.package = owner.__module__
        self.function = self.function or attr

    def __get__(self, obj, owner=None):
        if obj is None:
            return self
        if self._fn is None:
            import importlib
            self._fn = getattr(importlib.import_module(f"{self.package}.{self.module}"), self.function)
        return self._fn


# --------------------------------------------------------------------------- games
class Game:
    """A game's metadata and factories; one instance per game in :data:`rulebook.GAMES`.

    Optional hook: ``candidates(state)`` returns the legal actions of ``state``
    followed by near misses (plausible actions the rules refuse). The generic
    tests use it when a game has it, to check that every refusal is explained.
    """

    NAME: ClassVar[str]
    TITLE: ClassVar[str]
    #: two capital letters that start the game's position codes (:mod:`rulebook.codes`); None: no codes
    TAG: ClassVar[str | None] = None
    #: import path of the module holding the game's views (its widgets slice, whose ``VIEW`` is a
    #: ``widgets.views.GameView``); None: the game plays in the panel with buttons only. Never imported here.
    VIEWS: ClassVar[str | None] = None
    #: import path of the module of scenario helpers (``scenario(...)``, ``scenario_from_json(fields)``): the
    #: position editor and position codes build positions with it; None: the game has none
    SCENARIO: ClassVar[str | None] = None
    #: the game's own bots: name -> ``"module:Class"`` (a :class:`rulebook.bot.Bot`), imported when first asked for
    BOTS: ClassVar[dict] = {}
    #: the name of its strongest quick bot (the coach's and the notebooks' default opponent); None: ``"greedy"``
    STRONG_BOT: ClassVar[str | None] = None
    PLAYERS: ClassVar[range]
    SECTIONS: ClassVar[tuple]
    ACTIONS: ClassVar[dict]
    OPTIONS: ClassVar[dict]  # option name -> Option
    State: ClassVar[type]

    def new_game(self, *, players: int, seed: int = 0, **options) -> State:
        raise NotImplementedError

    def check_options(self, options: dict, players: int | None = None) -> dict:
        """Every option of :attr:`OPTIONS`, checked and normalised (defaults filled in).

        An unknown name or a value an option does not accept raises :class:`ConfigError`
        naming the option. Saves' options go through here too (``players`` may then be None).
        """
        if not isinstance(options, dict):
            raise ConfigError(Msg(N_("The options must be given as names and values, not {got}."),
                                  {"got": shown(options)}))
        unknown = [k for k in options if k not in self.OPTIONS]
        if unknown:
            raise ConfigError(Msg(NN_("Unknown option {names}; the options are: {allowed}.",
                                      "Unknown options {names}; the options are: {allowed}."),
                                  {"names": ", ".join(sorted(str(k)[:60] for k in unknown)), "n": len(unknown),
                                   "allowed": ", ".join(self.OPTIONS)}))
        return {name: opt.validate(options.get(name, opt.default), players) for name, opt in self.OPTIONS.items()}

    def check_new_game(self, players, seed, options: dict) -> dict:
        """The checks every ``new_game`` starts with: players, seed, options.

        A ``data_dir`` folder is checked to exist and registered as a data set of this
        process (see :mod:`rulebook.data_sets`), so saves of the game load here.
        """
        self.check_players(players)
        if not _is_int(seed):
            raise ConfigError(Msg(N_("The seed must be a whole number.")))
        if options.get("data_dir") is not None and "data_dir" in self.OPTIONS:
            options = dict(options, data_dir=data_sets.allow(self.OPTIONS["data_dir"].validate(options["data_dir"])))
        return self.check_options(options, players)

    def from_json(self, text: str, *, data_dir=None) -> State:
        """Load a save made by ``to_json()``; anything malformed raises :class:`LoadError`.

        A save of a game played with its own component folder names that folder; it
        loads only if this process has allowed the folder (``new_game(data_dir=...)``,
        ``rulebook.data_sets.allow(path)``) or ``data_dir`` names it here.
        """
        if data_dir is not None:
            try:
                data_sets.allow(data_dir)
            except ConfigError as e:
                raise LoadError(e.msg) from None
        return load_state(self, text)

    def section(self, section_id: str) -> Section:
        for s in self.SECTIONS:
            if s.id == section_id:
                return s
        raise KeyError(section_id)

    def section_label(self, section_id: str, lang: str = "en") -> str:
        """How a person reads a rule reference: the section's number and its title in ``lang``
        (``"§4 Railroad cars and upgrades"``); an id the game has no section for comes back as it is."""
        for i, s in enumerate(self.SECTIONS, 1):
            if s.id == section_id:
                return f"§{i} {Msg(s.title).text(lang)}"
        return section_id

    def action_from_dict(self, d: dict) -> Action:
        return action_from_dict(self.ACTIONS, d)

    def check_players(self, players) -> None:
        if not isinstance(players, int) or isinstance(players, bool) or players not in self.PLAYERS:
            raise ConfigError(Msg(N_("{game} takes {low} to {high} players, not {n}."),
                                  {"game": Msg(self.TITLE), "low": self.PLAYERS.start,
                                   "high": self.PLAYERS.stop - 1, "n": repr(players)}))

    def __repr__(self):
        return f"<Game {self.NAME}>"
