"""The event step: the bag and the discard, Regular / Fast / Slow tokens, redrawing with Occult tokens,
refilling the bag from the discard only, a Fast token drawn last, and the exact odds of the step."""
import random
from fractions import Fraction

from rulebook.horror import HORROR, events
from rulebook.horror.actions import EndActions, KeepToken, Redraw
from rulebook.horror.scenario import end_turn, ready


def fresh(seed=5, **tokens):
    s = ready(players=1, seed=seed, investigators=["doctor"])
    return end_turn(s, **tokens)


def test_setup_bag_eight_discard_eleven():
    s = HORROR.new_game(players=2, seed=1)
    assert len(s.event_bag) == 8 and len(s.event_discard) == 11 and s.event_board == [[], [], [], []]
    easy = HORROR.new_game(players=2, seed=1, difficulty="easy")
    normal = HORROR.new_game(players=2, seed=1, difficulty="normal")
    assert "still_time" in easy.event_bag and "still_time" in normal.event_discard
    assert "still_time" not in s.event_bag + s.event_discard


def test_regular_token_goes_on_its_space_on_top_and_ends_the_step():
    s = fresh(bag=["passenger"], board=[[], [], [], ["passenger"]])
    s.apply(EndActions())
    assert s.event_board[3] == ["passenger", "passenger"] and s.phase == "actions"
    assert s.event_bag == [] and s.space == 42


def test_fast_tokens_resolve_and_draw_again_slow_stops():
    s = fresh(bag=["occult", "lucky"], discard=[])
    s.rng.state = 1
    s.apply(EndActions())
    # whichever comes first: occult is fast (draw again), lucky is slow (stop)
    drawn = [e.msg.params["token"].id for e in s.log if e.msg.id == "Event token drawn: {token} ({type})."]
    assert drawn in (["Occult", "Lucky"], ["Lucky"])
    assert s.occult == (1 if len(drawn) == 2 else 0)
    assert "lucky" in s.event_discard


def test_train_moves_token_moves_the_train_and_draws_again():
    s = fresh(bag=["train_moves"], discard=["lucky"])
    s.apply(EndActions())
    # Train Moves (fast, the last token) -> refill from the discard (lucky + train_moves) -> draw again
    assert s.space <= 41
    assert sorted(s.event_bag + s.event_discard) == ["lucky", "train_moves"]


def test_fast_token_drawn_last_refills_from_the_discard_including_itself():
    s = fresh(bag=["favor"], discard=["passenger"], board=[["portal"], [], [], []])
    s.inv[0].car = 1
    for sus in s.suspects:
        sus.favor = True       # nobody to gain a favor with: the favor does nothing
    end_turn(s)
    s.apply(EndActions())
    # favor was the last token: it and the discard go back; then the passenger token is drawn (or favor again)
    assert s.event_board[0] == ["portal"]
    assert "favor" in s.event_bag + s.event_discard


def test_empty_bag_refills_from_the_discard_only_never_from_the_board():
    s = fresh(bag=[], discard=["ritual"], board=[["portal", "portal"], [], [], []])
    s.apply(EndActions())
    assert s.event_board[0] == ["portal", "portal"] and s.event_board[2] == ["ritual"]
    assert s.event_bag == [] and s.event_discard == []


def test_redraw_example_with_two_occult_tokens():
    """Board: a Ritual and a Passenger token; 2 Occult tokens; 5 tokens in the bag. An Inscription Portal
    comes out: one Occult token puts it back; a Favor (fast) follows; then a crossed-out Inscription Portal,
    kept: the board resolves but the portals do nothing."""
    for seed in range(200):
        s = fresh(bag=["lucky", "grimoire", "portal_x", "favor", "portal"], discard=[],
                  board=[[], [], ["ritual"], ["passenger"]])
        s.occult = 2
        s.grimoire[0][0] -= 1
        s.grimoire[1][0] -= 1
        end_turn(s)
        s.rng.state = seed
        s.apply(EndActions())
        if s.drawn != "portal":
            continue
        s.apply(Redraw())
        if s.drawn != "favor":
            continue
        assert s.occult == 1 and s.occult_banished == 1 and "portal" in s.event_bag
        s.apply(KeepToken())
        while s.stack:          # the favor: the player picks a suspect
            s.apply(s.legal_actions()[0])
        if s.phase != "redraw" or s.drawn != "portal_x":
            continue
        s.apply(KeepToken())
        text = [e.text for e in s.log]
        assert any("crossed out" in t for t in text)
        assert s.event_board[0] == [] and s.event_board[2] == [] and "portal_x" in s.event_discard
        break
    else:
        raise AssertionError("no seed gave the rulebook's sequence")


def test_no_redraw_when_the_bag_would_be_empty():
    s = fresh(bag=["portal"], discard=[])
    s.occult = 1
    s.grimoire[0][0] -= 1
    end_turn(s)
    s.apply(EndActions())
    assert s.phase == "actions" and s.occult == 1 and s.event_board[0] == ["portal"]


def test_odds_are_exact_fractions_that_sum_up():
    s = fresh(bag=["portal", "vampire_front", "occult", "lucky", "train_moves"], discard=["ritual"],
              board=[[], [], ["ritual"], ["passenger"]])
    o = events.event_odds(s)
    assert isinstance(o["resolve"], Fraction)
    assert o["resolve"] == sum(o["empty"].values()) + o["none_empty"]
    # by hand: stop at a regular (portal/vampire: resolve), lucky (no) ... fast ones redraw
    assert 0 < o["resolve"] < 1
    assert o["empty"]["ritual"] == 0 and o["empty"]["passenger"] == 0


def _simulate(s, trials, seed):
    rnd = random.Random(seed)
    hits = {"resolve": 0, "empty": {n: 0 for n in ("portal", "vampire", "ritual", "passenger")}}
    names = ["portal", "vampire", "ritual", "passenger"]
    for i in range(trials):
        t = s.copy()
        t.rng.state = rnd.getrandbits(63)
        t.apply(EndActions())
        while t.phase not in ("board", "train", "actions", "over", "space") and not t.is_over:
            legal = t.legal_actions()
            keep = [a for a in legal if isinstance(a, KeepToken)]
            t.apply(keep[0] if keep else legal[0])
        # the board resolves iff the log says so this turn
        tail = t.log[len(s.log):]
        res = [e for e in tail if e.msg.id == "The event board resolves: {n} of its spaces hold tokens."]
        if res:
            hits["resolve"] += 1
            empties = [e for e in tail if e.msg.id == "Space {k} ({space}) is empty: its Monster event happens."]
            if empties:
                hits["empty"][names[empties[0].msg.params["k"] - 1]] += 1
    return hits


def test_odds_match_simulation():
    s = fresh(seed=8, bag=["portal", "vampire_front", "occult", "lucky", "train_moves", "favor", "passenger"],
              discard=["ritual", "grimoire"], board=[[], [], ["ritual"], []], )
    s.ritual = s.ritual  # black magic
    o = events.event_odds(s)
    n = 1500
    hits = _simulate(s, n, 1)
    assert abs(hits["resolve"] / n - float(o["resolve"])) < 0.05
    for k, v in o["empty"].items():
        assert abs(hits["empty"][k] / n - float(v)) < 0.05


def test_odds_count_incantation_tokens_that_fast_effects_add():
    s = ready(players=1, seed=5, investigators=["doctor"], ritual="awakening")
    s = end_turn(s, bag=["incantation_fast", "portal"], discard=[], board=[[], ["vampire_back"], ["ritual"], []])
    o = events.event_odds(s)
    # incantation (1/2) escalates: another Incantation Fast joins the bag -> the portal comes with 1/2 * ...
    assert o["resolve"] == 1    # every path ends on the portal token (the supply of Incantation Fast is finite)
    assert o["empty"]["passenger"] == 1
    hits = _simulate(s, 60, 2)
    assert hits["resolve"] == 60
