"""Contract rules that mutation testing found unpinned (issue 21): whose and which section each contract line is."""
from rulebook.first_class.actions import FinishScoring, Fulfil
from rulebook.first_class.scenario import scenario

COINS_HELD = "A-G05"   # four coins on the board: 4 points


def test_fulfilling_a_contract_and_its_bonus_are_logged_as_the_players_contract():
    """Fulfilling a contract is the player's line in the section "contracts"; a points bonus it pays has no section
    of its own, so its line is the contract's as well (here seat 2 fulfils, 4 points)."""
    s = scenario(players=3, seed=1, cur=2, p2={"contracts": [COINS_HELD], "coins": 4})
    ev = s.apply(Fulfil(COINS_HELD))
    assert [(e.rule, e.player) for e in ev] == [("contracts", 2), ("contracts", 2)]
    assert "4" in ev[1].text and s.players[2].score == 4


def test_an_unfulfilled_contract_leaves_at_the_end_as_its_owners_end_of_game_line():
    """After the last scoring phase each unfulfilled contract leaves the game, logged in "end_of_game" as its
    owner's line, and scores nothing."""
    s = scenario(players=2, seed=1, round=6, phase="scoring", start=0,
                 p0={"coins": 0, "ge": []}, p1={"coins": 0, "ge": [], "contracts": [COINS_HELD]})
    ev = []
    while not s.is_over:
        ev += s.apply(FinishScoring())
    lines = [e for e in ev if COINS_HELD in e.text]
    assert [(e.rule, e.player) for e in lines] == [("end_of_game", 1)]
    assert s.players[1].contracts == [] and COINS_HELD in s.removed and s.players[1].score == 0
