"""What the commands share: the seats and bots of ``--bots``, the game options of ``--modules``, ``--ruling``,
``--option`` and ``--data-dir`` (and their parser lines), and the question before a very large run."""
from __future__ import annotations

import argparse
import sys

import rulebook
from ..analysis.bots import bot_names, make_bot
from ..bot_names import bot_title
from ..core import ConfigError
from ..i18n import Msg, N_, Seat

HUMAN = "human"

def _say(msg: Msg, lang: str, file=None) -> None:
    print(msg.text(lang), file=file or sys.stdout)


def get_game(name: str):
    """The game called ``name``; an unknown name raises ConfigError listing the games."""
    game = rulebook.GAMES.get(name)
    if game is None:
        raise ConfigError(Msg(N_("Unknown game '{name}'; the games are: {games}."),
                              {"name": name, "games": ", ".join(sorted(rulebook.GAMES))}))
    return game


def bot_seed(seed: int, seat: int) -> int:
    """The seed of the bot at ``seat`` in a game played with ``seed``."""
    return seed * 16 + seat


def bot_choices(game=None) -> list:
    """The bot names a seat may take (``game``'s own bots included; every game's when None), and ``mcts:N``."""
    return bot_names(game) + ["mcts:N"]


def is_bot_name(name: str) -> bool:
    """Whether ``make_bot`` accepts ``name`` (``random``, ``greedy``, ``mcts``, ``mcts:N`` ...)."""
    try:
        make_bot(name, 0)
    except ConfigError:
        return False
    return True


def seat_entries(spec: str, players: int) -> list:
    """Split ``--bots``: one entry per seat, or one entry for every seat. Names are checked.

    An entry is ``human`` or any name :func:`~rulebook.analysis.bots.make_bot`
    accepts, including ``mcts:N`` (the MCTS bot with N iterations per decision).
    """
    entries = [e.strip().lower() for e in spec.split(",")]
    allowed = bot_names() + [HUMAN, "mcts:N"]
    for e in entries:
        if e != HUMAN and not is_bot_name(e):
            raise ConfigError(Msg(N_("Unknown bot '{name}'; the choices are: {allowed}."),
                                  {"name": e, "allowed": ", ".join(allowed)}))
    if len(entries) == 1:
        return entries * players
    if len(entries) != players:
        raise ConfigError(Msg(N_("--bots needs one entry per seat ({n} for {n} players) or a single entry "
                                 "for every seat; got {k}: {got}."),
                              {"n": players, "k": len(entries), "got": ",".join(entries)}))
    return entries


def seat_title(seat: int, entry: str) -> Msg:
    """A seat and who plays it, as a person reads it: ``Player 2 (Greedy bot)``."""
    return Msg(N_("{seat} ({bot})"), {"seat": Seat(seat), "bot": bot_title(entry)})

def parse_value(game, ruling: str, text: str):
    """A ruling's value from the command line: the allowed value whose text matches, else the text."""
    r = (getattr(game, "RULINGS", None) or {}).get(ruling)
    for v in (r.choices if r else ()):
        if str(v).lower() == text.strip().lower():
            return v
    return text


def data_options(game, args) -> dict:
    """``data_dir`` from --data-dir: a component folder named on the command line is allowed for this run."""
    if getattr(args, "data_dir", None) is None:
        return {}
    if "data_dir" not in getattr(game, "OPTIONS", {}):
        raise ConfigError(Msg(N_("{game} cannot load other component data."), {"game": game.TITLE}))
    return {"data_dir": args.data_dir}


#: options with a flag of their own (--modules, --ruling, --data-dir), so not set through --option
OWN_FLAGS = {"modules": "--modules", "rulings": "--ruling", "data_dir": "--data-dir"}


def option_value(game, name: str, text: str):
    """A game option's value from ``--option name=value``: the allowed value whose text matches; otherwise
    ``none`` for None, a whole number, a comma-separated list of such, or the text. The game's own check then
    accepts or refuses it with a sentence naming the option."""
    opts = getattr(game, "OPTIONS", None) or {}
    if name in OWN_FLAGS:
        raise ConfigError(Msg(N_("Set {name} with {flag}, not with --option."), {"name": name, "flag": OWN_FLAGS[name]}))
    if name not in opts:
        raise ConfigError(Msg(N_("{game} has no option '{name}'; its options are: {allowed}."),
                              {"game": game.TITLE, "name": name,
                               "allowed": ", ".join(n for n in opts if n not in OWN_FLAGS)}))
    for v in opts[name].choices or ():
        if str(v).lower() == text.strip().lower():
            return v

    def one(t: str):
        t = t.strip()
        return None if t.lower() == "none" else int(t) if t.lstrip("-").isdigit() else t

    return [one(t) for t in text.split(",")] if "," in text else one(text)


def game_options(game, args) -> dict:
    """new_game options from --modules, --ruling name=value, --option name=value and --data-dir."""
    options = data_options(game, args)
    if getattr(args, "modules", None):
        if "modules" not in getattr(game, "OPTIONS", {}):
            raise ConfigError(Msg(N_("{game} has no modules."), {"game": game.TITLE}))
        options["modules"] = [m for m in args.modules.replace(",", "").upper()]
    for item in getattr(args, "option", None) or ():
        name, eq, value = item.partition("=")
        if not eq or not name.strip():
            raise ConfigError(Msg(N_("--option takes name=value, not '{got}'."), {"got": item}))
        options[name.strip()] = option_value(game, name.strip(), value)
    rulings = {}
    for item in getattr(args, "ruling", None) or ():
        name, eq, value = item.partition("=")
        if not eq or not name.strip():
            raise ConfigError(Msg(N_("--ruling takes name=value, not '{got}'."), {"got": item}))
        rulings[name.strip()] = parse_value(game, name.strip(), value)
    if rulings:
        options["rulings"] = rulings
    return options


class _Declined(Exception):
    pass


def confirm_cost(estimate: Msg, yes: bool, lang: str) -> None:
    """A run estimated above the threshold: say the estimate, then go on with ``--yes``, ask on a terminal,
    or refuse (ConfigError) without one. Raises ``_Declined`` when the person says no."""
    if yes:
        _say(estimate, lang)
        return
    if not sys.stdin.isatty():
        raise ConfigError(Msg(N_("{estimate} Standard input is not a terminal to confirm it; run again with --yes "
                                 "to start it anyway."), {"estimate": estimate}))
    _say(estimate, lang)
    try:
        answer = input(Msg(N_("Start it anyway? [y/N] ")).text(lang))
    except EOFError:
        answer = ""
    if answer.strip().lower() not in ("y", "yes", "s", "si", "sí"):
        raise _Declined



# --------------------------------------------------------------------------- parser lines
DATA_DIR_HELP = N_("a folder of component data files replacing the illustrative set (same file names; "
                   "see the game's data/README.md); saves of such a game name the folder")
#: how ``--bots`` help texts end
BOTS_NOTE = N_("(mcts:N: the MCTS bot with N iterations per decision; default: random)")


def the_game(H) -> str:
    """The help text of a command's ``game`` argument."""
    return H(N_("the game: {games}"), games=", ".join(sorted(rulebook.GAMES)))


def add_game_options(game_opts: argparse.ArgumentParser, T, H) -> argparse.ArgumentParser:
    """The flags that set new_game options (``--modules``, ``--ruling``, ``--option``, ``--data-dir``)."""
    game_opts.add_argument("--modules", default=None, metavar="AB",
                           help=H(N_("the modules in play, e.g. AB or CE (games with modules)")))
    game_opts.add_argument("--ruling", action="append", metavar=T(N_("NAME=VALUE")),
                           help=H(N_("a ruling (see `rulebook rulings GAME`); may be repeated")))
    game_opts.add_argument("--option", action="append", metavar=T(N_("NAME=VALUE")),
                           help=H(N_("a game option of new_game, e.g. difficulty=easy (see `rulebook rulings GAME`); "
                                     "may be repeated")))
    game_opts.add_argument("--data-dir", default=None, metavar=T(N_("FOLDER")), help=H(DATA_DIR_HELP))
    return game_opts
