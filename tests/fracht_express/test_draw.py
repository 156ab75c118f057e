"""Rules of the sections "turn", "draw" and "end_of_game"."""
from rulebook.fracht_express.actions import DrawCards, EndTurn
from rulebook.fracht_express.scenario import scenario

from fe_helpers import COMP


def test_turn_starts_with_a_draw_and_passes_on():
    s = scenario(3, 1)
    n = len(s.players[1].hand)
    s.apply(EndTurn())
    assert s.current_player == 1 and len(s.players[1].hand) == n + 1


def test_draw_new_cards_ends_the_turn():
    c = next(cid for cid, v in COMP.cards.items() if v.action == 3)
    s = scenario(2, 1, hands={0: [c]})
    s.apply(DrawCards(c))
    assert len(s.players[0].hand) == 3 and s.current_player == 1 and c in s.discard


def test_quick_reference_draw_keeps_the_turn(refused):
    c, d = [cid for cid, v in COMP.cards.items() if v.action == 2][:2]
    s = scenario(2, 1, hands={0: [c, d]}, rulings={"quick_reference": "card"})
    s.apply(DrawCards(c))
    assert s.current_player == 0
    with refused(s, "draw", "once a turn"):
        s.apply(DrawCards(d))


def test_reshuffle_only_when_needed_and_end_when_empty():
    s = scenario(2, 1)
    # move the whole supply to the discard pile: the next draw reshuffles it
    s.discard.extend(s.deck)
    s.deck.clear()
    s._start_history()
    ev = s.apply(EndTurn())
    assert any(e.rule == "end_of_game" and "shuffled" in e.text for e in ev) and not s.is_over
    # now empty both piles: the next needed draw ends the game
    s.players[0].hand.extend(s.deck + s.discard)
    s.deck.clear()
    s.discard.clear()
    s._start_history()
    s.apply(EndTurn())
    assert s.is_over and s.current_player is None and s.legal_actions() == []


def test_winner_by_delivered_then_attached():
    ids = list(COMP.ids)
    s = scenario(2, 1, delivered={0: [ids[0]], 1: [ids[0 + 8]]}, attached={0: [ids[2]], 1: [ids[3]]})
    # D01 and D09 have the same value (values cycle through 2-9): attached cars decide
    s.players[0].hand.extend(s.deck + s.discard)
    s.deck.clear()
    s.discard.clear()
    s._start_history()
    s.apply(EndTurn())
    o = s.outcome()
    assert o.scores[0] == o.scores[1] and o.winners == (1,)
