"""Rail Race: two trains race along one line of 12 spaces, driven by speed cards.

A game made for the tests: it lives only here and plugs in through the entry-point group
``rulebook.games`` (``../rail_race-1.0.dist-info/entry_points.txt``), as a game from another
distribution would. Its rules, in full:

* **Set-up** (``setup``): a deck of 18 speed cards, six each of 1, 2 and 3, is shuffled with the seed;
  each player takes 3 and both trains stand at space 0. Player 1 starts.
* **A turn** (``turn``): play one card from your hand; your train moves forward that many spaces; then
  take the top card of the deck, if any. A player with no card left passes.
* **Moving** (``move``): a train may not stop on the other train's space (it may pass it).
  When no card of your hand can be played, you pass.
* **The end** (``end``): the first train to reach space 12 wins at once; when both players pass in a
  row, the train further on wins (equal: both win).

Where these rules are silent -- may a card carry a train past space 12? -- the answer is a named ruling,
``finish``: ``"reach"`` (default: reaching or passing 12 wins) or ``"exact"`` (a card that would pass 12
may not be played).
"""
from __future__ import annotations

from dataclasses import dataclass

from rulebook.core import Action, Game, Outcome, Rng, Ruling, RuleViolation, Section, State, options, rulings_option
from rulebook.i18n import N_, NN_, Msg

GOAL = 12
RULINGS = {"finish": Ruling(("reach", "exact"), "May a card carry a train past space 12? 'reach' (default): "
                                                 "reaching or passing 12 wins; 'exact': only a card that lands on 12 "
                                                 "may finish.")}
SECTIONS = (Section("setup", N_("Setting up the race")), Section("turn", N_("A turn: play a speed card")),
            Section("move", N_("Moving and blocking")), Section("end", N_("The end of the race")))


@dataclass(frozen=True, slots=True)
class Play(Action):
    speed: int

    def describe(self) -> Msg:
        return Msg(N_("Play a speed {n} card."), {"n": self.speed})


@dataclass(frozen=True, slots=True)
class Pass(Action):
    def describe(self) -> Msg:
        return Msg(N_("Pass."))


ACTIONS = {"Play": Play, "Pass": Pass}


class RailRaceState(State):
    def __init__(self, players: int, seed: int, options: dict):
        self.players, self.seed, self.rng = players, seed, Rng(seed)
        self.options, self.rulings = options, dict(options["rulings"])
        self.deck = [v for v in (1, 2, 3) for _ in range(6)]
        self.rng.shuffle(self.deck)
        self.hands = [[self.deck.pop() for _ in range(3)] for _ in range(players)]
        self.pos, self.cur, self.passes, self.log = [0] * players, 0, 0, []

    # ---- the rules -----------------------------------------------------------
    def _blocked(self, speed: int) -> bool:
        return self.pos[1 - self.cur] == self.pos[self.cur] + speed < GOAL

    def _past(self, speed: int) -> bool:
        return self.rulings["finish"] == "exact" and self.pos[self.cur] + speed > GOAL

    def _legal(self) -> list:
        if self.is_over:
            return []
        plays = [Play(v) for v in sorted(set(self.hands[self.cur])) if not self._blocked(v) and not self._past(v)]
        return plays or [Pass()]

    def _why_not(self, action):
        if self.is_over:
            return RuleViolation("end", Msg(N_("The race is over.")))
        if isinstance(action, Play):
            if action.speed not in self.hands[self.cur]:
                return RuleViolation("turn", Msg(N_("You hold no speed {n} card."), {"n": action.speed}))
            if self._blocked(action.speed):
                return RuleViolation("move", Msg(N_("Space {s} is taken by the other train."),
                                                 {"s": self.pos[self.cur] + action.speed}))
            if self._past(action.speed):
                return RuleViolation("end", Msg(N_("With the 'exact' finish a card may not carry the train past "
                                                   "space 12.")))
        if isinstance(action, Pass):
            return RuleViolation("move", Msg(N_("You can play a card, so you may not pass.")))
        return None

    def _do(self, action) -> list:
        me, events = self.cur, []
        if isinstance(action, Play):
            self.hands[me].remove(action.speed)
            self.pos[me] = min(GOAL, self.pos[me] + action.speed)
            self.passes = 0
            events.append(self.event(NN_("{player} moves {n} space, to space {s}.",
                                         "{player} moves {n} spaces, to space {s}."),
                                     {"n": action.speed, "s": self.pos[me]}, "turn", me))
            if self.deck:
                self.hands[me].append(self.deck.pop())
        else:
            self.passes += 1
            events.append(self.event(N_("{player} passes."), {}, "move", me))
        self.cur = 1 - me
        if self.is_over:
            events.append(self.event(N_("The race is over."), {}, "end"))
        return events

    # ---- the protocol ------------------------------------------------------------
    @property
    def is_over(self) -> bool:
        return GOAL in self.pos or self.passes >= 2

    @property
    def current_player(self):
        return None if self.is_over else self.cur

    @property
    def num_players(self) -> int:
        return self.players

    @property
    def prompt(self) -> Msg:
        if self.is_over:
            return Msg(N_("The race is over."))
        return Msg(N_("Player {n}: play a speed card."), {"n": self.cur + 1})

    def outcome(self):
        if not self.is_over:
            return None
        best = max(self.pos)
        return Outcome(tuple(self.pos), tuple(i for i, p in enumerate(self.pos) if p == best),
                       N_("The race is over."))

    def view(self, seat) -> dict:
        return {"seat": seat, "pos": list(self.pos), "cur": self.current_player, "deck": len(self.deck),
                "hands": [list(h) if seat is None or i == seat else len(h) for i, h in enumerate(self.hands)]}

    def _secret_free_dump(self, seat) -> dict:
        return self.view(seat)

    def check_invariants(self) -> list:
        """Problems with the position: trains off the line, more speed cards than the game has."""
        from .load import invariant_problems
        return invariant_problems(self)

    def _dump(self) -> dict:
        return {"players": self.players, "seed": self.seed, "options": _plain(self.options), "rng": self.rng.state,
                "deck": list(self.deck),
                "hands": [list(h) for h in self.hands], "pos": list(self.pos), "cur": self.cur,
                "passes": self.passes, "log": [e.to_dict() for e in self.log]}

    LOADER = __name__ + ".load"     # the core's load skeleton reads a dump through it

    def _copy_position(self):
        new = RailRaceState.__new__(RailRaceState)
        new.__dict__.update(self.__dict__)
        new.options, new.rulings = dict(self.options, rulings=dict(self.rulings)), dict(self.rulings)
        new.deck, new.hands, new.pos, new.log = list(self.deck), [list(h) for h in self.hands], list(self.pos), \
            list(self.log)
        new.rng = Rng(0)
        new.rng.state = self.rng.state
        return new


def _plain(options: dict) -> dict:
    return {k: (dict(v) if isinstance(v, dict) else v) for k, v in options.items()}


class RailRace(Game):
    NAME = "rail_race"
    TITLE = N_("Rail Race")
    TAG = "RR"
    VIEWS = __name__ + ".views"
    PLAYERS = range(2, 3)
    SECTIONS = SECTIONS
    ACTIONS = ACTIONS
    OPTIONS = options(rulings_option(RULINGS))
    RULINGS = RULINGS
    State = RailRaceState

    def new_game(self, *, players: int = 2, seed: int = 0, **opts) -> RailRaceState:
        s = RailRaceState(players, seed, self.check_new_game(players, seed, opts))
        s.log.append(s.event(N_("The trains stand at space 0."), {}, "setup"))
        s._start_history()
        return s

    def evaluate(self, state, seat) -> float:
        return state.pos[seat] - max(p for i, p in enumerate(state.pos) if i != seat)


RailRaceState.game = RAIL_RACE = RailRace()
