"""The FrachtExpress game state: what is on the table, and the one dispatcher.

Rules live in the section modules (``extend``, ``move``, ``ramming`` ...); this
module holds the position and implements the engine hooks of
:class:`rulebook.core.State`.

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
    ``no_draw`` / ``no_deliver`` (turn limits from stations E and I).

Pending decisions form a stack of plain lists (so they save as JSON); the
unit on top says who decides and what (see ``UNITS``):
``["move", seat, left, special_ok, target, picks]`` (a drive, ``move.py``),
``["drop", seat, keep]`` (cars to give up at a crossing, ``crossings.py``) and
the advanced game's units (``advanced.py``).

Derived and cached (rebuilt when the table changes): ``top`` (cell -> (card,
turn) of the uppermost card) and ``net`` (the :class:`~.network.Network`).
"""
from __future__ import annotations

from ..core import Event, RuleViolation, State
from ..i18n import Msg, N_, Seat
from . import change, crossings, deliver, draw, extend, move, pick_up, turn
from .actions import (Cover, Deliver, DrawCards, DropCar, EndTurn, Extend, Go, Move, PickUp, PushTo, Stop)
from .network import Network


class Player:
    __slots__ = ("hand", "attached", "delivered", "pos", "facing", "ticket", "objection", "stations")

    @classmethod
    def fresh(cls):
        pl = cls.__new__(cls)
        pl.hand, pl.attached, pl.delivered = [], [], []
        pl.pos, pl.facing = ["S", "A"], None
        pl.ticket = pl.objection = False
        pl.stations = []
        return pl

    def dump(self) -> dict:
        return {"hand": list(self.hand), "attached": list(self.attached), "delivered": list(self.delivered),
                "pos": list(self.pos), "facing": self.facing, "ticket": self.ticket, "objection": self.objection,
                "stations": list(self.stations)}

    def copy(self):
        q = Player.__new__(Player)
        q.hand, q.attached, q.delivered = list(self.hand), list(self.attached), list(self.delivered)
        q.pos, q.facing = list(self.pos), self.facing
        q.ticket, q.objection = self.ticket, self.objection
        q.stations = list(self.stations)
        return q


BASIC_TURN = (Extend, Cover, PickUp, Deliver, Move, DrawCards, EndTurn)
UNIT_ACTIONS = {"move": (Go, PushTo, Stop), "drop": (DropCar,)}


class FrachtExpressState(State):
    """A FrachtExpress game in progress. Create with ``rulebook.GAMES['fracht_express'].new_game(...)``."""

    # ------------------------------------------------------------------ helpers for rules modules
    def event(self, msgid, params, rule, player=None, reveal=False):
        if player is not None:
            params = dict(params, player=Seat(player))
        return Event(Msg(msgid, params), rule, player, reveal)

    def table_changed(self):
        top = {}
        for x, y, c, r in self.table:
            top[(x, y)] = (c, r)
        self.top = top
        self._net = None

    @property
    def net(self) -> Network:
        if self._net is None:
            self._net = Network.build(self.top, {L: tuple(c) for L, c in self.stations.items()}, self.closed,
                                      self.comp)
        return self._net

    def network(self):
        """The rail system as a :class:`networkx.Graph` (see ``network.py``); rebuilt when the table changes.

        The graph's ``locomotives`` attribute maps each seat to the node its locomotive is on.
        """
        g = self.net.graph
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

    def unit_rule(self):
        top = self.stack[-1]
        return UNIT_RULES.get(top[0], "advanced") if top[0] in UNIT_RULES else _adv().unit_rule(self, top)

    def unit_msg(self):
        top = self.stack[-1]
        if top[0] in UNIT_NAMES:
            return Msg(UNIT_NAMES[top[0]])
        return _adv().unit_msg(self, top)

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
            if top[0] == "drop":
                return top[1]
            if top[0] == "move":
                return self.cur
            return _adv().decider(self, top)
        return self.cur

    @property
    def is_over(self) -> bool:
        return self.phase == "over"

    def outcome(self):
        from .end_of_game import outcome
        return outcome(self)

    def _phase_rule(self):
        if self.phase == "over":
            return "end_of_game"
        if self.phase == "layout":
            return "variants"
        return self.unit_rule() if self.stack else "turn"

    # ------------------------------------------------------------------ hooks
    def _legal(self) -> list:
        ph = self.phase
        if ph == "over":
            return []
        if ph == "layout":
            from .variants import legal_place
            return legal_place(self)
        out = []
        if self.stack:
            top = self.stack[-1]
            k = top[0]
            if k == "move":
                move.legal_unit(self, top, out)
            elif k == "drop":
                crossings.legal_drop(self, top, out)
            else:
                _adv().legal_unit(self, top, out)
            return out
        p = self.cur
        extend.legal(self, p, out)
        change.legal(self, p, out)
        pick_up.legal(self, p, out)
        deliver.legal(self, p, out)
        move.legal(self, p, out)
        if self.options["advanced"]:
            _adv().legal_turn(self, p, out)
        draw.legal(self, p, out)
        turn.legal(self, p, out)
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
            k = top[0]
            if k == "move":
                if kind is Go:
                    move.do_go(self, top, a, ev)
                elif kind is PushTo:
                    move.do_push(self, top, a, ev)
                else:
                    move.do_stop(self, top, ev)
            elif k == "drop":
                crossings.do_drop(self, top, a.card, ev)
            else:
                _adv().do_unit(self, top, a, ev)
            self._resume(ev)
            return ev
        if kind is Extend:
            extend.do(self, p, a, ev)
        elif kind is Cover:
            change.do(self, p, a, ev)
        elif kind is PickUp:
            pick_up.do(self, p, a.card, ev)
        elif kind is Deliver:
            deliver.do(self, p, a.card, ev)
        elif kind is Move:
            move.start(self, p, a.card, ev)
        elif kind is DrawCards:
            draw.do(self, p, a.card, ev)
        elif kind is EndTurn:
            turn.end_turn(self, p, ev)
        else:
            _adv().do_turn(self, p, a, ev)
        self._resume(ev)
        return ev

    def _resume(self, ev):
        """After a unit finished, carry on with the one below it (a drive goes on after cars were given up)."""
        if self.phase == "over":
            return
        while self.stack:
            top = self.stack[-1]
            if top[0] == "move":
                before = len(self.stack)
                move.drive(self, ev)
                if len(self.stack) >= before or self.phase == "over":
                    return
                continue
            if top[0] == "drop" or not self.options["advanced"]:
                return
            if not _adv().settle(self, top, ev):
                return

    def _why_not(self, a):
        ph = self.phase
        kind = type(a)
        if ph == "over":
            return RuleViolation("end_of_game", Msg(N_("The game is over; nothing more can be done.")))
        if ph == "layout":
            from .variants import why_not_place
            return why_not_place(self, a)
        from .actions import PlaceStation
        if kind is PlaceStation:
            return RuleViolation("preparation", Msg(N_("The stations are all laid out already.")))
        p = self.cur
        if self.stack:
            top = self.stack[-1]
            k = top[0]
            if k == "move" and kind in UNIT_ACTIONS["move"]:
                if kind is Stop:
                    return RuleViolation("move", Msg(N_("A drive goes on until its ties are used up (ruling "
                                                        "move_distance is 'exact').")))
                if kind is PushTo and top[4] is None:
                    return RuleViolation("ramming", Msg(N_("No locomotive is being shoved right now.")))
                if kind is Go and top[4] is not None:
                    return RuleViolation("ramming", Msg(N_("First choose which way the shoved locomotive goes.")))
                return RuleViolation(_unit_rule_for(kind), Msg(N_("That way does not lead on from here (no going "
                                                                  "backwards, no jumping).")))
            if k == "drop" and kind is DropCar:
                return RuleViolation("crossings", Msg(N_("{card} is not one of the cars attached to that "
                                                         "locomotive."), {"card": a.card}))
            if k not in ("move", "drop"):
                v = _adv().why_not_unit(self, top, a)
                if v is not None:
                    return v
            return turn.why_not_pending(self)
        if kind in (Go, PushTo, Stop):
            return RuleViolation("move", Msg(N_("No drive is under way; a drive starts by discarding a card to "
                                                "move.")))
        if kind is DropCar:
            return RuleViolation("crossings", Msg(N_("No crossing check asks for cars right now.")))
        if kind is Extend:
            return extend.why_not(self, p, a)
        if kind is Cover:
            return change.why_not(self, p, a)
        if kind is PickUp:
            return pick_up.why_not(self, p, a.card)
        if kind is Deliver:
            return deliver.why_not(self, p, a.card)
        if kind is Move:
            return move.why_not(self, p, a.card)
        if kind is DrawCards:
            return draw.why_not(self, p, a.card)
        if kind is EndTurn:
            return None
        if not self.options["advanced"]:
            return RuleViolation("advanced", Msg(N_("Special actions belong to the advanced game, which is not "
                                                    "in play.")))
        return _adv().why_not_turn(self, p, a)

    # ------------------------------------------------------------------ words
    @property
    def prompt(self) -> Msg:
        if self.phase == "over":
            return Msg(N_("The game is over."))
        who = Seat(self.current_player)
        if self.phase == "layout":
            return Msg(N_("{player}: place one of your stations touching another station at a corner."),
                       {"player": who})
        if self.stack:
            top = self.stack[-1]
            if top[0] == "move":
                if top[4] is not None:
                    return Msg(N_("{player}: choose which way the shoved locomotive goes at the switch."),
                               {"player": who})
                return Msg(N_("{player}: choose the way on ({n} tie(s) left)."), {"player": who, "n": top[2]})
            if top[0] == "drop":
                return Msg(N_("{player}: give up cars until {k} remain."), {"player": who, "k": top[2]})
            return _adv().prompt(self, top, who)
        return Msg(N_("{player}: lay, cover, pick up, deliver, move, draw new cards or end the turn."),
                   {"player": who})

    # ------------------------------------------------------------------ save / load
    def _dump(self) -> dict:
        return {
            "players_count": self.n, "options": self.options, "data": self.comp.fingerprint, "rng": self.rng.state,
            "phase": self.phase, "cur": self.cur, "turns": self.turns, "drew": self.drew, "no_draw": self.no_draw,
            "no_deliver": list(self.no_deliver), "deck": list(self.deck), "discard": list(self.discard),
            "table": [list(t) for t in self.table], "stations": {k: list(v) for k, v in self.stations.items()},
            "closed": self.closed, "tickets": self.tickets, "objections": self.objections,
            "stack": _jsonable(self.stack), "players": [pl.dump() for pl in self.players],
            "log": [e.to_dict() for e in self.log],
        }

    @classmethod
    def _load(cls, d):
        from .load import load_state
        return load_state(cls, d)

    def copy(self):
        new = FrachtExpressState.__new__(FrachtExpressState)
        new.__dict__.update(self.__dict__)
        for k in ("deck", "discard", "no_deliver", "log", "_history"):
            setattr(new, k, list(getattr(self, k)))
        new.table = [list(t) for t in self.table]
        new.top = dict(self.top)  # the network is shared until either side changes the table
        new.stations = {k: list(v) for k, v in self.stations.items()}
        new.stack = _jsonable(self.stack)
        new.players = [pl.copy() for pl in self.players]
        new.rng = type(self.rng)(0)
        new.rng.state = self.rng.state
        new._cache = None
        return new

    # ------------------------------------------------------------------ what a seat may see
    def view(self, seat: int) -> dict:
        """The table as ``seat`` sees it: the supply, other hands and every delivered pile (the seat's own too)
        are counts."""
        d = self._dump()
        d.pop("log")
        d["rng"] = None
        d["deck"] = len(self.deck)
        for p, pd in enumerate(d["players"]):
            if p != seat:
                pd["hand"] = len(pd["hand"])
                pd["stations"] = len(pd["stations"])
            pd["delivered"] = len(pd["delivered"])
        d["seat"] = seat
        return d

    # ------------------------------------------------------------------ invariants (tests and loading)
    def check_invariants(self) -> list:
        """Problems with the position, as sentences; an empty list when every rule of conservation holds."""
        from .load import invariant_problems
        return invariant_problems(self)


UNIT_RULES = {"move": "move", "drop": "crossings"}
UNIT_NAMES = {"move": N_("the locomotive's drive"), "drop": N_("giving up cars after a crossing check")}


def _unit_rule_for(kind):
    return "ramming" if kind is PushTo else "move"


def _adv():
    from . import advanced
    return advanced


def _jsonable(x):
    if isinstance(x, (list, tuple)):
        return [_jsonable(y) for y in x]
    return x
