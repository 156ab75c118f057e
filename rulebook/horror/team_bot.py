"""A Horror team bot that plays the game's plan, without peeking.

``TeamBot`` (``make_bot("team")``) sits at any investigator seat. For each
decision it looks one step ahead, but never on the true position: it deals a
few *determinizations* (``determinize.py``, fed with what the team has seen in
public through a :class:`~rulebook.memory.Memory`) and applies every
legal action to each of them, so an action that draws (an event token, a
conversation token, a card) is judged on draws the table could see, averaged
over the deals (the same deals for every action: common random numbers).
When an action stops at a choice inside its own effect (the portal to take
essence from, the passenger to calm, what to do with experience after a rest),
the bot makes that choice as well as the plan can, up to ``depth`` choices
deep and ``breadth`` options each, and the action is worth its best outcome --
otherwise a skill that discards essence would look like it does nothing.

Each result is scored by the plan heuristic, :func:`~rulebook.horror.heuristic.plan_value`:
keep the pools from running out (essence above all: take it off the portals),
protect the passengers (an insane one costs essence at every landscape still to
come), fight the monsters on board, keep the investigators' sanity and health,
hold skills and items that discard essence, and work the investigation (the
odds of a correct accusation weigh more as the end of the line nears).

At the end of the line the accusation marks each suspect as a cultist when
more than half of ``accuse_deals`` determinizations say so (a suspect settled
by its face-up clues comes out the same in every deal).

Cost: ``deals`` determinizations (default 2; more when there are few legal
actions, so that about ``evaluations`` = 12 results are scored: a choice
between two actions -- draw another conversation token or stop, keep an event
token or redraw -- is averaged over 6 deals) and about ``deals * len(legal)``
copies and applies per decision (more when actions open choices);
``benchmarks/bench_team_bots.py`` measures the median time per decision and
the win rate per difficulty.

>>> import rulebook
>>> s = rulebook.GAMES["horror"].new_game(players=2, seed=1, difficulty="easy")
>>> bot = TeamBot(seed=1)
>>> bot.choose(s) in s.legal_actions()
True
"""
from __future__ import annotations

from ..bot import Bot
from ..memory import Memory
from ..core import ConfigError, Rng
from ..i18n import Msg, N_
from .actions import Accuse
from .heuristic import plan_value

class TeamBot(Bot):
    """One step ahead on a few memory-consistent determinizations, scored by :func:`plan_value`."""

    name = "team"

    def __init__(self, seed: int = 0, deals: int = 2, depth: int = 2, breadth: int = 8, accuse_deals: int = 24,
                 evaluations: int = 12):
        super().__init__(seed)
        self.deals = deals
        self.evaluations = evaluations
        self.depth = depth
        self.breadth = breadth
        self.accuse_deals = accuse_deals
        self.memory = None

    def _memory(self, state):
        m = self.memory
        if m is None or not m.follows(state):
            m = self.memory = Memory(type(state).game, state.current_player)
        m.observe(state)
        return m

    def choose(self, state):
        game = type(state).game
        if game.NAME != "horror":
            raise ConfigError(Msg(N_("The team bot plays only {game}."), {"game": Msg(N_("Horror on the Orient Express"))}))
        actions = state.legal_actions()
        memory = self._memory(state)
        if len(actions) == 1:
            return actions[0]
        seat = state.current_player
        deal = Rng(self.rng.getrandbits(64))
        if isinstance(actions[0], Accuse):
            return self._accuse(state, actions, game, seat, deal, memory)
        # few actions, more deals: the same work per decision buys a better average where chance decides
        # (draw another conversation token or stop, keep the event token or redraw)
        k = max(self.deals, -(-self.evaluations // len(actions)))
        worlds = [game.determinize(state, seat, deal, memory=memory) for _ in range(k)]
        best, best_v = [], None
        for a in actions:
            total = 0.0
            for w in worlds:
                total += self._value(w, a, self.depth)
            if best_v is None or total > best_v + 1e-9:
                best, best_v = [a], total
            elif total >= best_v - 1e-9:
                best.append(a)
        return best[0] if len(best) == 1 else self.rng.choice(best)

    def _value(self, w, a, depth) -> float:
        """The plan value after ``a`` in the deal ``w``, the choices ``a`` leaves open inside the same effect
        (a portal to take essence from, a passenger to calm, what to do with experience ...) made as well as
        the plan can, at most ``depth`` deep (the value of an action is the value of its best outcome)."""
        c = w.copy()
        c.apply(a, check=False)
        if depth <= 0 or not c.stack or c.is_over:
            return plan_value(c)
        legal = c._legal()
        if len(legal) > self.breadth:
            legal = legal[:self.breadth]
        return max(self._value(c, b, depth - 1) for b in legal)

    def _accuse(self, state, actions, game, seat, deal, memory):
        """Mark the first open suspect by the majority of ``accuse_deals`` determinizations."""
        from .clues import is_cultist
        a0 = actions[0]
        s = a0.suspect
        votes = sum(is_cultist(game.determinize(state, seat, deal, memory=memory), s) for _ in range(self.accuse_deals))
        want = votes * 2 > self.accuse_deals
        for a in actions:
            if a.suspect == s and bool(a.cultist) == want:
                return a
        return a0
