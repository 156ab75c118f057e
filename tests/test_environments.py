"""The research interfaces (issue 36): PettingZoo's and OpenSpiel's own test suites on every registered game and
player count, stable action ids, and observations that are a function of the seat's view alone.

A registered game without the ``encoding`` hook (the test run's fourth game, Rail Race) must be refused with a
ConfigError that says so. Skipped, with the reason, where the ``research`` extra is not installed.
"""
from __future__ import annotations

import json
import random
import warnings

import pytest

pytest.importorskip("numpy", reason="the research extra (numpy) is not installed")
pytest.importorskip("pettingzoo", reason="the research extra (pettingzoo) is not installed")
pytest.importorskip("gymnasium", reason="the research extra (gymnasium) is not installed")
pyspiel = pytest.importorskip("pyspiel", reason="the research extra (open_spiel) is not installed")

import numpy as np  # noqa: E402
from pettingzoo.test import api_test, seed_test  # noqa: E402

import rulebook  # noqa: E402
from rulebook.core import ConfigError, Rng  # noqa: E402
from rulebook.environments import aec_env, encoding_of, openspiel_game, register_openspiel  # noqa: E402

GAMES = sorted(rulebook.GAMES)
CASES = [(name, n) for name in GAMES for n in rulebook.GAMES[name].PLAYERS]


def has_encoding(name) -> bool:
    return getattr(rulebook.GAMES[name], "encoding", None) is not None


@pytest.mark.parametrize("name,players", CASES)
def test_aec_env_passes_pettingzoo_api_and_seed_tests(name, players):
    """PettingZoo's api_test and seed_test pass for every game and allowed player count; a game without an
    encoding is refused with a ConfigError naming it."""
    if not has_encoding(name):
        with pytest.raises(ConfigError, match="has no encoding for the research interfaces"):
            aec_env(name, players=players)
        return
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        api_test(aec_env(name, players=players), num_cycles=60)
        seed_test(lambda: aec_env(name, players=players), num_cycles=60)


@pytest.mark.parametrize("name", GAMES)
def test_openspiel_game_passes_random_sim_test_with_serialisation(name):
    """OpenSpiel's random_sim_test (serialize=True: states go through the project's saves) passes, and the game
    loads by name as python_rulebook_<game>."""
    game = rulebook.GAMES[name]
    if not has_encoding(name):
        with pytest.raises(ConfigError, match="has no encoding for the research interfaces"):
            openspiel_game(name, players=game.PLAYERS.start)
        assert f"python_rulebook_{name}" not in register_openspiel()
        return
    players = 2 if 2 in game.PLAYERS else game.PLAYERS.start
    pyspiel.random_sim_test(openspiel_game(name, players=players), num_sims=1, serialize=True, verbose=False)
    assert f"python_rulebook_{name}" in register_openspiel()
    loaded = pyspiel.load_game(f"python_rulebook_{name}", {"players": players})
    assert loaded.num_players() == players
    assert loaded.num_distinct_actions() == openspiel_game(name, players=players).num_distinct_actions()


def positions(name, players, games=2, every=7):
    """Positions of random games (each a fresh copy), every ``every``-th decision."""
    game = rulebook.GAMES[name]
    out = []
    for seed in range(games):
        s = game.new_game(players=players, seed=seed)
        r = random.Random(seed)
        k = 0
        while not s.is_over:
            if k % every == 0:
                out.append(s.copy())
            s.apply(r.choice(s.legal_actions()))
            k += 1
    return out


def check_view_only(game, encoder, states, tries=3) -> int:
    """Assert that ``encoder(state, seat)`` is the same for ``state`` and for states dealing again what ``seat``
    cannot see (``game.determinize``); returns how many of those states did differ in hidden things."""
    differing = 0
    for k, s in enumerate(states):
        for seat in range(len(s.view(None)["players"]) if "players" in s.view(None) else 1):
            base = encoder(s, seat)
            for t in range(tries):
                other = game.determinize(s, seat, Rng(1000 * k + 10 * seat + t))
                assert other.view(seat) == s.view(seat), "determinize changed what the seat sees"
                if json.dumps(other.view(None), sort_keys=True) != json.dumps(s.view(None), sort_keys=True):
                    differing += 1
                got = encoder(other, seat)
                assert np.array_equal(base, got), f"the observation of seat {seat} depends on hidden information"
    return differing


@pytest.mark.parametrize("name", [n for n in GAMES if getattr(rulebook.GAMES[n], "determinize", None)])
def test_observation_is_a_function_of_the_seats_view_alone(name):
    """Two states that differ only in what a seat cannot see give that seat equal observations; the same checker
    fails for an encoder that plants hidden cards (the all-seeing view) into the observation."""
    if not has_encoding(name):
        pytest.skip(f"{name} has no encoding (its refusal is checked above)")
    game = rulebook.GAMES[name]
    states = positions(name, 2 if 2 in game.PLAYERS else game.PLAYERS.start)
    enc = encoding_of(game, states[0])

    def honest(s, seat):
        return enc.observe(s.view(seat), seat)

    differing = check_view_only(game, honest, states)
    assert differing > 0, "no position had anything hidden to deal again: the check would prove nothing"

    def leaking(s, seat):   # a hidden card planted in the encoding: the all-seeing view's own encoding
        return np.concatenate([honest(s, seat), enc.observe(s.view(None), seat),
                               [hash(json.dumps(s.view(None), sort_keys=True)) % 1000]])

    with pytest.raises(AssertionError, match="depends on hidden information"):
        check_view_only(game, leaking, states)


@pytest.mark.parametrize("name", [n for n in GAMES if n != "fracht_express"])
def test_action_ids_are_stable_across_positions(name):
    """One id, one move: over many positions of random games, an id always names the same action, distinct
    legal actions get distinct ids, and the vocabulary reads an id back as that action."""
    if not has_encoding(name):
        pytest.skip(f"{name} has no encoding")
    game = rulebook.GAMES[name]
    states = positions(name, game.PLAYERS.start, games=2, every=1)
    vocab = encoding_of(game, states[0]).vocabulary
    seen: dict = {}
    for s in states:
        legal = s.legal_actions()
        ids = [vocab.tokens(a) for a in legal]
        assert len(set(ids)) == len(ids)
        for t, a in zip(ids, legal):
            assert seen.setdefault(t, a) == a
            if not vocab.factored:
                assert vocab.name(t[0]) == repr(a).replace('"', "'") or vocab.name(t[0]).startswith(type(a).__name__)
    assert len(seen) > 20


def test_fracht_express_table_bound_is_a_clear_error():
    """FrachtExpress's factored ids number the table's spaces from -32 to 31: a card laid beyond is refused
    with an error naming the bound, while the same move inside the bound has ids."""
    game = rulebook.GAMES["fracht_express"]
    s = game.new_game(players=2, seed=1)
    vocab = encoding_of(game, s).vocabulary
    Extend = game.ACTIONS["Extend"]
    assert len(vocab.tokens(Extend("D01", 31, -32, 0))) == 5
    with pytest.raises(ConfigError, match="from -32 to 31"):
        vocab.tokens(Extend("D01", 32, 0, 0))


@pytest.mark.parametrize("name", GAMES)
def test_every_feature_is_named_and_observations_follow_the_view(name):
    """The documented encoding names each number once (as many names as features), and the observation moves
    with the view: a decision later, the seat that decided sees a different observation."""
    if not has_encoding(name):
        pytest.skip(f"{name} has no encoding")
    game = rulebook.GAMES[name]
    s = game.new_game(players=game.PLAYERS.start if game.PLAYERS.start > 1 else 2, seed=5)
    enc = encoding_of(game, s)
    names = enc.feature_names(s.view(0), 0)
    assert len(names) == enc.obs_size == len(set(names))
    seat = s.current_player
    before = enc.observe(s.view(seat), seat)
    s.apply(s.legal_actions()[0])
    assert not np.array_equal(before, enc.observe(s.view(seat), seat))


def test_aec_env_renders_the_seats_prompt_and_moves():
    """render() in "ansi" mode gives the deciding seat's prompt and its legal moves with their ids."""
    env = aec_env("first_class", players=2, render_mode="ansi")
    env.reset(seed=2)
    text = env.render()
    assert str(env.state.prompt) in text
    first = env.state.legal_actions()[0]
    assert f"{env.encoding.vocabulary.tokens(first)}: {env.state.describe(first).text()}" in text


def test_openspiel_serialize_is_the_projects_save_and_refuses_anything_else():
    """From Python, an OpenSpiel state serialises as JSON holding the engine's save, reads back to the same
    information state (a move in progress included), and a string that is not such a state is a LoadError."""
    from rulebook.core import LoadError
    game = openspiel_game("fracht_express", players=2)
    st = game.new_initial_state()
    st.apply_action(5)
    st.apply_action(st.legal_actions()[0])          # the first id of a factored move: a move in progress
    text = st.serialize()
    assert json.loads(text)["save"] == st._engine.state.to_json()
    again = game.deserialize_state(text)
    assert again.information_state_string(0) == st.information_state_string(0)
    assert again.legal_actions() == st.legal_actions()
    for bad in ("not json", json.dumps({"seed": 5}), json.dumps({"seed": 5, "choosing": [10**6], "save": None})):
        with pytest.raises(LoadError):
            game.deserialize_state(bad)


@pytest.mark.parametrize("name", [n for n in GAMES if rulebook.GAMES[n].VIEWS])
def test_aec_env_renders_the_seats_picture(name):
    """render() in "svg" mode draws the game's table picture as the deciding seat sees it."""
    if not has_encoding(name):
        pytest.skip(f"{name} has no encoding")
    env = aec_env(name, players=2, render_mode="svg")
    env.reset(seed=1)
    assert env.render().startswith("<svg")


@pytest.mark.parametrize("name", GAMES)
def test_a_whole_episode_ends_with_the_final_scores_as_rewards(name):
    """Masked random play through the environment reaches the end of the game; every seat is terminated and
    its summed reward is its final score (Horror: the team's result)."""
    if not has_encoding(name):
        pytest.skip(f"{name} has no encoding")
    env = aec_env(name, players=2)
    env.reset(seed=3)
    rng = np.random.default_rng(3)
    total = {a: 0.0 for a in env.possible_agents}
    for agent in env.agent_iter(max_iter=100_000):
        obs, reward, term, trunc, _ = env.last()
        total[agent] += reward
        env.step(None if term or trunc else int(rng.choice(np.flatnonzero(obs["action_mask"]))))
    assert env.state.is_over and not env.agents
    assert [total[a] for a in env.possible_agents] == [float(x) for x in env.state.outcome().scores]
