"""Lesson for the section "draw" (Drawing new cards).

Once a turn a player may discard a hand card and draw as many cards as its
action number. Doing so ends the turn at once, so it usually comes last.

Position: Player 1's first turn with four cards of action numbers 5, 1, 2
and 3.

Examples
--------
>>> from widgets.fracht_express.lessons import draw as lesson
>>> s = lesson.position()
>>> [(c, s.comp.cards[c].action) for c in s.players[0].hand]
[('D03', 5), ('D08', 1), ('D13', 2), ('D18', 3)]
>>> from rulebook.fracht_express.actions import DrawCards
>>> _ = s.apply(DrawCards("D03"))
>>> len(s.players[0].hand), s.current_player, lesson.goal_reached(s)
(8, 1, True)
"""
from __future__ import annotations

from rulebook.i18n import N_

from . import scenario

SECTION = "draw"
SEAT = 0
GOAL = N_("Finish your turn holding at least seven cards.")


def position(*, hand=("D03", "D08", "D13", "D18"), rulings=None, seed: int = 15):
    """Player 1's first turn holding ``hand``.

    Examples
    --------
    >>> len(position(hand=("D03",)).players[0].hand)
    1
    """
    return scenario(2, seed, hands={0: list(hand)}, rulings=rulings or {})


def goal_reached(state) -> bool:
    """Player 1's turn is over and Player 1 holds seven cards or more."""
    return state.turns > 1 and len(state.players[SEAT].hand) >= 7


def edge_case():
    """Ruling ``quick_reference="card"`` (the summary card's wording): drawing does not end the turn, but it
    is still allowed only once.

    Examples
    --------
    >>> s = edge_case()
    >>> from rulebook.fracht_express.actions import DrawCards
    >>> _ = s.apply(DrawCards("D18"))
    >>> s.current_player, s.explain(DrawCards("D08")).rule
    (0, 'draw')
    """
    return position(rulings={"quick_reference": "card"})
