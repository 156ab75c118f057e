"""The shared core: seeded RNG, messages, errors, option checking, loading saves and data files.

Option, save and data problems must raise the project's own errors (all of
them ``ValueError``), and each message must say what is wrong: the allowed
values for a bad option, the field for a bad save, the file and field for a
bad data file. Loading never evaluates anything.
"""
from __future__ import annotations

import json
import re
import shutil
from collections import Counter
from pathlib import Path

import pytest

import rulebook
from rulebook import (ConfigError, DataError, IllegalAction, LoadError, NothingToUndo, RuleViolation,
                      RulebookError)
from rulebook.core import FORMAT, FORMAT_VERSION, Rng
from rulebook.first_class.data import DATA_DIR, load_components
from rulebook.i18n import Msg, Seat, translate

FC = rulebook.GAMES["first_class"]
ROOT = Path(rulebook.__file__).parent


# --------------------------------------------------------------------------- Rng
def test_rng_is_splitmix64():
    r = Rng(0)
    assert r.next64() == 0xE220A8397B1DCDAF  # the published first outputs of SplitMix64 from seed 0
    assert r.next64() == 0x6E789E6AA1B965F4


def test_rng_deterministic_and_seed_dependent():
    a, b, c = Rng(7), Rng(7), Rng(8)
    xs = [a.below(1000) for _ in range(50)]
    assert xs == [b.below(1000) for _ in range(50)]
    assert xs != [c.below(1000) for _ in range(50)]
    assert a.state == b.state
    # the whole state is one integer: copying it continues the stream
    d = Rng(0)
    d.state = a.state
    assert [d.next64() for _ in range(5)] == [a.next64() for _ in range(5)]
    assert Rng(-1).state == 2 ** 64 - 1 and Rng(2 ** 64 + 5).state == 5


@pytest.mark.parametrize("n", [1, 2, 3, 6, 7, 10, 1000, 2 ** 32 + 1, 2 ** 63 + 5, 2 ** 64])
def test_rng_below_in_range(n):
    r = Rng(n)
    for _ in range(300):
        assert 0 <= r.below(n) < n


@pytest.mark.parametrize("n", [0, -1])
def test_rng_below_needs_positive(n):
    with pytest.raises(ValueError):
        Rng(1).below(n)


@pytest.mark.parametrize("n", [2, 6, 10])
def test_rng_below_roughly_uniform(n):
    r = Rng(12345 + n)
    draws = 6000 * n
    counts = Counter(r.below(n) for _ in range(draws))
    expected = draws / n
    assert set(counts) == set(range(n))
    chi2 = sum((counts[k] - expected) ** 2 / expected for k in range(n))
    assert chi2 < 3 * n + 20, (chi2, counts)  # far below anything a biased generator would give


def test_rng_shuffle_is_a_permutation():
    items = list(range(52))
    r = Rng(3)
    firsts = Counter()
    for _ in range(400):
        deck = list(items)
        r.shuffle(deck)
        assert sorted(deck) == items
        firsts[deck[0]] += 1
    assert len(firsts) > 40  # every card can come first
    a, b = list(items), list(items)
    Rng(9).shuffle(a)
    Rng(9).shuffle(b)
    assert a == b != items
    for short in ([], [1]):
        lst = list(short)
        Rng(1).shuffle(lst)
        assert lst == short


# --------------------------------------------------------------------------- Msg
def test_msg_renders_params_and_seats():
    m = Msg("{player} scores {n} points.", {"player": Seat(1), "n": 3})
    assert m.text() == "Player 2 scores 3 points." == str(m)
    inner = Msg("a {what} car", {"what": "blue"})
    outer = Msg("{player} wants {thing}.", {"player": Seat(0), "thing": inner})
    assert outer.text("en") == "Player 1 wants a blue car."
    assert Msg("No params at all {here}.").text() == "No params at all {here}."


def test_msg_json_round_trip():
    m = Msg("{player} wants {thing} x{n}.", {"player": Seat(3), "thing": Msg("a {w} car", {"w": "red"}), "n": 2})
    d = json.loads(json.dumps(m.to_dict()))
    back = Msg.from_dict(d)
    assert back == m and hash(back) == hash(m)
    assert back.text() == m.text() == "Player 4 wants a red car x2."
    assert Msg("x", {"n": 1}) != Msg("x", {"n": 2})
    assert Msg("x") != "x"


def test_unknown_language_falls_back_to_english():
    m = Msg("{player} scores {n} points.", {"player": Seat(0), "n": 1})
    assert m.text("xx") == "Player 1 scores 1 points."
    assert translate("Some id nobody translated.", "es") == "Some id nobody translated."


def test_event_round_trip():
    s = FC.new_game(players=2, seed=1)
    for e in s.log:
        d = json.loads(json.dumps(e.to_dict()))
        again = type(e).from_dict(d)
        assert again.text == e.text and again.rule == e.rule and again.player == e.player



def test_log_event_builds_the_message_when_read():
    """A log line keeps its message id and parameters and builds the Msg on first read: the same message an
    eager ``Event(Msg(...))`` would hold, with the player's seat among the parameters, built once."""
    from rulebook.core import Event, log_event
    from rulebook.i18n import NN_
    e = log_event(NN_("{player} scores {n} point.", "{player} scores {n} points."), {"n": 2}, "scoring", 1)
    eager = Event(Msg(NN_("{player} scores {n} point.", "{player} scores {n} points."),
                      {"n": 2, "player": Seat(1)}), "scoring", 1)
    assert e.msg == eager.msg and e.msg.plural == eager.msg.plural
    assert e.msg is e.msg   # built once
    assert e.text == "Player 2 scores 2 points." and e.to_dict() == eager.to_dict()
    assert log_event("Plain.", {}, "turn").msg.params == {}


def test_every_log_line_passes_a_fresh_parameter_dict():
    """``State.event`` (and ``log_event``) takes the parameters as the event's own and adds ``player`` to them when the message is
    read, so a rules module must hand over a new dict literal on every call (a shared dict would change lines
    logged earlier). (core.py only defines the two and forwards one to the other.)"""
    import ast
    bad = []
    for path in Path(rulebook.__file__).parent.rglob("*.py"):
        if path.name == "core.py" and path.parent == Path(rulebook.__file__).parent:
            continue
        for n in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(n, ast.Call) and len(n.args) > 1 and (
                    (isinstance(n.func, ast.Attribute) and n.func.attr == "event")
                    or (isinstance(n.func, ast.Name) and n.func.id == "log_event")):
                if not isinstance(n.args[1], ast.Dict):
                    bad.append(f"{path.name}:{n.lineno}")
    assert not bad, bad

# --------------------------------------------------------------------------- errors
@pytest.mark.parametrize("cls", [RulebookError, IllegalAction, ConfigError, LoadError, DataError, NothingToUndo])
def test_errors_are_value_errors(cls):
    assert issubclass(cls, ValueError) and issubclass(cls, RulebookError)


def test_illegal_action_carries_violation():
    v = RuleViolation("turn", Msg("Not now."))
    e = IllegalAction(v)
    assert e.violation is v and str(e) == "Not now." and e.text("en") == "Not now."
    assert str(v) == "[turn] Not now."


def test_nothing_to_undo():
    s = FC.new_game(players=2, seed=1)
    with pytest.raises(NothingToUndo):
        s.undo()


# --------------------------------------------------------------------------- ConfigError
def _config_error(**kw) -> str:
    kw.setdefault("players", 3)
    with pytest.raises(ConfigError) as info:
        FC.new_game(**kw)
    assert isinstance(info.value, ValueError)
    return str(info.value)


def test_unknown_option_lists_the_options():
    msg = _config_error(colour="red")
    assert "colour" in msg
    for name in FC.OPTIONS:
        assert name in msg


@pytest.mark.parametrize("players", [0, 1, 5, "3", True, None, 3.0])
def test_players_out_of_range(players):
    msg = _config_error(players=players)
    assert "2 to 4" in msg
    assert repr(players) in msg


@pytest.mark.parametrize("modules", [("A",), ("A", "B", "C"), ("A", "A"), "Z", ("A", "Z"), "", 5])
def test_bad_modules(modules):
    msg = _config_error(modules=modules)
    assert "A, B, C, D, E" in msg


def test_good_modules_in_any_form():
    for modules in (("B", "A"), ["C", "E"], "DE"):
        s = FC.new_game(players=2, seed=1, modules=modules)
        assert sorted(s.options["modules"]) == sorted(modules)


def test_unknown_ruling_lists_rulings():
    msg = _config_error(rulings={"free_lunch": True})
    assert "free_lunch" in msg
    for name in FC.RULINGS:
        assert name in msg


@pytest.mark.parametrize("name", sorted(rulebook.first_class.RULINGS))
def test_bad_ruling_value_lists_values(name):
    msg = _config_error(rulings={name: "sometimes"})
    assert name in msg and "sometimes" in msg
    for allowed in FC.RULINGS[name].choices:
        assert repr(allowed) in msg


@pytest.mark.parametrize("kw", [{"seed": "7"}, {"seed": True}, {"seed": 1.5}, {"start_player": 3},
                                {"start_player": -1}, {"start_player": True}, {"data_dir": 7}])
def test_other_bad_options(kw):
    _config_error(**kw)


# --------------------------------------------------------------------------- LoadError
def _save(n_actions=8, seed=4, players=3):
    s = FC.new_game(players=players, seed=seed)
    for _ in range(n_actions):
        s.apply(s.legal_actions()[0])
    return s


def _load_error(data) -> str:
    text = data if isinstance(data, str) else json.dumps(data)
    with pytest.raises(LoadError) as info:
        FC.from_json(text)
    assert isinstance(info.value, ValueError)
    return str(info.value)


@pytest.fixture(scope="module")
def save() -> dict:
    return json.loads(_save().to_json())


def _tampered(save, fn):
    d = json.loads(json.dumps(save))
    fn(d)
    return d


def test_good_save_loads(save):
    text = json.dumps(save, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    assert FC.from_json(text).to_json() == text
    assert save["format"] == FORMAT and save["version"] == FORMAT_VERSION and save["game"] == FC.NAME


@pytest.mark.parametrize("text", ["", "not json", "{", "[1, 2", "{'a': 1}", "NaN garbage"])
def test_not_json(text):
    assert "JSON" in _load_error(text)


@pytest.mark.parametrize("text", ["[]", "[1, 2]", "3", "\"save\"", "null"])
def test_json_but_not_an_object(text):
    assert "top level" in _load_error(text)


@pytest.mark.parametrize("field,value", [("format", "something-else"), ("format", None), ("version", 0),
                                         ("version", "1"), ("game", "horror"), ("game", None)])
def test_wrong_header(save, field, value):
    msg = _load_error(_tampered(save, lambda d: d.__setitem__(field, value)))
    assert f"'{field}'" in msg


@pytest.mark.parametrize("field", ["base", "actions", "state"])
@pytest.mark.parametrize("how", ["missing", "wrong kind"])
def test_missing_parts(save, field, how):
    def f(d):
        if how == "missing":
            del d[field]
        else:
            d[field] = "x"
    msg = _load_error(_tampered(save, f))
    assert f"'{field}'" in msg


@pytest.mark.parametrize("bad,expect", [
    ({"type": "Teleport"}, "Teleport"),
    ({"type": "__import__('os').system('echo hacked')"}, "unknown action type"),
    ({"no_type": 1}, "not an action"),
    ("EndTurn()", "not an action"),
    ({"type": "TakeCard"}, "lacks 'card'"),
    ({"type": "TakeCard", "card": {"__class__": "x"}}, "wrong kind"),
    ({"type": "EndTurn", "extra": 1}, "unknown keys"),
])
def test_malformed_action(save, bad, expect):
    msg = _load_error(_tampered(save, lambda d: d["actions"].__setitem__(2, bad)))
    assert "actions[2]" in msg and expect in msg


def test_illegal_action_in_history(save):
    # actions 0-2 are the draft of a 3-player game; actions[3] is the first turn, where ending the turn is illegal
    msg = _load_error(_tampered(save, lambda d: d["actions"].__setitem__(3, {"type": "EndTurn"})))
    assert "actions[3]" in msg and "not legal" in msg


def test_tampered_state_names_the_field(save):
    def f(d):
        d["state"]["players"][0]["score"] += 5
    assert "state.players[0].score" in _load_error(_tampered(save, f))

    def g(d):
        d["state"]["rng"] += 1
    assert "state.rng" in _load_error(_tampered(save, g))


@pytest.mark.parametrize("what,fn,expect", [
    ("negative coins", lambda b: b["players"][0].__setitem__("coins", [-1, 0, 0]), "coins"),
    ("too many coins", lambda b: b["players"][1].__setitem__("coins", [5, 5, 3]), "coins"),
    ("car value 3", lambda b: b["players"][0]["trains"][0].__setitem__(0, 3), "value 3"),
    ("rising cars", lambda b: b["players"][0]["trains"][1].extend([1]), "to its left"),
    ("eleven cards", lambda b: b["players"][0]["trains"][0].extend([0] * 10), "1 to 10 cards"),
    ("card in two places", lambda b: b["removed"].append(b["piles"][0][0]), "one place"),
    ("unknown phase", lambda b: b.__setitem__("phase", "lunch"), "phase"),
    ("score as text", lambda b: b["players"][0].__setitem__("score", "12"), "players[0].score"),
    ("not an object", lambda b: b.clear(), "base"),
])
def test_tampered_base_names_the_problem(save, what, fn, expect):
    msg = _load_error(_tampered(save, lambda d: fn(d["base"])))
    assert "base" in msg and expect in msg, (what, msg)


def test_loading_a_copy_of_another_game_is_refused(save):
    other = json.loads(_save(seed=5).to_json())
    msg = _load_error(_tampered(save, lambda d: d.__setitem__("state", other["state"])))
    assert "state." in msg


FORBIDDEN = [r"\beval\(", r"\bexec\(", r"pickle", r"yaml\.load\(", r"\bmarshal\b", r"__import__\("]


def test_no_code_evaluation_anywhere_in_the_engine():
    """Saves and data files are plain JSON: nothing under rulebook/ evaluates or unpickles."""
    offenders = []
    for path in sorted(ROOT.rglob("*.py")):
        for i, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            for pat in FORBIDDEN:
                if re.search(pat, line):
                    offenders.append(f"{path.relative_to(ROOT.parent)}:{i}: {line.strip()}")
    assert not offenders, "\n".join(offenders)


# --------------------------------------------------------------------------- DataError
def _data_copy(tmp_path) -> Path:
    d = tmp_path / "data"
    shutil.copytree(DATA_DIR, d)
    return d


def _edit(path: Path, fn):
    data = json.loads(path.read_text(encoding="utf-8"))
    fn(data)
    path.write_text(json.dumps(data, indent=1), encoding="utf-8")


def _data_error(d: Path) -> str:
    with pytest.raises(DataError) as info:
        FC.new_game(players=2, seed=1, data_dir=str(d))
    assert isinstance(info.value, ValueError)
    return str(info.value)


def test_unchanged_copy_of_the_data_loads(tmp_path):
    d = _data_copy(tmp_path)
    s = FC.new_game(players=2, seed=1, data_dir=str(d))
    assert s.comp.fingerprint == load_components().fingerprint
    t = s.to_json()
    assert FC.from_json(t).to_json() == t


def _first_symbol_card(data):
    return next(i for i, c in enumerate(data["cards"]) if c.get("symbols"))


def _break_do(data):
    i = _first_symbol_card(data)
    data["cards"][i]["symbols"][0]["do"] = "do"
    return f"cards[{i}].symbols[0]"


def _break_n(data):
    i = _first_symbol_card(data)
    del data["cards"][i]["symbols"][0]["n"]
    return f"cards[{i}].symbols[0].n"


def _break_dup(data):
    data["cards"][5]["id"] = data["cards"][4]["id"]
    return "cards[5].id"


def _break_count(data):
    i = next(i for i, c in enumerate(data["cards"]) if c["colour"] == "green")
    del data["cards"][i]
    return "cards"


def _break_colour(data):
    data["cards"][0]["colour"] = "purple"
    return "cards[0].colour"


def _break_tiles(data):
    t = data["locomotive_tiles"]
    t[1], t[2] = t[2], t[1]
    return "locomotive_tiles"


def _break_tile_value(data):
    data["locomotive_tiles"][3]["value"] = "nine"
    return "locomotive_tiles[3].value"


def _break_coin_columns(data):
    data["coin_columns"] = [5, 5, 3]
    return "coin_columns"


def _break_ge_counts(data):
    data["cards"][2]["counts"] = "mail"
    return "cards[2].counts"


def _break_requirement(data):
    i = next(i for i, c in enumerate(data["cards"]) if c["type"] == "contract")
    data["cards"][i]["requirement"]["need"] = "luck"
    return f"cards[{i}].requirement"


@pytest.mark.parametrize("file,breaker", [
    ("base_cards.json", _break_do),
    ("base_cards.json", _break_n),
    ("base_cards.json", _break_dup),
    ("base_cards.json", _break_count),
    ("base_cards.json", _break_colour),
    ("module_A.json", _break_requirement),
    ("module_C.json", _break_do),
    ("board.json", _break_tiles),
    ("board.json", _break_tile_value),
    ("board.json", _break_coin_columns),
    ("game_end_cards.json", _break_ge_counts),
], ids=lambda x: x if isinstance(x, str) else x.__name__)
def test_broken_data_field(tmp_path, file, breaker):
    d = _data_copy(tmp_path)
    fields = []
    _edit(d / file, lambda data: fields.append(breaker(data)))
    msg = _data_error(d)
    assert f"'{file}'" in msg and f"'{fields[0]}'" in msg, msg


@pytest.mark.parametrize("file", ["base_cards.json", "board.json", "module_B.json", "game_end_cards.json"])
def test_invalid_json_data_file(tmp_path, file):
    d = _data_copy(tmp_path)
    (d / file).write_text('{"cards": [', encoding="utf-8")
    msg = _data_error(d)
    assert f"'{file}'" in msg and "JSON" in msg


def test_missing_data_file(tmp_path):
    d = _data_copy(tmp_path)
    (d / "module_E.json").unlink()
    msg = _data_error(d)
    assert "'module_E.json'" in msg and "missing" in msg


# --------------------------------------------------------------------------- one fast path (issue 33)
@pytest.mark.parametrize("name", sorted(rulebook.GAMES))
def test_no_game_forks_the_protocols_hot_path(name):
    """The protocol's hot path is the core's own: no game's state class defines its own ``apply``,
    ``legal_actions``, ``_legal_set``, ``copy`` or ``undo`` (a game gives hooks -- ``_legal``, ``_do``,
    ``_copy_position``, its loader -- and is fast through the core's code)."""
    from rulebook.core import State
    cls = rulebook.GAMES[name].State
    forked = [m for m in ("apply", "legal_actions", "_legal_set", "copy", "undo")
              for k in cls.__mro__ if k is not State and k is not object and m in vars(k)]
    assert forked == []


def _index_actions():
    from dataclasses import dataclass
    from rulebook.core import Action

    @dataclass(frozen=True, slots=True)
    class Lay(Action):
        x: int

    @dataclass(frozen=True, slots=True)
    class Pass(Action):
        n: int = 0
    return Lay, Pass


def test_legal_index_finds_by_identity_then_by_value_keeping_the_last_of_equals():
    """``LegalIndex.get`` hands back the very object when it is listed, else the listed action equal to it (the
    last of equal ones, as a dictionary keeps), else the default; an unhashable value raises TypeError (``explain``
    turns that into "not an action of this game"). It is a list of the actions in their order."""
    from rulebook.core import LegalIndex
    Lay, Pass = _index_actions()
    a, b1, b2 = Lay(1), Pass(0), Pass(0)
    ix = LegalIndex([a, b1, b2])
    assert ix == [a, b1, b2] and ix[:] == [a, b1, b2] and type(ix[:]) is list
    assert ix.get(a) is a and ix.get(b1) is b1
    assert ix.get(Pass(0)) is b2 and ix.get(Lay(1)) is a
    assert ix.get(Lay(2)) is None and ix.get(Lay(2), "no") == "no"
    assert Pass(0) in ix and Lay(3) not in ix
    with pytest.raises(TypeError):
        ix.get([1])


def test_legal_index_head_answers_its_run_of_one_type_without_scanning_it():
    """With ``head=(n, kind, find)``, an action of type ``kind`` is answered by ``find`` alone (whatever the first n
    entries hold), any other action from the rest of the list only."""
    from rulebook.core import LegalIndex
    Lay, Pass = _index_actions()
    lays = [Lay(1), Lay(2)]
    p = Pass(3)
    asked = []

    def find(a):
        asked.append(a)
        return lays[0] if a.x == 7 else None   # the listing's own data says Lay(7) stands for lays[0]
    ix = LegalIndex(lays + [p], (2, Lay, find))
    assert ix.get(Lay(7)) is lays[0] and ix.get(lays[1]) is None and asked == [Lay(7), lays[1]]
    assert ix.get(p) is p and ix.get(Pass(3)) is p and ix.get(Pass(1)) is None
    assert len(asked) == 2


@pytest.mark.parametrize("name", sorted(rulebook.GAMES))
def test_apply_takes_an_equal_action_as_the_listed_one_and_refuses_others_unchanged(name):
    """``apply`` of an action equal to a listed one (not the listed object: rebuilt from its JSON) stores the
    listed object and gives the same position as applying that object; an illegal action raises IllegalAction
    and changes nothing, the legal list included."""
    import random
    game = rulebook.GAMES[name]
    n = 2 if 2 in game.PLAYERS else game.PLAYERS.start
    for seed in range(3):
        s, t = game.new_game(players=n, seed=seed), game.new_game(players=n, seed=seed)
        rng = random.Random(seed)
        for _ in range(30):
            if s.is_over:
                break
            legal = s.legal_actions()
            a = rng.choice(legal)
            twin = game.action_from_dict(a.to_dict())
            assert twin is not a and twin == a
            s.apply(twin)
            t.apply(t.legal_actions()[legal.index(a)])
            assert s.history[-1] in legal and any(s.history[-1] is x for x in legal)
            assert s.to_json() == t.to_json()
        if not s.is_over:
            before, legal = s.to_json(), s.legal_actions()
            with pytest.raises(IllegalAction):
                s.apply(object())
            assert s.to_json() == before and s.legal_actions() == legal


@pytest.mark.parametrize("name", sorted(rulebook.GAMES))
def test_a_state_is_loaded_through_the_core_skeleton(name):
    """Every game's dump loads back through ``State._load`` (the core's skeleton around the game's loader): the
    same position, its log included; something other than a dict is refused naming the field 'state'."""
    import random
    game = rulebook.GAMES[name]
    s = game.new_game(players=max(game.PLAYERS.start, 2), seed=4)
    rng = random.Random(4)
    for _ in range(20):
        if s.is_over:
            break
        s.apply(rng.choice(s.legal_actions()))
    back = type(s)._load(s._dump())
    assert back._dump() == s._dump() and back.legal_actions() == s.legal_actions()
    with pytest.raises(LoadError) as err:
        type(s)._load(["not", "a", "dump"])
    assert err.value.field == "state"
