"""First Class's encoding for the research interfaces (rulebook/first_class/encoding.py)."""
from __future__ import annotations

import pytest

np = pytest.importorskip("numpy", reason="the research extra (numpy) is not installed")

import rulebook  # noqa: E402
from rulebook.first_class.encoding import encoding  # noqa: E402

FC = rulebook.GAMES["first_class"]


def test_the_drafting_seat_sees_its_draft_hand_and_the_other_seat_does_not():
    """During the Game End draft the drafting seat's observation marks the cards of its hand; the other seat's
    marks none (its view hides them), though both see how many there are."""
    s = FC.new_game(players=2, seed=1)
    enc = encoding(s)
    names = enc.feature_names(s.view(0), 0)
    hand = [i for i, n in enumerate(names) if n.startswith("draft_hand:")]
    drafter, other = s.current_player, 1 - s.current_player
    mine = enc.observe(s.view(drafter), drafter)
    theirs = enc.observe(s.view(other), other)
    marked = {names[i].split(":")[1] for i in hand if mine[i] == 1}
    assert marked == set(s.view(drafter)["draft_hand"])
    assert not theirs[hand].any()
    count = names.index("draft_hand_count")
    assert mine[count] == theirs[count] > 0


def test_upgrade_ids_read_back_as_the_move():
    """An Upgrade's id names that upgrade: train, place and value."""
    s = FC.new_game(players=2, seed=1)
    vocab = encoding(s).vocabulary
    Upgrade = FC.ACTIONS["Upgrade"]
    (t,) = vocab.tokens(Upgrade(1, 3, 7))
    assert vocab.name(t) == "Upgrade(train=1, pos=3, to=7)"
    assert vocab.tokens(Upgrade(1, 3, 12)) != (t,)
