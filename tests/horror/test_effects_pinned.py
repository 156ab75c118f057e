"""The effect resolver refuses effect names it does not know (issue 21): a misspelt step in the engine or in a
data file raises DataError instead of silently doing nothing, and every primitive the data schema accepts is a
registered step."""
import json
import shutil

import pytest

from rulebook import DataError
from rulebook.horror import HORROR, effects
from rulebook.horror.data import DATA_DIR, PRIMITIVES
from rulebook.horror.actions import ChooseOption
from rulebook.horror.scenario import ready, scenario


def test_running_an_unknown_step_is_a_data_error():
    """A scheduled primitive whose name no rules module registers is refused with DataError naming it."""
    s = ready(players=1, seed=5, investigators=["doctor"])
    effects.push(s, {"do": "SPAWN", "colour": "red"}, effects.ctx(0, "monsters", by="game"))
    with pytest.raises(DataError, match="SPAWN"):
        effects.settle(s, [])


def test_asking_whether_an_unknown_step_can_happen_is_a_data_error():
    """The same holds for the question "would this change anything?" asked of an unknown primitive."""
    s = ready(players=1, seed=5, investigators=["doctor"])
    with pytest.raises(DataError, match="fly"):
        effects.can(s, {"or": [{"do": "gain", "what": "health", "n": 1}, {"do": "fly"}]}, effects.ctx(0, "talk"))


def test_every_primitive_of_the_data_schema_is_registered():
    """The data schema (data.PRIMITIVES) and the resolver agree: every name a data file may use runs."""
    assert set(PRIMITIVES) <= set(effects.STEPS)


def test_a_data_file_with_a_misspelt_effect_is_refused_at_load(tmp_path):
    """A card data file naming an unknown effect is refused when the game is set up, not when the card is
    played."""
    data = tmp_path / "data"
    shutil.copytree(DATA_DIR, data)
    table = json.loads((data / "table.json").read_text())
    card = table["unleashed_cards"][0]
    card["effect"] = {"do": "spwan", "n": 1}
    (data / "table.json").write_text(json.dumps(table))
    with pytest.raises(DataError, match="spwan"):
        HORROR.new_game(players=1, seed=1, data_dir=str(data))


# ---------------------------------------------------------------- the resolver's reading (mutation pass, session 6)
FULL_HEALTH = {"do": "gain", "what": "health", "n": 1}      # the Doctor's health is full: changes nothing
SPEED = {"do": "speed"}                                        # a Locomotive token is left: the train speeds up
TIRE = {"do": "lose", "what": "stamina", "n": 1}
SCARE = {"do": "lose", "what": "sanity", "n": 1}
KILL_HERE = {"do": "kill", "n": 1}                             # a decision: a monster by the car "here"
MONSTER_HERE = {"monster_here": True}


def _position(monsters=(("red", 3),)):
    """The Doctor in car 2 with full health and stamina, monsters by other cars, Locomotive tokens left."""
    s = scenario(players=1, seed=5, investigators=["doctor"], empty_train=True, monsters=[list(m) for m in monsters])
    x = s.inv[0]
    assert x.car == 2 and x.health == x.stamina == s.comp.health_max and s.loco_tokens
    return s


def _settled(s, effect, rule="talk"):
    ev = []
    effects.push(s, effect, effects.ctx(0, rule))
    effects.settle(s, ev)
    return ev


READINGS = [
    ([], False),                                         # an empty list does nothing
    ([FULL_HEALTH, SPEED], True),                        # a list: as much as possible, so any part will do
    ({"seq": [FULL_HEALTH]}, False),
    ({"or": [FULL_HEALTH, SPEED]}, True),                # only the parts that change something are offered
    ({"or": [FULL_HEALTH]}, False),
    ({"then": [FULL_HEALTH, TIRE]}, True),
    ({"then": [FULL_HEALTH]}, False),
    ({"each_car": MONSTER_HERE, "do": SPEED}, True),     # car 3 has a monster
    ({"each_car": MONSTER_HERE, "do": FULL_HEALTH}, False),
    ({"each_car": MONSTER_HERE, "do": KILL_HERE}, True),  # "here" is the car of each_car's turn, not the Doctor's
    ({"each_car": {"monster_here": True, "in_car": "no such car"}, "do": SPEED}, False),
    ({"if": MONSTER_HERE, "do": SPEED}, False),          # no monster by the Doctor's car, and no else
    ({"if": MONSTER_HERE, "do": SPEED, "else": TIRE}, True),
    ({"if": MONSTER_HERE, "do": SPEED, "else": FULL_HEALTH}, False),
    ({"if": {"monster_here": False}, "do": SPEED}, True),
    ({"if": {"monster_here": False}, "do": FULL_HEALTH, "else": SPEED}, False),
    (KILL_HERE, False),                                  # a decision with no option changes nothing
    ({"do": "kill", "n": 1, "where": "any"}, True),
    (SPEED, True),
    (FULL_HEALTH, False),
]


@pytest.mark.parametrize("effect, answer", READINGS)
def test_the_plain_reading_of_can_and_the_compiled_check_agree_with_the_rule(effect, answer):
    """'Would this effect change anything now?' -- the plain reading (``can_slow``) and the compiled check
    (``can``) both give the answer the effect language's rules give: a list, seq, or and then can when one
    part can; each_car when the effect can in a car meeting the condition (that car counting as "here"); an
    if by its condition (else: the else part, or nothing); a decision when it has an option."""
    s = _position()
    c = effects.ctx(0, "talk")
    assert effects.can_slow(s, effect, c) is answer
    assert effects.can(s, effect, c) is answer


def test_without_locomotive_tokens_the_train_cannot_speed_up():
    s = _position()
    s.loco_tokens = []
    c = effects.ctx(0, "talk")
    assert not effects.can_slow(s, SPEED, c) and not effects.can(s, SPEED, c)


def test_the_plain_reading_knows_no_unknown_step():
    """The reading answers 'no' for a primitive no rules module registers (the compiled check refuses it)."""
    assert effects.can_slow(_position(), {"do": "fly"}, effects.ctx(0, "talk")) is False


def test_a_malformed_effect_fails_in_the_compiled_check_as_in_the_reading():
    """Data files never hold an effect with a parameter missing (``data.py`` refuses it); asked anyway, the
    compiled check falls back to the plain reading and fails as it does: a status change without its new
    status names the missing parameter."""
    s = _position()
    c = effects.ctx(0, "talk")
    for check in (effects.can_slow, effects.can):
        with pytest.raises(KeyError, match="to"):
            check(s, {"do": "status", "from": ["calm"]}, c)


def test_steps_lists_every_primitive_of_every_part():
    """Every primitive of an effect: the parts of a list, seq, or and then, an if's do and else, each_car's do."""
    e = [{"or": [SPEED, {"then": [TIRE]}]}, {"seq": [SCARE]},
         {"if": MONSTER_HERE, "do": KILL_HERE, "else": FULL_HEALTH}, {"each_car": MONSTER_HERE, "do": SPEED}]
    assert list(effects.steps(e)) == [SPEED, TIRE, SCARE, KILL_HERE, FULL_HEALTH, SPEED]


def test_an_or_with_one_possible_part_does_it_without_asking():
    """A choice with a single part that would change something is no choice: that part is done at once."""
    s = _position()
    _settled(s, {"or": [FULL_HEALTH, TIRE]})
    assert s.stack == [] and s.inv[0].stamina == s.comp.health_max - 1


def test_an_or_with_two_possible_parts_asks_and_the_answer_does_that_part():
    """Two parts would change something: the player is asked (the options are the two parts) and the part
    chosen is done, the other not."""
    s = _position()
    sanity = s.inv[0].sanity
    _settled(s, {"or": [TIRE, FULL_HEALTH, SCARE]})
    assert s.legal_actions() == [ChooseOption(0), ChooseOption(2)]
    ev = []
    effects.choose(s, ChooseOption(2), ev)
    effects.settle(s, ev)
    assert s.stack == [] and s.inv[0].sanity == sanity - 1 and s.inv[0].stamina == s.comp.health_max


def test_a_decision_without_options_is_dropped_and_logged_under_its_section():
    """'As much as possible': a decision nothing can answer is dropped, and the log says so under the section
    of the effect; an or whose parts all change nothing is dropped silently."""
    s = _position()
    ev = _settled(s, KILL_HERE, rule="fight")
    assert s.stack == []
    assert [(e.rule, e.text) for e in ev] == [("fight", "Nothing more can be done for this part.")]
    ev = _settled(s, {"or": [FULL_HEALTH]}, rule="fight")
    assert s.stack == [] and ev == []


def test_a_decision_with_one_option_is_taken_at_once():
    """The only monster anywhere is killed without a question."""
    s = _position()
    _settled(s, {"do": "kill", "n": 1, "where": "any"})
    assert s.stack == [] and s.monsters == []


def test_each_car_does_the_effect_in_every_car_meeting_the_condition():
    """each_car goes car by car from the Locomotive: both cars with a monster by them get the effect, with
    that car as "here" (the Doctor's own car has none)."""
    s = _position([("red", 3), ("blue", 5)])
    _settled(s, {"each_car": MONSTER_HERE, "do": KILL_HERE})
    assert s.stack == [] and s.monsters == []


def test_then_does_only_the_first_part_that_can_happen():
    s = _position()
    sanity = s.inv[0].sanity
    _settled(s, {"then": [FULL_HEALTH, TIRE, SCARE]})
    assert s.inv[0].stamina == s.comp.health_max - 1 and s.inv[0].sanity == sanity
    ev = _settled(s, {"then": [FULL_HEALTH]})
    assert [(e.rule, e.text) for e in ev] == [("effects", "None of the options can happen.")]


def test_if_does_its_part_by_the_condition():
    """The condition holds: do; it does not: else, or nothing (logged under the effects section)."""
    s = _position()
    sanity = s.inv[0].sanity
    _settled(s, {"if": {"monster_here": False}, "do": TIRE, "else": SCARE})
    assert s.inv[0].stamina == s.comp.health_max - 1 and s.inv[0].sanity == sanity
    _settled(s, {"if": MONSTER_HERE, "do": TIRE, "else": SCARE})
    assert s.inv[0].stamina == s.comp.health_max - 1 and s.inv[0].sanity == sanity - 1
    ev = _settled(s, {"if": MONSTER_HERE, "do": TIRE})
    assert [(e.rule, e.text) for e in ev] == [("effects", "The condition is not met; that part is skipped.")]
