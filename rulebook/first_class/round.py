"""Playing a round and clearing rows (rulebook: "Playing a Round", "Clearing a Row").

Eighteen cards lie in three rows of six. Players take turns clockwise from the
start player until each has had three. As soon as as many cards as there are
players have left one row, that row's remaining cards leave the game.
"""
from __future__ import annotations

from ..i18n import Msg, N_, NN_

ROWS, PER_ROW = 3, 6
COLOUR_NAMES = (N_("green"), N_("blue"), N_("red"))


def deal(st, ev):
    pile = st.piles[(st.round - 1) // 2]
    st.rows = [[pile.pop(0) for _ in range(PER_ROW)] for _ in range(ROWS)]
    st.row_taken = [0, 0, 0]
    ev.append(st.event(N_("Round {r}: eighteen {colour} cards are laid out in three rows."),
                       {"r": st.round, "colour": Msg(COLOUR_NAMES[(st.round - 1) // 2])}, "round",
                       reveal=True))


def find(st, card_id):
    for r, row in enumerate(st.rows):
        if card_id in row:
            return r, row.index(card_id)
    return None


def take(st, r, i, ev):
    """A card leaves row r; clear the row once players-many cards have gone."""
    st.rows[r][i] = None
    st.row_taken[r] += 1
    if st.row_taken[r] == st.n:
        left = [c for c in st.rows[r] if c is not None]
        st.removed.extend(left)
        st.rows[r] = [None] * PER_ROW
        # the reason is part of the line: a row goes once one card per player has been taken from it
        ev.append(st.event(NN_("One card per player has been taken from row {r}, so the row is cleared: {n} card "
                               "leaves the game.",
                               "One card per player has been taken from row {r}, so the row is cleared: {n} cards "
                               "leave the game."),
                           {"r": r + 1, "n": len(left)}, "round"))
