"""End of a round (rulebook: "End of the Round", "New Round").

After each player's third turn the round ends: cards still in rows leave the
game (this happens when the Start Player tile was taken, see GAPS.md), the
Start Player tile decides the next start player, and either a scoring phase
follows (rounds 2, 4, 6) or the next eighteen cards are dealt from the same
pile, whose last four leave the game unseen. When the last player of a scoring
phase has scored, the game ends after round 6 and the next round begins otherwise.
"""
from __future__ import annotations

from ..i18n import NN_
from . import end_of_game, game_end_cards
from . import round as round_rules
from . import scoring, start_player


def end_round(st, ev):
    left = [c for row in st.rows for c in row if c is not None]
    if left:
        st.removed.extend(left)
        ev.append(st.event(NN_("The round is over; {n} card still in the rows leaves the game.",
                               "The round is over; {n} cards still in the rows leave the game."),
                           {"n": len(left)}, "end_of_round"))
    st.rows = [[None] * round_rules.PER_ROW for _ in range(round_rules.ROWS)]
    start_player.hand_over(st, ev)
    if st.round % 2 == 0:
        scoring.begin(st, ev)
    else:
        next_round(st, ev)


def next_round(st, ev):
    st.round += 1
    st.begin_round(ev)
    if st.round % 2 == 0:
        pile = st.piles[(st.round - 1) // 2]
        st.removed.extend(pile)
        ev.append(st.event(NN_("The last {n} card of the pile leaves the game unseen.",
                               "The last {n} cards of the pile leave the game unseen."), {"n": len(pile)}, "end_of_round"))
        pile.clear()


def finish_scoring(st, p, ev):
    """Seat ``p`` is done with the scoring phase: score its trains, refill the display, then the next scorer,
    the end of the game (after round 6) or the next round."""
    scoring.score_trains(st, p, ev)
    game_end_cards.refill(st, ev)
    st.scorers.pop(0)
    if st.scorers:
        return
    if st.round == 6:
        end_of_game.finish(st, ev)
    else:
        next_round(st, ev)
