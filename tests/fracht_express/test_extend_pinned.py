"""Laying rules that mutation testing found unpinned (issue 21): after each card laid, the kept ``Extend``
lists and frontier give exactly the actions a freshly loaded copy of the position lists; a turn out of range is
refused by section "extend"; the log line of a lay is the layer's; the cache of ``Extend`` blocks is emptied at
its cap, not one entry later."""
from types import SimpleNamespace

from rulebook.fracht_express import extend
from rulebook.fracht_express.actions import Extend
from rulebook.fracht_express.scenario import scenario


def test_kept_lists_equal_a_fresh_position_after_each_lay():
    """Three cards laid one after the other (the player's lists listed before each): the ``Extend`` actions and
    the frontier are those of the same table and hand set up afresh (a scenario builds them from scratch; a
    loaded save would replay the same patches), in the same order."""
    s = scenario(2, 1, hands={0: ["D01", "D13", "D24", "D31"]})
    for card, pick in (("D01", 0), ("D13", -1), ("D24", 5)):
        legal = s.legal_actions()
        lays = [a for a in legal if type(a) is Extend and a.card == card]
        ev = s.apply(lays[pick])
        [line] = [e for e in ev if e.rule == "extend"]
        assert line.player == 0 and line.msg.params["card"] == card
        fresh = scenario(2, 1, table=[tuple(t) for t in s.table], hands={0: list(s.players[0].hand)})
        assert [a for a in s.legal_actions() if type(a) is Extend] == [
            a for a in fresh.legal_actions() if type(a) is Extend]
        assert s.frontier() == fresh.frontier()
        assert (lays[pick].x, lays[pick].y) not in s.frontier()


def test_a_turn_out_of_range_is_refused_by_extend(refused):
    """A card is turned 0 to 3 quarters: a turn of 4 is refused by section "extend"."""
    s = scenario(2, 1, hands={0: ["D01"]})
    x, y = s.frontier()[0]
    with refused(s, "extend", "0 to 3"):
        s.apply(Extend("D01", x, y, 4))


def test_the_blocks_cache_is_emptied_at_its_cap():
    """``blocks`` keeps at most ``CARDS_CAP`` (data set, card) entries: the entry after the cap empties the
    cache first, so it then holds that one entry."""
    extend._BLOCKS.clear()
    try:
        for i in range(extend.CARDS_CAP):
            extend.blocks(SimpleNamespace(fingerprint=f"f{i}", turns={"D01": (0, 1)}), "D01")
        assert len(extend._BLOCKS) == extend.CARDS_CAP
        extend.blocks(SimpleNamespace(fingerprint="last", turns={"D01": (0, 1)}), "D01")
        assert list(extend._BLOCKS) == [("last", "D01")]
    finally:
        extend._BLOCKS.clear()
