"""Talking rules that mutation testing found unpinned (issue 21): three of a kind already among the
prepared tokens fails the talk, a failed talk reveals exactly one clue of the failing kind, and no
token is drawn from an empty bag."""
from rulebook.horror import talk_odds
from rulebook.horror.actions import Converse, DrawToken, ReturnToken, StopTalk, UseSkill
from rulebook.horror import effects, talk
from rulebook.horror.scenario import give_skill, ready, rebase
from rulebook.horror.records import Passenger, Suspect


def _talk4(s, prepared):
    """Doctor with a Talk 4 skill and a calm passenger in her car; ``prepared`` on top of the bag."""
    car = s.inv[0].car
    if not any(q.car == car for q in s.passengers):
        s.passengers.append(Passenger(car, "calm"))
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
    return {(i, k) for i, sus in enumerate(s.suspects) for k, up in enumerate(sus.up) if up}


def finish(s):
    """Answer every pending decision with its first option."""
    while s.stack:
        s.apply(s.legal_actions()[0])


def test_three_of_a_kind_among_the_prepared_tokens_fails_at_once(doctor):
    """A talk whose prepared tokens already hold a third token of one kind fails as soon as the
    conversation starts: the talk frame is gone, the failure is logged, and the red penalty drawn
    with them is paid."""
    s = _talk4(doctor, ["feature", "feature", "feature", "r:sanity"])
    sanity = s.inv[0].sanity
    s.apply(Converse())
    assert not any(fr.KIND == "talk" for fr in s.stack)
    assert DrawToken() not in s.legal_actions() and StopTalk() not in s.legal_actions()
    assert any("third feature" in e.text for e in s.log)
    finish(s)
    assert s.inv[0].sanity == sanity - 1
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


def _talk_lines(s, since):
    return [(e.text, e.rule, e.player, e.reveal) for e in s.log[since:] if e.rule == "talk"]


def test_a_talk_logs_each_step_under_talk_by_the_talker_draws_revealed(doctor):
    """A talk's log lines belong to the talk section and to the investigator who talks (seat 0), except the
    line putting every token back, which is nobody's; only the draws (preparing, conversing) turn hidden
    tokens face up, so only they are marked as revealing."""
    s = _talk4(doctor, ["ticket", "desire", "feature", "r:sanity"])
    since = len(s.log)
    s.apply(ReturnToken("r:sanity"))
    s.apply(Converse())
    s.bag.remove("class1")
    s.bag.append("class1")                  # the next token drawn
    s = rebase(s)
    s.apply(DrawToken())
    s.apply(StopTalk())
    got = _talk_lines(s, since)
    assert [(r, p, rev) for _t, r, p, rev in got] == [
        ("talk", 0, False),   # puts the sanity token back
        ("talk", 0, False),   # starts conversing
        ("talk", 0, True),    # draws class1
        ("talk", 0, False),   # the talk succeeds
        ("talk", None, False),  # the tokens go back
    ], got


def test_preparing_a_talk_is_logged_as_a_reveal_by_the_talker(doctor):
    """Preparing a talk draws tokens face up: the line is the talker's, in the talk section, marked revealing,
    and counts and names the tokens drawn."""
    s = _talk4(doctor, ["ticket", "desire", "feature", "r:sanity"])
    prep = [e for e in s.log if e.rule == "talk"][-1]
    assert (prep.rule, prep.player, prep.reveal) == ("talk", 0, True)
    assert "4" in prep.text and all(w in prep.text for w in ("ticket", "desire", "feature", "red sanity"))


def test_a_failed_talk_logs_the_failure_by_the_talker(doctor):
    """A failed talk's lines: the third token's failure is the talker's (talk section, not revealing), the
    tokens going back nobody's."""
    s = _talk4(doctor, ["feature", "feature", "feature", "ticket"])
    since = len(s.log)
    s.apply(Converse())
    got = _talk_lines(s, since)
    assert [(r, p, rev) for _t, r, p, rev in got] == [("talk", 0, False), ("talk", 0, False), ("talk", None, False)]
    assert "third" in got[1][0] and "4" in got[2][0]


def test_who_a_talk_can_be_aimed_at_in_a_car():
    """A talk aimed at a "passenger" needs a living passenger in the car, one aimed at a "suspect" a suspect
    there, and one aimed at a "person" either; an empty car offers none of them."""
    s = ready(players=1, seed=5, investigators=["doctor"])
    s.suspects[0].car = 6
    s.suspects[1:] = [Suspect(sus, car=5) for sus in s.suspects[1:]]
    s.passengers[:] = [Passenger(0, "calm")]
    assert [talk.talk_target_here(s, 0, t) for t in ("passenger", "suspect", "person")] == [True, False, True]
    assert [talk.talk_target_here(s, 6, t) for t in ("passenger", "suspect", "person")] == [False, True, True]
    assert [talk.talk_target_here(s, 3, t) for t in ("passenger", "suspect", "person")] == [False, False, False]


def test_the_clue_token_step_puts_the_set_aside_token_into_the_bag():
    """The Clue conversation token set aside at setup goes into the bag when a clue says so: the step can happen
    only while the token is aside, moves it into the bag (one token more there) and logs it under talk."""
    s = ready(players=1, seed=5, investigators=["doctor"])
    assert s.conv_aside == ["g:clue"]
    c = effects.ctx(0, "clues", by="game")
    step = {"do": "clue_token"}
    assert effects.can_slow(s, step, c) and effects.can(s, step, c)
    n = len(s.bag)
    effects.push(s, step, c)
    ev = []
    effects.settle(s, ev)
    assert s.conv_aside == [] and len(s.bag) == n + 1 and s.bag.count("g:clue") == 1
    assert [e.rule for e in ev] == ["talk"] and "Clue" in ev[0].text
    assert not effects.can_slow(s, step, c)


class _TopRng:
    """Stands in for the game's generator: records each ``below(n)`` asked and answers the top place."""

    def __init__(self):
        self.asked = []

    def below(self, n):
        self.asked.append(n)
        return n - 1


def test_every_drawn_token_goes_back_into_the_bag_at_a_place_among_all_gaps(doctor):
    """When a talk ends every drawn token goes back into the bag -- the same tokens, none lost or changed -- each
    at a random place chosen among all the gaps of the bag (below, between or on top of the tokens there)."""
    from collections import Counter
    s = _talk4(doctor, ["ticket", "desire", "feature", "r:sanity"])
    before = Counter(s.bag + s.conv_aside + s.stack[-1].drawn)
    s.apply(Converse())
    n = len(s.bag)
    rng = s.rng
    s.rng = fake = _TopRng()
    s.apply(StopTalk())
    s.rng = rng
    assert fake.asked == [n + 1, n + 2, n + 3, n + 4]          # one place per token among len(bag) + 1 gaps
    assert s.bag[-4:] == ["ticket", "desire", "feature", "r:sanity"]
    assert Counter(s.bag + s.conv_aside) == before


def test_the_clue_token_goes_into_the_bag_at_a_place_among_all_gaps():
    """The set-aside Clue token goes into the bag at a random place among all its gaps, the top included."""
    s = ready(players=1, seed=5, investigators=["doctor"])
    n = len(s.bag)
    s.rng = fake = _TopRng()
    effects.push(s, {"do": "clue_token"}, effects.ctx(0, "clues", by="game"))
    effects.settle(s, [])
    assert fake.asked == [n + 1] and s.bag[-1] == "g:clue"


def test_a_talks_rewards_are_the_talk_sections(doctor):
    """What a talk gives or costs is resolved under the talk section: the clue a success reveals is logged
    under "talk"."""
    s = _talk4(doctor, ["ticket", "ticket", "desire", "r:sanity"])
    s.apply(Converse())
    since = len(s.log)
    s.apply(StopTalk())
    finish(s)
    reveals = [e for e in s.log[since:] if "revealed" in e.text]
    assert reveals and all(e.rule == "talk" for e in reveals), [(e.rule, e.text) for e in s.log[since:]]


def test_a_talk_step_is_possible_with_anyone_to_talk_to_by_default():
    """The talk primitive of the effect language aims at a "person" unless it says otherwise: with only a
    suspect in the car, or only a passenger, a talk can happen; aimed at a "passenger" it needs a passenger."""
    s = ready(players=1, seed=5, investigators=["doctor"])
    car = s.inv[0].car
    c = effects.ctx(0, "talk")
    s.passengers[:] = [q for q in s.passengers if q.car != car]
    for sus in s.suspects:
        sus.car = car if sus is s.suspects[0] else (car + 1) % 7
    assert effects.can_slow(s, {"do": "talk", "x": 2}, c)
    assert not effects.can_slow(s, {"do": "talk", "x": 2, "target": "passenger"}, c)
    assert effects.can_slow(s, {"do": "talk", "x": 2, "target": "suspect"}, c)
    s.suspects[0].car = (car + 1) % 7
    assert not effects.can_slow(s, {"do": "talk", "x": 2}, c)
    s.passengers.append(Passenger(car, "calm"))
    assert effects.can_slow(s, {"do": "talk", "x": 2}, c)


def test_a_token_put_back_while_preparing_goes_to_a_place_among_all_gaps(doctor):
    """A token put back while preparing goes into the bag at a random place among all its gaps, the top
    included."""
    s = _talk4(doctor, ["ticket", "desire", "feature", "r:sanity"])
    n = len(s.bag)
    rng = s.rng
    s.rng = fake = _TopRng()
    s.apply(ReturnToken("r:sanity"))
    s.rng = rng
    assert fake.asked == [n + 1] and s.bag[-1] == "r:sanity"


def test_a_talk_in_conversation_is_saved_as_conversing(doctor):
    """After "converse" the talk frame is in its conversing stage (saved as "converse"): reloaded, it offers a
    draw or stopping, never putting tokens back."""
    s = _talk4(doctor, ["ticket", "desire", "feature", "r:sanity"])
    s.apply(Converse())
    assert s.stack[-1].talk["stage"] == "converse"
    s = rebase(s)
    assert s.stack[-1].talk["stage"] == "converse"
    assert set(s.legal_actions()) == {DrawToken(), StopTalk()}


def test_a_talk_started_by_an_effect_gives_its_rewards_under_talk():
    """A talk started by a card's effect (here under the events section) still resolves its rewards under the
    talk section: the clue a pair reveals is logged under "talk", not under the card's section."""
    s = ready(players=1, seed=5, investigators=["doctor"])
    car = s.inv[0].car
    if not any(q.car == car for q in s.passengers):
        s.passengers.append(Passenger(car, "calm"))
    for t in ["ticket", "ticket", "desire", "r:sanity"]:
        s.bag.remove(t)
    s.bag.extend(reversed(["ticket", "ticket", "desire", "r:sanity"]))
    effects.push(s, {"do": "talk", "x": 4}, effects.ctx(0, "events", by="game"))
    ev = []
    effects.settle(s, ev)
    s = rebase(s)
    s.apply(Converse())
    since = len(s.log)
    s.apply(StopTalk())
    finish(s)
    reveals = [e for e in s.log[since:] if "revealed" in e.text]
    assert reveals and all(e.rule == "talk" for e in reveals), [(e.rule, e.text) for e in s.log[since:]]
