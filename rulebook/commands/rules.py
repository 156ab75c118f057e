"""``rulebook rules GAME`` (the rulebook's sections with the module and tests behind each, then the rulings) and
``rulebook rulings GAME`` (the rulings and the game options)."""
from __future__ import annotations

import re
from pathlib import Path

import rulebook
from ..i18n import Msg, N_, translate
from ..registry import game_package, package_of
from .common import OWN_FLAGS, _say, get_game, the_game

#: the project's root, where ``tests/<game>/`` is looked for (``rulebook.cli.REPO_DIR`` passes its own)
REPO_DIR = Path(rulebook.__file__).resolve().parent.parent
_TEST_RE = re.compile(r"^def test_|^    def test_", re.M)


def section_module(game, section_id: str) -> Path | None:
    """The game's rules module of a section (``rulebook/<game>/<id>.py``), if that file exists."""
    p = Path(game_package(game.NAME).__file__).resolve().parent / f"{section_id}.py"
    return p if p.is_file() else None


def section_tests(game, section_id: str, repo_dir: Path = REPO_DIR) -> tuple[Path, int] | None:
    """``tests/<game>/test_<id>.py`` under ``repo_dir`` and its number of test functions, if the file exists."""
    p = repo_dir / "tests" / game.NAME / f"test_{section_id}.py"
    if not p.is_file():
        return None
    return p, len(_TEST_RE.findall(p.read_text(encoding="utf-8")))


def _rel(p: Path, repo_dir: Path = REPO_DIR) -> str:
    try:
        return p.relative_to(repo_dir).as_posix()
    except ValueError:
        return str(p)


def print_rulings(game, lang) -> None:
    rulings = getattr(game, "RULINGS", None) or {}
    if not rulings:
        _say(Msg(N_("{game} has no rulings."), {"game": translate(game.TITLE, lang)}), lang)
        return
    _say(Msg(N_("Rulings of {game} (pass them as rulings={{...}} to new_game):"),
             {"game": translate(game.TITLE, lang)}), lang)
    for name, r in rulings.items():
        print()
        _say(Msg(N_("  {name}: default {default}; allowed {allowed}"),
                 {"name": name, "default": repr(r.default), "allowed": ", ".join(map(repr, r.choices))}), lang)
        print(f"      {translate(r.description, lang)}")


def print_options(game, lang) -> None:
    """The game's new_game options that ``--option name=value`` sets (those with a flag of their own left out)."""
    opts = [o for name, o in (getattr(game, "OPTIONS", None) or {}).items() if name not in OWN_FLAGS]
    if not opts:
        return
    print()
    _say(Msg(N_("Options of {game} (play, simulate and perft take them as --option name=value):"),
             {"game": translate(game.TITLE, lang)}), lang)
    for o in opts:
        print()
        if o.choices:
            _say(Msg(N_("  {name}: default {default}; allowed {allowed}"),
                     {"name": o.name, "default": repr(o.default), "allowed": ", ".join(map(repr, o.choices))}), lang)
        else:
            _say(Msg(N_("  {name}: default {default}"), {"name": o.name, "default": repr(o.default)}), lang)
        print(f"      {translate(o.description, lang)}")


def cmd_rules(args, repo_dir: Path = REPO_DIR) -> int:
    lang = args.language
    game = get_game(args.game)
    _say(Msg(N_("{game}: {k} sections"), {"game": translate(game.TITLE, lang), "k": len(game.SECTIONS)}), lang)
    for i, s in enumerate(game.SECTIONS, 1):
        print()
        print(f"{i:2}. {s.id} - {translate(s.title, lang)}")
        if s.summary:
            print(f"    {translate(s.summary, lang)}")
        mod = section_module(game, s.id)
        if mod:
            _say(Msg(N_("    module: {path}"), {"path": _rel(mod, repo_dir)}), lang)
        else:
            _say(Msg(N_("    module: none (no file {path})"),
                     {"path": f"{package_of(game.NAME).replace('.', '/')}/{s.id}.py"}), lang)
        tests = section_tests(game, s.id, repo_dir)
        if tests:
            _say(Msg(N_("    tests: {path} ({k} test functions)"), {"path": _rel(tests[0], repo_dir), "k": tests[1]}), lang)
        else:
            _say(Msg(N_("    tests: none (no file {path})"),
                     {"path": f"tests/{game.NAME}/test_{s.id}.py"}), lang)
    print()
    print_rulings(game, lang)
    return 0


def cmd_rulings(args) -> int:
    print_rulings(get_game(args.game), args.language)
    print_options(get_game(args.game), args.language)
    return 0



def add_rules(sub_parser, parents, T, H):
    """The ``rules`` sub-parser."""
    p = sub_parser("rules", parents=parents, help=H(N_("the rulebook's sections with their modules and tests")),
                   description=T(N_("Every section of the game's rulebook in order: id, title, summary, the module "
                                    "implementing it and the tests covering it; then the rulings.")))
    p.add_argument("game", help=the_game(H))
    return p


def add_rulings(sub_parser, parents, T, H):
    """The ``rulings`` sub-parser."""
    p = sub_parser("rulings", parents=parents, help=H(N_("the named readings where the rulebook is open, and the game options")),
                   description=T(N_("The game's rulings and options: name, default, allowed values and what each means.")))
    p.add_argument("game", help=the_game(H))
    return p
