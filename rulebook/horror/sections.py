"""The sections of the Horror on the Orient Express rulebook that the engine follows, titles in our own words.

Each id names the rules module that carries it out and the test module
``tests/horror/test_<id>.py``. Part 2 (the event flow) appends its sections
to ``SECTIONS`` (``event_step`` is already here: in part 1 it is a no-op).
"""
from ..core import Section
from ..i18n import N_

SECTIONS = (
    Section("setup", N_("Setting up the train, the investigators and the suspects"),
            N_("Locomotive and six cars in random order, passengers, monsters, landscapes, bags, Grimoire, the skill and attribute draft, clue tokens on the suspect boards.")),
    Section("general", N_("General rules"),
            N_("Components beat the rulebook, no choice that does nothing, everything happens in your car, banish versus discard, 'or' and 'then', evil comes from the front.")),
    Section("effects", N_("How effects are resolved"),
            N_("Effects are done in printed order, as much as possible; 'or' is a choice, 'then' takes the first option that can happen; game effects pick passengers in the universal order.")),
    Section("turn", N_("A turn"),
            N_("One main action and up to two basic actions in any order, then the event step, then the train moves one space.")),
    Section("investigators", N_("Investigators: sanity, health, stamina"),
            N_("Sanity tokens leave from the left and the unstable mark flips the portrait for good; health caps stamina; the skull kills.")),
    Section("basic_actions", N_("Basic actions: moving and curtains"),
            N_("Each basic action costs a stamina: move up to two cars (swapping with a passenger when the car is full), open or close the curtains, the investigator's own action.")),
    Section("car_actions", N_("Car actions and the Locomotive"),
            N_("Three cars have an action; the Locomotive's (speed up, push every monster back) works twice a game.")),
    Section("suspects", N_("Suspects: favors, features and quests"),
            N_("In a suspect's car: spend the favor they owe, ask about a question-mark feature, or fulfil their quest.")),
    Section("items", N_("Items"),
            N_("Tomes and artifacts belong to everyone; using one costs sanity or health and banishes the card.")),
    Section("grimoire", N_("Occult tokens, the Grimoire and spells"),
            N_("Occult tokens come from the emptiest Grimoire slot; an emptied slot teaches a spell; casting costs a sanity token that sits on the spell.")),
    Section("skills", N_("Main actions: skills"),
            N_("Use one skill without an action marker: the leftmost marker of the track goes next to it; its condition must hold.")),
    Section("talk", N_("Talking and the conversation bag"),
            N_("Prepare, converse, resolve: pairs of information tokens reveal clues, a third token of one kind fails the talk; green rewards on success, red penalties on failure.")),
    Section("fight", N_("Fighting monsters: kill, push, stun"),
            N_("Kill returns a monster to the pool, push moves it back by X plus the train's speed (off the end is a kill), stun sends it to the Pursuit.")),
    Section("essence", N_("Essence and portals"),
            N_("Portals with essence are active; discarded essence goes back to the pool, banished essence leaves the game.")),
    Section("passengers", N_("Passengers: status, gather and send"),
            N_("Players choose freely which passengers change; gathering brings figures into your car, sending takes them out; a full car takes nobody.")),
    Section("rest", N_("Resting and experience"),
            N_("Restore the rest tile's stamina up to health, spend experience (upgrade a used skill, learn a specialty, gain an occult token), take the markers back.")),
    Section("clues", N_("Clues and cultists"),
            N_("Ticket, desire and feature clues; a suspect is a cultist if Chosen, Herald or Zealot.")),
    Section("event_step", N_("The event step"),
            N_("After the actions the event bag is drawn from (the event rules are part 2; here this step does nothing).")),
    Section("train", N_("Moving the train and revealing landscapes"),
            N_("The train moves one space at the end of a turn; entering a new landscape flips it and puts essence on its portals.")),
    Section("end", N_("Winning and losing"),
            N_("At space 0 the investigators accuse every suspect and win only if all are right; an empty monster, essence or coffin pool, a mind or a body lost ends the game at once.")),
)

SECTION_IDS = tuple(s.id for s in SECTIONS)
