"""Lesson for the section "setup" (Components and setting up): the Game End card draft.

A new game stops at its first decision: the Game End card draft. The seat
just before the start player in turn order gets a hand of
``players + 1`` Game End cards, keeps one and hands the rest on to the seat
before them, and so on, so the start player picks last, from two cards. The
card nobody keeps goes back into the deck, and four Game End cards are then
turned face up before the first eighteen green cards are dealt.

In the default position (3 players, seed 4, Player 1 starts) the hand holds
one card that counts locomotive cards (GE20) and three that count conductor
cards, so the goal needs the two earlier players to let GE20 go by.

Examples
--------
>>> from widgets.first_class.lessons import setup as lesson
>>> s = lesson.position()
>>> s.phase, s.current_player, s.draft_hand
('draft', 2, ['GE13', 'GE20', 'GE12', 'GE11'])
>>> lesson.hand_kinds(s)
[('GE13', 'conductor', 3), ('GE20', 'locomotive', 3), ('GE12', 'conductor', 2), ('GE11', 'conductor', 2)]
>>> lesson.goal_reached(s)
False
>>> from rulebook.first_class.actions import DraftGameEnd
>>> for card in ("GE13", "GE12", "GE20"):
...     _ = s.apply(DraftGameEnd(card))
>>> lesson.goal_reached(s), s.phase, len(s.ge_display)
(True, 'turn', 4)
"""
from __future__ import annotations

import rulebook
from rulebook.i18n import N_

SECTION = "setup"
KIND = "locomotive"
GOAL = N_("Finish the Game End card draft so that the start player, who chooses last, "
           "ends up keeping the card that counts locomotive cards.")


def position(*, players: int = 3, seed: int = 4, start_player: int = 0):
    """A brand-new game, stopped at the Game End card draft.

    Parameters
    ----------
    players : int
        2 to 4. The first hand holds ``players + 1`` cards.
    seed : int
        Shuffles the piles and the Game End deck (seed 4 gives a hand with a
        single locomotive card).
    start_player : int
        Seat of the start player (0 = Player 1); the draft begins with the seat
        before it.

    Returns
    -------
    FirstClassState
        ``phase == "draft"``; the seat to decide is the first drafter.

    Examples
    --------
    >>> position(players=4, start_player=2).current_player   # the seat before seat 2
    1
    """
    return rulebook.GAMES["first_class"].new_game(players=players, seed=seed, start_player=start_player)


def hand_kinds(state) -> list:
    """The hand being drafted as ``(card, counts, points)`` triples."""
    cards = state.comp.game_end_cards
    return [(g, cards[g].counts, cards[g].points) for g in state.draft_hand]


def goal_reached(state) -> bool:
    """The draft is over and the start player keeps a Game End card counting locomotive cards."""
    if state.phase == "draft":
        return False
    cards = state.comp.game_end_cards
    return any(cards[g].counts == KIND for g in state.players[state.start].ge)


def edge_case():
    """Two players: a hand of three, and the start player still chooses from two.

    Examples
    --------
    >>> s = edge_case()
    >>> len(s.draft_hand), s.current_player
    (3, 1)
    """
    return position(players=2, seed=4, start_player=0)
