"""A First Class turn (turn.py), pinned (issue #21's mutation pass): carrying out a card -- the card leaves the
hand, whose log lines, and the section its symbols are carried out under."""
import rulebook
from rulebook.first_class.actions import CarryOut
from rulebook.first_class.scenario import scenario

GAME = rulebook.GAMES["first_class"]


def test_a_contract_is_placed_by_its_taker_and_the_hand_is_empty_after():
    """Carrying out a contract: it goes beside the taker's board (seat 1 here), logged under "contracts" for
    that seat; no card is in hand any more, and the position saves and loads."""
    s = scenario(players=3, seed=1, cur=1, held="A-G01")
    events = s.apply(CarryOut())
    assert s.players[1].contracts == ["A-G01"] and s.held is None
    placed = [e for e in events if e.msg.params.get("card") == "A-G01"]
    assert len(placed) == 1 and placed[0].rule == "contracts" and placed[0].player == 1
    assert GAME.from_json(s.to_json()).to_json() == s.to_json()


def test_carrying_out_a_card_is_the_takers_and_its_symbols_wait_under_turn():
    """Carrying out a card: the log line is the taker's (seat 1); its symbols are carried out in order under
    the section "turn" (the points symbol waits, filed under "turn", while the upgrade of choice is decided),
    and the hand is empty, in the save too."""
    s = scenario(players=3, seed=1, cur=1, held="B-G08", p1={"trains": [[1], [0]]})
    events = s.apply(CarryOut())
    out = [e for e in events if e.msg.params.get("card") == "B-G08"]
    assert len(out) == 1 and out[0].rule == "turn" and out[0].player == 1
    assert s.held is None and s.to_dict()["state"]["held"] is None
    assert s.to_dict()["state"]["stack"][0] == ["seq", [["points", 1, 0]], "turn"]
