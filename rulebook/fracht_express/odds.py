"""Exact odds for FrachtExpress's two blind draws: the crossing check and the card robbery.

Both turn over the top card of the supply and read its action number (1-5).
Which card that is, nobody knows; what a seat does know is what it sees
(``state.view(seat)``): the discard pile, every laid card, its own hand and
every locomotive's attached cars. The rest -- the supply, the other hands and
every delivered pile (the seat's own too, as in the view: delivered cars lie
face down) -- is the seat's *unseen pool*. Nothing the seat has seen says
anything about how the pool was split up, so every split is equally likely:
the top card of the supply is any card of the pool with the same chance, and
another player's hand is a random handful of the rest. When the supply is
empty, the discard pile (seen) is shuffled into a new supply first, so the
card turned over is any card of the discard pile with the same chance; when
both are empty the game ends instead and there is no check.

:func:`crossing_odds` (section ``crossings``)
    A locomotive crossing the centre of a crossing keeps at most the turned
    card's action number of cars. The chance of each action number, the
    chance that cars must be given up, and the expected number given up.
:func:`robbery_odds` (section ``station_c``)
    The robber names a player; the turned card's action number decides. The
    chance that the named player holds a card with that number (they hand
    all of them over: *take*), that they hold none but the robber does (the
    robber hands theirs over: *give*), or that neither does (*nothing*),
    and the expected change in the robber's hand size.
:func:`blind_draw_odds` (section ``station_e``)
    The group card robbery draws a card blind from another player's hand: to
    the drawing seat it is any card of its unseen pool with the same chance;
    the chance of each action number and of each car value.

Every figure is a :class:`fractions.Fraction`; ``tests/test_odds_fracht_express.py``
checks them against many determinizations run through the engine's own rules.
The card data in use decides the figures (the shipped set is illustrative).

>>> import rulebook
>>> s = rulebook.GAMES["fracht_express"].new_game(players=2, seed=1)
>>> o = crossing_odds(s, 0)
>>> sum(o.action.values()), o.drop      # no cars attached yet: nothing to give up
(Fraction(1, 1), Fraction(0, 1))
>>> r = robbery_odds(s, 0, 1)
>>> r.take + r.give + r.nothing
Fraction(1, 1)
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from fractions import Fraction
from math import comb

ACTIONS = (1, 2, 3, 4, 5)


def unseen(state, seat: int) -> list:
    """The card ids ``seat`` cannot see: the supply, the other hands and every delivered pile."""
    out = list(state.deck)
    for p, pl in enumerate(state.players):
        if p != seat:
            out.extend(pl.hand)
        out.extend(pl.delivered)
    return out


def turned_card_pool(state, seat: int) -> tuple:
    """``(cards, from_discard)``: the cards the next turned card is equally likely to be, from ``seat``'s view.

    The unseen pool while the supply has cards; the discard pile when the supply is empty (it is reshuffled
    first); ``([], True)`` when both are empty (the game would end instead).
    """
    if state.deck:
        return unseen(state, seat), False
    return list(state.discard), True


def _action_counts(state, cards) -> Counter:
    return Counter(state.comp.cards[c].action for c in cards)


def action_distribution(state, seat: int) -> dict:
    """``{action number: chance}`` of the next card turned over, from ``seat``'s view (empty when none can be)."""
    cards, _ = turned_card_pool(state, seat)
    if not cards:
        return {}
    n = _action_counts(state, cards)
    return {k: Fraction(n[k], len(cards)) for k in ACTIONS if n[k]}


@dataclass(frozen=True)
class CrossingOdds:
    """The crossing check for a locomotive with ``cars`` attached cars."""

    cars: int
    action: dict        # action number -> chance
    drop: Fraction      # chance that cars must be given up (action number < cars)
    expected_drop: Fraction   # expected number of cars given up


def crossing_odds(state, seat: int, cars: int | None = None, viewer: int | None = None) -> CrossingOdds:
    """The odds of the crossing check for ``seat``'s locomotive, from ``viewer``'s view (default: ``seat``).

    ``cars`` overrides the number of attached cars (default: the locomotive's now).
    """
    viewer = seat if viewer is None else viewer
    cars = len(state.players[seat].attached) if cars is None else cars
    dist = action_distribution(state, viewer)
    drop = sum((p for k, p in dist.items() if k < cars), Fraction(0))
    expected = sum((p * (cars - k) for k, p in dist.items() if k < cars), Fraction(0))
    return CrossingOdds(cars, dist, drop, expected)


@dataclass(frozen=True)
class RobberyOdds:
    """The card robbery of ``robber`` against ``victim`` (from the robber's view)."""

    robber: int
    victim: int
    take: Fraction      # the victim holds a card with the turned number: the robber takes them all
    give: Fraction      # the victim holds none, the robber does: the robber hands theirs over
    nothing: Fraction   # neither holds one (or the game ends on the draw)
    expected_gain: Fraction   # expected change of the robber's hand size
    by_action: dict     # action number -> (chance of the number, chance the victim holds one given it)


def _none_chance(pool: int, good: int, hand: int) -> Fraction:
    """Chance that ``hand`` cards drawn without replacement from ``pool`` include none of ``good``."""
    if hand > pool:
        return Fraction(0)
    return Fraction(comb(pool - good, hand), comb(pool, hand))


def robbery_odds(state, robber: int, victim: int) -> RobberyOdds:
    """Exact odds of a card robbery (Station C) by ``robber`` naming ``victim``, from the robber's view."""
    if robber == victim:
        raise ValueError("a player cannot rob themselves")
    cards, from_discard = turned_card_pool(state, robber)
    if not cards:
        return RobberyOdds(robber, victim, Fraction(0), Fraction(0), Fraction(1), Fraction(0), {})
    hidden = _action_counts(state, unseen(state, robber))
    pool_size = sum(hidden.values())
    turned = _action_counts(state, cards)
    h = len(state.players[victim].hand)
    mine = _action_counts(state, state.players[robber].hand)
    take = give = nothing = gain = Fraction(0)
    by_action = {}
    for k in ACTIONS:
        if not turned[k]:
            continue
        pk = Fraction(turned[k], len(cards))
        if from_discard:       # the turned card is a seen card: the victim's hand is drawn from the whole pool
            pool, good = pool_size, hidden[k]
        else:                  # the turned card came out of the pool: the hand is drawn from the rest
            pool, good = pool_size - 1, hidden[k] - 1
        none = _none_chance(pool, good, h)
        holds = 1 - none
        by_action[k] = (pk, holds)
        take += pk * holds
        if mine[k]:
            give += pk * none
        else:
            nothing += pk * none
        mean_taken = Fraction(h * good, pool) if pool else Fraction(0)   # hypergeometric mean
        gain += pk * (mean_taken - mine[k] * none)
    return RobberyOdds(robber, victim, take, give, nothing, gain, by_action)


@dataclass(frozen=True)
class BlindDrawOdds:
    """A card drawn blind from ``victim``'s hand (Station E), from ``seat``'s view."""

    seat: int
    victim: int
    action: dict        # action number -> chance
    value: dict         # car value -> chance


def blind_draw_odds(state, seat: int, victim: int) -> BlindDrawOdds:
    """The chance of each action number and car value of a card drawn blind from ``victim``'s hand."""
    if not state.players[victim].hand:
        return BlindDrawOdds(seat, victim, {}, {})
    pool = unseen(state, seat) if victim != seat else list(state.players[seat].hand)
    acts = _action_counts(state, pool)
    vals = Counter(state.comp.cards[c].value for c in pool)
    n = len(pool)
    return BlindDrawOdds(seat, victim, {k: Fraction(v, n) for k, v in sorted(acts.items())},
                         {k: Fraction(v, n) for k, v in sorted(vals.items())})


__all__ = ["unseen", "turned_card_pool", "action_distribution", "crossing_odds", "CrossingOdds", "robbery_odds",
           "RobberyOdds", "blind_draw_odds", "BlindDrawOdds"]
