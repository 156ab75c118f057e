"""The event step's tokens, pinned where mutation testing found them loose (issue 21): an unknown token is
shown as written; an empty bag and discard draw nothing (logged under the event step); an Occult redraw needs
one token left in the bag, and is logged under the event step; a Fast token lengthens the chain of draws; the
Train Moves and Grimoire tokens do their appendix effects under the event tokens section; the odds count the
discard refilling the bag and the Incantation tokens an escalating Incantation adds, and follow a chain of Fast
draws exactly as far as the step's safety stop lets it run."""
from fractions import Fraction

from rulebook.horror import events
from rulebook.horror.actions import EndActions, KeepToken
from rulebook.horror.scenario import end_turn, ready


def _fresh(**opts):
    return ready(players=1, seed=5, investigators=["doctor"], **opts)


def test_an_unknown_token_is_shown_as_written():
    """A token name the game has no word for is shown as it was written (known ones get their name)."""
    assert "zzz" in events.token_msg("zzz").text()
    assert events.token_msg("lucky").text() == "Lucky"


def test_nothing_to_draw_from_an_empty_bag_and_discard():
    """With the bag and the discard both empty nothing is drawn, and the event step says so."""
    s = _fresh()
    s.event_bag, s.event_discard = [], []
    ev = []
    events.draw(s, ev)
    assert s.drawn is None
    assert [e.rule for e in ev] == ["event_step"]


def test_a_redraw_needs_an_occult_token_and_one_token_in_the_bag():
    """An Occult redraw is possible with a token drawn, an Occult token and at least one token left in the
    bag (one is enough); it puts the token back, logged under the event step."""
    s = _fresh()
    s.drawn, s.occult, s.event_bag = "lucky", 1, ["ritual"]
    assert events.may_redraw(s) is True
    s.event_bag = []
    assert events.may_redraw(s) is False
    s.event_bag = ["ritual"]
    ev = []
    events.redraw(s, ev)
    assert s.event_bag == ["ritual", "lucky"] and s.drawn is None
    assert any(e.rule == "event_step" and "back into the event bag" in e.text for e in ev)


def test_a_fast_token_lengthens_the_chain():
    """Taking a Fast token counts one more draw in the chain (a Slow one does not)."""
    s = _fresh()
    s.fast_chain, s.drawn = 2, "occult"
    events.take(s, [])
    assert s.fast_chain == 3 and s.last_token == "occult"
    s.drawn = "lucky"
    events.take(s, [])
    assert s.fast_chain == 3


def test_train_moves_and_grimoire_tokens_do_their_appendix_effects():
    """Train Moves: the train moves one space, every line under the event tokens section. Grimoire: the
    sanity tokens on the spells go to the bottom of the Grimoire."""
    s = _fresh()
    space = s.space
    s.drawn = "train_moves"
    ev = []
    events.appendix(s, ev)
    assert s.space == space - 1
    assert ev and {e.rule for e in ev} == {"event_tokens"}
    s = _fresh()
    s.grimoire[0][2] = 1
    bottom = s.grimoire_bottom
    s.drawn = "grimoire"
    events.appendix(s, [])
    assert s.grimoire[0][2] == 0 and s.grimoire_bottom == bottom + 1


def test_an_escalating_incantation_adds_a_token_to_the_odds():
    """Under a ritual whose Incantation escalates first (Awakening), an Incantation Fast token adds one
    Incantation token to the bag; under one that does not (Black Magic), none."""
    assert events._adds(_fresh(ritual="awakening"), "incantation_fast") == 1
    assert events._adds(_fresh(ritual="black_magic"), "incantation_fast") == 0
    assert events._adds(_fresh(ritual="awakening"), "occult") == 0


def test_the_odds_refill_the_bag_from_the_discard():
    """With the bag empty the draw comes from the discard: a Passenger token there fills a third space of the
    board, so the board surely resolves."""
    s = _fresh()
    s.event_bag, s.event_discard = [], ["passenger"]
    s.event_board = [[], ["vampire_back"], ["ritual"], []]
    assert events.event_odds(s)["resolve"] == Fraction(1)


def _long_fast_chain(tmp_path, fast):
    """Seed 5's game on a copy of the shipped data with enough Occult (Fast) tokens: the bag holds ``fast`` of
    them and one Passenger token, the Vampire and Ritual spaces are held (a third space resolves the board),
    and the draws are scripted so that the Passenger token comes out last."""
    from data_copies import edited_copy

    from rulebook.horror.data import DATA_DIR

    def more_occult(d):
        d["event_tokens"]["supply"] += ["occult"] * (events.FAST_LIMIT + 1)
    folder = edited_copy(DATA_DIR, tmp_path, "table.json", more_occult)
    s = ready(players=1, seed=5, investigators=["doctor"], data_dir=folder)
    order = ["occult"] * fast + ["passenger"]
    return end_turn(s, bag=order, discard=[], board=[[], ["vampire_back"], ["ritual"], []], draws=order)


def _play_event_step(s):
    s.apply(EndActions())
    for _ in range(500):
        if s.phase in ("actions", "over"):
            return s
        legal = s.legal_actions()
        s.apply(next((a for a in legal if isinstance(a, KeepToken)), legal[0]))
    raise AssertionError("the event step did not end")


def _board_resolved(s):
    return any(e.rule == "event_board" and e.text.startswith("The event board resolves") for e in s.log)


def test_the_odds_follow_fast_chains_as_far_as_the_safety_stop_allows(tmp_path):
    """The event step stops for safety only once more than FAST_LIMIT (60) Fast tokens have been taken in a
    row: after exactly 60 it still draws, so a Passenger token behind 60 Fast tokens fills the third space and
    the board surely resolves -- the odds say 1, and the step played with the Passenger token last resolves.
    Behind 61 Fast tokens that one order ends at the safety stop instead: the odds leave out its 1 in 62 and
    the step played in that order does not resolve the board."""
    limit = events.FAST_LIMIT
    assert limit == 60
    s = _long_fast_chain(tmp_path / "a", limit)
    o = events.event_odds(s)
    assert o["resolve"] == 1 and o["empty"]["portal"] == 1
    assert _board_resolved(_play_event_step(s))
    s = _long_fast_chain(tmp_path / "b", limit + 1)
    o = events.event_odds(s)
    assert o["resolve"] == 1 - Fraction(1, limit + 2) and o["empty"]["portal"] == o["resolve"]
    s = _play_event_step(s)
    assert not _board_resolved(s) and s.fast_chain == limit + 1
