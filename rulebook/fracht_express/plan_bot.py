"""A FrachtExpress bot that plays the game's plan: build, pick up, drive, deliver.

At each decision of a turn, in this order:

1. deliver any car that can be delivered here (the most valuable first);
2. pick up a hand card here as a car (room permitting, ``MAX_CARS``), if its delivery station is at most
   ``MAX_PICK_GAP`` cards of track away;
3. choose one *goal* station (:func:`focus`): where the best attached car is delivered, else where the best
   hand card is picked up -- value against the cost of the way (ties to drive, cards still to lay);
4. if the goal is on the rails: the move that ends nearest to it (each drive played out with the planner's
   own choices at the switches, on a determinized copy so no hidden card is read; a drive that runs off
   the rails is never chosen);
5. if not: lay the card that brings a reachable track end nearest to the goal (while the hand keeps more
   than ``KEEP_CARDS``). Candidate pruning keeps this cheap: only the spaces a reachable track end points
   into (or beside a reachable station) are tried, each card turn scored by the distance of its new track
   end from the goal, the nearest of equally good spaces first (:func:`lay_candidates`), never by applying
   hundreds of lays;
6. else draw new cards with the least useful card (while the hand is small, ``DRAW_BELOW``) or end the turn.

At a switch it takes the way toward its wanted stations that does not run off the rails within the ties
left; a shoved locomotive is sent off the rails if it can be. Advanced-game decisions are answered plainly
(no special action, no objection).

Reaching the stations is measured on the rail system with the facing kept (:func:`reach`): a locomotive
never goes backwards, so a station behind it costs a detour through a station. :func:`features` and
:func:`value` are the planner's estimate of a position (the coach explains hints and reviews games with it).

>>> import rulebook
>>> s = rulebook.GAMES["fracht_express"].new_game(players=2, seed=3)
>>> bot = PlannerBot(seed=1)
>>> bot.choose(s) in s.legal_actions()
True
"""
from __future__ import annotations

from collections import deque

from ..bot import Bot
from ..core import Rng
from .actions import (Deliver, Done, DrawCards, DropCar, EndTurn, Extend, Go, Move, NoObjection, PickUp, PushTo,
                      SkipSpecial, Stop)
from .end_of_game import delivered_value
from .move import node_action_st
from .network import DX, DY

MAX_STEPS = 80          # the reach search stops this many ties out
STATION_STOP = 2        # extra steps charged for driving on through a station (a new move is needed)
TIE_PER_GAP = 4         # ties a missing card adds to a way
TOP_LAYS = 3            # lays kept after the cheap pre-score
MAX_CARS = 4            # picks up no more cars than this (more need high action numbers to move)
KEEP_CARDS = 5          # lays only while the hand holds more cards than this
LAY_NEAR = 1            # of equally good lays, the one nearest the locomotive (0: any)
FINISH_GAP = 1          # ...but always lays the last this many cards of a way to the goal
SPARE_CARDS = 6         # builds toward a station other than the goal only with more cards than this
MAX_PICK_GAP = 2        # picks up a car only if at most this many cards are missing on the way to deliver it
FOCUS_GAP = 5.0         # a missing card on the way costs this much (a tie 1/5) when choosing the goal
STICK = 1.0             # the goal is kept while it scores at least this share of the best
DRAW_FIT = 1            # draws with the card whose action number brings the hand nearest DRAW_BELOW (0: most)
DRAW_BELOW = 8          # draws new cards (instead of just ending the turn) while the hand is smaller than this

# weights of the features in the value (module constants, so experiments can change them)
W = {
    "delivered_value": 1.0,   # the score
    "delivered_cars": 1.0,    # a small bonus per car delivered
    "cars": 1.0,              # what the attached cars are worth, distance taken off (see car_worth)
    "hand": 1.0,              # what the hand is worth: cars to pick up, fuel to move and build
    "rival": -1.5,            # the best other player's delivered cars (their values are face down)
    "derail_risk": -2.0,      # standing a few ties before an empty space
}


def reach(st, seat):
    """Steps from ``seat``'s locomotive to every station and to every track end that points into an empty space.

    Returns ``(stations, ends)``: station letter -> steps, empty cell -> (steps, side of that cell the track
    enters by). A breadth-first search over (place, facing), never backwards; driving on through a station costs
    ``STATION_STOP`` more (a drive ends there).
    """
    pl = st.players[seat]
    net = st.net
    start = (tuple(pl.pos), pl.facing)
    stations, ends = {}, {}
    if start[0][0] == "S":
        stations[start[0][1]] = 0
    seen = {start: 0}
    q = deque([start])
    ahead = net.ahead
    while q:
        node, f = q.popleft()
        d = seen[(node, f)]
        if d >= MAX_STEPS:
            continue
        for v, fv in ahead(node, f):
            k = v[0]
            if k == "E":
                cell = (v[1], v[2])
                if cell not in ends or ends[cell][0] > d + 1:
                    ends[cell] = (d + 1, _side_toward(cell, node))
                continue
            if k == "S":
                L = v[1]
                if L not in stations or stations[L] > d + 1:
                    stations[L] = d + 1
                key = (v, None)
                nd = d + 1 + STATION_STOP
            else:
                key = (v, fv)
                nd = d + 1
            if key not in seen or seen[key] > nd:
                seen[key] = nd
                q.append(key)
    return stations, ends


def _side_toward(cell, node):
    """The side of ``cell`` that faces the place ``node`` (a tie on a neighbouring card)."""
    nx_, ny_ = node[1], node[2]
    for s in range(4):
        if (cell[0] + DX[s], cell[1] + DY[s]) == (nx_, ny_):
            return s
    return 0


def station_cost(st, letter, stations, ends):
    """(steps, missing cards) to reach station ``letter``: on the rails if it is reachable, else through the best
    track end plus the cards still to lay (the distance in spaces from that end to the station)."""
    if letter in stations:
        return stations[letter], 0
    cell = st.stations.get(letter)
    if cell is None or letter == st.closed:
        return MAX_STEPS, 6
    best = None
    for (x, y), (d, _) in ends.items():
        gap = abs(x - cell[0]) + abs(y - cell[1])
        if best is None or d + TIE_PER_GAP * gap < best[0] + TIE_PER_GAP * best[1]:
            best = (d, gap)
    for L, d in stations.items():  # a new track out of a reachable station
        x, y = st.stations[L]
        gap = abs(x - cell[0]) + abs(y - cell[1]) - 1
        if best is None or d + TIE_PER_GAP * gap < best[0] + TIE_PER_GAP * best[1]:
            best = (d, gap)
    return best if best is not None else (MAX_STEPS, 6)


def _cost(steps, gap):
    """A way's cost in rough turns: five ties a move, a card and a half for each space still to build."""
    return steps / 5.0 + 1.5 * gap


def car_worth(value, steps, gap):
    """What an attached car of ``value`` is worth ``steps`` ties and ``gap`` missing cards from its station."""
    return 0.95 * value / (1.0 + 0.35 * _cost(steps, gap))


def car_hope(value, steps, gap):
    """What a hand card is worth as a car still to pick up (``steps``/``gap``: to its stations, weighted)."""
    return 0.6 * value / (1.0 + 0.35 * _cost(steps, gap))


FUEL = (1.0, 1.0, 0.9, 0.8, 0.4, 0.3)  # a hand card's worth as fuel by rank; more cards add little
FUEL_REST = 0.05


def features(st, seat, r=None) -> dict:
    """The planner's view of a position for ``seat``: name -> number (see ``W`` for the weights)."""
    cards = st.comp.cards
    pl = st.players[seat]
    stations, ends = r if r is not None else reach(st, seat)
    cost = {}

    def c_of(L):
        got = cost.get(L)
        if got is None:
            got = cost[L] = station_cost(st, L, stations, ends)
        return got

    cars = 0.0
    for c in pl.attached:
        card = cards[c]
        steps, gap = c_of(card.uncouple)
        cars += car_worth(card.value, steps, gap)
    cars -= 0.4 * max(0, len(pl.attached) - 2)  # more cars need a higher action number to move
    room = 5 - len(pl.attached)
    hopes, fuel = [], []
    for c in pl.hand:
        card = cards[c]
        fuel.append(0.06 * card.value + 0.1 * card.action)
        if room > 0:
            s1, g1 = c_of(card.couple)
            s2, g2 = c_of(card.uncouple)
            hopes.append(car_hope(card.value, s1 + 0.5 * s2, g1 + 0.5 * g2))
    hopes.sort(reverse=True)
    hand = sum(hopes[:room])
    fuel.sort(reverse=True)
    for i, f in enumerate(fuel):
        hand += (FUEL[i] + f) if i < len(FUEL) else FUEL_REST
    rival = max((len(st.players[q].delivered) for q in range(st.n) if q != seat), default=0)  # face down: count
    risk = 0
    if pl.facing is not None:
        for n, _ in st.net.ahead(tuple(pl.pos), pl.facing):
            if n[0] == "E":
                risk = 1
    return {"delivered_value": delivered_value(st, seat), "delivered_cars": len(pl.delivered), "cars": cars,
            "hand": hand, "rival": rival, "derail_risk": risk}


def value(st, seat, r=None) -> float:
    """The planner's value of a position for ``seat`` (the weighted sum of :func:`features`)."""
    f = features(st, seat, r)
    return sum(W[k] * v for k, v in f.items())


# --------------------------------------------------------------------------- drives
def targets(st, seat) -> dict:
    """Wanted stations -> weight: delivery stations of attached cars, pick-up stations of hand cards."""
    cards = st.comp.cards
    pl = st.players[seat]
    t = {}
    for c in pl.attached:
        L = cards[c].uncouple
        t[L] = t.get(L, 0) + cards[c].value
    if len(pl.attached) < 5:
        for c in pl.hand:
            L = cards[c].couple
            t[L] = t.get(L, 0) + 0.5 * cards[c].value
    return t


def _safe(net, node, f, left, memo):
    """Can a drive from ``node`` facing ``f`` use ``left`` more steps without running into an empty space?"""
    if node[0] == "E":
        return False
    if left <= 0 or node[0] == "S":
        return True
    k = (node, f, left)
    got = memo.get(k)
    if got is None:
        opts = net.ahead(node, f)
        got = not opts or any(_safe(net, v, fv, left - 1, memo) for v, fv in opts)
        memo[k] = got
    return got


def _dist_from(net, node, f, goal_nodes, cap=MAX_STEPS):
    """Steps from (``node``, ``f``) to the nearest node in ``goal_nodes`` (never backwards), or None."""
    if node in goal_nodes:
        return 0
    seen = {(node, f)}
    q = deque([(node, f, 0)])
    while q:
        u, fu, d = q.popleft()
        if d >= cap:
            continue
        for v, fv in net.ahead(u, fu):
            if v in goal_nodes:
                return d + 1
            if v[0] == "E":
                continue
            key = (v, None) if v[0] == "S" else (v, fv)
            if key not in seen:
                seen.add(key)
                q.append((v, key[1], d + 1 + (STATION_STOP if v[0] == "S" else 0)))
    return None


def drive_choice(st, legal, rng=None):
    """The planner's choice while a drive waits at a switch (or a shove at a switch)."""
    top = st.stack[-1]
    seat = top.seat
    net = st.net
    pushes = [a for a in legal if type(a) is PushTo]
    if pushes:  # send the shoved locomotive off the rails if possible, else the first way
        for a in pushes:
            if a.track < 0 and (a.x, a.y) not in {tuple(c) for c in st.stations.values()}:
                return a
        return pushes[0]
    gos = [a for a in legal if type(a) is Go]
    if not gos:
        return legal[0]
    pl = st.players[seat]
    opts = {node_action_st(st, Go, o[0]): o for o in net.ahead(tuple(pl.pos), pl.facing)}
    left = top.left
    want = targets(st, seat)
    goal_nodes = {("S", L): w for L, w in want.items()}
    memo = {}
    best, best_key = None, None
    for a in gos:
        o = opts.get(a)
        if o is None:
            continue
        node, f = o
        safe = _safe(net, node, f, left - 1, memo)
        score = 0.0
        for g, w in goal_nodes.items():
            d = _dist_from(net, node, f, {g})
            if d is not None:
                score = max(score, w / (2.0 + d))
        key = (safe, score)
        if best_key is None or key > best_key:
            best, best_key = a, key
    if best is None:
        return gos[0]
    if not best_key[0] and any(type(a) is Stop for a in legal):
        return Stop()
    return best


def finish_drive(st, seat) -> list:
    """Play the planner's choices until the drive of ``seat`` (and any cars to give up) is over; the events."""
    n = 0
    ev = []
    while st.stack and not st.is_over and n < 60:
        top = st.stack[-1]
        if top.KIND == "move" and st.current_player == seat:
            ev += st.apply(drive_choice(st, st.legal_actions()), check=False)
        elif top.KIND == "drop":
            ev += st.apply(drop_choice(st, st.legal_actions()), check=False)
        else:
            break
        n += 1
    return ev


def drop_choice(st, legal):
    """Give up the car worth least."""
    cards = st.comp.cards
    return min(legal, key=lambda a: (cards[a.card].value, a.card)) if legal and type(legal[0]) is DropCar \
        else legal[0]


# --------------------------------------------------------------------------- lays
def lay_candidates(st, seat, r, want) -> list:
    """Lays that continue a reachable track end (or leave a reachable station), best first by a cheap score."""
    stations, ends = r
    pl = st.players[seat]
    comp = st.comp
    legal = st._legal_set()
    st_cells = {L: tuple(c) for L, c in st.stations.items()}
    occ = st.top
    spots = {cell: side for cell, (_, side) in ends.items()}
    far = {cell: d for cell, (d, _) in ends.items()}  # ties from the locomotive to the spot
    for L in stations:
        cx, cy = st_cells[L]
        for s in range(4):
            cell = (cx + DX[s], cy + DY[s])
            if cell not in occ and cell not in spots and cell not in st_cells.values():
                spots[cell] = (s + 2) % 4  # the side of the new card that faces the station
                far[cell] = stations[L]
    if not spots or not want:
        return []
    tcells = {st_cells[L]: w for L, w in want.items() if L in st_cells and L != st.closed}
    cell_to_station = {c: L for L, c in st_cells.items()}

    own = {}
    for c in set(pl.hand):  # what each card adds to the weights itself (a card laid is no longer a car)
        own[c] = comp.cards[c].couple
    scored = []
    for cell, side in spots.items():
        base = {tc: abs(cell[0] - tc[0]) + abs(cell[1] - tc[1]) for tc in tcells}
        for card in set(pl.hand):
            mine = st_cells.get(own[card])
            for rot in comp.turns[card]:
                gain = 0.0
                hit = False
                for a, b, _ in comp.geometry[card, rot][0]:
                    if a != side and b != side:
                        continue
                    hit = True
                    out = b if a == side else a
                    nxt = (cell[0] + DX[out], cell[1] + DY[out])
                    if nxt in occ or (nxt in cell_to_station and nxt not in tcells):
                        continue
                    g = 0.0
                    for tc, w in tcells.items():
                        if tc == mine:
                            w -= 0.5 * comp.cards[card].value
                        new = abs(nxt[0] - tc[0]) + abs(nxt[1] - tc[1]) - (1 if nxt == tc else 0)
                        if new < base[tc]:
                            g += w * (base[tc] - new)
                    gain = max(gain, g)
                if not hit or gain <= 0:
                    continue
                a = Extend(card, cell[0], cell[1], rot)
                if a not in legal:
                    continue
                scored.append((-gain, far[cell] if LAY_NEAR else 0, comp.cards[card].value, card, cell, rot, a))
    scored.sort(key=lambda t: t[:6])
    return [t[-1] for t in scored[:TOP_LAYS]]


def focus(st, seat, r, prev=None):
    """The one station the planner works toward now: where its best attached car is delivered, else where its
    best hand card is picked up (value against the cost of the way, both legs for a hand card; a missing card
    counts ``FOCUS_GAP``). ``prev``, the goal of the decision before, is kept while it scores at least
    ``STICK`` times the best (so the track is built one way, not a little toward every station)."""
    stations, ends = r
    cards = st.comp.cards
    pl = st.players[seat]
    score = {}

    def cost(steps, gap):
        return 1.0 + steps / 5.0 + FOCUS_GAP * gap

    for c in pl.attached:
        card = cards[c]
        k = card.value / cost(*station_cost(st, card.uncouple, stations, ends))
        score[card.uncouple] = max(k, score.get(card.uncouple, 0.0))
    if not score and len(pl.attached) < MAX_CARS:
        for c in sorted(pl.hand):
            card = cards[c]
            s1, g1 = station_cost(st, card.couple, stations, ends)
            s2, g2 = station_cost(st, card.uncouple, stations, ends)
            k = card.value / cost(s1 + s2, g1 + g2)
            # standing at the pick-up station of a car not yet worth taking: build toward its delivery first
            L = card.uncouple if (s1, g1) == (0, 0) else card.couple
            score[L] = max(k, score.get(L, 0.0))
    if not score:
        return None
    best = max(sorted(score), key=score.get)
    if prev in score and score[prev] >= STICK * score[best]:
        return prev
    return best


# --------------------------------------------------------------------------- the bot
class PlannerBot(Bot):
    """FrachtExpress: builds toward the stations its cars need, picks up, drives and delivers (see module doc)."""

    name = "planner"

    def __init__(self, seed: int = 0):
        super().__init__(seed)
        self.goals = {}  # seat -> the goal station of its last decision

    def best_move(self, st, seat, legal, goal, dist):
        """The move that brings the locomotive nearest to station ``goal`` (``dist`` steps away now), or None."""
        cards = st.comp.cards
        seen, best, best_k = set(), None, None
        hidden = None
        hand_hopes = {c for c in st.players[seat].hand if cards[c].couple == goal}
        for a in legal:
            if type(a) is not Move:
                continue
            card = cards[a.card]
            if card.value in seen:
                continue
            seen.add(card.value)
            if hidden is None:
                hidden = st.game.determinize(st, seat, Rng(self.rng.randrange(1 << 30)))
            child = hidden.copy()
            ev = child.apply(a, check=False)
            ev += finish_drive(child, seat)
            if child.is_over or any(e.rule == "derail" for e in ev):
                continue
            left = reach(child, seat)[0].get(goal)
            if left is None or left >= dist:
                continue
            k = (left, a.card in hand_hopes, card.value, a.card)
            if best_k is None or k < best_k:
                best, best_k = a, k
        if best is None:
            return None
        # the same drive with the least useful card of that value
        v = cards[best.card].value
        group = [a for a in legal if type(a) is Move and cards[a.card].value == v]
        return min(group, key=lambda a: (a.card in hand_hopes, cards[a.card].action, a.card))

    def choose(self, state):
        return self.plan(state)[0]

    def plan(self, state):
        """(the chosen action, its value, the value now) for the seat to decide."""
        st = state
        legal = st.legal_actions()
        seat = st.current_player
        if len(legal) == 1:
            return legal[0], None, None
        if st.phase == "layout":
            return self.rng.choice(legal), None, None
        if st.stack:
            k = st.stack[-1].KIND
            if k == "move":
                return drive_choice(st, legal), None, None
            if k == "drop":
                return drop_choice(st, legal), None, None
            for kind in (SkipSpecial, NoObjection, Done):
                for a in legal:
                    if type(a) is kind:
                        return a, None, None
            return self.rng.choice(legal), None, None
        cards = st.comp.cards
        dels = [a for a in legal if type(a) is Deliver]
        if dels:
            return max(dels, key=lambda a: (cards[a.card].value, a.card)), None, None
        r = reach(st, seat)
        now = value(st, seat, r)
        want = targets(st, seat)
        pl = st.players[seat]
        ups = [a for a in legal if type(a) is PickUp]
        if ups and len(pl.attached) < MAX_CARS:
            stations, ends = r
            gaps = {a: station_cost(st, cards[a.card].uncouple, stations, ends)[1] for a in ups}
            ups = [a for a in ups if gaps[a] <= MAX_PICK_GAP]
            if ups:
                best = max(ups, key=lambda a: (cards[a.card].value - 2 * gaps[a], a.card))
                return best, None, now
        goal = self.goals[seat] = focus(st, seat, r, self.goals.get(seat))
        if goal is not None:
            stations, _ = r
            if goal in stations and stations[goal] > 0:
                a = self.best_move(st, seat, legal, goal, stations[goal])
                if a is not None:
                    return a, None, now
            elif goal not in stations and (len(pl.hand) > KEEP_CARDS or (
                    len(pl.hand) > 1 and station_cost(st, goal, *r)[1] <= FINISH_GAP)):
                lays = lay_candidates(st, seat, r, {goal: 1.0})
                if lays:
                    return lays[0], None, now
            # nothing to do toward the goal: work on the next wanted station
            if len(pl.hand) > SPARE_CARDS:
                lays = lay_candidates(st, seat, r, want)
                if lays:
                    return lays[0], None, now
        draws = [a for a in legal if type(a) is DrawCards]
        if draws:
            pl = st.players[seat]

            def keep(a):  # draw about up to DRAW_BELOW cards (a held card is out of play), keep wanted cards
                c = cards[a.card]
                over = abs(len(pl.hand) - 1 + c.action - DRAW_BELOW) if DRAW_FIT else -c.action
                return (c.action < 2, over, c.value * 0.3 + (2.0 if c.couple in want else 0.0))
            d = min(draws, key=lambda a: (keep(a), a.card))
            if cards[d.card].action >= 2 and len(pl.hand) < DRAW_BELOW:
                return d, None, now
        for a in legal:
            if type(a) is EndTurn:
                return a, now, now
        return legal[0], None, now


