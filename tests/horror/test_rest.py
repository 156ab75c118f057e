"""Resting: the rulebook's example (no stamina; 5 back; two experience: upgrade a used skill, learn a specialty)."""
from rulebook.horror.actions import EndActions, LearnSkill, Rest, UpgradeSkill
from rulebook.horror.scenario import rebase


def test_rest_example(doctor):
    s = doctor
    x = s.inv[0]
    x.stamina = 0
    x.track = 4                       # experience symbols at track positions 1 and 3 are visible
    x.marked[0] = x.marked[1] = x.marked[2] = x.marked[3] = True
    rebase(s)
    s.apply(Rest())
    assert s.inv[0].stamina == 5
    assert s.stack[-1].xp == 2
    s.apply(UpgradeSkill("doc_talk"))
    assert s.inv[0].slots[0] == "doc_talk2"
    free = s.inv[0].slots.index(None)
    s.apply(LearnSkill("doc_sp1", free))
    x = s.inv[0]
    assert x.slots[free] == "doc_sp1"
    assert x.track == 0 and not any(x.marked)
    # two basic actions are still open this turn
    assert s.basics == 0 and EndActions() in s.legal_actions()


def test_rest_never_above_health(doctor):
    s = doctor
    s.inv[0].stamina, s.inv[0].health = 2, 4
    rebase(s)
    s.apply(Rest())
    assert s.inv[0].stamina == 4


def test_cannot_upgrade_an_unused_skill(doctor):
    s = doctor
    s.inv[0].track = 2
    s.inv[0].marked[0] = True
    rebase(s)
    s.apply(Rest())
    assert UpgradeSkill("doc_calm") not in s.legal_actions()
    assert "action marker" in s.explain(UpgradeSkill("doc_calm")).reason
