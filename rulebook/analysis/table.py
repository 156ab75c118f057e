"""A tiny stand-in for a pandas DataFrame, for where pandas is not installed.

The analysis tools return pandas DataFrames when pandas can be imported. In
the JupyterLite site (Pyodide in the browser) and other minimal installs it
cannot, and they return a :class:`Table` instead: the same columns, rows as
plain dicts, and just enough of the DataFrame interface for the notebooks and
the command line:

- ``len(t)``, ``t.empty``, ``t.columns`` (a list of names), ``t.attrs`` (a dict);
- ``t["col"]`` is the column as a list (``list(df["col"])`` reads a column the
  same way from a DataFrame and a Table);
- ``t.rows`` (the row dicts), ``t.to_dict("records")``, ``t.itertuples()``,
  ``t.head(n)``, ``t.round(d)``;
- its text form (``print(t)``, or the cell output in a notebook) is an aligned
  plain-text table.

Iterating over a Table gives its rows (dicts), not its column names as a
DataFrame would. :func:`frame` builds whichever of the two is available.

>>> t = Table([{"seat": 0, "rate": 0.51234}, {"seat": 1, "rate": 0.25}])
>>> t["rate"], len(t), t.columns
([0.51234, 0.25], 2, ['seat', 'rate'])
>>> print(t.round(2))
seat  rate
   0  0.51
   1  0.25
"""
from __future__ import annotations

from collections import namedtuple


def have_pandas() -> bool:
    """Whether pandas can be imported here."""
    try:
        import pandas  # noqa: F401
    except ImportError:
        return False
    return True


class Table:
    """Rows of equal keys with a DataFrame-like face (see the module docstring)."""

    def __init__(self, rows=(), columns=None):
        self.rows = [dict(r) for r in rows]
        if columns is None:
            columns = []
            for r in self.rows:
                for k in r:
                    if k not in columns:
                        columns.append(k)
        self.columns = list(columns)
        self.attrs: dict = {}

    def __len__(self):
        return len(self.rows)

    def __iter__(self):
        return iter(self.rows)

    @property
    def empty(self) -> bool:
        return not self.rows

    def __getitem__(self, column):
        if column not in self.columns:
            raise KeyError(column)
        return [r.get(column) for r in self.rows]

    def itertuples(self, index: bool = False):
        """Rows as named tuples (fields: the columns), as ``DataFrame.itertuples(index=False)``."""
        Row = namedtuple("Row", self.columns, rename=True)
        for r in self.rows:
            yield Row(*(r.get(c) for c in self.columns))

    def head(self, n: int = 5) -> "Table":
        return self._like(self.rows[:n])

    def round(self, digits: int = 0) -> "Table":
        return self._like([{k: (round(v, digits) if isinstance(v, float) else v) for k, v in r.items()}
                           for r in self.rows])

    def to_dict(self, orient: str = "records") -> list:
        """The rows as a list of dicts (only ``orient="records"``, as ``DataFrame.to_dict("records")``)."""
        if orient != "records":
            raise ValueError("a Table only gives its rows as records")
        return [dict(r) for r in self.rows]

    def _like(self, rows) -> "Table":
        t = Table(rows, self.columns)
        t.attrs = dict(self.attrs)
        return t

    def to_text(self, max_rows: int = 30) -> str:
        """An aligned plain-text table (numbers right-aligned), at most ``max_rows`` rows."""
        shown = self.rows[:max_rows]
        cells = [[str(c) for c in self.columns]]
        for r in shown:
            cells.append([_cell(r.get(c)) for c in self.columns])
        widths = [max(len(row[i]) for row in cells) for i in range(len(self.columns))]
        numeric = [all(isinstance(r.get(c), (int, float)) for r in shown) and bool(shown) for c in self.columns]
        lines = []
        for row in cells:
            parts = [v.rjust(w) if num else v.ljust(w) for v, w, num in zip(row, widths, numeric)]
            lines.append("  ".join(parts).rstrip())
        if len(self.rows) > max_rows:
            lines.append(f"... ({len(self.rows)} rows)")
        return "\n".join(lines)

    def __repr__(self):
        return self.to_text() if self.columns else "Table(empty)"

    __str__ = __repr__


def _cell(v) -> str:
    if isinstance(v, float):
        return f"{v:.6g}"
    return "" if v is None else str(v)


def frame(rows, columns=None):
    """A pandas DataFrame of ``rows`` when pandas is installed, else a :class:`Table`."""
    try:
        import pandas as pd
    except ImportError:
        return Table(rows, columns)
    return pd.DataFrame(list(rows), columns=columns)


def column(df, name) -> list:
    """Column ``name`` of a DataFrame or a Table as a plain list."""
    col = df[name]
    return col.tolist() if hasattr(col, "tolist") else list(col)


__all__ = ["Table", "frame", "column", "have_pandas"]
