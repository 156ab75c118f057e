"""The fast paths of the legal-action listing answer exactly what the plain readings answer.

* ``effects.can`` / ``effects.holds`` run closures compiled from the effect data; ``can_slow`` /
  ``conditions.holds_slow`` interpret the data (and build the option lists) as the rules describe.
* The actions phase lists each action with a quick test; ``turn.why_not`` (the diagnosis) must let through
  exactly the listed ones.
* ``apply`` keeps the options that settling an effect has just listed as the next legal actions: they must be
  what ``_legal()`` lists afresh.
"""
import random

import pytest

from rulebook.core import IllegalAction
from rulebook.horror import HORROR, conditions, effects, turn
from rulebook.horror.actions import AskFeature, CastSpell, FulfillQuest, UseFavor, UseItem, UseSkill
from rulebook.horror.candidates import candidates

RITUALS = ["black_magic", "pestilence", "fade_to_black", "bell_tolls", "awakening"]


def _data_parts(comp):
    """Every effect and every condition in the component data."""
    effs, conds = [], []

    def walk(x):
        if isinstance(x, list):
            for y in x:
                walk(y)
        elif isinstance(x, dict):
            if any(k in x for k in ("do", "seq", "or", "then", "each_car", "if")):
                effs.append(x)
            for k in ("if", "each_car", "condition", "requirement"):
                if isinstance(x.get(k), dict):
                    conds.append(x[k])
            for v in x.values():
                walk(v)
    for v in vars(comp).values():
        walk(v)
    return effs, conds


def _answer(f, *args):
    try:
        return f(*args)
    except Exception as e:   # both readings must fail alike, too
        return type(e)


def _games(n, every):
    for seed in range(n):
        s = HORROR.new_game(players=1 + seed % 4, seed=seed, ritual=RITUALS[seed % 5])
        rnd = random.Random(seed)
        k = 0
        while not s.is_over:
            if k % every == 0:
                yield s, rnd
            k += 1
            s.apply(rnd.choice(s.legal_actions()))


def test_compiled_checks_answer_as_the_reading():
    effs = conds = None
    checked = 0
    for s, rnd in _games(10, 23):
        if effs is None:
            effs, conds = _data_parts(s.comp)
        for p in range(s.n):
            for c in (effects.ctx(p, "x"), effects.ctx(p, "x", at=rnd.randrange(6), u=True),
                      dict(effects.ctx(p, "x", by="game"), car=rnd.randrange(7))):
                for e in effs:
                    assert _answer(effects.can, s, e, c) == _answer(effects.can_slow, s, e, c), (e, c)
                for cond in conds:
                    assert _answer(effects.holds, s, cond, c) == _answer(conditions.holds_slow, s, cond, c), (cond, c)
                checked += 1
    assert effs and conds and checked > 60


def _near(s, p):
    """Actions of the actions phase worth asking about (the generic near misses, and every spot and item)."""
    out = list(candidates(s))
    x = s.inv[p]
    out += [UseSkill(sid) for sid in s.comp.skills if sid in x.slots]
    out += [AskFeature(i, k) for i, sus in enumerate(s.suspects) for k in range(len(sus.clues))]
    out += [UseItem(i) for i in s.comp.item_ids] + [CastSpell(k) for k in range(6)]
    out += [UseFavor(i) for i in range(6)] + [FulfillQuest(i) for i in range(6)]
    return out


def test_the_actions_listing_is_what_the_diagnosis_allows():
    seen = 0
    for s, _ in _games(16, 3):
        if s.phase != "actions" or s.stack:
            continue
        p = s.current_player
        legal = set(s.legal_actions())
        for a in _near(s, p):
            # (moves and ending the actions have diagnosis-only ``why_not`` branches: every call explains a refusal)
            if type(a).__name__ in ("UseSkill", "Rest", "ToggleCurtains", "CarAction", "UseFavor", "AskFeature",
                                    "FulfillQuest", "UseItem", "CastSpell", "UniqueAction"):
                assert (turn.why_not(s, p, a) is None) == (a in legal), (a, turn.why_not(s, p, a))
        seen += 1
    assert seen > 50


def test_kept_options_are_the_fresh_listing():
    kept = 0
    for seed in range(10):
        s = HORROR.new_game(players=1 + seed % 4, seed=100 + seed, ritual=RITUALS[seed % 5])
        rnd = random.Random(seed)
        while not s.is_over:
            s.apply(rnd.choice(s.legal_actions()))
            kept += s._cache is not None
            assert s.legal_actions() == s._legal()
    assert kept > 20


def test_membership_by_value_and_refusal_of_odd_values():
    s = HORROR.new_game(players=2, seed=3)
    a = s.legal_actions()[0]
    twin = type(a)(*[getattr(a, f) for f in a.__dataclass_fields__])
    assert twin is not a and s.explain(twin) is None
    s.apply(twin)
    assert s.history[-1] is a   # the engine's own object is kept
    with pytest.raises(IllegalAction):
        s.apply([1, 2])            # unhashable: no action of this game
    assert s.explain({"x": 1}) is not None




def test_tables_per_component_set_follow_the_game_being_listed(tmp_path):
    """The listing keeps its compiled checks per component set and remembers the set it met last (skills,
    suspects, grimoire, clues). Two games on different data, listed turn about in one process, must each be
    listed by their own data: the copy gives every skill the condition "a monster is here", so its games offer
    a skill only beside a monster, while the shipped data offers skills without one."""
    from data_copies import edited_copy
    from rulebook.horror.data import DATA_DIR

    def every_skill_needs_a_monster(data):
        for sk in data["general_skills"] + [s for inv in data["investigators"] for s in inv["skills"]]:
            sk["condition"] = {"monster_here": True}
    other = edited_copy(DATA_DIR, tmp_path, "investigators.json", every_skill_needs_a_monster)

    skill_without_monster = {None: 0, other: 0}
    for seed in range(4):
        games = {d: HORROR.new_game(players=2, seed=seed, data_dir=d) for d in (None, other)}
        r = random.Random(seed)
        while not all(g.is_over for g in games.values()):
            for d, g in games.items():   # one decision of each game in turn
                if g.is_over:
                    continue
                la = g.legal_actions()
                if g.phase == "actions" and not g.stack and any(type(a) is UseSkill for a in la):
                    car = g.inv[g.cur].car
                    skill_without_monster[d] += not any(m.car == car for m in g.monsters)
                g.apply(r.choice(la))
    assert skill_without_monster[other] == 0
    assert skill_without_monster[None] > 0
