"""Investigator rules that mutation testing found unpinned (issue 21): health is capped by the board's
maximum and sanity by the investigator's starting sanity (and the sanity supply), gained sanity comes out of the
supply, an investigator goes insane at 0 sanity (not 1), gains of shared things ask about that thing, the log
lines name the seat, and a harm in "here" reaches the investigators in that car only."""
from rulebook.horror import effects
from rulebook.horror.scenario import ready, rebase, set_sanity
from rulebook.i18n import Seat


def _run(s, effect, p=0, rule="talk", by="player"):
    ev = []
    effects.push(s, effect, effects.ctx(p, rule, by=by))
    effects.settle(s, ev)
    return ev


def test_health_is_capped_by_the_board_and_sanity_by_the_starting_sanity(doctor):
    """Gained health stops at the board's maximum health; gained sanity stops at the investigator's starting
    sanity, and what is gained leaves the sanity supply."""
    s = doctor
    x = s.inv[0]
    x.health = x.stamina = 3
    set_sanity(s, 0, 2)
    s = rebase(s)
    supply = s.sanity_supply
    _run(s, {"do": "gain", "what": "health", "n": 9})
    assert s.inv[0].health == s.comp.health_max
    _run(s, {"do": "gain", "what": "sanity", "n": 9})
    start = s.comp.investigators["doctor"]["sanity"]
    assert s.inv[0].sanity == start and s.sanity_supply == supply - (start - 2)


def test_sanity_gains_are_limited_by_the_supply(doctor):
    """With one sanity token in the supply, a gain of three gives one."""
    s = doctor
    set_sanity(s, 0, 2)
    s.grimoire_bottom += s.sanity_supply - 1
    s.sanity_supply = 1
    s = rebase(s)
    _run(s, {"do": "gain", "what": "sanity", "n": 3})
    assert s.inv[0].sanity == 3 and s.sanity_supply == 0


def test_one_sanity_token_left_is_not_insanity(doctor):
    """Losing sanity down to one token leaves the investigator in the game; the loss line names her seat."""
    s = doctor
    set_sanity(s, 0, 2)
    s = rebase(s)
    ev = _run(s, {"do": "lose", "what": "sanity", "n": 1})
    assert s.inv[0].sanity == 1 and s.result is None
    assert ev[0].msg.params["player"] == Seat(0)


def test_refreshing_names_the_seat(doctor):
    """The line saying the action markers return names the investigator's seat."""
    s = doctor
    s.inv[0].track = 2
    s = rebase(s)
    ev = _run(s, {"do": "refresh"})
    assert s.inv[0].track == 0 and ev[-1].msg.params["player"] == Seat(0)


def test_a_shared_gain_asks_about_what_is_gained(doctor):
    """Whether a tome can be gained depends on a tome being in the item deck."""
    s = doctor
    c = effects.ctx(0, "talk")
    assert effects.can(s, {"do": "gain", "what": "tome", "n": 1}, c)
    for i in [i for i in s.item_deck if s.comp.items[i]["type"] == "tome"]:
        s.item_deck.remove(i)
        s.items_banished.append(i)
    s = rebase(s)
    assert not effects.can(s, {"do": "gain", "what": "tome", "n": 1}, c)
    assert effects.can(s, {"do": "gain", "what": "item", "n": 1}, c)


def test_a_harm_here_reaches_only_the_investigators_in_that_car():
    """A harm of the acting investigator's car takes stamina from the investigators there, not from one in
    another car; with no one there who has stamina it cannot happen."""
    s = ready(players=2, seed=5)
    a, b = s.inv[0].car, s.inv[1].car
    assert a != b
    harm = {"do": "harm", "what": "stamina", "n": 1}
    assert effects.can(s, harm, effects.ctx(0, "monsters", by="game"))
    before = [x.stamina for x in s.inv]
    _run(s, harm, rule="monsters", by="game")
    assert [x.stamina for x in s.inv] == [before[0] - 1, before[1]]
    s.inv[0].stamina = 0
    s = rebase(s)
    assert not effects.can(s, harm, effects.ctx(0, "monsters", by="game"))
