"""Exact odds for First Class action cards: when will a given card come out?

Each colour has one pile (base cards plus the two modules' cards of that
colour, shuffled at setup) that feeds two rounds: green rounds 1-2, blue 3-4,
red 5-6. Each of those rounds deals the next eighteen cards face up; after the
second, the rest of the pile (four cards with the shipped data) leaves the game
unseen.

Every card dealt lies face up in a row, so every seat has seen the same action
cards; what nobody knows is the order of the cards still in a pile, and which
cards left the game unseen. Taking that unknown order as uniform (the pile was
shuffled and nothing since has told anyone anything about it), a card not
seen yet is equally likely to be at any place of the rest of its pile, so with
``R`` cards left and ``k`` of the pile's two rounds still to deal, it comes out
in each of those rounds with probability ``18/R`` and never with
``(R - 18k)/R``. For several cards at once the number that come out in a round
is hypergeometric (:func:`count_chances`).

What has been seen is found by replaying the game from its base position
(``state._base`` and ``state.history``): every card that appears in a row is
noted with the round it was dealt in. A position set up by hand
(:mod:`~rulebook.first_class.scenario`) does not record its earlier deals; its
cards already out of the piles count as seen (in the pile's first round while
that pile still has cards, else in an unknown round), except removed cards of a
pile already used up, which may have left unseen and so count as not seen.

>>> import rulebook
>>> s = rulebook.GAMES["first_class"].new_game(players=3, seed=7)
>>> o = card_odds(s, "X-G02")               # in the Game End draft, nothing is dealt yet
>>> o.chances                                # pile of 40: 18 in round 1, 18 in round 2, 4 never
{1: Fraction(9, 20), 2: Fraction(9, 20), None: Fraction(1, 10)}
>>> o.this_round, o.next_round, o.never
(Fraction(9, 20), Fraction(9, 20), Fraction(1, 10))
"""
from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from math import comb

from ..core import ConfigError
from ..i18n import Msg, N_
from .round import PER_ROW, ROWS
from .data import COLOURS

DEAL = ROWS * PER_ROW  # cards dealt per round


@dataclass(frozen=True)
class CardOdds:
    """When ``card`` comes out, as exact fractions.

    ``chances`` maps each of the pile's two rounds, and ``None`` (never: it
    leaves unseen), to a probability; they add up to 1. A card already seen
    has all of it on the round it was dealt in (``seen_in``), or, when that
    round is not recorded (hand-made positions), ``chances`` is empty and
    ``seen_in`` is None.
    """

    card: str
    colour: str
    rounds: tuple
    now: int
    seen: bool
    seen_in: int | None
    chances: dict

    @property
    def this_round(self) -> Fraction:
        return self.chances.get(self.now, Fraction(0))

    @property
    def next_round(self) -> Fraction:
        return self.chances.get(self.now + 1, Fraction(0))

    @property
    def never(self) -> Fraction:
        return self.chances.get(None, Fraction(0))


def _colour_index(state, card) -> int:
    c = state.comp.cards.get(card)
    in_game = c is not None and (c.module == "X" or c.module in state.options["modules"])
    if not in_game:
        raise ConfigError(Msg(N_("Card {card} is not an action card of this game."), {"card": card}))
    return COLOURS.index(c.colour)


def pile_rounds(colour: int) -> tuple:
    """The two rounds a pile feeds: (1, 2) for green, (3, 4) blue, (5, 6) red."""
    return (2 * colour + 1, 2 * colour + 2)


def _pile_cards(state, colour: int) -> set:
    mods = state.options["modules"]
    return {cid for cid, c in state.comp.cards.items()
            if c.colour == COLOURS[colour] and (c.module == "X" or c.module in mods)}


def _deals_done(state, colour: int) -> int:
    """How many of the pile's two rounds have been dealt."""
    r1, r2 = pile_rounds(colour)
    if state.phase == "draft" or state.round < r1:
        return 0
    return 1 if state.round == r1 else 2


def seen_cards(state) -> dict:
    """Every action card that has been face up: card id -> the round it was dealt in (None: not recorded)."""
    base = type(state)._load(state._base)
    seen: dict = {}
    for colour in range(3):
        done = _deals_done(base, colour)
        if done == 0:
            continue
        pile = set(base.piles[colour])
        removed = set(base.removed)
        for cid in _pile_cards(base, colour) - pile:
            if done == 2 and cid in removed:
                continue  # may have left unseen with the rest of the pile
            seen[cid] = pile_rounds(colour)[0] if done == 1 else None
    _note_rows(base, seen)
    for a in state.history:
        base._do(a)
        _note_rows(base, seen)
    if base.held is not None and base.held not in seen:  # pragma: no cover - a held card came from a row
        seen[base.held] = base.round
    return seen


def _note_rows(s, seen):
    for row in s.rows:
        for cid in row:
            if cid is not None and seen.get(cid) is None:
                seen[cid] = s.round


def card_odds(state, card: str, seat: int | None = None, seen: dict | None = None) -> CardOdds:
    """The exact chances that ``card`` comes out in each round of its pile, or never.

    ``seat`` is accepted for symmetry with the other games: every seat has seen
    the same action cards, so the answer is the same for all. ``seen`` (card ->
    round) replaces the replayed record (:func:`seen_cards`), e.g. to ask
    what a player who forgot some cards should expect.
    """
    colour = _colour_index(state, card)
    rounds = pile_rounds(colour)
    if seen is None:
        seen = seen_cards(state)
    if card in seen:
        r = seen[card]
        return CardOdds(card, COLOURS[colour], rounds, state.round, True, r, {r: Fraction(1)} if r else {})
    done = _deals_done(state, colour)
    left = len(_pile_cards(state, colour)) - DEAL * done  # cards never shown: still in the pile, or gone unseen
    chances: dict = {r: Fraction(0) for r in rounds}
    if done < 2:
        for r in rounds[done:]:
            chances[r] = Fraction(DEAL, left)
    chances[None] = 1 - sum(chances.values())
    return CardOdds(card, COLOURS[colour], rounds, state.round, False, None, chances)


def count_chances(state, cards, round_no: int, seen: dict | None = None) -> dict:
    """How many of ``cards`` (one colour) come out in round ``round_no``: {k: exact probability}.

    Cards already seen count as certain (dealt in their round or not); the
    unseen ones follow the hypergeometric law of 18 cards dealt from the rest of
    the pile. A round already dealt adds nothing unseen.

    >>> import rulebook
    >>> s = rulebook.GAMES["first_class"].new_game(players=2, seed=1)
    >>> d = count_chances(s, ["X-G01", "X-G02"], 2)
    >>> d
    {0: Fraction(77, 260), 1: Fraction(33, 65), 2: Fraction(51, 260)}
    """
    cards = list(dict.fromkeys(cards))
    if not cards:
        return {0: Fraction(1)}
    colours = {_colour_index(state, c) for c in cards}
    if len(colours) != 1:
        raise ConfigError(Msg(N_("The cards must all be of one colour (one pile).")))
    colour = colours.pop()
    if round_no not in pile_rounds(colour):
        return {0: Fraction(1)}
    if seen is None:
        seen = seen_cards(state)
    sure = sum(1 for c in cards if c in seen and seen[c] == round_no)
    unseen = [c for c in cards if c not in seen]
    done = _deals_done(state, colour)
    left = len(_pile_cards(state, colour)) - DEAL * done
    if pile_rounds(colour).index(round_no) < done or not unseen:
        return {sure: Fraction(1)}
    m = len(unseen)
    total = comb(left, DEAL)
    return {sure + k: Fraction(comb(m, k) * comb(left - m, DEAL - k), total)
            for k in range(0, min(m, DEAL) + 1) if comb(m, k) * comb(left - m, DEAL - k)}


def any_chance(state, cards, round_no: int, seen: dict | None = None) -> Fraction:
    """The exact chance that at least one of ``cards`` comes out in round ``round_no``."""
    return 1 - count_chances(state, cards, round_no, seen).get(0, Fraction(0))
