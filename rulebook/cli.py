"""The ``rulebook`` command line.

``rulebook play GAME``
    play a game in the terminal, any mix of bots and people (see ``--help``).
``rulebook rules GAME``
    the rulebook's sections in order, each with the module that implements it
    and the tests that cover it, then the game's rulings.
``rulebook rulings GAME``
    the named readings where the rulebook leaves something open.
``rulebook simulate GAME``
    many seeded games between bots, on local processes or a dask cluster,
    saved in chunks (a rerun resumes), with a summary of win rates.
``rulebook perft GAME``
    count the decision sequences to a depth from a seeded position.

Exit status: 0 when a command did its work (a game played to its end), 1 when
a person quit a game or declined a very large run, 2 for an error (one plain
line on standard error, also for any failure the operating system reports).

Very large runs: ``perft`` and ``simulate`` first estimate their time (see
:mod:`rulebook.analysis.costs`); above two minutes they print it and ask on a
terminal, or refuse without ``--yes`` when standard input is not a terminal.

Every text a person reads here is a :class:`~rulebook.i18n.Msg`, rendered in
the ``--language`` chosen. The commands live in :mod:`rulebook.commands` (one module each);
this module builds the parser from them, wires each command to its function and runs it.
"""
from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

import rulebook
from .commands import perft as _perft, play as _play, rules as _rules, simulate as _simulate
# The commands' names stay importable from here.
from .commands.common import (DATA_DIR_HELP as DATA_DIR_HELP, HUMAN as HUMAN, OWN_FLAGS as OWN_FLAGS,
                              _Declined as _Declined, _say as _say, add_game_options, bot_choices as bot_choices,
                              bot_seed as bot_seed, confirm_cost as confirm_cost, data_options as data_options,
                              game_options as game_options, get_game as get_game, is_bot_name as is_bot_name,
                              option_value as option_value, parse_value as parse_value, seat_entries as seat_entries,
                              seat_title as seat_title)
from .commands.perft import cmd_perft as cmd_perft, perft_cost as perft_cost
from .commands.play import (_Quit as _Quit, _Undo as _Undo, _print_events as _print_events, ask_human as ask_human,
                            cmd_play as cmd_play, undo_to_human as undo_to_human)
from .commands.rules import (print_options as print_options, print_rulings as print_rulings,
                             section_module as section_module)
from .commands.simulate import (cmd_simulate as cmd_simulate, print_summary as print_summary,
                                simulate_cost as simulate_cost)
from .core import RulebookError
from .i18n import LANGUAGES, Msg, N_

PACKAGE_DIR = Path(rulebook.__file__).resolve().parent
#: the project's root: ``rules`` looks for each section's tests under its ``tests/<game>/``
REPO_DIR = PACKAGE_DIR.parent
_TEST_RE = _rules._TEST_RE


def section_tests(game, section_id: str) -> tuple[Path, int] | None:
    """``tests/<game>/test_<id>.py`` under :data:`REPO_DIR` and its number of test functions, if the file exists."""
    return _rules.section_tests(game, section_id, REPO_DIR)


def cmd_rules(args) -> int:
    return _rules.cmd_rules(args, REPO_DIR)


def cmd_rulings(args) -> int:
    return _rules.cmd_rulings(args)


# --------------------------------------------------------------------------- parser
def language_from_environment(environ=None) -> str:
    """The language the environment asks for: ``RULEBOOK_LANG``, else the first of ``LANGUAGE``, ``LC_ALL``,
    ``LC_MESSAGES`` and ``LANG`` that names one of :data:`~rulebook.i18n.LANGUAGES` (``es_ES.UTF-8`` is
    ``es``); English otherwise."""
    import os

    env = os.environ if environ is None else environ
    for var in ("RULEBOOK_LANG", "LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        for entry in env.get(var, "").split(":"):
            code = re.split(r"[_.@-]", entry.strip(), maxsplit=1)[0].lower()
            if code in LANGUAGES:
                return code
    return "en"


def chosen_language(argv, environ=None) -> str:
    """The language of the help and of everything printed: ``--language`` (or an abbreviation such as
    ``--lang``) among ``argv`` when it names a language, else :func:`language_from_environment`. Read before
    the parser is built, so that ``--help`` is already in that language."""
    for i, arg in enumerate(argv):
        name, eq, value = arg.partition("=")
        if len(name) >= 4 and "--language".startswith(name):
            if not eq:
                value = argv[i + 1] if i + 1 < len(argv) else ""
            if value in LANGUAGES:
                return value
    return language_from_environment(environ)


class _Formatter(argparse.HelpFormatter):
    """argparse's help layout with its one fixed word, "usage:", in the chosen language."""

    usage_prefix = "usage: "

    def add_usage(self, usage, actions, groups, prefix=None):
        return super().add_usage(usage, actions, groups, self.usage_prefix if prefix is None else prefix)


#: the entry-point group of commands other packages add to ``rulebook`` (``class_tables`` adds ``serve``)
COMMANDS = "rulebook.commands"


def _plugged_commands() -> list:
    """Each registered command's ``add(sub_parser, common, T, H)``, by name; one that cannot be loaded is left out
    (its package is not installed), so the other commands still work."""
    from importlib.metadata import entry_points
    out = []
    for ep in sorted(entry_points(group=COMMANDS), key=lambda e: e.name):
        try:
            out.append(ep.load())
        except ImportError:
            continue
    return out


def build_parser(lang: str = "en") -> argparse.ArgumentParser:
    """The ``rulebook`` command's parser, every help text in ``lang`` (also argparse's own headings)."""

    def T(msgid, **params) -> str:  # a description or a heading
        return Msg(msgid, params).text(lang)

    def H(msgid, **params) -> str:  # a help text: argparse fills %(...)s fields in it, so % is doubled
        return T(msgid, **params).replace("%", "%%")

    formatter = type("Formatter", (_Formatter,), {"usage_prefix": T(N_("usage: "))})

    def localise(p: argparse.ArgumentParser) -> argparse.ArgumentParser:
        """argparse's own words in ``lang``: the two headings and the help option's text."""
        p._positionals.title = T(N_("positional arguments"))
        p._optionals.title = T(N_("options"))
        p.formatter_class = formatter
        for action in p._actions:
            if isinstance(action, argparse._HelpAction):
                action.help = H(N_("show this help message and exit"))
        return p

    def new(**kw) -> argparse.ArgumentParser:
        return localise(argparse.ArgumentParser(formatter_class=formatter, **kw))

    def sub_parser(name, **kw):
        return localise(sub.add_parser(name, **kw))

    common = new(add_help=False)
    common.add_argument("--language", choices=LANGUAGES, default=lang,
                        help=H(N_("language of everything printed (default: {lang}, from RULEBOOK_LANG or LANG when they "
                                  "name one)"),
                               lang=lang))
    parser = new(prog="rulebook",
                 description=T(N_("Rulebook Express: play, read and check the rules of the games ({games})."),
                               games=", ".join(sorted(rulebook.GAMES))),
                 epilog=T(N_("Exit status: 0 done, 1 a person quit a game or declined a very large run, "
                             "2 an error.")))
    sub = parser.add_subparsers(dest="command", required=True, metavar=T(N_("COMMAND")),
                                title=T(N_("commands")))
    with_game = [common, add_game_options(new(add_help=False), T, H)]
    _play.add_play(sub_parser, with_game, T, H).set_defaults(func=cmd_play)
    for add in _plugged_commands():   # commands other packages register (the class tables' `serve`)
        add(sub_parser, common, T, H)
    _rules.add_rules(sub_parser, [common], T, H).set_defaults(func=cmd_rules)
    _rules.add_rulings(sub_parser, [common], T, H).set_defaults(func=cmd_rulings)
    _simulate.add_simulate(sub_parser, with_game, T, H).set_defaults(func=cmd_simulate)
    _perft.add_perft(sub_parser, with_game, T, H).set_defaults(func=cmd_perft)
    return parser


def main(argv=None) -> int:
    """Run the ``rulebook`` command with ``argv`` (default: the process arguments); returns the exit status."""
    argv = sys.argv[1:] if argv is None else list(argv)
    parser = build_parser(chosen_language(argv))
    try:
        args = parser.parse_args(argv)
    except SystemExit as e:  # --help (0) or a usage error (2): argparse already printed
        return e.code if isinstance(e.code, int) else (0 if e.code is None else 2)
    lang = getattr(args, "language", "en")
    try:
        return args.func(args)
    except RulebookError as e:
        print(f"rulebook: {e.text(lang)}", file=sys.stderr)
        return 2
    except OSError as e:  # any other refusal of the system (a file, a folder, a socket): one line, no traceback
        from .analysis.simulate import os_reason
        where = e.filename if e.filename is not None else "-"
        msg = Msg(N_("The system refused: {reason} ({path})."), {"reason": os_reason(e), "path": where})
        print(f"rulebook: {msg.text(lang)}", file=sys.stderr)
        return 2


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
