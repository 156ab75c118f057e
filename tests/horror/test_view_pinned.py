"""What a seat sees (``view.py``, issue 21): the named fields of ``state.view(seat)`` and the position without its
secrets (``_secret_free_dump``). The game is cooperative, so every seat sees the same table; what lies face down
is hidden -- of the right-hand witness tampering stack only the top card shows."""
from collections import Counter
from fractions import Fraction

from rulebook.horror.actions import Converse, UseSkill
from rulebook.horror.scenario import ready, scenario
from rulebook.horror.talk import talk_odds


def _fade(players=1):
    """Fade to Black: its witness tampering tokens all start in the right-hand stack (top = end)."""
    s = ready(players=players, seed=5, investigators=["doctor", "journalist"][:players], ritual="fade_to_black")
    assert len(s.wt_right) > 2
    return s


def test_a_view_names_the_game_the_seat_and_whose_decision_it_is():
    """A view says which game it shows, for which seat, how many investigators play, the phase, the seat to decide
    and what that seat is asked."""
    s = _fade(2)
    v = s.view(1)
    assert v["game"] == "horror" and v["seat"] == 1 and v["players_count"] == 2 and v["phase"] == "actions"
    assert v["turn"] == s.current_player is not None
    assert v["prompt"] == s.prompt.to_dict()


def test_the_conversation_bag_is_shown_counted_by_kind_in_sorted_order():
    """What went into the conversation bag is on the table (only its order is chance): the view counts the tokens
    by kind, kinds in sorted order, and gives the number of tokens, never the bag itself."""
    s = _fade()
    v = s.view(0)
    assert v["bag_counts"] == dict(Counter(s.bag)) and list(v["bag_counts"]) == sorted(set(s.bag))
    assert v["bag_count"] == len(s.bag) and "bag" not in v


def test_the_odds_of_the_next_conversation_token_are_shown_as_a_fraction():
    """With no talk in progress the chance that the next token fails is "0"; while conversing it is the exact
    fraction of the talk in progress, as a string."""
    s = scenario(players=1, seed=5, investigators=["doctor"], talk_draws=["ticket", "ticket", "desire"])
    assert s.view(0)["talk_odds"] == "0"
    s.apply(UseSkill("doc_talk"))
    s.apply(Converse())
    odds = talk_odds(s)   # a third ticket fails the talk: one ticket is left in the bag
    assert odds == Fraction(1, len(s.bag))
    assert s.view(0)["talk_odds"] == str(odds)


def test_only_the_top_of_the_right_witness_tampering_stack_shows():
    """A seat sees the top card of the right-hand witness tampering stack (its end) and a face-down card for each
    of the others, so the stack keeps its size; the full view shows every card."""
    s = _fade()
    n = len(s.wt_right)
    v = s.view(0)
    assert v["wt_right"] == [s.wt_right[-1]] + [None] * (n - 1)
    assert v["wt_right_count"] == n
    assert s.view(None)["wt_right"] == s.wt_right


def test_the_secret_free_dump_hides_the_random_state_and_names_its_seat():
    """The position without its secrets (for the pictures and the bots) names the seat it is for, keeps no random
    state (nothing to draw the next chance from), counts the bags and decks, and shows only the top of the right
    witness tampering stack."""
    s = _fade(2)
    d = s._secret_free_dump(1)
    assert d["seat"] == 1 and d["rng"] is None
    assert d["bag"] == len(s.bag) and d["event_bag"] == len(s.event_bag)
    assert d["wt_right"] == [s.wt_right[-1]] + [None] * (len(s.wt_right) - 1)
    assert s._secret_free_dump(0)["seat"] == 0


def test_a_face_down_landscape_shows_only_where_it_lies():
    """A landscape still face down shows its spaces and no name: ``[None, first space, last space, False]``; a face-up
    one shows whole, as it is."""
    s = _fade()
    tiles = s.view(0)["tiles"]
    assert [t[3] for t in s.tiles] == [True] + [False] * (len(s.tiles) - 1)
    assert tiles[0] == s.tiles[0] and tiles[0][0] is not None
    assert tiles[1:] == [[None, hi, lo, False] for _, hi, lo, _ in s.tiles[1:]]
    assert all(hi > lo for _, hi, lo, _ in s.tiles[1:])   # the two spaces differ, so the order is pinned too


def test_an_empty_right_witness_tampering_stack_shows_empty():
    """A ritual with no witness tampering (Black Magic) has an empty right-hand stack: it shows no card at all."""
    s = ready(players=1, seed=5, investigators=["doctor"])
    assert s.ritual == "black_magic" and s.wt_right == []
    v = s.view(0)
    assert v["wt_right"] == [] and v["wt_right_count"] == 0
