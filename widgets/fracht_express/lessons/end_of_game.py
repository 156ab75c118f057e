"""Lesson for the section "end_of_game" (End of the game).

When the supply runs out, the discard pile is shuffled into a new supply --
but only when a card is actually needed. The game ends at once when a card
must be drawn and both piles are empty. Then the delivered cars are turned
over: the highest total car value wins, and on a tie the value of the cars
still attached decides.

Position: the very end of a game. Both piles are empty; the other cards are
in the hands, attached, or delivered (face down). Player 1's locomotive is
in Station F pulling D40 (car value 9, to be delivered in F). Player 2's
delivered cars are worth ``lead`` more than Player 1's. Ending the turn makes
Player 2 draw -- and that ends the game.

Examples
--------
>>> from widgets.fracht_express.lessons import end_of_game as lesson
>>> s = lesson.position()
>>> len(s.deck), len(s.discard), lesson.delivered_values(s)
(0, 0, (114, 119))
>>> from rulebook.fracht_express.actions import Deliver, EndTurn
>>> for a in (Deliver("D40"), EndTurn()):
...     _ = s.apply(a)
>>> s.is_over, s.outcome().scores, s.outcome().winners, lesson.goal_reached(s)
(True, (123, 119), (0,), True)
"""
from __future__ import annotations

from rulebook.i18n import N_

from . import A_TO_F, scenario

SECTION = "end_of_game"
SEAT = 0
CAR = "D40"
GOAL = N_("Win the game: it ends as soon as Player 2 has to draw from two empty piles.")


def _split(values: dict, lead: int):
    """Split cards into two piles whose value totals differ by ``lead`` (second minus first); when the
    parity of the total forbids that, the smallest odd card is left out. Returns (first, second, left out)."""
    out = []
    if (sum(values.values()) - lead) % 2:
        odd = min((c for c in values if values[c] % 2), key=lambda c: (values[c], c))
        out.append(odd)
        values = {c: v for c, v in values.items() if c != odd}
    ids = sorted(values, key=lambda c: (-values[c], c))
    a, b = [], []
    for c in ids:          # greedy balance
        (a if sum(values[x] for x in a) <= sum(values[x] for x in b) else b).append(c)
    diff = sum(values[x] for x in b) - sum(values[x] for x in a)
    want = lead
    # move or swap single cards until b - a == want
    for _ in range(200):
        diff = sum(values[x] for x in b) - sum(values[x] for x in a)
        if diff == want:
            break
        need = (want - diff) // 2          # move value `need` from a to b (negative: from b to a)
        done = False
        for x in a:
            for y in [None] + b:
                gain = values[x] - (values[y] if y else 0)
                if gain == need:
                    a.remove(x)
                    b.append(x)
                    if y:
                        b.remove(y)
                        a.append(y)
                    done = True
                    break
            if done:
                break
        if not done:
            for y in b:
                if -values[y] == need:
                    b.remove(y)
                    a.append(y)
                    done = True
                    break
        if not done:
            break
    return sorted(a), sorted(b), out


def position(*, lead: int = 5, extra=(), seed: int = 16):
    """The last turn: Player 1 in Station F pulling D40 (and ``extra`` cars); Player 2's delivered cars worth
    ``lead`` more than Player 1's (a card left over goes to Player 2's hand).

    Examples
    --------
    >>> s = position(lead=9, extra=("D18",))
    >>> a, b = delivered_values(s)
    >>> b - a, s.players[0].attached
    (9, ['D40', 'D18'])
    """
    from rulebook.fracht_express.data import load_components
    comp = load_components()
    hands = {0: ["D08", "D13"], 1: ["D19", "D26"]}
    fixed = {c for t in A_TO_F for c in [t[2]]} | {CAR, *extra} | {c for h in hands.values() for c in h}
    rest = {c: comp.cards[c].value for c in comp.ids if c not in fixed}
    d0, d1, left = _split(rest, lead)
    hands[1] += left
    return scenario(2, seed, table=A_TO_F, hands=hands, attached={0: [CAR, *extra]},
                    delivered={0: d0, 1: d1}, pos={0: "F", 1: "A"}, discard=[])


def delivered_values(state) -> tuple:
    """Each player's delivered car values, added up (what the end of the game reveals)."""
    cards = state.comp.cards
    return tuple(sum(cards[c].value for c in pl.delivered) for pl in state.players)


def goal_reached(state) -> bool:
    """The game is over and Player 1 is among the winners."""
    return state.is_over and SEAT in state.outcome().winners


def edge_case():
    """Player 2 leads by exactly 9: delivering D40 only draws level, and the car Player 1 still pulls (D18,
    worth 3) breaks the tie.

    Examples
    --------
    >>> s = edge_case()
    >>> from rulebook.fracht_express.actions import Deliver, EndTurn
    >>> for a in (Deliver("D40"), EndTurn()):
    ...     _ = s.apply(a)
    >>> s.outcome().scores, s.outcome().winners
    ((118, 118), (0,))
    """
    return position(lead=9, extra=("D18",))
