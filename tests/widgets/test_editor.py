"""The position editor (issue #17): clicks on the picture build a position, each edit checked like a save.

Each test says which promise of the editor it checks; the editor is driven as a click would drive it
(``click_key`` = a click on the picture, ``choose_label`` = a click on one of the offered buttons).
"""
from __future__ import annotations

import copy

import pytest

import rulebook
import widgets
from widgets.editor import build


def _refused_sentence(game, fields):
    with pytest.raises(rulebook.RulebookError) as e:
        build(game, fields)
    return e.value.text()


def test_first_class_three_clicks_then_an_impossible_one():
    """First Class: a car changed, a car added and a coin added by clicking; a car worth more than the one on
    its left and a mail car put twice are refused with the scenario's own sentence, the position unchanged."""
    ed = widgets.edit("first_class", players=2, seed=4)
    ed.click_key("car:0:0:0")
    assert ed.choose_label("Make it a 4-value car")
    ed.click_key("car:0:0:1")
    assert ed.choose_label("Add a 2-value car here")
    ed.click_key("coin:1:0")
    assert ed.choose_label("One more coin in this column")
    assert ed.state.players[0].trains[0] == [4, 2] and ed.state.players[1].coins[0] == 2
    kept = ed.state.to_json()
    ed.click_key("car:0:0:2")
    assert not ed.choose_label("Add a 7-value car here")
    assert "worth more than the car to its left" in ed.message_text() and ed.state.to_json() == kept
    # the same refusal, word for word, as the scenario API gives for the same fields
    ed.click_key("car:0:1:1")
    fields = copy.deepcopy(ed.fields)
    assert not ed.choose_label("Put mail car 1 here")
    fields["p0"]["trains"][1].append("mail1")
    assert ed.message_text() == "Not possible: " + _refused_sentence("first_class", fields)
    assert ed.state.to_json() == kept


def test_horror_monsters_and_passengers_by_clicking():
    """Horror: a monster, a passenger and an investigator placed by clicks on cars; a fifth red monster (the
    box has four) is refused with the scenario's sentence."""
    ed = widgets.edit("horror", players=2, seed=1)
    ed.click_key("car:2")
    assert ed.choose_label("Put a red monster here")
    assert ed.choose_label("Add a passenger here (wounded)")
    ed.click_key("car:3")
    assert ed.choose_label("Move investigator 1 here")
    st = ed.state
    assert ("red", 2) in [(m.colour, m.car) for m in st.monsters] and st.inv[0].car == 3
    assert (2, "wounded") in [(q.car, q.status) for q in st.passengers]
    refused = None
    for _ in range(6):
        ed.click_key("car:2")
        if not ed.choose_label("Put a red monster here"):
            refused = ed.message_text()
            break
    assert refused and refused.startswith("Not possible:") and "red" in refused


def _horror_scenario_sentence(fields):
    """The sentence the Horror scenario API itself gives for these fields (not through the editor)."""
    from rulebook.horror.scenario import scenario
    with pytest.raises(rulebook.RulebookError) as e:
        scenario(**copy.deepcopy(fields))
    return e.value.text()


def test_horror_event_board_tokens_by_clicking():
    """Horror: a click on an event board space puts a token of a kind on it (taken from the discard) and takes
    the topmost off again, leaving the turn as it was; the accepted position loads through ``from_json``. A
    token on a space not its own, and a token the set has no more of, are refused with the very sentence the
    scenario API gives for the same fields; the position stays."""
    ed = widgets.edit("horror", players=2, seed=1)
    assert 'data-key="space:0"' in ed._picture.svg          # the spaces are clickable in the editor
    labels = ed.click_key("space:0")
    assert "Put the event token Inscription Portal on this space" in labels
    assert ed.choose_label("Put the event token Inscription Portal on this space")
    st = ed.state
    assert st.event_board[0] == ["portal"] and "portal" not in st.event_discard and not st.main_done
    again = rulebook.GAMES["horror"].from_json(st.to_json())
    assert again.to_json() == st.to_json() and again.event_board == st.event_board
    kept = st.to_json()
    fields = copy.deepcopy(ed.fields)
    assert not ed.choose_label("Put the event token Ritual on this space")
    fields["tokens"]["board"][0].append("ritual")
    fields["tokens"]["discard"].remove("ritual")
    assert ed.message_text() == "Not possible: " + _horror_scenario_sentence(fields)
    assert "not its own" in ed.message_text() and ed.state.to_json() == kept
    assert ed.choose_label("Put the event token Inscription Portal on this space")     # the one from the bag
    fields = copy.deepcopy(ed.fields)
    assert not ed.choose_label("Put the event token Inscription Portal on this space")  # the set has two
    fields["tokens"]["board"][0].append("portal")
    assert ed.message_text() == "Not possible: " + _horror_scenario_sentence(fields)
    assert "More event tokens than the set holds" in ed.message_text()
    assert ed.choose_label("Take the topmost token off this space (into the discard)")
    assert ed.state.event_board[0] == ["portal"] and "portal" in ed.state.event_discard
    assert rulebook.GAMES["horror"].from_json(ed.state.to_json()).to_json() == ed.state.to_json()


def test_horror_grimoire_occult_tokens_by_clicking():
    """Horror: a click on the Grimoire's Occult tokens moves one off a slot and one into the investigators'
    pool (the box's count kept: the rest banished); the position loads through ``from_json``. A token more on
    a full slot, and a pool below zero, are refused with the scenario API's own sentence."""
    ed = widgets.edit("horror", players=1, seed=2)
    full, pool = [g[0] for g in ed.state.grimoire], ed.state.occult
    ed.click_key("occult")
    assert ed.choose_label("One Occult token fewer on slot 6")
    assert ed.choose_label("One more Occult token in the investigators' pool")
    st = ed.state
    assert [g[0] for g in st.grimoire] == full[:5] + [full[5] - 1] and st.occult == pool + 1
    assert sum(g[0] for g in st.grimoire) + st.occult + st.occult_banished == sum(st.comp.table["occult_rows"])
    assert rulebook.GAMES["horror"].from_json(st.to_json()).to_json() == st.to_json()
    # a slot already full (slot 5 holds as many as it can)
    assert full[4] == st.comp.table["occult_rows"][4]
    kept = st.to_json()
    fields = copy.deepcopy(ed.fields)
    assert not ed.choose_label("One more Occult token on slot 5")
    fields["occult"]["grimoire"][4] += 1
    assert ed.message_text() == "Not possible: " + _horror_scenario_sentence(fields)
    assert ed.state.to_json() == kept
    # the pool down to zero, then one fewer
    for _ in range(pool + 1):
        assert ed.choose_label("One Occult token fewer in the investigators' pool")
    kept, fields = ed.state.to_json(), copy.deepcopy(ed.fields)
    assert not ed.choose_label("One Occult token fewer in the investigators' pool")
    fields["occult"]["pool"] -= 1
    assert ed.message_text() == "Not possible: " + _horror_scenario_sentence(fields)
    assert "0 or more" in ed.message_text() and ed.state.to_json() == kept


def test_fracht_express_cards_laid_and_attached_by_clicking():
    """FrachtExpress: a hand card laid on an empty space and cars attached by clicking; a sixth car on the
    locomotive is refused (a locomotive pulls at most five); the editor's position loads again from its save."""
    ed = widgets.edit("fracht_express", players=2, seed=1)
    card = ed.state.players[0].hand[0]
    ed.click_key("spot:5:3")
    assert ed.choose_label(f"Lay {card} here, turned 1 quarters")
    refused = None
    for _ in range(7):
        labels = ed.click_key("hand:" + ed.state.players[0].hand[0])
        if not ed.choose_label(labels[1]):
            refused = ed.message_text()
            break
    assert len(ed.state.players[0].attached) == 5
    assert refused and "more than five cars" in refused
    again = rulebook.GAMES["fracht_express"].from_json(ed.state.to_json())
    assert again.to_json() == ed.state.to_json()


@pytest.mark.parametrize("game", ["first_class", "horror", "fracht_express"])
def test_play_from_here_and_copy(game):
    """Play from here opens the turn panel on the edited position and a move can be made; Copy as Python
    rebuilds the same position; the code is not empty; undo of an edit restores the earlier position."""
    ed = widgets.edit(game, players=2, seed=2)
    start = ed.state.to_json()
    key = {"first_class": "coin:0:2", "horror": "car:4", "fracht_express": "spot:5:3"}[game]
    for label in ed.click_key(key):
        if ed.choose_label(label):
            break
    edited = ed.state.to_json()
    assert edited != start
    scope: dict = {}
    exec(ed.python_code().replace("import widgets; widgets.play(state)", ""), scope)   # the user's own lines
    assert scope["state"].to_json() == edited
    assert ed.code()
    panel = ed.play_from_here()
    assert panel.act(panel.state.legal_actions()[0])
    assert ed.state.to_json() == edited             # playing leaves the editor's position alone
    ed.undo_edit()
    assert ed.state.to_json() == start


def test_unknown_game_is_refused():
    """A game the editor does not know is refused with a sentence naming the games."""
    with pytest.raises(rulebook.ConfigError, match="the games are"):
        widgets.edit("chess")
