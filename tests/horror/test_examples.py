"""The rulebook's worked examples (rulebook/horror/examples.py): each builds in at most three lines and plays out
as the rulebook tells it (issue #17: worked examples that show a position)."""
from __future__ import annotations

import inspect

import pytest

from rulebook.horror import HORROR
from rulebook.horror.actions import (Converse, EndActions, GainOccult, KeepToken, Redraw, Rest, ReturnToken,
                                     UpgradeSkill, UseSkill)
from rulebook.horror.examples import EXAMPLES
from rulebook.horror.scenario import script_draws


@pytest.mark.parametrize("name", sorted(EXAMPLES))
def test_each_example_is_short_documented_and_possible(name):
    """Built in at most three lines of Python, for a real section, said in a sentence, and a legal position."""
    ex = EXAMPLES[name]
    lines = inspect.getsource(ex.build).splitlines()
    body = [ln for ln in lines[next(i for i, ln in enumerate(lines) if ln.startswith("def ")) + 1:] if ln.strip()]
    assert len(body) <= 3, body
    assert ex.section in {s.id for s in HORROR.SECTIONS} and ex.shows.endswith(".")
    assert ex.build().check_invariants() == []


def test_at_least_five_examples():
    assert len(EXAMPLES) >= 5


def _drawn(events):
    return [e.msg.params["token"].id for e in events if e.msg.id.startswith("Event token drawn")]


def test_talk_four():
    """Talk 4 draws four; the red penalty and the ticket go back; the talk goes on to conversing."""
    s = EXAMPLES["talk_four"].build()
    s.apply(UseSkill("doc_talk2"))
    assert sorted(s.stack[-1].drawn) == sorted(["r:sanity", "ticket", "feature", "desire"])
    s.apply(ReturnToken("r:sanity"))
    s.apply(ReturnToken("ticket"))
    assert sorted(s.stack[-1].drawn) == ["desire", "feature"] and "r:sanity" in s.bag
    s.apply(Converse())


def test_push_off_the_train():
    """Push +1 at speed 1 is power 2: the monster by car 5 goes off the back, back to the pool."""
    s = EXAMPLES["push_off_the_train"].build()
    red = s.pool["red"]
    s.apply(UseSkill("doc_kill"))
    assert s.monsters == [] and s.pool["red"] == red + 1 and any("power 2" in e.text for e in s.log)


def test_rest_with_experience():
    """Five stamina back, two experience to spend (an upgrade of a used skill, then more)."""
    s = EXAMPLES["rest_with_experience"].build()
    s.apply(Rest())
    assert s.inv[0].stamina == 5 and s.stack[-1].xp == 2
    s.apply(UpgradeSkill("doc_talk"))
    assert s.inv[0].slots[0] == "doc_talk2"


def test_spell_from_an_empty_slot():
    """Slot 1 holds one Occult token; taking it teaches the top spell of the deck, for everyone."""
    s = EXAMPLES["spell_from_an_empty_slot"].build()
    top = s.spell_deck[0]
    s.apply(Rest())
    s.apply(GainOccult())
    assert s.grimoire[0][:2] == [0, top] and s.occult == 1


def test_event_step_redraw():
    """Portal drawn with two spaces held -> put back with an Occult token -> Favor (Fast) -> crossed-out Portal."""
    s = EXAMPLES["event_step_redraw"].build()
    s.apply(EndActions())
    assert _drawn(s.log) == ["Inscription Portal"] and set(s.legal_actions()) == {Redraw(), KeepToken()}
    script_draws(s, ["favor", "portal_x"], redraw=True)     # a hand edit mid-turn: the position is rebased
    events = s.apply(Redraw())
    assert s.occult == 1 and _drawn(events) == ["Favor"]
    s.apply(KeepToken())
    events = s.apply(s.legal_actions()[0])                     # the suspect who owes the favor; Fast: draw again
    assert _drawn(events) == ["Inscription Portal (crossed out)"]
    events = s.apply(KeepToken())                              # the last Occult token is kept
    assert s.occult == 1 and any("event board resolves" in e.text for e in events)
    assert not any("Inscription Portal" in e.text and "is active" in e.text for e in events)


def test_vampire_behind_closed_curtains():
    """Closed curtains: the vampire kills the Panicked passenger and loses its leftmost strength tile."""
    s = EXAMPLES["vampire_behind_closed_curtains"].build()
    strength = list(s.vampire_strength)
    events = s.apply(EndActions())
    assert any("Panicked passenger in car 3 dies" in e.text for e in events)
    assert s.vampire_strength == strength[1:]


def _in_car(s, car):
    return [q.status for q in s.passengers if q.car == car]


def test_example_positions_are_the_ones_their_lessons_describe():
    """Each example's position holds what its lesson points at, not something the seed's deal happens to give:
    the talker shares car 2 with one Calm passenger; the rested investigator, out of stamina, has the marker on track space 4;
    the Grimoire's first slot holds exactly one Occult token and the investigators none yet; the
    vampire's car 3 holds a single Panicked passenger."""
    s = EXAMPLES["talk_four"].build()
    assert s.inv[0].car == 2 and _in_car(s, 2) == ["calm"]
    s = EXAMPLES["rest_with_experience"].build()
    assert s.inv[0].track == 4 and s.inv[0].stamina == 0
    s = EXAMPLES["spell_from_an_empty_slot"].build()
    assert [slot[0] for slot in s.grimoire] == [1, 1, 2, 2, 3, 3] and s.occult == 0
    s = EXAMPLES["vampire_behind_closed_curtains"].build()
    assert s.vampire == 3 and _in_car(s, 3) == ["panicked"]
