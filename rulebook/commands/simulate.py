"""``rulebook simulate GAME``: many seeded games between bots, summarised (after an estimate of a large run's
time)."""
from __future__ import annotations

import sys

from ..bot_names import bot_title
from ..core import ConfigError
from ..i18n import Msg, N_, NN_, Num, Seat, translate
from .common import (BOTS_NOTE, HUMAN, _Declined, _say, bot_choices, confirm_cost, game_options, get_game,
                     seat_entries, the_game)


def print_summary(df, lang) -> None:
    from ..analysis.simulate import summarize
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


def simulate_cost(game, args, players, entries, options, lang) -> None:
    """Before a large simulation (more than 10 games): its estimated time, confirmed when above the threshold."""
    from ..analysis.costs import THRESHOLD_SECONDS, duration, seconds_per_game
    from ..analysis.simulate import _cpu_count
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
    from ..analysis.simulate import read_results, simulate
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
                      progress=not args.no_progress, lang=lang)
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



def add_simulate(sub_parser, parents, T, H):
    """The ``simulate`` sub-parser (``parents``: the common flags and the game options)."""
    p = sub_parser("simulate", parents=parents,
                   help=H(N_("many seeded games between bots, summarised")),
                   description=T(N_("Play many seeded games between bots on local processes (or a dask cluster) "
                                    "and print win rates per seat with their 95 per cent intervals, the first player's win rate, "
                                    "mean scores and game length. With --out, finished games are saved in chunks "
                                    "as they come in; running the same command again resumes an interrupted "
                                    "run.")))
    p.add_argument("game", help=the_game(H))
    p.add_argument("--games", type=int, default=100, help=H(N_("how many games (default 100)")))
    p.add_argument("--players", type=int, default=None,
                   help=H(N_("number of players (default: the number of --bots entries if more than one, else 3)")))
    p.add_argument("--bots", default="random",
                   help=H(N_("bot per seat, comma-separated, or one for every seat: {entries} {note}"),
                          entries=", ".join(bot_choices()), note=Msg(BOTS_NOTE)))
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
    return p
