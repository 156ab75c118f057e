"""Rules of the section "end_of_round": after everyone's third turn the round ends; the tile's taker
becomes start player (or nothing changes); after the first round of a pile 18 more cards come from
it and its last 4 leave unseen; after the second, a scoring phase, then the next pile."""
import pytest

from rulebook.first_class.actions import EndTurn, FinishScoring, Forego, Skip, TakeCard
from rulebook.first_class.scenario import play

COLOURS = ("green", "green", "blue", "blue", "red", "red")


def finish_last_turn(s):
    card = next(c for r in s.rows for c in r if c)
    return play(s, TakeCard(card), Forego(), Skip(), EndTurn())


@pytest.mark.parametrize("rnd", [1, 3, 5])
def test_first_round_of_a_pile_deals_again_and_drops_four_unseen(rnd, last_turn):
    """After the first round with a pile, 18 more cards come from the same pile and the 4 left
    in it leave the game without being seen."""
    s = last_turn(players=3, round=rnd)
    pile = list(s.piles[(rnd - 1) // 2])
    assert len(pile) == 22
    events = finish_last_turn(s)
    assert s.round == rnd + 1 and s.phase == "turn"
    dealt = [c for r in s.rows for c in r]
    assert dealt == pile[:18]
    assert s.piles[(rnd - 1) // 2] == [] and all(c in s.removed for c in pile[18:])
    assert {s.comp.cards[c].colour for c in dealt} == {COLOURS[rnd]}
    assert any(e.rule == "end_of_round" and "unseen" in e.text for e in events)


def test_the_unseen_cards_cannot_be_taken(refused, last_turn):
    """The four set-aside cards are out of the game."""
    s = last_turn(players=3, round=1)
    unseen = s.piles[0][-1]
    finish_last_turn(s)
    with refused(s, "round", "left the game"):
        s.apply(TakeCard(unseen))


@pytest.mark.parametrize("rnd", [2, 4])
def test_second_round_of_a_pile_leads_to_scoring_then_the_next_pile(rnd, last_turn):
    """After the second round with a pile comes a scoring phase; after it the next pile is dealt."""
    s = last_turn(players=2, round=rnd, start=1)
    finish_last_turn(s)
    assert s.phase == "scoring" and s.round == rnd
    play(s, FinishScoring(), FinishScoring())
    assert s.round == rnd + 1 and s.phase == "turn"
    assert {s.comp.cards[c].colour for r in s.rows for c in r} == {COLOURS[rnd]}
    assert len(s.piles[rnd // 2]) == 22


def test_after_round_six_scoring_is_the_end(last_turn):
    """The second round of the red pile ends in the last scoring phase, then the game is over."""
    s = last_turn(players=2, round=6)
    finish_last_turn(s)
    assert s.phase == "scoring"
    play(s, FinishScoring(), FinishScoring())
    assert s.is_over


@pytest.mark.parametrize("players", [2, 3, 4])
def test_start_player_begins_the_next_round(players, last_turn):
    """The (possibly new) start player opens the next round."""
    s = last_turn(players=players, start=players - 1)
    finish_last_turn(s)
    assert s.current_player == players - 1 == s.start


def test_taker_of_the_tile_becomes_start_player(last_turn):
    """The player who took the tile returns it and becomes start player."""
    s = last_turn(players=4, tile=2, start=0)
    events = finish_last_turn(s)
    assert s.start == 2 and s.tile is None
    assert any(e.rule == "end_of_round" and "becomes start player" in e.text for e in events)


def test_nobody_took_the_tile(last_turn):
    """If nobody took the tile the start player stays, and no compensation is handed out."""
    s = last_turn(players=4, start=3)
    coins = [list(pl.coins) for pl in s.players]
    scores = [pl.score for pl in s.players]
    finish_last_turn(s)
    assert s.start == 3
    assert [pl.coins for pl in s.players] == coins and [pl.score for pl in s.players] == scores


def test_cards_left_when_the_tile_was_taken_leave_the_game(last_turn):
    """With the tile taken one card fewer is taken, so a row is not cleared by the last card; its
    remaining cards leave the game when the round ends."""
    s = last_turn(players=3, tile=1, start=0)
    left = [c for c in s.rows[2] if c]
    events = finish_last_turn(s)
    assert all(c in s.removed for c in left[1:]) and len(left[1:]) == 4
    assert any(e.rule == "end_of_round" and "still in the rows" in e.text for e in events)


def test_round_ends_only_after_the_last_turn(last_turn):
    """Before the last player's third turn the round is still on."""
    s = last_turn(players=3)
    assert s.turns == 8 and s.round == 1
    card = next(c for r in s.rows for c in r if c)
    play(s, TakeCard(card), Forego(), Skip())
    assert s.round == 1
    s.apply(EndTurn())
    assert s.round == 2
