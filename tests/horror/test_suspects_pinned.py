"""Suspect rules pinned for issue 21: the section a refused favor or quest cites, the section the suspects'
effects are logged and resolved under (a favor spent, a feature card read after a question, the back of a
fulfilled quest card: cultist, innocent or a story card for a known cultist), and which suspects the ``favor``
primitive (a suspect comes to owe a favor) may pick.

The position (seed 5, the Doctor): suspect 2 (the psychologist, car 2) is a cultist with quest Q_occult_lore
(requirement one Occult token, paid), its favor already spent; suspect 5 (the heiress, car 4) is innocent with
quest Q_rest (requirement at most 2 stamina), its favor spent too; suspect 3 (car 3) still owes a favor."""
from rulebook.horror import clues, effects
from rulebook.horror.actions import AskFeature, FulfillQuest, PickSuspect, UseFavor
from rulebook.horror.scenario import rebase, scenario

PSYCHOLOGIST, MEDIUM, HEIRESS = 1, 2, 4


def doctor(car, **kw):
    return scenario(players=1, seed=5, investigators=["doctor"], inv={0: {"car": car, **kw.pop("inv", {})}}, **kw)


def played(s, action):
    """The log entries ``action`` adds."""
    n = len(s.log)
    s.apply(action)
    return s.log[n:]


def test_the_position_is_as_the_tests_assume():
    s = doctor(3)
    assert clues.is_cultist(s, PSYCHOLOGIST) and not clues.is_cultist(s, HEIRESS)
    assert [x.car for x in s.suspects][1:5] == [2, 3, 6, 4]
    assert [x.favor for x in s.suspects][1:5] == [False, True, True, False]


def test_a_spent_favor_is_refused_under_the_suspects_section():
    """A suspect whose tile shows the crossed-out side owes no favor: using it is refused, citing the suspects
    section."""
    s = doctor(2)
    v = s.explain(UseFavor(PSYCHOLOGIST))
    assert v is not None and v.rule == "suspects"


def test_spending_a_favor_is_logged_under_the_suspects_section():
    """Spending the favor a suspect owes flips the tile and is logged (by the acting seat) under the suspects
    section."""
    s = doctor(3)
    log = played(s, UseFavor(MEDIUM))
    assert s.suspects[MEDIUM].favor is False
    assert (log[0].rule, log[0].player) == ("suspects", 0)


def test_the_favor_itself_resolves_under_the_suspects_section():
    """The favor's effect (the medium's: the investigators gain an Occult token) is done and logged under the
    suspects section too."""
    s = doctor(3)
    occult = s.occult
    log = played(s, UseFavor(MEDIUM))
    assert s.occult == occult + 1
    assert log[1].msg.id.startswith("The investigators gain an Occult token") and log[1].rule == "suspects"


def test_a_suspect_number_or_clue_that_does_not_exist_is_refused_under_the_suspects_section():
    """There are six suspects, and a suspect has only the clues on their board: a favor, a question or a quest
    naming suspect 7 (or clue 10) is refused, citing the suspects section."""
    s = doctor(3)
    for a in (UseFavor(6), FulfillQuest(-1), AskFeature(MEDIUM, 9)):
        v = s.explain(a)
        assert v is not None and v.rule == "suspects", a


def test_the_feature_card_read_after_a_question_resolves_under_the_suspects_section():
    """Asking a suspect about a face-up feature clue reads a card of that feature; its effect (the Elder Sign's
    card: gain 1 sanity) is the suspects section's doing and is logged as such."""
    s = doctor(4, inv={"sanity": 2})
    s.suspects[HEIRESS].up[4] = True   # clue F2, the Elder Sign (a question mark)
    rebase(s)
    log = played(s, AskFeature(HEIRESS, 4))
    assert s.inv[0].sanity == 3
    assert [e.rule for e in log] == ["suspects", "suspects"]


def test_asking_about_a_feature_is_logged_as_drawing_a_hidden_card():
    """The feature card is drawn at random from that feature's cards, unseen before: the question's log line is
    marked as turning hidden information face up (what the bots' determinization and the saved log read)."""
    s = doctor(4, inv={"sanity": 2})
    s.suspects[HEIRESS].up[4] = True
    rebase(s)
    log = played(s, AskFeature(HEIRESS, 4))
    assert log[0].reveal is True and log[0].to_dict().get("reveal") is True


def test_a_fulfilled_quest_is_refused_a_second_time_under_the_suspects_section():
    """A quest is fulfilled once: asking again is refused, citing the suspects section."""
    s = doctor(4, inv={"stamina": 2})
    s.apply(FulfillQuest(HEIRESS))
    v = s.explain(FulfillQuest(HEIRESS))
    assert v is not None and v.rule == "suspects" and s.suspects[HEIRESS].quest_done


def test_the_innocent_back_of_a_quest_card_is_read_under_the_suspects_section():
    """Fulfilling an innocent suspect's quest reveals their clues and reads the reward part of the card (Q_rest:
    gain 2 health), all under the suspects section."""
    s = doctor(4, inv={"stamina": 1})
    log = played(s, FulfillQuest(HEIRESS))
    assert all(s.suspects[HEIRESS].up)
    assert {e.rule for e in log} == {"suspects"}
    assert any(e.msg.id.startswith("Suspect {s} is not a cultist") for e in log)


def test_the_cultist_back_of_a_quest_card_is_read_under_the_suspects_section():
    """A cultist's quest (not known as one before): the cultist part of the card is read, logged under the
    suspects section (the escalation it causes adds the ritual's own lines)."""
    s = doctor(2, occult={"pool": 3})
    log = played(s, FulfillQuest(PSYCHOLOGIST))
    read = [e for e in log if e.msg.id.startswith("Suspect {s} is a cultist")]
    assert len(read) == 1 and read[0].rule == "suspects"


def test_a_known_cultists_quest_reads_a_story_card_01_instead():
    """A suspect whose clues were all face up and who is a cultist is known: fulfilling their quest reads a
    random story card 01 instead of the quest card's back."""
    s = doctor(2, occult={"pool": 3})
    s.suspects[PSYCHOLOGIST].up = [True] * 6
    rebase(s)
    log = played(s, FulfillQuest(PSYCHOLOGIST))
    assert [e.rule for e in log if e.msg.id.startswith("Suspect {s} was a known cultist")] == ["suspects"]
    assert not any(e.msg.id.startswith("Suspect {s} is a cultist") for e in log)


def test_a_favor_effect_anywhere_may_pick_a_suspect_in_another_car():
    """The favor primitive (a suspect comes to owe a favor again) reaches every suspect unless it says
    ``where: here``: with the spent favors in cars 2 and 4 and the Doctor in car 3 it can happen; limited to the
    car that counts as here it cannot."""
    s = doctor(3)
    c = effects.ctx(0, "x")
    assert effects.can(s, {"do": "favor", "where": "any"}, c) is True
    assert effects.can(s, {"do": "favor"}, c) is True
    assert effects.can(s, {"do": "favor", "where": "here"}, c) is False
    assert effects.can(doctor(4), {"do": "favor", "where": "here"}, c) is True


def favor_options(car, where):
    """The choices the favor primitive (a suspect of the players' choice comes to owe a favor again) offers the
    Doctor in ``car``."""
    e = {"do": "favor"} if where is None else {"do": "favor", "where": where}
    return set(effects.options(doctor(car), "favor", e, effects.ctx(0, "x")))


def test_a_favor_effect_here_offers_only_the_suspects_of_the_car():
    """With ``where: here`` only a suspect in the car that counts as here may be picked; without it (or with
    ``any``) every suspect whose favor is spent, wherever they stand."""
    assert favor_options(4, "here") == {PickSuspect(HEIRESS)}
    assert favor_options(4, "any") == {PickSuspect(PSYCHOLOGIST), PickSuspect(HEIRESS)}
    assert favor_options(4, None) == {PickSuspect(PSYCHOLOGIST), PickSuspect(HEIRESS)}


def test_the_suspect_picked_owes_a_favor_that_can_be_spent():
    """The suspect picked (here the only one the effect offers, taken without asking) turns their tile back to
    the favor side: the favor can then be spent in their car."""
    s = doctor(4)
    effects.push(s, {"do": "favor", "where": "here"}, effects.ctx(0, "x"))
    effects.settle(s, [])
    assert s.stack == [] and s.suspects[HEIRESS].favor is True
    assert UseFavor(HEIRESS) in s.legal_actions()


# ---------------------------------------------------------------- the second, wider sample (80 mutants)
def test_a_suspect_in_another_car_is_refused_under_the_general_section():
    """Everything happens locally: a favor of a suspect standing in another car is refused, citing the general
    rules (not the suspects section)."""
    v = doctor(4).explain(UseFavor(MEDIUM))
    assert v is not None and v.rule == "general"


def test_a_favor_that_would_change_nothing_is_refused_under_the_general_section():
    """No null choices: the nurse's favor (1 health, and a Wounded passenger of the car made Calm) with the
    Doctor's health full and nobody in the car is refused, citing the general rules."""
    s = doctor(5, empty_train=True)
    assert s.suspects[0].tile == "nurse" and s.suspects[0].car == 5 and s.suspects[0].favor
    v = s.explain(UseFavor(0))
    assert v is not None and v.rule == "general"


def test_the_psychologists_favor_sends_the_psychologist_to_a_neighbouring_car():
    """The psychologist's favor sends the psychologist themself (the suspect whose favor is spent) into one of the
    two cars next to theirs."""
    s = doctor(2)
    s.suspects[PSYCHOLOGIST].favor = True
    rebase(s)
    s.apply(UseFavor(PSYCHOLOGIST))
    assert {(a.kind, a.who, a.frm, a.to) for a in s.legal_actions()} == {("suspect", "1", 2, 1), ("suspect", "1", 2, 3)}


def test_questions_about_clues_that_cannot_be_asked_about_are_refused_under_the_suspects_section():
    """Only a face-up clue with a question mark, once: a face-down clue, a clue with no question mark and a clue
    asked about already are each refused, citing the suspects section."""
    s = doctor(4)
    s.suspects[HEIRESS].up[4] = True   # clue F2, the Elder Sign (a question mark); clue 2 is face up, no mark
    rebase(s)
    for k in (0, 1):
        v = s.explain(AskFeature(HEIRESS, k))
        assert v is not None and v.rule == "suspects", k
    s.apply(AskFeature(HEIRESS, 4))
    v = s.explain(AskFeature(HEIRESS, 4))
    assert v is not None and v.rule == "suspects" and "asked" in v.reason


def test_a_quest_is_paid_first_then_the_clues_are_revealed():
    """A quest with a price (Q_occult_lore: one Occult token) is paid, under the suspects section, before the
    suspect's clues are revealed and the back of the card is read."""
    s = doctor(2, occult={"pool": 3})
    log = played(s, FulfillQuest(PSYCHOLOGIST))
    assert s.occult == 2
    ids = [e.msg.id for e in log]
    paid = next(i for i, m in enumerate(ids) if "Occult token is spent" in m)
    first_reveal = next(i for i, m in enumerate(ids) if m.startswith("Clue {k} of suspect {s} is revealed"))
    assert paid < first_reveal and log[paid].rule == "suspects"
