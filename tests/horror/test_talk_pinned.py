"""Talking rules that mutation testing found unpinned (issue 21): three of a kind already among the
prepared tokens fails the talk, a failed talk reveals exactly one clue of the failing kind, and no
token is drawn from an empty bag."""
from rulebook.horror import talk_odds
from rulebook.horror.actions import Converse, DrawToken, StopTalk, UseSkill
from rulebook.horror.scenario import give_skill, rebase


def _talk4(s, prepared):
    """Doctor with a Talk 4 skill and a calm passenger in her car; ``prepared`` on top of the bag."""
    car = s.inv[0]["car"]
    if not any(q[0] == car for q in s.passengers):
        s.passengers.append([car, "calm"])
    give_skill(s, 0, "doc_talk2", 0)
    for t in prepared:
        s.bag.remove(t)
    s.bag.extend(reversed(prepared))
    s = rebase(s)
    s.apply(UseSkill("doc_talk2"))
    assert sorted(s.stack[-1].drawn) == sorted(prepared)
    return s


def face_up(s):
    """Every (suspect, spot) whose clue is face up."""
    return {(i, k) for i, sus in enumerate(s.suspects) for k, up in enumerate(sus["up"]) if up}


def finish(s):
    """Answer every pending decision with its first option."""
    while s.stack:
        s.apply(s.legal_actions()[0])


def test_three_of_a_kind_among_the_prepared_tokens_fails_at_once(doctor):
    """A talk whose prepared tokens already hold a third token of one kind fails as soon as the
    conversation starts: the talk frame is gone, the failure is logged, and the red penalty drawn
    with them is paid."""
    s = _talk4(doctor, ["feature", "feature", "feature", "r:sanity"])
    sanity = s.inv[0]["sanity"]
    s.apply(Converse())
    assert not any(fr.KIND == "talk" for fr in s.stack)
    assert DrawToken() not in s.legal_actions() and StopTalk() not in s.legal_actions()
    assert any("third feature" in e.text for e in s.log)
    finish(s)
    assert s.inv[0]["sanity"] == sanity - 1
    assert len(s.bag) + len(s.conv_aside) == 22     # every drawn token went back


def test_a_failed_talk_reveals_exactly_one_clue_of_the_failing_kind(doctor):
    """After a failed talk exactly one clue is revealed, and it sits on a spot of the kind that failed
    (here: feature), never two and never none."""
    s = _talk4(doctor, ["feature", "feature", "feature", "ticket"])
    before = face_up(s)
    s.apply(Converse())
    finish(s)
    new = face_up(s) - before
    assert len(new) == 1
    (i, k), = new
    assert s.comp.boards[i]["spots"][k] == "feature"


def test_no_draw_from_an_empty_bag(doctor):
    """While conversing, a token can be drawn only while the bag holds one: with the bag empty the
    only choice is to stop, and the odds of failing on the next draw are 0."""
    s = _talk4(doctor, ["ticket", "desire", "feature", "r:sanity"])
    s.apply(Converse())
    assert DrawToken() in s.legal_actions()
    fr = s.stack[-1]
    fr.drawn.extend(s.bag)
    s.bag.clear()
    s = rebase(s)
    assert s.legal_actions() == [StopTalk()]
    assert talk_odds(s) == 0
