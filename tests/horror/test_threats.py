"""The threats of the event board, with the rulebook's examples: the vampire in a closed and an open car,
the incantation with 4 ritual tokens weakened by one, the passenger card example, three green monsters with
two left, 3 insane passengers over 2 portals; portals front to back, block tokens, the Pursuit."""
from rulebook.horror import board, monsters, train, vampire
from rulebook.horror.actions import EndActions, Weaken
from rulebook.horror.frames import Eff
from rulebook.horror.scenario import end_turn, ready, rebase
from rulebook.horror.records import Monster, Passenger


def base(seed=5, **opts):
    s = ready(players=1, seed=seed, investigators=["doctor"], **opts)
    return s


def run(s, fn):
    ev = []
    fn(s, ev)
    from rulebook.horror import effects
    effects.settle(s, ev)
    return ev


# ---------------------------------------------------------------- the vampire
def test_vampire_closed_car_kills_a_panicked_passenger_and_loses_a_tile():
    s = base()
    s.passengers = [Passenger(3, "panicked"), Passenger(3, "calm")]
    s.vampire = 3
    s.curtains[3] = "closed"
    s.coffins = 7
    run(s, lambda st, ev: vampire.prey(st, ev))
    assert Passenger(3, "dead") in s.passengers and s.coffins == 6
    assert s.vampire_strength[0] == "v2" and len(s.vampire_strength) == 7


def test_vampire_open_car_skips_the_insane_passenger_and_panics_the_calm_one():
    s = base()
    s.passengers = [Passenger(3, "insane"), Passenger(3, "calm")]
    s.vampire = 3
    s.curtains[3] = "open"
    run(s, lambda st, ev: vampire.prey(st, ev))
    assert sorted(q.status for q in s.passengers) == ["insane", "panicked"]
    assert len(s.vampire_strength) == 8          # panicked: no tile lost


def test_vampire_moves_by_the_arrow_never_into_the_locomotive():
    s = base()
    s.passengers = [Passenger(0, "calm"), Passenger(5, "calm")]
    s.vampire = 1
    run(s, lambda st, ev: vampire.move(st, "front", ev))   # nothing toward the front but the Locomotive
    assert s.vampire == 5
    s.passengers = [Passenger(2, "dead"), Passenger(4, "calm"), Passenger(6, "calm")]
    run(s, lambda st, ev: vampire.move(st, "front", ev))   # nearest with a living passenger that way
    assert s.vampire == 4


# ---------------------------------------------------------------- ritual and incantation
def test_incantation_with_four_ritual_tokens_weakened_by_one():
    s = base(ritual="bell_tolls")
    s.passengers = [Passenger(0, "wounded"), Passenger(0, "calm"), Passenger(2, "calm"), Passenger(3, "happy")]
    s.ritual_tokens = 4
    s.occult = 1
    s.grimoire[0][0] -= 1
    s = end_turn(s, bag=["incantation_slow"], board=[])
    s.coffins = 7
    rebase(s)
    s.apply(EndActions())
    assert s.phase == "weaken"
    assert [a.n for a in s.legal_actions()] == [0, 1]
    s.apply(Weaken(1))
    # first the desire clue of the players' choice
    while s.stack:
        s.apply(s.legal_actions()[0])
    # 1: the wounded passenger in the Locomotive dies; 2: no panicked passenger; 3: a calm one becomes wounded;
    # 4 (weakened away): that wounded passenger would have died
    assert Passenger(0, "dead") in s.passengers and s.coffins == 6
    assert sorted(q.status for q in s.passengers) == ["calm", "dead", "happy", "wounded"]
    assert s.occult == 0 and s.occult_banished == 1


def test_escalation_adds_an_incantation_fast_token():
    s = base(ritual="awakening")
    s = end_turn(s, bag=["incantation_slow"])
    n = s.event_supply.count("incantation_fast")
    s.apply(EndActions())
    assert s.event_supply.count("incantation_fast") == n - 1 and s.escalations == 1
    assert "incantation_fast" in s.event_bag + s.event_discard


def test_black_magic_draws_an_incantation_card_and_puts_it_at_the_bottom():
    s = base()
    top = s.incantation_deck[0]
    s = end_turn(s, bag=["incantation_slow"])
    s.apply(EndActions())
    assert s.incantation_deck[-1] == top


def test_pestilence_ill_passenger_dies_instead_and_healing_removes_the_marker():
    s = base(ritual="pestilence")
    s.passengers = [Passenger(2, "calm"), Passenger(2, "calm")]
    s.ill = [0]
    s.coffins = 7
    from rulebook.horror import passengers
    passengers.set_status(s, 2, "calm", "panicked", "test", [])
    assert s.passengers[0].status == "dead" and s.ill == [] and s.coffins == 6
    s.ill = [1]
    s.passengers[1].status = "angry"
    passengers.set_status(s, 2, "angry", "calm", "test", [])
    assert s.passengers[1].status == "angry" and s.ill == []


def test_fade_to_black_moves_a_witness_token_and_fades_clues():
    s = base(ritual="fade_to_black")
    s.ritual_tokens = 2
    top = s.wt_right[-1]
    s = end_turn(s, bag=["incantation_slow"])
    s.apply(EndActions())
    assert s.wt_left == [top]
    assert sum(sum(x.fade) for x in s.suspects) == 2


def test_beyond_proper_escalates_before_the_game_into_the_discard():
    from rulebook.horror import HORROR
    s = HORROR.new_game(players=2, seed=3, beyond=2)
    assert s.escalations == 2 and s.event_discard.count("incantation_fast") == 2 and s.check_invariants() == []


# ---------------------------------------------------------------- passengers
def test_passenger_card_example():
    """Nothing happens in a car with a Happy passenger; elsewhere a Wounded passenger dies; then every
    Panicked passenger moves one car back, except from the last car."""
    s = base()
    s.passengers = [Passenger(1, "happy"), Passenger(1, "wounded"), Passenger(2, "wounded"), Passenger(2, "panicked"), Passenger(6, "panicked")]
    s.coffins = 7
    s.passenger_deck.remove("P1")
    s.passenger_deck.insert(0, "P1")
    run(s, lambda st, ev: board.reaction(st, ev))
    assert Passenger(1, "wounded") in s.passengers and Passenger(2, "dead") in s.passengers
    assert Passenger(3, "panicked") in s.passengers and Passenger(6, "panicked") in s.passengers
    assert s.passenger_deck[-1] == "P1" and s.coffins == 6


# ---------------------------------------------------------------- monsters
def test_three_green_monsters_with_two_left():
    s = base()
    s.colours = ["green", "red", "blue"]
    s.monsters = []
    s.pool = {"green": 2, "red": 5, "blue": 5}
    s.pursuit = []
    # make 3 active green portals: three revealed tiles of the layout with green portals
    s.pursuit = ["green", "green", "green"]        # the other green monsters are in the Pursuit
    greens = [t for t in s.tiles[1:] if any("green" in p.get("colours", []) for p in s.comp.landscapes[t[0]]["portals"])]
    for t in greens[:3]:
        t[3] = True
        for k, p in enumerate(s.comp.landscapes[t[0]]["portals"]):
            if "green" in p.get("colours", []):
                s.portals[f"{t[0]}.{k}"] = 1
                s.essence_pool -= 1
    n = monsters.active_portals(s, "green", [])
    assert n >= 3
    run(s, lambda st, ev: st.stack.append(Eff({"do": "spawn", "colour": "green"}, {"p": 0, "rule": "monsters", "by": "game", "at": None, "u": False})))
    placed = sorted(s.monsters, key=lambda m: -m.car)
    assert placed[0] == Monster("green", 6) and placed[1] == Monster("green", 5) and placed[2] == Monster("red", 4)


def test_activation_attacks_where_passengers_are_else_moves_two_cars():
    s = base()
    s.passengers = [Passenger(5, "calm")]
    s.monsters = []
    s.pool = {c: 5 for c in s.colours}
    s.pool["red"] -= 2
    s.monsters = [Monster("red", 3), Monster("red", 5)]
    run(s, lambda st, ev: st.stack.append(Eff({"do": "monsters_all", "colour": "red"},
                                               {"p": 0, "rule": "monsters", "by": "game", "at": None, "u": False})))
    assert Monster("red", 1) in s.monsters and Monster("red", 5) in s.monsters     # car 3 empty: moved; car 5: attacked
    assert s.passengers[0].status != "calm"


def test_monster_reaching_the_locomotive_is_unleashed_to_the_pursuit():
    s = base()
    s.passengers = []
    s.pool = {c: 5 for c in s.colours}
    s.pool["blue"] -= 1
    s.monsters = [Monster("blue", 2)]
    top = s.unleashed_deck[0]
    run(s, lambda st, ev: monsters.move_event(st, 2, ev))
    assert s.monsters == [] and s.pursuit == ["blue"] and s.unleashed_deck[-1] == top
    run(s, lambda st, ev: monsters.pursuit(st, ev))
    assert s.monsters == [Monster("blue", 6)] and s.pursuit == []


def _two_unleashed(s):
    """Monster Unleashed cards U3 (Locomotive passengers panic) then U6 (a Wounded passenger dies, else a Panicked
    one is wounded): resolved in that order they leave the Locomotive's Calm passenger Wounded; in the opposite
    order U6 finds nobody and the passenger ends Panicked."""
    s.passengers = [Passenger(0, "calm")]
    s.unleashed_deck = ["U3", "U6"] + [c for c in s.unleashed_deck if c not in ("U3", "U6")]
    s.pool = {c: 5 for c in s.colours}


def test_two_monsters_unleashed_in_one_move_resolve_their_cards_one_by_one_from_the_front():
    """Rulebook, Monster Unleashed: each monster that reaches the Locomotive draws a card that is resolved at once,
    separately for each monster; all monsters move from the frontmost. So the front monster's card (U3) is
    resolved completely before the second monster moves and draws U6."""
    s = base()
    _two_unleashed(s)
    s.pool["blue"] -= 1
    s.pool["red"] -= 1
    s.monsters = [Monster("blue", 1), Monster("red", 2)]
    ev = run(s, lambda st, ev: monsters.move_event(st, 2, ev))
    assert s.pursuit == ["blue", "red"] and s.monsters == []
    assert s.passengers == [Passenger(0, "wounded")]
    texts = [str(e) for e in ev]
    second = next(i for i, t in enumerate(texts) if "red monster reaches" in t)
    assert any("becomes Panicked" in t for t in texts[:second])     # U3 done before the red monster moved


def test_monsters_spawned_at_the_locomotive_resolve_their_cards_one_by_one(monkeypatch):
    """Rulebook, spawning: a monster placed by the Locomotive counts as reaching it (Monster Unleashed), and the
    monsters are placed one by one -- so with eight to place, the seventh one's card is resolved before the
    eighth is placed and draws the next card."""
    s = base()
    _two_unleashed(s)
    s.monsters = []
    s.pool = {c: 8 for c in s.colours}
    s.pursuit = []
    monkeypatch.setattr(monsters, "active_portals", lambda st, colour, ev, use_blocks=True: 8)
    ev = run(s, lambda st, ev: st.stack.append(Eff({"do": "spawn", "colour": "green"},
                                                    {"p": 0, "rule": "monsters", "by": "game", "at": None, "u": False})))
    assert sorted(m.car for m in s.monsters) == [1, 2, 3, 4, 5, 6] and s.pursuit == ["green", "green"]
    assert s.passengers == [Passenger(0, "wounded")]
    texts = [str(e) for e in ev]
    unleashed = [i for i, t in enumerate(texts) if "Monster Unleashed" in t]
    assert len(unleashed) == 2 and any("becomes Panicked" in t for t in texts[unleashed[0]:unleashed[1]])


# ---------------------------------------------------------------- portals, landscapes, blocks
def test_three_insane_passengers_over_two_portals():
    s = base()
    s.passengers = [Passenger(1, "insane"), Passenger(2, "insane"), Passenger(3, "insane"), Passenger(4, "calm")]
    i = next(i for i, t in enumerate(s.tiles) if not t[3] and len(s.comp.landscapes[t[0]]["portals"]) == 2
             and all(not p.get("printed") for p in s.comp.landscapes[t[0]]["portals"]))
    lid = s.tiles[i][0]
    ps = s.comp.landscapes[lid]["portals"]
    run(s, lambda st, ev: train.reveal(st, st.tiles[i], ev))
    assert s.portals[f"{lid}.0"] == ps[0]["essence"] + 2      # the frontmost portal takes the odd one
    assert s.portals[f"{lid}.1"] == ps[1]["essence"] + 1


def test_inscription_portals_front_to_back_and_blocks():
    s = base()
    pid = f"{s.tiles[0][0]}.0"                              # the starting landscape's printed inscription portal
    s.blocks -= 1
    s.block_on = {pid: ["x1"]}
    ev = run(s, lambda st, e: board.portals(st, e))
    assert s.block_on == {} and s.blocks == 8
    assert any("x1" in e.text for e in ev)
    s.blocks -= 1
    s.block_on = {pid: ["inf"]}
    run(s, lambda st, e: board.portals(st, e))
    assert s.block_on == {pid: ["inf"]}


def test_board_resolves_top_to_bottom_and_discards_only_the_resolved_tokens():
    s = base()
    s = end_turn(s, bag=["passenger"], board=[["portal", "portal_x"], [], ["ritual_x", "ritual"], []])
    s.apply(EndActions())
    while s.phase != "actions" and not s.is_over:
        s.apply(s.legal_actions()[0])
    assert s.event_board == [["portal"], [], ["ritual_x"], []]
    assert sorted(s.event_discard) == ["passenger", "portal_x", "ritual"]
    spaces = [e.msg.params["k"] for e in s.log if e.msg.id.startswith("Space {k}")]
    assert spaces == [1, 2, 3, 4]
