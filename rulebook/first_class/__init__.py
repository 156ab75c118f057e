"""First Class: the complete base game, with modules as data.

>>> import rulebook
>>> fc = rulebook.GAMES["first_class"]
>>> s = fc.new_game(players=3, seed=7)
>>> str(s.prompt)
'Player 3: keep one Game End card from the hand and pass the rest.'
>>> fc.PLAYERS
range(2, 5)
"""
from __future__ import annotations

import os

from ..core import ConfigError, Game, hook
from ..i18n import Msg, N_
from .actions import ACTIONS
from .modules import check_modules
from .sections import SECTIONS
from .setup import set_up
from .state import FirstClassState, Player

RULINGS = {
    "supply_out": (("block", "unlimited"),
                   "What happens when railroad cars, coins or locomotive tiles run out: 'block' (default) -- "
                   "that gain cannot happen; 'unlimited' -- treat the supply as endless."),
    "coins_no_room": (("lose", "partial"),
                      "Coins that do not all fit on the board: 'lose' (default) -- none are taken, since the "
                      "rulebook wants room made before choosing the card; 'partial' -- take what fits."),
    "loco_tile_may_add_car": ((False, True),
                              "May a locomotive tile's upgrade of choice be taken as a new 0-value car instead? "
                              "Default False: the tile grants upgrades only."),
    "route_cards_count_as": ((None, "locomotive"),
                             "Do carried-out base route cards count for Game End cards? Default None: only cards "
                             "in the completed pile count, and a route card joins the route instead."),
    "card_symbol_order": (("printed", "any"),
                          "Order in which a card's symbols are carried out: 'printed' (default, left to right) "
                          "or 'any' (the player picks, as the rulebook allows for route bonuses)."),
}

OPTIONS = {
    "modules": (("A", "B"), "Exactly two of the modules A-E.", None),
    "start_player": (None, "Seat of the first start player (0-based); None draws one with the seed.", None),
    "data_dir": (None, "A folder of component data files replacing the illustrative set.", None),
    "rulings": ({}, "Named readings where the rulebook is open: " + ", ".join(RULINGS) + ".", None),
}


def validate_options(modules=("A", "B"), start_player=None, data_dir=None, rulings=None, players=None):
    """Check options; return them normalised. Anything wrong raises ConfigError listing what is allowed."""
    modules = check_modules(modules)
    if start_player is not None and (not isinstance(start_player, int) or isinstance(start_player, bool)
                                     or (players is not None and start_player not in range(players))):
        raise ConfigError(Msg(N_("start_player must be a seat from 0 to {last}, or None."),
                              {"last": (players or 4) - 1}))
    if isinstance(data_dir, os.PathLike):
        data_dir = os.fspath(data_dir)
    if data_dir is not None and not isinstance(data_dir, str):
        raise ConfigError(Msg(N_("data_dir must be a folder path given as text.")))
    rulings = dict(rulings or {})
    for k, v in rulings.items():
        if k not in RULINGS:
            raise ConfigError(Msg(N_("Unknown ruling '{name}'; the rulings are: {allowed}."),
                                  {"name": k, "allowed": ", ".join(RULINGS)}))
        if v not in RULINGS[k][0]:
            raise ConfigError(Msg(N_("Ruling '{name}' takes one of {allowed}, not {got!r}."),
                                  {"name": k, "allowed": ", ".join(map(repr, RULINGS[k][0])), "got": v}))
    full = {k: RULINGS[k][0][0] for k in RULINGS}
    full.update(rulings)
    return {"modules": modules, "start_player": start_player, "data_dir": data_dir, "rulings": full}


class FirstClass(Game):
    NAME = "first_class"
    TITLE = N_("First Class")
    PLAYERS = range(2, 5)
    SECTIONS = SECTIONS
    ACTIONS = ACTIONS
    OPTIONS = OPTIONS
    RULINGS = RULINGS
    State = FirstClassState

    determinize = hook("determinize")
    evaluate = hook("heuristic")
    candidates = hook("candidates")
    stats = hook("stats")
    data_note = hook("stats")

    def first_player(self, state):
        """The seat that starts the first round (the Game End draft begins elsewhere)."""
        return state.start

    def new_game(self, *, players: int = 3, seed: int = 0, **options) -> FirstClassState:
        """Set up a game (rulebook: "Setup"): piles, supply, boards, the Game End card draft.

        Options: ``modules`` (two of A-E, default A and B), ``start_player``, ``data_dir``, ``rulings``.
        """
        self.check_players(players)
        unknown = set(options) - set(OPTIONS)
        if unknown:
            raise ConfigError(Msg(N_("Unknown option(s) {names}; the options are: {allowed}."),
                                  {"names": ", ".join(sorted(unknown)), "allowed": ", ".join(OPTIONS)}))
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise ConfigError(Msg(N_("The seed must be a whole number.")))
        opts = validate_options(players=players, **options)
        return set_up(players, seed, opts)


FirstClassState.game = FIRST_CLASS = FirstClass()
