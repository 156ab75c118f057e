"""Resting rules that mutation testing found unpinned (issue 21): every line of a rest is logged in the rest
section by the resting investigator, a learned specialty records the skill it replaced, a save made in the
middle of a rest loads, and the Vigorous attribute gives its investigator the quality rest tile."""
from rulebook.horror import HORROR
from rulebook.horror.actions import GainOccult, LearnSkill, Rest, UpgradeSkill
from rulebook.horror.scenario import ready, rebase


def _resting(s, xp_track=4, marked=4):
    """The Doctor rests with the action track at ``xp_track`` and the first ``marked`` markers used."""
    x = s.inv[0]
    x.stamina = 0
    x.track = xp_track
    for k in range(marked):
        x.marked[k] = True
    rebase(s)
    since = len(s.log)
    s.apply(Rest())
    return s, since


def test_a_rest_is_logged_in_the_rest_section_by_the_resting_investigator(doctor):
    """Resting (stamina restored, experience to spend, a skill upgraded, an Occult token gained): each line is
    the resting investigator's (seat 0) and belongs to the rest section."""
    s, since = _resting(doctor)
    assert s.stack and s.stack[-1].KIND == "rest"
    s.apply(UpgradeSkill("doc_talk"))
    assert GainOccult() in s.legal_actions()
    s.apply(GainOccult())
    lines = [(e.rule, e.player) for e in s.log[since:]]
    assert len(lines) >= 4, lines
    assert any("Occult" in e.text for e in s.log[since:])
    occult = [e for e in s.log[since:] if "Occult" in e.text][0]
    assert occult.rule == "rest"
    upgrade = [e for e in s.log[since:] if "upgrades" in e.text][0]
    assert (upgrade.rule, upgrade.player) == ("rest", 0)
    first, second = s.log[since], s.log[since + 1]
    assert "restores stamina" in first.text and (first.rule, first.player) == ("rest", 0)
    assert "experience" in second.text and (second.rule, second.player) == ("rest", 0)


def test_a_save_made_while_resting_loads_with_the_rest_pending(doctor):
    """The pending rest (experience left to spend) names its seat and its rule, so a save made in the middle
    of a rest loads, still resting with the same experience left."""
    s, _ = _resting(doctor)
    s.apply(UpgradeSkill("doc_talk"))
    assert s.stack[-1].ctx == {"p": 0, "rule": "rest"}
    t = HORROR.from_json(s.to_json())
    assert t.stack[-1].KIND == "rest" and t.stack[-1].xp == s.stack[-1].xp == 1
    assert t.legal_actions() == s.legal_actions()


def test_learning_a_specialty_over_a_skill_records_the_skill_replaced(doctor):
    """A specialty learned into an occupied slot replaces that skill, which is recorded as replaced (by id);
    learning into an empty slot replaces nothing."""
    s, _ = _resting(doctor)
    old = s.inv[0].slots[1]
    assert old
    s.apply(LearnSkill("doc_sp1", 1))
    assert s.inv[0].slots[1] == "doc_sp1"
    assert s.inv[0].replaced == [old]
    free = s.inv[0].slots.index(None)
    s.apply(LearnSkill("doc_sp2", free))
    assert s.inv[0].replaced == [old]
    assert HORROR.from_json(s.to_json()).inv[0].replaced == [old]


def test_the_vigorous_attribute_takes_the_quality_rest_tile():
    """The Vigorous attribute gives its investigator the quality rest tile (logged by that investigator)."""
    s = ready(players=2, seed=0, attribute={0: "att7", 1: "Vigorous"})
    assert s.inv[1].rest == "quality" and s.inv[0].rest == "regular"
    line = [e for e in s.log if "tile" in e.text and "takes" in e.text]
    assert [e.player for e in line] == [1], [(e.text, e.player) for e in line]
