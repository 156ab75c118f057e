"""Click keys are small typed values parsed in one place per game (issue 33, point 5).

* Round trip: every ``data-key`` a game's picture draws over seeded random games (the position editor's picture
  too) parses with the game's ``parse_key`` into a typed key whose ``str`` is the very string drawn, and that
  string parses back to an equal key; so does the key of every legal action (``key_value``), and ``key_of`` is
  its string.
* A malformed key (an unknown kind, too few or too many parts, a word where a number belongs, a non-canonical
  number) is refused with a ``ClickKeyError``, a project error whose one sentence names the key and how a key of
  that kind reads, in Spanish too; a click on such a key means no action.
* The last field of a key takes the rest of the string: a Horror conversation token with a colon in its name is
  returned whole.
"""
from __future__ import annotations

import html
import importlib
import random
import re

import pytest

import rulebook
from rulebook.errors import RulebookError
from widgets.clickkeys import ClickKeyError, Key
from widgets.views import view_for

GAMES = ("first_class", "fracht_express", "horror")
#: (players, options) of the seeded games each game is played through
SETUPS = {"first_class": [(2, {}), (4, {})],
          "fracht_express": [(2, {}), (3, {"advanced": True})],
          "horror": [(1, {}), (2, {})]}


def _keytypes(game):
    return importlib.import_module(f"widgets.{game}.keytypes")


def _keys_module(game):
    return importlib.import_module(f"widgets.{game}.keys")


def _positions(game, moves=120, every=9):
    """States along seeded random games (the same ones every run)."""
    g = rulebook.GAMES[game]
    for seed, (players, options) in enumerate(SETUPS[game]):
        rng = random.Random(seed)
        s = g.new_game(players=players, seed=seed + 7, **options)
        for n in range(moves):
            if s.is_over:
                break
            if n % every == 0:
                yield s
            s.apply(rng.choice(s.legal_actions()))
        yield s


def _drawn_keys(view, state) -> set:
    out = set()
    options = [{}] + [dict(view.edit_options)] if view.edit_options else [{}]
    for opts in options:
        svg = view.render(state, seat=None, lang="en", active=frozenset(), **opts)
        out |= {html.unescape(k) for k in re.findall(r'data-key="([^"]*)"', svg)}
    return out


@pytest.mark.parametrize("game", GAMES)
def test_every_drawn_key_parses_back_to_an_equal_key(game):
    """Every key the picture draws is a typed key whose ``str`` is the drawn string; parsing its string again
    gives an equal key."""
    parse = _keytypes(game).parse_key
    view = view_for(game)
    seen = set()
    for s in _positions(game):
        for text in _drawn_keys(view, s):
            k = parse(text)
            assert isinstance(k, Key) and str(k) == text, text
            assert parse(str(k)) == k and hash(parse(str(k))) == hash(k), text
            seen.add(k.PREFIX)
    assert len(seen) >= 5, seen          # the positions reach many kinds of part


@pytest.mark.parametrize("game", GAMES)
def test_the_key_of_every_legal_action_parses_back(game):
    """``key_value`` gives a typed key of the game's table for every legal action that has one; ``key_of`` is its
    string, and the string parses back to an equal key."""
    keys, parse = _keys_module(game), _keytypes(game).parse_key
    n = 0
    for s in _positions(game):
        for a in s.legal_actions():
            k = keys.key_value(s, a)
            assert (k is None) == (keys.key_of(s, a) is None)
            if k is None:
                continue
            assert type(k) in parse.classes.values()
            assert keys.key_of(s, a) == str(k) and parse(str(k)) == k, a
            n += 1
    assert n > 50


MALFORMED = {
    "first_class": ["lamp:1", "car:0:1", "car:0:1:2:3", "coin:0:x", "coin:0:+1", "tile:", "", "car"],
    "fracht_express": ["lamp:1", "spot:5", "spot:5:3:1", "go:1:2:x", "target:01", "end:now", ""],
    "horror": ["lamp:1", "monster:two:red", "monster:2", "car:1:2", "accuse:3:maybe", "occult:1", ""],
}


@pytest.mark.parametrize("game", GAMES)
def test_a_malformed_key_is_refused_with_a_sentence(game):
    """A key no part could carry raises ClickKeyError (a RulebookError) naming the key, in English and Spanish;
    a click on it means no action."""
    parse, keys = _keytypes(game).parse_key, _keys_module(game)
    s = rulebook.GAMES[game].new_game(players=2, seed=3)
    for text in MALFORMED[game]:
        with pytest.raises(ClickKeyError) as err:
            parse(text)
        e = err.value
        assert isinstance(e, RulebookError)
        en, es = e.text("en"), e.text("es")
        assert repr(text) in en and en.endswith(".") and "picture" in en, en
        assert es != en and repr(text) in es, es
        assert keys.actions_for_key(s, text) == [], text
    with pytest.raises(ClickKeyError):
        parse(3)


@pytest.mark.parametrize("game", GAMES)
def test_a_wrong_kind_names_the_form_of_that_kind(game):
    """The refusal of a key of a known kind with the wrong parts says how a key of that kind reads."""
    parse = _keytypes(game).parse_key
    for cls in parse.classes.values():
        if not cls._NAMES:
            continue
        bad = cls.PREFIX + ":" + ":".join("x" for _ in cls._NAMES) + ":x:x"
        if all(r is str for r in cls._READERS[-1:]) and len(cls._NAMES) == 1:
            continue    # a single text field takes any rest
        with pytest.raises(ClickKeyError, match=re.escape(cls.form())):
            parse(bad)


def test_the_last_field_takes_the_rest_of_the_key():
    """A conversation token named with a colon ("g:favor") is one token: the click returns that token."""
    from rulebook.horror.actions import ReturnToken
    from widgets.horror import keys
    s = rulebook.GAMES["horror"].new_game(players=1, seed=1)
    assert keys.parse_key("drawn:g:favor").token == "g:favor"
    assert keys.actions_for_key(s, "drawn:g:favor")[0] == ReturnToken("g:favor")


def test_a_typed_key_clicks_like_its_string():
    """``actions_for_key`` takes the typed key as well as its string, with the same answer."""
    from widgets.horror import keys
    from widgets.horror.keytypes import CarKey
    s = rulebook.GAMES["horror"].new_game(players=1, seed=1)
    assert keys.actions_for_key(s, CarKey(3)) == keys.actions_for_key(s, "car:3") != []


def test_the_flow_pictures_node_keys_are_horror_keys():
    """The game-flow picture's keys (``step:<node id>``, node ids may hold colons) parse with Horror's one parser."""
    from widgets.horror.keytypes import StepKey, parse_key
    assert parse_key("step:draw") == StepKey("draw")
    assert parse_key("step:a:b").node == "a:b" and str(StepKey("a:b")) == "step:a:b"


def test_a_key_value_of_the_table_passes_the_parser_unchanged_and_a_foreign_one_by_its_string():
    """The parser returns a key of its own table as it is; another table's key is read by its string, so one that
    names no part here is refused."""
    from widgets.first_class.keytypes import CarKey as FirstClassCar
    from widgets.horror.keytypes import CarKey, parse_key
    k = CarKey(2)
    assert parse_key(k) is k
    with pytest.raises(ClickKeyError):
        parse_key(FirstClassCar(0, 1, 2))
