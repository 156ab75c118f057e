"""Phase-machine rules that mutation testing found unpinned (issue 21): the ritual's escalation puts the
Incantation Fast token into the event bag, a held train stays put for one turn, turns pass to the next seat
clockwise, and an emptied pool ends the game at once -- right after the automatic step that emptied it, and at
the next step of a position that already has an empty pool."""
from rulebook.horror import phases
from rulebook.horror.actions import EndActions, MoveTo
from rulebook.horror.scenario import ready, rebase, set_essence
from rulebook.i18n import Seat
from rulebook.horror.records import Passenger


def test_escalation_puts_the_incantation_fast_token_into_the_bag(doctor):
    """When the ritual escalates, the Incantation Fast token leaves the supply for the event bag (logged under
    the ritual's section); with none left in the supply nothing happens."""
    s = doctor
    supply, bag = s.event_supply.count("incantation_fast"), s.event_bag.count("incantation_fast")
    assert supply > 0
    ev = []
    phases.HOOKS["escalate"](s, ev)
    assert s.event_supply.count("incantation_fast") == supply - 1
    assert s.event_bag.count("incantation_fast") == bag + 1
    assert [e.rule for e in ev] == ["ritual"]
    s.event_supply = [x for x in s.event_supply if x != "incantation_fast"]
    ev = []
    phases.HOOKS["escalate"](s, ev)
    assert ev == [] and s.event_bag.count("incantation_fast") == bag + 1


def test_a_held_train_stays_for_one_turn(doctor):
    """"There is still time": the train does not move at the end of this turn (logged under the event tokens'
    section), and moves again the next time."""
    s = doctor
    s.hold_train = True
    space = s.space
    ev = []
    phases.HOOKS["move_train"](s, ev)
    assert s.space == space and not s.hold_train and [e.rule for e in ev] == ["event_tokens"]
    phases.HOOKS["move_train"](s, [])
    assert s.space == space - 1


def test_the_turn_passes_to_the_next_seat():
    """With three investigators the second turn is the next seat's after the first player, and the line
    saying the turn begins names that seat."""
    s = ready(players=3, seed=4)
    first = s.cur
    n = len(s.log)
    s.apply(next(a for a in s.legal_actions() if type(a).__name__ == "Rest"))
    while s.stack:
        s.apply(s.legal_actions()[-1])
    s.apply(EndActions())
    while s.phase != "actions" and not s.is_over:
        s.apply(s.legal_actions()[0])
    assert s.turns == 2 and s.cur == (first + 1) % 3
    begins = [e for e in s.log[n:] if e.rule == "turn" and e.msg.params.get("t") == 2]
    assert len(begins) == 1 and begins[0].msg.params["player"] == Seat(s.cur)


def test_the_last_coffin_ends_the_game_before_the_next_step(doctor):
    """When the vampire kills a passenger with the last coffin, the investigators lose at once: the vampire
    does not move on afterwards."""
    s = doctor
    s.passengers = [Passenger(3, "panicked"), Passenger(3, "calm")]
    s.vampire = 3
    s.curtains[3] = "closed"
    s.coffins = 1
    s.phase, s.ran = "vampire_prey", False
    ev = []
    phases.advance(s, ev)
    assert s.result == ["loss", "coffins"] and s.phase == "over"
    assert s.vampire == 3 and any(e.rule == "end" for e in ev)


def test_a_position_with_an_empty_essence_pool_ends_at_the_next_step(doctor):
    """A position whose essence pool is already empty (a save) is lost as soon as anything is done, even a
    basic action in the actions phase."""
    s = doctor
    set_essence(s, pool=0)
    s = rebase(s)
    move = next(a for a in s.legal_actions() if type(a) is MoveTo)
    s.apply(move)
    assert s.result == ["loss", "essence"] and s.is_over


def test_a_game_lost_at_the_train_step_begins_no_new_turn(doctor):
    """The end of the turn's train step is the last engine step before the next investigator's turn. When the
    game is lost right there (here a position with no coffin left, checked after the step), the game ends at
    once: no new turn begins and nobody is told it is their turn."""
    s = doctor
    s.coffins = 0
    turns, space = s.turns, s.space
    s.phase, s.ran = "train", False
    ev = []
    phases.advance(s, ev)
    assert s.result == ["loss", "coffins"] and s.phase == "over"
    assert s.space == space - 1 and s.turns == turns
    assert not [e for e in ev if e.rule == "turn"]
