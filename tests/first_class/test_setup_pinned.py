"""Setting up a First Class game (setup.py), pinned (issue #21's mutation pass)."""
import rulebook


def test_a_new_game_is_logged_under_setup_and_no_row_has_been_taken_from():
    """Setup: the opening log lines (the game and its start player, the Game End draft) are filed under the
    section "setup"; before the first deal no card has left any row (``row_taken`` all 0, in the save too)."""
    s = rulebook.GAMES["first_class"].new_game(players=3, seed=1)
    assert s.phase == "draft"
    assert [e.rule for e in s.log] == ["setup", "setup"]
    assert s.row_taken == [0, 0, 0] and s.to_dict()["state"]["row_taken"] == [0, 0, 0]
