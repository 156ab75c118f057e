"""Rules of the section "change": the rulebook's three covering examples -- only the first is allowed."""
import pytest

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


@pytest.mark.parametrize("old,new,turn,start,want", [
    # D01 (one straight track, 4 ties) turned 1, covered by D24 (a straight and a curve) turned the same way:
    # the straight is numbered the same way, so tie and facing stay
    (("D01", 1), "D24", 1, (0, 1, 0), (0, 1, 0)),
    # ... or turned half round: the straight runs the other way, so tie i becomes tie 3 - i and the facing flips
    (("D01", 1), "D24", 3, (0, 1, 0), (0, 2, 1)),
    (("D01", 1), "D24", 3, (0, 0, 1), (0, 3, 0)),
    (("D01", 1), "D24", 3, (0, 3, 1), (0, 0, 0)),
    # D13 (one curve) covered by D39 turned 3: the same curve is D39's second track
    (("D13", 0), "D39", 3, (0, 0, 1), (1, 0, 1)),
])
def test_quick_reference_ruling_carries_the_locomotive(old, new, turn, start, want):
    """Ruling quick_reference='card': a locomotive may stand on the covered card and is carried to the same place
    on the new card -- the track joining the same edges, the same tie counted from the same end, still driving
    toward the same edge -- so its next step is the same place as before."""
    s = scenario(2, 1, table=[(5, 3, old[0], old[1])], hands={0: [new]}, pos={1: (5, 3) + start},
                 rulings={"quick_reference": "card"})
    pl = s.players[1]
    ahead = [s.net.graph.nodes[n]["cell"] if n[0] != "T" else None for n, _ in s.net.ahead(tuple(pl.pos), pl.facing)]
    s.apply(Cover(new, 5, 3, turn))
    track, tie, facing = want
    assert pl.pos == ["T", 5, 3, track, tie] and pl.facing == facing
    after = [s.net.graph.nodes[n]["cell"] if n[0] != "T" else None for n, _ in s.net.ahead(tuple(pl.pos), pl.facing)]
    assert after == ahead
    assert s.check_invariants() == []


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
