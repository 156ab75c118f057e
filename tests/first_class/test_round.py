"""Rules of the section "round": six rounds, three turns each, clockwise, rows cleared after n cards."""
import random

import pytest

import rulebook
from rulebook.first_class.actions import EndTurn, FinishScoring, Forego, Skip, TakeCard, TakeStartTile
from rulebook.first_class.scenario import scenario

FC = rulebook.GAMES["first_class"]
COLOURS = ("green", "green", "blue", "blue", "red", "red")


def row_with_gone(s, k):
    """Row 1 as dealt, with its first k places already taken."""
    return [None] * k + s.rows[0][k:]


def test_three_player_example_clears_the_row():
    """Rulebook example, 3 players: after your card only 3 cards are left in the row, so they leave."""
    base = scenario(players=3, seed=1)
    row = row_with_gone(base, 2)
    s = scenario(players=3, seed=1, rows=[row, None, None])
    left = [c for c in row if c is not None]
    events = s.apply(TakeCard(left[0]))
    assert s.rows[0] == [None] * 6
    assert all(c in s.removed for c in left[1:]) and len(left[1:]) == 3
    assert any(e.rule == "round" and "cleared" in e.text for e in events)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_row_clears_once_players_many_cards_are_gone(players):
    """A row leaves the table as soon as as many cards as there are players have gone from it;
    with 4 players the last 2 cards go, with 2 players the last 4."""
    base = scenario(players=players, seed=2)
    s = scenario(players=players, seed=2, rows=[row_with_gone(base, players - 1), None, None])
    card = s.rows[0][players - 1]
    removed_before = len(s.removed)
    s.apply(TakeCard(card))
    assert s.rows[0] == [None] * 6
    assert len(s.removed) - removed_before == 6 - players


@pytest.mark.parametrize("players", [2, 3, 4])
def test_row_stays_until_then(players):
    """One card fewer than the number of players has gone: the row stays."""
    base = scenario(players=players, seed=2)
    s = scenario(players=players, seed=2, rows=[row_with_gone(base, players - 2), None, None])
    s.apply(TakeCard(s.rows[0][players - 2]))
    assert sum(c is not None for c in s.rows[0]) == 6 - (players - 1)


def test_cleared_cards_cannot_be_chosen(refused):
    """Cards cleared with a row are out of the game."""
    base = scenario(players=3, seed=1)
    s = scenario(players=3, seed=1, rows=[row_with_gone(base, 2), None, None])
    s.apply(TakeCard(s.rows[0][2]))
    gone = s.removed[-1]
    s.apply(Forego())
    s.apply(Skip())
    s.apply(EndTurn())
    with refused(s, "round", "left the game"):
        s.apply(TakeCard(gone))


@pytest.mark.parametrize("players,start", [(2, 1), (3, 0), (3, 2), (4, 3)])
def test_turns_go_clockwise_from_the_start_player(players, start, end_turn):
    """The start player moves first, then the next seat clockwise, wrapping around."""
    s = scenario(players=players, seed=4, start=start)
    seen = []
    for _ in range(players + 1):
        seen.append(s.current_player)
        s.apply(TakeCard(next(c for r in s.rows for c in r if c)))
        s.apply(Forego())
        end_turn(s)
    assert seen == [(start + i) % players for i in range(players + 1)]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_round_is_three_turns_each(players, end_turn):
    """After every player has taken three cards the round is over and the next one is dealt."""
    s = scenario(players=players, seed=6)
    taken = {p: 0 for p in range(players)}
    for k in range(3 * players):
        assert s.round == 1
        p = s.current_player
        s.apply(TakeCard(next(c for r in s.rows for c in r if c)))
        taken[p] += 1
        s.apply(Forego())
        end_turn(s)
    assert taken == {p: 3 for p in range(players)}
    assert s.round == 2 and s.phase == "turn"


@pytest.mark.parametrize("rnd", range(1, 7))
def test_each_pile_serves_two_rounds(rnd):
    """Rounds 1-2 use the green pile, 3-4 the blue one, 5-6 the red one; 18 face-up cards each."""
    s = scenario(players=3, seed=rnd, round=rnd)
    cards = [c for r in s.rows for c in r]
    assert len(cards) == 18
    assert {s.comp.cards[c].colour for c in cards} == {COLOURS[rnd - 1]}


@pytest.mark.parametrize("players", [2, 3, 4])
def test_last_turn_clears_the_last_row(players, end_turn):
    """Without the Start Player tile taken, the round's last card clears the last row: nothing is left."""
    s = scenario(players=players, seed=8)
    for _ in range(3 * players - 1):
        s.apply(TakeCard(next(c for r in s.rows for c in r if c)))
        s.apply(Forego())
        end_turn(s)
    left = [c for r in s.rows for c in r if c]
    assert len(left) == 6 - (players - 1)
    events = s.apply(TakeCard(left[0]))
    assert not any(e.rule == "end_of_round" and "still in the rows" in e.text for e in events)
    assert all(c in s.removed for c in left[1:])


def test_six_rounds_with_three_scoring_phases():
    """A game is six rounds; scoring phases follow rounds 2, 4 and 6, then the game ends."""
    s = FC.new_game(players=2, seed=12)
    rng = random.Random(0)
    scorings = []
    while not s.is_over:
        if s.phase == "scoring" and (not scorings or scorings[-1] != s.round):
            scorings.append(s.round)
        legal = s.legal_actions()
        if TakeStartTile() in legal:
            legal.remove(TakeStartTile())
        s.apply(rng.choice(legal))
    assert scorings == [2, 4, 6] and s.round == 6
    assert s.outcome() is not None


def test_start_player_tile_does_not_clear_a_row():
    """Taking the Start Player tile is not taking a card from a row: no row count changes."""
    base = scenario(players=3, seed=1)
    s = scenario(players=3, seed=1, rows=[row_with_gone(base, 2), None, None])
    s.apply(TakeStartTile())
    assert s.row_taken[0] == 2 and sum(c is not None for c in s.rows[0]) == 4


def test_no_scoring_phase_after_odd_rounds(end_turn):
    """After round 1 the next round starts at once: no scoring phase."""
    s = scenario(players=2, seed=3)
    for _ in range(6):
        s.apply(TakeCard(next(c for r in s.rows for c in r if c)))
        s.apply(Forego())
        end_turn(s)
    assert s.phase == "turn" and s.round == 2
    assert FinishScoring() not in s.legal_actions()
