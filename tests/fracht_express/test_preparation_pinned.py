"""Preparation rules that mutation testing found unpinned (issue 21): every locomotive starts in Station A, the
cards are dealt three at a time from the top of the supply seat by seat, the deal is one revealing line of
section "preparation", and then the first player's turn begins with its draw."""
import rulebook
from rulebook.fracht_express import preparation
from rulebook.fracht_express.scenario import scenario

FX = rulebook.GAMES["fracht_express"]


def test_a_new_game_deals_three_cards_each_and_starts_player_ones_turn():
    """A new three-player game: every locomotive in Station A facing no way, three cards in each hand but the
    first player's, who has drawn a fourth to begin the turn; the supply is 50 less those 10; the log's
    "preparation" line reveals the deal and gives the 3."""
    s = FX.new_game(players=3, seed=7)
    assert s.phase == "turn" and s.current_player == 0 and s.turns == 1
    assert [len(p.hand) for p in s.players] == [4, 3, 3]
    assert all(p.pos == ["S", "A"] and p.facing is None for p in s.players)
    assert len(s.deck) == 50 - 10
    [deal] = [e for e in s.log if e.rule == "preparation" and "k" in e.msg.params]
    assert deal.reveal is True and deal.player is None and deal.msg.params == {"k": 3}
    assert s.log[-1].rule == "turn" and s.log[-1].player == 0


def test_the_deal_takes_the_top_cards_seat_by_seat():
    """Dealing from a known supply: seat 1 gets the three top cards, seat 2 the next three, and so on; then
    the first player draws the next card. Locomotives left elsewhere go back to Station A."""
    s = scenario(2, 1)
    for pl in s.players:
        s.deck.extend(pl.hand)
        pl.hand = []
    s.players[1].pos, s.players[1].facing = ["S", "C"], None
    s.phase = "layout"
    top = list(reversed(s.deck))[:7]
    ev = []
    preparation.deal(s, ev)
    assert s.players[0].hand == top[0:3] + [top[6]]
    assert s.players[1].hand == top[3:6]
    assert s.players[1].pos == ["S", "A"]
    assert s.phase == "turn" and s.cur == 0 and s.current_player == 0
    assert [e.rule for e in ev] == ["preparation", "turn"]
