"""The Horror team bot (``rulebook/horror/team_bot.py``) and the plan heuristic it scores with.

Checked: every move is legal and choosing leaves the position untouched; the same seeds give the same
game; the bot beats random play (the train gets further before the game ends: at least ``MARGIN``
spaces more on average over the games played, and never fewer wins); the plan heuristic's
direction (essence back in the pool, a calm passenger rather than an insane one, a monster off the
train); the accusation follows the clues (a suspect settled by its face-up clues is marked as it is);
the odds of a correct accusation depend only on the face-up clues.
"""
from __future__ import annotations

import os
import random

import pytest

import rulebook
from rulebook.analysis import make_bot
from rulebook.core import Rng
from rulebook.horror import clues
from rulebook.horror.actions import Accuse
from rulebook.horror.heuristic import cultist_odds, plan_value
from rulebook.horror.team_bot import TeamBot

QUICK = os.environ.get("RULEBOOK_QUICK", "1") != "0"
HO = rulebook.GAMES["horror"]
GAMES = 2 if QUICK else 8
MARGIN = 8   # spaces of track: random play loses early, the team plays on
DEALS = 1 if QUICK else 2   # one deal per decision keeps the quick run short (the plan, not the averaging, is tested)


class Checking:
    """Wraps a bot: every choice legal, the state untouched by choosing."""

    def __init__(self, bot):
        self.bot, self.calls = bot, 0

    def choose(self, state):
        before = state.to_json() if self.calls % 10 == 0 else None
        a = self.bot.choose(state)
        assert a in state.legal_actions()
        if before is not None:
            assert state.to_json() == before
        self.calls += 1
        return a


def _play(bots, seed, limit=None, difficulty="easy"):
    s = HO.new_game(players=2, seed=seed, difficulty=difficulty)
    while not s.is_over and (limit is None or len(s.history) < limit):
        s.apply(bots[s.current_player].choose(s))
    return s


def test_make_bot_gives_the_team_bot():
    """``make_bot("team")`` is the Horror team bot, with its own seed."""
    bot = make_bot("team", seed=3)
    assert isinstance(bot, TeamBot) and bot.seed == 3


def test_team_moves_are_legal_and_leave_the_position_untouched():
    """Every choice is one of ``legal_actions()`` and choosing changes nothing; the game ends properly."""
    bots = [Checking(TeamBot(seed=1)), Checking(TeamBot(seed=2))]
    s = _play(bots, seed=5, limit=None if not QUICK else 100)
    assert sum(b.calls for b in bots) >= 60 or s.is_over
    assert s.check_invariants() == []


def test_team_bot_is_deterministic_per_seed():
    """The same seeds give the same game; the bot's randomness is its own ``random.Random(seed)``."""
    def history(seed):
        return _play([TeamBot(seed=seed), TeamBot(seed=seed + 1)], seed=2, limit=50).history

    assert history(4) == history(4)


def test_team_beats_random_play():
    """Over the same seeds the team takes the train at least MARGIN spaces further on average than random
    bots, and wins at least as often."""
    r_space = t_space = r_wins = t_wins = 0
    for seed in range(GAMES):
        r = _play([make_bot("random", seed), make_bot("random", seed + 50)], seed)
        t = _play([TeamBot(seed, deals=DEALS), TeamBot(seed + 50, deals=DEALS)], seed)
        r_space += r.space
        t_space += t.space
        r_wins += r.result[0] == "win"
        t_wins += t.result[0] == "win"
    assert (r_space - t_space) / GAMES >= MARGIN, (r_space / GAMES, t_space / GAMES)
    assert t_wins >= r_wins


def _midgame(seed=3):
    s = HO.new_game(players=2, seed=seed, difficulty="easy")
    r = random.Random(seed)
    while not (s.phase == "actions" and not s.stack and len(s.history) > 12):
        s.apply(r.choice(s.legal_actions()))
    return s


def test_plan_value_follows_the_plan():
    """Essence back in the pool beats essence on a portal; a calm passenger beats an insane one; a monster
    on the train costs; a win and a loss are the extremes."""
    s = _midgame()
    base = plan_value(s)
    pid = next(iter(s.portals))
    t = s.copy()
    t.portals[pid] += 1
    t.essence_pool -= 1
    assert plan_value(t) < base
    i = next(k for k, q in enumerate(s.passengers) if q.status != "dead")
    calm, mad = s.copy(), s.copy()
    calm.passengers[i].status, mad.passengers[i].status = "calm", "insane"
    assert plan_value(calm) > plan_value(mad)
    if s.monsters:
        t = s.copy()
        t.monsters.pop()
        assert plan_value(t) > base
    won, lost = s.copy(), s.copy()
    won.result, lost.result = ["win", "win"], ["loss", "essence"]
    assert plan_value(won) == 10000.0 and plan_value(lost) == -10000.0


def test_cultist_odds_depend_only_on_face_up_clues():
    """The odds are read from the face-up clues: a twin with face-down clues swapped has the same odds; a
    suspect with every clue face up has odds 0 or 1, matching the cultist rule."""
    s = _midgame(4)
    t = HO.determinize(s, 0, Rng(9))
    assert cultist_odds(s) == cultist_odds(t)
    u = s.copy()
    u.suspects[0].up = [True] * len(u.suspects[0].up)
    assert cultist_odds(u)[0] == (1.0 if clues.is_cultist(u, 0) else 0.0)


@pytest.mark.parametrize("truth_from", ["settled", "open"])
def test_accusation_follows_the_clues(truth_from):
    """A suspect whose clues are all face up is marked as its clues say; an open one by the majority of
    memory-consistent deals (a legal mark either way)."""
    s = _midgame(6)
    if truth_from == "settled":
        s.suspects[2].up = [True] * len(s.suspects[2].up)
    actions = [Accuse.of(2, True), Accuse.of(2, False)]
    bot = TeamBot(seed=1)
    memory = bot._memory(s)
    a = bot._accuse(s, actions, HO, s.current_player, Rng(3), memory)
    assert a in actions
    if truth_from == "settled":
        assert a.cultist == clues.is_cultist(s, 2)


def test_team_bot_refuses_another_game():
    """The team bot plays Horror's plan only: another game gets a ConfigError naming Horror."""
    s = rulebook.GAMES["first_class"].new_game(players=2, seed=1)
    with pytest.raises(rulebook.ConfigError) as e:
        TeamBot(seed=1).choose(s)
    assert "Horror" in str(e.value)
