"""The FrachtExpress planner bot (``make_bot("planner")``): legal, deterministic, and it plays the plan.

Size: ``RULEBOOK_QUICK=1`` (default) plays 4 games against random; ``RULEBOOK_QUICK=0`` plays 40.
"""
import os

import rulebook
from rulebook.analysis import make_bot, play
from rulebook.analysis.bots import strong_bot

FX = rulebook.GAMES["fracht_express"]
QUICK = os.environ.get("RULEBOOK_QUICK", "1") != "0"
GAMES = 4 if QUICK else 40


class Checking:
    """Asserts every choice is legal and that choosing leaves the state untouched (checked now and then)."""

    def __init__(self, bot):
        self.bot, self.calls = bot, 0

    def choose(self, state):
        self.calls += 1
        before = state.to_json() if self.calls % 29 == 1 else None
        a = self.bot.choose(state)
        assert a in state.legal_actions(), a
        if before is not None:
            assert state.to_json() == before, "choose() changed the state"
        return a


def _game(seed, planner_seat, players=2):
    s = FX.new_game(players=players, seed=seed)
    bots = [Checking(make_bot("random", seed + q)) for q in range(players)]
    bots[planner_seat] = Checking(make_bot("planner", seed, game=FX))
    out = play(s, bots)
    return s, out


def test_planner_moves_are_legal_and_it_beats_random():
    """Bot rules: every planner move is one of the legal actions and choosing never changes the state; playing
    the plan (build, pick up, drive, deliver) it wins every game against a random bot here (margin: all of
    GAMES games; the benchmark asks >= 95% of 200) and delivers cars, which random play never does."""
    wins, delivered = 0, 0
    for g in range(GAMES):
        me = g % 2
        s, out = _game(300 + g, me)
        wins += out.winners == (me,)
        delivered += len(s.players[me].delivered)
    assert wins == GAMES
    assert delivered >= GAMES  # at least one car a game on average


def test_planner_is_deterministic_per_seed():
    """Bot contract: the same seed and the same positions give the same choices (a whole game twice)."""
    a, _ = _game(11, 0)
    b, _ = _game(11, 0)
    assert a.history == b.history


def test_planner_never_drives_off_the_rails():
    """Derail (rulebook): a derailed locomotive loses its hand and cars; the planner's drives never end in an
    empty space (its own moves are checked for a derail event)."""
    s = FX.new_game(players=2, seed=5)
    bots = [make_bot("planner", 1), make_bot("random", 2)]
    while not s.is_over:
        p = s.current_player
        ev = s.apply(bots[p].choose(s))
        if p == 0:
            assert not any(e.rule == "derail" and e.player == 0 for e in ev), [str(e) for e in ev]


def test_planner_is_the_strong_bot_of_fracht_express_only():
    """The game's default strong bot is the planner; the other games keep greedy, and the planner refuses
    a game it does not know."""
    import pytest

    from rulebook import ConfigError
    assert strong_bot(FX) == "planner"
    assert strong_bot(rulebook.GAMES["first_class"]) == "greedy"
    with pytest.raises(ConfigError):
        make_bot("planner", 0, game=rulebook.GAMES["first_class"])
