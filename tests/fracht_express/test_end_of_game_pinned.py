"""End-of-game rules that mutation testing found unpinned (issue 21): the closing log lines (the end itself, one
line per player revealing the delivered value, the winner) are of section "end_of_game", each player's line is
that player's and reveals it; a card turned over for a station's action is revealed under that station's
section."""
from rulebook.fracht_express.actions import EndTurn
from rulebook.fracht_express.end_of_game import turn_over
from rulebook.fracht_express.scenario import scenario

from fe_helpers import COMP

IDS = list(COMP.ids)


def test_the_closing_lines_reveal_each_players_delivered_value():
    """Both piles empty: the next turn's draw ends the game. One line says so, then one line per player, that
    player's, revealing the delivered value (and the attached value), then the winner's line -- all of section
    "end_of_game"."""
    s = scenario(2, 1, hands={0: IDS[:22], 1: IDS[22:42]}, delivered={0: IDS[42:46], 1: IDS[46:48]},
                 attached={0: IDS[48:50]}, supply=[])
    assert s.deck == [] and s.discard == []
    ev = s.apply(EndTurn())
    assert s.is_over
    ours = [e for e in ev if e.rule == "end_of_game"]
    assert len(ours) == 4 and [e for e in ev if e.rule is None] == []
    first, p0, p1, win = ours
    assert first.player is None and "game is over" in first.text
    value = sum(COMP.cards[c].value for c in IDS[42:46])
    assert (p0.player, p0.reveal, p0.msg.params["v"]) == (0, True, value)
    assert (p1.player, p1.reveal, p1.msg.params["v"]) == (1, True, sum(COMP.cards[c].value for c in IDS[46:48]))
    assert p0.msg.params["a"] == sum(COMP.cards[c].value for c in IDS[48:50])
    assert win.player is None and win.msg.params["n"] == 1 and "Player 1" in win.text


def test_a_card_turned_over_for_a_station_is_revealed_under_its_section():
    """``turn_over`` (Stations C, F, I, J) takes the top card of the supply to the discard pile with a line of
    the station's section that reveals it and its action number."""
    s = scenario(2, 1, draws=["D30"])
    ev = []
    assert turn_over(s, ev, "station_c") == "D30"
    assert s.discard[-1] == "D30"
    [line] = ev
    assert line.rule == "station_c" and line.reveal is True
    assert line.msg.params == {"card": "D30", "k": COMP.cards["D30"].action}
