"""Rules of the section "crossings": laid only on empty spaces, never covered, driven straight through; the
centre check turns over a card and the driver gives up cars down to its action number."""
from fe_helpers import card

from rulebook.fracht_express.actions import Cover, DropCar, Move
from rulebook.fracht_express.scenario import scenario

X = "D46"  # a crossing: N-S and E-W


def _one():
    return next(c for c, v in __import__("fe_helpers").COMP.cards.items() if v.action == 1 and not v.crossing)


def test_centre_check_drops_cars():
    one = _one()
    c = card(value=3, action_min=3, not_in=(X, one, "D10", "D11"))
    s = scenario(2, 1, table=[(5, 3, X, 0)], hands={0: [c]}, attached={0: ["D10", "D11", "D12"]}, top=[one])
    s.apply(Move(c))
    assert one in s.discard
    assert s.current_player == 0 and s.stack[-1].KIND == "drop"
    s.apply(DropCar("D11"))
    s.apply(DropCar("D10"))
    assert s.players[0].attached == ["D12"]
    assert not s.stack and s.players[0].pos == ["T", 5, 3, 1, 1]


def test_enough_action_number_keeps_cars():
    five = next(cid for cid, v in __import__("fe_helpers").COMP.cards.items() if v.action == 5 and not v.crossing)
    c = card(value=3, action_min=2, not_in=(X, five, "D10", "D11"))
    s = scenario(2, 1, table=[(5, 3, X, 0)], hands={0: [c]}, attached={0: ["D10", "D11"]}, top=[five])
    s.apply(Move(c))
    assert s.players[0].attached == ["D10", "D11"] and not s.stack


def test_crossing_never_covers_nor_is_covered(refused):
    s = scenario(2, 1, table=[(5, 3, X, 0), (4, 2, "D01", 0)], hands={0: ["D47", "D02"]})
    with refused(s, "crossings", "never covered"):
        s.apply(Cover("D02", 5, 3, 0))
    with refused(s, "crossings", "empty space"):
        s.apply(Cover("D47", 4, 2, 0))
