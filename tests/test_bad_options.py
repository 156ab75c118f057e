"""Bad options to ``new_game`` (issue #12 "Options", issue #13 "set-up code copied per game").

Requirement: every option of every game is an :class:`~rulebook.core.Option`, checked once in
``core.Game``; any bad option -- unknown name, wrong type, value outside the allowed ones, a bad
seed, a ``rulings`` that is not a mapping of known rulings to allowed values -- raises
:class:`~rulebook.ConfigError` with one sentence naming the option, never a Python error.
"""
from __future__ import annotations

import dataclasses
import os

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import rulebook
from rulebook import ConfigError
from rulebook.core import Option

QUICK = os.environ.get("RULEBOOK_QUICK", "1") != "0"
GAMES = sorted(rulebook.GAMES)
ODD = [None, True, False, 0, -1, 5, 10 ** 18, 1.5, "", "abc", "A", "B", "black_magic", [], {}, [1], ["A", "B"],
       [["A"], "B"], ("A", "C"), {"x": 1}, {"supply_out": 1}, [[[[[]]]]], b"bytes", "x" * 500, {1: 2}]


def _players(game):
    return 3 if 3 in game.PLAYERS else game.PLAYERS.start


def _names_an_option(msg: str, opts: dict) -> bool:
    low = msg.lower()
    return any(str(k).lower()[:60] in low for k in opts) or "option" in low or "ruling" in low


@pytest.mark.parametrize("name", GAMES)
def test_options_are_option_objects(name):
    """Issue #13: OPTIONS maps each name to a frozen Option whose default it accepts unchanged."""
    game = rulebook.GAMES[name]
    for key, opt in game.OPTIONS.items():
        assert isinstance(opt, Option) and opt.name == key and opt.description
        with pytest.raises(dataclasses.FrozenInstanceError):
            opt.default = 1
    defaults = game.check_options({}, _players(game))
    assert set(defaults) == set(game.OPTIONS)


@pytest.mark.parametrize("name", GAMES)
def test_num_players(name):
    """Issue #13: every game's state says how many seats it has (the panel relies on it)."""
    game = rulebook.GAMES[name]
    for n in game.PLAYERS:
        assert game.new_game(players=n, seed=1).num_players == n


@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize("rulings, word", [(5, "rulings"), ("abc", "rulings"), ([("a", 1)], "rulings"),
                                           ({"no_such_ruling": 1}, "no_such_ruling"), ({("a",): 1}, "ruling")])
def test_bad_rulings(name, rulings, word):
    """Issue #12: rulings=5, rulings='abc' and unknown rulings raise ConfigError naming them (all games)."""
    game = rulebook.GAMES[name]
    with pytest.raises(ConfigError) as e:
        game.new_game(players=_players(game), seed=1, rulings=rulings)
    assert word in str(e.value)


@pytest.mark.parametrize("name", GAMES)
def test_bad_ruling_value(name):
    """Issue #12: a ruling value outside its allowed ones (or of another type, 1 for True) is refused by name."""
    game = rulebook.GAMES[name]
    ruling = next(iter(game.RULINGS))
    for bad in (object(), [1], "surely-not-allowed", 1.5):
        with pytest.raises(ConfigError) as e:
            game.new_game(players=_players(game), seed=1, rulings={ruling: bad})
        assert ruling in str(e.value)
    bools = [k for k, r in game.RULINGS.items() if True in r[0]]
    for k in bools:
        with pytest.raises(ConfigError):
            game.new_game(players=_players(game), seed=1, rulings={k: 1})


@pytest.mark.parametrize("name", GAMES)
def test_bad_seed_and_unknown_option(name):
    """Issue #12/#13: a seed must be an int (not a bool); an unknown option is named in the refusal."""
    game = rulebook.GAMES[name]
    for seed in (True, "7", 1.0, None):
        with pytest.raises(ConfigError, match="seed"):
            game.new_game(players=_players(game), seed=seed)
    with pytest.raises(ConfigError, match="colour_blind"):
        game.new_game(players=_players(game), seed=1, colour_blind=True)


@pytest.mark.parametrize("options, word", [
    ({"modules": [["A"], "B"]}, "modules"), ({"modules": "ABC"}, "modules"), ({"modules": 5}, "modules"),
    ({"start_player": True}, "start_player"), ({"start_player": 7}, "start_player"),
    ({"data_dir": 7}, "data_dir"), ({"data_dir": ["a"]}, "data_dir"),
])
def test_first_class_examples(options, word):
    """Issue #12: First Class modules=[['A'],'B'] and friends raise ConfigError naming the option."""
    with pytest.raises(ConfigError) as e:
        rulebook.GAMES["first_class"].new_game(players=3, seed=1, **options)
    assert word in str(e.value)


@pytest.mark.parametrize("options, word", [
    ({"ritual": []}, "ritual"), ({"ritual": "nope"}, "ritual"), ({"investigators": 5}, "investigators"),
    ({"investigators": ["a", ["b"]]}, "investigators"), ({"investigators": ["nobody", "else"]}, "investigators"),
    ({"starting_landscape": [1]}, "starting_landscape"), ({"starting_landscape": "nowhere"}, "starting_landscape"),
    ({"layout": 9}, "layout"), ({"layout": "1"}, "layout"), ({"beyond": True}, "beyond"),
    ({"first_player": 3}, "first_player"), ({"passengers": "many"}, "passengers"), ({"difficulty": 1}, "difficulty"),
])
def test_horror_examples(options, word):
    """Issue #12: Horror ritual=[], investigators=5, starting_landscape=[1] raise ConfigError naming the option."""
    with pytest.raises(ConfigError) as e:
        rulebook.GAMES["horror"].new_game(players=2, seed=1, **options)
    assert word in str(e.value)


@pytest.mark.parametrize("options, word", [
    ({"advanced": 1}, "advanced"), ({"layout": ["dealt"]}, "layout"), ({"hijack": "Z"}, "hijack"),
    ({"hijack": ["B"]}, "hijack"), ({"hijack": "B"}, "hijack"),
])
def test_fracht_express_examples(options, word):
    """Issue #12: FrachtExpress options of the wrong kind raise ConfigError naming the option."""
    with pytest.raises(ConfigError) as e:
        rulebook.GAMES["fracht_express"].new_game(players=3, seed=1, **options)
    assert word in str(e.value).lower()


@pytest.mark.parametrize("name", GAMES)
def test_data_dir_not_a_folder(name, tmp_path):
    """Issue #12: data_dir pointing at a file or a missing folder raises ConfigError naming data_dir."""
    game = rulebook.GAMES[name]
    f = tmp_path / "file.json"
    f.write_text("{}")
    for bad in (f, tmp_path / "missing"):
        with pytest.raises(ConfigError, match="data_dir"):
            game.new_game(players=_players(game), seed=1, data_dir=bad)


@pytest.mark.parametrize("name", GAMES)
@settings(max_examples=25 if QUICK else 300, deadline=None, derandomize=QUICK,
          suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_mutated_options_raise_only_config_error(name, data):
    """Issue #12 property: any mix of option names and odd values gives a game or a ConfigError naming an option."""
    game = rulebook.GAMES[name]
    keys = list(game.OPTIONS) + ["nonsense"]
    opts = data.draw(st.dictionaries(st.sampled_from(keys), st.sampled_from(ODD), min_size=1, max_size=3))
    if "rulings" in opts and data.draw(st.booleans()):
        opts["rulings"] = data.draw(st.dictionaries(st.sampled_from(list(game.RULINGS) + ["zzz"]),
                                                    st.sampled_from(ODD), max_size=2))
    try:
        s = game.new_game(players=_players(game), seed=3, **opts)
    except ConfigError as e:
        assert _names_an_option(str(e), opts), str(e)
    else:
        assert s.legal_actions()
