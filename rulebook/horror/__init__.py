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

import os

from ..core import ConfigError, Game, hook
from ..i18n import Msg, N_
from .actions import ACTIONS
from .sections import SECTIONS
from .setup import set_up
from .state import HorrorState
from .talk import talk_odds

ORDER_DEFAULT = "wounded,panicked,insane,calm,happy,angry"
RULINGS = {
    "passenger_order": ((ORDER_DEFAULT, "wounded,panicked,insane,angry,calm,happy", "wounded,insane,panicked,calm,angry,happy"),
                        "The universal order in which game effects pick passengers. The rulebook only shows that Wounded "
                        "comes before Panicked and Insane before Calm; default: the order of the die faces as listed."),
    "clue_token": (("aside", "in_bag"),
                   "The Clue conversation token: 'aside' (default) -- out of the bag until an effect puts it in; "
                   "'in_bag' -- in the bag from the start."),
    "curtains_start": (("open", "closed"),
                       "How the six cars' curtains start (the rulebook does not say); default open."),
    "still_time_board": (("resolve", "skip"),
                         "After 'There is still time' the next turn starts at once: 'resolve' (default, least "
                         "beneficial) -- the event board still resolves if three spaces are held, only the train stays; "
                         "'skip' -- the board waits too."),
    "four_spaces": (("no_monsters", "last_space"),
                    "A board resolving with all four spaces held (stacks left from an earlier resolution) has no "
                    "empty space: 'no_monsters' (default) -- no Monster event; 'last_space' -- the Passenger space's "
                    "Monster event (every monster moves) happens after it as well."),
}

OPTIONS = {
    "investigators": (None, "Investigator ids, one per seat; None picks at random with the seed.", None),
    "ritual": ("black_magic", "The ritual sheet.", None),
    "starting_landscape": (None, "The starting landscape id; None picks at random.", None),
    "layout": (None, "One of the six layouts of the Landscape Setup card (0-5); None picks at random.", None),
    "passengers": ("base", "Starting passengers: 'base' or 'harder'.", ("base", "harder")),
    "difficulty": ("proper", "'easy' (There is still time in the bag), 'normal' (in the discard) or 'proper'.",
                   ("easy", "normal", "proper")),
    "first_player": (None, "Seat of the first player; None draws one.", None),
    "beyond": (0, "'Beyond proper': how many times the ritual escalates before the game (each token to the discard).", None),
    "data_dir": (None, "A folder of component data replacing the illustrative set.", None),
    "rulings": ({}, "Named readings where the rulebook is open: " + ", ".join(RULINGS) + ".", None),
}


def _cfg(msgid, **params):
    raise ConfigError(Msg(msgid, params))


def validate_options(players=None, investigators=None, ritual="black_magic", starting_landscape=None, layout=None,
                     passengers="base", difficulty="proper", first_player=None, data_dir=None, rulings=None, beyond=0):
    from .data import load_components
    if isinstance(data_dir, os.PathLike):
        data_dir = os.fspath(data_dir)
    if data_dir is not None and not isinstance(data_dir, str):
        _cfg(N_("data_dir must be a folder path given as text."))
    comp = load_components(data_dir)
    if investigators is not None:
        investigators = tuple(investigators)
        if (players is not None and len(investigators) != players) or len(set(investigators)) != len(investigators) \
                or any(i not in comp.investigators for i in investigators):
            _cfg(N_("investigators must name {n} different investigators from: {allowed}."),
                 n=players, allowed=", ".join(comp.investigator_ids))
    if ritual not in comp.rituals:
        _cfg(N_("Unknown ritual '{name}'; the rituals are: {allowed}."), name=ritual, allowed=", ".join(comp.ritual_ids))
    if starting_landscape is not None and starting_landscape not in comp.starting:
        _cfg(N_("Unknown starting landscape; choose from: {allowed}."), allowed=", ".join(comp.starting_ids))
    if layout is not None and (not isinstance(layout, int) or isinstance(layout, bool) or not 0 <= layout < len(comp.layouts)):
        _cfg(N_("layout must be 0 to 5, or None."))
    if passengers not in ("base", "harder"):
        _cfg(N_("passengers must be 'base' or 'harder'."))
    if difficulty not in ("easy", "normal", "proper"):
        _cfg(N_("difficulty must be 'easy', 'normal' or 'proper'."))
    if first_player is not None and (not isinstance(first_player, int) or isinstance(first_player, bool)
                                     or (players is not None and first_player not in range(players))):
        _cfg(N_("first_player must be a seat number, or None."))
    if not isinstance(beyond, int) or isinstance(beyond, bool) or not 0 <= beyond <= 7:
        _cfg(N_("beyond must be a whole number from 0 to 7 (escalations before the game)."))
    rulings = dict(rulings or {})
    for k, v in rulings.items():
        if k not in RULINGS:
            _cfg(N_("Unknown ruling '{name}'; the rulings are: {allowed}."), name=k, allowed=", ".join(RULINGS))
        if v not in RULINGS[k][0]:
            _cfg(N_("Ruling '{name}' takes one of {allowed}, not {got!r}."), name=k,
                 allowed=", ".join(map(repr, RULINGS[k][0])), got=v)
    full = {k: RULINGS[k][0][0] for k in RULINGS}
    full.update(rulings)
    return {"investigators": list(investigators) if investigators else None, "ritual": ritual,
            "starting_landscape": starting_landscape, "layout": layout, "passengers": passengers,
            "difficulty": difficulty, "first_player": first_player, "data_dir": data_dir, "rulings": full,
            "beyond": beyond}


class Horror(Game):
    NAME = "horror"
    TITLE = N_("Horror on the Orient Express")
    PLAYERS = range(1, 5)
    COOPERATIVE = True
    SECTIONS = SECTIONS
    ACTIONS = ACTIONS
    OPTIONS = OPTIONS
    RULINGS = RULINGS
    State = HorrorState

    candidates = hook("candidates")
    determinize = hook("determinize")
    evaluate = hook("heuristic")

    def first_player(self, state):
        return state.first

    stats = hook("stats")
    data_note = hook("stats")

    def new_game(self, *, players: int = 2, seed: int = 0, **options) -> HorrorState:
        """Set up a game; see ``OPTIONS`` (``investigators``, ``ritual``, ``layout``, ``passengers``,
        ``difficulty``, ``first_player``, ``data_dir``, ``rulings``)."""
        self.check_players(players)
        unknown = set(options) - set(OPTIONS)
        if unknown:
            _cfg(N_("Unknown option(s) {names}; the options are: {allowed}."),
                 names=", ".join(sorted(unknown)), allowed=", ".join(OPTIONS))
        if not isinstance(seed, int) or isinstance(seed, bool):
            _cfg(N_("The seed must be a whole number."))
        opts = validate_options(players=players, **options)
        st = set_up(HorrorState, players, seed, opts)
        return st


HorrorState.game = HORROR = Horror()
__all__ = ["HORROR", "Horror", "HorrorState", "RULINGS", "OPTIONS", "talk_odds"]
