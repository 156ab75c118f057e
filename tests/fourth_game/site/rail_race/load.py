"""Rail Race's part of loading a dump (the core's ``State._load`` skeleton calls it): every field checked, so a
malformed save is a LoadError naming the field."""
from __future__ import annotations

from rulebook.core import LoadError, Rng
from rulebook.i18n import Msg, N_

KEYS = {"players", "seed", "options", "rng", "deck", "hands", "pos", "cur", "passes", "log"}
WRONG = N_("is missing or wrong")
#: every message id the game writes in its log (a save's log may hold only these, or the catalogue's)
LOG_IDS = ("{player} moves {n} space, to space {s}.", "{player} moves {n} spaces, to space {s}.",
           N_("{player} passes."), N_("The race is over."), N_("The trains stand at space 0."))


def _bad(field: str, what=WRONG):
    return LoadError.at(field, Msg(what))


def _cards(v, field: str, most: int) -> list:
    if not isinstance(v, list) or len(v) > most or any(type(c) is not int or c not in (1, 2, 3) for c in v):
        raise _bad(field, N_("must be a list of speed cards (1, 2 or 3)"))
    return list(v)


def read(s, d: dict, trusted: bool) -> None:
    """Check and set every field of the position but the log (whose presence is checked)."""
    from . import RAIL_RACE
    for k in sorted(KEYS - set(d)):
        raise _bad(k)
    for k in sorted(set(d) - KEYS):
        raise _bad(k, N_("is not a field of a save"))
    if d["players"] != 2:
        raise _bad("players")
    if type(d["seed"]) is not int:
        raise _bad("seed")
    if type(d["rng"]) is not int or d["rng"] < 0:
        raise _bad("rng")
    try:
        options = RAIL_RACE.check_options(d["options"], 2)
    except Exception as e:
        raise LoadError.at("options", Msg(N_("is not valid: {reason}"), {"reason": str(e)[:200]})) from None
    s.players, s.seed, s.rng = 2, d["seed"], Rng(0)
    s.rng.state = d["rng"]
    s.options, s.rulings = options, dict(options["rulings"])
    s.deck = _cards(d["deck"], "deck", 18)
    if not isinstance(d["hands"], list) or len(d["hands"]) != 2:
        raise _bad("hands")
    s.hands = [_cards(h, f"hands[{i}]", 3) for i, h in enumerate(d["hands"])]
    if len(s.deck) + sum(map(len, s.hands)) > 18:
        raise _bad("deck", N_("holds more speed cards than the game has"))
    pos = d["pos"]
    if not isinstance(pos, list) or len(pos) != 2:
        raise _bad("pos")
    for i, p in enumerate(pos):
        if type(p) is not int or not 0 <= p <= 12:
            raise _bad(f"pos[{i}]", N_("must be a space from 0 to 12"))
    s.pos = list(pos)
    if type(d["cur"]) is not int or d["cur"] not in (0, 1):
        raise _bad("cur")
    if type(d["passes"]) is not int or d["passes"] not in (0, 1, 2):
        raise _bad("passes")
    s.cur, s.passes = d["cur"], d["passes"]
    if not isinstance(d["log"], list):
        raise _bad("log")


def invariant_problems(s) -> list:
    """Trains off the line, or more speed cards than the game has."""
    problems = [f"train {i + 1} stands at {p}, off the line" for i, p in enumerate(s.pos) if not 0 <= p <= 12]
    if len(s.deck) + sum(map(len, s.hands)) > 18 or any(len(h) > 3 for h in s.hands):
        problems.append("more speed cards than the game has")
    return problems
