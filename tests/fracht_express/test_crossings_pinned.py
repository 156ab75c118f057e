"""Crossing rules that mutation testing found unpinned (issue 21): the centre check's log lines (the card
turned over is revealed, under the section "crossings", for the driver), cars given up only when MORE than the
turned card's action number, a given-up car goes to the discard pile, and a centre check on an empty supply
reshuffles the discards first."""
from fe_helpers import COMP, card

from rulebook.fracht_express.actions import DropCar, Move
from rulebook.fracht_express.scenario import scenario

X = "D46"  # a crossing: N-S and E-W, laid east of Station A


def _action(k):
    return next(c for c, v in COMP.cards.items() if v.action == k and not v.crossing)


def _ours(ev, key):
    """The events of section "crossings" whose message has the parameter ``key``."""
    return [e for e in ev if e.rule == "crossings" and key in e.msg.params]


def test_the_centre_check_is_logged_for_the_driver_and_reveals_the_card():
    """Crossing the centre turns over the top card: a log line of section "crossings", the driver's, that
    reveals the card and its action number; then a second line, the driver's too, says cars must be given up;
    each car given up is a line of the same section and lands on the discard pile."""
    one = _action(1)
    c = card(value=3, action_min=3, not_in=(X, one, "D10", "D11"))
    s = scenario(2, 1, table=[(5, 3, X, 0)], hands={0: [c]}, attached={0: ["D10", "D11", "D12"]}, top=[one])
    ev = s.apply(Move(c))
    assert None not in ev
    [turned] = _ours(ev, "card")
    assert turned.player == 0 and turned.reveal is True
    assert turned.msg.params["card"] == one and turned.msg.params["k"] == 1
    assert one in turned.text and "crossing" in turned.text
    [give] = _ours(ev, "c")
    assert give.player == 0 and give.msg.params["c"] == 3 and give.msg.params["k"] == 1
    assert "given up" in give.text
    ev = s.apply(DropCar("D11"))
    assert s.discard[-1] == "D11"
    [drop] = _ours(ev, "card")
    assert drop.player == 0 and drop.msg.params["card"] == "D11" and "D11" in drop.text


def test_as_many_cars_as_the_action_number_are_kept():
    """Only MORE cars than the turned card's action number are given up: two cars and a turned 2 keep both,
    and the drive goes on without a decision about cars."""
    two = _action(2)
    c = card(value=3, action_min=2, not_in=(X, two, "D10", "D11"))
    s = scenario(2, 1, table=[(5, 3, X, 0)], hands={0: [c]}, attached={0: ["D10", "D11"]}, top=[two])
    ev = s.apply(Move(c))
    assert two in s.discard
    assert s.players[0].attached == ["D10", "D11"] and not s.stack
    assert not _ours(ev, "c")


def test_a_centre_check_on_an_empty_supply_reshuffles_the_discards():
    """The card turned over at a crossing's centre is drawn like any card: with the supply empty, the discard
    pile is shuffled into a new supply first (a log line says so) and the check goes on."""
    c = card(value=3, action_min=3, not_in=(X, "D10"))
    s = scenario(2, 1, table=[(5, 3, X, 0)], hands={0: [c]}, attached={0: ["D10"]}, supply=[])
    n_discard = len(s.discard)
    ev = s.apply(Move(c))
    assert any(e.rule == "end_of_game" and "shuffled" in e.text for e in ev)
    assert len(_ours(ev, "card")) == 1
    assert len(s.deck) == n_discard + 1 - 1 and len(s.discard) == 1
