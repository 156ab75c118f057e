"""Derail rules that mutation testing found unpinned (issue 21): the log line of a derail belongs to the owner
of the locomotive that ran off the rails -- also when another player's drive shoved it there."""
from rulebook.fracht_express.actions import Move
from rulebook.fracht_express.examples import EXAMPLES


def test_a_shoved_locomotive_derails_on_its_owners_log_line():
    """Player 1 shoves player 2 past the last card, then runs off the rails too: two "derail" lines, player
    2's first (losing the one hand card), then player 1's; both go back to Station A."""
    s = EXAMPLES["shoved_off_the_end"].build()
    ev = s.apply(Move("D09"))
    lines = [e for e in ev if e.rule == "derail" and "hand" in e.msg.params]
    assert [e.player for e in lines] == [1, 0]
    assert [e.msg.params["player"].n for e in lines] == [1, 0]
    assert lines[0].msg.params["hand"].params["n"] == 1
    assert s.players[1].pos == ["S", "A"] and s.players[1].hand == []
    assert s.players[0].pos == ["S", "A"]
