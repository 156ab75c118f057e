"""A position heuristic for First Class: how good a position looks for one seat.

``evaluate(state, seat)`` returns an estimate of the points the seat will end
the game with. It is what the one-step :class:`~rulebook.analysis.bots.GreedyBot`
maximises, so it must value every kind of progress, including effects that are
still waiting to be used. It reads the full state (the bots' look-ahead copies
the whole position), but only parts a seat can see for itself: nothing here
depends on face-down piles or other players' hidden cards.

The terms, with their weights (module constants, so experiments can change them):

* ``W_SCORE`` = 1.0 -- the score track.
* ``W_TRAIN`` = 1.0 -- per point each train would score now (every card up to
  and including its conductor), **times the scoring phases left** for the seat
  (3 before the first scoring phase, fewer after each; a scoring phase the seat
  has already finished does not count).
* ``W_BEYOND`` = 0.5 -- per point of the cards beyond a conductor (railroad cars
  and a locomotive tile), times the scoring phases left: conductors usually
  catch up, but not always.
* ``W_CAR`` = 0.5 -- per railroad car of any value (a 0-value car too), times the
  scoring phases left: each car is room for later upgrades.
* ``W_COIN`` = 1.0 -- per coin: each coin is a point at the end, so spending one
  is only worth it when it buys more than a point.
* Bonus stations the locomotive has reached: the estimated worth of the
  station's bonus (``SYMBOL_VALUE`` below) times the scoring phases in which it
  will still be claimed.
* ``W_UNREACHED`` = 0.3 -- stations of the route not reached yet: a points
  station's points, or a bonus station's worth times the scoring phases left.
* Game End cards held: their points for every matching base card in the
  completed pile now, plus ``W_GE_FUTURE`` = 0.2 matching cards per turn the
  seat still has (an expected share of the cards still to come).
* Open contracts: ``W_CONTRACT_MET`` = 1.0 (requirement met) or
  ``W_CONTRACT_OPEN`` = 0.4 (not yet) times the worth of the bonus; nothing once
  no scoring phase is left, since unfulfilled contracts then leave the game.
* Decisions still pending for the seat: the card in hand (the better of its
  symbols' worth and one upgrade of choice) and every effect waiting on the
  stack, valued by ``SYMBOL_VALUE`` per symbol. A Game End card being paid for
  counts as held, minus the coins still owed.

``SYMBOL_VALUE`` (points per unit of a card symbol, a rough average used only
for what is not carried out yet): car 1.5, upgrade 2.0, upgrade of choice 2.5,
both conductors 2.0, one conductor step 1.0, locomotive step 2.0, coin 1.0,
point 1.0, Game End card 3.0.

A finished game evaluates to the final score exactly.

>>> import rulebook
>>> s = rulebook.GAMES["first_class"].new_game(players=3, seed=7)
>>> round(evaluate(s, 0), 2) > 0
True
"""
from __future__ import annotations

from . import contracts as contract_rules
from .cars import cell_value

W_SCORE = 1.0
W_TRAIN = 1.0
W_BEYOND = 0.5
W_CAR = 0.5
W_COIN = 1.0
W_UNREACHED = 0.3
W_GE_FUTURE = 0.2
W_CONTRACT_MET = 1.0
W_CONTRACT_OPEN = 0.4

SYMBOL_VALUE = {
    "car": 1.5, "upgrade": 2.0, "upgrade_any": 2.5, "conductors": 2.0, "conductor_split": 1.0,
    "locomotive": 2.0, "coins": 1.0, "points": 1.0, "game_end_card": 3.0, "route": 0.0,
}
# stack units (see rulebook/first_class/state.py) -> symbol they stand for
_UNIT_SYMBOL = {"car": "car", "up": "upgrade", "any": "upgrade_any", "split": "conductor_split",
                "ge": "game_end_card"}

SCORING_ROUNDS = (2, 4, 6)


def symbols_value(symbols) -> float:
    """Rough worth of a list of card symbols ``(do, n, from)``."""
    return sum(SYMBOL_VALUE.get(s[0], 0.0) * s[1] for s in symbols)


def scoring_phases_left(st, seat) -> int:
    """Scoring phases in which ``seat``'s trains will still score (the current one included if not done)."""
    if st.phase == "over":
        return 0
    if st.phase == "draft":
        return len(SCORING_ROUNDS)
    k = sum(1 for r in SCORING_ROUNDS if r >= st.round)
    if st.phase == "scoring" and seat not in st.scorers:
        k -= 1
    return k


def turns_left(st, seat) -> int:
    """Turns ``seat`` still takes (three per round; the turn in progress counts)."""
    if st.phase == "over":
        return 0
    if st.phase == "draft":
        return 18
    later_rounds = 6 - st.round
    if st.phase == "scoring":
        return 3 * later_rounds
    done_total = st.turns  # turns finished this round, all seats
    order = [(st.start + i) % st.n for i in range(st.n)]
    mine_done = sum(1 for k in range(done_total) if order[k % st.n] == seat)
    return 3 * later_rounds + (3 - mine_done)


def base_counts(st, pl) -> dict:
    """Base cards per Game End type in a player's completed pile (as ``game_end_cards.score`` counts them)."""
    counts = {"car": 0, "conductor": 0, "locomotive": 0}
    as_loco = st.rulings["route_cards_count_as"] == "locomotive"
    for cid in pl.completed:
        c = st.comp.cards[cid]
        kind = "locomotive" if (c.type == "route" and as_loco) else c.type
        if c.module == "X" and kind in counts:
            counts[kind] += 1
    if as_loco:
        counts["locomotive"] += sum(1 for cid in pl.route if st.comp.cards[cid].module == "X")
    return counts


def _station_worth(station, phases) -> float:
    kind, what = station
    return float(what) if kind == "points" else symbols_value(what) * phases


def _ge_worth(st, card_id, counts, turns) -> float:
    card = st.comp.game_end_cards[card_id]
    return card.points * (counts[card.counts] + W_GE_FUTURE * turns)


def evaluate(st, seat) -> float:
    """Estimated final points of ``seat`` in position ``st`` (see the module docstring for the terms)."""
    pl = st.players[seat]
    if st.phase == "over":
        return float(pl.score)
    phases = scoring_phases_left(st, seat)
    turns = turns_left(st, seat)
    v = W_SCORE * pl.score + W_COIN * sum(pl.coins)

    # trains
    for t in (0, 1):
        train = pl.trains[t]
        c = pl.cond[t]
        now = sum(cell_value(st, x) for x in train[:c + 1])
        beyond = sum(cell_value(st, x) for x in train[c + 1:])
        cars_n = sum(1 for x in train if 0 <= x <= 12)
        v += phases * (W_TRAIN * now + W_BEYOND * beyond + W_CAR * cars_n)

    # route: reached bonus stations pay in each scoring phase still to come
    for i, station in enumerate(pl.stations):
        number = i + 1
        if number <= pl.loco:
            if station[0] == "bonus":
                claims = phases
                if st.phase == "scoring" and seat in st.scorers and number in pl.claimed:
                    claims -= 1
                v += symbols_value(station[1]) * max(claims, 0)
        else:
            v += W_UNREACHED * _station_worth(station, phases)

    # Game End cards
    counts = base_counts(st, pl)
    for gid in pl.ge:
        v += _ge_worth(st, gid, counts, turns)

    # open contracts
    if phases:
        for cid in pl.contracts:
            card = st.comp.cards[cid]
            w = W_CONTRACT_MET if contract_rules.met(st, seat, card.requirement) else W_CONTRACT_OPEN
            v += w * symbols_value(card.bonus)

    # what is still pending for the seat deciding now
    if st.current_player == seat:
        if st.held is not None:
            v += _held_worth(st, st.comp.cards[st.held], phases)
        for unit in st.stack:
            v += _unit_worth(st, unit, counts, turns)
    return v


def _held_worth(st, card, phases) -> float:
    forego = SYMBOL_VALUE["upgrade_any"]
    if card.type == "route":
        carry = W_UNREACHED * sum(_station_worth(s, phases) for s in card.stations)
    elif card.type == "contract":
        carry = W_CONTRACT_OPEN * symbols_value(card.bonus)
    else:
        carry = symbols_value(card.symbols)
    return max(carry, forego)


def _unit_worth(st, unit, counts, turns) -> float:
    f = _UNIT_WORTH.get(unit.KIND)
    return 0.0 if f is None else f(st, unit, counts, turns)   # "mail": a mail car scores nothing


def _symbol_worth(symbol):
    """A unit of ``n`` times one symbol (``_UNIT_SYMBOL``) is worth ``n`` times that symbol."""
    return lambda st, unit, counts, turns: SYMBOL_VALUE[symbol] * unit.n


# The rough worth of a pending unit, by its kind: f(st, unit, counts, turns).
_UNIT_WORTH = {
    "seq": lambda st, unit, counts, turns: symbols_value(unit.symbols),
    "pick": lambda st, unit, counts, turns: symbols_value(unit.symbols),
    **{k: _symbol_worth(symbol) for k, symbol in _UNIT_SYMBOL.items()},
    "pay": lambda st, unit, counts, turns: _ge_worth(st, unit.card, counts, turns) - W_COIN * unit.n,
}
