"""Edits of a First Class scenario (scenario_edits.py), pinned (issue #21's mutation pass): where ``put`` takes a
card from and what fills the place it leaves, the checks of ``draws`` and ``pending``, and refusals that name
what was wrong (every placeholder of the sentence filled)."""
import pytest

from rulebook.first_class.scenario import scenario
from rulebook.first_class.scenario_check import ScenarioError
from rulebook.first_class.scenario_edits import put


def _refusal(fn) -> str:
    with pytest.raises(ScenarioError) as info:
        fn()
    text = str(info.value)
    assert "{" not in text, text
    return text


@pytest.fixture(scope="module")
def s():
    return scenario(players=3, seed=1, cur=0, p0={"completed": ["X-G19"]})


def test_a_card_from_a_players_pile_swaps_into_a_row(s):
    """put: a card in a player's completed pile put into a row takes the row card's place, and the row card
    takes its place in that pile (a swap: nothing created or lost)."""
    t = put(s, "X-G19", row=0, col=1)
    assert t.rows[0][1] == "X-G19" and t.players[0].completed == [s.rows[0][1]]
    assert s.players[0].completed == ["X-G19"]


def test_the_default_pile_of_a_player_is_completed(s):
    """put: a card given to a player with no pile named joins their completed cards."""
    t = put(s, s.rows[2][0], player=1)
    assert t.players[1].completed == [s.rows[2][0]] and t.rows[2][0] is not None


def test_a_row_place_left_is_filled_from_the_removed_cards_first():
    """put: the place a row card leaves is filled with a card of the round's colour from the removed cards
    (the last one of that colour), the face-down pile untouched."""
    s = scenario(players=3, seed=1, round=2, cur=0)
    green = [c for c in s.removed if s.comp.cards[c].colour == "green"]
    t = put(s, s.rows[1][2], player=0)
    assert t.rows[1][2] == green[-1] and green[-1] not in t.removed
    assert t.piles == s.piles and len(t.removed) == len(s.removed) - 1


def test_refusals_of_put_name_what_was_wrong(s):
    """put: each refusal names the card, place, seat or pile given."""
    assert "C-G01" in _refusal(lambda: put(s, "C-G01", player=0))
    assert "7" in _refusal(lambda: put(s, "X-G19", row=7, col=0))
    assert "'hand'" in _refusal(lambda: put(s, s.rows[0][0], player=0, pile="hand"))
    assert "9" in _refusal(lambda: put(s, s.rows[0][0], player=9))
    assert "X-G19" in _refusal(lambda: put(s, "X-G19", player=1, pile="route"))


def test_an_empty_row_place_is_refused_naming_it():
    """put: a row place whose card was taken this round cannot receive a card; the refusal names the place."""
    s = scenario(players=3, seed=1, cur=0)
    rows = [list(r) for r in s.rows]
    rows[1][3] = None
    s = scenario(players=3, seed=1, cur=0, rows=rows)
    text = _refusal(lambda: put(s, s.rows[0][0], row=1, col=3))
    assert "1" in text and "3" in text


def test_draws_list_each_card_once():
    """draws: a scripted card may appear only once; that is a wrong argument, refused as such (not as a
    position that breaks a rule of the game)."""
    with pytest.raises(ScenarioError) as info:
        scenario(players=3, seed=1, draws=["X-G19", "X-G19"])
    assert info.value.problem is None and "draws" in str(info.value)


def test_a_game_end_draw_must_come_from_the_face_down_pile(s):
    """draws: a Game End card already face up cannot be drawn; the refusal names it."""
    face_up = scenario(players=3, seed=1).ge_display[0]
    assert face_up in _refusal(lambda: scenario(players=3, seed=1, draws=[face_up]))


def test_pending_symbols_are_pairs_or_triples():
    """pending: a symbol is (do, n) or (do, n, from); four numbers, or a bare number, are refused naming it."""
    assert "('car', 1, 0, 0)" in _refusal(lambda: scenario(players=3, seed=1, cur=0, pending=[("car", 1, 0, 0)]))
    assert "5" in _refusal(lambda: scenario(players=3, seed=1, cur=0, pending=[5]))
