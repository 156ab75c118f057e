"""First Class data files (rulebook ``data/``, issue 12 "Data folders"): what mutation testing found unpinned
(issue 21). A copy of the shipped files with one field broken raises DataError naming the file and the field;
an unchanged copy loads as the shipped set does."""
import pytest

from rulebook import DataError
from data_copies import edited_copy
from rulebook.first_class.data import DATA_DIR, load_components

ROUTE = 19      # base_cards.json: X-G20, a route card with one points station
CONTRACT = 0    # module_A.json: A-G01, a contract


def _folder(tmp_path, file=None, edit=None):
    """A copy of the shipped data, ``edit`` applied to the parsed ``file``; the folder allowed."""
    return edited_copy(DATA_DIR, tmp_path, file, edit)


def _refused(tmp_path, file, edit, field, problem):
    folder = _folder(tmp_path, file, edit)
    with pytest.raises(DataError) as err:
        load_components(folder)
    text = str(err.value)
    assert f"Data file '{file}', field '{field}': {problem}" in text, text


def test_an_unchanged_copy_loads_as_the_shipped_set(tmp_path):
    """A copy of the shipped files loads: every card as shipped -- symbols, a route card's stations (points or a
    bonus), a contract's requirement and bonus, the stand-in mark of modules B-E."""
    comp = load_components(_folder(tmp_path))
    assert len(comp.cards) == 72 + 5 * 24
    assert comp.cards["X-G20"].symbols == (("route", 0, 0),) and comp.cards["X-G20"].stations == (("points", 2),)
    assert comp.cards["X-B20"].stations == (("points", 4), ("bonus", (("upgrade_any", 1, 0),)))
    assert comp.cards["A-G01"].requirement == {"need": "cars_in_train", "n": 4}
    assert comp.cards["A-G01"].bonus == (("coins", 2, 0),)
    assert comp.cards["A-B02"].requirement == {"need": "car_value", "value": 2, "n": 4}
    assert comp.cards["B-G01"].stand_in and not comp.cards["X-G01"].stand_in
    assert sorted({c.module for c in comp.cards.values() if c.stand_in}) == ["B", "C", "D", "E"]
    assert comp.cards["X-R01"].symbols == (("upgrade", 1, 4),)


def _set(path, value):
    def edit(data):
        *head, last = path
        obj = data
        for k in head:
            obj = obj[k]
        obj[last] = value
    return edit


@pytest.mark.parametrize("file,path,value,field,problem", [
    ("board.json", ["starting_coins"], -1, "starting_coins", "expected a whole number from 0 to 12"),
    ("base_cards.json", ["cards", 0, "symbols", 0, "n"], 31, "cards[0].symbols[0].n", "expected a whole number from 1 to 30"),
    ("base_cards.json", ["cards", 0, "symbols", 0], {"do": "upgrade", "n": 1, "from": 12},
     "cards[0].symbols[0].from", "an upgrade starts from one of"),
    ("base_cards.json", ["cards", 0, "symbols", 0], {"do": "car", "n": 1, "colour": "red"},
     "cards[0].symbols[0]", "unknown keys ['colour']"),
    ("base_cards.json", ["cards", ROUTE, "stations"], [{"points": 1}] * 5, f"cards[{ROUTE}].stations",
     "a route card has 1 to 4 stations"),
    ("base_cards.json", ["cards", ROUTE, "stations"], [{"points": 0}], f"cards[{ROUTE}].stations[0].points",
     "expected a whole number from 1 to 50"),
    ("base_cards.json", ["cards", ROUTE, "symbols"], [{"do": "car", "n": 1}], f"cards[{ROUTE}].symbols",
     "a route card's only symbol"),
    ("base_cards.json", ["cards", 0, "symbols"], [{"do": "route"}], "cards[0].symbols",
     "only route cards carry the 'route' symbol"),
    ("module_A.json", ["cards", CONTRACT, "requirement"], {"need": "flying", "n": 1},
     f"cards[{CONTRACT}].requirement", "'need' must be one of"),
    ("module_A.json", ["cards"], {"X-G01": {}}, "cards", "expected an object with a list 'cards'"),
    ("module_A.json", ["module"], "B", "module", "expected 'A'"),
    ("module_A.json", ["cards", 0], ["A-G01"], "cards[0]", "expected an object"),
    ("module_A.json", ["cards", 0, "id"], "", "cards[0].id", "expected a non-empty text id"),
    ("module_A.json", ["cards", 0, "colour"], "purple", "cards[0].colour", "expected one of green, blue, red"),
    ("module_A.json", ["cards", 0, "type"], "ship", "cards[0].type", "expected one of car, conductor"),
])
def test_a_broken_field_is_refused_naming_its_file_and_field(tmp_path, file, path, value, field, problem):
    """A field out of the schema (``data/README.md``) is refused with a DataError naming the file, the field and
    then what was expected."""
    _refused(tmp_path, file, _set(path, value), field, problem)
