"""The train, landscapes and portals: rules mutation testing found unpinned (issue 21).

The train covers ``train_length`` (3) spaces from its front backwards; a landscape tile is current while the
train covers any of its spaces, past once the whole train has left it. Essence effects may be limited to the
portals of current or past landscapes, or to the portal essence was last taken from; a landscape with an
effect on being revealed resolves it as a game effect of the train section."""
from rulebook.horror import effects, train
from rulebook.horror.scenario import ready, set_essence


def base():
    s = ready(players=1, seed=5, investigators=["doctor"])
    assert s.tiles[0][:3] == ["start3", 43, 39] and s.tiles[1][:3] == ["L14", 38, 35]
    return s


def settle(s, fn):
    ev = []
    fn(s, ev)
    effects.settle(s, ev)
    return ev


def test_a_landscape_is_current_while_the_train_covers_one_of_its_spaces():
    """Front at 38, the train covers 38-40: the starting landscape (43-39) and the next (38-35) are both
    current, the one after (34-30) is still ahead. Front at 36 (covering 36-38) the starting one is past."""
    s = base()
    s.space = 38
    assert [train.tile_state(s, t) for t in s.tiles[:3]] == ["current", "current", "future"]
    s.space = 36
    assert [train.tile_state(s, t) for t in s.tiles[:3]] == ["past", "current", "future"]


def test_the_same_portal_is_the_one_essence_was_last_taken_from_while_it_has_essence():
    """An essence effect limited to 'the same portal' can take from the portal essence was last taken from,
    as long as essence is left on it."""
    s = base()
    pid = "start3.2"                     # the starting landscape's open portal, 2 essence from the ritual
    assert s.portals == {pid: 2}
    s.last_portal = pid
    assert train.any_essence_portal(s, "same") is True
    assert train.essence_portals(s, "same") == [pid]
    s = set_essence(s, portals={pid: 0})
    s.last_portal = pid
    assert train.any_essence_portal(s, "same") is False


def test_an_essence_effect_limited_to_past_portals_cannot_take_from_the_current_landscape():
    """With essence only on the starting landscape and the train still on it, an effect taking essence from a
    past landscape's portal can do nothing (no null choice), while one from a current portal can."""
    s = base()
    c = effects.ctx(0, "essence")
    assert not effects.can(s, {"do": "essence", "n": 1, "portal": "past"}, c)
    assert effects.can(s, {"do": "essence", "n": 1, "portal": "current"}, c)
    assert effects.can(s, {"do": "essence", "n": 1}, c)


def _reveal_with(s, effect):
    i = next(i for i, t in enumerate(s.tiles) if not t[3] and s.comp.landscapes[t[0]].get("on_reveal") == effect)
    return settle(s, lambda st, ev: train.reveal(st, st.tiles[i], ev))


def test_a_landscape_with_a_reveal_effect_resolves_it_under_the_train_section():
    """A landscape whose reveal effect banishes one essence from the pool does so when the train enters it,
    and the line logged for it names the train section."""
    s = base()
    pool, banished = s.essence_pool, s.essence_banished
    ev = _reveal_with(s, {"do": "essence_pool", "n": 1})
    assert (s.essence_pool, s.essence_banished) == (pool - 1, banished + 1)
    assert [e.rule for e in ev if "banished" in e.text] == ["train"]
