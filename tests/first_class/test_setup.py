"""Rules of the section "setup": the box, the three piles, the supply, each player's kit, the draft.

Also the scenario helper that every other test stands on.
"""
import pytest

import rulebook
from rulebook import ConfigError
from rulebook.first_class.actions import DraftGameEnd, EndTurn, TakeCard
from rulebook.first_class.scenario import ScenarioError, scenario, scenario_from_json

FC = rulebook.GAMES["first_class"]


def drafted(players=3, seed=0, **opts):
    s = FC.new_game(players=players, seed=seed, **opts)
    while s.phase == "draft":
        s.apply(s.legal_actions()[0])
    return s


@pytest.mark.parametrize("modules", [("A", "B"), ("C", "D"), ("B", "E")])
def test_each_colour_pile_holds_forty_cards(modules):
    """Base cards (24 a colour) plus two modules (8 a colour each) give 40 cards per colour pile."""
    s = drafted(modules=modules)
    dealt = [c for row in s.rows for c in row]
    assert len(dealt) + len(s.piles[0]) == 40
    assert len(s.piles[1]) == len(s.piles[2]) == 40
    for pile, colour in ((s.piles[0] + dealt, "green"), (s.piles[1], "blue"), (s.piles[2], "red")):
        cards = [s.comp.cards[c] for c in pile]
        assert {c.colour for c in cards} == {colour}
        assert sum(c.module == "X" for c in cards) == 24
        assert {c.module for c in cards} == {"X", *modules}


def test_piles_are_shuffled_by_the_seed():
    """The piles are shuffled: the seed decides the order, the same seed gives the same order."""
    a, b, c = drafted(seed=1), drafted(seed=1), drafted(seed=2)
    assert a.piles == b.piles and a.rows == b.rows
    assert a.piles != c.piles


@pytest.mark.parametrize("players", [2, 3, 4])
def test_supply_counts(players):
    """94 railroad car cards (two 0-value cars per player taken out), 48 coins less one per player,
    8 locomotive tiles stacked 5 on top to 15 at the bottom, Constantinople tile empty."""
    s = FC.new_game(players=players, seed=3)
    assert sum(s.comp.car_supply) == 94
    assert s.car_supply == [s.comp.car_supply[0] - 2 * players, s.comp.car_supply[1], s.comp.car_supply[2]]
    assert s.comp.coin_supply == 48 and s.coin_supply == 48 - players
    values = [s.comp.locomotive_tiles[i][0] for i in s.tiles]
    assert len(values) == 8 and values == sorted(values) and values[0] == 5 and values[-1] == 15
    assert all(up in (1, 2) for _, up in s.comp.locomotive_tiles)
    assert s.constantinople == [] and s.comp.constantinople == (20, 10, 5)
    assert s.check_invariants() == []


@pytest.mark.parametrize("players", [2, 3, 4])
def test_each_player_starts_with_the_kit(players):
    """Every player: two trains of one 0-value car, conductors on them, locomotive in Paris,
    1 coin, 4 mail cars, no points, no cards."""
    s = FC.new_game(players=players, seed=5)
    for pl in s.players:
        assert pl.trains == [[0], [0]]
        assert pl.cond == [0, 0]
        assert pl.loco == 0 and len(pl.stations) == 3 and pl.route == []
        assert pl.coins == [1, 0, 0]
        assert pl.mail_left == [1, 2, 3, 4]
        assert pl.score == 0 and pl.completed == [] and pl.contracts == []
    assert s.comp.mail_cars * 4 == 16


@pytest.mark.parametrize("players,start", [(2, 0), (2, 1), (3, 0), (3, 2), (4, 1), (4, 3)])
def test_draft_starts_right_of_start_player_and_goes_counter_clockwise(players, start):
    """The player to the start player's right draws players+1 Game End cards, keeps one, passes the
    rest on counter-clockwise; the start player drafts last; the left-over card goes back."""
    s = FC.new_game(players=players, seed=11, start_player=start)
    order, sizes = [], []
    while s.phase == "draft":
        order.append(s.current_player)
        sizes.append(len(s.draft_hand))
        s.apply(DraftGameEnd(s.draft_hand[-1]))
    assert order == [(start - 1 - i) % players for i in range(players)]
    assert order[-1] == start
    assert sizes == list(range(players + 1, 1, -1))
    assert all(len(pl.ge) == 1 for pl in s.players)
    assert len(s.ge_display) == 4
    assert len(s.ge_deck) == 21 - players - 4
    assert s.check_invariants() == []


def test_draft_passes_the_rest_of_the_hand():
    """The next drafter receives exactly the cards the previous one did not keep."""
    s = FC.new_game(players=3, seed=2)
    hand = list(s.draft_hand)
    s.apply(DraftGameEnd(hand[1]))
    assert sorted(s.draft_hand) == sorted(hand[:1] + hand[2:])


def test_four_face_up_game_end_cards_after_the_draft():
    """After the draft four Game End cards lie face up and the first round is dealt."""
    s = drafted(players=4, seed=9)
    assert len(s.ge_display) == 4
    assert s.phase == "turn" and s.round == 1


def test_first_round_is_dealt_from_the_green_pile_with_the_tile_on_the_table():
    """Three rows of six green cards; nobody holds the Start Player tile; the start player begins."""
    s = drafted(players=3, seed=4)
    assert [len(r) for r in s.rows] == [6, 6, 6]
    assert {s.comp.cards[c].colour for r in s.rows for c in r} == {"green"}
    assert s.tile is None and s.row_taken == [0, 0, 0]
    assert s.current_player == s.start


def test_start_player_option_and_seeded_draw():
    """The start player can be chosen; otherwise the seed draws one."""
    assert FC.new_game(players=4, seed=0, start_player=2).start == 2
    assert len({FC.new_game(players=4, seed=k).start for k in range(12)}) > 1


def test_cards_cannot_be_taken_during_the_draft(refused):
    """Nothing else happens until every player has kept a Game End card."""
    s = FC.new_game(players=3, seed=1)
    card = s.piles[0][0]
    with refused(s, "setup", "keeps one Game End card"):
        s.apply(TakeCard(card))


def test_draft_only_from_the_hand(refused):
    """A drafter keeps a card from the hand in front of them, not any card."""
    s = FC.new_game(players=3, seed=1)
    other = next(g for g in s.ge_deck)
    with refused(s, "setup", "not in the hand"):
        s.apply(DraftGameEnd(other))


def test_no_drafting_after_the_draft(refused):
    """Once every player has a card, the draft is over."""
    s = drafted(players=2, seed=1)
    with refused(s, "setup", "draft is over"):
        s.apply(DraftGameEnd(s.ge_deck[0]))


@pytest.mark.parametrize("players", [1, 5, "3"])
def test_player_count(players):
    """First Class is for 2 to 4 players."""
    with pytest.raises(ConfigError, match="2 to 4 players"):
        FC.new_game(players=players)


# ----------------------------------------------------------------------------- the scenario helper
def test_scenario_keeps_components_conserved():
    """Named cards leave their old place, cars/coins/tiles leave the supply, display is topped up."""
    s = scenario(players=3, seed=1, cur=2,
                 p0={"trains": [[4, 2, 0, 0, 0, "mail", 0, 0, 0, "tile"], [1]], "coins": 9,
                     "completed": ["X-G01", "X-G05"], "route": ["X-G20"], "ge": ["GE03", "GE04"]},
                 p2={"contracts": ["A-G01"]})
    assert s.check_invariants() == []
    p0 = s.players[0]
    assert p0.trains[0][5] == -1 and p0.trains[0][9] == 100 and p0.mail_left == [2, 3, 4]
    assert p0.coins == [5, 4, 0] and s.tiles == list(range(1, 8))
    assert len(p0.stations) == 3 + len(s.comp.cards["X-G20"].stations)
    assert len(s.ge_display) == 4 and "GE03" not in s.ge_display
    assert all(c not in r for r in s.rows for c in ("X-G01", "X-G20", "A-G01"))
    assert all(None not in r for r in s.rows)
    assert s.history == () and s.current_player == 2


def test_scenario_rows_and_turn_inference():
    """Rows given by hand: places left empty count as cards taken; turns and the start follow."""
    s = scenario(players=3, seed=1, cur=1, rows=[["X-G01", None, None, "X-G02", "X-G03", "X-G04"], None, None])
    assert s.row_taken == [2, 0, 0] and s.turns == 2 and s.start == 2 and s.cur == 1


def test_scenario_round_and_scoring():
    """A later round is dealt as the engine would; a scoring phase has empty rows."""
    s = scenario(players=2, seed=7, round=4)
    assert {s.comp.cards[c].colour for r in s.rows for c in r} == {"blue"}
    assert s.piles[0] == [] and s.piles[1] == [] and len(s.piles[2]) == 40
    t = scenario(players=2, seed=7, round=4, phase="scoring", start=1)
    assert t.rows == [[None] * 6] * 3 and t.scorers == [1, 0]


def test_scenario_from_json_matches_keywords():
    """The dict form builds the same position as the keyword form."""
    kw = {"players": 2, "seed": 3, "round": 3, "cur": 1, "p1": {"coins": [2, 1, 0], "score": 7}}
    assert scenario_from_json(kw).to_json() == scenario(**kw).to_json()


def test_scenario_undo_stops_at_the_scenario():
    """The scenario is the base position: undo goes back to it and no further."""
    s = scenario(players=2, seed=3, cur=0)
    before = s.to_json()
    s.apply(TakeCard(s.rows[0][0]))
    s.undo()
    assert s.to_json() == before
    with pytest.raises(rulebook.NothingToUndo):
        s.undo()


@pytest.mark.parametrize("bad,phrase", [
    ({"p0": {"coins": [6, 0, 0]}}, "5/5/2"),
    ({"p0": {"trains": [[0, 1], [0]]}}, "worth more than the car to its left"),
    ({"p0": {"completed": ["X-G01"]}, "p1": {"completed": ["X-G01"]}}, "placed twice"),
    ({"p0": {"completed": ["C-G01"]}}, "module C"),
    ({"p0": {"colour": "red"}}, "Unknown player field"),
    ({"p3": {"score": 1}}, "only 2 players"),
    ({"phase": "card"}, "needs held"),
    ({"rows": [["X-G01", None, None, None, "X-G02", "X-G03"], None, None]}, "cleared once"),
])
def test_scenario_refuses_broken_positions(bad, phrase):
    """A scenario that breaks a rule or names a wrong field raises ScenarioError saying what."""
    with pytest.raises(ScenarioError, match=phrase):
        scenario(players=2, seed=1, **bad)


def test_scenario_game_continues_normally():
    """A scenario plays on like any game: a turn ends and the next player moves."""
    s = scenario(players=2, seed=8, cur=0)
    s.apply(TakeCard(s.rows[1][2]))
    s.apply(s.legal_actions()[1])  # forego
    while EndTurn() not in s.legal_actions():
        s.apply(s.legal_actions()[-1])
    s.apply(EndTurn())
    assert s.current_player == 1 and s.check_invariants() == []
