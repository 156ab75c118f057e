"""What a ruling changes: on one position, and over many games.

A game's open readings are named options (``game.RULINGS``: name -> ``Ruling(choices,
description)``, default first; ``rulebook rulings GAME`` lists them).

:func:`compare_rulings` takes one position and reads it under each value of a
ruling: the legal actions gained and lost against the default reading (with the
reason each lost action is now refused), and, given some ``actions`` to play
from there, where the results part ways (events and the fields of the position
that differ).

:func:`ruling_effect` plays the same seeded games (:func:`simulate`) under each
value and reports the shift in win rates and scores per seat against the
default reading. The games are paired (same seeds, same bots), so the score
shift's interval comes from the per-game differences and is much narrower than
comparing two independent runs.

The position may be a state, an edge case (a path or dict, see
:mod:`~rulebook.analysis.edge_cases`) or a function ``rulings -> state``.
A state is re-read by editing the ruling in its saved position
(``to_dict()["state"]["options"]["rulings"]``) and loading that back: the same
table, with the other reading from now on. Games whose saves keep their
rulings elsewhere can be given as a function or an edge case instead.

>>> import rulebook
>>> s = rulebook.GAMES["first_class"].new_game(players=2, seed=1)
>>> [d.value for d in compare_rulings("first_class", s, "supply_out")]
['block', 'unlimited']
"""
from __future__ import annotations

import copy
import math
from dataclasses import dataclass, field

from ..core import ConfigError, IllegalAction
from ..i18n import Msg, N_
from .edge_cases import load_edge_case, read_case, state_differences
from .simulate import simulate
from .simulation.games import resolve_game
from .simulation.summary import summarize, wilson
from .table import column, frame


@dataclass
class RulingDiff:
    """One reading of a ruling on a position, compared with the default reading."""

    ruling: str
    value: object
    default: bool
    legal: list
    gained: list
    lost: list
    why_lost: dict = field(default_factory=dict)  # lost action -> RuleViolation under this value
    events: list = field(default_factory=list)    # texts of the events of ``actions`` under this value
    refused_at: int | None = None                 # index of the first of ``actions`` refused, if any
    changed: list = field(default_factory=list)   # dotted paths where the result differs from the default's
    state: object = None                          # the position (after ``actions``) under this value


def _ruling_values(game, ruling, values):
    rulings = getattr(game, "RULINGS", None) or {}
    if ruling not in rulings:
        raise ConfigError(Msg(N_("Unknown ruling '{name}'; the rulings are: {allowed}."),
                              {"name": ruling, "allowed": ", ".join(rulings) or "-"}))
    allowed = list(rulings[ruling].choices)
    values = allowed if values is None else list(values)
    bad = [v for v in values if v not in allowed]
    if bad:
        raise ConfigError(Msg(N_("Ruling '{name}' takes one of {allowed}, not {got!r}."),
                              {"name": ruling, "allowed": ", ".join(map(repr, allowed)), "got": bad[0]}))
    default = allowed[0]
    if default not in values:
        values = [default] + values
    return default, values


def _position_under(game, position, ruling, value):
    """The position read with ``ruling = value``."""
    if callable(position) and not hasattr(position, "legal_actions"):
        return position({ruling: value})
    if isinstance(position, (str, dict)) or hasattr(position, "read_text"):
        case = copy.deepcopy(read_case(position))
        opts = case.setdefault("options", {})
        opts.setdefault("rulings", {})[ruling] = value
        return load_edge_case(case)
    d = copy.deepcopy(position.to_dict()["state"])
    opts = d.get("options")
    if not isinstance(opts, dict) or not isinstance(opts.get("rulings"), dict):
        raise ConfigError(Msg(N_("This game's saved positions keep no rulings; pass a function that builds the "
                                 "position from the rulings instead.")))
    opts["rulings"][ruling] = value
    state = type(position)._load(d)
    state._start_history()
    return state


def compare_rulings(game, position, ruling: str, values=None, actions=()) -> list:
    """Each value of ``ruling`` on ``position`` against the default: a list of :class:`RulingDiff`.

    ``values`` defaults to every allowed value (the default is always included,
    first). ``actions`` (Action objects or their dicts) are then played from the
    position under each value, as far as each reading allows.
    """
    game = resolve_game(game)
    default, values = _ruling_values(game, ruling, values)
    out = []
    base_legal = None
    base_dump = None
    for v in values:
        s = _position_under(game, position, ruling, v)
        legal = s.legal_actions()
        d = RulingDiff(ruling, v, v == default, legal, [], [])
        if v == default:
            base_legal = legal
        events = []
        for i, a in enumerate(actions or ()):
            a = game.action_from_dict(a) if isinstance(a, dict) else a
            try:
                events.extend(s.apply(a))
            except IllegalAction:
                d.refused_at = i
                break
        d.events = [e.text for e in events]
        d.state = s
        if v == default:
            base_dump = s.to_dict()["state"]
        out.append(d)
    for d in out:
        d.gained = [a for a in d.legal if a not in base_legal]
        d.lost = [a for a in base_legal if a not in d.legal]
        if d.lost:
            s = _position_under(game, position, ruling, d.value)
            d.why_lost = {a: s.explain(a) for a in d.lost}
        if actions and not d.default:
            d.changed = state_differences(base_dump, d.state.to_dict()["state"])
    return out


def ruling_effect(game, ruling: str, values=None, *, games: int = 200, players: int = 3, bots="random",
                  seed: int = 0, options=None, return_runs: bool = False, **simulate_kw):
    """Win rates and scores per seat under each value of ``ruling``, and their shift from the default.

    Every value plays the same seeded games with the same bots. Returns a
    DataFrame with one row per (value, seat): ``win_rate`` with its 95%
    interval, ``mean_score``, ``win_shift`` and ``score_shift`` (against the
    default, with a 95% interval for the paired score difference), plus
    ``mean_length`` and ``first_player_win_rate`` of the value; ``attrs["data_note"]``
    says when the data is illustrative. With ``return_runs=True``, returns
    ``(table, {value: the simulate() DataFrame})``. Without pandas the
    tables are :class:`~rulebook.analysis.table.Table` objects with the same columns.
    """
    game = resolve_game(game)
    default, values = _ruling_values(game, ruling, values)
    runs = {}
    for v in values:
        opts = copy.deepcopy(dict(options or {}))
        opts.setdefault("rulings", {})[ruling] = v
        runs[v] = simulate(game, games=games, players=players, bots=bots, seed=seed, options=opts, **simulate_kw)
    base = runs[default]
    rows = []
    for v, df in runs.items():
        summary = summarize(df)
        for r in summary["seats"].itertuples():
            diff = [a - b for a, b in zip(column(df, f"score_{r.seat}"), column(base, f"score_{r.seat}"))]
            n = len(diff)
            mean = float(sum(diff) / n) if n else 0.0
            sd = math.sqrt(sum((d - mean) ** 2 for d in diff) / (n - 1)) if n > 1 else 0.0
            half = 1.959963984540054 * sd / math.sqrt(n) if n > 1 else 0.0
            wins = column(base, f"win_{r.seat}")
            base_rate = sum(bool(w) for w in wins) / len(wins) if wins else float("nan")
            rows.append({"ruling": ruling, "value": str(v), "default": v == default, "seat": r.seat, "bot": r.bot,
                         "games": n, "win_rate": r.win_rate, "low": r.low, "high": r.high,
                         "mean_score": r.mean_score, "win_shift": r.win_rate - base_rate,
                         "score_shift": mean, "score_shift_low": mean - half, "score_shift_high": mean + half,
                         "games_changed": sum(1 for d in diff if d != 0),
                         "mean_length": summary.get("mean_length"),
                         "first_player_win_rate": summary.get("first_player_win_rate")})
    out = frame(rows)
    out.attrs["data_note"] = base.attrs.get("data_note")
    return (out, runs) if return_runs else out


__all__ = ["RulingDiff", "compare_rulings", "ruling_effect", "wilson"]
