"""Dealt-stations layout rules that mutation testing found unpinned (issue 21): the deal is shown to each
player; the seats lay out stations in turn order; a station goes diagonal to one already laid, sharing no
edge; refusals and the placing line belong to the variant's section."""
from rulebook.fracht_express import FRACHT_EXPRESS as G
from rulebook.fracht_express.actions import EndTurn, PlaceStation


def test_the_deal_and_the_first_placements_in_turn_order(refused):
    """Dealt stations, three players: the deal is a line revealed to each player; seat 1 places first, then
    seat 2 (not seat 3); each placement is a variants line of the placer naming the station."""
    s = G.new_game(players=3, seed=4, layout="dealt")
    assert s.log[0].reveal is True and s.log[0].rule == "variants"
    with refused(s, "variants", "first the stations are laid out"):
        s.apply(EndTurn())
    a = s.players[0].stations[0]
    ev = s.apply(PlaceStation(a, 0, 0))
    assert (ev[0].rule, ev[0].player) == ("variants", 0) and f"places Station {a}" in ev[0].text
    assert s.current_player == 1
    b = s.players[1].stations[0]
    with refused(s, "variants", "is taken, shares an edge"):
        s.apply(PlaceStation(b, 1, 0))
    s.apply(PlaceStation(b, 1, 1))
    assert s.current_player == 2
    c = s.players[2].stations[0]
    spaces = {(x.x, x.y) for x in s.legal_actions() if x.station == c}
    assert spaces == {(1, -1), (-1, 1), (-1, -1), (2, 2), (2, 0), (0, 2)}
