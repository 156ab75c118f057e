"""What a simulation's results are read for: win rates per seat with their intervals, first-player wins.

Each function takes a pandas DataFrame or, without pandas, a :class:`~rulebook.analysis.table.Table`, and
answers with the same kind.
"""
from __future__ import annotations

import math

from ..table import Table, column


# --------------------------------------------------------------------------- summaries
def wilson(wins: float, n: int, z: float = 1.959963984540054) -> tuple:
    """The Wilson score interval (95% by default) for ``wins`` successes in ``n`` trials.

    >>> [round(x, 3) for x in wilson(50, 100)]
    [0.404, 0.596]
    """
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


SEAT_COLUMNS = ["seat", "bot", "games", "wins", "win_rate", "low", "high", "mean_score"]


def _like(df, rows, columns):
    """A table of ``rows`` of the same kind as ``df`` (a DataFrame, or a Table without pandas)."""
    if isinstance(df, Table):
        return Table(rows, columns)
    import pandas as pd
    return pd.DataFrame(rows, columns=columns)


def seat_table(df):
    """Per seat: bot, wins (ties count for every tied seat), win rate with a 95% interval, mean score.

    A DataFrame for a DataFrame, a :class:`~rulebook.analysis.table.Table` for a Table.
    """
    if len(df) == 0:
        return _like(df, [], SEAT_COLUMNS)
    players = int(column(df, "players")[0])
    bots = str(column(df, "bots")[0]).split(",")
    rows = []
    n = len(df)
    for seat in range(players):
        wins = int(sum(bool(w) for w in column(df, f"win_{seat}")))
        low, high = wilson(wins, n)
        rows.append({"seat": seat, "bot": bots[seat], "games": n, "wins": wins, "win_rate": wins / n,
                     "low": low, "high": high, "mean_score": float(sum(column(df, f"score_{seat}")) / n)})
    return _like(df, rows, SEAT_COLUMNS)


def summarize(df) -> dict:
    """The numbers a run is usually read for: games, seat table, first-player wins, length, data note."""
    n = len(df)
    out = {"games": n, "seats": seat_table(df), "data_note": df.attrs.get("data_note")}
    if n:
        wins = int(sum(bool(w) for w in column(df, "first_player_win")))
        low, high = wilson(wins, n)
        players = int(column(df, "players")[0])
        out.update(first_player_win_rate=wins / n, first_player_low=low, first_player_high=high,
                   first_player_expected=1 / players, mean_length=float(sum(column(df, "length")) / n),
                   ties=sum("," in str(w) for w in column(df, "winners")) / n)
        if out["data_note"] is None and "data_note" in df.columns:
            notes = [x for x in column(df, "data_note") if x is not None and x == x]  # drop None and NaN
            out["data_note"] = str(notes[0]) if notes else None
    return out

