"""Why an action is refused (``why_not.py``, issue 21): each refusal names the section that forbids the action, a
message of its own and the numbers or names that message shows. A refusal is what a player reads when a click is
turned down, so the section cited, the sentence chosen and its parameters are all part of the rule pinned here.

Each test builds a position where the action is illegal (``explain`` answers only for an action that is not among
the legal ones) and checks ``(section, message id, parameters)``."""
import pytest

from rulebook.horror import HORROR, effects, ritual
from rulebook.horror.actions import (Accuse, ChangeStatus, ChooseFez, ChooseOption, Converse, DraftAttribute,
                                     DraftSkill, DrawToken, EndActions, FinishRest, GainOccult, KeepToken, LearnSkill,
                                     MoveTo, PickCar, PickPortal, PickSuspect, Redraw, Relocate, Rest, ReturnToken,
                                     RevealClue, StopTalk, TargetMonster, UpgradeSkill, UseSkill, Weaken, status_msg)
from rulebook.horror.scenario import end_turn, place, put_monsters, ready, set_essence, set_fields, set_occult


def _doctor(players=1):
    """The Doctor (seat 0) in car 2, actions phase; suspect 2 shares the car, monsters by cars 4, 5 and 6."""
    names = ["doctor", "journalist"][:players]
    s = ready(players=players, seed=5, investigators=names)
    assert s.inv[0].car == 2 and s.phase == "actions"
    return s


def _refusal(s, a):
    """The refusal of an illegal action: (section, message id, parameters)."""
    assert a not in s.legal_actions()
    v = s.explain(a)
    assert v is not None
    return v.rule, v.msg.id, v.msg.params


def _asking(s, prim, rule="skills"):
    """Seat 0 resolves ``prim`` (its own effect, cited under ``rule``) and stops at the decision it asks for."""
    effects.push(s, prim, effects.ctx(0, rule))
    effects.settle(s, [])
    s._cache = None
    assert s.stack and s.stack[-1].KIND == "ask" and len(s.legal_actions()) >= 2
    return s


# --------------------------------------------------------------------------- outside any effect
def test_nothing_can_be_done_once_the_game_is_over():
    """A finished game refuses everything under the end section."""
    s = set_fields(_doctor(), phase="over", result=["loss", "essence"])
    for a in (UseSkill("doc_talk"), Accuse(0, True), ChooseOption(0)):
        assert _refusal(s, a) == ("end", "The game is over; nothing more can be done.", {})


@pytest.mark.parametrize("a", [DrawToken(), ReturnToken("ticket"), Converse(), StopTalk(), UpgradeSkill("doc_talk"),
                               LearnSkill("doc_sp1", 6), GainOccult(), FinishRest(), ChooseOption(0), PickCar(1),
                               ChangeStatus(2, "angry", "calm"), TargetMonster(4, "green")])
def test_a_choice_inside_an_effect_talk_or_rest_needs_one_waiting(a):
    """Answers to a talk, a rest or an effect's question are refused while none is pending; the refusal cites the
    section of the current phase (the turn, in the actions phase)."""
    s = _doctor()
    assert _refusal(s, a) == ("turn", "No effect is waiting for that choice right now.", {})


@pytest.mark.parametrize("a", [DraftSkill("gen1"), DraftAttribute("att1")])
def test_drafting_after_the_draft_is_refused_under_setup(a):
    """Skills and attributes are drafted only at setup; in the actions phase a draft choice is over."""
    assert _refusal(_doctor(), a) == ("setup", "The draft is over.", {})


def test_accusing_before_the_train_arrives_is_refused_under_the_end_section():
    """Suspects are marked only once the train has reached space 0."""
    assert _refusal(_doctor(), Accuse(0, True)) == (
        "end", "Suspects are accused only when the train reaches space 0.", {})


@pytest.mark.parametrize("a, rule, msgid", [
    (Redraw(), "event_step", "No event token is waiting to be kept or put back."),
    (KeepToken(), "event_step", "No event token is waiting to be kept or put back."),
    (Weaken(1), "ritual", "No Incantation is being resolved."),
    (ChooseFez("F1"), "fez", "No Fez Council cards are on the table."),
])
def test_event_step_decisions_need_their_moment(a, rule, msgid):
    """Keeping or redrawing an event token, weakening an Incantation and choosing a Fez Council card are decisions
    of the event step; outside their moment each is refused under its own section."""
    assert _refusal(_doctor(), a) == (rule, msgid, {})


def test_turn_refusals_come_from_the_turn_in_the_actions_phase():
    """In the actions phase with nothing pending, a basic action's refusal is the turn's (here: a move of more than
    two cars, under the basic actions section)."""
    rule, msgid, params = _refusal(_doctor(), MoveTo(6))
    assert rule == "basic_actions" and params == {"car": 6, "d": 4}


# --------------------------------------------------------------------------- the draft
def test_the_draft_takes_general_skills_first_then_attributes():
    """While the general skills are drafted, an attribute (or any other action) is refused and a general skill
    not on display is named; then, while the attributes are drafted, a skill is refused and an attribute not on
    display is named; all under the setup section."""
    s = HORROR.new_game(players=1, seed=5, investigators=["doctor"])
    assert s.phase == "draft_skill"
    first = ("setup", "First the investigators draft their general skills, then their attributes.", {})
    assert _refusal(s, DraftAttribute(s.attr_display[0])) == first
    assert _refusal(s, UseSkill("doc_talk")) == first
    assert _refusal(s, DraftSkill("gen99")) == ("setup", "General skill {skill} is not on display.", {"skill": "gen99"})
    s.apply(DraftSkill(s.general_display[0]))
    assert s.phase == "draft_attribute"
    assert _refusal(s, DraftSkill(s.general_display[0])) == first
    assert _refusal(s, DraftAttribute("att99")) == ("setup", "Attribute {attribute} is not on display.",
                                                    {"attribute": "att99"})


# --------------------------------------------------------------------------- the accusation
def test_at_space_0_only_the_accusation_is_left():
    """When the train has arrived, any other action is refused; a suspect outside 1-6 and a suspect marked already
    are refused with their own messages (the suspect shown 1-based); all under the end section."""
    s = set_fields(_doctor(), phase="accuse", accused=[None, True, None, None, None, None])
    assert _refusal(s, UseSkill("doc_talk")) == ("end", "The train has arrived: only the accusation is left.", {})
    six = ("end", "There are six suspects, numbered 1 to 6.", {})
    assert _refusal(s, Accuse(6, True)) == six and _refusal(s, Accuse(-1, False)) == six
    assert _refusal(s, Accuse(1, False)) == ("end", "Suspect {s} is marked already.", {"s": 2})


# --------------------------------------------------------------------------- the event step
def _redraw():
    s = set_occult(_doctor(), pool=2)
    s = end_turn(s, bag=["lucky", "portal", "favor"], draws=["portal"])
    s.apply(EndActions())
    assert s.phase == "redraw"
    return s


def test_a_drawn_event_token_is_kept_or_redrawn_before_anything_else():
    """With an event token drawn and a redraw possible, every other action is refused under the event step."""
    s = _redraw()
    for a in (UseSkill("doc_talk"), Weaken(0), ChooseFez("F1"), Accuse(0, True)):
        assert _refusal(s, a) == (
            "event_step", "First decide about the event token just drawn: keep it or draw again.", {})


def _weaken(occult, tokens):
    s = ready(players=1, seed=5, investigators=["doctor"], ritual="bell_tolls")
    set_occult(s, pool=occult)
    set_fields(s, ritual_tokens=tokens)
    s = end_turn(s, bag=["incantation_slow"], board=[])
    s.apply(EndActions())
    assert s.phase == "weaken"
    return s


def test_an_incantation_is_weakened_first_by_at_most_the_lesser_of_occult_and_strength():
    """While an Incantation waits to be weakened, other actions are refused under the ritual section, and a number
    of Occult tokens above what can be spent names the most: the Occult tokens held, or the Incantation's
    strength if that is lower."""
    s = _weaken(3, 2)
    assert ritual.strength(s) == 2 and s.occult == 3
    assert _refusal(s, KeepToken()) == ("ritual", "First decide how many Occult tokens weaken the Incantation.", {})
    assert _refusal(s, UseSkill("doc_talk"))[:2] == ("ritual", "First decide how many Occult tokens weaken the Incantation.")
    most = "You can spend 0 to {m} Occult tokens on this Incantation."
    assert _refusal(s, Weaken(3)) == ("ritual", most, {"m": 2})
    s = _weaken(1, 2)
    assert ritual.strength(s) == 2 and s.occult == 1
    assert _refusal(s, Weaken(2)) == ("ritual", most, {"m": 1})


def test_a_fez_council_card_is_chosen_among_those_drawn_first():
    """After the Fez card put one council card per investigator on the table, other actions are refused and a card
    not on the table is named, under the fez section."""
    s = end_turn(_doctor(players=2), bag=["fez"], board=[])
    s.apply(EndActions())
    assert s.phase == "fez" and len(s.fez_offer) == 2
    assert _refusal(s, UseSkill("doc_talk")) == ("fez", "First choose one of the Fez Council cards on the table.", {})
    assert _refusal(s, Redraw()) == ("fez", "First choose one of the Fez Council cards on the table.", {})
    assert _refusal(s, ChooseFez("zz")) == ("fez", "Fez Council card {card} is not among those drawn.", {"card": "zz"})


# --------------------------------------------------------------------------- inside an effect
def test_an_effects_question_is_answered_before_anything_else():
    """A pending decision of an effect refuses other actions under the section the effect was started by (here
    the skills), and names the decision waiting."""
    s = place(_doctor(), car=2, passengers=["calm", "angry", "panicked"])
    _asking(s, {"do": "status", "from": "any", "to": "calm", "n": 2})
    rule, msgid, params = _refusal(s, PickCar(1))
    assert (rule, msgid) == ("skills", "First finish the current effect: {what}.")
    assert params["what"].id == "choose a passenger whose status changes"
    rule, msgid, params = _refusal(_asking(_doctor(), {"do": "move_self", "n": 1}, rule="talk"), UseSkill("doc_talk"))
    assert (rule, msgid, params["what"].id) == ("talk", "First finish the current effect: {what}.",
                                                "choose a car to move to")


def test_choose_one_offers_only_options_that_change_something():
    """A "choose one" counts its options from 1; an option outside them is refused under the effects section with
    the number of options, and an existing option that would change nothing (pushing a monster where there is
    none) while another would is refused under the general rules with its 1-based number."""
    s = _asking(_doctor(), {"or": [{"do": "push", "x": 1}, {"do": "status", "from": "any", "to": "calm", "n": 1},
                                   {"do": "gather", "what": ["passenger"], "n": 1, "from": "adjacent"}]})
    assert s.legal_actions() == [ChooseOption(1), ChooseOption(2)]
    assert _refusal(s, ChooseOption(0)) == (
        "general", "Option {n} would change nothing, and another option would.", {"n": 1})
    for i in (3, -1):
        assert _refusal(s, ChooseOption(i)) == ("effects", "This choice has options 1 to {n}.", {"n": 3})


def _calm_here():
    """Sedative's status change (any passenger to calm, twice) in the Doctor's car: calm, angry, panicked."""
    s = place(_doctor(), car=2, passengers=["calm", "angry", "panicked"])
    return _asking(s, {"do": "status", "from": "any", "to": "calm", "n": 2})


def test_a_status_change_happens_here_to_a_passenger_who_is_there():
    """A status change: a car outside 0-6 is refused (passengers); a car other than the investigator's own, for an
    effect that works here, is refused naming the own car (general: everything happens locally); a status no
    passenger of that car has is refused naming status and car (passengers); a change to the status the passenger
    has already is refused as changing nothing (general); a status the effect cannot give is named (passengers)."""
    s = _calm_here()
    assert _refusal(s, ChangeStatus(9, "angry", "calm")) == (
        "passengers", "The train has cars 0 (the Locomotive) to 6.", {})
    for car in (3, 0):   # the Locomotive (car 0) is a car of the train, just not this one
        assert _refusal(s, ChangeStatus(car, "calm", "happy")) == (
            "general", "This effect works in car {car} only; everything happens locally.", {"car": 2})
    assert _refusal(s, ChangeStatus(2, "insane", "calm")) == (
        "passengers", "There is no {status} passenger in car {car}.", {"status": status_msg("insane"), "car": 2})
    assert _refusal(s, ChangeStatus(2, "calm", "calm")) == (
        "general", "That passenger is {status} already: the change would do nothing.", {"status": status_msg("calm")})
    assert _refusal(s, ChangeStatus(2, "angry", "happy")) == (
        "passengers", "This effect cannot turn a passenger {status}.", {"status": status_msg("happy")})


def test_an_adjacent_status_change_reaches_both_neighbouring_cars_and_only_the_statuses_it_names():
    """An effect on the adjacent cars reaches the car in front and the car behind (not the own car); there, a
    passenger of a status the effect does not change is refused naming that status (passengers)."""
    s = place(_doctor(), car=1, passengers=["angry", "calm"])
    place(s, car=3, passengers=["angry", "panicked"])
    _asking(s, {"do": "status", "from": ["angry"], "to": ["calm", "happy"], "where": "adjacent"})
    assert ChangeStatus(1, "angry", "calm") in s.legal_actions() and ChangeStatus(3, "angry", "calm") in s.legal_actions()
    assert _refusal(s, ChangeStatus(3, "panicked", "calm")) == (
        "passengers", "This effect does not change {status} passengers.", {"status": status_msg("panicked")})
    assert _refusal(s, ChangeStatus(1, "calm", "happy")) == (
        "passengers", "This effect does not change {status} passengers.", {"status": status_msg("calm")})
    assert _refusal(s, ChangeStatus(2, "calm", "happy")) == (
        "general", "This effect works in car {car} only; everything happens locally.", {"car": 2})


def test_gathering_brings_a_figure_of_a_kind_it_moves_into_the_own_car():
    """Triage's gather (passengers, from the adjacent cars): a suspect is not a figure it moves; a car outside 0-6
    is refused; a figure brought anywhere but the investigator's car is refused naming that car; a passenger not
    in the car named is refused naming that car; all under the passengers section."""
    s = _asking(_doctor(), {"do": "gather", "what": ["passenger"], "n": 1, "from": "adjacent"})
    assert _refusal(s, Relocate("suspect", "1", 1, 2)) == (
        "passengers", "This effect does not move a {kind}.", {"kind": "suspect"})
    for frm, to in ((9, 2), (1, 9), (1, 7), (-1, 2)):   # both cars must be on the train, 0 to 6
        assert _refusal(s, Relocate("passenger", "calm", frm, to)) == (
            "passengers", "The train has cars 0 (the Locomotive) to 6.", {})
    assert _refusal(s, Relocate("passenger", "calm", 1, 3)) == (
        "passengers", "Gathering brings someone into your own car ({car}).", {"car": 2})
    assert _refusal(s, Relocate("passenger", "happy", 1, 2)) == (
        "passengers", "That figure is not in car {car}, or is too far for this effect.", {"car": 1})


def test_sending_takes_a_figure_out_of_the_own_car_to_a_car_with_room():
    """A send (passengers, to the adjacent cars): a figure taken from another car is refused naming the own car; a
    passenger sent too far is refused naming the car it leaves; a full car cannot take anyone, named; all under
    the passengers section."""
    s = _asking(_doctor(), {"do": "send", "what": ["passenger"], "n": 1, "to": "adjacent"})
    assert _refusal(s, Relocate("passenger", "calm", 1, 0)) == (
        "passengers", "Sending takes someone out of your own car ({car}).", {"car": 2})
    assert _refusal(s, Relocate("passenger", "calm", 2, 5)) == (
        "passengers", "That figure is not in car {car}, or is too far for this effect.", {"car": 2})
    s = place(_doctor(), car=3, passengers=["calm"] * 5)   # car 3 full: five passengers and suspect 3 (6 spots)
    _asking(s, {"do": "send", "what": ["passenger"], "n": 1, "to": "adjacent"})
    assert _refusal(s, Relocate("passenger", "calm", 2, 3)) == (
        "passengers", "Car {car} is full; nobody can be moved there.", {"car": 3})


def test_a_favor_that_sends_its_own_suspect_moves_that_suspect_from_its_car():
    """The Psychologist's favor sends the suspect who owes it (the "anchor") to an adjacent car: a suspect is a
    figure it moves, the car it leaves is the suspect's own (not the investigator's), and a suspect sent too far or
    from another car is refused naming that car; a passenger is not moved (passengers)."""
    s = _doctor()
    assert s.suspects[4].car == 4 and s.inv[0].car == 2
    effects.push(s, {"do": "send", "what": ["anchor"], "n": 1, "to": "adjacent"}, effects.ctx(0, "suspects", at=4))
    effects.settle(s, [])
    s._cache = None
    assert s.legal_actions() == [Relocate("suspect", "4", 4, 3), Relocate("suspect", "4", 4, 5)]
    far = "That figure is not in car {car}, or is too far for this effect."
    assert _refusal(s, Relocate("suspect", "4", 4, 1)) == ("passengers", far, {"car": 4})
    assert _refusal(s, Relocate("suspect", "4", 3, 2)) == ("passengers", far, {"car": 3})
    assert _refusal(s, Relocate("passenger", "calm", 4, 3)) == (
        "passengers", "This effect does not move a {kind}.", {"kind": "passenger"})


def test_a_monster_targeted_must_exist_and_stand_by_the_own_car():
    """Scalpel's push: a colour with no monster by the car named is refused naming colour and car (fight); a
    monster that exists but by another car is refused naming the own car (general)."""
    s = put_monsters(_doctor(), [["green", 2], ["blue", 2]])
    _asking(s, {"do": "push", "x": 1})
    assert _refusal(s, TargetMonster(2, "red")) == (
        "fight", "There is no {colour} monster by car {car}.", {"colour": "red", "car": 2})
    assert _refusal(s, TargetMonster(4, "green")) == (
        "general", "You can only target a monster by your own car ({car}).", {"car": 2})


def test_essence_comes_off_a_portal_that_holds_some_on_a_face_up_landscape():
    """Taking essence: a portal without essence tokens is named (essence); an effect that names no portal filter
    takes from any portal of a face-up landscape, so a portal of a landscape still face down is refused naming
    the filter, any (essence)."""
    s = set_essence(_doctor(), portals={"start3.0": 1, "start3.1": 0, "L14.0": 1})
    _asking(s, {"do": "essence", "n": 1})
    assert _refusal(s, PickPortal("start3.1")) == (
        "essence", "Portal {p} holds no essence tokens (printed essence never leaves).", {"p": "start3.1"})
    assert _refusal(s, PickPortal("L14.0")) == ("essence", "This effect works only on {which} portals.", {"which": "any"})


def test_a_block_token_goes_on_a_portal_of_a_face_up_landscape():
    """A block token is placed on a portal of a revealed landscape; a portal of a landscape still face down is
    refused under the train section, naming the portal."""
    s = _asking(_doctor(), {"do": "block", "side": "x1"})
    assert _refusal(s, PickPortal("L14.0")) == ("train", "Portal {p} is not on a face-up landscape.", {"p": "L14.0"})


def test_a_clue_revealed_must_exist_be_face_down_and_of_the_kind_asked():
    """A desire-clue reveal: a suspect or spot that does not exist, a clue face up already and a clue of another
    kind are each refused under the clues section."""
    s = _asking(_doctor(), {"do": "reveal", "kind": "desire", "n": 1})
    assert _refusal(s, RevealClue(6, 0)) == ("clues", "That suspect has no such clue spot.", {})
    assert _refusal(s, RevealClue(0, 9)) == ("clues", "That suspect has no such clue spot.", {})
    assert _refusal(s, RevealClue(1, 1)) == ("clues", "That clue is face up already.", {})
    assert _refusal(s, RevealClue(0, 0)) == ("clues", "That clue is not of the kind this reveal allows.", {})


def test_a_favor_is_owed_only_by_a_suspect_here_who_owes_none():
    """A favor gained here: a suspect outside 1-6 and a suspect who owes a favor already are refused (suspects), a
    suspect in another car is refused naming the suspect, 1-based (general)."""
    s = _doctor()
    sus = [x.to_json() for x in s.suspects]
    sus[4]["car"], sus[0]["favor"] = 2, False   # suspects 2 and 5 here, suspect 1 (car 5) owes no favor
    set_fields(s, suspects=sus)
    _asking(s, {"do": "favor", "where": "here"})
    assert _refusal(s, PickSuspect(6)) == ("suspects", "There are six suspects, numbered 1 to 6.", {})
    assert _refusal(s, PickSuspect(3)) == ("suspects", "Suspect {s} owes a favor already.", {"s": 4})
    assert _refusal(s, PickSuspect(0)) == ("general", "Suspect {s} is not in this car.", {"s": 1})


def test_an_effects_move_goes_to_another_car_within_its_reach():
    """A move of one car: a car outside 0-6 is refused (basic actions), staying in the own car changes nothing
    (general), a car beyond the reach names the reach (basic actions), and a full car in reach is named."""
    s = _asking(_doctor(), {"do": "move_self", "n": 1})
    assert _refusal(s, PickCar(9)) == ("basic_actions", "The train has cars 0 (the Locomotive) to 6.", {})
    assert _refusal(s, PickCar(2)) == ("general", "Staying put would change nothing.", {})
    for car in (4, 0):   # the Locomotive is a car like the others: two cars away, out of reach
        rule, msgid, params = _refusal(s, PickCar(car))
        assert rule == "basic_actions" and msgid == "This move goes at most {n} car." and params == {"n": 1}
    s = place(_doctor(), car=3, passengers=["calm"] * 5)   # car 3 full: five passengers and suspect 3
    _asking(s, {"do": "move_self", "n": 1})
    assert _refusal(s, PickCar(3, "")) == ("basic_actions", "Car {car} is full.", {"car": 3})


# --------------------------------------------------------------------------- a talk and a rest
def test_a_talk_in_progress_takes_only_its_own_choices():
    """During a talk other actions are refused; while preparing, a token not drawn is named and drawing or stopping
    waits for the conversation; once conversing, putting back or starting again is over; all under talk."""
    s = _doctor()
    s.apply(UseSkill("doc_talk"))
    assert s.stack[-1].KIND == "talk" and s.stack[-1].stage == "prepare"
    assert _refusal(s, PickCar(1)) == ("talk", "First finish the talk in progress.", {})
    assert _refusal(s, ReturnToken("zzz")) == ("talk", "No {token} token was drawn in this talk.", {"token": "zzz"})
    for a in (DrawToken(), StopTalk()):
        assert _refusal(s, a) == ("talk", "Still preparing: put tokens back or start conversing first.", {})
    s.apply(Converse())
    for a in (ReturnToken("ticket"), Converse()):
        assert _refusal(s, a) == ("talk", "Preparation is over; now draw or stop.", {})


def test_resting_spends_experience_on_skills_it_may_take():
    """While resting other actions are refused; a skill not on the board, a skill that is not first-level, a skill
    with no action marker, a skill that is no specialty left to learn and a slot outside the board are each
    refused (rest; the skill or the number of slots named)."""
    s = set_fields(_doctor(), inv={0: {"track": 4, "marked": [True] * 4 + [False] * 3}})
    s.apply(Rest())
    assert s.stack[-1].KIND == "rest" and s.stack[-1].xp == 2
    assert _refusal(s, UseSkill("doc_talk")) == ("rest", "First finish resting: spend experience or finish.", {})
    assert _refusal(s, UpgradeSkill("doc_sp1")) == ("rest", "Skill {skill} is not on the board.", {"skill": "doc_sp1"})
    first_level = ("rest", "Only first-level skills can be upgraded (not rest, general or specialty skills).", {})
    assert _refusal(s, UpgradeSkill("gen0")) == first_level
    assert _refusal(s, LearnSkill("doc_talk", 6)) == (
        "rest", "Skill {skill} is not a specialty skill this investigator can still learn.", {"skill": "doc_talk"})
    assert _refusal(s, LearnSkill("doc_sp1", 9)) == ("rest", "The board has slots 1 to {n}.", {"n": 7})
    s = set_fields(set_occult(_doctor(), grimoire=[0] * 6, pool=0), inv={0: {"track": 2}})
    s.apply(Rest())
    assert _refusal(s, UpgradeSkill("doc_calm")) == (
        "rest", "Only a skill used since the last rest (one with an action marker) can be upgraded.", {})
    assert _refusal(s, GainOccult()) == ("grimoire", "No Occult tokens are left in the Grimoire.", {})
