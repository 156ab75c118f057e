"""Ritual sheet rules that mutation testing found unpinned (issue 21): the Ritual tokens on the sheet never
exceed the box's, the ritual's and the escalation's effects are game effects (the universal order picks, no
one is asked), an Incantation's strength counts the Ritual tokens when the sheet gives no count, the
Incantation's decisions belong to the current investigator, the Incantation card drawn is shown to all, and
the witness tampering stack's reshuffle is logged under Fade to Black; a sheet's set-up effect is done by the
game."""
import json
import shutil

import pytest

from rulebook.horror import HORROR, effects, events, ritual
from rulebook.horror.actions import EndActions, Weaken
from rulebook.horror.data import DATA_DIR
from rulebook.horror.scenario import end_turn, ready, rebase
from rulebook.horror.records import Passenger

CALM_TO_PANICKED = {"do": "status", "from": ["calm"], "to": "panicked", "n": 1, "where": "any"}


@pytest.fixture
def awakening_data(tmp_path):
    """A data folder whose Awakening sheet gives no Incantation count and whose Ritual, Escalation and set-up
    effects turn one calm passenger panicked (anywhere on the train)."""
    data = tmp_path / "data"
    shutil.copytree(DATA_DIR, data)
    doc = json.loads((data / "rituals.json").read_text())
    sheet = next(r for r in doc["rituals"] if r["id"] == "awakening")
    sheet["incantation"].pop("count", None)
    sheet["ritual"] = [dict(CALM_TO_PANICKED)]
    sheet["escalation"] = [dict(CALM_TO_PANICKED)]
    sheet["setup"] = [dict(CALM_TO_PANICKED)]
    (data / "rituals.json").write_text(json.dumps(doc))
    return str(data)


def _resolve(s, fn):
    ev = []
    fn(s, ev)
    effects.settle(s, ev)
    return ev


def test_no_ritual_token_beyond_the_box_and_the_ritual_effect_picks_by_the_universal_order(awakening_data):
    """With every Ritual token of the box already on the sheet, the Ritual space adds none (and says so in the
    ritual section), and the sheet's Ritual effect still happens, as a game effect: the front calm passenger
    panics, no one is asked to choose."""
    s = ready(players=1, seed=5, investigators=["doctor"], ritual="awakening", data_dir=awakening_data)
    total = s.comp.table["ritual_tokens_total"]
    s.ritual_tokens = total
    s.passengers = [Passenger(1, "calm"), Passenger(3, "calm")]
    ev = _resolve(s, lambda st, ev: ritual.ritual_token(st, None, ev))
    assert s.ritual_tokens == total
    assert [e.rule for e in ev if "No Ritual tokens" in e.text] == ["ritual"]
    assert not s.stack
    assert s.passengers == [Passenger(1, "panicked"), Passenger(3, "calm")]


def test_an_escalation_effect_is_a_game_effect(awakening_data):
    """The escalation's effect is done by the game: the universal order picks the passenger (front first), no
    decision is put to the investigators."""
    s = ready(players=1, seed=5, investigators=["doctor"], ritual="awakening", data_dir=awakening_data)
    s.passengers = [Passenger(2, "calm"), Passenger(5, "calm")]
    _resolve(s, lambda st, ev: effects.push(st, [{"do": "escalate"}], effects.ctx(0, "ritual")))
    assert s.escalations == 1
    assert not s.stack
    assert s.passengers == [Passenger(2, "panicked"), Passenger(5, "calm")]


def test_an_incantation_without_a_count_is_as_strong_as_the_ritual_tokens(awakening_data):
    """A sheet that gives no Incantation count counts the Ritual tokens on the sheet."""
    s = ready(players=1, seed=5, investigators=["doctor"], ritual="awakening", data_dir=awakening_data)
    s.ritual_tokens = 3
    assert ritual.strength(s) == 3


def test_the_incantations_decisions_belong_to_the_current_investigator():
    """The Incantation's effects are resolved for the current investigator: the desire clue chosen first is
    that seat's decision, and a save made while it is pending loads with the same choices."""
    s = ready(players=1, seed=5, investigators=["doctor"], ritual="bell_tolls")
    s.passengers = [Passenger(0, "wounded"), Passenger(0, "calm"), Passenger(2, "calm"), Passenger(3, "happy")]
    s.ritual_tokens = 4
    s = end_turn(s, bag=["incantation_slow"], board=[])
    s.coffins = 7
    rebase(s)
    s.apply(EndActions())
    if s.phase == "weaken":
        s.apply(Weaken(0))
    assert s.stack
    assert s.stack[-1].ctx["p"] == s.cur == 0
    t = HORROR.from_json(s.to_json())
    assert t.legal_actions() == s.legal_actions()


def test_the_incantation_card_drawn_is_shown_to_everyone():
    """Black Magic: the Incantation card drawn is revealed (its log line turns it face up)."""
    s = ready(players=1, seed=5, investigators=["doctor"])
    assert s.ritual == "black_magic"
    s = end_turn(s, bag=["incantation_slow"])
    since = len(s.log)
    s.apply(EndActions())
    card = [e for e in s.log[since:] if "Incantation card drawn" in e.text]
    assert [(e.rule, e.reveal) for e in card] == [("ritual", True)]


def test_the_used_up_witness_tampering_stack_is_reshuffled_under_fade_to_black():
    """Fade to Black: when the right witness tampering stack is empty, the left one is shuffled into it; the
    line saying so is in the Fade to Black section."""
    s = ready(players=1, seed=5, investigators=["doctor"], ritual="fade_to_black")
    s.wt_left, s.wt_right = s.wt_left + s.wt_right, []
    ev = _resolve(s, lambda st, ev: ritual.fade(st, 1, ev))
    assert [e.rule for e in ev if "shuffled" in e.text] == ["fade_to_black"]
    assert len(s.wt_left) == 1 and len(s.wt_right) == 11


def test_a_sheets_set_up_effect_is_done_by_the_game_when_the_game_is_set_up(awakening_data):
    """A sheet's set-up effect is done once while the game is set up, by the game: the universal order turns
    the front-most calm passenger panicked, and no decision is left pending."""
    plain = HORROR.new_game(players=1, seed=5, investigators=["doctor"], ritual="awakening")
    s = HORROR.new_game(players=1, seed=5, investigators=["doctor"], ritual="awakening", data_dir=awakening_data)
    assert not s.stack
    k = next(i for i, q in enumerate(plain.passengers) if q.status == "calm")
    want = [Passenger(q.car, q.status) for q in plain.passengers]
    want[k].status = "panicked"
    assert s.passengers == want


def _strengths(ev):
    return [e.msg.params["n"] for e in ev if "Incantation of" in e.text]


def test_the_ritual_space_adds_one_ritual_token_to_the_sheet():
    """While the box still holds Ritual tokens, the Ritual space puts one more on the sheet (2 become 3), and the
    line says how many are there now."""
    s = ready(players=1, seed=5, investigators=["doctor"], ritual="bell_tolls")
    s.ritual_tokens = 2
    ev = []
    ritual.ritual_token(s, None, ev)
    assert s.ritual_tokens == 3
    assert [e.msg.params["n"] for e in ev if "Ritual token is added" in e.text] == [3]


def test_a_weakening_is_spent_on_one_incantation_only():
    """Occult tokens weaken the Incantation they were spent on, not the next one: with four Ritual tokens a
    weakening by 1 gives strength 3, and the following Incantation, not weakened, has strength 4 again."""
    s = ready(players=1, seed=5, investigators=["doctor"], ritual="bell_tolls")
    s.ritual_tokens, s.occult = 4, 1
    s.drawn = "incantation_slow"
    ev = []
    ritual.weaken(s, 1, ev)
    ritual.incantation(s, ev)
    s.stack.clear()
    s.drawn = "incantation_slow"
    ritual.incantation(s, ev)
    assert _strengths(ev) == [3, 4]


def test_no_weakening_is_offered_to_an_incantation_of_strength_0():
    """An Incantation can be weakened only while it has some strength: with Occult tokens in hand and no Ritual
    token on a sheet that counts them, there is nothing to weaken; with one token there is."""
    s = ready(players=1, seed=5, investigators=["doctor"], ritual="bell_tolls")
    s.occult, s.drawn = 2, "incantation_slow"
    s.ritual_tokens = 0
    assert ritual.strength(s) == 0 and not ritual.can_weaken(s)
    s.ritual_tokens = 1
    assert ritual.can_weaken(s)


def _fade_tokens():
    """The number of fade tokens in the box."""
    return HORROR.new_game(players=1, seed=5, investigators=["doctor"], ritual="fade_to_black").comp.table["fade_tokens"]


def _fade_game(right, fade_on_others=0):
    """Fade to Black with the right witness tampering stack ``right`` (its top last) and ``fade_on_others`` fade
    tokens already on suspect 1's clues (suspect 6, the one the tests' top token names, has none)."""
    s = ready(players=1, seed=5, investigators=["doctor"], ritual="fade_to_black")
    s.wt_right, s.wt_left = list(right), [t for t in s.wt_right if t not in right]
    fade = s.suspects[0].fade
    for k in range(fade_on_others):
        fade[k % len(fade)] += 1
    return s


def test_fade_to_black_reads_the_clue_order_from_the_top_of_the_right_stack():
    """The token moved to the left stack names the suspect; the token then on top of the right stack (not the
    one at its bottom) gives the order of that suspect's clues that take fade tokens."""
    s = _fade_game([0, 3, 5])   # top 5: suspect 6; then on top 3: clues in the order 4, 5, 1, 2, 3
    wt = ritual.sheet(s)["witness_tampering"]
    assert wt[5]["suspect"] == 5 and wt[3]["order"][0] == 3 and wt[0]["order"][0] == 0
    ev = []
    ritual.fade(s, 1, ev)
    assert s.suspects[5].fade == [0, 0, 0, 1, 0]


def test_fade_tokens_run_out():
    """The fade tokens of the box are limited: with all of them already on clues, a fade places none."""
    s = _fade_game([0, 3, 5], fade_on_others=_fade_tokens())
    ev = []
    ritual.fade(s, 2, ev)
    assert ritual.fade_left(s) == 0 and s.suspects[5].fade == [0] * 5
    assert [e.msg.params["n"] for e in ev if "Witness tampering" in e.text] == [0]


def test_the_last_fade_token_is_placed():
    """With one fade token left in the box, a fade of strength 3 places that one, and no more."""
    s = _fade_game([0, 3, 5], fade_on_others=_fade_tokens() - 1)
    assert ritual.fade_left(s) == 1
    ev = []
    ritual.fade(s, 3, ev)
    assert sum(s.suspects[5].fade) == 1 and ritual.fade_left(s) == 0


def test_beyond_proper_escalates_the_ritual_before_the_game(awakening_data):
    """"Beyond proper" difficulty: each level escalates the ritual once while the game is set up, and the sheet's
    escalation effect is done then (here one more calm passenger panics than without it, beside the set-up
    effect's one)."""
    def panicked(beyond):
        s = HORROR.new_game(players=1, seed=5, investigators=["doctor"], ritual="awakening", beyond=beyond,
                            data_dir=awakening_data)
        return s.escalations, sum(q.status == "panicked" for q in s.passengers)
    escalations, before = panicked(0)
    assert escalations == 0
    assert panicked(1) == (1, before + 1)


def test_an_incantation_with_a_fixed_count_has_that_strength(tmp_path):
    """A sheet may give its Incantation a fixed count instead of the Ritual tokens: with ``count: 3`` the
    strength is 3 whatever the number of tokens on the sheet."""
    data = tmp_path / "data"
    shutil.copytree(DATA_DIR, data)
    doc = json.loads((data / "rituals.json").read_text())
    next(r for r in doc["rituals"] if r["id"] == "awakening")["incantation"]["count"] = 3
    (data / "rituals.json").write_text(json.dumps(doc))
    s = ready(players=1, seed=5, investigators=["doctor"], ritual="awakening", data_dir=str(data))
    s.ritual_tokens = 1
    assert ritual.strength(s) == 3


def test_the_ritual_token_its_effect_and_a_weakening_are_logged_under_the_ritual(awakening_data):
    """The Ritual token's line, the lines of the sheet's Ritual effect (here a calm passenger panics) and the
    weakening of an Incantation are all in the section "ritual"."""
    s = ready(players=1, seed=5, investigators=["doctor"], ritual="awakening", data_dir=awakening_data)
    s.ritual_tokens = 1
    s.passengers = [Passenger(2, "calm")]
    ev = _resolve(s, lambda st, ev: ritual.ritual_token(st, None, ev))
    assert s.passengers == [Passenger(2, "panicked")]
    assert [e.rule for e in ev if "Ritual token is added" in e.text] == ["ritual"]
    assert [e.rule for e in ev if "becomes Panicked" in e.text] == ["ritual"]
    s.occult = 1
    ev = []
    ritual.weaken(s, 1, ev)
    assert [e.rule for e in ev if "weakened" in e.text] == ["ritual"]


def test_an_incantation_fast_token_is_followed_by_another_draw():
    """The token an Incantation was resolved from decides what follows: after an Incantation Fast token the event
    step draws again, after a Slow one it does not."""
    s = ready(players=1, seed=5, investigators=["doctor"], ritual="bell_tolls")
    for token, again in (("incantation_fast", True), ("incantation_slow", False)):
        s.drawn = token
        ritual.incantation(s, [])
        s.stack.clear()
        assert events.last_fast(s) is again


def test_beyond_proper_escalations_are_done_for_the_first_player(tmp_path):
    """The escalations of "beyond proper" are done at set-up for the first player: an escalation effect acting
    "here" acts in the first player's car (its one calm passenger panics; the calm passenger elsewhere not)."""
    data = tmp_path / "data"
    shutil.copytree(DATA_DIR, data)
    doc = json.loads((data / "rituals.json").read_text())
    sheet = next(r for r in doc["rituals"] if r["id"] == "awakening")
    sheet["escalation"] = [{"do": "status", "from": ["calm"], "to": "panicked", "n": 1, "where": "here"}]
    sheet.pop("setup", None)
    (data / "rituals.json").write_text(json.dumps(doc))
    game = dict(players=2, seed=1, investigators=["doctor", "detective"], ritual="awakening", data_dir=str(data))
    plain = HORROR.new_game(**game)
    s = HORROR.new_game(**game, beyond=1)
    assert s.first == 1 and s.inv[0].car != s.inv[1].car   # the first player is seat 1 here
    car = s.inv[s.first].car
    changed = [(a, b) for a, b in zip(plain.passengers, s.passengers) if a != b]
    assert changed == [(Passenger(car, "calm"), Passenger(car, "panicked"))]


def test_the_occult_tokens_spent_on_a_weakening_are_logged_under_the_ritual():
    """Weakening an Incantation spends Occult tokens; the line saying so is in the section "ritual"."""
    s = ready(players=1, seed=5, investigators=["doctor"], ritual="bell_tolls")
    s.occult = 1
    ev = []
    ritual.weaken(s, 1, ev)
    assert [e.rule for e in ev if "Occult token" in e.text] == ["ritual"]


def test_an_incantation_weakened_by_all_its_strength_has_strength_0():
    """Occult tokens can take an Incantation's whole strength: two Ritual tokens, weakened by 2, give strength 0
    (not 1), so none of its effects is done."""
    s = ready(players=1, seed=5, investigators=["doctor"], ritual="bell_tolls")
    s.ritual_tokens, s.occult, s.drawn = 2, 2, "incantation_slow"
    ev = []
    ritual.weaken(s, 2, ev)
    ritual.incantation(s, ev)
    assert _strengths(ev) == [0]


def test_escalations_add_up(awakening_data):
    """Each escalation of the ritual counts: two escalations leave the count at 2."""
    s = ready(players=1, seed=5, investigators=["doctor"], ritual="awakening", data_dir=awakening_data)
    for _ in range(2):
        _resolve(s, lambda st, ev: effects.push(st, [{"do": "escalate"}], effects.ctx(0, "ritual")))
    assert s.escalations == 2


def test_an_incantations_effects_are_game_effects_logged_under_the_ritual(tmp_path):
    """The Incantation's effects are done by the game -- the universal order picks the front calm passenger, no
    one is asked -- and their lines are in the section "ritual"."""
    data = tmp_path / "data"
    shutil.copytree(DATA_DIR, data)
    doc = json.loads((data / "rituals.json").read_text())
    inc = next(r for r in doc["rituals"] if r["id"] == "awakening")["incantation"]
    inc.pop("before", None)
    inc["steps"] = [dict(CALM_TO_PANICKED)]
    (data / "rituals.json").write_text(json.dumps(doc))
    s = ready(players=1, seed=5, investigators=["doctor"], ritual="awakening", data_dir=str(data))
    s.ritual_tokens, s.drawn = 1, "incantation_slow"
    s.passengers = [Passenger(2, "calm"), Passenger(4, "calm")]
    ev = _resolve(s, ritual.incantation)
    assert not s.stack and s.passengers == [Passenger(2, "panicked"), Passenger(4, "calm")]
    assert [e.rule for e in ev if "becomes Panicked" in e.text] == ["ritual"]
