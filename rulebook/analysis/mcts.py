"""A Monte Carlo tree search bot that never looks at hidden information.

:class:`MCTSBot` is single-observer information-set MCTS (SO-ISMCTS; Cowling,
Powley and Whitehouse, "Information Set Monte Carlo Tree Search", IEEE TCIAIG
2012). It works for any game of :data:`rulebook.GAMES` through the protocol
plus two optional game hooks:

``game.determinize(state, seat, rng, memory=None) -> State``
    a copy of ``state`` in which everything ``state.view(seat)`` hides is dealt
    again at random among the possibilities that agree with the view and with
    what the seat has seen in public since the start (``memory``, a
    :class:`~rulebook.memory.Memory` the bot feeds with the log at
    each of its decisions; ``memory=False`` in the constructor gives a bot
    that forgets, determinizing from the view alone), with the
    copy's random generator re-seeded from ``rng`` (a :class:`~rulebook.core.Rng`),
    so later chance is not the true future either. Each game's hook is its
    ``determinize.py``. A game without the hook is taken to hide nothing: the
    bot searches a copy whose generator is re-seeded.
``game.evaluate(state, seat) -> float``
    the game's heuristic, which scores a position where a playout stops before
    the end of the game (see below).

One search, for the seat to decide (the *observer*)
    Each iteration takes a *determinization* -- a full position the observer
    could be looking at -- and walks one tree shared by all iterations, whose
    nodes are keyed by the actions taken from the root:

    1. *select*: while every action legal in this determinization already has
       a child, take the child with the best UCB value among those legal here,
       ``mean + c * sqrt(ln(availability) / visits)``, where *availability*
       counts the iterations in which that action could have been chosen (so
       an action that is rarely possible is not penalised for it);
    2. *expand*: with ``expand="all"`` (what ``"auto"`` does when the game has a
       heuristic, is not cooperative, the playouts stop at once and the node has
       at most 40 legal actions), score **every** legal action of the new node
       in this determinization with the heuristic: each child starts with that
       one visit (its *prior*: what the greedy bot would think of it), and the
       playout ends with the mover's best child (a one-step greedy playout), whose
       rewards are backpropagated. With ``expand="one"`` (random playouts, a
       cooperative game or a wider node): add one random untried legal action;
    3. *simulate* (``expand="one"``): play random legal actions from there, for at most
       ``rollout_limit`` decisions (default ``"auto"``: none when the game has
       a heuristic -- the new position is scored at once --, else to the end
       of the game; ``None``: to the end; a number: at most that many);
    4. *backpropagate*: add each seat's reward to the nodes of the actions that
       seat chose on the path.

    Chance (a deal, a draw) happens inside ``apply`` from the determinization's
    own re-seeded generator, so the same action leads to different outcomes in
    different iterations and a node averages over them. Opponents' choices in
    the tree are searched with the same statistics (the single-observer
    simplification). After the budget, the bot plays the root action visited
    most often (ties: the better mean, then the legal-action order).

    Deals: dealing a determinization costs about ten times a ``copy()`` (First
    Class: ~230 µs against ~20 µs), so a search deals ``deals`` (16) of them
    once and gives each iteration a copy of one in turn, with a generator of
    its own (``deals=None``: a fresh deal for every iteration). Sixteen deals
    sample what the seat cannot see (the piles' order, the other players'
    secret cards) well enough for a few hundred iterations.

    Reusing the tree: the subtree below the chosen action is kept, and the
    seat's next search starts from it when the seat decides again before any
    other seat has (the next step of the same turn: take a card, then carry
    it out, then place what it gives). Those statistics were gathered on
    determinizations of the same information, as only the seat's own moves
    happened in between (one that turns up a card, such as a Game End card
    refilling the display, leaves statistics averaged over the cards that
    might have turned up, as any chance does in the tree);
    ``last_search["reused"]`` gives the visits kept. Any other seat's move in
    between, another game or ``reuse=False`` starts afresh.

    Why these defaults (First Class, 2 players, 40-game samples against the
    greedy bot at fixed iterations, seeds 20000 on, 2026-12-02; stopped early
    for time, so the counts differ): the earlier bot (random expansion, ``c``
    1.4, a fresh deal an iteration, nothing kept) won 58 % of 100 games at
    0.1 s. Its visits were spread almost evenly over the root actions: the
    rewards of the actions differ by a few hundredths, so ``c = 1.4`` left
    the search exploring uniformly. With ``c = 0.3`` and 16 deals, random
    expansion won 18 of 21 games at 250 iterations; every child scored on
    expansion won 26 of 30 (``c = 0.3``) and 24 of 28 (``c = 0.1``) at 80
    iterations (about as much time as 250 of the former), by about 24 points a
    game on average. Scoring every child was kept as it needs the fewest
    iterations to play well: on a busy machine 0.1 s may give only a few
    dozen, and one iteration already plays the heuristic's best move.

Rewards, per seat, between 0 and 1
    A finished game: ``1/k`` for a win shared by ``k`` seats (1 alone, 0.5 for
    a two-way tie), 0 for a loss, mixed with weight ``margin_weight`` (0.1)
    with a score-margin term ``0.5 + 0.5 * m / S`` (``m``: the seat's score
    minus the best other score, ``S``: the largest absolute score, at least 1;
    clipped to [-1, 1]) that prefers winning by more and losing by less.
    A playout that stops before the end is scored from the heuristic:
    ``0.5 + 0.5 * tanh((v - w) / value_scale)``, ``v`` the seat's
    ``game.evaluate(state, seat)`` and ``w`` the best other seat's
    (``value_scale`` 20 by default; a tie of every seat when the game has no
    heuristic). Cooperative games (``game.COOPERATIVE``) share one reward: 1
    for a win, 0 for a loss, and for a playout that stops before the end
    ``0.5 + 0.5 * tanh((v - v0) / value_scale)``, ``v`` the heuristic there
    and ``v0`` at the root of the same determinization (progress made, not the
    absolute level).

    Why score at once by default: in First Class (2 players, 200 iterations,
    16 games against the greedy bot) the bot won 15 with ``rollout_limit=0``
    and 13 with 10 random decisions before scoring, at about half the speed;
    random play is so much worse than the heuristic's play that random
    decisions mostly add noise (measured with the earlier random expansion).

Budget
    ``iterations`` (default 200) and/or ``time_limit`` seconds, whichever ends
    first; with ``time_limit`` the choices depend on the machine's speed, so
    only an iteration budget is reproducible. A decision with one legal action
    is played at once without searching. ``last_search`` holds the numbers of
    the latest search (``iterations``, ``seconds``, ``reused``, and per root
    action its ``visits`` and mean reward, ``values``).

Determinism and hidden information
    All randomness comes from the bot's ``random.Random(seed)``: the same seed
    and the same sequence of positions give the same choices. The search only
    reads determinizations, which depend on nothing but ``state.view(seat)``,
    the public log (through the memory) and the bot's random numbers, so two
    positions that look the same from the bot's seat and have the same public
    past get the same choice (``tests/test_mcts.py``, ``tests/test_memory.py``).

Speed: ``state.copy()`` of a dealt determinization for each iteration, the engine's own ``_legal()``
list (``legal_actions()`` without its copy and lookup table) and
``apply(check=False)`` with actions from it; no undo, no saving. Iterations per second for
each game: ``benchmarks/bench_mcts.py``.

>>> import rulebook
>>> s = rulebook.GAMES["first_class"].new_game(players=2, seed=3)
>>> bot = MCTSBot(seed=1, iterations=20, rollout_limit=20)
>>> bot.choose(s) in s.legal_actions()
True
>>> bot.last_search["iterations"]
20
"""
from __future__ import annotations

import math
import time

from ..core import Rng
from ..bot import Bot
from ..memory import Memory

DEFAULT_ITERATIONS = 200
DEFAULT_ROLLOUT_LIMIT = "auto"
DEFAULT_VALUE_SCALE = 20.0
DEFAULT_EXPLORATION = 0.3
DEFAULT_DEALS = 16
EXPAND_ALL_MAX = 40   # "auto" scores every child of a new node only when it has at most this many


class _Node:
    """Statistics of one action sequence from the root: seen from the seat that chose its last action."""

    __slots__ = ("children", "visits", "avail", "total", "player")

    def __init__(self, player):
        self.children: dict = {}
        self.visits = 0
        self.avail = 1
        self.total = 0.0
        self.player = player


class MCTSBot(Bot):
    """Information-set Monte Carlo tree search over determinizations of what the bot's seat can see."""

    name = "mcts"

    def __init__(self, seed: int = 0, iterations: int | None = DEFAULT_ITERATIONS, time_limit: float | None = None,
                 exploration: float = DEFAULT_EXPLORATION, rollout_limit: int | str | None = DEFAULT_ROLLOUT_LIMIT,
                 margin_weight: float = 0.1, value_scale: float = DEFAULT_VALUE_SCALE, memory: bool = True,
                 expand: str = "auto", deals: int | None = DEFAULT_DEALS, reuse: bool = True):
        super().__init__(seed)
        # argument checks for programmers (plain ValueError): people choose a budget as "mcts:N" in make_bot
        if iterations is None and time_limit is None:
            raise ValueError("MCTSBot needs a budget: iterations, time_limit or both")
        if iterations is not None and (not isinstance(iterations, int) or isinstance(iterations, bool)
                                       or iterations < 1):
            raise ValueError(f"iterations must be a whole number of at least 1, not {iterations!r}")
        if time_limit is not None and not time_limit > 0:
            raise ValueError(f"time_limit must be a positive number of seconds, not {time_limit!r}")
        if rollout_limit not in (None, "auto") and (not isinstance(rollout_limit, int) or rollout_limit < 0):
            raise ValueError(f"rollout_limit must be 'auto', None or a whole number of at least 0, "
                             f"not {rollout_limit!r}")
        if expand not in ("auto", "one", "all"):
            raise ValueError(f"expand must be 'auto', 'one' or 'all', not {expand!r}")
        if deals is not None and (not isinstance(deals, int) or deals < 1):
            raise ValueError(f"deals must be None or a whole number of at least 1, not {deals!r}")
        self.iterations = iterations
        self.time_limit = time_limit
        self.exploration = exploration
        self.rollout_limit = rollout_limit
        self.margin_weight = margin_weight
        self.value_scale = value_scale
        self.expand = expand
        self.deals = deals
        self.reuse = reuse
        self.last_search: dict = {}
        self.remember = memory
        self.memory = None
        self._kept = None    # (node, seat, decisions then): the subtree below the last choice, for reuse

    def _observe(self, state, seat):
        """Feed the memory with the public events since the last decision (a fresh memory for a new game)."""
        if not self.remember:
            return None
        m = self.memory
        if m is None or m.seat != seat or not m.follows(state):
            m = self.memory = Memory(type(state).game, seat)
        m.observe(state)
        return m

    def __repr__(self):
        return (f"MCTSBot(seed={self.seed!r}, iterations={self.iterations!r}, time_limit={self.time_limit!r}, "
                f"exploration={self.exploration!r}, rollout_limit={self.rollout_limit!r}, "
                f"expand={self.expand!r}, deals={self.deals!r}, reuse={self.reuse!r})")

    def _reused_root(self, state, seat):
        """The subtree kept from this seat's previous decision when ``state`` continues it by this seat's own
        decisions only (see "Reusing the tree"), else a fresh root."""
        kept, self._kept = self._kept, None
        if not self.reuse or kept is None:
            return _Node(None)
        node, kept_seat, then, chosen = kept
        history = state.history
        if kept_seat != seat or len(history) < then or history[then - 1] != chosen:
            return _Node(None)
        for a in history[then:]:
            child = node.children.get(a)
            if child is None or child.player != seat:
                return _Node(None)
            node = child
        return node

    # ------------------------------------------------------------------ the search
    def choose(self, state):
        actions = state.legal_actions()
        memory = self._observe(state, state.current_player)
        if len(actions) == 1:
            self.last_search = {"iterations": 0, "seconds": 0.0, "visits": {actions[0]: 0}, "values": {}}
            return actions[0]
        game = type(state).game
        seat = state.current_player
        n = _seats(state)
        deal = Rng(self.rng.getrandbits(64))
        hook = getattr(game, "determinize", None)
        evaluate = getattr(game, "evaluate", None)
        coop = bool(getattr(game, "COOPERATIVE", False))
        limit, expand_all, widest = self._playout_settings(evaluate, coop)
        root = self._reused_root(state, seat)
        reused = root.visits
        pool = []
        start = time.perf_counter()
        deadline = None if self.time_limit is None else start + self.time_limit
        budget = self.iterations
        done = 0
        while (budget is None or done < budget) and (deadline is None or time.perf_counter() < deadline):
            s = self._deal(state, seat, deal, pool, done, hook, memory)
            v0 = evaluate(s, seat) if coop and evaluate is not None else 0.0
            path, rewards = self._descend(s, root, n, game, evaluate, expand_all, widest)
            if rewards is None:
                rewards = self._playout(s, limit, n, game, evaluate, coop, seat, v0)
            # backpropagate
            root.visits += 1
            for nd in path:
                nd.visits += 1
                nd.total += rewards[nd.player]
            done += 1
        elapsed = time.perf_counter() - start
        visits = {a: root.children[a].visits for a in actions if a in root.children}
        values = {a: root.children[a].total / v for a, v in visits.items() if v}
        self.last_search = {"iterations": done, "seconds": elapsed, "visits": visits, "values": values,
                            "reused": reused}
        best = _most_visited(actions, root)
        if self.reuse and best in root.children:
            self._kept = (root.children[best], seat, len(state.history) + 1, best)
        return best

    def _playout_settings(self, evaluate, coop: bool) -> tuple:
        """``(limit, expand_all, widest)``: the playout length (None: to the end) and whether, and up to how
        many actions, a new node scores all its children with the game's heuristic at once."""
        limit = self.rollout_limit
        if limit == "auto":
            limit = 0 if evaluate is not None else None
        expand_all = self.expand == "all" or (self.expand == "auto" and evaluate is not None and limit == 0
                                              and not coop)
        widest = EXPAND_ALL_MAX if self.expand == "auto" else math.inf
        return limit, expand_all, widest

    def _deal(self, state, seat, deal, pool, done, hook, memory):
        """The world of one iteration: a determinization of ``state`` as ``seat`` sees it (the game's hook, or a
        copy with a fresh random stream), taken from the first ``self.deals`` ones in turn once there are
        that many."""
        pool_size = self.deals
        if pool_size is not None and len(pool) >= pool_size:
            s = pool[done % pool_size].copy()
            s.rng = Rng(deal.next64())
            return s
        if hook is not None:
            s = hook(state, seat, deal) if memory is None else hook(state, seat, deal, memory=memory)
        else:
            s = state.copy()
            s.rng = Rng(deal.next64())
        if pool_size is not None:
            pool.append(s.copy())
        return s

    def _descend(self, s, node, n, game, evaluate, expand_all, widest) -> tuple:
        """Select by UCB1 down the tree, playing on ``s``, and expand one new node: ``(path, rewards)``, the
        rewards already known when the new node scored all its children (else None)."""
        rng = self.rng
        c = self.exploration
        path = []
        while not s.is_over:
            legal = s._legal()
            children = node.children
            if expand_all and not children and len(legal) <= widest:
                return path, self._expand_all(s, legal, node, n, game, evaluate)
            untried = [a for a in legal if a not in children]
            if untried:
                a = untried[rng.randrange(len(untried))] if len(untried) > 1 else untried[0]
                child = children[a] = _Node(s.current_player)
                s.apply(a, check=False)
                path.append(child)
                return path, None
            best = best_a = None
            best_u = -math.inf
            for a in legal:
                ch = children[a]
                ch.avail += 1
            for a in legal:
                ch = children[a]
                u = ch.total / ch.visits + c * math.sqrt(math.log(ch.avail) / ch.visits)
                if u > best_u:
                    best_u, best, best_a = u, ch, a
            s.apply(best_a, check=False)
            path.append(best)
            node = best
        return path, None

    def _playout(self, s, limit, n, game, evaluate, coop, seat, v0) -> list:
        """Random moves on ``s`` until the game ends or ``limit`` moves are played; the rewards per seat."""
        rng = self.rng
        k = 0
        while not s.is_over and (limit is None or k < limit):
            legal = s._legal()
            s.apply(legal[rng.randrange(len(legal))] if len(legal) > 1 else legal[0], check=False)
            k += 1
        return self._rewards(s, n, game, evaluate, coop, seat, v0)

    def _expand_all(self, s, legal, node, n, game, evaluate) -> list:
        """Score every legal action of a new node in this determinization (each child gets that one visit) and
        return the rewards of the child its mover likes best: the heuristic's one-step choice ends the playout."""
        mover = s.current_player
        children = node.children
        best = None
        for a in legal:
            t = s.copy()
            t.apply(a, check=False)
            r = self._rewards(t, n, game, evaluate, False, mover, 0.0)
            ch = children[a] = _Node(mover)
            ch.visits = 1
            ch.total = r[mover]
            if best is None or r[mover] > best[mover]:
                best = r
        return best

    # ------------------------------------------------------------------ rewards
    def _rewards(self, s, n, game, evaluate, coop, seat, v0) -> list:
        if s.is_over:
            out = s.outcome()
            if coop:
                return [1.0 if out.winners else 0.0] * n
            return self._from_scores(list(out.scores), out.winners)
        if evaluate is None:
            return [0.5] * n if coop else self._from_scores([0.0] * n, tuple(range(n)))
        if coop:
            v = evaluate(s, seat)
            return [0.5 + 0.5 * math.tanh((v - v0) / self.value_scale)] * n
        values = [evaluate(s, p) for p in range(n)]
        scale = self.value_scale
        out = []
        for p in range(n):
            other = max((values[q] for q in range(n) if q != p), default=values[p])
            out.append(0.5 + 0.5 * math.tanh((values[p] - other) / scale))
        return out

    def _from_scores(self, scores, winners) -> list:
        n = len(scores)
        w = self.margin_weight
        share = 1.0 / len(winners) if winners else 0.0
        scale = max(1.0, max(abs(x) for x in scores))
        out = []
        for p in range(n):
            other = max((scores[q] for q in range(n) if q != p), default=scores[p])
            m = max(-1.0, min(1.0, (scores[p] - other) / scale))
            out.append((1 - w) * (share if p in winners else 0.0) + w * (0.5 + 0.5 * m))
        return out


def _seats(state) -> int:
    n = getattr(state, "n", None)
    if isinstance(n, int):
        return n
    return len(state.players)


def _most_visited(actions, root):
    """The root's action with the most visits (ties: the higher mean reward, then the engine's order)."""
    best, key = actions[0], None
    for a in actions:
        ch = root.children.get(a)
        if ch is None or ch.visits == 0:
            continue
        k2 = (ch.visits, ch.total / ch.visits)
        if key is None or k2 > key:
            best, key = a, k2
    return best


__all__ = ["MCTSBot", "DEFAULT_ITERATIONS", "DEFAULT_ROLLOUT_LIMIT"]

