"""Rules of the section "contracts": a carried-out contract waits face up beside the board; once its
requirement is met (or exceeded) it may be fulfilled -- before or after the turn's action or in a
scoring phase -- for its bonus, once; then it joins the completed pile. Unfulfilled ones are worth 0."""
import pytest

from rulebook.first_class.actions import CarryOut, FinishScoring, Fulfil, Skip, TakeCard, TakeGameEndCard
from rulebook.first_class.contracts import met
from rulebook.first_class.data import load_components
from rulebook.first_class.scenario import play, scenario

COMP = load_components()


def contract(need, colour="green"):
    return next(c.id for c in sorted(COMP.cards.values(), key=lambda c: c.id)
                if c.type == "contract" and c.requirement["need"] == need and c.colour == colour)


COINS_HELD = contract("coins_held")                # bonus: points
CARS_IN_TRAIN = contract("cars_in_train")          # bonus: coins
COND_POS = contract("conductor_position", "blue")  # bonus: conductors
TRAIN_VALUE = contract("train_value", "blue")      # bonus: a Game End card


def need_of(cid):
    return COMP.cards[cid].requirement["n"]


def test_carried_out_contract_waits_beside_the_board():
    """Carrying out a contract places it beside the board, open; it is not yet completed."""
    s = scenario(players=3, seed=1, cur=0, held=COINS_HELD)
    s.apply(CarryOut())
    pl = s.players[0]
    assert pl.contracts == [COINS_HELD] and COINS_HELD not in pl.completed


def test_fulfil_when_met_gives_the_bonus_once_and_completes_it(refused):
    """A met contract is fulfilled for its bonus right away; it then lies in the completed pile and
    cannot be fulfilled a second time."""
    pts = COMP.cards[COINS_HELD].bonus[0][1]
    s = scenario(players=3, seed=1, cur=0, p0={"contracts": [COINS_HELD], "coins": need_of(COINS_HELD)})
    s.apply(Fulfil(COINS_HELD))
    pl = s.players[0]
    assert pl.score == pts and pl.contracts == [] and pl.completed == [COINS_HELD]
    with refused(s, "contracts", "not one of your open contracts"):
        s.apply(Fulfil(COINS_HELD))


def test_unmet_contract_cannot_be_fulfilled(refused):
    """Below its minimum requirement a contract stays open."""
    s = scenario(players=3, seed=1, cur=0, p0={"contracts": [COINS_HELD], "coins": need_of(COINS_HELD) - 1})
    assert Fulfil(COINS_HELD) not in s.legal_actions()
    with refused(s, "contracts", "not met"):
        s.apply(Fulfil(COINS_HELD))


def test_exceeding_the_requirement_is_fine():
    """Meeting the requirement with room to spare also fulfils it."""
    s = scenario(players=3, seed=1, cur=0, p0={"contracts": [COINS_HELD], "coins": need_of(COINS_HELD) + 3})
    assert Fulfil(COINS_HELD) in s.legal_actions()


def test_fulfil_after_the_action_of_the_turn():
    """A contract can be fulfilled after the turn's card, even one taken this very turn."""
    cars = [1] * need_of(CARS_IN_TRAIN)
    s = scenario(players=3, seed=1, cur=0, held=CARS_IN_TRAIN, p0={"trains": [cars, [0]], "coins": 0})
    s.apply(CarryOut())
    assert s.phase == "post" and Fulfil(CARS_IN_TRAIN) in s.legal_actions()
    s.apply(Fulfil(CARS_IN_TRAIN))
    assert sum(s.players[0].coins) == COMP.cards[CARS_IN_TRAIN].bonus[0][1]


def test_fulfil_before_the_action_of_the_turn():
    """...or before taking a card."""
    s = scenario(players=3, seed=1, cur=0, p0={"contracts": [COINS_HELD], "coins": need_of(COINS_HELD)})
    assert s.phase == "turn"
    s.apply(Fulfil(COINS_HELD))
    s.apply(TakeCard(s.rows[0][0]))
    assert s.phase == "card"


def test_fulfil_during_a_scoring_phase():
    """...or during the player's scoring step."""
    s = scenario(players=3, seed=1, round=2, phase="scoring", start=0,
                 p0={"contracts": [COINS_HELD], "coins": need_of(COINS_HELD)})
    s.apply(Fulfil(COINS_HELD))
    assert s.players[0].completed == [COINS_HELD]


def test_not_in_the_middle_of_a_card(refused):
    """While a card is being decided on, a contract waits."""
    s = scenario(players=3, seed=1, cur=0, held=CARS_IN_TRAIN,
                 p0={"contracts": [COINS_HELD], "coins": need_of(COINS_HELD)})
    with refused(s, "contracts", "not in the middle of a card"):
        s.apply(Fulfil(COINS_HELD))


def test_only_your_own_contracts(refused):
    """A contract beside another player's board is theirs to fulfil."""
    s = scenario(players=3, seed=1, cur=0, p1={"contracts": [COINS_HELD], "coins": 12})
    with refused(s, "contracts", "not one of your open contracts"):
        s.apply(Fulfil(COINS_HELD))


def test_unused_part_of_a_bonus_is_lost():
    """A bonus that cannot be fully used loses the rest, and the contract is still fulfilled."""
    pos = need_of(COND_POS)
    trains = [[1] * pos, [1] * pos]
    s = scenario(players=3, seed=1, round=3, cur=0,
                 p0={"contracts": [COND_POS], "trains": trains, "cond": [pos - 1, pos - 1]})
    events = s.apply(Fulfil(COND_POS))
    assert s.players[0].cond == [pos - 1, pos - 1]
    assert any("lost" in e.text for e in events)
    assert s.players[0].completed == [COND_POS]


def test_bonus_can_be_a_game_end_card():
    """A contract's bonus is carried out at once, here a Game End card chosen from the display."""
    s = scenario(players=3, seed=1, round=3, cur=0, p0={"contracts": [TRAIN_VALUE], "trains": [[12], [0]]})
    s.apply(Fulfil(TRAIN_VALUE))
    card = s.ge_display[0]
    play(s, TakeGameEndCard(card))
    assert card in s.players[0].ge


def test_contracts_may_wait_as_long_as_the_player_likes():
    """A met contract does not have to be fulfilled: the turn and the scoring end without it."""
    s = scenario(players=2, seed=1, round=2, phase="scoring", start=0,
                 p0={"contracts": [COINS_HELD], "coins": need_of(COINS_HELD)})
    s.apply(FinishScoring())
    assert s.players[0].contracts == [COINS_HELD]


def test_unfulfilled_contracts_are_worth_nothing_at_the_end():
    """At game end open contracts leave the game and score nothing."""
    s = scenario(players=2, seed=1, round=6, phase="scoring", start=0, p0={"contracts": [COINS_HELD]})
    play(s, FinishScoring(), FinishScoring())
    assert s.is_over and s.players[0].contracts == [] and COINS_HELD in s.removed
    assert s.players[0].score == sum(s.players[0].coins)


@pytest.mark.parametrize("need,p0,ok", [
    ("cars_in_train", {"trains": [[0, 0, 0, 0], [0]]}, 4),
    ("car_value", {"trains": [[2, 1, 1], [1]]}, None),
    ("locomotive_station", {"loco": 2}, 2),
    ("conductor_position", {"trains": [[0, 0], [0]], "cond": [1, 0]}, 2),
    ("coins_held", {"coins": 4}, 4),
    ("train_value", {"trains": [[4, 4, 2, 2], [0]]}, 12),
])
def test_requirement_kinds(need, p0, ok):
    """Each kind of requirement is measured on the player's board (illustrative contracts)."""
    s = scenario(players=2, seed=1, p0=p0)
    req = {"need": need, "n": ok or 4, "value": 1}
    assert met(s, 0, req)
    assert not met(s, 0, dict(req, n=req["n"] + 1))


def test_fulfilled_contract_can_be_skipped_in_part():
    """The player may leave out parts of a bonus that need a decision."""
    s = scenario(players=3, seed=1, round=3, cur=0, p0={"contracts": [TRAIN_VALUE], "trains": [[12], [0]]})
    s.apply(Fulfil(TRAIN_VALUE))
    s.apply(Skip())
    assert len(s.players[0].ge) == 1 and s.stack == [] and s.players[0].completed == [TRAIN_VALUE]


def test_a_12_value_car_counts_for_cars_in_one_train():
    """"Cars in one train" counts every railroad car of the train, the top car worth 12 as well as a car worth 0:
    a train of a 12 and a 7 holds two cars."""
    s = scenario(players=2, seed=1, p0={"trains": [[12, 7], [0]]})
    req = {"need": "cars_in_train", "n": 2}
    assert met(s, 0, req)
    assert not met(s, 0, dict(req, n=3))


def test_a_12_value_car_counts_for_cars_worth_at_least_a_value():
    """"n cars worth at least v" counts a car worth 12 as worth at least v: one 12 meets "1 car worth 7 or
    more", and a 12 beside a 7 meets "2 cars worth 7 or more"."""
    s = scenario(players=2, seed=1, p0={"trains": [[12], [0]]})
    assert met(s, 0, {"need": "car_value", "n": 1, "value": 7})
    s = scenario(players=2, seed=1, p0={"trains": [[12], [7]]})
    assert met(s, 0, {"need": "car_value", "n": 2, "value": 7})
    assert not met(s, 0, {"need": "car_value", "n": 3, "value": 7})


def test_a_12_value_car_counts_for_the_value_of_one_train():
    """"One train's cars add up to n" adds in a car worth 12 too: a train holding a single 12 is worth 12."""
    s = scenario(players=2, seed=1, p0={"trains": [[12], [0]]})
    assert met(s, 0, {"need": "train_value", "n": 12})
    assert not met(s, 0, {"need": "train_value", "n": 13})


def test_an_unmet_contract_after_the_action_or_in_scoring_is_refused_as_unmet(refused):
    """After the turn's card and in a scoring phase are times a contract may be fulfilled, so an unmet one is
    refused there for its requirement, not for the moment chosen."""
    s = scenario(players=3, seed=1, cur=0, held=CARS_IN_TRAIN,
                 p0={"trains": [[0], [0]], "contracts": [COINS_HELD], "coins": 0})
    s.apply(CarryOut())
    assert s.phase == "post"
    with refused(s, "contracts", "requirement of contract"):
        s.apply(Fulfil(COINS_HELD))
    s = scenario(players=3, seed=1, round=2, phase="scoring", start=0, p0={"contracts": [COINS_HELD], "coins": 0})
    with refused(s, "contracts", "requirement of contract"):
        s.apply(Fulfil(COINS_HELD))
