"""Write a save of each game in the current save format, for the earlier-saves tests::

    python tests/save_fixtures.py        # writes tests/<game>/data/save_v<FORMAT_VERSION>.json

Run it from the repository root once for every new ``FORMAT_VERSION`` (a reworded log line bumps it; see
``rulebook/saves.py``), with the code of that version, and commit the files: they are the saves that version's
users keep, and ``tests/test_save_versions.py`` loads every one of them with the code of every later version.

Each save is played with random legal moves from a fixed seed: a mid-game position is taken as the base (so the
base's own log holds played lines, not only setup lines), and more decisions are played after it. The seed is
the first from 1 whose game writes, in the base's log and in the log after it, the lines that the game's
rewordings so far touched (``WANT``), and that is not over.
"""
from __future__ import annotations

import json
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent   # the repository (this file is in tests/)
sys.path.insert(0, str(ROOT))    # this checkout's code, not whatever copy of rulebook the environment installed

import rulebook  # noqa: E402
from rulebook.position_check import as_saved  # noqa: E402
from rulebook.saves import FORMAT_VERSION  # noqa: E402
#: game -> (players, decisions before the base, decisions after it, words the base's log must hold, words the
#: log after the base must hold); the words are message ids' fragments
WANT = {
    "first_class": (3, 40, 40, ["is cleared"], ["is cleared"]),
    "horror": (2, 60, 50, ["portal", "Quest card"], ["portal"]),
    "fracht_express": (2, 30, 30, [], []),
}


def _play(s, rng, n):
    for _ in range(n):
        if s.is_over:
            break
        s.apply(rng.choice(s.legal_actions()))


def _ids(log) -> str:
    return " ".join(e["msg"]["id"] for e in log)


def make(name: str) -> str:
    players, pre, post, in_base, after = WANT[name]
    game = rulebook.GAMES[name]
    for seed in range(1, 100):
        rng = random.Random(seed)
        s = game.new_game(players=players, seed=seed)
        _play(s, rng, pre)
        s = as_saved(s)
        _play(s, rng, post)
        d = s.to_dict()
        base, later = _ids(d["base"]["log"]), _ids(d["state"]["log"][len(d["base"]["log"]):])
        if not s.is_over and all(w in base for w in in_base) and all(w in later for w in after):
            text = s.to_json()
            assert game.from_json(text).to_json() == text
            return text
    raise SystemExit(f"no seed of {name} writes the lines wanted")


if __name__ == "__main__":
    print("rulebook from", Path(rulebook.__file__).parent)
    for name in WANT:
        path = ROOT / "tests" / name / "data" / f"save_v{FORMAT_VERSION}.json"
        path.write_text(make(name), encoding="utf-8")
        print(path.relative_to(ROOT), len(json.loads(path.read_text(encoding="utf-8"))["actions"]), "actions")
