"""Rules of the section "end_of_game": after the third scoring phase open contracts leave, each coin is
a point, each Game End card scores its value per base ("X") card of its type in the completed pile
(cards, not symbols), and the highest score wins -- tied players all win."""
import pytest

from rulebook.first_class.actions import FinishScoring, TakeCard
from rulebook.first_class.data import load_components
from rulebook.first_class.scenario import find_card, play, scenario

COMP = load_components()


def ge(kind, points):
    return next(g for g, c in sorted(COMP.game_end_cards.items()) if c.counts == kind and c.points == points)


def base(kind, k, colour="green"):
    return sorted(c.id for c in COMP.cards.values() if c.module == "X" and c.type == kind and c.colour == colour)[:k]


def module_card(kind):
    return next(c.id for c in sorted(COMP.cards.values(), key=lambda c: c.id) if c.module == "B" and c.type == kind)


def final(**players):
    """The last scoring phase, start player 0, then played to the end."""
    s = scenario(players=len(players), seed=1, round=6, phase="scoring", start=0, **players)
    while not s.is_over:
        s.apply(FinishScoring())
    return s


def blank(**extra):
    """A player with empty trains (scoring 0), no coins, no Game End cards, plus ``extra``."""
    return dict({"coins": 0, "ge": []}, **extra)


def test_game_is_over_when_the_last_scoring_step_is_done():
    """Once the last player finishes the scoring after round 6, the game is over."""
    s = scenario(players=3, seed=1, round=6, phase="scoring", start=1)
    play(s, FinishScoring(), FinishScoring())
    assert not s.is_over
    s.apply(FinishScoring())
    assert s.is_over and s.current_player is None and s.legal_actions() == []
    assert s.outcome() is not None


def test_nothing_can_happen_afterwards(refused):
    """After the end no action is accepted."""
    s = final(p0=blank(), p1=blank())
    with refused(s, "end_of_game", "game is over"):
        s.apply(TakeCard(next(iter(COMP.cards))))


@pytest.mark.parametrize("coins", [0, 1, 7, 12])
def test_each_coin_is_a_point(coins):
    """Coins left on the board are worth one point each."""
    s = final(p0=blank(coins=coins), p1=blank())
    assert s.outcome().scores[0] == coins


@pytest.mark.parametrize("kind", ["car", "conductor", "locomotive"])
def test_game_end_card_counts_base_cards_of_its_type(kind):
    """A Game End card scores its value for each base card of its type in the completed pile;
    module cards of that type, other types and contracts do not count."""
    others = [k for k in ("car", "conductor", "locomotive") if k != kind]
    completed = base(kind, 3) + base(others[0], 2) + [module_card(kind), find_card(COMP, type="contract")]
    card = ge(kind, 2)
    s = final(p0=blank(ge=[card], completed=completed), p1=blank())
    assert s.outcome().scores[0] == 3 * 2


def test_symbols_do_not_matter_only_cards():
    """A base car card with two car symbols counts as one card."""
    two = find_card(COMP, ("car", 2), module="X", colour="green")
    one = find_card(COMP, ("car", 1), module="X", colour="green")
    s = final(p0=blank(ge=[ge("car", 3)], completed=[two, one]), p1=blank())
    assert s.outcome().scores[0] == 2 * 3


def test_every_game_end_card_scores():
    """Each Game End card held scores separately, even two of the same type."""
    cards = base("conductor", 4)
    s = final(p0=blank(ge=[ge("conductor", 1), ge("conductor", 3), ge("car", 2)], completed=cards), p1=blank())
    assert s.outcome().scores[0] == 4 * 1 + 4 * 3 + 0


def test_foregone_base_cards_count():
    """A foregone card is in the completed pile and counts like any other chosen card."""
    route = find_card(COMP, type="route", module="X", colour="green")
    loco = base("locomotive", 1)
    s = final(p0=blank(ge=[ge("locomotive", 2)], completed=loco + [route]), p1=blank())
    assert s.outcome().scores[0] == 1 * 2   # default ruling: a route card is not a locomotive card


def test_route_cards_as_locomotive_cards_by_ruling():
    """With the ruling route_cards_count_as='locomotive', base route cards -- in the completed pile or
    on the route -- count as locomotive cards."""
    routes = sorted(c.id for c in COMP.cards.values() if c.module == "X" and c.type == "route")
    s = scenario(players=2, seed=1, round=6, phase="scoring", start=0,
                 rulings={"route_cards_count_as": "locomotive"},
                 p0=blank(ge=[ge("locomotive", 2)], completed=routes[:1], route=routes[1:3]), p1=blank())
    play(s, FinishScoring(), FinishScoring())
    assert s.outcome().scores[0] == 3 * 2


def test_unfulfilled_contracts_leave_and_score_nothing():
    """Open contracts are removed at the end and give no points."""
    contract = find_card(COMP, type="contract")
    s = final(p0=blank(contracts=[contract]), p1=blank())
    assert s.outcome().scores[0] == 0 and contract in s.removed and s.players[0].contracts == []


def test_score_adds_to_points_already_made():
    """Final points are added to the score from the game."""
    s = final(p0=blank(score=40, coins=3), p1=blank(score=10))
    assert s.outcome().scores == (43, 10)


def test_highest_score_wins():
    """The player with the most points wins."""
    s = final(p0=blank(score=30), p1=blank(score=31), p2=blank(score=12))
    assert s.outcome().winners == (1,)


@pytest.mark.parametrize("scores,winners", [((30, 30), (0, 1)), ((25, 20, 25), (0, 2)),
                                            ((9, 9, 9, 9), (0, 1, 2, 3))])
def test_ties_share_the_win(scores, winners):
    """All players tied for the highest score win together."""
    players = {f"p{i}": blank(score=v) for i, v in enumerate(scores)}
    s = final(**players)
    assert s.outcome().winners == winners and s.outcome().scores == scores


def test_final_events_name_the_section():
    """The end-of-game scoring is logged under this section."""
    s = final(p0=blank(coins=2), p1=blank())
    assert any(e.rule == "end_of_game" and "coin" in e.text for e in s.log)
