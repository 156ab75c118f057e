"""Game End card rules that mutation testing found unpinned (issue 21): the display's refill and whose and which
section each Game End card line is."""
import rulebook
from rulebook.first_class.actions import BuyGameEnd, DraftGameEnd, FinishScoring, PayCoins
from rulebook.first_class.data import load_components
from rulebook.first_class.scenario import play, scenario

FC = rulebook.GAMES["first_class"]
COMP = load_components()
NO_BONUS = next(g for g, c in sorted(COMP.game_end_cards.items()) if c.bonus == ())


def test_the_draft_ends_with_four_cards_turned_face_up_from_a_pile_that_is_not_short():
    """After the draft the display is filled: one line says four cards are turned face up (a reveal), and, the
    pile holding enough, no line says the display stays short."""
    s = FC.new_game(players=2, seed=5)
    ev = []
    while s.phase == "draft":
        a = next(a for a in s.legal_actions() if isinstance(a, DraftGameEnd))
        ev += s.apply(a)
    lines = [e for e in ev if e.rule == "game_end_cards"]
    assert len(s.ge_display) == 4 and len(s.ge_deck) > 0
    assert len(lines) == 1 and "4" in lines[0].text and lines[0].reveal
    assert not any("empty" in e.text for e in ev)


def test_a_bought_card_is_logged_as_the_buyers_game_end_card():
    """Taking the Game End card bought is the buyer's line in the section "game_end_cards", naming the card."""
    s = scenario(players=3, seed=1, cur=1, p1={"coins": [4, 0, 0], "ge": []},
                 ge_display=[NO_BONUS] + [g for g in sorted(COMP.game_end_cards) if g != NO_BONUS][:3])
    ev = play(s, BuyGameEnd(NO_BONUS), PayCoins((0, 0, 0, 0)))
    lines = [e for e in ev if "takes Game End card" in e.text]
    assert [(e.rule, e.player) for e in lines] == [("game_end_cards", 1)] and NO_BONUS in lines[0].text
    assert NO_BONUS in s.players[1].ge


def test_game_end_card_points_are_logged_as_the_holders_end_of_game_score():
    """At the end each Game End card's points are its holder's line in the section "end_of_game"."""
    gid = NO_BONUS
    kind = COMP.game_end_cards[gid].counts
    base = sorted(c.id for c in COMP.cards.values() if c.module == "X" and c.type == kind)[:2]
    s = scenario(players=2, seed=1, round=6, phase="scoring", start=0, p0={"coins": 0, "ge": []},
                 p1={"coins": 0, "ge": [gid], "completed": base})
    ev = []
    while not s.is_over:
        ev += s.apply(FinishScoring())
    lines = [e for e in ev if gid in e.text]
    assert [(e.rule, e.player) for e in lines] == [("end_of_game", 1)]
    assert s.players[1].score == 2 * COMP.game_end_cards[gid].points
