"""The FrachtExpress game state: what is on the table, and the one dispatcher.

Rules live in the section modules (``extend``, ``move``, ``ramming`` ...); this
module holds the position and implements the engine hooks of
:class:`rulebook.core.State`; what the state says (why an action is refused, the
prompt, a seat's view) is the mixin in ``state_words.py``.

The position
    ``deck`` (face down, top = last) and ``discard`` (face up, top = last);
    ``table``: every laid distance card in the order laid, ``[x, y, card, turn]``
    (a card laid on an occupied cell covers what is there); ``stations``:
    letter -> cell; ``closed``: the closed station or None; per player
    ``hand``, ``attached`` (cars, in order), ``delivered`` (face down), ``pos``
    (``["S", letter]`` in a station or ``["T", x, y, track, tie]`` on a tie),
    ``facing`` (0/1: the side of the tie the locomotive faces; None in a
    station), ``ticket`` and ``objection`` (advanced game cards held);
    ``cur`` (the active player), ``drew`` (new cards drawn this turn),
    ``no_draw`` (no new cards this turn: Station E), ``no_deliver`` (cars picked
    up by a rapid pick-up that wait for their locomotive to leave Station I);
    ``tickets`` / ``objections``: the flight tickets and objection cards still
    beside the table.

Pending decisions form a stack of small records (``units.py``: one slots
dataclass per kind, read by field name, each saved as the same JSON list as
ever); the unit on top says who decides and what: a
:class:`~.units.Drive` (``move.py``), :class:`~.units.GiveUpCars` (cars to
give up at a crossing, ``crossings.py``) and the advanced game's units
(``advanced.py``: the decision about a special action, the objection round,
one unit per station action). ``current_player`` is whoever the top unit names -- during an
objection round, or when a hijacked locomotive's owner gives up cars, that
is not the active player.

Derived, never saved, kept up to date as the table changes (``table_changed``):
``top`` (cell -> (card, turn) of the uppermost card), the network
(:class:`~.network.Network`, changed cell by cell when next read), the empty spaces next to
the rail system, and the ``Extend``/``Cover`` lists per card. ``legal_actions``
is built from them (the core's :class:`~rulebook.core.LegalIndex`, whose head looks ``Extend`` actions up
from the cards listed and the frontier); a copy shares the network until
either side changes the table.
"""
from __future__ import annotations

from functools import partial

from ..core import _plain_copy, LegalIndex, State
from . import change, crossings, deliver, draw, extend, move, pick_up, turn
from .actions import Cover, Deliver, DrawCards, EndTurn, Extend, Go, Move, PickUp, PushTo
from .network import Network
from .player import Player  # noqa: F401 - re-exported (the package's API)
from .state_words import StateWords
from .units import stack_to_json


def init_derived(st):
    """Empty the derived data of a state being set up or loaded (``table_changed()`` fills them)."""
    st.top = {}
    st._net = None
    st._net_todo = []
    st._snap = None
    st._front = None
    st._front_sorted = None
    st._top_sorted = None
    st._station_cells = None
    st._ext = {}
    st._cov = {}


# rounds of settling after one action (``_resume``): each round ends a unit or draws one card of a group robbery,
# so a legal position needs at most a few more rounds than the game has cards (50 in the box); this bound is far
# above that, a guard against a rules module that never stops settling
MAX_SETTLE = 10_000


class FrachtExpressState(StateWords, State):
    """A FrachtExpress game in progress. Create with ``rulebook.GAMES['fracht_express'].new_game(...)``."""

    LOADER = f"{__package__}.load"   # reads a dump: the core's State._load

    init_derived = staticmethod(init_derived)   # for the loader, which imports no state

    @property
    def num_players(self) -> int:
        """How many seats the game has (players; in Horror, investigators)."""
        return self.n

    # ------------------------------------------------------------------ helpers for rules modules (``event``: core)
    def table_changed(self, cells=None):
        """Bring what is derived from the table up to date after ``table`` (or ``stations``) changed.

        ``cells``: the cells whose uppermost card changed, when the caller knows them; None means anything may
        have changed (the derived data are then compared with the table in full). Derived: ``top`` (cell ->
        (card, turn) of the uppermost card), the network (changed cell by cell when next read), the empty spaces next to the
        rail system (``frontier``) and the lists of cards that could be laid or covered.
        """
        if cells is None or self._front is None:
            changed = self._top_anew()
        else:
            top = self.top
            changed = []
            for cell in cells:
                cell = one_cell(tuple(cell))
                v = None
                for x, y, c, r in reversed(self.table):
                    if x == cell[0] and y == cell[1]:
                        v = (c, r)
                        break
                if top.get(cell) != v:
                    changed.append(cell)
                    if v is None:
                        del top[cell]
                    else:
                        top[cell] = v
        if self._net is not None and changed:  # the network catches up when next read (``net``)
            top = self.top
            self._net_todo += [(cell, top.get(cell)) for cell in changed]
        front = self._front
        if front is None:
            self._front = _frontier(self.occupied())
            self._front_sorted = None
            self._ext = {}
        elif changed:
            top = self.top
            sc = self.station_cells()
            added, removed = [], []
            for (x, y) in changed:
                if (x, y) in top or (x, y) in sc:   # occupied now (most often a card just laid): it borders
                    if (x, y) in front:             # each of its empty neighbours, which are in the frontier
                        front.discard((x, y))
                        removed.append((x, y))
                    for cell in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
                        if cell in top or cell in sc:
                            if cell in front:
                                front.discard(cell)
                                removed.append(cell)
                        elif cell not in front:
                            cell = one_cell(cell)
                            front.add(cell)
                            added.append(cell)
                    continue
                for cell in ((x, y), (x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
                    a, b = cell
                    now = False
                    if cell not in top and cell not in sc:
                        for c in ((a + 1, b), (a - 1, b), (a, b + 1), (a, b - 1)):
                            if c in top or c in sc:
                                now = True
                                break
                    if now and cell not in front:
                        cell = one_cell(cell)
                        front.add(cell)
                        added.append(cell)
                    elif not now and cell in front:
                        front.discard(cell)
                        removed.append(cell)
            if added or removed:
                extend.patch(self, removed, added)
        if changed or cells is None:
            self._snap = None
            self._top_sorted = None
            if cells is None:
                self._station_cells = None
                self._cov = {}
                self._ext = {}
            else:   # the lists were patched: the Extend lists above (frontier), the Cover lists here
                change.patch(self, changed)

    def _top_anew(self) -> list:
        """``top`` built afresh from the whole table (the frontier is to be rebuilt, and the network too when the
        stations moved); returns the cells whose uppermost card changed."""
        new = {}
        for x, y, c, r in self.table:
            new[one_cell((x, y))] = (c, r)
        old = self.top
        changed = [k for k in old.keys() | new.keys() if old.get(k) != new.get(k)]
        self.top = new
        self._front = None
        if self._net is not None and {tuple(v) for v in self.stations.values()} != set(self._net.station_at):
            self._drop_net()
        return changed

    def station_cells(self) -> dict:
        """Cell -> letter of every station, open or closed (kept until the stations are laid anew)."""
        sc = self._station_cells
        if sc is None:
            sc = self._station_cells = {tuple(c): L for L, c in self.stations.items()}
        return sc

    def _drop_net(self):
        if self._net is not None:
            self._net.refs -= 1
        self._net = None
        self._net_todo = []

    def top_sorted(self) -> list:
        """``top`` as a sorted list of (cell, (card, turn))."""
        t = self._top_sorted
        if t is None:
            t = self._top_sorted = sorted(self.top.items())
        return t

    def frontier(self) -> list:
        """The empty spaces sharing an edge with a station or a laid card, sorted."""
        f = self._front_sorted
        if f is None:
            f = self._front_sorted = sorted(self._front)
        return f

    @property
    def net(self) -> Network:
        """The rail system (:class:`~.network.Network`), up to date with the table.

        Laying or covering a card only notes the cell and its new card (``_net_todo``); the network makes those
        changes, in the same order, when it is next read. Listing the legal actions of the basic turn never reads
        it (``move.can_move`` reads the table), only a drive does, so most turns cost the network nothing.
        """
        net = self._net
        if net is None:
            self._net_todo = []
            net = self._net = Network.build(self.top, {L: tuple(c) for L, c in self.stations.items()}, self.closed,
                                            self.comp)
        elif self._net_todo:
            if net.refs > 1:  # shared with a copy of this state: change a copy of it
                net.refs -= 1
                net = self._net = net.clone()
            for cell, value in self._net_todo:
                net.set_cell(cell, value)
            self._net_todo = []
        return net

    def network(self):
        """The rail system as a :class:`networkx.Graph` (see ``network.py``).

        The graph handed out is a snapshot: the same object until the table changes, then a new one (the engine
        brings its own graph up to date card by card when it reads it). Its ``locomotives`` attribute maps each seat to the node
        its locomotive is on.
        """
        net = self.net
        snap = self._snap
        if snap is None or snap[0] is not net or snap[1] != net.version:
            snap = self._snap = (net, net.version, net.graph.copy())
        g = snap[2]
        g.graph["locomotives"] = {p: tuple(pl.pos) for p, pl in enumerate(self.players)}
        return g

    def occupied(self) -> set:
        occ = set(self.top)
        occ.update(tuple(c) for c in self.stations.values())
        return occ

    def cards_with_locomotives(self) -> set:
        return {(pl.pos[1], pl.pos[2]) for pl in self.players if pl.pos[0] == "T"}

    def loco_on(self, node):
        for q, pl in enumerate(self.players):
            if pl.pos[0] == "T" and tuple(pl.pos) == node:
                return q
        return None

    def station_of(self, p):
        pos = self.players[p].pos
        return pos[1] if pos[0] == "S" else None

    # ------------------------------------------------------------------ protocol
    @property
    def current_player(self):
        if self.phase == "over":
            return None
        if self.phase == "layout":
            from .variants import placer
            return placer(self)
        if self.stack:
            top = self.stack[-1]
            k = top.KIND
            if k == "drop":
                return top.seat
            if k == "move":
                return self.cur
            return _adv().decider(self, top)
        return self.cur

    @property
    def is_over(self) -> bool:
        return self.phase == "over"

    def outcome(self):
        from .end_of_game import outcome
        return outcome(self)

    # ------------------------------------------------------------------ hooks
    def _legal(self) -> list:
        """The legal actions. In a turn with hand cards the ``Extend`` actions (often most of the list) come first,
        and the list is a ``LegalIndex`` whose head looks them up from the cards listed and the frontier
        (``extend.lookup``) instead of scanning them."""
        ph = self.phase
        if ph == "over":
            return []
        if ph == "layout":
            from .variants import legal_place
            return legal_place(self)
        out = []
        if self.stack:
            top = self.stack[-1]
            UNIT_LEGAL.get(top.KIND, _adv_legal_unit)(self, top, out)
            return out
        p = self.cur
        if not self.players[p].hand and not self.options["advanced"]:
            # every action of the basic turn but delivering and ending the turn plays a hand card
            deliver.legal(self, p, out)
            turn.legal(self, p, out)
            return out
        out = LegalIndex()
        cards = extend.legal(self, p, out)
        n_ext = len(out)
        change.legal(self, p, out)
        pick_up.legal(self, p, out)
        deliver.legal(self, p, out)
        move.legal(self, p, out)
        if self.options["advanced"]:
            _adv().legal_turn(self, p, out)
        draw.legal(self, p, out)
        turn.legal(self, p, out)
        if cards is not None:   # None: no hand card, no Extend listed
            out.head = (n_ext, Extend, partial(extend.lookup, self, cards))
        return out

    def _do(self, a) -> list:
        ev: list = []
        kind = type(a)
        if self.phase == "layout":
            from .variants import do_place
            do_place(self, a, ev)
            return ev
        p = self.cur
        if self.stack:
            top = self.stack[-1]
            UNIT_DO.get(top.KIND, _adv_do_unit)(self, top, a, ev)
        else:
            TURN_DO.get(kind, _adv_do_turn)(self, p, a, ev)
        self._resume(ev)
        if self.no_deliver:
            self._prune_no_deliver()
        return ev

    def _prune_no_deliver(self):
        """A car blocked by a rapid pick-up stays blocked only while it is attached to a locomotive in a station
        (the block ends when that locomotive drives out, see ``move.start``)."""
        keep = set()
        for pl in self.players:
            if pl.pos[0] == "S":
                keep.update(pl.attached)
        self.no_deliver = [c for c in self.no_deliver if c in keep]

    def _resume(self, ev):
        """After a unit finished, carry on with the one below it (a drive goes on after cars were given up).

        Each round either ends a unit or settles one step of it (a group robbery draws one card a round), so a
        legal position settles in far fewer than ``MAX_SETTLE`` rounds; a rules module that keeps settling
        without end (a mistake) stops with an error here instead of hanging the game."""
        if self.phase == "over":
            return
        for _ in range(MAX_SETTLE):
            if not self.stack:
                return
            top = self.stack[-1]
            k = top.KIND
            if k == "move":
                before = len(self.stack)
                move.drive(self, ev)
                if len(self.stack) >= before or self.phase == "over":
                    return
                continue
            if k == "drop" or not self.options["advanced"]:
                return
            if not _adv().settle(self, top, ev):
                return
        raise RuntimeError(f"The pending decisions did not settle within {MAX_SETTLE} rounds: a rules module "
                           "keeps settling without end (an engine bug, not a position of the game).")

    # ------------------------------------------------------------------ save / load
    def _dump(self) -> dict:
        return {
            "players_count": self.n, "options": _plain_copy(self.options), "data": self.comp.fingerprint, "rng": self.rng.state,
            "phase": self.phase, "cur": self.cur, "turns": self.turns, "drew": self.drew, "no_draw": self.no_draw,
            "no_deliver": list(self.no_deliver), "deck": list(self.deck), "discard": list(self.discard),
            "table": [list(t) for t in self.table], "stations": {k: list(v) for k, v in self.stations.items()},
            "closed": self.closed, "tickets": self.tickets, "objections": self.objections,
            "stack": stack_to_json(self.stack), "players": [pl.dump() for pl in self.players],
            "log": [e.to_dict() for e in self.log],
        }

    def _copy_position(self):
        new = FrachtExpressState.__new__(FrachtExpressState)
        new.__dict__.update(self.__dict__)
        # nothing mutable is shared with the copy (option values nest one level: module lists, rulings)
        new.options = {k: (v.copy() if type(v) in (list, dict) else v) for k, v in self.options.items()}
        new.rulings = self.rulings.copy()
        for k in ("deck", "discard", "no_deliver"):
            setattr(new, k, list(getattr(self, k)))
        new.table = [list(t) for t in self.table]
        new.top = dict(self.top)
        if new._net is not None:  # the network is shared until either side changes it
            new._net.refs += 1
        new._net_todo = list(self._net_todo)
        new._front = set(self._front)
        new._front_sorted = None  # the frontier's sorted list and the Extend lists change in place: not shared
        new._ext = {}
        new._cov = {}
        new._snap = None
        new.stations = {k: list(v) for k, v in self.stations.items()}
        new.stack = [u.copy() for u in self.stack]
        new.players = [pl.copy() for pl in self.players]
        return new

    # ------------------------------------------------------------------ invariants (tests and loading)
    def check_invariants(self) -> list:
        """Problems with the position, as sentences; an empty list when every rule of conservation holds."""
        from .load import invariant_problems
        return invariant_problems(self)


# cell -> the one tuple object standing for it in the frontier and ``top``, so that the caches keyed by cells
# (``extend._BLOCKS``, ``change._COVERS``) find them by identity, without comparing tuples; emptied at ONE_CELL_CAP (any tuple of
# equal value still works, a little slower)
_ONE_CELL: dict = {}
ONE_CELL_CAP = 1 << 16


def one_cell(cell):
    got = _ONE_CELL.get(cell)
    if got is None:
        if len(_ONE_CELL) >= ONE_CELL_CAP:
            _ONE_CELL.clear()
        got = _ONE_CELL[cell] = cell
    return got


def _frontier(occ) -> set:
    out = set()
    for (x, y) in occ:
        for c in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
            if c not in occ:
                out.add(one_cell(c))
    return out


# --------------------------------------------------------------------------- dispatch tables
# Each table maps an action type, or the kind of the pending unit on top of the stack, to the function that handles
# it; what is not in a table belongs to the advanced game (``advanced.py``, imported when first needed).

def _adv_legal_unit(st, top, out):
    _adv().legal_unit(st, top, out)


def _adv_do_unit(st, top, a, ev):
    _adv().do_unit(st, top, a, ev)


def _adv_do_turn(st, p, a, ev):
    _adv().do_turn(st, p, a, ev)


# The choices a pending unit offers: f(st, unit, out) appends them.
UNIT_LEGAL = {"move": move.legal_unit, "drop": crossings.legal_drop}

# A step of a drive under way: f(st, unit, action, ev); any other action stops the drive (``Stop``).
MOVE_DO = {Go: move.do_go, PushTo: move.do_push}

# A choice inside a pending unit: f(st, unit, action, ev).
UNIT_DO = {
    "move": lambda st, top, a, ev: MOVE_DO.get(type(a), _do_stop)(st, top, a, ev),
    "drop": lambda st, top, a, ev: crossings.do_drop(st, top, a.card, ev),
}


def _do_stop(st, top, a, ev):
    move.do_stop(st, top, ev)


# An action of the turn when nothing is pending: f(st, p, action, ev).
TURN_DO = {
    Extend: extend.do,
    Cover: change.do,
    PickUp: lambda st, p, a, ev: pick_up.do(st, p, a.card, ev),
    Deliver: lambda st, p, a, ev: deliver.do(st, p, a.card, ev),
    Move: lambda st, p, a, ev: move.start(st, p, a.card, ev),
    DrawCards: lambda st, p, a, ev: draw.do(st, p, a.card, ev),
    EndTurn: lambda st, p, a, ev: turn.end_turn(st, p, ev),
}


def _adv():
    from . import advanced
    return advanced
