"""A FrachtExpress player's part of the table (issue 21, mutation testing): a new player starts empty-handed in
Station A holding no flight ticket, objection card or station card; ``dump`` and ``copy`` keep every field,
and a copy (a game's ``copy()``) shares no list with the original."""
from rulebook.fracht_express.player import Player
from rulebook.fracht_express.scenario import scenario

FIELDS = {"hand", "attached", "delivered", "pos", "facing", "ticket", "objection", "stations"}


def test_a_new_player_starts_empty_in_station_a():
    """Before the deal a player has no cards (hand, attached, delivered), stands in Station A facing no way,
    holds no flight ticket and no objection card, and has laid no station."""
    pl = Player.fresh()
    assert pl.dump() == {"hand": [], "attached": [], "delivered": [], "pos": ["S", "A"], "facing": None,
                         "ticket": False, "objection": False, "stations": []}
    assert pl.ticket is False and pl.objection is False
    other = Player.fresh()
    other.hand.append("D01")
    other.stations.append("B")
    assert pl.hand == [] and pl.stations == []     # each new player has lists of its own


def _filled():
    pl = Player.fresh()
    pl.hand, pl.attached, pl.delivered = ["D01", "D02"], ["D03"], ["D04"]
    pl.pos, pl.facing = ["T", 5, 3, 0, 1], 1
    pl.ticket, pl.objection = True, True
    pl.stations = ["C", "D"]
    return pl


def test_dump_and_copy_keep_every_field():
    """``dump`` writes every field as it is; ``copy`` makes a player whose dump is the same."""
    pl = _filled()
    d = pl.dump()
    assert set(d) == FIELDS
    assert d == {"hand": ["D01", "D02"], "attached": ["D03"], "delivered": ["D04"], "pos": ["T", 5, 3, 0, 1],
                 "facing": 1, "ticket": True, "objection": True, "stations": ["C", "D"]}
    q = pl.copy()
    assert type(q) is Player and q.dump() == d


def test_a_copy_and_a_dump_share_no_list_with_the_player():
    """Changing a copy's (or a dump's) lists leaves the player as it was, and the other way round."""
    pl = _filled()
    before = pl.dump()
    q = pl.copy()
    for f in ("hand", "attached", "delivered", "pos", "stations"):
        getattr(q, f).append("X")
    q.ticket = q.objection = False
    q.facing = 0
    assert pl.dump() == before
    d = pl.dump()
    for f in ("hand", "attached", "delivered", "pos", "stations"):
        d[f].append("Y")
    assert pl.dump() == before


def test_a_copied_game_keeps_each_players_part():
    """A game's copy has every player's part equal to the original's and independent of it."""
    s = scenario(2, 1, hands={0: ["D01", "D02"]}, attached={1: ["D03"]}, delivered={1: ["D04"]})
    c = s.copy()
    assert [p.dump() for p in c.players] == [p.dump() for p in s.players]
    c.players[0].hand.pop()
    assert s.players[0].hand == ["D01", "D02"]
