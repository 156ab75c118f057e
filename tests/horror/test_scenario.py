"""The scenario helpers (rulebook/horror/scenario.py): named draft picks, counted quantities that keep the box's
totals, scripted draws, token placement, and every edit checked as a save is and rebased.

Requirement (issue #17): positions are built with helpers that refuse impossible counts with a sentence, the
same sentence loading such a save gives, and a hand edit in the middle of a game never breaks undo or saving.
"""
from __future__ import annotations

import json

import pytest

from rulebook.core import ConfigError, LoadError, NothingToUndo
from rulebook.horror import HORROR
from rulebook.horror.actions import EndActions, MoveTo
from rulebook.horror.scenario import (clear_car, end_turn, place, put_monsters, ready, rebase, return_token, scenario,
                                      script_draws, set_essence, set_fields, set_occult, set_sanity, to_pursuit)
from rulebook.horror.records import Monster


def _doctor(seed=5):
    return ready(players=1, seed=seed, investigators=["doctor"])


def test_ready_takes_the_attribute_and_skill_named():
    """By id or name, even one not first on display (or not on display at all: it is put there at setup)."""
    s = ready(players=2, seed=0, attribute={1: "att7", 0: "Vigorous"}, skill=["gen8", None])
    assert s.inv[1].attribute == "att7" and s.inv[0].attribute == "att0" and s.inv[0].general == "gen8"
    shown = HORROR.new_game(players=1, seed=0).attr_display
    missing = next(a for a in sorted(HORROR.new_game(players=1, seed=0).comp.attribute_ids) if a not in shown)
    assert ready(players=1, seed=0, attribute=missing).inv[0].attribute == missing
    with pytest.raises(ConfigError, match="no attribute called 'Lazy'"):
        ready(players=1, seed=0, attribute="Lazy")
    with pytest.raises(ConfigError, match="same skill or attribute"):
        ready(players=2, seed=0, attribute=["att0", "att0"])


def test_occult_tokens_keep_the_box_total():
    """Grimoire + pool + banished always equals the box; too many is refused and nothing changes."""
    s = _doctor()
    total = sum(s.comp.table["occult_rows"])
    set_occult(s, grimoire=[0, 1, 2, 2, 3, 3], pool=0)
    assert s.occult == 0 and s.occult_banished == 1 and total == 12
    set_occult(s, pool=2)                           # taken off the Grimoire the game's way: slot 2 empties
    assert s.occult == 2 and s.grimoire[1][0] == 0 and s.grimoire[2][0] == 1 and s.occult_banished == 1
    before = s.to_json()
    with pytest.raises(ConfigError, match="too many"):
        set_occult(s, pool=total)
    with pytest.raises(ConfigError, match="slot 1 holds 0 to 1"):
        set_occult(s, grimoire=[2, 1, 2, 2, 3, 3])
    assert s.to_json() == before


def test_sanity_comes_from_the_supply():
    """An investigator's sanity is taken from the supply (and refused beyond it, or below 1)."""
    s = _doctor()
    supply, sanity = s.sanity_supply, s.inv[0].sanity
    set_sanity(s, 0, sanity + 2)
    assert s.sanity_supply == supply - 2
    with pytest.raises(ConfigError, match="cannot gain"):
        set_sanity(s, 0, sanity + 3 + supply)
    with pytest.raises(ConfigError, match="at least 1 sanity"):
        set_sanity(s, 0, 0)


def test_essence_and_monsters_keep_their_totals():
    """Essence: the box takes the difference. Monsters: pool, train and Pursuit add up; an empty pool refuses."""
    s = _doctor()
    pid = next(iter(s.portals))
    set_essence(s, pool=10, portals={pid: 4})
    assert s.essence_pool + sum(s.portals.values()) + s.essence_banished + s.essence_box == 30
    with pytest.raises(ConfigError, match="30 essence tokens"):
        set_essence(s, pool=40)
    to_pursuit(s, ["red", "red"])
    assert s.pursuit == ["red", "red"] and s.check_invariants() == []
    with pytest.raises(ConfigError, match="No red monster is left"):
        put_monsters(s, [["red", 3]] * (s.pool["red"] + 1))
    with pytest.raises(LoadError, match="by the Locomotive"):
        put_monsters(s, [["blue", 0]])


def test_scripted_event_draws_and_play_mode():
    """draws=[...] gives the event tokens in that order (repeatably); refused in play mode."""
    bag = ["lucky", "occult", "train_moves", "passenger", "favor"]
    for seed in (1, 2, 3):
        s = end_turn(_doctor(seed), bag=bag, draws=["train_moves", "occult", "lucky"])
        events = s.apply(EndActions())
        drawn = [e.msg.params["token"].id for e in events if e.msg.id.startswith("Event token drawn")]
        assert drawn[:3] == ["Train Moves", "Occult", "Lucky"]
    with pytest.raises(ConfigError, match="play mode"):
        end_turn(_doctor(), bag=bag, draws=["lucky"], mode="play")
    with pytest.raises(ConfigError, match="no \\(more\\) fez"):
        script_draws(end_turn(_doctor(), bag=bag), ["fez"])


def test_a_conversation_token_at_a_given_depth():
    """return_token puts a token where the next draws find it (depth 0: drawn next)."""
    s = _doctor()
    return_token(s, "ticket", 0)
    return_token(s, "r:sanity", 1)
    assert s.bag[-2:] == ["r:sanity", "ticket"]
    return_token(s, "g:clue")                       # the token set aside (ruling clue_token='aside')
    assert s.bag[-1] == "g:clue" and s.conv_aside == []


def test_clear_car_never_fills_the_car_being_set_up():
    """Suspects leave the cleared car for the roomiest other car, never one named in keep."""
    s = _doctor()
    kept = 4
    place(s, car=kept, passengers=["calm"] * 3)
    who = [i for i, x in enumerate(s.suspects) if x.car == 3]
    clear_car(s, 3, keep=[kept])
    assert all(s.suspects[i].car not in (3, kept) for i in who)
    with pytest.raises(ConfigError, match="being set up"):
        clear_car(s, 2, keep=[5], to=5)


def test_a_hand_edit_mid_game_rebases():
    """After actions, a helper rebases: undo stops at the edit and the save loads (nothing breaks)."""
    s = _doctor()
    s.apply(next(a for a in s.legal_actions() if isinstance(a, MoveTo)))
    set_fields(s, vampire=2)
    with pytest.raises(NothingToUndo):
        s.undo()
    again = HORROR.from_json(s.to_json())
    assert again.vampire == 2 and again.to_json() == s.to_json()


@pytest.mark.parametrize("edit", [
    lambda st: st["inv"][0].update(stamina=st["inv"][0]["health"] + 1),
    lambda st: st.update(vampire=0),
    lambda st: st["passengers"].extend([[2, "calm"]] * 6),
], ids=["stamina above health", "vampire by the Locomotive", "car over capacity"])
def test_the_same_impossibility_gets_the_same_sentence(edit):
    """What the helpers refuse, loading a save refuses with the very same sentence (one set of checks)."""
    s = _doctor()
    d = s.to_dict()
    edit(d["base"])
    edit(d["state"])
    with pytest.raises(LoadError) as by_load:
        HORROR.from_json(json.dumps(d))
    with pytest.raises(LoadError) as by_helper:
        t = _doctor()
        fields = {k: v for k, v in d["base"].items() if k in ("inv", "vampire", "passengers")}
        set_fields(t, **fields)
    assert str(by_helper.value) == str(by_load.value)
    with pytest.raises(LoadError) as by_rebase:
        t = _doctor()
        for k, v in fields.items():
            setattr(t, k, v)
        rebase(t)
    assert str(by_rebase.value) == str(by_load.value)


def test_one_call_scenario():
    """scenario(...) builds the fight example's table in one call, checked at every step."""
    s = scenario(players=1, seed=5, investigators=["doctor"], empty_train=True, monsters=[["red", 5]],
                 inv={0: {"car": 5, "stamina": 3}}, skills={0: {"doc_kill": 0}})
    assert s.monsters == [Monster("red", 5)] and s.inv[0].car == 5 and s.inv[0].stamina == 3
    assert s.inv[0].slots[0] == "doc_kill" and s.passengers == []
    with pytest.raises(ConfigError, match="no field 'wizard'"):
        scenario(players=1, seed=5, investigators=["doctor"], fields={"wizard": 1})
