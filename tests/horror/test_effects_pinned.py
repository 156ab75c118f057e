"""The effect resolver refuses effect names it does not know (issue 21): a misspelt step in the engine or in a
data file raises DataError instead of silently doing nothing, and every primitive the data schema accepts is a
registered step."""
import json
import shutil

import pytest

from rulebook import DataError
from rulebook.horror import HORROR, effects
from rulebook.horror.data import DATA_DIR, PRIMITIVES
from rulebook.horror.scenario import ready


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
