"""Protocol conformance: every game in ``rulebook.GAMES`` gets these tests for free.

Each test is parametrised over the games and their player counts. Random games
must finish cleanly; undo, saving, loading and copying must be exact; every
refused action must be explained by a section of the game's rulebook, leave
the state untouched and raise ``IllegalAction``; actions must be plain values;
the log must be in words with rule references; the same seed and the same
choices must give the same game.

Size: ``RULEBOOK_QUICK=1`` (the default of ``make test``) plays a few games per
player count; ``RULEBOOK_QUICK=0`` (``make test-full``) plays a thousand and
lets hypothesis try many more walks.
"""
from __future__ import annotations

import json
import os
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import rulebook
from rulebook import IllegalAction, RuleViolation
from rulebook.i18n import LANGUAGES, Msg

QUICK = os.environ.get("RULEBOOK_QUICK", "1") != "0"
N_GAMES = 25 if QUICK else 1000          # random games per player count that must finish
N_EXPLAIN_GAMES = 3 if QUICK else 25     # games per player count whose every position gets its refusals checked
HYP_EXAMPLES = 12 if QUICK else 150       # hypothesis walks per (game, player count)
MAX_STEPS = 20_000                       # a game longer than this is stuck
GENERIC = "That is not one of the choices open right now."
SENTENCE_END = (".", "!", "?")

GAMES = [rulebook.GAMES[name] for name in sorted(rulebook.GAMES)]
PARAMS = [pytest.param(g, n, id=f"{g.NAME}-{n}p") for g in GAMES for n in g.PLAYERS]
GAME_PARAMS = [pytest.param(g, id=g.NAME) for g in GAMES]

HYP = settings(max_examples=HYP_EXAMPLES, deadline=None, derandomize=QUICK,
               suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                                      HealthCheck.function_scoped_fixture])


def section_ids(game) -> set:
    return {s.id for s in game.SECTIONS}


# --------------------------------------------------------------------------- game-specific step checks
# Checks that only make sense for one game; they run after every apply in the random games.

def _fill(cols, k, caps=(5, 5, 2)):
    """Coins gained land in the first column with room, bottom-up; None if k does not fit."""
    cols = list(cols)
    for i, cap in enumerate(caps):
        put = min(cap - cols[i], k)
        cols[i] += put
        k -= put
    return cols if k == 0 else None


def _first_class_coins(before, after, action):
    """Coins never move once placed: between two positions a player's three column counts change only by
    spending one coin from one column (or, paying for a Game End card in one step, one coin from each column
    the payment names) and/or gaining coins into the first columns with room."""
    problems = []
    for p, (b, a) in enumerate(zip(before, after)):
        if a == b:
            continue
        starts = [b] + [[x - (i == j) for i, x in enumerate(b)] for j in range(3) if b[j]]
        if type(action).__name__ == "PayCoins":
            starts.append([x - action.columns.count(i) for i, x in enumerate(b)])
        if not any(_fill(s, k) == a for s in starts for k in range(13)):
            problems.append(f"player {p + 1}'s coins went from {b} to {a} after {action!r}")
    return problems


def _first_class_snapshot(s):
    return [list(pl.coins) for pl in s.players]


STEP_CHECKS = {  # game name -> (snapshot(state), check(before, after, action) -> problems)
    "first_class": (_first_class_snapshot, _first_class_coins),
}


def test_coin_check_catches_a_shift():
    assert _first_class_coins([[5, 1, 0]], [[5, 2, 0]], "gain") == []
    assert _first_class_coins([[5, 1, 0]], [[4, 1, 0]], "spend") == []
    assert _first_class_coins([[5, 5, 1]], [[5, 4, 1]], "spend") == []
    assert _first_class_coins([[5, 5, 1]], [[5, 4, 2]], "refill skips the gap") != []
    assert _first_class_coins([[5, 1, 0]], [[4, 2, 0]], "shift") != []
    assert _first_class_coins([[3, 0, 0]], [[3, 1, 0]], "gap") != []


# --------------------------------------------------------------------------- helpers
def check_events(game, events, where=""):
    ids = section_ids(game)
    for e in events:
        assert e.rule in ids, f"{where}: event {e!r} names unknown section {e.rule!r}"
        assert isinstance(e.msg, Msg)
        assert e.text.strip(), f"{where}: event with empty text ({e.rule})"


def check_step(game, s, before_snapshot, action, events, where):
    """Everything that must hold right after an apply."""
    check_events(game, events, where)
    if hasattr(s, "check_invariants"):
        problems = s.check_invariants()
        assert problems == [], f"{where}: invariants broken after {action!r}: {problems}"
    extra = STEP_CHECKS.get(game.NAME)
    if extra is not None:
        problems = extra[1](before_snapshot, extra[0](s), action)
        assert problems == [], f"{where}: {problems}"


def snapshot(game, s):
    extra = STEP_CHECKS.get(game.NAME)
    return extra[0](s) if extra else None


def check_alive(game, s, n, where=""):
    legal = s.legal_actions()
    assert legal, f"{where}: no legal action but the game is not over"
    assert s.current_player is not None and s.current_player in range(n), where
    assert len(set(legal)) == len(legal), f"{where}: legal_actions() repeats an action"
    assert str(s.prompt).strip(), f"{where}: empty prompt"
    return legal


def check_over(game, s, n, where=""):
    assert s.is_over, where
    assert s.current_player is None, where
    assert s.legal_actions() == [], where
    out = s.outcome()
    assert out is not None, where
    assert len(out.scores) == n, f"{where}: {out.scores} is not one score per seat"
    # a cooperative game (Game.COOPERATIVE) may end with nobody winning: the seats lost together
    assert out.winners or getattr(game, "COOPERATIVE", False), f"{where}: nobody won"
    assert set(out.winners) <= set(range(n)), where
    assert str(out.reason).strip(), where


def random_game(game, n, seed, *, check=True):
    """Play one game with uniformly random choices; returns (state, actions)."""
    rnd = random.Random(seed * 7919 + n)
    s = game.new_game(players=n, seed=seed)
    actions = []
    where = f"{game.NAME} {n}p seed {seed}"
    while not s.is_over:
        assert len(actions) < MAX_STEPS, f"{where}: no end after {MAX_STEPS} decisions"
        if check:
            legal = check_alive(game, s, n, f"{where} step {len(actions)}")
            assert s.outcome() is None
        else:
            legal = s.legal_actions()
        a = rnd.choice(legal)
        if check:
            assert s.explain(a) is None, f"{where}: explain() refuses the legal {a!r}"
            snap = snapshot(game, s)
        events = s.apply(a)
        actions.append(a)
        if check:
            check_step(game, s, snap, a, events, f"{where} step {len(actions)}")
    return s, actions


_POOLS: dict = {}


def action_pool(game) -> list:
    """Actions legal somewhere in a few random games of ``game`` (all player counts), plus near misses."""
    if game.NAME not in _POOLS:
        pool = set()
        cand = getattr(game, "candidates", None)
        for n in game.PLAYERS:
            for seed in (1001, 1002):
                rnd = random.Random(seed)
                s = game.new_game(players=n, seed=seed)
                while not s.is_over:
                    legal = s.legal_actions()
                    pool.update(legal)
                    if cand is not None and rnd.random() < 0.1:
                        pool.update(cand(s))
                    s.apply(rnd.choice(legal))
        _POOLS[game.NAME] = sorted(pool, key=repr)
    return _POOLS[game.NAME]


# --------------------------------------------------------------------------- 1. random games finish
@pytest.mark.parametrize("game,n", PARAMS)
def test_random_games_finish(game, n):
    for seed in range(N_GAMES):
        s, actions = random_game(game, n, seed)
        where = f"{game.NAME} {n}p seed {seed}"
        check_over(game, s, n, where)
        check_events(game, s.log, where)
        assert len(s.history) == len(actions)


@pytest.mark.parametrize("game,n", PARAMS)
def test_a_listing_kept_by_the_engine_is_what_listing_gives(game, n):
    """Req (one fast path): ``apply`` keeps a position's legal actions in ``_cache`` until the position changes, and
    a rules step may leave the next position's list there itself (the options it has just settled on). Whatever
    is kept must be exactly what listing the position afresh gives: same actions, same order; and ``_legal()``
    gives a list (``legal_actions()`` hands out a copy of it)."""
    kept = 0
    for seed in range(3):
        s = game.new_game(players=n, seed=seed)
        rnd = random.Random(seed)
        while not s.is_over and len(s.history) < MAX_STEPS:
            s.apply(rnd.choice(s.legal_actions()))
            c = s._cache
            fresh = s._legal()
            assert isinstance(fresh, list), "_legal() returns a list (a LegalIndex is one)"
            if c is not None:
                kept += 1
                assert list(c) == list(fresh), f"{game.NAME} {n}p seed {seed} step {len(s.history)}"
            s._cache = None
    if game.NAME in ("first_class", "horror"):   # the two games whose rules steps keep their listings
        assert kept > 0


@pytest.mark.parametrize("game,n", PARAMS)
def test_fresh_game_shape(game, n):
    s = game.new_game(players=n, seed=3)
    assert not s.is_over and s.outcome() is None
    assert isinstance(s.prompt, Msg)
    check_alive(game, s, n, "fresh game")
    check_events(game, s.log, "setup")
    if hasattr(s, "check_invariants"):
        assert s.check_invariants() == []
    # legal_actions() hands out a fresh list each time, in the same order
    first = s.legal_actions()
    first.clear()
    assert s.legal_actions() == s.legal_actions() != []
    for seat in range(n):
        json.dumps(s.view(seat))  # a seat's view is plain data


# --------------------------------------------------------------------------- 2. undo, save/load, copy
def _hyp_choice(data, legal, label="choice"):
    return legal[data.draw(st.integers(0, len(legal) - 1), label=label)]


@pytest.mark.parametrize("game,n", PARAMS)
@HYP
@given(seed=st.integers(0, 2 ** 32 - 1), data=st.data())
def test_undo_save_copy_walk(game, n, seed, data):
    s = game.new_game(players=n, seed=seed)
    depth = data.draw(st.integers(0, 400), label="depth")
    undo_at = data.draw(st.sets(st.integers(0, 400), max_size=4), label="undo_at")
    for step in range(depth):
        if s.is_over:
            break
        legal = s.legal_actions()
        a = _hyp_choice(data, legal)
        if step in undo_at:
            before = s.to_json()
            s.apply(a)
            s.undo()
            assert s.to_json() == before, f"undo after {a!r} did not restore the position"
            assert s.legal_actions() == legal
        s.apply(a)

    # save -> load is exact, and so is copy
    text = s.to_json()
    loaded = game.from_json(text)
    assert loaded.to_json() == text
    twin = s.copy()
    assert twin.to_json() == text
    # a copy is independent both ways
    if not s.is_over:
        other = s.copy()
        other.apply(s.legal_actions()[-1])
        assert s.to_json() == text, "applying to a copy changed the original"
        other_text = other.to_json()
        s.apply(s.legal_actions()[0])
        assert other.to_json() == other_text, "applying to the original changed its copy"
        s.undo()
        assert s.to_json() == text

    # the original, the reloaded game and the copy go on identically
    more = data.draw(st.integers(0, 60), label="more")
    for _ in range(more):
        if s.is_over:
            break
        legal = s.legal_actions()
        assert loaded.legal_actions() == legal and twin.legal_actions() == legal
        a = _hyp_choice(data, legal)
        s.apply(a)
        loaded.apply(a)
        twin.apply(a)
    final = s.to_json()
    assert loaded.to_json() == final
    assert twin.to_json() == final
    assert game.from_json(final).to_json() == final


@pytest.mark.parametrize("game,n", PARAMS)
def test_undo_all_the_way_back(game, n):
    s = game.new_game(players=n, seed=11)
    texts = [s.to_json()]
    rnd = random.Random(11)
    for _ in range(40):       # or to the end of a shorter game
        if s.is_over:
            break
        s.apply(rnd.choice(s.legal_actions()))
        texts.append(s.to_json())
    for want in reversed(texts[:-1]):
        s.undo()
        assert s.to_json() == want
    with pytest.raises(rulebook.NothingToUndo):
        s.undo()


@pytest.mark.parametrize("game,n", PARAMS)
def test_finished_game_round_trips(game, n):
    s, actions = random_game(game, n, 5, check=False)
    text = s.to_json()
    loaded = game.from_json(text)
    assert loaded.to_json() == text
    assert loaded.is_over and loaded.outcome() == s.outcome()
    before = s.to_json()
    s.undo()
    s.apply(actions[-1])
    assert s.to_json() == before


# --------------------------------------------------------------------------- 3. every refusal is explained
def _check_refusal(game, s, a, ids, generic_offenders, where):
    v = s.explain(a)
    assert isinstance(v, RuleViolation), f"{where}: explain({a!r}) gave {v!r} for an illegal action"
    assert v.rule in ids, f"{where}: {a!r} refused by unknown section {v.rule!r}"
    reason = v.reason
    assert reason.strip() and reason.rstrip().endswith(SENTENCE_END), f"{where}: {a!r}: reason {reason!r}"
    assert reason[0].isupper() or reason[0].isdigit(), f"{where}: {a!r}: reason {reason!r}"
    if reason == GENERIC:
        generic_offenders.append(f"{where}: {a!r} [{v.rule}]")
    with pytest.raises(IllegalAction) as info:
        s.apply(a)
    err = info.value
    assert isinstance(err, ValueError)
    assert err.violation == v, f"{where}: apply() and explain() disagree on {a!r}"
    assert str(err) == reason


def _check_position_refusals(game, s, candidates, ids, generic_offenders, where, check_json):
    legal = s.legal_actions()
    legal_set = set(legal)
    for a in legal:
        assert s.explain(a) is None, f"{where}: explain() refuses the legal {a!r}"
    before = s.to_json() if check_json else None
    for a in candidates:
        if a not in legal_set:
            _check_refusal(game, s, a, ids, generic_offenders, where)
    if check_json:
        assert s.to_json() == before, f"{where}: a refused action changed the state"
    assert s.legal_actions() == legal


def _candidates(game, s):
    hook = getattr(game, "candidates", None)
    if hook is None:
        return []
    cands = hook(s)
    legal = s.legal_actions()
    assert set(legal) <= set(cands), "candidates() must include every legal action"
    assert len(set(cands)) == len(cands), "candidates() repeats an action"
    return cands


@pytest.mark.parametrize("game,n", PARAMS)
def test_refusals_are_explained(game, n):
    ids = section_ids(game)
    pool = action_pool(game)
    offenders: list = []
    for seed in range(N_EXPLAIN_GAMES):
        rnd = random.Random(500 + seed)
        s = game.new_game(players=n, seed=500 + seed)
        step = 0
        while True:
            where = f"{game.NAME} {n}p seed {500 + seed} step {step}"
            sample = rnd.sample(pool, min(len(pool), 40))
            _check_position_refusals(game, s, _candidates(game, s) + sample, ids, offenders, where,
                                     check_json=(step % 5 == 0 or s.is_over))
            if s.is_over:
                break
            s.apply(rnd.choice(s.legal_actions()))
            step += 1
    if game.NAME == "first_class":
        assert not offenders, "refusals without a specific reason:\n" + "\n".join(offenders[:30])


@pytest.mark.parametrize("game,n", PARAMS)
@HYP
@given(seed=st.integers(0, 2 ** 32 - 1), data=st.data())
def test_refusals_walk(game, n, seed, data):
    """Hypothesis picks the choices; every position on the way refuses its near misses properly."""
    ids = section_ids(game)
    offenders: list = []
    s = game.new_game(players=n, seed=seed)
    depth = data.draw(st.integers(0, 300), label="depth")
    for step in range(depth + 1):
        where = f"{game.NAME} {n}p seed {seed} step {step}"
        _check_position_refusals(game, s, _candidates(game, s), ids, offenders, where, check_json=step == depth)
        if s.is_over or step == depth:
            break
        s.apply(_hyp_choice(data, s.legal_actions()))
    if game.NAME == "first_class":
        assert not offenders, "refusals without a specific reason:\n" + "\n".join(offenders[:30])


@pytest.mark.parametrize("game", GAME_PARAMS)
def test_refusals_when_over(game):
    s, _ = random_game(game, game.PLAYERS.start, 9, check=False)
    ids = section_ids(game)
    offenders: list = []
    _check_position_refusals(game, s, action_pool(game)[:200] + _candidates(game, s), ids, offenders,
                             "game over", check_json=True)
    if game.NAME == "first_class":
        assert not offenders


# --------------------------------------------------------------------------- 3b. the same under other options
def _variants():
    """Non-default option sets: each ruling's other values, all of them at once, and game-specific extras."""
    out = []
    for g in GAMES:
        rulings = getattr(g, "RULINGS", {}) or {}
        for name, r in sorted(rulings.items()):
            for v in r.choices[1:]:
                out.append(pytest.param(g, {"rulings": {name: v}}, id=f"{g.NAME}-{name}={v}"))
        if rulings:
            every = {name: r.choices[-1] for name, r in rulings.items()}
            out.append(pytest.param(g, {"rulings": every}, id=f"{g.NAME}-all-rulings"))
        for opts in EXTRA_VARIANTS.get(g.NAME, []):
            out.append(pytest.param(g, opts, id=f"{g.NAME}-" + "-".join(f"{k}={v}" for k, v in opts.items())))
    return out


EXTRA_VARIANTS = {  # game name -> option sets worth a few games each
    "first_class": [{"modules": m} for m in ("AC", "AD", "AE", "BC", "BD", "BE", "CD", "CE", "DE")],
    "fracht_express": [{"advanced": True}, {"advanced": True, "hijack": "J"}, {"layout": "dealt"}],
}
N_VARIANT_GAMES = 2 if QUICK else 30


@pytest.mark.parametrize("game,opts", _variants())
def test_variant_games(game, opts):
    ids = section_ids(game)
    offenders: list = []
    for seed in range(N_VARIANT_GAMES):
        n = game.PLAYERS[seed % len(game.PLAYERS)]
        rnd = random.Random(seed)
        s = game.new_game(players=n, seed=seed, **opts)
        step = 0
        while True:
            where = f"{game.NAME} {opts} {n}p seed {seed} step {step}"
            if step % 3 == 0 or s.is_over:
                _check_position_refusals(game, s, _candidates(game, s), ids, offenders, where,
                                         check_json=step % 30 == 0)
            if s.is_over:
                break
            legal = check_alive(game, s, n, where)
            a = rnd.choice(legal)
            snap = snapshot(game, s)
            events = s.apply(a)
            step += 1
            check_step(game, s, snap, a, events, where)
            assert step < MAX_STEPS
        check_over(game, s, n, where)
        text = s.to_json()
        assert game.from_json(text).to_json() == text
    if game.NAME == "first_class":
        assert not offenders, "refusals without a specific reason:\n" + "\n".join(offenders[:30])


# --------------------------------------------------------------------------- 4. actions are plain values
@pytest.mark.parametrize("game", GAME_PARAMS)
def test_actions_are_values(game):
    namespace = dict(game.ACTIONS)
    pool = action_pool(game)
    assert pool
    kinds = {type(a).__name__ for a in pool}
    assert kinds <= set(game.ACTIONS), kinds - set(game.ACTIONS)
    for a in pool:
        assert hash(a) == hash(a)
        assert {a: 1}[a] == 1
        text = str(a)
        assert text.strip(), f"{a!r} has an empty str()"
        again = eval(repr(a), {"__builtins__": {}}, namespace)  # noqa: S307 - tests only, trusted repr
        assert again == a and hash(again) == hash(a), repr(a)
        d = a.to_dict()
        back = game.action_from_dict(json.loads(json.dumps(d)))
        assert back == a and type(back) is type(a), d
        for lang in LANGUAGES:
            assert a.describe().text(lang).strip()
    # equal by value, not by identity; frozen
    a = pool[0]
    b = game.action_from_dict(a.to_dict())
    assert a == b and a is not b
    if a.to_dict().keys() - {"type"}:
        from dataclasses import FrozenInstanceError
        with pytest.raises(FrozenInstanceError):
            setattr(a, next(iter(a.to_dict().keys() - {"type"})), 0)


# --------------------------------------------------------------------------- 5. words: log and prompts render
@pytest.mark.parametrize("game", GAME_PARAMS)
def test_log_renders_in_every_language(game):
    s, _ = random_game(game, game.PLAYERS.stop - 1, 21, check=False)
    check_events(game, s.log, "final log")
    for e in s.log:
        d = e.to_dict()
        json.dumps(d)
        assert type(e).from_dict(d).to_dict() == d
        for lang in LANGUAGES:
            assert e.render(lang).strip()
    for lang in LANGUAGES:
        assert s.prompt.text(lang).strip()


# --------------------------------------------------------------------------- 6. determinism
@pytest.mark.parametrize("game,n", PARAMS)
def test_same_seed_same_choices_same_game(game, n):
    a, actions = random_game(game, n, 77, check=False)
    b = game.new_game(players=n, seed=77)
    for x in actions:
        b.apply(x)
    assert b.to_json() == a.to_json()
    assert game.new_game(players=n, seed=77).to_json() == game.new_game(players=n, seed=77).to_json()
    c, _ = random_game(game, n, 77, check=False)
    assert c.to_json() == a.to_json()


@pytest.mark.parametrize("game,n", PARAMS)
@HYP
@given(seed=st.integers(0, 2 ** 64 - 1), data=st.data())
def test_determinism_walk(game, n, seed, data):
    s = game.new_game(players=n, seed=seed)
    t = game.new_game(players=n, seed=seed)
    assert s.to_json() == t.to_json()
    for _ in range(data.draw(st.integers(0, 120), label="depth")):
        if s.is_over:
            break
        legal = s.legal_actions()
        assert t.legal_actions() == legal
        a = _hyp_choice(data, legal)
        s.apply(a)
        t.apply(a)
    assert s.to_json() == t.to_json()


# --------------------------------------------------------------------------- 5. dispatch tables (issue 13)
def _handled_types(game) -> set:
    """Action types that the game's dispatch tables send to a handler."""
    if game.NAME == "first_class":
        from rulebook.first_class import state as fc
        return set(fc.UNIT_DO) | set(fc.TURN_DO)
    if game.NAME == "horror":
        from rulebook.horror import effects, state as hs, turn as ht, why_not
        from rulebook.horror.actions import CastSpell
        handled = set(ht.MAIN_DO) | set(ht.BASIC_DO) | {CastSpell} | set(effects.ASK_ACTIONS.values())
        handled |= set(why_not.TALK) | set(why_not.REST)
        return handled | {t for types in hs.PHASE_ACTIONS.values() for t in types}
    # FrachtExpress dispatches by pending unit to its rules modules (advanced.UNIT_MODULES); only the pool
    # check below applies to it.
    return set(game.ACTIONS.values())


def _explained_types(game) -> set | None:
    """Action types with a why-not handler in the game's tables (None: the game explains through modules)."""
    if game.NAME == "first_class":
        from rulebook.first_class import state as fc
        return set(fc.WHY_NOT_ANYTIME) | set(fc.TURN_WHY_NOT) | set(fc.UNIT_WHY_NOT)
    return None


@pytest.mark.parametrize("game", GAME_PARAMS)
def test_every_action_type_has_a_handler_and_an_explanation(game):
    """Every action type a game accepts (its ACTIONS) has an entry in the dispatch tables that carry it out,
    and a way to be explained when refused: a why-not table entry where the game has one, and in any case a
    place in the pool of actions whose refusals ``test_refusals_are_explained`` checks."""
    types = set(game.ACTIONS.values())
    assert not types - _handled_types(game), "no handler for " + ", ".join(sorted(t.__name__ for t in types - _handled_types(game)))
    explained = _explained_types(game)
    if explained is not None:
        assert not types - explained, "no why-not entry for " + ", ".join(sorted(t.__name__ for t in types - explained))
    pooled = {type(a) for a in action_pool(game)}
    missing = types - pooled
    assert not missing, "never offered in the random games of the pool: " + ", ".join(sorted(t.__name__ for t in missing))
