"""The explore notebooks and the simulation tools work without pandas, numpy, matplotlib and tqdm.

The JupyterLite site runs on Pyodide, where those packages (WebAssembly
builds) are not shipped. Each notebook of notebooks/explore/ is run here in a
fresh kernel whose first, injected cell makes them unimportable (a ``None``
entry in ``sys.modules`` makes ``import`` raise ImportError), so the notebook
must fall back to plain-text tables and figures, and finish without an error.
"""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from test_notebooks import _client, _errors

nbformat = pytest.importorskip("nbformat")

ROOT = Path(__file__).resolve().parents[1]
EXPLORE = sorted((ROOT / "notebooks" / "explore").glob("*.ipynb"))
BLOCKED = ("pandas", "numpy", "matplotlib", "tqdm", "pyarrow")
# A meta-path finder that refuses the packages (a None entry in sys.modules would do as well for `import`,
# but IPython's own formatters take a "numpy" key in sys.modules to mean numpy is loaded).
BLOCK = f"""
import sys

class _Blocker:
    blocked = {set(BLOCKED)!r}

    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] in self.blocked:
            raise ModuleNotFoundError(f"No module named {{name!r}} (blocked, as in the JupyterLite site)", name=name)
        return None

sys.meta_path.insert(0, _Blocker())
for _m in [m for m in sys.modules if m.split(".")[0] in _Blocker.blocked]:
    del sys.modules[_m]
"""
CHECK = """
for _m in ("pandas", "numpy", "matplotlib.pyplot", "tqdm.auto"):
    try:
        __import__(_m)
    except ImportError:
        pass
    else:
        raise AssertionError(_m + " could be imported")
print("blocked")
"""


@pytest.mark.parametrize("path", EXPLORE, ids=[p.name for p in EXPLORE])
def test_explore_notebook_runs_without_pandas_and_matplotlib(path):
    nb = nbformat.read(path, as_version=4)
    nb.cells.insert(0, nbformat.v4.new_code_cell(BLOCK))
    nb.cells.append(nbformat.v4.new_code_cell(CHECK))
    _client(nb, path.parent).execute()
    assert not _errors(nb), "\n".join(_errors(nb))
    assert "blocked" in "".join(o.get("text", "") for o in nb.cells[-1].outputs)


SCRIPT = BLOCK + """
from rulebook.analysis.simulate import simulate, summarize, seat_table
from rulebook.analysis.rulings import ruling_effect
from rulebook.analysis.table import Table
from rulebook.core import ConfigError
df = simulate("first_class", games=6, players=2, bots="random", seed=1, processes=1, chunk_size=4)
assert isinstance(df, Table), type(df)
assert len(df) == 6 and df.columns[:5] == ["game", "game_seed", "options", "players", "bots"]
assert df["game"] == list(range(6))
assert all(a or b for a, b in zip(df["win_0"], df["win_1"]))
s = summarize(df)
assert isinstance(s["seats"], Table) and len(s["seats"]) == 2
assert 0 <= s["first_player_win_rate"] <= 1 and s["data_note"]
t = ruling_effect("first_class", "card_symbol_order", games=2, players=2, seed=1, processes=1, progress=False)
assert isinstance(t, Table) and len(t) == 4
try:
    simulate("first_class", games=2, players=2, bots="random", out="/nonexistent/never")
except ConfigError:
    pass
else:
    raise AssertionError("out= without pandas should be refused")
print(repr(s["seats"].round(3)))
print("ROWS", [(r["game"], r["game_seed"], r["score_0"], r["score_1"]) for r in df.rows])
"""


def test_simulate_without_pandas_gives_the_same_games():
    """Without pandas simulate returns a Table whose rows are the games a DataFrame run gives."""
    out = subprocess.run([sys.executable, "-c", SCRIPT], capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert out.returncode == 0, out.stderr
    assert "win_rate" in out.stdout
    pd = pytest.importorskip("pandas")
    from rulebook.analysis.simulate import simulate
    df = simulate("first_class", games=6, players=2, bots="random", seed=1, processes=1, progress=False)
    assert isinstance(df, pd.DataFrame)
    want = [(int(r.game), int(r.game_seed), int(r.score_0), int(r.score_1)) for r in df.itertuples()]
    assert f"ROWS {want}" in out.stdout
