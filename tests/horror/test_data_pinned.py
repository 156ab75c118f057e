"""Horror component data (``rulebook/horror/data``): what mutation testing found unpinned (issue 21).

A copy of the shipped files with one field broken raises DataError naming the file, the field and the problem;
a copy with an optional part added that is well formed loads."""
import pytest

from rulebook import DataError
from data_copies import edited_copy
from rulebook.horror.data import DATA_DIR, load_components


def _folder(tmp_path, file=None, edit=None):
    """A copy of the shipped data, ``edit`` applied to the parsed ``file``; the folder allowed."""
    return edited_copy(DATA_DIR, tmp_path, file, edit)


def _refused(tmp_path, file, edit, field, problem):
    with pytest.raises(DataError) as err:
        load_components(_folder(tmp_path, file, edit))
    text = str(err.value)
    assert f"Data file '{file}', field '{field}': {problem}" in text, text


def _first_skill(data):
    return data["investigators"][0]["skills"][0]


def test_an_effect_is_an_object_or_a_list(tmp_path):
    """A skill whose effect is a bare word is refused where the effect stands."""
    def edit(data):
        _first_skill(data)["effect"] = {"seq": ["gain"]}
    _refused(tmp_path, "investigators.json", edit, "investigators[0].skills[0].effect.seq[0]",
             "an effect is an object or a list of effects")


def test_a_primitive_without_a_required_parameter_names_it(tmp_path):
    """'gain' has no default for what is gained: leaving it out is refused at that parameter."""
    def edit(data):
        _first_skill(data)["effect"] = {"do": "gain", "n": 1}
    _refused(tmp_path, "investigators.json", edit, "investigators[0].skills[0].effect.what",
             "'gain' needs the parameter 'what'")


def test_the_train_has_six_cars_behind_the_locomotive(tmp_path):
    def edit(data):
        data["cars"].pop()
    _refused(tmp_path, "table.json", edit, "cars", "the train has exactly six cars behind the Locomotive")


def test_the_regular_rest_tile_is_required(tmp_path):
    def edit(data):
        del data["rest_tiles"]["regular"]
    _refused(tmp_path, "investigators.json", edit, "rest_tiles", "needs the 'regular' rest tile")


def test_a_quest_payment_is_checked_as_an_effect_of_the_clue_file(tmp_path):
    """A quest card's payment is an effect: a misspelt step in it is refused naming clues.json and the quest."""
    def edit(data):
        data["quests"]["Q_tome"]["pay"] = {"do": "pay_up"}
    _refused(tmp_path, "clues.json", edit, "quests.Q_tome.pay", "unknown effect 'pay_up'")


def test_an_incantation_mode_is_list_card_or_fade(tmp_path):
    def edit(data):
        data["rituals"][1]["incantation"]["mode"] = "chant"
    _refused(tmp_path, "rituals.json", edit, "rituals[1].incantation.mode", "list, card or fade")


def test_a_ritual_may_have_a_setup_effect_which_is_checked(tmp_path):
    """A ritual's optional setup effect: a well-formed one loads, a misspelt step in it is refused there."""
    def good(data):
        data["rituals"][0]["setup"] = {"do": "essence_pool", "n": 1}
    comp = load_components(_folder(tmp_path, "rituals.json", good))
    assert comp.rituals[comp.ritual_ids[0]]["setup"] == {"do": "essence_pool", "n": 1}

    def bad(data):
        data["rituals"][0]["setup"] = {"do": "essence_pol", "n": 1}
    with pytest.raises(DataError) as err:
        load_components(_folder(tmp_path / "bad", "rituals.json", bad))
    assert "Data file 'rituals.json', field 'rituals[0].setup': unknown effect 'essence_pol'" in str(err.value)


def test_an_investigators_starting_track_values_default_to_seven(tmp_path):
    """investigators.json: ``stamina_start``, ``health_start`` and ``health_max`` may be left out of a data set;
    each then reads as 7, the value of the shipped box, and a value given is used as given."""
    def drop(data):
        for k in ("stamina_start", "health_start", "health_max"):
            del data[k]
    comp = load_components(_folder(tmp_path, "investigators.json", drop))
    tables = [getattr(comp, k, None) for k in ("stamina_start", "health_start", "health_max")]
    assert tables == [7, 7, 7], tables
    comp = load_components(_folder(tmp_path / "given", "investigators.json", lambda d: d.update(health_start=5)))
    assert (comp.stamina_start, comp.health_start, comp.health_max) == (7, 5, 7)
