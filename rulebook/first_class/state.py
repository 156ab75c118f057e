"""The First Class game state: what is on the table, and the one dispatcher.

Rules live in the section modules (``cars``, ``coins``, ``turn`` ...); this
module holds the position, turns pending effects into decisions, and
implements the engine hooks of :class:`rulebook.core.State`.

Pending effects form a stack of small units (plain lists, so they save as
JSON). A card's symbols go on as a ``seq`` unit and are taken in printed
order; symbols that need no choice (move both conductors, move the locomotive,
gain coins or points) happen at once, the others become a decision unit:

``["car", n, rule]``            add up to n 0-value cars
``["up", v, n, rule]``          up to n upgrades of a v-value car
``["any", n, add_ok, rule]``    up to n upgrades of choice (or new cars if add_ok)
``["split", n, rule]``          n conductor steps shared between the trains
``["ge", n, rule]``             take n Game End cards from the display
``["pick", symbols, rule]``     choose which part of a bonus to take next
``["mail", train]``             choose the mail car for a train (no skipping)
``["pay", k, card]``            pay k more coins for a Game End card
"""
from __future__ import annotations

from ..core import _plain_copy, Event, RuleViolation, State
from ..i18n import Msg, N_, Seat
from . import (cars, coins, conductors, contracts, end_of_game, game_end_cards, locomotive, scoring,
               special_cars, start_player, turn, upgrade_choice)
from . import round as round_rules
from .actions import (AddCar, BuyGameEnd, CarryOut, ChooseMail, ClaimBonus, CoinCar, CoinConductor, CoinLocomotive,
                      CoinPoint, CoinUpgrade, DraftGameEnd, EndTurn, FinishScoring, Forego, Fulfil, MoveConductor,
                      PayCoin, ResolveSymbol, Skip, TakeCard, TakeGameEndCard, TakeStartTile, Upgrade, train_msg)

SKIP = Skip()
PHASES = ("draft", "turn", "card", "post", "scoring", "over")


class Player:
    __slots__ = ("trains", "cond", "loco", "route", "stations", "coins", "score", "completed", "contracts",
                 "ge", "mail_left", "claimed")

    FIELDS = ("trains", "cond", "loco", "route", "coins", "score", "completed", "contracts", "ge", "mail_left",
              "claimed")

    def dump(self) -> dict:
        return {
            "trains": [list(self.trains[0]), list(self.trains[1])], "cond": list(self.cond), "loco": self.loco,
            "route": list(self.route), "coins": list(self.coins), "score": self.score,
            "completed": list(self.completed), "contracts": list(self.contracts), "ge": list(self.ge),
            "mail_left": list(self.mail_left), "claimed": list(self.claimed),
        }

    def copy(self) -> "Player":
        q = Player.__new__(Player)
        q.trains = [list(self.trains[0]), list(self.trains[1])]
        q.cond = list(self.cond)
        q.loco = self.loco
        q.route = list(self.route)
        q.stations = list(self.stations)
        q.coins = list(self.coins)
        q.score = self.score
        q.completed = list(self.completed)
        q.contracts = list(self.contracts)
        q.ge = list(self.ge)
        q.mail_left = list(self.mail_left)
        q.claimed = list(self.claimed)
        return q


class FirstClassState(State):
    """A First Class game in progress. Create with ``rulebook.GAMES['first_class'].new_game(...)``."""

    @property
    def num_players(self) -> int:
        """How many seats the game has (players; in Horror, investigators)."""
        return self.n

    # ------------------------------------------------------------------ helpers for rules modules
    def event(self, msgid, params, rule, player=None, reveal=False):
        if player is not None:
            params = dict(params, player=Seat(player))
        return Event(Msg(msgid, params), rule, player, reveal)

    def seat(self, p):
        return Seat(p)

    def car_available(self, pair, from_pair=None) -> bool:
        return pair == from_pair or self.car_supply[pair] > 0 or self.rulings["supply_out"] == "unlimited"

    def coins_in_supply(self) -> int:
        return 12 if self.rulings["supply_out"] == "unlimited" else self.coin_supply

    def push_symbols(self, symbols, rule):
        if symbols:
            self.stack.append(["seq", [list(s) for s in symbols], rule])

    def push_pick(self, symbols, rule):
        if len(symbols) == 1:
            self.push_symbols(symbols, rule)
        elif symbols:
            self.stack.append(["pick", [list(s) for s in symbols], rule])

    def begin_round(self, ev):
        round_rules.deal(self, ev)
        self.tile = None
        self.turns = 0
        self.cur = self.start
        self.phase = "turn"

    # ------------------------------------------------------------------ protocol
    @property
    def current_player(self):
        ph = self.phase
        if ph == "over":
            return None
        if ph == "draft":
            return game_end_cards.draft_order(self)[self.draft_index]
        if ph == "scoring":
            return self.scorers[0]
        return self.cur

    @property
    def is_over(self) -> bool:
        return self.phase == "over"

    def outcome(self):
        return end_of_game.outcome(self)

    def _phase_rule(self):
        return {"draft": "setup", "turn": "turn", "card": "turn", "post": "turn", "scoring": "scoring",
                "over": "end_of_game"}[self.phase]

    # ------------------------------------------------------------------ pending units
    def _expand(self, sym, rule, p, ev):
        do, n, frm = sym
        rule = SYMBOL_RULE.get(do) or rule  # each symbol is explained by its own section
        if do == "car":
            self.stack.append(["car", n, rule])
        elif do == "upgrade":
            self.stack.append(["up", frm, n, rule])
        elif do == "upgrade_any":
            self.stack.append(["any", n, 1, rule])
        elif do == "conductor_split":
            self.stack.append(["split", n, rule])
        elif do == "game_end_card":
            self.stack.append(["ge", n, rule])
        elif do == "conductors":
            conductors.move_both(self, p, n, ev, rule)
        elif do == "locomotive":
            locomotive.move(self, p, n, ev, rule)
        elif do == "coins":
            coins.gain(self, p, n, ev, rule)
        elif do == "points":
            self.players[p].score += n
            ev.append(self.event(N_("{player} scores {n} points."), {"n": n}, rule, p))

    def _unit_options(self, unit, p) -> list:
        k = unit[0]
        out = []
        if k == "car":
            out = [AddCar(t) for t in (0, 1) if upgrade_choice.can_lengthen(self, p, t)]
        elif k == "up":
            for t in (0, 1):
                for pos, to in cars.upgrade_options(self, p, t, unit[1]):
                    out.append(Upgrade(t, pos, to))
        elif k == "any":
            out = upgrade_choice.options(self, p, unit[2])
        elif k == "split":
            for t in (0, 1):
                if conductors.can_move(self, p, t):
                    out.append(MoveConductor(t))
        elif k == "ge":
            out = game_end_cards.take_options(self)
        elif k == "pick":
            out = [ResolveSymbol(i) for i in range(len(unit[1]))]
        elif k == "mail":
            out = [ChooseMail(m) for m in special_cars.mail_options(self, p)]
        elif k == "pay":
            out = coins.pay_options(self, p)
        return out

    def _settle(self, p, ev):
        stack = self.stack
        while stack:
            top = stack[-1]
            if top[0] == "seq":
                if not top[1]:
                    stack.pop()
                    continue
                self._expand(top[1].pop(0), top[2], p, ev)
                continue
            if top[0] in ("mail", "pay") or self._unit_options(top, p):
                return
            stack.pop()
            ev.append(self.event(N_("{player} cannot use this part ({what}); it is lost."),
                                 {"what": Msg(UNIT_NAMES[top[0]])}, self._unit_rule(top), p))

    def _use_unit(self, ev):
        """Count one use of the unit on top of the stack, popping it when used up."""
        unit = self.stack[-1]
        i = 2 if unit[0] == "up" else 1
        unit[i] -= 1
        if unit[i] <= 0:
            self.stack.pop()
        return unit

    # ------------------------------------------------------------------ hooks
    def _legal(self) -> list:
        ph = self.phase
        if ph == "over":
            return []
        p = self.current_player
        if self.stack:
            top = self.stack[-1]
            out = self._unit_options(top, p)
            if top[0] not in ("mail", "pay"):
                out.append(SKIP)
            return out
        out = []
        if ph == "turn":
            turn.legal_choose(self, p, out)
        elif ph == "card":
            turn.legal_card(self, p, out)
        elif ph == "post":
            turn.legal_post(self, p, out)
        elif ph == "scoring":
            out.extend(scoring.claim_options(self, p))
            coins.legal(self, p, out)
            contracts.legal(self, p, out)
            out.append(FinishScoring())
        elif ph == "draft":
            out = [DraftGameEnd(c) for c in self.draft_hand]
        return out

    def _do(self, a) -> list:
        ev: list = []
        p = self.current_player
        kind = type(a)
        if self.stack:
            top = self.stack[-1]
            k = top[0]
            if kind is Skip:
                self.stack.pop()
                ev.append(self.event(N_("{player} leaves out the rest of this part."), {}, self._unit_rule(top), p))
            elif kind is AddCar:
                rule = top[-1]
                self._use_unit(ev)
                cars.do_add_car(self, p, a.train, ev, rule)
            elif kind is Upgrade:
                rule = top[-1]
                self._use_unit(ev)
                cars.do_upgrade(self, p, a.train, a.pos, a.to, ev, rule)
            elif kind is MoveConductor:
                rule = top[-1]
                self._use_unit(ev)
                conductors.step(self, p, a.train, ev, rule)
            elif kind is TakeGameEndCard:
                rule = top[-1]
                self._use_unit(ev)
                self.ge_display.remove(a.card)
                game_end_cards.gain(self, p, a.card, ev, rule)
            elif kind is ResolveSymbol:
                sym = top[1].pop(a.index)
                if not top[1]:
                    self.stack.pop()
                elif len(top[1]) == 1:
                    top[0] = "seq"  # one part left: no choice of order remains
                self._expand(sym, top[2], p, ev)
            elif kind is ChooseMail:
                self.stack.pop()
                special_cars.do_mail(self, p, top[1], a.mail, ev)
            elif kind is PayCoin:
                coins.do_pay(self, p, top, a.column, ev)
        elif kind is TakeCard or kind is TakeStartTile:
            turn.do_take(self, p, a, ev)
        elif kind is CarryOut:
            turn.do_carry_out(self, p, ev)
        elif kind is Forego:
            turn.do_forego(self, p, ev)
        elif kind is EndTurn:
            turn.do_end(self, p, ev)
        elif kind is Fulfil:
            contracts.do_fulfil(self, p, a.card, ev)
        elif kind is ClaimBonus:
            scoring.do_claim(self, p, a.station, ev)
        elif kind is FinishScoring:
            scoring.finish(self, p, ev)
        elif kind is DraftGameEnd:
            game_end_cards.do_draft(self, p, a.card, ev)
        elif kind in COIN_ACTIONS:
            coins.do(self, p, a, ev)
        if self.stack:
            self._settle(p, ev)
        return ev

    def _unit_rule(self, unit):
        return {"mail": "special_cars", "pay": "game_end_cards"}.get(unit[0]) or unit[-1]

    def _why_not(self, a):
        ph = self.phase
        if ph == "over":
            return RuleViolation("end_of_game", Msg(N_("The game is over; nothing more can be done.")))
        p = self.current_player
        kind = type(a)
        if ph == "draft" and kind is not DraftGameEnd:
            return RuleViolation("setup", Msg(N_("First every player keeps one Game End card from the draft.")))
        if kind is DraftGameEnd:
            if ph != "draft":
                return RuleViolation("setup", Msg(N_("The Game End card draft is over.")))
            return game_end_cards.why_not_draft(self, a.card)
        if kind in COIN_ACTIONS:
            return coins.why_not(self, p, a)
        if kind is Fulfil:
            return contracts.why_not(self, p, a)
        if kind is ClaimBonus:
            return scoring.why_not_claim(self, p, a.station)
        if self.stack:
            return self._why_not_in_unit(p, a)
        if kind in (AddCar, Upgrade, MoveConductor, ChooseMail, TakeGameEndCard, ResolveSymbol, Skip, PayCoin):
            return RuleViolation(self._phase_rule(), Msg(N_("There is no effect waiting for that choice right now.")))
        if ph == "scoring":
            return RuleViolation("scoring", Msg(N_("In a scoring phase you claim route bonuses, spend coins, "
                                                   "fulfil contracts and then finish; no cards are taken.")))
        if kind in (TakeCard, TakeStartTile):
            return turn.why_not_take(self, p, a)
        if kind in (CarryOut, Forego):
            return turn.why_not_use(self, p, a)
        if kind is EndTurn:
            return turn.why_not_end(self, p)
        if kind is FinishScoring:
            return RuleViolation("scoring", Msg(N_("There is no scoring phase now.")))
        return None

    def _why_not_in_unit(self, p, a):
        top = self.stack[-1]
        k = top[0]
        rule = self._unit_rule(top)
        kind = type(a)
        need = Msg(N_("First finish the current effect: {what}."), {"what": Msg(UNIT_NAMES[k])})
        if kind is Skip:
            return RuleViolation(rule, Msg(N_("This choice is required and cannot be left out.")))
        if kind is AddCar and k in ("car", "any"):
            if k == "any" and not top[2]:
                return RuleViolation(rule, Msg(N_("This upgrade may not be taken as a new car.")))
            return cars.why_not_add_car(self, p, a.train, rule)
        if kind is Upgrade and k in ("up", "any"):
            return cars.why_not_upgrade(self, p, a.train, a.pos, a.to, top[1] if k == "up" else None, rule)
        if kind is MoveConductor and k == "split":
            return conductors.why_not_move(self, p, a.train, rule)
        if kind is TakeGameEndCard and k == "ge":
            return game_end_cards.why_not_take(self, a.card)
        if kind is ResolveSymbol and k == "pick":
            return RuleViolation(rule, Msg(N_("This bonus has no part {n}."), {"n": a.index + 1}))
        if kind is ChooseMail and k == "mail":
            return special_cars.why_not_mail(self, p, a.mail)
        if kind is PayCoin and k == "pay":
            if a.column not in (0, 1, 2):
                return RuleViolation("coins", Msg(N_("The coin area has columns 1, 2 and 3 only.")))
            return RuleViolation("coins", Msg(N_("Column {c} of your coin area holds no coin."), {"c": a.column + 1}))
        return RuleViolation(rule, need)

    # ------------------------------------------------------------------ words
    @property
    def prompt(self) -> Msg:
        ph = self.phase
        if ph == "over":
            return Msg(N_("The game is over."))
        who = Seat(self.current_player)
        if self.stack:
            top = self.stack[-1]
            k = top[0]
            if k == "mail":
                return Msg(N_("{player}: choose a mail car for the {train}."), {"player": who, "train": train_msg(top[1])})
            if k == "pay":
                return Msg(N_("{player}: pay {k} more coin(s) for the Game End card."), {"player": who, "k": top[1]})
            n = top[2] if k == "up" else top[1]
            return Msg(N_("{player}: {what} ({n} left), or leave it out."),
                       {"player": who, "what": Msg(UNIT_NAMES[k]), "n": n if k != "pick" else len(top[1])})
        return Msg(PROMPTS[ph], {"player": who})

    # ------------------------------------------------------------------ save / load
    def _dump(self) -> dict:
        return {
            "players_count": self.n, "options": _plain_copy(self.options), "data": self.comp.fingerprint,
            "rng": self.rng.state, "round": self.round, "phase": self.phase, "piles": [list(p) for p in self.piles],
            "rows": [list(r) for r in self.rows], "row_taken": list(self.row_taken), "removed": list(self.removed),
            "tile": self.tile, "start": self.start, "cur": self.cur, "turns": self.turns, "held": self.held,
            "ge_deck": list(self.ge_deck), "ge_display": list(self.ge_display), "draft_hand": list(self.draft_hand),
            "draft_index": self.draft_index, "tiles": list(self.tiles), "constantinople": [list(x) for x in self.constantinople],
            "car_supply": list(self.car_supply), "coin_supply": self.coin_supply,
            "stack": _jsonable(self.stack), "scorers": list(self.scorers),
            "players": [pl.dump() for pl in self.players], "log": [e.to_dict() for e in self.log],
        }

    @classmethod
    def _load(cls, d):
        from .load import load_state
        return load_state(cls, d)

    def copy(self):
        new = FirstClassState.__new__(FirstClassState)
        new.__dict__.update(self.__dict__)
        # nothing mutable is shared with the copy (option values nest one level: module lists, rulings)
        new.options = {k: (v.copy() if type(v) in (list, dict) else v) for k, v in self.options.items()}
        new.rulings = self.rulings.copy()
        for k in ("piles", "rows"):
            setattr(new, k, [list(x) for x in getattr(self, k)])
        for k in ("row_taken", "removed", "ge_deck", "ge_display", "draft_hand", "tiles", "car_supply", "scorers",
                  "log", "_history"):
            setattr(new, k, list(getattr(self, k)))
        new.constantinople = [list(x) for x in self.constantinople]
        new.stack = _copy_stack(self.stack)
        new.players = [pl.copy() for pl in self.players]
        new.rng = type(self.rng)(0)
        new.rng.state = self.rng.state
        new._cache = None
        return new

    # ------------------------------------------------------------------ what a seat may see
    def view(self, seat: int) -> dict:
        """The table as ``seat`` sees it: face-down piles and other players' secret cards are counts."""
        d = self._dump()
        d.pop("log")
        d["piles"] = [len(p) for p in self.piles]
        d["ge_deck"] = len(self.ge_deck)
        d["rng"] = None
        drafting = self.phase == "draft" and self.current_player == seat
        d["draft_hand"] = list(self.draft_hand) if drafting else len(self.draft_hand)
        d["removed"] = len(self.removed)
        for p, pd in enumerate(d["players"]):
            if p != seat:
                pd["ge"] = len(pd["ge"])
                pd["completed"] = len(pd["completed"])
        d["seat"] = seat
        return d

    # ------------------------------------------------------------------ invariants (tests and loading)
    def check_invariants(self) -> list:
        """Problems with the position, as sentences; an empty list when every rule of conservation holds."""
        from .load import invariant_problems
        return invariant_problems(self)


UNIT_NAMES = {
    "car": N_("add a 0-value car"), "up": N_("upgrade a car of the printed value"),
    "any": N_("upgrade a car of your choice"), "split": N_("move a conductor one card"),
    "ge": N_("take a Game End card from the display"), "pick": N_("choose which part of the bonus comes next"),
    "mail": N_("choose a mail car"), "pay": N_("pay coins for the Game End card"),
}

PROMPTS = {
    "draft": N_("{player}: keep one Game End card from the hand and pass the rest."),
    "turn": N_("{player}: take an action card or the Start Player tile (coins and contracts may come first)."),
    "card": N_("{player}: carry the card out, or forego it for one upgrade."),
    "post": N_("{player}: spend coins or fulfil contracts, or end the turn."),
    "scoring": N_("{player}: claim route bonuses, spend coins, fulfil contracts, then finish to score the trains."),
}

SYMBOL_RULE = {"car": "cars", "upgrade": "cars", "upgrade_any": "upgrade_choice", "conductors": "conductors",
               "conductor_split": "conductors", "locomotive": "locomotive", "coins": "coins",
               "game_end_card": "game_end_cards"}

COIN_ACTIONS = (CoinCar, CoinConductor, CoinLocomotive, CoinUpgrade, CoinPoint, BuyGameEnd)


def _jsonable(x):
    if isinstance(x, (list, tuple)):
        return [_jsonable(y) for y in x]
    return x


def _copy_stack(stack):
    return [[list(y) if isinstance(y, list) else y for y in u] if u[0] not in ("seq", "pick")
            else [u[0], [list(s) for s in u[1]], u[2]] for u in stack]
