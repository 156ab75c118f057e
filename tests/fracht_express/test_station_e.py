"""Rules of the section "station_e": the group card robbery -- draw blind from other hands, one card at a time,
until yours is the largest; then no new cards this turn, and what is left in hand at its end is discarded."""
from rulebook.fracht_express.actions import DrawCards, EndTurn, Move, Target, UseSpecial

from fe_helpers import arrival


def robbing(**kw):
    s = arrival("E", **kw)
    s.apply(UseSpecial())
    return s


def test_draw_until_the_largest_hand(refused):
    s = robbing(players=4, hand=["D05"], hands={1: ["D11", "D18", "D13"], 2: ["D25", "D26"], 3: []})
    assert s.no_draw and s.legal_actions() == [Target(1), Target(2)]
    with refused(s, "station_e", "not your own"):
        s.apply(Target(0))
    with refused(s, "station_e", "player 4 has no cards"):
        s.apply(Target(3))
    with refused(s, "station_e", "first choose whose hand"):
        s.apply(EndTurn())
    s.apply(Target(1))                      # 2 : 2 : 2
    s.apply(Target(2))                      # 3 : 2 : 1 -- now the largest
    assert not s.stack and len(s.players[0].hand) == 3
    assert len(s.players[1].hand) == 2 and len(s.players[2].hand) == 1
    assert sorted(s.players[0].hand + s.players[1].hand + s.players[2].hand) == sorted(
        ["D05", "D11", "D18", "D13", "D25", "D26"])


def test_no_new_cards_and_the_rest_is_discarded(refused):
    s = robbing(players=2, hand=["D05", "D06"], hands={1: ["D11", "D18", "D13"]})
    assert not s.stack and len(s.players[0].hand) == 3        # two players: no choice to make
    card = s.players[0].hand[0]
    with refused(s, "station_e", "no new cards"):
        s.apply(DrawCards(card))
    assert DrawCards(card) not in s.legal_actions()
    rest = list(s.players[0].hand)
    s.apply(EndTurn())
    assert s.players[0].hand == [] and all(c in s.discard for c in rest)


def test_cards_may_still_be_played():
    s = robbing(players=2, hand=["D05", "D06"], hands={1: ["D11", "D18", "D13"]},
                table=[(2, 3, "D02", 1)])                       # a way on out of E (1, 3) to the east
    assert Move("D05") in s.legal_actions()


def test_not_offered_when_already_the_largest():
    s = arrival("E", players=3, hand=["D05", "D06", "D07"], hands={1: ["D11"], 2: []})
    assert not s.stack
