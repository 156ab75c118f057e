"""The phase machine: a table of data the engine runs; every hook is looked up in HOOKS."""
import random

from rulebook.horror import HORROR, phases


def test_table_is_consistent():
    ids = {p.id for p in phases.PHASE_LIST}
    for src, dst, cond in phases.edges():
        assert src in ids and dst in ids
        assert cond == "always" or cond in phases.CONDITIONS
    for p in phases.PHASE_LIST:
        assert p.rule in {s.id for s in HORROR.SECTIONS}
        assert p.kind in ("decide", "auto", "end")
        if p.kind == "auto":
            assert p.run in phases.HOOKS
        if p.kind == "decide":
            assert set(p.offers) <= set(HORROR.ACTIONS)


def test_random_games_enter_only_table_phases_and_offer_only_declared_actions():
    seen = set()
    for seed in range(4):
        s = HORROR.new_game(players=2, seed=seed)
        rnd = random.Random(seed)
        while not s.is_over:
            seen.add(s.phase)
            if not s.stack:
                offers = set(phases.PHASES[s.phase].offers)
                assert {type(a).__name__ for a in s.legal_actions()} <= offers
            s.apply(rnd.choice(s.legal_actions()))
        seen.add(s.phase)
    assert seen <= set(phases.PHASES)


def test_event_step_hook_is_replaceable():
    calls = []
    old = phases.HOOKS["begin_event"]
    phases.HOOKS["begin_event"] = lambda st, ev: (calls.append(st.turns), old(st, ev))
    try:
        from rulebook.horror.scenario import ready
        s = ready(players=1, seed=2)
        s.apply(s.legal_actions()[[type(a).__name__ for a in s.legal_actions()].index("Rest")])
        while s.stack:
            s.apply(s.legal_actions()[-1])
        from rulebook.horror.actions import EndActions
        s.apply(EndActions())
        while s.phase != "actions":     # decisions of the event step, if any
            s.apply(s.legal_actions()[0])
        assert calls == [1]
        assert s.turns == 2 and s.space <= 42
    finally:
        phases.HOOKS["begin_event"] = old


def test_a_condition_replaced_in_place_is_the_one_the_machine_asks():
    """The runner keeps the table with its names looked up; changing CONDITIONS (or HOOKS) in place renews it."""
    from rulebook.horror.scenario import ready
    s = ready(players=1, seed=2)
    old = phases.CONDITIONS["actions_done"]
    phases.CONDITIONS["actions_done"] = lambda st: True   # any action ends the actions phase
    try:
        s.apply(next(a for a in s.legal_actions() if type(a).__name__ == "MoveTo"))
        assert s.turns == 2 or s.phase != "actions"
    finally:
        phases.CONDITIONS["actions_done"] = old
    assert phases.CONDITIONS["actions_done"] is old
    s = ready(players=1, seed=2)
    s.apply(next(a for a in s.legal_actions() if type(a).__name__ == "MoveTo"))
    assert s.turns == 1 and s.phase == "actions"
