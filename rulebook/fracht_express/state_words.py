"""What a FrachtExpress state says about itself: the rule the pending decision belongs to, why an action is
refused, the prompt, what a seat may see and an action in words against the table.

A mixin of :class:`~.state.FrachtExpressState` (the state module keeps the position and the hot path:
listing and applying actions, the derived data); nothing here runs while a game is played out by bots, only
when a player is told something.
"""
from __future__ import annotations

from ..core import RuleViolation
from ..i18n import Msg, N_, Seat, NN_
from . import change, deliver, draw, extend, move, pick_up, turn
from .actions import Cover, Deliver, DrawCards, DropCar, EndTurn, Extend, Go, Move, PickUp, PushTo, Stop

UNIT_ACTIONS = {"move": (Go, PushTo, Stop), "drop": (DropCar,)}
UNIT_RULES = {"move": "move", "drop": "crossings"}
UNIT_NAMES = {"move": N_("the locomotive's drive"), "drop": N_("giving up cars after a crossing check")}


def _no_drive(st, p, a):
    return RuleViolation("move", Msg(N_("No drive is under way; a drive starts by discarding a card to move.")))


def _no_crossing(st, p, a):
    return RuleViolation("crossings", Msg(N_("No crossing check asks for cars right now.")))


# Why an action of the basic game is refused at the top level of a turn (no unit pending): its type -> reason.
TURN_WHY_NOT = {
    Go: _no_drive, PushTo: _no_drive, Stop: _no_drive,
    DropCar: _no_crossing,
    Extend: lambda st, p, a: extend.why_not(st, p, a),
    Cover: lambda st, p, a: change.why_not(st, p, a),
    PickUp: lambda st, p, a: pick_up.why_not(st, p, a.card),
    Deliver: lambda st, p, a: deliver.why_not(st, p, a.card),
    Move: lambda st, p, a: move.why_not(st, p, a.card),
    DrawCards: lambda st, p, a: draw.why_not(st, p, a.card),
    EndTurn: lambda st, p, a: None,
}


class StateWords:
    """The words and refusals of :class:`~.state.FrachtExpressState` (see the module notes)."""

    __slots__ = ()

    def unit_rule(self):
        top = self.stack[-1]
        k = top.KIND
        return UNIT_RULES[k] if k in UNIT_RULES else _adv().unit_rule(self, top)

    def unit_msg(self):
        top = self.stack[-1]
        if top.KIND in UNIT_NAMES:
            return Msg(UNIT_NAMES[top.KIND])
        return _adv().unit_msg(self, top)

    def _phase_rule(self):
        if self.phase == "over":
            return "end_of_game"
        if self.phase == "layout":
            return "variants"
        return self.unit_rule() if self.stack else "turn"

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
            k = top.KIND
            if k == "move" and kind in UNIT_ACTIONS["move"]:
                if kind is Stop:
                    return RuleViolation("move", Msg(N_("A drive goes on until its ties are used up (ruling "
                                                        "move_distance is 'exact').")))
                if kind is PushTo and top.target is None:
                    return RuleViolation("ramming", Msg(N_("No locomotive is being shoved right now.")))
                if kind is Go and top.target is not None:
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
        if kind in TURN_WHY_NOT:
            return TURN_WHY_NOT[kind](self, p, a)
        if not self.options["advanced"]:
            return RuleViolation("advanced", Msg(N_("Special actions belong to the advanced game, which is not "
                                                    "in play.")))
        return _adv().why_not_turn(self, p, a)

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
            if top.KIND == "move":
                if top.target is not None:
                    return Msg(N_("{player}: choose which way the shoved locomotive goes at the switch."),
                               {"player": who})
                return Msg(NN_("{player}: choose the way on ({n} tie left).", "{player}: choose the way on ({n} ties left)."),
                           {"player": who, "n": top.left})
            if top.KIND == "drop":
                return Msg(N_("{player}: give up cars until {k} remain."), {"player": who, "k": top.keep})
            return _adv().prompt(self, top, who)
        return Msg(N_("{player}: lay, cover, pick up, deliver, move, draw new cards or end the turn."),
                   {"player": who})

    def view(self, seat: int) -> dict:
        """The table as ``seat`` sees it, with named fields (``view.py`` lists them); JSON-serialisable."""
        from .view import readable
        return readable(self, seat)

    def _secret_free_dump(self, seat: int) -> dict:
        """The save dump minus what ``seat`` may not see (raw engine fields; ``view.secret_free_dump``)."""
        from .view import secret_free_dump
        return secret_free_dump(self, seat)

    def describe(self, action):
        """``action`` in words against this table ("Lay D49 east of D11, ..."), whatever table is in view."""
        from .words import board, on_board
        before = board()
        on_board(self)
        try:
            return action.describe()
        finally:
            on_board(before)


def _unit_rule_for(kind):
    return "ramming" if kind is PushTo else "move"


def _adv():
    from . import advanced
    return advanced
