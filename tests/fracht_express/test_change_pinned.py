"""Rules of the section "change" that mutation testing found unpinned (issue 21)."""
from rulebook.fracht_express.actions import Cover
from rulebook.fracht_express.scenario import scenario


def test_a_card_not_in_the_hand_is_refused_by_the_change_rule(refused):
    """Only a card from the player's own hand may cover a card; the refusal names the section "change"."""
    s = scenario(2, 1, table=[(5, 3, "D01", 1)], hands={0: ["D24"]})
    with refused(s, "change", "not in your hand"):
        s.apply(Cover("D25", 5, 3, 1))


def test_quick_reference_carries_a_locomotive_on_the_last_tie_to_the_last_tie():
    """Ruling quick_reference='card': a locomotive on the last tie of the covered track is carried to the last
    tie of the same track of the new card (turned the same way), facing the same way."""
    s = scenario(2, 1, table=[(5, 3, "D01", 1)], hands={0: ["D24"]}, pos={1: (5, 3, 0, 3, 0)},
                 rulings={"quick_reference": "card"})
    s.apply(Cover("D24", 5, 3, 1))
    assert s.players[1].pos == ["T", 5, 3, 0, 3] and s.players[1].facing == 0
    assert s.check_invariants() == []
