"""FrachtExpress: the basic game, the advanced game's station actions, and the variants.

>>> import rulebook
>>> fe = rulebook.GAMES["fracht_express"]
>>> s = fe.new_game(players=3, seed=7)
>>> str(s.prompt)
'Player 1: lay, cover, pick up, deliver, move, draw new cards or end the turn.'
>>> fe.PLAYERS
range(2, 5)
>>> len(s.players[0].hand)
4
"""
from __future__ import annotations

from ..core import Ruling, ConfigError, Game, Option, folder, hook, options, rulings_option, shown
from ..i18n import Msg, N_
from .actions import ACTIONS
from .sections import SECTIONS
from .setup import set_up
from .state import FrachtExpressState, Player  # noqa: F401 - Player is part of the package's API

RULINGS = {
    "move_distance": Ruling(("exact", "up_to"),
                      "Must a drive use every tie of the card? 'exact' (default): yes, unless a station, the end "
                      "of the track or a blocked shove stops it first; 'up_to': the driver may stop on any tie."),
    "push_derail": Ruling((True, False),
                    "Can a shoved locomotive be pushed off the rails? True (default): yes, it derails; False: the "
                    "driver cannot shove it into an empty space and stops instead."),
    "cover_orientation": Ruling(("tracks", "card"),
                          "What 'same orientation' asks of a covering card: 'tracks' (default) -- every old track "
                          "joins the same edges on the new card; 'card' -- and the new card is turned like the old."),
    "quick_reference": Ruling(("main", "card"),
                        "Where the summary card says less than the rules: 'main' (default) follows the rules; "
                        "'card' follows the summary card -- covering ignores locomotives (they are carried to the "
                        "new card) and drawing new cards does not end the turn (still once a turn)."),
    "objection_station": Ruling(("G", "F"),
                          "Station G's text says the objection card is taken on arriving in Station F: 'G' "
                          "(default) -- taken in Station G, as its name says; 'F' -- offered in Station F (decided "
                          "first, then the rapid delivery), and Station G has no action."),
}

OPTIONS = options(
    Option("advanced", False, N_("Play the advanced game: stations B-J have special actions."), choices=(False, True)),
    Option("layout", "default", N_("'default': the illustrative arrangement of the stations; 'dealt': the players "
                                "place dealt stations in turn, each touching another at a corner."),
           choices=("default", "dealt")),
    Option("hijack", None, N_("A station letter (B-J) whose special action becomes the Hijack variant, or None."),
           check=lambda o, v, _p: v if v is None or (isinstance(v, str) and v in tuple("BCDEFGHIJ")) else
           o.fail(N_("Option '{name}' must be a station letter B to J, or None, not {got}."), got=shown(v))),
    Option("data_dir", None, N_("A folder of component data files replacing the illustrative set."), check=folder),
    rulings_option(RULINGS),
)


class FrachtExpress(Game):
    NAME = "fracht_express"
    TITLE = "FrachtExpress"
    TAG = "FX"
    VIEWS = "widgets.fracht_express"
    SCENARIO = __name__ + ".scenario"
    BOTS = {"planner": __name__ + ".plan_bot:PlannerBot"}
    STRONG_BOT = "planner"
    PLAYERS = range(2, 5)
    SECTIONS = SECTIONS
    ACTIONS = ACTIONS
    OPTIONS = OPTIONS
    RULINGS = RULINGS
    State = FrachtExpressState

    determinize = hook("determinize")
    encoding = hook("encoding")
    evaluate = hook("heuristic")
    candidates = hook("candidates")
    coach_settle = hook("coach", "settle")
    coach_value = hook("coach", "value")
    coach_changes = hook("coach", "changes")
    foresee = hook("foresee")
    stats = hook("stats")
    score_breakdown = hook("end_of_game")
    data_note = hook("stats")
    first_player = hook("stats")

    def new_game(self, *, players: int = 3, seed: int = 0, **options) -> FrachtExpressState:
        """Set up a game: stations, locomotives in Station A, three cards each, the first player's draw.

        Options: ``advanced``, ``layout``, ``hijack``, ``data_dir``, ``rulings`` (see ``OPTIONS``/``RULINGS``).
        """
        return set_up(FrachtExpressState, players, seed, self.check_new_game(players, seed, options))

    def check_options(self, options: dict, players: int | None = None) -> dict:
        opts = super().check_options(options, players)
        if opts["hijack"] is not None and not opts["advanced"]:
            raise ConfigError(Msg(N_("The Hijack station is a variant of the advanced game: set advanced=True.")))
        return opts


FrachtExpressState.game = FRACHT_EXPRESS = FrachtExpress()
