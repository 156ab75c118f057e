"""Rules of the section "pick_up" and "deliver": letters name the stations; five cars at most; delivered cars
are face down for everyone."""
from rulebook.fracht_express.actions import Deliver, PickUp
from rulebook.fracht_express.scenario import scenario

from fe_helpers import COMP

AT_A = [c for c, v in COMP.cards.items() if v.couple == "A"]
TO_A = [c for c, v in COMP.cards.items() if v.uncouple == "A"]


def test_pick_up_in_the_named_station(refused):
    other = next(c for c, v in COMP.cards.items() if v.couple != "A")
    s = scenario(2, 1, hands={0: [AT_A[0], other]})
    s.apply(PickUp(AT_A[0]))
    assert s.players[0].attached == [AT_A[0]]
    with refused(s, "pick_up", "not in Station A"):
        s.apply(PickUp(other))


def test_five_cars_at_most(refused):
    full = [c for c in COMP.ids if c not in AT_A][:5]
    s = scenario(2, 1, hands={0: [AT_A[0]]}, attached={0: full})
    with refused(s, "pick_up", "most allowed"):
        s.apply(PickUp(AT_A[0]))


def test_deliver_face_down_hidden_from_all(refused):
    wrong = next(c for c, v in COMP.cards.items() if v.uncouple != "A" and c not in TO_A)
    s = scenario(2, 1, attached={0: [TO_A[0], wrong]})
    s.apply(Deliver(TO_A[0]))
    assert s.players[0].delivered == [TO_A[0]]
    assert s.view(0)["players"][0]["delivered_count"] == 1 and s.view(1)["players"][0]["delivered_count"] == 1
    assert s.view(1)["players"][0]["attached"] == [wrong]  # attached cars are in plain sight
    with refused(s, "deliver", "not in Station A"):
        s.apply(Deliver(wrong))


def test_on_the_tracks_no_pick_up(refused):
    s = scenario(2, 1, table=[(5, 3, "D02", 1)], hands={0: [AT_A[0]]}, pos={0: (5, 3, 0, 1, 0)})
    with refused(s, "pick_up", "on the tracks"):
        s.apply(PickUp(AT_A[0]))
