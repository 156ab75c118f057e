"""``rulebook perft GAME``: count the decision sequences to a depth from a seeded position (after an estimate of a
large count's time)."""
from __future__ import annotations

from ..core import ConfigError
from ..i18n import Msg, N_
from .common import _Declined, _say, confirm_cost, game_options, get_game, the_game


def perft_cost(counts, last_seconds, depth, args, lang) -> bool:
    """After the measured depths: the estimated time of the rest up to ``depth``, confirmed when above the
    threshold. Returns whether it was above (asked). While the last depth took less than
    ``MEASURED_SECONDS`` its time is too noisy to extrapolate far, and only the next depth is judged."""
    from ..analysis.costs import MEASURED_SECONDS, THRESHOLD_SECONDS, duration, perft_seconds
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
    from ..analysis.perft import divide, perft
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



def add_perft(sub_parser, parents, T, H):
    """The ``perft`` sub-parser (``parents``: the common flags and the game options)."""
    p = sub_parser("perft", parents=parents,
                   help=H(N_("count decision sequences from a seeded position")),
                   description=T(N_("Count the sequences of decisions of the given length from the position right "
                                    "after setting up a game with the seed (chance along each path comes from the "
                                    "game's own seeded generator, so the seed fixes the tree). Prints the count "
                                    "for every depth up to --depth, or with --divide the count per first "
                                    "decision.")))
    p.add_argument("game", help=the_game(H))
    p.add_argument("--seed", type=int, default=0, help=H(N_("the game's seed (default 0)")))
    p.add_argument("--depth", type=int, default=3, help=H(N_("how many decisions deep (default 3)")))
    p.add_argument("--players", type=int, default=None, help=H(N_("number of players (default 3)")))
    p.add_argument("--divide", action="store_true", help=H(N_("counts per first decision at --depth")))
    p.add_argument("--yes", action="store_true",
                   help=H(N_("start a very large count without asking (its estimated time is printed)")))
    return p
