"""Playing a round (round.py), pinned (issue #21's mutation pass): the deal of a round's eighteen cards."""
import rulebook


def test_dealing_the_rows_is_a_reveal_logged_under_round():
    """Playing a Round: when the draft ends, round 1's eighteen green cards are laid out; that log line is
    filed under the section "round" and marked as turning hidden cards face up (``reveal``), in the log and
    in the save."""
    s = rulebook.GAMES["first_class"].new_game(players=3, seed=1)
    events = []
    while s.phase == "draft":
        events = s.apply(s.legal_actions()[0])
    deal = [e for e in events if e.msg.params.get("r") == 1 and "colour" in e.msg.params]
    assert len(deal) == 1 and sum(c is not None for r in s.rows for c in r) == 18
    assert deal[0].rule == "round" and deal[0].reveal is True
    assert deal[0].to_dict().get("reveal") is True
