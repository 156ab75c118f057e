"""Bots and playouts (rulebook.analysis): legal, deterministic, and greedy plays clearly better than random."""
import pytest

import rulebook
from rulebook import ConfigError
from rulebook.analysis import BOTS, GreedyBot, RandomBot, make_bot, play, random_playout
from rulebook.analysis.bots import bot_names

FC = rulebook.GAMES["first_class"]


class CheckingBot:
    """Wraps a bot: asserts every choice is legal and that choosing leaves the state untouched."""

    def __init__(self, bot, deep_every=37):
        self.bot, self.calls, self.deep_every = bot, 0, deep_every

    def choose(self, state):
        self.calls += 1
        deep = self.calls % self.deep_every == 1
        before = state.to_json() if deep else None
        legal = state.legal_actions()
        a = self.bot.choose(state)
        assert a in legal, (a, legal)
        if deep:
            assert state.to_json() == before, "choose() changed the state"
        return a


@pytest.mark.parametrize("players", [2, 3, 4])
def test_bots_only_choose_legal_actions_and_never_change_the_state(players):
    bots = [CheckingBot(make_bot(("random", "greedy")[i % 2], seed=i)) for i in range(players)]
    s = FC.new_game(players=players, seed=11 + players)
    out = play(s, bots)
    assert s.is_over and out == s.outcome()
    assert len(out.scores) == players and out.winners
    assert s.check_invariants() == []
    assert all(b.calls > 50 for b in bots)


@pytest.mark.parametrize("name", ["random", "greedy"])
def test_bots_are_deterministic_per_seed(name):
    def history(seed):
        s = FC.new_game(players=3, seed=5)
        play(s, [make_bot(name, seed=seed + i) for i in range(3)])
        return s.history

    assert history(1) == history(1)
    assert history(1) != history(2)


def test_greedy_beats_random_clearly():
    # 21 three-player games, the greedy bot rotating over the seats against two random bots.
    # Measured when written: greedy won 200 of 200 such games (mean about 110 points against 30),
    # so a 0.6 floor leaves a wide margin; the seeds are fixed, so the test is deterministic anyway.
    games, wins, greedy_pts, random_pts = 21, 0, [], []
    for g in range(games):
        seat = g % 3
        bots = [make_bot("greedy" if i == seat else "random", seed=100 * g + i) for i in range(3)]
        out = play(FC.new_game(players=3, seed=1000 + g), bots)
        wins += seat in out.winners
        greedy_pts.append(out.scores[seat])
        random_pts.extend(s for i, s in enumerate(out.scores) if i != seat)
    rate = wins / games
    assert rate >= 0.6, f"greedy won only {wins} of {games}"
    assert sum(greedy_pts) / len(greedy_pts) > 1.5 * sum(random_pts) / len(random_pts)


def test_greedy_uses_the_games_heuristic():
    s = FC.new_game(players=3, seed=7)
    seat = s.current_player
    bot = GreedyBot(0)
    a = bot.choose(s)
    values = []
    for b in s.legal_actions():
        c = s.copy()
        c.apply(b)
        values.append(FC.evaluate(c, seat))
    c = s.copy()
    c.apply(a)
    assert FC.evaluate(c, seat) == pytest.approx(max(values))


def test_heuristic_of_a_finished_game_is_the_final_score():
    s = FC.new_game(players=2, seed=4)
    out = play(s, [RandomBot(1), RandomBot(2)])
    assert [FC.evaluate(s, p) for p in range(2)] == list(out.scores)


def test_make_bot_names_and_errors():
    """The generic bots play any game; a game's own bots (``Game.BOTS``) are found by name, with or without the game,
    and refused for another game."""
    assert set(BOTS) == {"random", "greedy", "mcts"}
    assert {"random", "greedy", "mcts", "planner", "team"} <= set(bot_names())
    assert bot_names(FC) == ["random", "greedy", "mcts"]
    assert type(make_bot("team", 3)).__name__ == "TeamBot"
    with pytest.raises(ConfigError, match="does not play"):
        make_bot("planner", 3, game=FC)
    assert isinstance(make_bot("random", 3), RandomBot)
    assert isinstance(make_bot("greedy", 3, game=FC), GreedyBot)
    with pytest.raises(ConfigError) as e:
        make_bot("clever", 1)
    assert "clever" in str(e.value) and "random" in str(e.value) and "greedy" in str(e.value)

    class NoHeuristic:
        TITLE = "No Heuristic"

    with pytest.raises(ConfigError, match="heuristic"):
        make_bot("greedy", 1, game=NoHeuristic())
    assert isinstance(make_bot("random", 1, game=NoHeuristic()), RandomBot)


def test_play_stops_at_a_seat_without_a_bot_and_after_max_decisions():
    s = FC.new_game(players=3, seed=2)
    human = (s.current_player + 1) % 3
    bots = [None if i == human else RandomBot(i) for i in range(3)]
    assert play(s, bots) is None
    assert s.current_player == human and not s.is_over

    s = FC.new_game(players=3, seed=2)
    seen = []
    assert play(s, [RandomBot(i) for i in range(3)], max_decisions=10,
                on_move=lambda seat, a, ev: seen.append((seat, a))) is None
    assert len(s.history) == 10 and [a for _, a in seen] == list(s.history)


def test_random_playout_is_deterministic():
    a = random_playout("first_class", 3, seed=9)
    assert a == random_playout(FC, 3, seed=9)
    assert len(a.scores) == 3 and set(a.winners) <= {0, 1, 2}
