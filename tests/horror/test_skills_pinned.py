"""Skill rules that mutation testing found unpinned (issue 21): using a skill puts the leftmost marker next
to it (the slot is marked, the track advances by one) and is logged by the investigator in the skills
section, the skill's effect is logged in the section that explains it, and each refusal names its rule --
a skill not on the board, a skill already marked, no marker left, a condition not met, no one to talk to."""
from rulebook.horror.actions import UseSkill
from rulebook.horror.scenario import place, rebase


def test_using_a_skill_marks_it_moves_the_track_and_logs_in_the_effects_section(doctor):
    """Sedative (a status change): its slot gets the marker, the track advances one space, the use is logged in
    the skills section by the investigator, and the status change that follows in the passengers section."""
    s = doctor
    car = s.inv[0]["car"]
    s.passengers = [q for q in s.passengers if q[0] != car] + [[car, "panicked"]]
    rebase(s)
    k = s.inv[0]["slots"].index("doc_calm")
    track = s.inv[0]["track"]
    since = len(s.log)
    s.apply(UseSkill("doc_calm"))
    while s.stack:
        s.apply(s.legal_actions()[0])
    x = s.inv[0]
    assert x["marked"][k] and sum(x["marked"]) == 1 and x["track"] == track + 1
    lines = s.log[since:]
    assert (lines[0].rule, lines[0].player) == ("skills", 0) and "uses the skill" in lines[0].text
    assert lines[1:] and {e.rule for e in lines[1:]} == {"passengers"}, [(e.text, e.rule) for e in lines]


def test_a_marked_skill_and_an_empty_track_are_refused_under_skills(doctor):
    """A skill already marked cannot be used again until a rest, and with every action marker used no skill can
    be used; both refusals are the skills section's."""
    s = doctor
    s.inv[0]["marked"][0] = True
    s.inv[0]["track"] = 1
    rebase(s)
    sid = s.inv[0]["slots"][0]
    v = s.explain(UseSkill(sid))
    assert v.rule == "skills" and "action marker" in v.reason
    s.inv[0]["track"] = s.comp.table["action_track"]["markers"]
    rebase(s)
    assert not any(isinstance(a, UseSkill) for a in s.legal_actions())
    v = s.explain(UseSkill("doc_calm"))
    assert v.rule == "skills" and "No action marker" in v.reason


def test_a_skill_off_the_board_or_whose_condition_fails_is_refused(doctor):
    """A skill not on the investigator's board is refused; Scalpel needs a monster in the car: without one it is
    refused for its condition (skills section)."""
    s = doctor
    v = s.explain(UseSkill("doc_sp1"))
    assert v.rule == "skills" and "not on this investigator's board" in v.reason
    car = s.inv[0]["car"]
    s.monsters = [m for m in s.monsters if m[1] != car]
    rebase(s)
    v = s.explain(UseSkill("doc_kill"))
    assert v is not None and v.rule == "skills" and "condition" in v.reason


def test_a_talk_skill_with_no_passenger_here_is_refused_under_talk(doctor):
    """Bedside Manner talks to a passenger in the investigator's car: with no living passenger there it is
    refused by the talk section, saying whom it needed."""
    s = place(doctor, car=doctor.inv[0]["car"], passengers=[])
    v = s.explain(UseSkill("doc_talk"))
    assert v is not None and v.rule == "talk" and "passenger" in v.reason
    assert UseSkill("doc_talk") not in s.legal_actions()
