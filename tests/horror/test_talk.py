"""Talking: the rulebook's Talk 4 example, both continuations; the exact odds of the next draw failing."""
import random
from fractions import Fraction

from rulebook.horror import talk_odds
from rulebook.horror.actions import Converse, DrawToken, ReturnToken, StopTalk, UseSkill
from rulebook.horror.scenario import give_skill, rebase
from rulebook.horror.records import Passenger


def _stack(s, top_first):
    """Put these tokens on top of the bag, first one drawn first (the end of the list is the top)."""
    for t in top_first:
        s.bag.remove(t)
    s.bag.extend(reversed(top_first))
    return rebase(s)


def _talk4(s, prepared, rest_of_bag_top_first):
    """Doctor with a Talk 4 skill (Trusted Physician) and a calm passenger in the car; the bag stacked."""
    car = s.inv[0].car
    if not any(q.car == car for q in s.passengers):
        s.passengers.append(Passenger(car, "calm"))
    give_skill(s, 0, "doc_talk2", 0)
    _stack(s, prepared)
    return rest_of_bag_top_first


PREP = ["r:sanity", "ticket", "feature", "desire"]


def _prepare(s, later):
    s.apply(UseSkill("doc_talk2"))
    assert sorted(s.stack[-1].drawn) == sorted(PREP)
    s.apply(ReturnToken("r:sanity"))
    s.apply(ReturnToken("ticket"))
    s.apply(Converse())
    _stack(s, later)


def test_talk4_success(doctor):
    s = doctor
    seq = ["r:health", "class1", "feature", "r:essence", "desire", "g:occult", "class2", "r:sanity"]
    _prepare(s, _talk4(s, PREP, seq))
    for _ in range(8):
        s.apply(DrawToken())
    assert s.stack[-1].KIND == "talk"  # still talking after 8 draws: no third token of a kind
    occult = s.occult
    s.apply(StopTalk())
    # one feature and one desire clue to reveal (by choice), then the Occult token
    revealed = 0
    while s.stack:
        s.apply(s.legal_actions()[0])
        revealed += 1
    assert revealed == 2
    assert s.occult == occult + 1
    assert any("succeeds" in e.text for e in s.log)
    assert len(s.bag) + len(s.conv_aside) == 22


def _face_up(s):
    return {(i, k) for i, sus in enumerate(s.suspects) for k, up in enumerate(sus.up) if up}


def test_talk4_failure(doctor):
    """Rulebook Talk 4 example, failing: the third feature token ends the talk; exactly one feature clue is
    revealed, then the red tokens drawn are paid (1 health, 1 essence banished); green tokens give nothing."""
    s = doctor
    seq = ["r:health", "feature", "class1", "r:essence", "desire", "class2", "feature", "g:occult"]
    _prepare(s, _talk4(s, PREP, seq))
    health, pool = s.inv[0].health, s.essence_pool
    for _ in range(7):
        s.apply(DrawToken())
    assert any("third feature" in e.text for e in s.log)
    up = _face_up(s)
    # one feature clue (a choice), then lose 1 health and banish 1 essence; the occult reward is ignored
    while s.stack:
        s.apply(s.legal_actions()[0])
    new = _face_up(s) - up
    assert len(new) == 1 and all(s.comp.boards[i]["spots"][k] == "feature" for i, k in new)
    assert s.inv[0].health == health - 1
    assert s.essence_pool == pool - 1
    assert s.occult == 0


def test_odds_exact_and_simulated(doctor):
    s = doctor
    _prepare(s, _talk4(s, PREP, ["feature", "desire"]))
    s.apply(DrawToken())
    s.apply(DrawToken())          # now feature x2 and desire x2 drawn
    odds = talk_odds(s)
    bag = s.bag
    want = Fraction(sum(1 for t in bag if t in ("feature", "desire")), len(bag))
    assert odds == want == Fraction(2, len(bag))
    rnd = random.Random(1)
    hits = sum(1 for _ in range(20000) if rnd.choice(bag) in ("feature", "desire"))
    assert abs(hits / 20000 - float(odds)) < 0.02


def test_no_talk_no_odds(doctor):
    assert talk_odds(doctor) == 0


def test_talk_needs_someone_in_the_car(doctor):
    """A talk is aimed at a passenger or suspect in the investigator's own car: with nobody to talk to the
    skill is not offered, and asking for it is refused under the talk section."""
    s = doctor
    car = s.inv[0].car
    s.passengers[:] = [q for q in s.passengers if q.car != car]
    for sus in s.suspects:
        if sus.car == car:
            sus.car = 0 if car != 0 else 1
    give_skill(s, 0, "doc_talk2", 0)
    s = rebase(s)
    assert UseSkill("doc_talk2") not in s.legal_actions()
    v = s.explain(UseSkill("doc_talk2"))
    assert v.rule == "talk" and "passenger" in v.msg.text() and "Trusted Physician" in v.msg.text()
    # a passenger joins the car: now there is someone to talk to
    s.passengers.append(Passenger(car, "calm"))
    s = rebase(s)
    assert UseSkill("doc_talk2") in s.legal_actions() and s.explain(UseSkill("doc_talk2")) is None


def test_labels_show_names_from_the_data():
    from rulebook.horror.actions import DraftSkill, UseItem, LearnSkill
    assert str(UseSkill("doc_talk2")) == "Main action: use skill Trusted Physician."
    assert str(UseItem("I00")) == "Use item Pnakotic Manuscripts." and "gen0" not in str(DraftSkill("gen0"))
    assert str(ReturnToken("class1")) == "Put the 1st class token back into the conversation bag."
    assert UseSkill("doc_talk2") == UseSkill.of("doc_talk2") and UseSkill("doc_talk2").skill == "doc_talk2"
    assert "slot 2" in str(LearnSkill("gen1", 1))
