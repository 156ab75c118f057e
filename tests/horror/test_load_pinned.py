"""Loading a Horror position checks every field (issue 21, mutation pass): a field of the wrong kind, a seat
beyond the number of investigators, an unknown phase, a bad random state or a broken conservation rule is
refused with LoadError naming the field, and a good position loads equal to the one saved."""
import pytest

from rulebook import LoadError
from rulebook.horror.load import BOOLS, DICTS, INTS, invariant_problems
from rulebook.horror.scenario import ready


@pytest.fixture(scope="module")
def saved():
    s = ready(players=2, seed=3)
    return type(s), s._dump()


def _load(saved, **changes):
    cls, d = saved
    d = dict(d, **changes)
    return cls._load(d)


def test_a_good_position_loads_as_saved(saved):
    """The position saved comes back field for field."""
    cls, d = saved
    assert _load(saved)._dump() == d


@pytest.mark.parametrize("field, bad", [(f, "1") for f in INTS[:6]] + [(f, True) for f in ("n", "space", "occult")]
                         + [(f, 1) for f in BOOLS] + [(f, []) for f in DICTS] + [("passengers", {}), ("stack", 0)])
def test_a_field_of_the_wrong_kind_is_refused_by_name(saved, field, bad):
    """Whole numbers must be ints (not booleans), flags booleans, tables dicts and lists lists."""
    with pytest.raises(LoadError) as e:
        _load(saved, **{field: bad})
    assert field in str(e.value)


def test_a_missing_field_is_refused_by_name(saved):
    """A save without one of the position's fields names it."""
    cls, d = saved
    d = dict(d)
    del d["grimoire"]
    with pytest.raises(LoadError, match="grimoire"):
        cls._load(d)


@pytest.mark.parametrize("field, value", [("cur", 2), ("first", 2), ("phase", "lunch"), ("rng", -1), ("rng", 1 << 64)])
def test_seats_phase_and_random_state_are_checked(saved, field, value):
    """The seat to play and the first player are seats of the game, the phase is one of the game's, and the
    random state is a 64-bit number."""
    with pytest.raises(LoadError) as e:
        _load(saved, **{field: value})
    assert field in str(e.value)


def test_a_pending_decision_of_a_seat_beyond_the_game_is_refused(saved):
    """A frame on the stack acting for seat 3 of a 2-player game is refused, naming the stack."""
    with pytest.raises(LoadError, match="stack"):
        _load(saved, stack=[["rest", {"p": 3, "rule": "rest"}, 1]])


def test_the_conservation_rules_hold_for_a_fresh_game_and_fail_when_broken(saved):
    """A fresh position has no problem; a coffin or an essence token gone, an Occult token extra, or a speed
    the Locomotive tokens do not give is one, and the loader refuses such a position."""
    s = _load(saved)
    assert invariant_problems(s) == []
    for field, value in (("coffins", saved[1]["coffins"] - 1), ("essence_pool", saved[1]["essence_pool"] - 1),
                         ("occult", saved[1]["occult"] + 1), ("speed", saved[1]["speed"] + 1)):
        with pytest.raises(LoadError, match="breaks a rule"):
            _load(saved, **{field: value})
