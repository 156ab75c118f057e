"""``rulebook play GAME``: a game in the terminal, any mix of bots and people."""
from __future__ import annotations

import sys

from ..analysis.bots import make_bot
from ..bot_names import bot_title
from ..core import ConfigError
from ..i18n import Msg, N_, NN_, Seat, translate
from .common import (BOTS_NOTE, HUMAN, _say, bot_choices, bot_seed, game_options, get_game, seat_entries, seat_title,
                     the_game)


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



def add_play(sub_parser, parents, T, H):
    """The ``play`` sub-parser (``parents``: the common flags and the game options)."""
    p = sub_parser("play", parents=parents, help=H(N_("play a game in the terminal with bots and/or people")),
                   description=T(N_("Play a game in the terminal. Bots' moves are printed as log lines with the "
                                    "rulebook section behind each (number and title) in brackets; a human seat is "
                                    "shown the prompt and the legal actions numbered and types a number, u to undo "
                                    "back to its previous decision or q to quit. Human seats need an interactive "
                                    "terminal.")))
    p.add_argument("game", help=the_game(H))
    p.add_argument("--players", type=int, default=None,
                   help=H(N_("number of players (default: the number of --bots entries if more than one, else 3)")))
    p.add_argument("--seed", type=int, default=0,
                   help=H(N_("the game's seed; bots' seeds derive from it (default 0)")))
    p.add_argument("--bots", default="random",
                   help=H(N_("who sits at each seat, comma-separated in seat order: exactly one entry per seat, or "
                             "a single entry used for every seat. Entries: {entries} {note}"),
                          entries=", ".join(bot_choices() + [HUMAN]), note=Msg(BOTS_NOTE)))
    p.add_argument("--quiet", action="store_true",
                   help=H(N_("print only what human seats need and the final scores")))
    return p
