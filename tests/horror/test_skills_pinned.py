"""Skill rules that mutation testing found unpinned (issue 21): using a skill puts the leftmost marker next
to it (the slot is marked, the track advances by one) and is logged by the investigator in the skills
section, the skill's effect is logged in the section that explains it, and each refusal names its rule --
a skill not on the board, a skill already marked, no marker left, a condition not met, no one to talk to."""
from rulebook.horror.actions import UseSkill
from rulebook.horror.scenario import give_skill, place, put_monsters, ready, rebase
from rulebook.horror.records import Passenger


def test_using_a_skill_marks_it_moves_the_track_and_logs_in_the_effects_section(doctor):
    """Sedative (a status change): its slot gets the marker, the track advances one space, the use is logged in
    the skills section by the investigator, and the status change that follows in the passengers section."""
    s = doctor
    car = s.inv[0].car
    s.passengers = [q for q in s.passengers if q.car != car] + [Passenger(car, "panicked")]
    rebase(s)
    k = s.inv[0].slots.index("doc_calm")
    track = s.inv[0].track
    since = len(s.log)
    s.apply(UseSkill("doc_calm"))
    while s.stack:
        s.apply(s.legal_actions()[0])
    x = s.inv[0]
    assert x.marked[k] and sum(x.marked) == 1 and x.track == track + 1
    lines = s.log[since:]
    assert (lines[0].rule, lines[0].player) == ("skills", 0) and "uses the skill" in lines[0].text
    assert lines[1:] and {e.rule for e in lines[1:]} == {"passengers"}, [(e.text, e.rule) for e in lines]


def test_a_marked_skill_and_an_empty_track_are_refused_under_skills(doctor):
    """A skill already marked cannot be used again until a rest, and with every action marker used no skill can
    be used; both refusals are the skills section's."""
    s = doctor
    s.inv[0].marked[0] = True
    s.inv[0].track = 1
    rebase(s)
    sid = s.inv[0].slots[0]
    v = s.explain(UseSkill(sid))
    assert v.rule == "skills" and "action marker" in v.reason
    s.inv[0].track = s.comp.table["action_track"]["markers"]
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
    car = s.inv[0].car
    s.monsters = [m for m in s.monsters if m.car != car]
    rebase(s)
    v = s.explain(UseSkill("doc_kill"))
    assert v is not None and v.rule == "skills" and "condition" in v.reason


def test_a_talk_skill_with_no_passenger_here_is_refused_under_talk(doctor):
    """Bedside Manner talks to a passenger in the investigator's car: with no living passenger there it is
    refused by the talk section, saying whom it needed."""
    s = place(doctor, car=doctor.inv[0].car, passengers=[])
    v = s.explain(UseSkill("doc_talk"))
    assert v is not None and v.rule == "talk" and "passenger" in v.reason
    assert UseSkill("doc_talk") not in s.legal_actions()


def _first_effect_rule(s, sid):
    """Use skill ``sid`` (given to slot 0 of seat 0); the section of the first line its effect logs, or of the
    decision it puts to the investigator first."""
    give_skill(s, 0, sid, 0)
    rebase(s)
    since = len(s.log)
    s.apply(UseSkill(sid))
    lines = s.log[since:]
    assert "uses the skill" in lines[0].text
    return lines[1].rule if len(lines) > 1 else s.stack[-1].ctx["rule"]


def test_a_skills_effect_is_logged_in_the_section_that_explains_it(doctor):
    """A killing skill's effect is logged in the fight section, a stamina gain in the investigators section, a
    move of the investigator in the basic actions section, a gathering in the passengers section, pushing every
    monster back in the fight section."""
    s = doctor
    car = s.inv[0].car
    s = put_monsters(s, [[s.colours[0], car]])
    assert _first_effect_rule(s, "doc_kill2") == "fight"
    t = ready(players=1, seed=5, investigators=["doctor"])
    t.inv[0].stamina = 1
    assert _first_effect_rule(t, "doc_sp3") == "investigators"
    t = ready(players=1, seed=5, investigators=["doctor"])
    assert _first_effect_rule(t, "doc_sp1") == "basic_actions"
    t = ready(players=1, seed=5, investigators=["doctor"])
    assert _first_effect_rule(t, "doc_gather") == "passengers"
    t = ready(players=1, seed=5, investigators=["doctor"])
    t = put_monsters(t, [[t.colours[0], t.inv[0].car]])
    assert _first_effect_rule(t, "sol_sp1") == "fight"


def test_a_skill_opening_with_a_choice_or_a_condition_takes_its_section_from_the_step_inside(tmp_path):
    """A skill whose effect opens with a choice (``or``) or a condition (``if``) is explained by the section of
    the step inside: a move of the investigator puts its decision under basic actions (a data folder's skills)."""
    import json
    import shutil
    from rulebook.horror.data import DATA_DIR
    data = tmp_path / "data"
    shutil.copytree(DATA_DIR, data)
    doc = json.loads((data / "investigators.json").read_text())
    skills = {k["id"]: k for k in next(i for i in doc["investigators"] if i["id"] == "doctor")["skills"]}
    skills["doc_sp1"]["effect"] = {"or": [{"do": "move_self", "n": 2}, {"do": "gain", "what": "stamina", "n": 1}]}
    skills["doc_sp3"]["effect"] = {"if": {"unstable": False}, "do": {"do": "move_self", "n": 2}}
    (data / "investigators.json").write_text(json.dumps(doc))
    for sid in ("doc_sp1", "doc_sp3"):
        s = ready(players=1, seed=5, investigators=["doctor"], data_dir=str(data))
        assert _first_effect_rule(s, sid) == "basic_actions"
