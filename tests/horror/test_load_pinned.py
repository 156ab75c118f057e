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


# ---------------------------------------------------------------- what the mutation run found unpinned (session 6)
def test_an_investigator_list_of_the_wrong_length_is_refused_naming_inv(saved):
    """A 2-player save with one investigator board is refused, and the field named is ``inv`` itself."""
    cls, d = saved
    with pytest.raises(LoadError) as e:
        _load(saved, inv=d["inv"][:1])
    assert e.value.field == "inv"


def test_a_frame_that_is_no_pending_decision_is_refused_naming_the_stack(saved):
    """A rest frame for seat 0 without its experience count passes the seat check but is no pending decision:
    the field named is ``stack``."""
    with pytest.raises(LoadError) as e:
        _load(saved, stack=[["rest", {"p": 0, "rule": "rest"}]])
    assert e.value.field == "stack"
    assert "pending decision" in str(e.value.problem)


@pytest.fixture
def pos(saved):
    """A fresh copy of the saved position, loaded (no problem yet)."""
    s = _load(saved)
    assert invariant_problems(s) == []
    return s


def _sanity_to_supply(s, p, sanity):
    s.sanity_supply += s.inv[p].sanity - sanity
    s.inv[p].sanity = sanity


def test_an_insane_investigator_alone_means_the_game_is_over(pos):
    """An investigator with no sanity left (health still above the skull) cannot be in a running game."""
    _sanity_to_supply(pos, 0, 0)
    assert invariant_problems(pos) == ["investigator 1 is insane or dead but the game goes on"]


def test_a_dead_investigator_alone_means_the_game_is_over(pos):
    """Health down to the skull (sanity left) cannot be in a running game either."""
    pos.inv[1].health = pos.inv[1].stamina = pos.comp.investigators[pos.inv[1].id]["skull"]
    assert invariant_problems(pos) == ["investigator 2 is insane or dead but the game goes on"]


@pytest.mark.parametrize("display, bad", [("general_display", "att2"), ("attr_display", "gen2")])
def test_each_display_holds_only_its_own_kind(pos, display, bad):
    """The general-skill display holds general skills and the attribute display attributes: one wrong tile on
    either display alone is a problem."""
    getattr(pos, display)[0] = bad
    assert invariant_problems(pos) == ["a skill on display is not a skill of the game"]


def test_a_clue_token_twice_and_another_missing_is_reported(pos):
    """The clue tokens on the six boards are the set of clues: one token copied over another is a problem."""
    pos.suspects[0].clues[0] = pos.suspects[1].clues[0]
    assert invariant_problems(pos) == ["the clue tokens on the suspect boards are not exactly the set of clue tokens"]


def test_a_passenger_card_missing_from_the_deck_is_reported(pos):
    pos.passenger_deck.pop()
    assert invariant_problems(pos) == ["the passenger deck is not the set of passenger cards"]


def test_an_illness_marker_on_a_dead_passenger_is_reported(pos):
    """A dead passenger (its coffin taken) carries no Illness marker."""
    pos.passengers[0].status = "dead"
    pos.coffins -= 1
    assert invariant_problems(pos) == []
    pos.ill = [0]
    assert invariant_problems(pos) == [
        "Illness markers are on dead or missing passengers, twice, or more than the box holds"]


def test_the_track_runs_from_the_start_space_down_to_space_0(pos):
    """Space 0 (the destination) is on the track; one beyond either end is not."""
    for space, problems in ((0, []), (pos.comp.table["start_space"], []), (-1, ["the train is off the track"]),
                            (pos.comp.table["start_space"] + 1, ["the train is off the track"])):
        pos.space = space
        assert invariant_problems(pos) == problems, space
