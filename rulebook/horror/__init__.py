"""Horror on the Orient Express: the train, the investigators, the investigation, and the event flow.

A cooperative game for 1 to 4 investigators (``players=`` counts investigator
seats; one person or bot may run several). The turn and event sequence is a
phase machine (``phases.py``) that the engine runs and ``flow.py`` draws; the
event step, the event board and every threat are part 2.

Outcome encoding (cooperative): every seat gets the same score, 1 on a win and
0 on a loss; ``winners`` is every seat on a win and ``()`` on a loss.

>>> import rulebook
>>> h = rulebook.GAMES["horror"]
>>> s = h.new_game(players=2, seed=1)
>>> s.phase
'draft_skill'
"""
from __future__ import annotations

from ..core import Ruling, ConfigError, Game, Option, folder, hook, options, rulings_option, seat, shown, text_id, whole
from ..i18n import Msg, N_
from .actions import ACTIONS
from .sections import SECTIONS
from .setup import set_up
from .state import HorrorState
from .talk import talk_odds

ORDER_DEFAULT = "wounded,panicked,insane,calm,happy,angry"
RULINGS = {
    "passenger_order": Ruling((ORDER_DEFAULT, "wounded,panicked,insane,angry,calm,happy", "wounded,insane,panicked,calm,angry,happy"),
                        "The universal order in which game effects pick passengers. The rulebook only shows that Wounded "
                        "comes before Panicked and Insane before Calm; default: the order of the die faces as listed."),
    "clue_token": Ruling(("aside", "in_bag"),
                   "The Clue conversation token: 'aside' (default) -- out of the bag until an effect puts it in; "
                   "'in_bag' -- in the bag from the start."),
    "curtains_start": Ruling(("open", "closed"),
                       "How the six cars' curtains start (the rulebook does not say); default open."),
    "still_time_board": Ruling(("resolve", "skip"),
                         "After 'There is still time' the next turn starts at once: 'resolve' (default, least "
                         "beneficial) -- the event board still resolves if three spaces are held, only the train stays; "
                         "'skip' -- the board waits too."),
    "four_spaces": Ruling(("no_monsters", "last_space"),
                    "A board resolving with all four spaces held (stacks left from an earlier resolution) has no "
                    "empty space: 'no_monsters' (default) -- no Monster event; 'last_space' -- the Passenger space's "
                    "Monster event (every monster moves) happens after it as well."),
}

def _investigators(opt, v, players):
    if v is None:
        return None
    if not isinstance(v, (list, tuple)) or not v or any(not isinstance(i, str) for i in v):
        opt.fail(N_("Option '{name}' must be a list of investigator ids, one per seat, or None, not {got}."),
                 got=shown(v))
    return list(v)


OPTIONS = options(
    Option("investigators", None, N_("Investigator ids, one per seat; None picks at random with the seed."),
           check=_investigators),
    Option("ritual", "black_magic", N_("The ritual sheet."), check=text_id(none_ok=False)),
    Option("starting_landscape", None, N_("The starting landscape id; None picks at random."), check=text_id()),
    Option("layout", None, N_("One of the six layouts of the Landscape Setup card (0-5); None picks at random."),
           check=whole(0, 5, none_ok=True)),
    Option("passengers", "base", N_("Starting passengers: 'base' or 'harder'."), choices=("base", "harder")),
    Option("difficulty", "proper", N_("'easy' (There is still time in the bag), 'normal' (in the discard) or 'proper'."),
           choices=("easy", "normal", "proper")),
    Option("first_player", None, N_("Seat of the first player; None draws one."), check=seat),
    Option("beyond", 0, N_("'Beyond proper': how many times the ritual escalates before the game (each token to the "
                        "discard)."), check=whole(0, 7)),
    Option("data_dir", None, N_("A folder of component data replacing the illustrative set."), check=folder),
    rulings_option(RULINGS),
)


def _cfg(msgid, **params):
    raise ConfigError(Msg(msgid, params))


class Horror(Game):
    NAME = "horror"
    TITLE = N_("Horror on the Orient Express")
    TAG = "HO"
    VIEWS = "widgets.horror"
    SCENARIO = __name__ + ".scenario"
    BOTS = {"team": __name__ + ".team_bot:TeamBot"}
    PLAYERS = range(1, 5)
    COOPERATIVE = True
    SECTIONS = SECTIONS
    ACTIONS = ACTIONS
    OPTIONS = OPTIONS
    RULINGS = RULINGS
    State = HorrorState

    candidates = hook("candidates")
    coach_features = hook("coach", "features")
    foresee = hook("foresee")
    determinize = hook("determinize")
    encoding = hook("encoding")
    evaluate = hook("heuristic")

    def first_player(self, state):
        return state.first

    stats = hook("stats")
    score_breakdown = hook("end")
    data_note = hook("stats")

    def new_game(self, *, players: int = 2, seed: int = 0, **options) -> HorrorState:
        """Set up a game; see ``OPTIONS`` (``investigators``, ``ritual``, ``layout``, ``passengers``,
        ``difficulty``, ``first_player``, ``data_dir``, ``rulings``)."""
        return set_up(HorrorState, players, seed, self.check_new_game(players, seed, options))

    def check_options(self, options: dict, players: int | None = None) -> dict:
        """The shared checks, then those that need the component data (ids of investigators, ritual, landscape)."""
        from .data import load_components
        opts = super().check_options(options, players)
        comp = load_components(opts["data_dir"])
        inv = opts["investigators"]
        if inv is not None and ((players is not None and len(inv) != players) or len(set(inv)) != len(inv)
                                or any(i not in comp.investigators for i in inv)):
            _cfg(N_("Option 'investigators' must name {n} different investigators from: {allowed}."),
                 n=players, allowed=", ".join(comp.investigator_ids))
        if opts["ritual"] not in comp.rituals:
            _cfg(N_("Option 'ritual' names no ritual ('{name}'); the rituals are: {allowed}."), name=opts["ritual"][:60],
                 allowed=", ".join(comp.ritual_ids))
        if opts["starting_landscape"] is not None and opts["starting_landscape"] not in comp.starting:
            _cfg(N_("Option 'starting_landscape' names no starting landscape; choose from: {allowed}."),
                 allowed=", ".join(comp.starting_ids))
        if opts["layout"] is not None and opts["layout"] >= len(comp.layouts):
            _cfg(N_("Option 'layout' must be one of the {k} layouts (0 to {last}), or None."),
                 k=len(comp.layouts), last=len(comp.layouts) - 1)
        return opts


HorrorState.game = HORROR = Horror()
__all__ = ["HORROR", "Horror", "HorrorState", "RULINGS", "OPTIONS", "talk_odds"]
