"""Setting up a game: the train, passengers, landscapes, pools, bags, Grimoire, investigators, suspects.

Every random choice comes from the state's own seeded generator, in a fixed order, so a seed
gives one table. The skill and attribute draft that follows is played as decisions (phases
``draft_skill`` and ``draft_attribute``).
"""
from __future__ import annotations

from ..core import Rng
from ..i18n import Msg, N_
from .data import load_components
from .fields import clone
from .records import Investigator, Monster, Passenger, Suspect


def set_up(cls, n, seed, opts):
    st = cls.__new__(cls)
    comp = st.comp = load_components(opts["data_dir"])
    st.options = opts
    st.n = n
    st.rng = Rng(seed)
    st.log = []
    ev = st.log
    fixed = _fixed(comp)
    _train(st, comp.table, opts)
    _passengers(st, comp.table, fixed, opts)
    start, size0, layout_i = _starting_landscape(st, comp, opts)
    decks = _shuffled_decks(st, comp, fixed, opts)
    _landscapes(st, comp, decks["piles"], layout_i, size0)
    _monsters(st, comp, start)
    _ritual_and_essence(st, comp, fixed, opts, start)
    _grimoire_and_event_tokens(st, comp)
    _investigators(st, comp, fixed, decks["investigators"] or decks["pool"][:n])
    st.general_display = sorted(decks["general"][:6])
    st.attr_display = sorted(decks["attributes"][:6])
    _suspects(st, comp, fixed, decks)
    ev.append(st.event(N_("The train is assembled behind the Locomotive and the investigators board it."), {}, "setup"))
    from . import clues
    for i in (1, 4):  # the middle board of each class
        k = comp.boards[i]["spots"].index("desire")
        clues.reveal(st, i, k, "setup", ev)
        st.suspects[i].favor = False
    _turn_order(st, n, opts)
    from . import ritual
    ritual.set_up(st, ev)
    ev.append(st.event(N_("{player} will take the first turn; first the general skill and attribute draft."), {}, "setup", st.first))
    _ = Msg
    st._base = BaseReplay(cls, n, seed, clone(opts))   # what ``_start_history`` would dump, made when first read
    st._history = []
    st._cache = None
    return st


def _train(st, t, opts) -> None:
    """The train: six cars in random order, three random action plaques showing."""
    order = list(st.comp.car_ids)
    act = [True] * t["active_car_actions"] + [False] * (6 - t["active_car_actions"])
    st.rng.shuffle(order, act)
    st.cars = ["locomotive"] + order
    st.active = [True] + act
    st.curtains = ["closed"] + [opts["rulings"]["curtains_start"]] * 6
    st.space = t["start_space"]
    st.speed = 1
    st.loco_tokens = list(t["event_tokens"]["locomotive"])


def _passengers(st, t, fixed, opts) -> None:
    """The starting passengers and the vampire."""
    setup = t["starting_passengers"][opts["passengers"]]
    st.passengers = [Passenger(car, status) for car, status in fixed["passengers"][opts["passengers"]]]
    st.vampire = setup["vampire"]
    st.vampire_strength = list(t["vampire_strength"])
    st.coffins = t["coffins"]
    st.blocks = t["block_tokens"]


def _starting_landscape(st, comp, opts) -> tuple:
    """The starting landscape and the layout (chosen or drawn): ``(start, its size, layout index)``."""
    t = comp.table
    rng = st.rng
    start = opts["starting_landscape"] or comp.starting_ids[rng.below(len(comp.starting_ids))]
    layout_i = opts["layout"] if opts["layout"] is not None else rng.below(len(comp.layouts))
    st.layout = layout_i
    size0 = comp.landscapes[start]["size"]
    st.tiles = [[start, t["start_space"], t["start_space"] - size0 + 1, True]]
    return start, size0, layout_i


def _shuffled_decks(st, comp, fixed, opts) -> dict:
    """Every list the set-up shuffles, made first and then shuffled in one go, in this order: the landscape
    piles, the conversation bag, the spell and item decks, the event bag, the passenger and unleashed decks,
    the investigators (unless chosen), the general skills, the attributes, the suspect tiles, the clues of
    each kind and the suspects' cars. The state's bags and decks are set; the rest is returned by name."""
    t = comp.table
    piles = {s: list(pile) for s, pile in fixed["piles"].items()}
    conv = t["conversation"]
    st.bag = list(fixed["bag"])
    st.conv_aside = ["g:" + conv["aside"]] if conv.get("aside") else []
    if opts["rulings"]["clue_token"] == "in_bag":
        st.bag += st.conv_aside
        st.conv_aside = []
    st.spell_deck = list(comp.spell_ids)
    st.item_deck = list(comp.item_ids)
    evt = t["event_tokens"]
    st.event_bag = list(evt["bag"])
    st.event_discard = list(evt["discard"])
    st.event_supply = list(evt["supply"])
    diff = opts["difficulty"]
    if diff in ("easy", "normal") and "still_time" in st.event_supply:
        st.event_supply.remove("still_time")
        (st.event_bag if diff == "easy" else st.event_discard).append("still_time")
    st.passenger_deck = list(fixed["passenger_deck"])
    st.unleashed_deck = list(fixed["unleashed_deck"])
    ids = list(opts["investigators"] or ())
    pool = [] if ids else list(comp.investigator_ids)
    gens = list(comp.general_skills)
    atts = list(comp.attribute_ids)
    tiles = list(comp.suspect_ids)
    by_kind = {kind: list(ids_k) for kind, ids_k in fixed["clues"].items()}   # ticket, desire, feature
    cars = list(range(1, 7))
    st.rng.shuffle(*piles.values(), st.bag, st.spell_deck, st.item_deck, st.event_bag, st.passenger_deck,
                   st.unleashed_deck, pool, gens, atts, tiles, *by_kind.values(), cars)
    return {"piles": piles, "investigators": ids, "pool": pool, "general": gens, "attributes": atts,
            "tiles": tiles, "clues": by_kind, "cars": cars}


def _landscapes(st, comp, piles, layout_i, size0) -> None:
    """The landscape tiles of the layout, drawn from the piles by size, behind the starting one."""
    hi = comp.table["start_space"] - size0
    for size in comp.layouts[layout_i]:
        st.tiles.append([piles[size].pop(), hi, hi - size + 1, False])
        hi -= size


def _monsters(st, comp, start) -> None:
    """Monsters in the starting portal's colour order, one by each of the three rearmost cars."""
    st.colours = list(comp.landscapes[start]["monster_order"])
    st.pool = {c: comp.table["monsters_per_colour"] for c in st.colours}
    st.monsters = []
    for i, c in enumerate(st.colours):
        st.pool[c] -= 1
        st.monsters.append(Monster(c, 6 - i))
    st.monsters.sort(key=_by_car)
    st.pursuit = []


def _ritual_and_essence(st, comp, fixed, opts, start) -> None:
    """The ritual's tokens and essence: the pool, the starting portal's essence, the rest in the box."""
    rit = comp.rituals[opts["ritual"]]
    st.ritual = opts["ritual"]
    st.ritual_tokens = rit["ritual_tokens"]
    st.escalations = 0
    st.essence_pool = rit["essence_pool"]
    st.essence_banished = 0
    st.portals = {}
    st.portals[fixed["start_portal"][start]] = rit["start_portal_essence"]
    st.essence_box = comp.table["essence_tokens"] - rit["essence_pool"] - rit["start_portal_essence"]
    st.last_portal = None


def _grimoire_and_event_tokens(st, comp) -> None:
    """The Grimoire, spells and items; the event tokens' board and bookkeeping (their rules are part 2)."""
    st.grimoire = [[r, None, 0] for r in comp.table["occult_rows"]]
    st.grimoire_bottom = 0
    st.occult = 0
    st.occult_banished = 0
    st.items = []
    st.items_banished = []
    st.event_board = [[], [], [], []]
    st.drawn = None
    st.redrawn = False
    st.fast_chain = 0
    st.last_token = None
    st.weaken = -1
    st.board_run = []
    st.board_i = 0
    st.hold_train = False
    st.ill = []
    st.fez_card = None
    st.fez_offer = []
    st.block_on = {}


def _investigators(st, comp, fixed, ids) -> None:
    """The investigators ``ids`` in their starting cars, with their first skills; the sanity markers left."""
    st.inv = []
    for iid in ids:
        d = comp.investigators[iid]
        st.inv.append(Investigator(id=iid, car=st.cars.index(d["start_car"]), sanity=d["sanity"], unstable=False,
                                   health=comp.health_start, stamina=comp.stamina_start,
                                   slots=list(fixed["slots"][iid]), marked=[False] * comp.slots, track=0))
    st.sanity_supply = comp.table.get("sanity_markers", 28) - sum(x.sanity for x in st.inv)


def _suspects(st, comp, fixed, decks) -> None:
    """Suspect tiles onto boards, clue tokens face down onto their spots, minis one per car."""
    st.suspects = []
    dealt = []
    for ids_k in decks["clues"].values():
        dealt += ids_k
    for i, spots in enumerate(fixed["deal"]):
        cl = list(map(dealt.__getitem__, spots))
        st.suspects.append(Suspect(tile=decks["tiles"][i], car=decks["cars"][i], favor=True, clues=cl))
    st.accused = [None] * 6
    st.stack = []
    st.result = None


def _turn_order(st, n, opts) -> None:
    """The first player (chosen or drawn) and the state of a game about to start the draft."""
    fp = opts["first_player"]
    st.first = fp if fp is not None else st.rng.below(n)
    st.cur = st.first
    st.turns = 0
    st.main_done = False
    st.basics = 0
    st.ended = False
    st.draft_i = 0
    st.phase = "draft_skill"
    st.phase_from = None
    st.ran = False


def _fixed(comp) -> dict:
    """What ``set_up`` takes from the components as they are, worked out once per data set (lists are copied
    before they are shuffled or changed): the landscape piles by size, the conversation bag in its order before
    shuffling, the portal that takes the starting essence of each starting landscape, the two card decks, each
    investigator's first skill slots and the clue ids of each kind, sorted."""
    got = _FIXED.get(id(comp))
    if got is not None and got[0] is comp:
        return got[1]
    t = comp.table
    conv = t["conversation"]
    fixed = {
        "piles": {s: tuple(l for l in comp.land_ids if comp.landscapes[l]["size"] == s) for s in (3, 4, 5)},
        "bag": tuple([h for h, k in conv["horizontal"].items() for _ in range(k)]
                     + ["g:" + g for g in conv["green"]] + ["r:" + r for r in conv["red"]]),
        "start_portal": {lid: f"{lid}.{next(i for i, p in enumerate(comp.landscapes[lid]['portals']) if not p.get('printed'))}"
                         for lid in comp.starting_ids},
        "passenger_deck": tuple(c["id"] for c in t["passenger_cards"]),
        "unleashed_deck": tuple(c["id"] for c in t["unleashed_cards"]),
        "slots": {iid: tuple(l1 + [None] * (comp.slots - len(l1))) for iid, l1 in
                  ((iid, [s["id"] for s in d["skills"] if s["level"] == 1]) for iid, d in comp.investigators.items())},
        "clues": {kind: tuple(sorted(c for c, v in comp.clues.items() if v["kind"] == kind))
                  for kind in ("ticket", "desire", "feature")},
        "passengers": {k: tuple((car, s) for car, row in enumerate(v["by_position"]) for s in row)
                       for k, v in t["starting_passengers"].items()},
    }
    # each board's clues: the shuffled ids of each kind, put one after the other, are dealt from the back of
    # each kind's run onto the spots, board by board
    end, ends, fixed["deal"] = 0, {}, []
    for kind, ids_k in fixed["clues"].items():
        end += len(ids_k)
        ends[kind] = end   # one past the last not yet dealt
    for board in comp.boards:
        spots = []
        for kind in board["spots"]:
            ends[kind] -= 1
            spots.append(ends[kind])
        fixed["deal"].append(tuple(spots))
    _FIXED[id(comp)] = (comp, fixed)
    return fixed


def _by_car(m):
    return m.car


_FIXED: dict = {}   # id(components) -> (the components, what ``_fixed`` worked out)


class BaseReplay:
    """The base position of a game just set up, dumped only when something reads it (a save, undo, a copy's
    replay): setting up again with the same arguments gives the very same position, since every random choice
    comes from the seed. Random playouts never read it, so they skip the dump. The dump is made once and shared
    by the states that hold this object (copies of one game)."""

    __slots__ = ("args", "dump")

    def __init__(self, cls, n, seed, opts):
        self.args = (cls, n, seed, opts)
        self.dump = None

    def get(self) -> dict:
        d = self.dump
        if d is None:
            cls, n, seed, opts = self.args
            d = self.dump = set_up(cls, n, seed, clone(opts))._dump()
        return d
