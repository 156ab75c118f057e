"""A fixed table for the Horror lessons: every lesson position is built here, field by field.

A new game's table depends on the seed *and* on every random draw its setup
makes, so a table drawn from a seed would change whenever the setup grows
(the event flow of part 2 draws its own decks first). The lessons therefore
start from a new game and then lay out everything they show by hand: the cars
and their plaques, the passengers, the suspects with their clue tokens, the
monsters, the Grimoire, the items, the conversation bag and the investigators'
boards. The event bag and board are left as the game set them up: no lesson
goal needs the event step.

The standard deal of clue tokens (suspect boards 1-6, spots in board order) has
three cultists -- 2 (Zealot and Herald), 4 (Chosen and Zealot) and 5 (Zealot,
in spite of an Elder Sign) -- and three innocents; 3 carries the Constantinople
ticket and wants an Artifact, but an Elder Sign protects them.

>>> s = table(investigators=("doctor",))
>>> s.phase, s.cars[2], s.check_invariants()
('actions', 'salon', [])
>>> [is_cultist(s, i) for i in range(6)]
[False, True, False, True, True, False]
"""
from __future__ import annotations

from rulebook.core import Rng
from rulebook.horror import HORROR
from rulebook.horror import clues as C
from rulebook.horror.records import Monster, Passenger, Suspect
from rulebook.horror.scenario import rebase

#: car 0 (Locomotive) ... car 6 (rearmost)
CARS = ("locomotive", "sleeping1", "salon", "dining", "sanctuary", "sleeping2", "fourgon")
#: which action plaques show their action side (the Locomotive's always does)
ACTIVE = (True, False, True, False, True, False, True)
#: the Starting Passengers card's base setup, car by car
PASSENGERS = {0: ["calm"], 1: ["calm", "happy"], 2: ["calm", "angry"], 3: ["panicked", "calm"], 4: ["calm", "insane"],
              5: ["wounded", "calm"], 6: ["calm", "happy"]}
#: the suspect tile on each board, and the car each suspect's mini stands in
TILES = ("professor", "psychologist", "heiress", "conductor", "medium", "nurse")
SUSPECT_CARS = (1, 3, 5, 2, 4, 6)
#: clue tokens on each board, in the order of its spots (ticket, desire, desire, feature ...)
DEAL = (
    ["T3", "D3", "D5", "F4", "F5", "F12"],     # 1: Vienna, no mystic token -- innocent
    ["T0", "D0", "D2", "F8", "F6", "F7"],      # 2: Constantinople, Artifact, 4 mystic -- Herald and Zealot
    ["T1", "D1", "D6", "F0", "F13", "F14"],    # 3: Constantinople, Artifact, but an Elder Sign -- innocent
    ["T2", "D4", "D8", "F3", "F9"],            # 4: the Blood-Red Fez, 4 mystic -- Chosen and Zealot
    ["T4", "D7", "D9", "F1", "F2"],            # 5: 4 mystic (an Elder Sign does not stop a Zealot)
    ["T5", "D10", "D11", "F10", "F11"],        # 6: 2 mystic -- innocent
)
#: face up at the start: one desire clue on the middle board of each class (their favor is spent)
UP = ((1, 1), (4, 1))
#: the conversation bag, bottom first (the end of the list is drawn first)
BAG = ("ticket", "class1", "g:item", "desire", "feature", "r:essence", "class2", "ticket", "g:favor", "desire",
       "class1", "feature", "r:health", "class2", "desire", "g:occult", "ticket", "class1", "r:sanity", "feature",
       "class2")
GENERAL = {"doctor": "gen3", "journalist": "gen0", "professor": "gen2", "detective": "gen1", "occultist": "gen8",
           "soldier": "gen10"}


def table(*, investigators=("doctor",), cars=CARS, active=ACTIVE, curtains=None, passengers=None,
          suspect_cars=SUSPECT_CARS, deal=DEAL, up=UP, favors=None, monsters=(("red", 6), ("green", 5), ("blue", 4)),
          speed=1, space=43, items=(), grimoire=None, spell_deck=None, occult=0, bag=BAG, portals=None, inv=None,
          draft=False, seed=0):
    """A lesson position (see the module notes); investigators act in seat order, seat 0 first.

    Parameters
    ----------
    investigators : sequence of str
        One investigator id per seat.
    cars, active, curtains : sequences of 7
        Car ids (Locomotive first), action plaques showing, curtains ("open"/"closed"/"banished"; all open by
        default).
    passengers : dict
        Car -> list of statuses ("dead" for a coffin).
    suspect_cars, deal, up, favors
        Where each suspect stands, their clue tokens, which (board, spot) are face up, who owes a favor (default:
        all but the two with a revealed desire).
    monsters : sequence of (colour, car)
    speed, space : int
        Train speed (1-3, the Locomotive's boosts used accordingly) and track space.
    items, grimoire, spell_deck, occult
        The shared items; the Grimoire's six slots ``[occult tokens, spell or None, sanity tokens]`` with the spell
        deck's order; Occult tokens in the investigators' pool.
    bag : sequence of str
        The conversation bag, bottom first.
    portals : dict
        Portal id -> essence tokens (default: the ritual's 2 on the starting landscape's open portal).
    inv : list of dict
        Per seat, fields of the investigator to set (``car``, ``sanity``, ``health``, ``stamina``, ``slots``,
        ``marked``, ``track``, ``unstable``, ``rest``...). ``slots`` may be shorter than the board; it is padded.
    draft : bool
        Stop before the general skill draft instead of after it.
    seed : int
        The game's own random generator (bag returns, feature cards) starts from this seed.
    """
    n = len(investigators)
    st = HORROR.new_game(players=n, seed=seed, investigators=list(investigators), first_player=0,
                         starting_landscape="start0", layout=0)
    comp = st.comp
    _lay_train(st, cars, active, curtains, space, speed)
    _seat_people(st, passengers, suspect_cars, deal, up, favors, monsters)
    # essence
    if portals is not None:
        total = comp.table["essence_tokens"] - st.essence_box - st.essence_banished
        st.portals = dict(portals)
        st.essence_pool = total - sum(st.portals.values())
    _fill_grimoire(st, grimoire, spell_deck, occult, items, bag)
    _set_investigators(st, investigators, inv, draft)
    st.rng = Rng(seed)
    return rebase(st)


def _lay_train(st, cars, active, curtains, space, speed):
    """The cars, their plaques and curtains, the track space and the speed (see :func:`table`)."""
    st.cars = list(cars)
    st.active = [True] + list(active[1:])
    st.curtains = ["closed"] + (list(curtains[1:]) if curtains else ["open"] * 6)
    st.space = space
    st.speed = speed
    while len(st.loco_tokens) > 3 - speed:       # each boost put a Train Moves token into the event bag
        st.event_bag.append(st.loco_tokens.pop())


def _seat_people(st, passengers, suspect_cars, deal, up, favors, monsters):
    """The passengers, the suspects with their clue tokens, and the monsters by the cars (see :func:`table`)."""
    comp = st.comp
    # passengers
    pas = PASSENGERS if passengers is None else passengers
    st.passengers = [Passenger(car, s) for car in sorted(pas) for s in pas[car]]
    st.coffins = comp.table["coffins"] - sum(1 for q in st.passengers if q.status == "dead")
    # suspects and their clue tokens
    ups = set(map(tuple, up))
    st.suspects = []
    for i in range(6):
        cl = list(deal[i])
        face = [(i, k) in ups for k in range(len(cl))]
        quest = next((comp.clues[c]["quest"] for c, u in zip(cl, face) if u and comp.clues[c]["kind"] == "desire"),
                     None)
        owes = (i not in (1, 4)) if favors is None else bool(favors[i])
        st.suspects.append(Suspect(tile=TILES[i], car=suspect_cars[i], favor=owes, clues=cl, up=face, quest=quest))
    # monsters by the cars, front first; the rest in the pool
    st.pool = {c: comp.table["monsters_per_colour"] for c in st.colours}
    st.monsters = []
    for col, car in monsters:
        st.pool[col] -= 1
        st.monsters.append(Monster(col, car))
    st.monsters.sort(key=lambda m: m.car)
    st.pursuit = []


def _fill_grimoire(st, grimoire, spell_deck, occult, items, bag):
    """The Grimoire and the spell deck, the Occult tokens, the items and the conversation bag (see :func:`table`)."""
    comp = st.comp
    # Grimoire, spells, items, Occult tokens
    rows = comp.table["occult_rows"]
    st.grimoire = [list(g) for g in grimoire] if grimoire else [[r, None, 0] for r in rows]
    deck = list(spell_deck) if spell_deck else [s for s in comp.spell_ids]
    if not grimoire:
        # the Occult tokens in the investigators' pool came out of the Grimoire the way the game takes them
        # (grimoire.gain_occult: from the slot holding the fewest; an emptied slot shows the next spell)
        for _ in range(occult):
            slots = [g for g in st.grimoire if g[0] > 0]
            if not slots:
                break
            slot = next(g for g in st.grimoire if g[0] == min(x[0] for x in slots))
            slot[0] -= 1
            if slot[0] == 0 and slot[1] is None:
                slot[1] = next((d for d in deck if d not in [g[1] for g in st.grimoire]), None)
    learned = [g[1] for g in st.grimoire if g[1]]
    st.spell_deck = [s for s in deck if s not in learned] + [s for s in comp.spell_ids if s not in deck and s not in learned]
    st.occult = occult
    st.occult_banished = sum(rows) - occult - sum(g[0] for g in st.grimoire)
    st.items = list(items)
    st.items_banished = []
    st.item_deck = [i for i in comp.item_ids if i not in st.items]
    st.bag = list(bag)


def _set_investigators(st, investigators, inv, draft):
    """Each investigator's car, general skill and the lesson's own settings, and the turn that starts (see
    :func:`table`)."""
    comp, n = st.comp, len(investigators)
    # investigators: the general skill in the first free slot, then the lesson's own settings
    for p, iid in enumerate(investigators):
        x = st.inv[p]
        x.car = st.cars.index(comp.investigators[iid]["start_car"])
        if not draft:
            g = GENERAL[iid]
            x.general = g
            x.slots[x.slots.index(None)] = g
        for k, val in ((inv or [{}] * n)[p]).items():
            if k == "slots":
                val = list(val) + [None] * (comp.slots - len(val))
            setattr(x, k, val)
        if "marked" not in ((inv or [{}] * n)[p]):
            x.marked = [False] * comp.slots
    st.sanity_supply = comp.table.get("sanity_markers", 28) - sum(x.sanity for x in st.inv) \
        - sum(g[2] for g in st.grimoire) - st.grimoire_bottom
    if not draft:
        st.general_display = [g for g in st.general_display if g not in [x.general for x in st.inv]]
        st.draft_i = n
        st.phase = "actions"
        st.phase_from = "draft_attribute"
        st.ran = False
        st.cur = 0
        st.turns = 1
        st.main_done = False
        st.basics = 0
        st.ended = False


def is_cultist(state, s) -> bool:
    """What the clue tokens of suspect ``s`` (0-5) say, face up or not (the answer key of a lesson)."""
    return C.is_cultist(state, s)


def conditions(state, s) -> list:
    """The cultist conditions suspect ``s`` meets with all their clues: 'chosen', 'herald', 'zealot'."""
    return C.conditions(state.comp, state.suspects[s].clues)


def face_up(state) -> int:
    """How many clue tokens lie face up on the six boards."""
    return sum(sum(s.up) for s in state.suspects)
