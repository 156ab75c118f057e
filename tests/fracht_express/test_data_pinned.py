"""FrachtExpress component data checks that mutation testing found unpinned (issue 21): each broken field of
``cards.json`` / ``stations.json`` is refused with a :class:`~rulebook.DataError` naming that file and that
field (never a Python error, never another file), and the bounds of the checks hold at their edges."""
import json
import shutil

import pytest

import rulebook
from rulebook import DataError
from rulebook.fracht_express.data import DATA_DIR, distinct_turns, load_components

FX = rulebook.GAMES["fracht_express"]


def _set(path, value):
    def edit(doc):
        *head, last = path
        for k in head:
            doc = doc[k]
        doc[last] = value
    return edit


def _crossings(n):
    """Exactly ``n`` crossings: the shipped five (cards 45-49) less the last ones, made plain straight cards."""
    def edit(doc):
        for c in doc["cards"][45 + n:]:
            c["crossing"] = False
    return edit


def _load(tmp_path, file, edit):
    d = tmp_path / "box"
    shutil.copytree(DATA_DIR, d)
    doc = json.loads((d / file).read_text("utf-8"))
    edit(doc)
    (d / file).write_text(json.dumps(doc), "utf-8")
    return FX.new_game(players=2, seed=5, data_dir=str(d))


BROKEN = [   # (file, edit, field named)
    ("cards.json", lambda d: d["cards"].pop(), "cards"),
    ("cards.json", _set(("cards", 3), ["D04"]), "cards[3]"),
    ("cards.json", _set(("cards", 3, "id"), 4), "cards[3].id"),
    ("cards.json", _set(("cards", 3, "id"), "D01"), "cards[3].id"),
    ("cards.json", _set(("cards", 3, "couple"), "K"), "cards[3].couple"),
    ("cards.json", _set(("cards", 3, "uncouple"), "J"), "cards[3].uncouple"),   # D04 is picked up in J
    ("cards.json", _set(("cards", 3, "value"), 1), "cards[3].value"),
    ("cards.json", _set(("cards", 3, "value"), 10), "cards[3].value"),
    ("cards.json", _set(("cards", 3, "action"), 6), "cards[3].action"),
    ("cards.json", _set(("cards", 3, "tracks"), {"edges": "NS", "ties": 4}), "cards[3].tracks"),
    ("cards.json", _set(("cards", 3, "tracks"), []), "cards[3].tracks"),
    ("cards.json", _set(("cards", 3, "tracks", 0), {"edges": "NS"}), "cards[3].tracks[0]"),
    ("cards.json", _set(("cards", 3, "tracks", 0, "edges"), "NN"), "cards[3].tracks[0].edges"),
    ("cards.json", _set(("cards", 3, "tracks", 0, "ties"), 1), "cards[3].tracks[0].ties"),
    ("cards.json", _set(("cards", 45, "tracks", 0, "ties"), 3), "cards[45].tracks[0].ties"),
    ("cards.json", _set(("cards", 45, "tracks"), [{"edges": "NS", "ties": 4}, {"edges": "EW", "ties": 4},
                                                 {"edges": "NE", "ties": 2}]), "cards[45].tracks"),
    ("cards.json", _set(("cards", 3, "tracks"), [{"edges": "NS", "ties": 4}, {"edges": "SN", "ties": 2}]),
     "cards[3].tracks"),
    ("cards.json", _crossings(4), "cards"),
    ("stations.json", _set(("stations", 2, "name"), ""), "stations[2]"),
    ("stations.json", _set(("stations", 2), {"letter": "C", "title": "x"}), "stations[2]"),
    ("stations.json", lambda d: d["stations"].pop(), "stations"),
    ("stations.json", lambda d: d["layout"].pop("J"), "layout"),
    ("stations.json", _set(("layout", "C"), [4, 0, 0]), "layout.C"),
    ("stations.json", _set(("layout", "C"), 4), "layout.C"),
    ("stations.json", _set(("layout", "C"), [4, 51]), "layout.C[1]"),
    ("stations.json", _set(("layout", "C"), [-51, 0]), "layout.C[0]"),
    ("stations.json", _set(("layout", "C"), [4, 3]), "layout"),
]


@pytest.mark.parametrize("file,edit,field", BROKEN, ids=[f"{f}:{x}:{i}" for i, (f, _, x) in enumerate(BROKEN)])
def test_a_broken_field_is_refused_naming_its_file_and_field(tmp_path, file, edit, field):
    """Every check of the component files: the broken field is named exactly, with the file it is in, in a
    DataError (not a TypeError, not the other file)."""
    with pytest.raises(DataError) as e:
        _load(tmp_path, file, edit)
    assert f"Data file '{file}', field '{field}':" in str(e.value), str(e.value)


def test_the_bounds_of_the_checks_are_inclusive(tmp_path):
    """The edges of the ranges are allowed: a car value 2 or 9, an action number 1 or 5, a track of 2 or 12
    ties, a station at -50 or 50; 1 to 6 tracks."""
    def edit(doc):
        cards = doc["cards"]
        cards[0]["value"], cards[1]["value"], cards[2]["action"], cards[3]["action"] = 2, 9, 1, 5
        cards[4]["tracks"] = [{"edges": "NS", "ties": 2}]
        cards[5]["tracks"] = [{"edges": "EW", "ties": 12}]
    st = _load(tmp_path, "cards.json", edit)
    assert st.comp.cards["D06"].tracks == ((1, 3, 12),)
    st = _load(tmp_path / "s", "stations.json", _set(("layout", "J"), [50, -50]))
    assert st.comp.layout["J"] == (50, -50)


def test_the_shipped_data_load():
    """The shipped set loads: 50 cards, five crossings, the ten stations in their layout, and a straight track
    has two distinct turns, a curve four."""
    comp = load_components()
    assert len(comp.cards) == 50 and sum(c.crossing for c in comp.cards.values()) == 5
    assert sorted(comp.layout) == list("ABCDEFGHIJ") and comp.layout["A"] == (4, 3)
    assert comp.station_names["A"] == "Start"
    assert distinct_turns(comp.cards["D01"]) == (0, 1)
    curve = next(c for c in comp.cards.values() if len(c.tracks) == 1 and c.tracks[0][:2] == (0, 1))
    assert distinct_turns(curve) == (0, 1, 2, 3)
