"""Components and setting up (rulebook: "Components", "Setup").

The three colour piles (base cards plus the two chosen modules' cards, each
pile shuffled), the supply (railroad cars as double-sided pairs 0/1, 2/4,
7/12; coins; locomotive tiles in ascending order; the Constantinople tile),
each player's kit (two trains of one 0-value car, conductors on them, the
locomotive in Paris, one coin, four mail cars), the start player, and the Game
End card draft, after which four Game End cards lie face up and the first
round's eighteen green cards are dealt.
"""
from __future__ import annotations

from ..core import ConfigError, Rng
from ..i18n import Msg, N_
from . import game_end_cards
from .data import load_components
from .state import FirstClassState, Player


def set_up(players: int, seed: int, opts: dict) -> FirstClassState:
    """A new game after setup steps 1-9: the draft is the first decision."""
    comp = load_components(opts["data_dir"])
    st = FirstClassState.__new__(FirstClassState)
    st.n = players
    st.options = {"modules": list(opts["modules"]), "start_player": opts["start_player"],
                  "data_dir": opts["data_dir"], "rulings": {k: v for k, v in opts["rulings"].items()}}
    st.rulings = opts["rulings"]
    st.comp = comp
    st.rng = Rng(seed)
    st.log = []
    ev = st.log
    # 1-2: three piles of base + module cards, each shuffled
    st.piles = []
    for colour in ("green", "blue", "red"):
        pile = list(_pile(comp, colour, tuple(opts["modules"])))
        if len(pile) < 36:
            raise ConfigError(Msg(N_("The {colour} pile has {k} cards; two rounds need 36."),
                                  {"colour": Msg(colour), "k": len(pile)}))
        st.rng.shuffle(pile)
        st.piles.append(pile)
    st.rows = [[None] * 6 for _ in range(3)]
    st.row_taken = [0, 0, 0]
    st.removed = []
    # 3-5: supply of cars, coins, locomotive tiles, Constantinople
    st.car_supply = list(comp.car_supply)
    st.car_supply[0] -= 2 * players
    st.coin_supply = comp.coin_supply - comp.starting_coins * players
    st.tiles = list(range(len(comp.locomotive_tiles)))
    st.constantinople = []
    # 6-7: each player's kit
    st.players = []
    for _ in range(players):
        pl = Player.__new__(Player)
        pl.trains = [[0], [0]]
        pl.cond = [0, 0]
        pl.loco = 0
        pl.route = []
        pl.stations = list(comp.printed_route)
        pl.coins = [comp.starting_coins, 0, 0]
        pl.score = 0
        pl.completed, pl.contracts, pl.ge, pl.claimed = [], [], [], []
        pl.mail_left = list(range(1, comp.mail_cars + 1))
        st.players.append(pl)
    # 8: start player
    st.start = opts["start_player"] if opts["start_player"] is not None else st.rng.below(players)
    st.cur = st.start
    st.round = 1
    st.tile = None
    st.turns = 0
    st.held = None
    st.stack = []
    st.scorers = []
    ev.append(st.event(N_("A {n}-player game with modules {modules}; {player} is start player."),
                       {"n": players, "modules": Msg(N_("{a} and {b}"), dict(zip("ab", opts["modules"])))}, "setup", st.start))
    # 9: Game End card draft
    st.ge_deck = sorted(comp.game_end_cards)
    st.rng.shuffle(st.ge_deck)
    st.ge_display = []
    st.draft_hand = [st.ge_deck.pop() for _ in range(players + 1)]
    st.draft_index = 0
    st.phase = "draft"
    ev.append(st.event(N_("{player} draws {k} Game End cards to start the draft."), {"k": players + 1}, "setup",
                       game_end_cards.draft_order(st)[0]))
    st._cache = None
    st._start_history()
    return st


_PILES: dict = {}   # (id of the component set, colour, modules) -> (component set, sorted card ids)


def _pile(comp, colour, modules) -> tuple:
    """The sorted ids of one colour's base and module cards (the same for every game of one data set and modules)."""
    key = (id(comp), colour, modules)
    got = _PILES.get(key)
    if got is None or got[0] is not comp:
        if len(_PILES) > 64:
            _PILES.clear()
        got = _PILES[key] = (comp, tuple(sorted(c.id for c in comp.cards.values()
                                                if c.colour == colour and (c.module == "X" or c.module in modules))))
    return got[1]
