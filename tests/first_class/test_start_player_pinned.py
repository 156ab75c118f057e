"""The Start Player tile (start_player.py), pinned (issue #21's mutation pass): whose log lines, under which
section its compensation is carried out, and the tile back on the table after the round."""
import rulebook
from rulebook.first_class.actions import Forego, TakeCard, TakeStartTile
from rulebook.first_class.scenario import scenario

from .conftest import finish_turn, last_turn_of_round


def test_taking_the_tile_is_the_takers_and_its_compensation_is_the_tiles():
    """The Start Player Tile: taking it is logged for the taker (seat 1 here) under "start_player"; the
    compensation being carried out is the tile's (its pending sequence is filed under "start_player", in the
    save too), each symbol under its own section (the coin under "coins")."""
    s = scenario(players=3, seed=1, cur=1, p1={"trains": [[1], [0]]})
    events = s.apply(TakeStartTile())
    assert s.tile == 1
    assert [e.player for e in events] == [1] * len(events) and len(events) >= 2
    assert events[0].rule == "start_player" and events[1].rule == "coins"
    assert s.to_dict()["state"]["stack"][0] == ["seq", [], "start_player"]


def test_after_scoring_the_tile_is_back_on_the_table_and_the_taker_logged_as_start_player():
    """End of round: the taker becomes start player (the log line is theirs) and the tile returns to the
    table: in the scoring phase after round 2 nobody holds it, and the position saves and loads."""
    s = last_turn_of_round(players=3, round=2, tile=2, start=0)
    s.apply(TakeCard(next(c for r in s.rows for c in r if c)))
    s.apply(Forego())
    before = len(s.log)
    finish_turn(s)
    assert s.phase == "scoring" and s.start == 2 and s.tile is None
    back = [e for e in s.log[before:] if e.rule == "end_of_round" and e.msg.id.startswith("{player} returns")]
    assert len(back) == 1 and back[0].player == 2
    assert rulebook.GAMES["first_class"].from_json(s.to_json()).to_json() == s.to_json()


def test_nobody_took_the_tile_logged_for_the_start_player():
    """End of round: when nobody took the tile, the line saying the start player stays is theirs (seat 1)."""
    s = last_turn_of_round(players=3, start=1)
    s.apply(TakeCard(next(c for r in s.rows for c in r if c)))
    s.apply(Forego())
    before = len(s.log)
    finish_turn(s)
    stays = [e for e in s.log[before:] if e.rule == "end_of_round" and e.msg.id.startswith("Nobody took")]
    assert len(stays) == 1 and stays[0].player == 1
