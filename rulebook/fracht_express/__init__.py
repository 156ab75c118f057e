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

from ..core import ConfigError, Game, hook
from ..i18n import Msg, N_
from .actions import ACTIONS
from .sections import SECTIONS
from .setup import set_up
from .state import FrachtExpressState, Player

RULINGS = {
    "move_distance": (("exact", "up_to"),
                      "Must a drive use every tie of the card? 'exact' (default): yes, unless a station, the end "
                      "of the track or a blocked shove stops it first; 'up_to': the driver may stop on any tie."),
    "push_derail": ((True, False),
                    "Can a shoved locomotive be pushed off the rails? True (default): yes, it derails; False: the "
                    "driver cannot shove it into an empty space and stops instead."),
    "cover_orientation": (("tracks", "card"),
                          "What 'same orientation' asks of a covering card: 'tracks' (default) -- every old track "
                          "joins the same edges on the new card; 'card' -- and the new card is turned like the old."),
    "quick_reference": (("main", "card"),
                        "Where the summary card says less than the rules: 'main' (default) follows the rules; "
                        "'card' follows the summary card -- covering ignores locomotives (they are carried to the "
                        "new card) and drawing new cards does not end the turn (still once a turn)."),
    "objection_station": (("G", "F"),
                          "Station G's text says the objection card is taken on arriving in Station F: 'G' "
                          "(default) -- taken in Station G, as its name says; 'F' -- offered in Station F (decided "
                          "first, then the rapid delivery), and Station G has no action."),
}

OPTIONS = {
    "advanced": (False, "Play the advanced game: stations B-J have special actions.", (False, True)),
    "layout": ("default", "'default': the illustrative arrangement of the stations; 'dealt': the players place "
                          "dealt stations in turn, each touching another at a corner.", ("default", "dealt")),
    "hijack": (None, "A station letter (B-J) whose special action becomes the Hijack variant, or None.", None),
    "data_dir": (None, "A folder of component data files replacing the illustrative set.", None),
    "rulings": ({}, "Named readings where the rulebook is open: " + ", ".join(RULINGS) + ".", None),
}


def validate_options(advanced=False, layout="default", hijack=None, data_dir=None, rulings=None, players=None):
    """Check options; return them normalised. Anything wrong raises ConfigError saying what is allowed."""
    if advanced not in (False, True) or not isinstance(advanced, bool):
        raise ConfigError(Msg(N_("advanced must be True or False.")))
    if layout not in ("default", "dealt"):
        raise ConfigError(Msg(N_("layout must be 'default' or 'dealt'.")))
    if hijack is not None and (not isinstance(hijack, str) or hijack not in tuple("BCDEFGHIJ")):
        raise ConfigError(Msg(N_("hijack must be a station letter B to J, or None.")))
    if hijack is not None and not advanced:
        raise ConfigError(Msg(N_("The Hijack station is a variant of the advanced game: set advanced=True.")))
    if data_dir is not None and not isinstance(data_dir, str):
        raise ConfigError(Msg(N_("data_dir must be a folder path given as text.")))
    rulings = dict(rulings or {})
    for k, v in rulings.items():
        if k not in RULINGS:
            raise ConfigError(Msg(N_("Unknown ruling '{name}'; the rulings are: {allowed}."),
                                  {"name": k, "allowed": ", ".join(RULINGS)}))
        if v not in RULINGS[k][0] or type(v) is not type(RULINGS[k][0][0]):
            raise ConfigError(Msg(N_("Ruling '{name}' takes one of {allowed}, not {got!r}."),
                                  {"name": k, "allowed": ", ".join(map(repr, RULINGS[k][0])), "got": v}))
    full = {k: RULINGS[k][0][0] for k in RULINGS}
    full.update(rulings)
    return {"advanced": advanced, "layout": layout, "hijack": hijack, "data_dir": data_dir, "rulings": full}


class FrachtExpress(Game):
    NAME = "fracht_express"
    TITLE = "FrachtExpress"
    PLAYERS = range(2, 5)
    SECTIONS = SECTIONS
    ACTIONS = ACTIONS
    OPTIONS = OPTIONS
    RULINGS = RULINGS
    State = FrachtExpressState

    determinize = hook("determinize")
    evaluate = hook("heuristic")
    candidates = hook("candidates")
    stats = hook("stats")
    data_note = hook("stats")
    first_player = hook("stats")

    def new_game(self, *, players: int = 3, seed: int = 0, **options) -> FrachtExpressState:
        """Set up a game: stations, locomotives in Station A, three cards each, the first player's draw.

        Options: ``advanced``, ``layout``, ``hijack``, ``data_dir``, ``rulings`` (see ``OPTIONS``/``RULINGS``).
        """
        self.check_players(players)
        unknown = set(options) - set(OPTIONS)
        if unknown:
            raise ConfigError(Msg(N_("Unknown option(s) {names}; the options are: {allowed}."),
                                  {"names": ", ".join(sorted(unknown)), "allowed": ", ".join(OPTIONS)}))
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise ConfigError(Msg(N_("The seed must be a whole number.")))
        return set_up(FrachtExpressState, players, seed, validate_options(**options))


FrachtExpressState.game = FRACHT_EXPRESS = FrachtExpress()
