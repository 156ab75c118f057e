"""Turn rules that mutation testing found unpinned (issue 21): ending a turn and the next turn's draw are
"turn" log lines of the right players (the draw shown to the drawer only), the turn counter goes up by one,
and an action while something is under way is refused under that unit's section."""
from rulebook.fracht_express.actions import EndTurn, Move
from rulebook.fracht_express.scenario import scenario

from fe_helpers import card


def test_ending_a_turn_starts_the_next_with_a_draw():
    """Turn: the player ends the turn; the next player's turn begins with drawing a card (a line revealed to
    that player); the turn counter goes up by one each turn."""
    s = scenario(2, 1)
    assert s.turns == 1
    n = len(s.players[1].hand)
    ev = s.apply(EndTurn())
    assert [(e.rule, e.player, e.reveal) for e in ev] == [("turn", 0, False), ("turn", 1, True)]
    assert ev[0].text == "Player 1 ends the turn." and len(s.players[1].hand) == n + 1
    assert s.turns == 2 and s.current_player == 1
    s.apply(EndTurn())
    assert s.turns == 3


def test_an_action_during_a_drive_is_refused_under_the_drive(refused):
    """Turn: while a drive waits for the driver's choice, ending the turn is refused under the drive's section."""
    c = card(value=6, not_in=("D01", "D24"))
    s = scenario(2, 1, table=[(5, 3, "D01", 1), (6, 3, "D24", 3)], hands={0: [c]}, pos={1: (5, 3, 0, 0, 0)})
    s.apply(Move(c))
    with refused(s, "move", "first finish what is under way"):
        s.apply(EndTurn())
