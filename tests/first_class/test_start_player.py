"""Rules of the section "start_player": instead of a card a player may take the Start Player tile;
its compensation is paid at once and the taker starts the next round (and the next scoring phase)."""
import pytest

from rulebook.first_class.actions import CarryOut, EndTurn, FinishScoring, Forego, Skip, TakeCard, TakeStartTile, Upgrade
from rulebook.first_class.data import load_components
from rulebook.first_class.scenario import play, scenario

COMP = load_components()
TILE = COMP.start_tile


def test_compensation_is_paid_at_once():
    """Taking the tile pays the compensation shown on it immediately (illustrative data:
    one coin and one upgrade of choice)."""
    assert TILE == (("coins", 1, 0), ("upgrade_any", 1, 0))
    s = scenario(players=3, seed=1, cur=0, p0={"coins": 1, "trains": [[1], [0]]})
    events = s.apply(TakeStartTile())
    assert s.players[0].coins == [2, 0, 0]
    assert s.stack[-1].KIND == "any" and Upgrade(0, 0, 2) in s.legal_actions()
    assert any(e.rule == "start_player" for e in events)
    s.apply(Upgrade(0, 0, 2))
    assert s.players[0].trains[0] == [2] and s.tile == 0


def test_taking_the_tile_is_the_whole_turn(refused):
    """The tile replaces the card of the turn: no card afterwards."""
    s = scenario(players=3, seed=1, cur=0)
    play(s, TakeStartTile(), Skip())
    with refused(s, "turn", "already took"):
        s.apply(TakeCard(s.rows[0][0]))


@pytest.mark.parametrize("pay_first", [False, True])
def test_the_tile_cannot_be_foregone(refused, pay_first):
    """Forego needs a card in hand: right after taking the tile (its upgrade still waiting) and after the
    compensation, Forego is refused by the turn rule, not by the waiting upgrade (issue #17)."""
    s = scenario(players=3, seed=1, cur=0, p0={"trains": [[1], [0]]})
    s.apply(TakeStartTile())
    assert s.stack                     # the upgrade of the compensation waits
    if pay_first:
        s.apply(Skip())
    for action in (Forego(), CarryOut()):
        with refused(s, "turn", "cannot be foregone"):
            s.apply(action)


def test_only_one_taker_a_round(refused):
    """Once taken, the tile is gone for the rest of the round."""
    s = scenario(players=3, seed=1, cur=1, tile=0)
    assert TakeStartTile() not in s.legal_actions()
    with refused(s, "start_player", "already took the Start Player tile"):
        s.apply(TakeStartTile())


@pytest.mark.parametrize("players", [2, 3, 4])
def test_taker_becomes_start_player_next_round(players, end_turn, last_turn):
    """At the end of the round the taker becomes start player and opens the next round."""
    taker = 1
    s = last_turn(players=players, tile=taker, start=0)
    assert s.current_player == players - 1
    s.apply(TakeCard(next(c for r in s.rows for c in r if c)))
    s.apply(Forego())
    end_turn(s)
    assert s.round == 2 and s.start == taker and s.current_player == taker
    assert s.tile is None


def test_taker_starts_the_next_scoring_phase(end_turn, last_turn):
    """Taken in round 2, the tile makes its taker the first to score."""
    s = last_turn(players=3, round=2, tile=2, start=0)
    s.apply(TakeCard(next(c for r in s.rows for c in r if c)))
    s.apply(Forego())
    end_turn(s)
    assert s.phase == "scoring" and s.scorers == [2, 0, 1] and s.current_player == 2


def test_nobody_took_it_start_stays_and_nothing_is_paid(last_turn):
    """If nobody took the tile the start player stays, and nobody gets any compensation."""
    s = last_turn(players=3, start=1)
    coins = [list(pl.coins) for pl in s.players]
    s.apply(TakeCard(next(c for r in s.rows for c in r if c)))
    s.apply(Forego())
    s.apply(Skip())
    events = s.apply(EndTurn())
    assert s.start == 1 and s.current_player == 1
    assert [pl.coins for pl in s.players] == coins
    assert any(e.rule == "end_of_round" and "Nobody took" in e.text for e in events)


def test_tile_does_not_count_for_clearing_a_row():
    """The tile is not one of the cards in a row: taking it changes no row."""
    s = scenario(players=3, seed=1, cur=0)
    rows = [list(r) for r in s.rows]
    play(s, TakeStartTile(), Skip())
    assert s.rows == rows and s.row_taken == [0, 0, 0]


def test_tile_stays_when_the_first_row_is_cleared():
    """The tile lies by the first row, but clearing that row leaves it in play."""
    base = scenario(players=3, seed=1)
    row = [None, None] + base.rows[0][2:]
    s = scenario(players=3, seed=1, rows=[row, None, None])
    play(s, TakeCard(row[2]), Forego(), Skip(), EndTurn())
    assert s.rows[0] == [None] * 6
    assert TakeStartTile() in s.legal_actions()


def test_the_start_player_may_take_it_too():
    """Nothing stops the current start player from taking the tile (and its compensation)."""
    s = scenario(players=3, seed=1, start=0)
    assert s.current_player == 0 and TakeStartTile() in s.legal_actions()


def test_the_tile_is_back_on_the_table_next_round(end_turn, last_turn):
    """Each round the tile is available again."""
    s = last_turn(players=2, tile=0, start=0)
    s.apply(TakeCard(next(c for r in s.rows for c in r if c)))
    s.apply(Forego())
    end_turn(s)
    assert s.round == 2 and s.tile is None and TakeStartTile() in s.legal_actions()


def test_scoring_phase_has_no_tile(refused):
    """The tile is taken on a turn, not in a scoring phase."""
    s = scenario(players=2, seed=1, round=2, phase="scoring")
    with refused(s, "scoring", "no cards are taken"):
        s.apply(TakeStartTile())
    s.apply(FinishScoring())
