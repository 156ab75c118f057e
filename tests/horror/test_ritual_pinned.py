"""Ritual sheet rules that mutation testing found unpinned (issue 21): the Ritual tokens on the sheet never
exceed the box's, the ritual's and the escalation's effects are game effects (the universal order picks, no
one is asked), an Incantation's strength counts the Ritual tokens when the sheet gives no count, the
Incantation's decisions belong to the current investigator, the Incantation card drawn is shown to all, and
the witness tampering stack's reshuffle is logged under Fade to Black; a sheet's set-up effect is done by the
game."""
import json
import shutil

import pytest

from rulebook.horror import HORROR, effects, ritual
from rulebook.horror.actions import EndActions, Weaken
from rulebook.horror.data import DATA_DIR
from rulebook.horror.scenario import end_turn, ready, rebase

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
    s.passengers = [[1, "calm"], [3, "calm"]]
    ev = _resolve(s, lambda st, ev: ritual.ritual_token(st, None, ev))
    assert s.ritual_tokens == total
    assert [e.rule for e in ev if "No Ritual tokens" in e.text] == ["ritual"]
    assert not s.stack
    assert s.passengers == [[1, "panicked"], [3, "calm"]]


def test_an_escalation_effect_is_a_game_effect(awakening_data):
    """The escalation's effect is done by the game: the universal order picks the passenger (front first), no
    decision is put to the investigators."""
    s = ready(players=1, seed=5, investigators=["doctor"], ritual="awakening", data_dir=awakening_data)
    s.passengers = [[2, "calm"], [5, "calm"]]
    _resolve(s, lambda st, ev: effects.push(st, [{"do": "escalate"}], effects.ctx(0, "ritual")))
    assert s.escalations == 1
    assert not s.stack
    assert s.passengers == [[2, "panicked"], [5, "calm"]]


def test_an_incantation_without_a_count_is_as_strong_as_the_ritual_tokens(awakening_data):
    """A sheet that gives no Incantation count counts the Ritual tokens on the sheet."""
    s = ready(players=1, seed=5, investigators=["doctor"], ritual="awakening", data_dir=awakening_data)
    s.ritual_tokens = 3
    assert ritual.strength(s) == 3


def test_the_incantations_decisions_belong_to_the_current_investigator():
    """The Incantation's effects are resolved for the current investigator: the desire clue chosen first is
    that seat's decision, and a save made while it is pending loads with the same choices."""
    s = ready(players=1, seed=5, investigators=["doctor"], ritual="bell_tolls")
    s.passengers = [[0, "wounded"], [0, "calm"], [2, "calm"], [3, "happy"]]
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
    k = next(i for i, q in enumerate(plain.passengers) if q[1] == "calm")
    want = [list(q) for q in plain.passengers]
    want[k][1] = "panicked"
    assert s.passengers == want
