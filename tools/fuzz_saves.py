"""Fuzz the save loader of every game with mutated saves and report what came out.

For each game: ``--per-game`` mutated saves (most change one field anywhere,
every fourth is a forged save that makes the same impossible edit to ``base``
and ``state``). Prints per game the total, how many raised ``LoadError``, how
many raised anything else (with the first examples) and how many forged saves
loaded. Seeded: the same ``--seed`` gives the same saves.

    python tools/fuzz_saves.py --per-game 2000 --seed 1
"""
from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import rulebook  # noqa: E402
from rulebook.analysis.save_mutations import forged_mutation, plain_mutation, sample_save  # noqa: E402
from rulebook.core import LoadError  # noqa: E402


def fuzz_game(game, n: int, seed: int, bases: int = 12, examples: int = 3) -> dict:
    rng = random.Random(f"{seed}:{game.NAME}")
    saves = [sample_save(game, rng) for _ in range(bases)]
    out = {"total": 0, "load_error": 0, "loaded": 0, "wrong_type": 0, "forged": 0, "forged_accepted": 0,
           "no_field": 0, "wrong": [], "accepted": [], "unnamed": []}
    for i in range(n):
        save = rng.choice(saves)
        forged = i % 4 == 3
        m = forged_mutation(save, rng) if forged else plain_mutation(save, rng)
        if m is None:
            continue
        data, what = m
        out["total"] += 1
        out["forged"] += forged
        text = json.dumps(data)
        if rng.random() < 0.02:
            text = "[" * 100000 + "]" * 100000
            what = "deep nesting"
        try:
            game.from_json(text)
        except LoadError as e:
            out["load_error"] += 1
            if "'" not in str(e):
                out["no_field"] += 1
                if len(out["unnamed"]) < examples:
                    out["unnamed"].append(f"{what}: {e}")
            continue
        except BaseException as e:  # noqa: BLE001 - counting exactly these is the point
            if isinstance(e, KeyboardInterrupt):
                raise
            out["wrong_type"] += 1
            if len(out["wrong"]) < examples:
                out["wrong"].append(f"{what}: {type(e).__name__}: {str(e)[:120]}")
            continue
        out["loaded"] += 1
        if forged:
            out["forged_accepted"] += 1
            if len(out["accepted"]) < examples:
                out["accepted"].append(what)
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--per-game", type=int, default=200, help="mutated saves per game (default 200)")
    ap.add_argument("--seed", type=int, default=1, help="random seed (default 1)")
    ap.add_argument("--games", nargs="*", default=sorted(rulebook.GAMES), help="games to fuzz (default all)")
    args = ap.parse_args(argv)
    bad = 0
    for name in args.games:
        t0 = time.perf_counter()
        r = fuzz_game(rulebook.GAMES[name], args.per_game, args.seed)
        print(f"{name}: total {r['total']}, LoadError {r['load_error']}, loaded {r['loaded']}, "
              f"wrong type {r['wrong_type']}, forged {r['forged']}, forged accepted {r['forged_accepted']}, "
              f"message without a field {r['no_field']} ({time.perf_counter() - t0:.1f} s)")
        for label, key in (("wrong type", "wrong"), ("forged accepted", "accepted"), ("no field", "unnamed")):
            for ex in r[key]:
                print(f"    {label}: {ex}")
        bad += r["wrong_type"] + r["forged_accepted"]
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
