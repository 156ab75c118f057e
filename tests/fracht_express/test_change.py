"""Rules of the section "change": the rulebook's three covering examples -- only the first is allowed."""
from rulebook.fracht_express.actions import Cover
from rulebook.fracht_express.scenario import scenario


def test_left_example_allowed():
    # an E-W straight on (5, 3); D24 turned 1 has E-W and E-S: every old track lies where it lay
    s = scenario(2, 1, table=[(5, 3, "D01", 1)], hands={0: ["D24"]})
    assert Cover("D24", 5, 3, 1) in s.legal_actions()
    s.apply(Cover("D24", 5, 3, 1))
    assert s.top[(5, 3)] == ("D24", 1) and s.check_invariants() == []


def test_middle_example_wrong_orientation(refused):
    s = scenario(2, 1, table=[(5, 3, "D01", 1)], hands={0: ["D24"]})
    with refused(s, "change", "does not carry every track"):
        s.apply(Cover("D24", 5, 3, 0))


def test_right_example_locomotive_on_the_card(refused):
    s = scenario(2, 1, table=[(5, 3, "D01", 1)], hands={0: ["D24"]}, pos={1: (5, 3, 0, 1, 0)})
    with refused(s, "change", "locomotive stands"):
        s.apply(Cover("D24", 5, 3, 1))


def test_quick_reference_ruling_carries_the_locomotive():
    s = scenario(2, 1, table=[(5, 3, "D01", 1)], hands={0: ["D24"]}, pos={1: (5, 3, 0, 1, 0)},
                 rulings={"quick_reference": "card"})
    s.apply(Cover("D24", 5, 3, 1))
    assert s.players[1].pos[:3] == ["T", 5, 3] and s.check_invariants() == []


def test_card_orientation_ruling(refused):
    s = scenario(2, 1, table=[(5, 3, "D01", 1)], hands={0: ["D24"]}, rulings={"cover_orientation": "card"})
    assert Cover("D24", 5, 3, 1) in s.legal_actions()
    t = scenario(2, 1, table=[(5, 3, "D01", 3)], hands={0: ["D24"]}, rulings={"cover_orientation": "card"})
    with refused(t, "change", "turned the same way"):
        t.apply(Cover("D24", 5, 3, 1))


def test_nothing_to_cover(refused):
    s = scenario(2, 1, hands={0: ["D24"]})
    with refused(s, "change", "no distance card"):
        s.apply(Cover("D24", 9, 9, 0))
