"""Set-up rules that mutation testing found unpinned (issue 21): what a game set up from a seed holds -- the
train and its curtains, the landscapes laid along the track, essence split between pool, start portal and box,
the conversation and event bags, the investigators' boards, the suspects' clues, the draft displays, the
empty event step -- and who is logged as taking the first turn."""
from collections import Counter

import pytest

from rulebook.horror import HORROR


@pytest.fixture(scope="module")
def games():
    return [HORROR.new_game(players=n, seed=seed) for n, seed in ((1, 2), (2, 3), (4, 9))]


def test_the_train_and_its_curtains(games):
    """The Locomotive leads six shuffled cars; its curtains count as closed, every other car starts with the
    ruling's curtains (open by default); the train starts at the start space at speed 1 with the two Train
    Moves tokens on the Locomotive."""
    for s in games:
        t = s.comp.table
        assert s.cars[0] == "locomotive" and sorted(s.cars[1:]) == sorted(s.comp.car_ids)
        assert s.curtains == ["closed"] + ["open"] * 6
        assert s.active[0] is True and sum(s.active[1:]) == t["active_car_actions"]
        assert (s.space, s.speed, s.loco_tokens) == (t["start_space"], 1, list(t["event_tokens"]["locomotive"]))
    closed = HORROR.new_game(players=1, seed=2, rulings={"curtains_start": "closed"})
    assert closed.curtains == ["closed"] * 7


def test_the_landscapes_lie_end_to_end_along_the_track(games):
    """The starting landscape (face up) covers the start space; the layout's tiles follow it face down, each
    of its layout size, end to end down to space 0."""
    for s in games:
        t = s.comp.table
        assert s.tiles[0][1] == t["start_space"] and s.tiles[0][3]
        sizes = [s.comp.landscapes[tile[0]]["size"] for tile in s.tiles]
        assert [tile[1] - tile[2] + 1 for tile in s.tiles] == sizes
        assert sizes[1:] == list(s.comp.layouts[s.layout])
        for a, b in zip(s.tiles, s.tiles[1:]):
            assert b[1] == a[2] - 1 and not b[3]
        assert s.tiles[-1][2] == 0
        assert len({tile[0] for tile in s.tiles}) == len(s.tiles)


def test_essence_is_split_between_pool_start_portal_and_box(games):
    """The ritual sheet's essence goes to the pool, its start essence onto the first portal of the starting
    landscape that is not printed, and the rest of the box's essence stays in the box; none is banished."""
    for s in games:
        rit, t = s.comp.rituals[s.ritual], s.comp.table
        start = s.tiles[0][0]
        k = next(i for i, p in enumerate(s.comp.landscapes[start]["portals"]) if not p.get("printed"))
        assert s.portals == {f"{start}.{k}": rit["start_portal_essence"]}
        assert s.essence_pool == rit["essence_pool"] and s.essence_banished == 0
        assert s.essence_box == t["essence_tokens"] - rit["essence_pool"] - rit["start_portal_essence"]
        assert s.last_portal is None and s.ritual_tokens == rit["ritual_tokens"] and s.escalations == 0


def test_the_bags_and_supplies(games):
    """The conversation bag holds every horizontal token (by its count) and the green and red tokens, the clue
    token set aside; the event bag, discard and supply are the table's, Still Time moved to the discard under
    the normal difficulty and into the bag under the easy one."""
    for s in games:
        conv, evt = s.comp.table["conversation"], s.comp.table["event_tokens"]
        want = Counter({h: k for h, k in conv["horizontal"].items()})
        want.update("g:" + g for g in conv["green"])
        want.update("r:" + r for r in conv["red"])
        assert Counter(s.bag) == want and s.conv_aside == ["g:" + conv["aside"]]
        assert Counter(s.event_bag) == Counter(evt["bag"]) and s.event_discard == list(evt["discard"])
        assert s.event_supply == list(evt["supply"]) and s.event_board == [[], [], [], []]
    in_bag = HORROR.new_game(players=1, seed=2, rulings={"clue_token": "in_bag"})
    assert in_bag.conv_aside == [] and "g:clue" in in_bag.bag and len(in_bag.bag) == len(games[0].bag) + 1
    normal = HORROR.new_game(players=1, seed=2, difficulty="normal")
    easy = HORROR.new_game(players=1, seed=2, difficulty="easy")
    assert normal.event_discard[-1] == "still_time" and "still_time" not in normal.event_supply + normal.event_bag
    assert "still_time" in easy.event_bag and "still_time" not in easy.event_supply + easy.event_discard


def test_the_investigators_boards_and_the_sanity_supply(games):
    """Each investigator starts in their start car with their sanity, full health and stamina, their
    first-level skills in the first slots and the rest empty, no marker used, the regular rest tile; the
    sanity markers they do not hold form the supply."""
    for s in games:
        assert len(s.inv) == s.n and len({x.id for x in s.inv}) == s.n
        for x in s.inv:
            d = s.comp.investigators[x.id]
            l1 = [k["id"] for k in d["skills"] if k["level"] == 1]
            assert x.car == s.cars.index(d["start_car"]) and x.sanity == d["sanity"] and not x.unstable
            assert x.health == s.comp.health_start and x.stamina == s.comp.stamina_start
            assert x.slots == l1 + [None] * (s.comp.slots - len(l1))
            assert x.marked == [False] * s.comp.slots and x.track == 0
            assert (x.upgraded, x.learned, x.replaced, x.rest) == ([], [], [], "regular")
        assert s.sanity_supply == s.comp.table.get("sanity_markers", 28) - sum(x.sanity for x in s.inv)


def test_the_suspects_clues_and_the_draft_displays(games):
    """Each suspect board gets a clue of each spot's kind, all face down and never asked, no fade; six of the
    general skills and six attributes are on display (in id order); the Passenger and Unleashed decks hold
    every card once."""
    for s in games:
        assert len({sus.car for sus in s.suspects}) == 6
        for i, sus in enumerate(s.suspects):
            assert [s.comp.clues[c]["kind"] for c in sus.clues] == list(s.comp.boards[i]["spots"])
            n = len(sus.clues)
            assert sus.asked == [False] * n and sus.fade == [0] * n and sum(sus.up) <= 1
        clues = [c for sus in s.suspects for c in sus.clues]
        assert len(set(clues)) == len(clues)
        assert len(s.general_display) == 6 and s.general_display == sorted(s.general_display)
        assert len(s.attr_display) == 6 and s.attr_display == sorted(s.attr_display)
        assert set(s.general_display) <= set(s.comp.general_skills) and set(s.attr_display) <= set(s.comp.attribute_ids)
        t = s.comp.table
        assert sorted(s.passenger_deck) == sorted(c["id"] for c in t["passenger_cards"])
        assert sorted(s.unleashed_deck) == sorted(c["id"] for c in t["unleashed_cards"])


def test_the_event_step_and_the_turn_start_empty(games):
    """Nothing is drawn or pending at set-up: the draft of the first player's seat begins, no turn has been
    played, and the Grimoire holds no Occult token yet."""
    for s in games:
        assert s.phase == "draft_skill" and s.phase_from is None and s.cur == s.first and 0 <= s.first < s.n
        assert (s.turns, s.basics, s.draft_i, s.main_done, s.ended, s.ran) == (0, 0, 0, False, False, False)
        assert (s.drawn, s.redrawn, s.fast_chain, s.last_token, s.weaken) == (None, False, 0, None, -1)
        assert (s.board_run, s.board_i, s.hold_train, s.ill, s.fez_card, s.fez_offer, s.block_on) == ([], 0, False, [], None, [], {})
        assert s.stack == [] and s.result is None and s.accused == [None] * 6
        assert [g[1:] for g in s.grimoire] == [[None, 0]] * len(s.grimoire) and s.grimoire_bottom == 0
        assert (s.occult, s.occult_banished, s.items, s.items_banished) == (0, 0, [], [])
        assert s.current_player == s.first


def test_the_first_player_is_logged_and_can_be_chosen():
    """The last set-up line names the seat taking the first turn (in the set-up section); ``first_player``
    chooses that seat; the first line, the train assembled, is nobody's; the desire clues of the two middle
    boards are revealed as part of the set-up (their lines in the set-up section)."""
    s = HORROR.new_game(players=3, seed=4, first_player=2)
    assert s.first == s.cur == 2
    first, last = s.log[0], s.log[-1]
    assert (first.rule, first.player) == ("setup", None)
    assert (last.rule, last.player) == ("setup", 2) and "first turn" in last.text
    revealed = [e.rule for e in s.log if "is revealed" in e.text]
    assert revealed == ["setup", "setup"]


def test_one_seed_one_table():
    """Every random choice comes from the seed: the same seed sets up the same table."""
    a, b = HORROR.new_game(players=2, seed=11), HORROR.new_game(players=2, seed=11)
    assert a.to_json() == b.to_json()


def test_a_fresh_games_save_holds_its_set_up_position():
    """A game just set up saves its base position (the set-up table, made again from the seed when first
    read): the save names the base's fields and loads to the same game."""
    import json
    s = HORROR.new_game(players=2, seed=11)
    text = s.to_json()
    base = json.loads(text)["base"]
    assert isinstance(base, dict) and base["space"] == s.space and base["cars"] == s.cars
    assert HORROR.from_json(text).to_json() == text
