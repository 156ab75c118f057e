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
the ``--language`` chosen.
"""
from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

import rulebook
from .analysis.bots import bot_names, make_bot
from .bot_names import bot_title
from .core import ConfigError, RulebookError
from .registry import game_package, package_of
from .i18n import LANGUAGES, Msg, N_, Num, Seat, translate, NN_

HUMAN = "human"
PACKAGE_DIR = Path(rulebook.__file__).resolve().parent
REPO_DIR = PACKAGE_DIR.parent
_TEST_RE = re.compile(r"^def test_|^    def test_", re.M)


# --------------------------------------------------------------------------- helpers
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


# --------------------------------------------------------------------------- play
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


def _print_events(events, lang, game=None) -> None:
    """One line per event, after the rulebook section behind it (its number and title, or the id without a game)."""
    for e in events:
        print(f"[{game.section_label(e.rule, lang) if game is not None else e.rule}] {e.render(lang)}")


class _Quit(Exception):
    pass


class _Undo(Exception):
    pass


def ask_human(state, lang):
    """Show the prompt and the numbered legal actions; return the chosen action.

    Raises ``_Undo`` for ``u`` and ``_Quit`` for ``q`` (or end of input).
    """
    actions = state.legal_actions()
    print()
    _say(state.prompt, lang)
    for i, a in enumerate(actions, 1):
        print(f"  {i}) {state.describe(a).text(lang)}")
    ask = Msg(N_("Your choice (1-{n}, u = undo, q = quit): "), {"n": len(actions)}).text(lang)
    while True:
        try:
            line = input(ask)
        except EOFError:
            raise _Quit from None
        line = line.strip().lower()
        if line in ("q", "quit"):
            raise _Quit
        if line in ("u", "undo"):
            raise _Undo
        if line.isdigit() and 1 <= int(line) <= len(actions):
            return actions[int(line) - 1]
        _say(Msg(N_("Please type a number from 1 to {n}, u to undo or q to quit."), {"n": len(actions)}), lang)


def undo_to_human(state, movers, humans) -> int:
    """Take back decisions until one made by a person is undone; returns how many were taken back."""
    if not any(m in humans for m in movers):
        return 0
    k = 0
    while movers:
        seat = movers.pop()
        state.undo()
        k += 1
        if seat in humans:
            break
    return k


def cmd_play(args) -> int:
    lang = args.language
    game = get_game(args.game)
    specs = args.bots.split(",")
    players = args.players
    if players is None:
        players = len(specs) if len(specs) > 1 else (3 if 3 in game.PLAYERS else game.PLAYERS.start)
    game.check_players(players)
    entries = seat_entries(args.bots, players)
    humans = {i for i, e in enumerate(entries) if e == HUMAN}
    if humans and not sys.stdin.isatty():
        raise ConfigError(Msg(N_("{seats} is a human seat and needs an interactive terminal, but standard input "
                                 "is not one; give that seat a bot ({bots}) or run in a terminal."),
                              {"seats": ", ".join(Seat(i).text(lang) for i in sorted(humans)),
                               "bots": ", ".join(bot_choices(game))}))
    bots = [None if e == HUMAN else make_bot(e, bot_seed(args.seed, i), game=game) for i, e in enumerate(entries)]
    state = game.new_game(players=players, seed=args.seed, **game_options(game, args))

    _say(Msg(NN_("{game}, {n} player, seed {seed}: {seats}.", "{game}, {n} players, seed {seed}: {seats}."),
             {"game": translate(game.TITLE, lang), "n": players, "seed": args.seed,
              "seats": ", ".join(seat_title(i, e).text(lang) for i, e in enumerate(entries))}), lang)
    if not args.quiet:
        _print_events(state.log, lang, game)
    movers: list = []
    while not state.is_over:
        seat = state.current_player
        if seat in humans:
            try:
                action = ask_human(state, lang)
            except _Undo:
                k = undo_to_human(state, movers, humans)
                if k:
                    _say(Msg(NN_("Took back {n} decision.", "Took back {n} decisions."), {"n": k}), lang)
                else:
                    _say(Msg(N_("There is nothing to undo.")), lang)
                continue
            except (_Quit, KeyboardInterrupt):
                print()
                _say(Msg(NN_("{player} quit the game after {n} decision.", "{player} quit the game after {n} decisions."),
                         {"player": Seat(seat), "n": len(state.history)}), lang)
                return 1
        else:
            action = bots[seat].choose(state)
        events = state.apply(action)
        movers.append(seat)
        if not args.quiet or seat in humans:
            if events:
                _print_events(events, lang, game)
            else:
                _say(Msg(N_("{player}: {action}"), {"player": Seat(seat), "action": action.describe()}), lang)

    out = state.outcome()
    print()
    _say(Msg(N_("Final scores:")), lang)
    for i, score in enumerate(out.scores):
        _say(Msg(N_("  {player} ({who}): {score}"), {"player": Seat(i), "who": bot_title(entries[i]), "score": score}),
             lang)
    if out.reason:
        _say(Msg(N_("Why it ended: {reason}"), {"reason": translate(out.reason, lang)}), lang)
    if out.winners:
        _say(Msg(NN_("Winner: {players}", "Winners: {players}"),
                 {"players": ", ".join(Seat(i).text(lang) for i in out.winners), "n": len(out.winners)}), lang)
    else:
        _say(Msg(N_("Nobody won.")), lang)
    return 0


# --------------------------------------------------------------------------- rules / rulings
def section_module(game, section_id: str) -> Path | None:
    """The game's rules module of a section (``rulebook/<game>/<id>.py``), if that file exists."""
    p = Path(game_package(game.NAME).__file__).resolve().parent / f"{section_id}.py"
    return p if p.is_file() else None


def section_tests(game, section_id: str) -> tuple[Path, int] | None:
    """``tests/<game>/test_<id>.py`` and its number of test functions, if the file exists."""
    p = REPO_DIR / "tests" / game.NAME / f"test_{section_id}.py"
    if not p.is_file():
        return None
    return p, len(_TEST_RE.findall(p.read_text(encoding="utf-8")))


def _rel(p: Path) -> str:
    try:
        return p.relative_to(REPO_DIR).as_posix()
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


def cmd_rules(args) -> int:
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
            _say(Msg(N_("    module: {path}"), {"path": _rel(mod)}), lang)
        else:
            _say(Msg(N_("    module: none (no file {path})"),
                     {"path": f"{package_of(game.NAME).replace('.', '/')}/{s.id}.py"}), lang)
        tests = section_tests(game, s.id)
        if tests:
            _say(Msg(N_("    tests: {path} ({k} test functions)"), {"path": _rel(tests[0]), "k": tests[1]}), lang)
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


# --------------------------------------------------------------------------- simulate / perft
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


def print_summary(df, lang) -> None:
    from .analysis.simulate import summarize
    s = summarize(df)
    if not s["games"]:
        _say(Msg(N_("No games were played.")), lang)
        return
    for row in s["seats"].itertuples():
        _say(Msg(N_("  {player} ({bot}): wins {rate} ({level} interval {low} to {high}), mean score {score}"),
                 {"player": Seat(row.seat), "bot": bot_title(row.bot), "rate": Num(row.win_rate, percent=True),
                  "low": Num(row.low, percent=True), "high": Num(row.high, percent=True),
                  "score": Num(row.mean_score), "level": Num(0.95, digits=0, percent=True)}), lang)
    _say(Msg(N_("  First player wins {rate} ({level} interval {low} to {high}; an even share would be {even})."),
             {"rate": Num(s['first_player_win_rate'], percent=True), "low": Num(s['first_player_low'], percent=True),
              "high": Num(s['first_player_high'], percent=True),
              "even": Num(s['first_player_expected'], percent=True), "level": Num(0.95, digits=0, percent=True)}),
         lang)
    _say(Msg(N_("  Mean length {length} decisions; tied games: {ties}. Tied seats all count as winners."),
             {"length": Num(s['mean_length']), "ties": Num(s['ties'], percent=True)}), lang)
    if s["data_note"]:
        _say(Msg(N_("Note: {note}"), {"note": Msg(s["data_note"])}), lang)


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


def simulate_cost(game, args, players, entries, options, lang) -> None:
    """Before a large simulation (more than 10 games): its estimated time, confirmed when above the threshold."""
    from .analysis.costs import THRESHOLD_SECONDS, duration, seconds_per_game
    from .analysis.simulate import _cpu_count
    if args.games <= 10:
        return
    per = seconds_per_game(game, players, entries, args.seed, options)
    total = per * args.games
    if args.dask:
        estimate = Msg(NN_("{games} game would take {time} of processor time on the cluster (one game takes "
                           "{per} s here).", "{games} games would take {time} of processor time on the cluster (one "
                           "game takes {per} s here).", count="games"),
                       {"games": args.games, "time": duration(total), "per": f"{per:.3g}"})
    else:
        procs = max(1, min(args.processes or _cpu_count(), -(-args.games // max(args.chunk_size, 1))))
        total /= procs
        estimate = Msg(NN_("{games} games would take {time} on {n} process (one game takes {per} s here).",
                           "{games} games would take {time} on {n} processes (one game takes {per} s here)."),
                       {"games": args.games, "time": duration(total), "n": procs, "per": f"{per:.3g}"})
    if total > THRESHOLD_SECONDS:
        confirm_cost(estimate, args.yes, lang)


def cmd_simulate(args) -> int:
    from .analysis.simulate import read_results, simulate
    lang = args.language
    game = get_game(args.game)
    specs = args.bots.split(",")
    players = args.players
    if players is None:
        players = len(specs) if len(specs) > 1 else (3 if 3 in game.PLAYERS else game.PLAYERS.start)
    game.check_players(players)
    entries = seat_entries(args.bots, players)
    if HUMAN in entries:
        raise ConfigError(Msg(N_("Simulations are played by bots only; the bots are: {bots}."),
                              {"bots": ", ".join(bot_choices(game))}))
    options = game_options(game, args)
    where = (Msg(N_("the dask cluster at {address}"), {"address": args.dask}) if args.dask
             else Msg(N_("local processes")))
    _say(Msg(NN_("{game}: {games} game, {n} players ({bots}), seed {seed}, on {where}.",
                 "{game}: {games} games, {n} players ({bots}), seed {seed}, on {where}.", count="games"),
             {"game": translate(game.TITLE, lang), "games": args.games, "n": players,
              "bots": ", ".join(bot_title(e).text(lang) for e in entries),
              "seed": args.seed, "where": where}), lang)
    try:
        simulate_cost(game, args, players, entries, options, lang)
    except _Declined:
        _say(Msg(N_("Not started.")), lang)
        return 1
    try:
        df = simulate(game, games=args.games, players=players, bots=entries, seed=args.seed, options=options,
                      scheduler=args.dask, processes=args.processes, chunk_size=args.chunk_size, out=args.out,
                      progress=not args.no_progress)
    except KeyboardInterrupt:
        print(file=sys.stderr)
        if args.out:
            k = len(read_results(args.out))
            _say(Msg(NN_("Interrupted: {n} finished game is saved in {path}; run the same command again to resume.",
                         "Interrupted: {n} finished games are saved in {path}; run the same command again to "
                         "resume."), {"n": k, "path": args.out}), lang, file=sys.stderr)
        else:
            _say(Msg(N_("Interrupted; nothing was saved (give --out to keep finished games).")), lang,
                 file=sys.stderr)
        return 1
    print_summary(df, lang)
    if args.out:
        _say(Msg(N_("Results: {path} (a folder of parquet files; pandas.read_parquet reads it)."),
                 {"path": args.out}), lang)
    return 0


def perft_cost(counts, last_seconds, depth, args, lang) -> bool:
    """After the measured depths: the estimated time of the rest up to ``depth``, confirmed when above the
    threshold. Returns whether it was above (asked). While the last depth took less than
    ``MEASURED_SECONDS`` its time is too noisy to extrapolate far, and only the next depth is judged."""
    from .analysis.costs import MEASURED_SECONDS, THRESHOLD_SECONDS, duration, perft_seconds
    if last_seconds < MEASURED_SECONDS:  # too quick to extrapolate far: only the next depth is judged
        depth = min(depth, len(counts))
    seconds, log10 = perft_seconds(counts, last_seconds, depth)
    if not seconds > THRESHOLD_SECONDS:
        return False
    k = len(counts) - 1
    confirm_cost(Msg(N_("Counting depths {first} to {depth} would take {time} (each depth multiplies the count by "
                        "about {factor}, as depth {k} did)."),
                     {"first": k + 1, "depth": depth, "time": duration(seconds, log10), "k": k,
                      "factor": f"{counts[k] / max(counts[k - 1], 1):.3g}"}), args.yes, lang)
    return True


def cmd_perft(args) -> int:
    from .analysis.perft import divide, perft
    lang = args.language
    game = get_game(args.game)
    players = args.players if args.players is not None else (3 if 3 in game.PLAYERS else game.PLAYERS.start)
    game.check_players(players)
    state = game.new_game(players=players, seed=args.seed, **game_options(game, args))
    import time
    if args.depth < 0:
        raise ConfigError(Msg(N_("--depth must be a whole number of at least 0, not {got}."), {"got": args.depth}))
    counts, asked = [1], False
    try:
        for depth in range(1, args.depth + 1) if not args.divide else ():
            t = time.perf_counter()
            n = perft(state, depth)
            dt = time.perf_counter() - t
            _say(Msg(N_("depth {depth}: {count} decision sequences ({seconds} s)"),
                     {"depth": depth, "count": n, "seconds": f"{dt:.2f}"}), lang)
            counts.append(n)
            if not asked and 2 <= depth < args.depth:
                asked = perft_cost(counts, dt, args.depth, args, lang)
        if args.divide and args.depth > 1:
            spent = 0.0
            while (spent < 0.25 or len(counts) < 3) and len(counts) < args.depth:
                t = time.perf_counter()
                counts.append(perft(state, len(counts)))
                spent = time.perf_counter() - t
            perft_cost(counts, spent, args.depth, args, lang)
    except _Declined:
        _say(Msg(N_("Not started.")), lang)
        return 1
    if args.divide:
        total = 0
        for action, n in divide(state, args.depth):
            print(f"  {state.describe(action).text(lang)}: {n}")
            total += n
        _say(Msg(N_("depth {depth}: {count} decision sequences ({seconds} s)"),
                 {"depth": args.depth, "count": total, "seconds": "-"}), lang)
    return 0


# --------------------------------------------------------------------------- parser
DATA_DIR_HELP = N_("a folder of component data files replacing the illustrative set (same file names; "
                   "see the game's data/README.md); saves of such a game name the folder")


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
    games = ", ".join(sorted(rulebook.GAMES))

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
                               games=games),
                 epilog=T(N_("Exit status: 0 done, 1 a person quit a game or declined a very large run, "
                             "2 an error.")))
    sub = parser.add_subparsers(dest="command", required=True, metavar=T(N_("COMMAND")),
                                title=T(N_("commands")))
    the_game = H(N_("the game: {games}"), games=games)
    bots_note = N_("(mcts:N: the MCTS bot with N iterations per decision; default: random)")

    game_opts = new(add_help=False)
    game_opts.add_argument("--modules", default=None, metavar="AB",
                           help=H(N_("the modules in play, e.g. AB or CE (games with modules)")))
    game_opts.add_argument("--ruling", action="append", metavar=T(N_("NAME=VALUE")),
                           help=H(N_("a ruling (see `rulebook rulings GAME`); may be repeated")))
    game_opts.add_argument("--option", action="append", metavar=T(N_("NAME=VALUE")),
                           help=H(N_("a game option of new_game, e.g. difficulty=easy (see `rulebook rulings GAME`); "
                                     "may be repeated")))
    game_opts.add_argument("--data-dir", default=None, metavar=T(N_("FOLDER")), help=H(DATA_DIR_HELP))

    p = sub_parser("play", parents=[common, game_opts], help=H(N_("play a game in the terminal with bots and/or people")),
                   description=T(N_("Play a game in the terminal. Bots' moves are printed as log lines with the "
                                    "rulebook section behind each (number and title) in brackets; a human seat is "
                                    "shown the prompt and the legal actions numbered and types a number, u to undo "
                                    "back to its previous decision or q to quit. Human seats need an interactive "
                                    "terminal.")))
    p.add_argument("game", help=the_game)
    p.add_argument("--players", type=int, default=None,
                   help=H(N_("number of players (default: the number of --bots entries if more than one, else 3)")))
    p.add_argument("--seed", type=int, default=0,
                   help=H(N_("the game's seed; bots' seeds derive from it (default 0)")))
    p.add_argument("--bots", default="random",
                   help=H(N_("who sits at each seat, comma-separated in seat order: exactly one entry per seat, or "
                             "a single entry used for every seat. Entries: {entries} {note}"),
                          entries=", ".join(bot_choices() + [HUMAN]), note=Msg(bots_note)))
    p.add_argument("--quiet", action="store_true",
                   help=H(N_("print only what human seats need and the final scores")))
    p.set_defaults(func=cmd_play)

    for add in _plugged_commands():   # commands other packages register (the class tables' `serve`)
        add(sub_parser, common, T, H)

    p = sub_parser("rules", parents=[common], help=H(N_("the rulebook's sections with their modules and tests")),
                   description=T(N_("Every section of the game's rulebook in order: id, title, summary, the module "
                                    "implementing it and the tests covering it; then the rulings.")))
    p.add_argument("game", help=the_game)
    p.set_defaults(func=cmd_rules)

    p = sub_parser("rulings", parents=[common], help=H(N_("the named readings where the rulebook is open, and the game options")),
                   description=T(N_("The game's rulings and options: name, default, allowed values and what each means.")))
    p.add_argument("game", help=the_game)
    p.set_defaults(func=cmd_rulings)

    p = sub_parser("simulate", parents=[common, game_opts],
                   help=H(N_("many seeded games between bots, summarised")),
                   description=T(N_("Play many seeded games between bots on local processes (or a dask cluster) "
                                    "and print win rates per seat with their 95 per cent intervals, the first player's win rate, "
                                    "mean scores and game length. With --out, finished games are saved in chunks "
                                    "as they come in; running the same command again resumes an interrupted "
                                    "run.")))
    p.add_argument("game", help=the_game)
    p.add_argument("--games", type=int, default=100, help=H(N_("how many games (default 100)")))
    p.add_argument("--players", type=int, default=None,
                   help=H(N_("number of players (default: the number of --bots entries if more than one, else 3)")))
    p.add_argument("--bots", default="random",
                   help=H(N_("bot per seat, comma-separated, or one for every seat: {entries} {note}"),
                          entries=", ".join(bot_choices()), note=Msg(bots_note)))
    p.add_argument("--seed", type=int, default=0, help=H(N_("the run's seed; each game's seed derives from it")))
    p.add_argument("--out", default=None, metavar=T(N_("PATH")),
                   help=H(N_("folder for the results (parquet chunk files); a rerun resumes from it")))
    p.add_argument("--dask", default=None, metavar=T(N_("ADDRESS")),
                   help=H(N_("run on the dask.distributed scheduler at ADDRESS (e.g. tcp://10.0.0.5:8786)")))
    p.add_argument("--processes", type=int, default=None,
                   help=H(N_("local worker processes (default: every CPU; 1 plays in this process)")))
    p.add_argument("--chunk-size", type=int, default=100, help=H(N_("games per task and per file (default 100)")))
    p.add_argument("--no-progress", action="store_true", help=H(N_("no progress bar")))
    p.add_argument("--yes", action="store_true",
                   help=H(N_("start a very large run without asking (its estimated time is printed)")))
    p.set_defaults(func=cmd_simulate)

    p = sub_parser("perft", parents=[common, game_opts],
                   help=H(N_("count decision sequences from a seeded position")),
                   description=T(N_("Count the sequences of decisions of the given length from the position right "
                                    "after setting up a game with the seed (chance along each path comes from the "
                                    "game's own seeded generator, so the seed fixes the tree). Prints the count "
                                    "for every depth up to --depth, or with --divide the count per first "
                                    "decision.")))
    p.add_argument("game", help=the_game)
    p.add_argument("--seed", type=int, default=0, help=H(N_("the game's seed (default 0)")))
    p.add_argument("--depth", type=int, default=3, help=H(N_("how many decisions deep (default 3)")))
    p.add_argument("--players", type=int, default=None, help=H(N_("number of players (default 3)")))
    p.add_argument("--divide", action="store_true", help=H(N_("counts per first decision at --depth")))
    p.add_argument("--yes", action="store_true",
                   help=H(N_("start a very large count without asking (its estimated time is printed)")))
    p.set_defaults(func=cmd_perft)
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
