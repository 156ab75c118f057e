"""Rules of the section "derail": driving into an empty space costs the hand and the cars and sends the
locomotive back to Station A."""
from fe_helpers import card

from rulebook.fracht_express.actions import Move
from rulebook.fracht_express.scenario import scenario


def test_derail_loses_hand_and_cars():
    c = card(value=4, not_in=("D01",))
    s = scenario(2, 1, table=[(5, 3, "D01", 1)], hands={0: [c, "D07", "D08"]}, attached={0: ["D09"]},
                 pos={0: (5, 3, 0, 1, 0)})
    ev = s.apply(Move(c))
    pl = s.players[0]
    assert pl.pos == ["S", "A"] and pl.facing is None
    assert pl.hand == [] and pl.attached == []
    assert {"D07", "D08", "D09", c} <= set(s.discard)
    assert any(e.rule == "derail" for e in ev)
    assert s.current_player == 0 and not s.stack   # the turn goes on
    assert s.check_invariants() == []
