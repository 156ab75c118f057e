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

from ..core import Ruling, Game, Option, folder, hook, options, rulings_option, seat
from ..i18n import N_
from .actions import ACTIONS
from .modules import check_modules
from .sections import SECTIONS
from .setup import set_up
from .state import FirstClassState, Player  # noqa: F401 - Player is part of the package's API

RULINGS = {
    "supply_out": Ruling(("block", "unlimited"),
                   "What happens when railroad cars, coins or locomotive tiles run out: 'block' (default) -- "
                   "that gain cannot happen; 'unlimited' -- treat the supply as endless."),
    "coins_no_room": Ruling(("lose", "partial"),
                      "Coins that do not all fit on the board: 'lose' (default) -- none are taken, since the "
                      "rulebook wants room made before choosing the card; 'partial' -- take what fits."),
    "loco_tile_may_add_car": Ruling((False, True),
                              "May a locomotive tile's upgrade of choice be taken as a new 0-value car instead? "
                              "Default False: the tile grants upgrades only."),
    "route_cards_count_as": Ruling((None, "locomotive"),
                             "Do carried-out base route cards count for Game End cards? Default None: only cards "
                             "in the completed pile count, and a route card joins the route instead."),
    "card_symbol_order": Ruling(("printed", "any"),
                          "Order in which a card's symbols are carried out: 'printed' (default, left to right) "
                          "or 'any' (the player picks, as the rulebook allows for route bonuses)."),
}

OPTIONS = options(
    Option("modules", ("A", "B"), N_("Exactly two of the modules A-E."), check=lambda _o, v, _p: check_modules(v)),
    Option("start_player", None, N_("Seat of the first start player (0-based); None draws one with the seed."),
           check=seat),
    Option("data_dir", None, N_("A folder of component data files replacing the illustrative set."), check=folder),
    rulings_option(RULINGS),
)


class FirstClass(Game):
    NAME = "first_class"
    TITLE = N_("First Class")
    TAG = "FC"
    VIEWS = "widgets.first_class"
    SCENARIO = __name__ + ".scenario"
    PLAYERS = range(2, 5)
    SECTIONS = SECTIONS
    ACTIONS = ACTIONS
    OPTIONS = OPTIONS
    RULINGS = RULINGS
    State = FirstClassState

    determinize = hook("determinize")
    encoding = hook("encoding")
    evaluate = hook("heuristic")
    candidates = hook("candidates")
    coach_features = hook("coach", "features")
    coach_reasons = hook("coach", "reasons")
    foresee = hook("foresee")
    stats = hook("stats")
    score_breakdown = hook("end_of_game")
    data_note = hook("stats")

    def first_player(self, state):
        """The seat that starts the first round (the Game End draft begins elsewhere)."""
        return state.start

    def from_json(self, text: str, *, data_dir=None) -> FirstClassState:
        """As every game's; a save made before Game End cards were paid in one step holds one ``PayCoin`` per
        coin, and those replay (only while the save is read: in play the payment is one ``PayCoins``)."""
        from .coins import REPLAYING_SAVE
        token = REPLAYING_SAVE.set(True)
        try:
            return super().from_json(text, data_dir=data_dir)
        finally:
            REPLAYING_SAVE.reset(token)

    def new_game(self, *, players: int = 3, seed: int = 0, **options) -> FirstClassState:
        """Set up a game (rulebook: "Setup"): piles, supply, boards, the Game End card draft.

        Options: ``modules`` (two of A-E, default A and B), ``start_player``, ``data_dir``, ``rulings``.
        """
        return set_up(players, seed, self.check_new_game(players, seed, options))


FirstClassState.game = FIRST_CLASS = FirstClass()
