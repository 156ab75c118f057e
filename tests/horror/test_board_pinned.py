"""The event board's resolution, pinned where mutation testing found it loose (issue 21): the log lines of the
board, the portals, the blocks and the Passenger Reaction carry their sections; an Inscription Portal token
resolves the active portals' effects (and says so when none is active) -- Inscription Portals only, and only
those with an effect (a data set may give a monster portal an effect, or an Inscription Portal none); a
Passenger card's effects are the game's, so its status changes follow the universal order without asking
anyone; under the ``four_spaces="last_space"`` ruling the Monster event after four held spaces is the
board's."""
from rulebook.horror import board, effects, train
from rulebook.horror.actions import EndActions
from rulebook.horror.scenario import end_turn, ready
from rulebook.horror.records import Passenger


def run(s, fn):
    ev = []
    fn(s, ev)
    effects.settle(s, ev)
    return ev


def _start_portal(s):
    return f"{s.tiles[0][0]}.0"     # the starting landscape's printed Inscription Portal


def test_four_held_spaces_under_last_space_resolve_every_token_then_the_monster_event():
    """With all four spaces held and the ``last_space`` ruling, each space resolves its topmost token (the
    portal space's through the Inscription Portals) and then the last space's Monster event happens, logged
    under the event board's section."""
    s = ready(players=1, seed=5, investigators=["doctor"], rulings={"four_spaces": "last_space"})
    s = end_turn(s, bag=["passenger"], board=[["portal"], ["vampire_back"], ["ritual"], ["passenger"]])
    s.apply(EndActions())
    while s.phase != "actions" and not s.is_over:
        s.apply(s.legal_actions()[0])
    (last,) = [e for e in s.log if e.text.startswith("All four spaces have resolved")]
    assert last.rule == "event_board"
    assert any(e.rule == "portals" and "Inscription Portal" in e.text for e in s.log)


def test_an_active_inscription_portal_resolves_its_effect():
    """The portal space: every active Inscription Portal's effect is scheduled (here the starting one's: a
    Happy or Calm passenger in an open car turns Angry); with none active the log says so and nothing is
    scheduled."""
    s = ready(players=1, seed=5, investigators=["doctor"])
    pid = _start_portal(s)
    s.passengers = [Passenger(3, "calm")]
    s.curtains[3] = "open"
    ev = []
    board.portals(s, ev)
    assert s.stack and not any("No active" in e.text for e in ev)
    assert any(e.rule == "portals" and train.portal_words(s, pid).text() in e.text for e in ev)   # named as drawn
    s = ready(players=1, seed=5, investigators=["doctor"])
    s.blocks -= 1
    s.block_on = {_start_portal(s): ["inf"]}
    depth = len(s.stack)
    ev = []
    board.portals(s, ev)
    assert len(s.stack) == depth
    assert [e.rule for e in ev if "blocked" in e.text] == ["portals"]
    assert any("No active Inscription Portal" in e.text for e in ev)


def test_a_passenger_card_is_drawn_under_reactions_and_changes_statuses_without_asking():
    """Passenger Reaction: the card drawn is logged under the reactions section, and its status changes are
    the game's (universal order, every car it names), so nobody is asked to choose."""
    s = ready(players=1, seed=5, investigators=["doctor"])
    s.passenger_deck.remove("P2")
    s.passenger_deck.insert(0, "P2")      # in every open car a Calm or Happy passenger turns Panicked
    s.passengers = [Passenger(2, "calm"), Passenger(2, "happy")]
    s.curtains = ["closed", "closed", "open", "closed", "closed", "closed", "closed"]
    ev = run(s, board.reaction)
    assert [e.rule for e in ev if e.text.startswith("Passenger card drawn")] == ["reactions"]
    assert not s.stack
    first = min(("calm", "happy"), key=s.order.index)
    assert sorted(s.passengers, key=lambda q: (q.car, q.status)) == sorted([Passenger(2, "panicked"), Passenger(2, ({"calm", "happy"} - {first}).pop())], key=lambda q: (q.car, q.status))


def _starting_portals_edited(tmp_path, edit):
    """Seed 5's game (the Doctor) on a copy of the shipped data whose starting landscapes' portals are edited
    by ``edit(portal)``: the data checks let an Inscription Portal go without an effect and a monster portal
    carry one, so the portal step has to tell the two kinds apart itself."""
    from data_copies import edited_copy

    from rulebook.horror.data import DATA_DIR

    def edit_all(d):
        for land in d["starting"]:
            for p in land["portals"]:
                edit(p)
    folder = edited_copy(DATA_DIR, tmp_path, "landscapes.json", edit_all)
    return ready(players=1, seed=5, investigators=["doctor"], data_dir=folder)


def _resolving(ev):
    return [e for e in ev if e.rule == "portals" and "is active and resolves" in e.text]


def test_only_inscription_portals_resolve_at_the_portal_space(tmp_path):
    """The portal space resolves Inscription Portals only: a monster portal (here the starting landscape's
    printed one, always active) that a data set gives an effect anyway is passed over, and only the
    Inscription Portal's effect is scheduled."""
    effect = {"do": "status", "from": ["calm"], "to": "panicked", "n": 1, "where": "open"}
    s = _starting_portals_edited(tmp_path, lambda p: p.setdefault("effect", dict(effect)))
    start = s.tiles[0][0]
    assert train.portal(s, f"{start}.1")["type"] == "monster" and train.active(s, f"{start}.1")
    depth = len(s.stack)
    ev = []
    board.portals(s, ev)
    # the log names the portal as the picture shows it (issue 39): the first portal of the starting landscape
    assert [e.msg.params["p"].text() for e in _resolving(ev)] == [f"1 on {s.comp.landscapes[start]['name']}"]
    assert len(s.stack) == depth + 1


def test_an_inscription_portal_without_an_effect_resolves_nothing(tmp_path):
    """An Inscription Portal whose data gives no effect has nothing to resolve: with the starting landscape's
    (the only revealed one) left without its effect, the portal space finds no active Inscription Portal and
    schedules nothing."""
    s = _starting_portals_edited(tmp_path, lambda p: p.pop("effect", None))
    depth = len(s.stack)
    ev = []
    board.portals(s, ev)
    assert _resolving(ev) == [] and len(s.stack) == depth
    assert any(e.rule == "portals" and "No active Inscription Portal" in e.text for e in ev)
