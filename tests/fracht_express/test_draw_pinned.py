"""Drawing rules that mutation testing found unpinned (issue 21): the refusals (a card not in hand, no drawing
after a group card robbery) name their sections; the two log lines of a draw are the drawer's, the second
reveals the cards drawn and counts them; a draw from an empty supply reshuffles the discards first."""
from rulebook.fracht_express.actions import DrawCards, UseSpecial
from rulebook.fracht_express.scenario import scenario

from fe_helpers import COMP, arrival


def _action(k, n=1, not_in=()):
    return [c for c, v in COMP.cards.items() if v.action == k and c not in not_in][:n]


def test_a_card_not_in_hand_is_refused_by_the_draw_section(refused):
    """Only a hand card can be discarded to draw: another card is refused by section "draw", naming it."""
    [c] = _action(3)
    [other] = _action(2)
    s = scenario(2, 1, hands={0: [c]})
    with refused(s, "draw", other):
        s.apply(DrawCards(other))


def test_no_draw_after_a_group_card_robbery_is_station_es_rule(refused):
    """After a group card robbery (Station E) no new cards are drawn this turn: refused by section
    "station_e", not "draw"."""
    s = arrival("E", players=2, hand=["D05", "D06"], hands={1: ["D11", "D18", "D13"]})
    s.apply(UseSpecial())
    card = s.players[0].hand[0]
    with refused(s, "station_e", "no new cards"):
        s.apply(DrawCards(card))


def test_the_draw_is_logged_for_the_drawer_and_reveals_the_count():
    """Player 2 discards a card with action number 3: a "draw" line of player 2 names the card and the 3 to
    draw; a second "draw" line of player 2 reveals that 3 cards were drawn."""
    [c] = _action(3)
    s = scenario(2, 1, cur=1, hands={1: [c]})
    ev = s.apply(DrawCards(c))
    lines = [e for e in ev if e.rule == "draw"]
    assert [e.player for e in lines] == [1, 1]
    assert lines[0].msg.params["card"] == c and lines[0].msg.params["n"] == 3 and not lines[0].reveal
    assert lines[1].msg.params["n"] == 3 and lines[1].reveal is True
    assert len(s.players[1].hand) == 3


def test_a_draw_from_an_empty_supply_reshuffles_the_discards():
    """With the supply empty, the cards are drawn from the discard pile shuffled into a new supply (a log line
    says so); all of them are drawn and counted."""
    [c] = _action(3)
    s = scenario(2, 1, hands={0: [c]}, supply=[])
    ev = s.apply(DrawCards(c))
    assert any(e.rule == "end_of_game" and "shuffled" in e.text for e in ev)
    assert len(s.players[0].hand) == 3
    assert [e.msg.params["n"] for e in ev if e.rule == "draw" and e.reveal] == [3]
