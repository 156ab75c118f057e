"""Machine instructions per decision of a game's random playouts, counted by callgrind.

Wall-clock figures on a shared VM move by tens of per cent from one hour to the next
(see README.md). This count does not: the same seeded random games run the same
instructions, so a change to an engine's hot path can be judged by itself, while
other work runs beside it. It is the figure to compare before/after a speed change;
the ratio against python-chess (``bench_engines.py``) is still the issue's target.

Only the playouts are counted: they run inside ``functools.reduce`` and callgrind
collects only while that C function is on the stack (``--toggle-collect``), so the
interpreter's start and the imports are left out. ``new_game`` is counted, as in
``bench_engines.py``'s decisions/s.

    python benchmarks/instr_per_decision.py horror            # 30 games, 2 players
    python benchmarks/instr_per_decision.py fracht_express --games 20
    python benchmarks/instr_per_decision.py first_class --players 4 --profile out.cg

Not a stand-in for the ratio to python-chess: chess's random playouts run about 420,000
instructions a ply here, against Horror's 160,000 a decision, yet Horror makes only 1.3-1.5
times as many decisions a second. Instructions per second differ between the two (chess is
arithmetic on integers; the engines chase dicts and objects), so compare a game only with itself.

Needs valgrind (Debian package ``valgrind``). About a minute per game under callgrind.
"""
from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import game_settings  # noqa: E402

_CHILD = r"""
import functools, random, sys
players, games, seed = int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
rng = random.Random(seed)
seeds = [rng.getrandbits(32) for _ in range(games)]
import rulebook
game = rulebook.GAMES[sys.argv[1]]
# warm caches (data sets, compiled tables) outside the counted part, as a long benchmark would
s = game.new_game(players=players, seed=1)
while not s.is_over:
    s.apply(rng.choice(s.legal_actions()))
choice = random.Random(seed + 1).choice

def play(total, game_seed):
    s = game.new_game(players=players, seed=game_seed)
    n = 0
    while not s.is_over:
        s.apply(choice(s.legal_actions()))
        n += 1
    return total + n

print("DECISIONS", functools.reduce(play, seeds, 0))
"""


def count(game: str, players: int, games: int, seed: int, profile: str | None = None) -> dict:
    """Run the playouts under callgrind; return instructions, decisions and their ratio."""
    if shutil.which("valgrind") is None:
        raise SystemExit("valgrind is not installed (apt-get install valgrind)")
    with tempfile.TemporaryDirectory() as tmp:
        out = profile or os.path.join(tmp, "callgrind.out")
        cmd = ["valgrind", "--tool=callgrind", "--collect-atstart=no",
               "--toggle-collect=functools_reduce", f"--callgrind-out-file={out}",
               sys.executable, "-c", _CHILD, game, str(players), str(games), str(seed)]
        proc = subprocess.run(cmd, capture_output=True, text=True, check=True)
    m = re.search(r"Collected : (\d+)", proc.stderr)
    d = re.search(r"DECISIONS (\d+)", proc.stdout)
    if not (m and d):
        raise SystemExit(f"could not read callgrind's output:\n{proc.stderr[-2000:]}")
    instructions, decisions = int(m.group(1)), int(d.group(1))
    return {"game": game, "players": players, "games": games, "decisions": decisions,
            "instructions": instructions, "per_decision": instructions / decisions}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("games_to_run", nargs="*", default=None, metavar="game", help="default: every registered game")
    ap.add_argument("--players", type=int, default=None, help="default: the game's most common count")
    ap.add_argument("--games", type=int, default=30)
    ap.add_argument("--seed", type=int, default=20240601)
    ap.add_argument("--profile", default=None, help="keep callgrind's output file here (one game only)")
    args = ap.parse_args(argv)
    print(f"{'game':<16}{'players':>8}{'games':>7}{'decisions':>11}{'instr/decision':>16}")
    import rulebook
    for name in args.games_to_run or list(rulebook.GAMES):
        players = args.players or game_settings.bench_players(rulebook.GAMES[name])
        r = count(name, players, args.games, args.seed, args.profile)
        print(f"{name:<16}{players:>8}{r['games']:>7}{r['decisions']:>11,}{r['per_decision']:>16,.0f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
