"""The First Class game state: what is on the table, and the one dispatcher.

Rules live in the section modules (``cars``, ``coins``, ``turn`` ...); this
module holds the position, turns pending effects into decisions, and
implements the engine hooks of :class:`rulebook.core.State`.

Pending effects form a stack of small units (frozen dataclasses of
``units``, saved as plain JSON lists). A card's symbols go on as a ``seq`` unit and are taken in printed
order; symbols that need no choice (move both conductors, move the locomotive,
gain coins or points) happen at once, the others become a decision unit
(``units`` lists them with the JSON list each one saves as).
"""
from __future__ import annotations

from ..core import _plain_copy, RuleViolation, State
from ..i18n import Msg, N_, Seat, NN_
from . import (cars, coins, conductors, contracts, end_of_game, end_of_round, game_end_cards, locomotive, scoring,
               special_cars, turn, upgrade_choice)
from . import round as round_rules
from .actions import (AddCar, BuyGameEnd, CarryOut, ChooseMail, ClaimBonus, CoinCar, CoinConductor, CoinLocomotive,
                      CoinPoint, CoinUpgrade, DraftGameEnd, EndTurn, FinishScoring, Forego, Fulfil, MoveConductor,
                      PayCoin, PayCoins, ResolveSymbol, Skip, TakeCard, TakeGameEndCard, TakeStartTile, Upgrade, train_msg)
from .player import Player  # noqa: F401 - re-exported (the package's API)
from .units import (AddCars, AnyUpgrades, ConductorSteps, MailCar, PayForCard, Pick, Seq, TakeGameEnd, Upgrades,
                    stack_to_json, symbols_tuple)

SKIP = Skip()
PHASES = ("draft", "turn", "card", "post", "scoring", "over")
# the phases whose current player is ``cur``: ``_legal`` and ``_do`` read it without the ``current_player`` property
# (measured: the property call on both costs 2.5 % of First Class's instructions per decision, 39.5k -> 40.5k)
_AT_CUR = ("turn", "card", "post")




class FirstClassState(State):
    """A First Class game in progress. Create with ``rulebook.GAMES['first_class'].new_game(...)``."""

    LOADER = f"{__package__}.load"   # reads a dump: the core's State._load

    @property
    def num_players(self) -> int:
        """How many seats the game has (players; in Horror, investigators)."""
        return self.n

    # ------------------------------------------------------------------ helpers for rules modules (``event``: core)
    def seat(self, p):
        return Seat(p)

    def car_available(self, pair, from_pair=None) -> bool:
        return pair == from_pair or self.car_supply[pair] > 0 or self.rulings["supply_out"] == "unlimited"

    def coins_in_supply(self) -> int:
        return 12 if self.rulings["supply_out"] == "unlimited" else self.coin_supply

    def push_symbols(self, symbols, rule):
        if symbols:
            self.stack.append(Seq.of(symbols if type(symbols) is tuple else symbols_tuple(symbols), rule))

    def push_pick(self, symbols, rule):
        if len(symbols) == 1:
            self.push_symbols(symbols, rule)
        elif symbols:
            self.stack.append(Pick.of(symbols_tuple(symbols), rule))

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
        SYMBOL_DO[do](self, p, n, frm, ev, SYMBOL_RULE.get(do) or rule)  # each symbol is explained by its own section

    def _unit_options(self, unit, p) -> list:
        return UNIT_OPTIONS[type(unit)](self, unit, p)

    def _settle(self, p, ev):
        """Carry out pending symbols until a decision waits; return that decision's legal actions when they were
        listed on the way (a skippable unit with options: its options and Skip), else None."""
        stack = self.stack
        while stack:
            top = stack[-1]
            if type(top) is Seq:
                if not top.symbols:
                    stack.pop()
                    continue
                stack[-1] = Seq.of(top.symbols[1:], top.rule)
                self._expand(top.symbols[0], top.rule, p, ev)
                continue
            if not top.SKIPPABLE:
                return None
            out = self._unit_options(top, p)
            if out:
                out.append(SKIP)
                return out
            stack.pop()
            ev.append(self.event(N_("{player} cannot use this part ({what}); it is lost."),
                                 {"what": Msg(UNIT_NAMES[top.KIND])}, top.rule, p))

    def _use_unit(self, ev):
        """Count one use of the unit on top of the stack, popping it when used up."""
        unit = self.stack[-1]
        rest = unit.used()
        if rest is None:
            self.stack.pop()
        else:
            self.stack[-1] = rest
        return unit

    # ------------------------------------------------------------------ hooks
    def _canonical(self, c, action):
        """As the core's; while a save is read back, a per-coin payment for a Game End card (``PayCoin``, what
        saves made before the one-step ``PayCoins`` hold) is carried out too (:data:`coins.REPLAYING_SAVE`)."""
        if type(action) is PayCoin and coins.legacy_pay_ok(self, self.current_player, action):
            return action
        return super()._canonical(c, action)

    def explain(self, action):
        """As the core's; an old save's per-coin payment that ``apply`` carries out while the save is read back
        (see ``_canonical``) is not refused then."""
        if type(action) is PayCoin and coins.legacy_pay_ok(self, self.current_player, action):
            return None
        return super().explain(action)

    def _legal(self) -> list:
        ph = self.phase
        if ph == "over":
            return []
        p = self.cur if ph in _AT_CUR else self.current_player
        if self.stack:
            top = self.stack[-1]
            out = self._unit_options(top, p)
            if top.SKIPPABLE:
                out.append(SKIP)
            return out
        out = []
        PHASE_LEGAL[ph](self, p, out)
        return out

    def _do(self, a) -> list:
        ev: list = []
        p = self.cur if self.phase in _AT_CUR else self.current_player
        if self.stack:
            f = UNIT_DO.get(type(a))
            if f is not None:
                f(self, p, a, self.stack[-1], ev)
        else:
            f = TURN_DO.get(type(a))
            if f is not None:
                f(self, p, a, ev)
        if self.stack:
            listed = self._settle(p, ev)
            if listed is not None:   # exactly what _legal() lists now (State.apply clears _cache before _do)
                self._cache = listed
        return ev

    def _why_not(self, a):
        ph = self.phase
        if ph == "over":
            return RuleViolation("end_of_game", Msg(N_("The game is over; nothing more can be done.")))
        p = self.current_player
        kind = type(a)
        if ph == "draft" and kind is not DraftGameEnd:
            return RuleViolation("setup", Msg(N_("First every player keeps one Game End card from the draft.")))
        f = WHY_NOT_ANYTIME.get(kind)
        if f is not None:
            return f(self, p, a)
        if (kind is Forego or kind is CarryOut) and ph in ("turn", "post"):
            return turn.why_not_use(self, p, a)   # no card in hand (the Start Player tile cannot be foregone)
        if self.stack:
            return self._why_not_in_unit(p, a)
        if kind in UNIT_DO:
            return RuleViolation(self._phase_rule(), Msg(N_("There is no effect waiting for that choice right now.")))
        if ph == "scoring":
            return RuleViolation("scoring", Msg(N_("In a scoring phase you claim route bonuses, spend coins, "
                                                   "fulfil contracts and then finish; no cards are taken.")))
        f = TURN_WHY_NOT.get(kind)
        return f(self, p, a) if f is not None else None

    def _why_not_in_unit(self, p, a):
        top = self.stack[-1]
        k = top.KIND
        rule = top.rule
        f = UNIT_WHY_NOT.get(type(a))
        why = f(self, p, a, top, rule) if f is not None else None
        if why is not None:
            return why
        return RuleViolation(rule, Msg(N_("First finish the current effect: {what}."), {"what": Msg(UNIT_NAMES[k])}))

    # ------------------------------------------------------------------ words
    @property
    def prompt(self) -> Msg:
        ph = self.phase
        if ph == "over":
            return Msg(N_("The game is over."))
        who = Seat(self.current_player)
        if self.stack:
            top = self.stack[-1]
            if type(top) is MailCar:
                return Msg(N_("{player}: choose a mail car for the {train}."), {"player": who, "train": train_msg(top.train)})
            if type(top) is PayForCard:
                return Msg(NN_("{player}: pay {n} more coin for the Game End card.",
                               "{player}: pay {n} more coins for the Game End card."), {"player": who, "n": top.n})
            return Msg(NN_("{player}: {what} ({n} left), or leave it out.", "{player}: {what} ({n} left), or leave it out."),
                       {"player": who, "what": Msg(UNIT_NAMES[top.KIND]), "n": top.left})
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
            "stack": stack_to_json(self.stack), "scorers": list(self.scorers),
            "players": [pl.dump() for pl in self.players], "log": [e.to_dict() for e in self.log],
        }

    def _copy_position(self):
        new = FirstClassState.__new__(FirstClassState)
        new.__dict__.update(self.__dict__)
        # nothing mutable is shared with the copy (option values nest one level: module lists, rulings)
        new.options = {k: (v.copy() if type(v) in (list, dict) else v) for k, v in self.options.items()}
        new.rulings = self.rulings.copy()
        for k in ("piles", "rows"):
            setattr(new, k, [list(x) for x in getattr(self, k)])
        for k in ("row_taken", "removed", "ge_deck", "ge_display", "draft_hand", "tiles", "car_supply", "scorers"):
            setattr(new, k, list(getattr(self, k)))
        new.constantinople = [list(x) for x in self.constantinople]
        new.stack = list(self.stack)  # units are frozen
        new.players = [pl.copy() for pl in self.players]
        return new

    # ------------------------------------------------------------------ what a seat may see
    def view(self, seat: int | None) -> dict:
        """The table as ``seat`` sees it, with named fields (``view.py`` lists them); JSON-serialisable.
        ``None`` gives the all-seeing view (nothing hidden), as the teacher's and the tests' pictures show."""
        from .view import readable
        return readable(self, seat)

    def _secret_free_dump(self, seat: int) -> dict:
        """The save dump minus what ``seat`` may not see (raw engine fields; ``view.secret_free_dump``)."""
        from .view import secret_free_dump
        return secret_free_dump(self, seat)

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


# --------------------------------------------------------------------------- symbols of a card, phases
def _gain_points(st, p, n, frm, ev, rule):
    st.players[p].score += n
    ev.append(st.event(NN_("{player} scores {n} point.", "{player} scores {n} points."), {"n": n}, rule, p))


# A card symbol ``(do, n, from)`` carried out: f(st, p, n, from, ev, rule). The first five wait for a decision (a
# unit on the stack), the others happen at once; a route card's symbol is only counted when the trains are scored.
SYMBOL_DO = {
    "car": lambda st, p, n, frm, ev, rule: st.stack.append(AddCars.of(n, rule)),
    "upgrade": lambda st, p, n, frm, ev, rule: st.stack.append(Upgrades.of(frm, n, rule)),
    "upgrade_any": lambda st, p, n, frm, ev, rule: st.stack.append(AnyUpgrades.of(n, 1, rule)),
    "conductor_split": lambda st, p, n, frm, ev, rule: st.stack.append(ConductorSteps.of(n, rule)),
    "game_end_card": lambda st, p, n, frm, ev, rule: st.stack.append(TakeGameEnd.of(n, rule)),
    "conductors": lambda st, p, n, frm, ev, rule: conductors.move_both(st, p, n, ev, rule),
    "locomotive": lambda st, p, n, frm, ev, rule: locomotive.move(st, p, n, ev, rule),
    "coins": lambda st, p, n, frm, ev, rule: coins.gain(st, p, n, ev, rule),
    "points": _gain_points,
    "route": lambda st, p, n, frm, ev, rule: None,
}


def _legal_scoring(st, p, out):
    out.extend(scoring.claim_options(st, p))
    coins.legal(st, p, out)
    contracts.legal(st, p, out)
    out.append(FinishScoring.of())


# What may be done in a phase when no unit is pending: f(st, p, out) appends the legal actions to ``out``.
PHASE_LEGAL = {
    "turn": turn.legal_choose,
    "card": turn.legal_card,
    "post": turn.legal_post,
    "scoring": _legal_scoring,
    "draft": lambda st, p, out: out.extend(map(DraftGameEnd.of, st.draft_hand)),
}


# --------------------------------------------------------------------------- dispatch tables
# Each table maps an action type (or, for UNIT_OPTIONS, a unit kind) to the function that handles it; the
# conformance test checks that every action type of ACTIONS has a handler and a way to be explained.

def _opts_car(st, unit, p):
    return list(map(AddCar.of, cars.trains_for_new_car(st, p)))


def _opts_up(st, unit, p):
    return list(cars.upgrade_actions(st, p, Upgrade, unit.value))


def _opts_split(st, unit, p):
    return [MoveConductor.of(t) for t in (0, 1) if conductors.can_move(st, p, t)]


UNIT_OPTIONS = {
    AddCars: _opts_car,
    Upgrades: _opts_up,
    AnyUpgrades: lambda st, unit, p: upgrade_choice.options(st, p, unit.add_ok),
    ConductorSteps: _opts_split,
    TakeGameEnd: lambda st, unit, p: game_end_cards.take_options(st),
    Pick: lambda st, unit, p: [ResolveSymbol.of(i) for i in range(len(unit.symbols))],
    MailCar: lambda st, unit, p: [ChooseMail.of(m) for m in special_cars.mail_options(st, p)],
    PayForCard: lambda st, unit, p: coins.pay_options(st, p),
}


# Choices inside a pending unit: f(st, p, action, top_unit, ev).
def _do_skip(st, p, a, top, ev):
    st.stack.pop()
    ev.append(st.event(N_("{player} leaves out the rest of this part."), {}, top.rule, p))


def _do_add_car(st, p, a, top, ev):
    rule = top.rule
    st._use_unit(ev)
    cars.do_add_car(st, p, a.train, ev, rule)


def _do_upgrade(st, p, a, top, ev):
    rule = top.rule
    st._use_unit(ev)
    cars.do_upgrade(st, p, a.train, a.pos, a.to, ev, rule)


def _do_move_conductor(st, p, a, top, ev):
    rule = top.rule
    st._use_unit(ev)
    conductors.step(st, p, a.train, ev, rule)


def _do_take_ge(st, p, a, top, ev):
    rule = top.rule
    st._use_unit(ev)
    st.ge_display.remove(a.card)
    game_end_cards.gain(st, p, a.card, ev, rule)


def _do_resolve(st, p, a, top, ev):
    sym = top.symbols[a.index]
    rest = top.symbols[:a.index] + top.symbols[a.index + 1:]
    if not rest:
        st.stack.pop()
    else:  # one part left: no choice of order remains
        st.stack[-1] = Seq.of(rest, top.rule) if len(rest) == 1 else Pick.of(rest, top.rule)
    st._expand(sym, top.rule, p, ev)


def _do_mail(st, p, a, top, ev):
    st.stack.pop()
    special_cars.do_mail(st, p, top.train, a.mail, ev)


UNIT_DO = {
    Skip: _do_skip,
    AddCar: _do_add_car,
    Upgrade: _do_upgrade,
    MoveConductor: _do_move_conductor,
    TakeGameEndCard: _do_take_ge,
    ResolveSymbol: _do_resolve,
    ChooseMail: _do_mail,
    PayCoin: lambda st, p, a, top, ev: coins.do_pay(st, p, top, a.column, ev),
    PayCoins: lambda st, p, a, top, ev: coins.do_pay_coins(st, p, top, a.columns, ev),
}

# Actions of a turn, of the scoring phase and of the draft (no unit pending): f(st, p, action, ev).
TURN_DO = {
    TakeCard: turn.do_take,
    TakeStartTile: turn.do_take,
    CarryOut: turn.do_carry_out,
    Forego: turn.do_forego,
    EndTurn: turn.do_end,
    Fulfil: lambda st, p, a, ev: contracts.do_fulfil(st, p, a.card, ev),
    ClaimBonus: lambda st, p, a, ev: scoring.do_claim(st, p, a.station, ev),
    FinishScoring: lambda st, p, a, ev: end_of_round.finish_scoring(st, p, ev),
    DraftGameEnd: lambda st, p, a, ev: game_end_cards.do_draft(st, p, a.card, ev),
    **{k: coins.do for k in COIN_ACTIONS},
}


# Why an action is refused, whether or not a unit is pending: f(st, p, action).
def _why_not_draft(st, p, a):
    if st.phase != "draft":
        return RuleViolation("setup", Msg(N_("The Game End card draft is over.")))
    return game_end_cards.why_not_draft(st, a.card)


WHY_NOT_ANYTIME = {
    DraftGameEnd: _why_not_draft,
    Fulfil: contracts.why_not,
    ClaimBonus: lambda st, p, a: scoring.why_not_claim(st, p, a.station),
    **{k: coins.why_not for k in COIN_ACTIONS},
}

# Why a turn action is refused when no unit is pending (in a scoring phase all of them are): f(st, p, action).
TURN_WHY_NOT = {
    TakeCard: turn.why_not_take,
    TakeStartTile: turn.why_not_take,
    CarryOut: turn.why_not_use,
    Forego: turn.why_not_use,
    EndTurn: lambda st, p, a: turn.why_not_end(st, p),
    FinishScoring: lambda st, p, a: RuleViolation("scoring", Msg(N_("There is no scoring phase now."))),
}


# Why a choice is refused while a unit waits: f(st, p, action, top_unit, rule); None falls back to
# "first finish the current effect".
def _why_add_car(st, p, a, top, rule):
    k = top.KIND
    if k not in ("car", "any"):
        return None
    if k == "any" and not top.add_ok:
        return RuleViolation(rule, Msg(N_("This upgrade may not be taken as a new car.")))
    return cars.why_not_add_car(st, p, a.train, rule)


def _why_upgrade(st, p, a, top, rule):
    k = top.KIND
    if k not in ("up", "any"):
        return None
    return cars.why_not_upgrade(st, p, a.train, a.pos, a.to, top.value if k == "up" else None, rule)


def _why_pay(st, p, a, top, rule):
    if top.KIND != "pay":
        return None
    if a.column not in (0, 1, 2):
        return RuleViolation("coins", Msg(N_("The coin area has columns 1, 2 and 3 only.")))
    if st.players[p].coins[a.column]:
        return RuleViolation("game_end_cards", Msg(N_("A Game End card is paid in one step: choose which columns "
                                                      "the coins come from among the payments offered.")))
    return RuleViolation("coins", Msg(N_("Column {c} of your coin area holds no coin."), {"c": a.column + 1}))


UNIT_WHY_NOT = {
    Skip: lambda st, p, a, top, rule: RuleViolation(rule, Msg(N_("This choice is required and cannot be left out."))),
    AddCar: _why_add_car,
    Upgrade: _why_upgrade,
    MoveConductor: lambda st, p, a, top, rule: (conductors.why_not_move(st, p, a.train, rule)
                                                if top.KIND == "split" else None),
    TakeGameEndCard: lambda st, p, a, top, rule: (game_end_cards.why_not_take(st, a.card)
                                                  if top.KIND == "ge" else None),
    ResolveSymbol: lambda st, p, a, top, rule: (RuleViolation(rule, Msg(N_("This bonus has no part {n}."),
                                                                        {"n": a.index + 1}))
                                                if top.KIND == "pick" else None),
    ChooseMail: lambda st, p, a, top, rule: (special_cars.why_not_mail(st, p, a.mail) if top.KIND == "mail" else None),
    PayCoin: _why_pay,
    PayCoins: lambda st, p, a, top, rule: coins.why_not_pay_coins(st, p, a, top) if top.KIND == "pay" else None,
}
