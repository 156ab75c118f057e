"""Pick-up rules that mutation testing found unpinned (issue 21): the log line of a pick-up is the player's and
names the car, its value and its station of delivery; a fifth car may still be picked up, a sixth not; the
refusals name section "pick_up"."""
from rulebook.fracht_express.actions import PickUp
from rulebook.fracht_express.scenario import scenario

from fe_helpers import COMP

AT_A = [c for c, v in COMP.cards.items() if v.couple == "A"]
OTHERS = [c for c in COMP.ids if c not in AT_A]


def test_a_pick_up_is_logged_as_the_players():
    """Player 2 picks up a car in Station A: one "pick_up" line, player 2's, with the car, its value and the
    station it is delivered to; the card moves from the hand to the attached cars."""
    c = AT_A[0]
    s = scenario(2, 1, cur=1, hands={1: [c]})
    assert s.legal_actions().count(PickUp(c)) == 1
    ev = s.apply(PickUp(c))
    [line] = [e for e in ev if e.rule == "pick_up"]
    assert line.player == 1
    assert line.msg.params["card"] == c and line.msg.params["v"] == COMP.cards[c].value
    assert line.msg.params["to"] == COMP.cards[c].uncouple
    assert s.players[1].attached == [c] and s.players[1].hand == []


def test_the_fifth_car_is_allowed_the_sixth_is_not(refused):
    """With four cars attached a fifth is offered and taken; with five, none is offered and it is refused."""
    a, b = AT_A[:2]
    s = scenario(2, 1, hands={0: [a, b]}, attached={0: OTHERS[:4]})
    assert PickUp(a) in s.legal_actions() and PickUp(b) in s.legal_actions()
    s.apply(PickUp(a))
    assert len(s.players[0].attached) == 5
    assert PickUp(b) not in s.legal_actions()
    with refused(s, "pick_up", "most allowed"):
        s.apply(PickUp(b))


def test_only_cards_of_this_station_are_offered(refused):
    """In Station A only hand cards picked up in A are offered, in card order; a card not in hand is refused by
    section "pick_up"."""
    other = next(c for c in OTHERS if COMP.cards[c].couple != "A")
    s = scenario(2, 1, hands={0: [AT_A[1], other, AT_A[0]]})
    picks = [a for a in s.legal_actions() if type(a) is PickUp]
    assert picks == [PickUp(c) for c in sorted(AT_A[:2])]
    with refused(s, "pick_up", "not in your hand"):
        s.apply(PickUp(AT_A[2]))
