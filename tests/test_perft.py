"""Perft counts of chosen positions of every game, stored as regression tests.

``tests/data/perft_<game>.json`` (First Class, FrachtExpress, Horror) holds positions (a seed, options and the
actions played from ``new_game``) with the number of decision sequences to each
depth. A changed count means the legal decisions changed somewhere in the tree;
the failure message lists the counts per first decision ("divide") next to the
stored ones, to follow the difference down.

Quick mode (``RULEBOOK_QUICK=1``) checks each position to its ``quick_depth``;
``RULEBOOK_QUICK=0`` checks every stored depth.

Regenerate a game's file (after a deliberate rules change, and say why in the commit)::

    .venv/bin/python tests/test_perft.py --regenerate [GAME]      # GAME defaults to first_class

The FrachtExpress and Horror positions are chosen so that each checks in well
under 5 s in quick mode (FrachtExpress branches widely: often 250-500 card
placements per decision, so its depths are small).
"""
from __future__ import annotations

import json
import os
import sys
from pathlib import Path

import pytest

import rulebook
from rulebook.analysis.perft import divide, divide_text, perft, position

QUICK = os.environ.get("RULEBOOK_QUICK", "1") != "0"
DATA_DIR = Path(__file__).resolve().parent / "data"
DATA = DATA_DIR / "perft_first_class.json"
GAMES = ("first_class", "fracht_express", "horror")

# (name, players, seed, options, random decisions from new_game, depths stored, quick depth)
POSITIONS = {}
POSITIONS["first_class"] = [
    ("start-2p", 2, 1, {}, 0, 8, 7),
    ("start-3p", 3, 7, {}, 0, 8, 7),
    ("start-4p", 4, 2, {}, 0, 8, 6),
    ("start-3p-modules-CE", 3, 3, {"modules": ["C", "E"]}, 0, 7, 6),
    ("round2-2p", 2, 5, {}, 40, 8, 7),
    ("round3-3p-card", 3, 9, {}, 120, 9, 8),
    ("round4-4p-CE", 4, 4, {"modules": ["C", "E"]}, 200, 9, 8),
    ("scoring-3p", 3, 21, {}, "scoring", 9, 8),
    ("last-turns-2p", 2, 8, {"rulings": {"coins_no_room": "partial"}}, "late", 11, 9),
]
POSITIONS["fracht_express"] = [
    ("start-2p", 2, 1, {}, 0, 2, 2),
    ("start-3p", 3, 2, {}, 0, 2, 2),
    ("midgame-2p", 2, 3, {}, 30, 4, 3),
    ("advanced-3p", 3, 4, {"advanced": True}, 40, 3, 3),
    ("one-choice-2p", 2, 6, {}, 60, 4, 4),
    ("midgame-4p", 4, 7, {}, 25, 4, 4),
    ("dealt-layout-2p", 2, 8, {"layout": "dealt"}, 0, 5, 4),
]
POSITIONS["horror"] = [
    ("start-1p", 1, 1, {}, 0, 6, 5),
    ("start-2p", 2, 1, {}, 0, 6, 5),
    ("start-3p", 3, 2, {}, 0, 6, 5),
    ("turn-2p", 2, 3, {}, 40, 7, 6),
    ("late-2p", 2, 4, {}, 130, 8, 7),
]


def _data(game: str) -> Path:
    return DATA_DIR / f"perft_{game}.json"


def _entries(game: str | None = "first_class"):
    """The stored positions of ``game`` (None: of every game)."""
    out = []
    for g in GAMES if game is None else (game,):
        path = _data(g)
        if path.is_file():  # missing only while regenerating a file for the first time
            out += json.loads(path.read_text(encoding="utf-8"))["positions"]
    return out


def _state(e):
    return position(e["game"], players=e["players"], seed=e["seed"], options=e["options"], actions=e["actions"])


@pytest.mark.parametrize("entry", _entries(None),
                         ids=lambda e: e["name"] if e["game"] == "first_class" else f"{e['game']}:{e['name']}")
def test_perft_counts_match_the_stored_ones(entry):
    state = _state(entry)
    top = entry["quick_depth"] if QUICK else max(map(int, entry["counts"]))
    before = state.to_json()
    for depth in range(1, top + 1):
        want = entry["counts"][str(depth)]
        got = perft(state, depth)
        if got != want:
            stored = entry.get("divide", {}) if depth == entry["divide_depth"] else None
            pytest.fail(f"{entry['name']}: perft({depth}) = {got}, stored {want}. Counts per first decision:\n"
                        + divide_text(state, depth, stored))
    assert state.to_json() == before, "perft changed the position"


def test_divide_adds_up_and_the_cli_prints_counts(capsys):
    from rulebook.cli import main
    s = rulebook.GAMES["first_class"].new_game(players=2, seed=1)
    parts = divide(s, 4)
    assert sum(n for _, n in parts) == perft(s, 4) == _entries()[0]["counts"]["4"]
    assert main(["perft", "first_class", "--seed", "1", "--players", "2", "--depth", "3"]) == 0
    out = capsys.readouterr().out
    assert "depth 3: 132 decision sequences" in out and "depth 1: 3 " in out
    assert main(["perft", "first_class", "--seed", "1", "--players", "2", "--depth", "3", "--divide"]) == 0
    out = capsys.readouterr().out
    assert out.count(": 44\n") == 3 and "depth 3: 132" in out


def test_perft_of_a_finished_game_and_depth_zero():
    s = rulebook.GAMES["first_class"].new_game(players=2, seed=1)
    assert perft(s, 0) == 1
    from rulebook.analysis import RandomBot, play
    play(s, [RandomBot(1), RandomBot(2)])
    assert perft(s, 0) == 1 and perft(s, 1) == 0 and perft(s, 3) == 0
    with pytest.raises(ValueError):
        perft(s, -1)


# --------------------------------------------------------------------------- regenerating the file
def _play_to(state, target, seed):
    from rulebook.analysis import RandomBot
    bot = RandomBot(seed)
    if isinstance(target, int):
        for _ in range(target):
            if state.is_over:
                break
            state.apply(bot.choose(state))
    elif target == "scoring":
        while state.phase != "scoring":
            state.apply(bot.choose(state))
    elif target == "late":  # round 6, two turns from the end of the game's last round
        while not (state.round == 6 and state.phase == "turn" and state.turns == 3 * state.n - 2):
            state.apply(bot.choose(state))
    return [a.to_dict() for a in state.history]


def regenerate(game: str = "first_class"):  # pragma: no cover - run by hand
    g = rulebook.GAMES[game]
    out = []
    for name, players, seed, options, target, depth, quick in POSITIONS[game]:
        s = g.new_game(players=players, seed=seed, **options)
        actions = _play_to(s, target, seed)
        counts = {str(d): perft(s, d) for d in range(1, depth + 1)}
        dd = min(quick, depth)
        out.append({"name": name, "game": game, "players": players, "seed": seed, "options": options,
                    "actions": actions, "position": str(s.prompt), "counts": counts, "quick_depth": quick,
                    "divide_depth": dd, "divide": {repr(a): n for a, n in divide(s, dd)}})
        print(name, counts, flush=True)
    _data(game).write_text(json.dumps({"about": f"perft counts of {g.NAME} positions; see tests/test_perft.py",
                                       "positions": out}, indent=1) + "\n", encoding="utf-8")


if __name__ == "__main__":  # pragma: no cover
    if "--regenerate" in sys.argv:
        rest = [a for a in sys.argv[1:] if a != "--regenerate"]
        regenerate(rest[0] if rest else "first_class")
