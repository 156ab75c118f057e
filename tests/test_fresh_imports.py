"""Every module of ``rulebook`` and ``widgets`` imports on its own in a fresh interpreter (issue 13).

The tests import the packages in one long-lived process, so a module that only imports because something
else was imported first (an import cycle entered from the wrong end, e.g. ``rulebook.fracht_express.station_c``
before ``advanced``) goes unnoticed there. Here each module is imported first thing in its own process.

Speed: importing the project costs about half a second of CPU per process, and there are about two hundred
modules. ``RULEBOOK_QUICK=0`` starts a new interpreter per module. The quick profile (the default) starts ONE
new interpreter that imports only third-party libraries (never a module of this project) and forks one child
per module from it: each child starts with no module of ``rulebook`` or ``widgets`` loaded, which is what an
import-order bug needs, at half the cost.
"""
from __future__ import annotations

import os
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("rulebook", "widgets")
QUICK = os.environ.get("RULEBOOK_QUICK", "1") != "0"
WORKERS = max(2, os.cpu_count() or 2)
# Third-party libraries the fork server loads before forking (none of them imports this project).
PRELOAD = ("babel", "networkx", "IPython", "ipywidgets", "traitlets")

FORK_SERVER = r"""
import importlib, os, sys
for lib in sys.argv[1].split(","):
    try:
        importlib.import_module(lib)
    except ImportError:
        pass
assert not any(m.split(".")[0] in ("rulebook", "widgets") for m in sys.modules), "project module preloaded"
workers, running, failed = int(sys.argv[2]), {}, []

def reap():
    pid, status = os.wait()
    name, fd = running.pop(pid)
    with os.fdopen(fd) as f:
        msg = f.read().strip()
    if status != 0:
        failed.append(name + ": " + (msg or "exit status %d" % status))

for name in sys.argv[3:]:
    while len(running) >= workers:
        reap()
    r, w = os.pipe()
    pid = os.fork()
    if pid == 0:
        os.close(r)
        code = 0
        try:
            importlib.import_module(name)
        except BaseException as e:
            os.write(w, ("%s: %s" % (type(e).__name__, e)).encode()[:4000])
            code = 1
        os._exit(code)
    os.close(w)
    running[pid] = (name, r)
while running:
    reap()
print("\n".join(failed))
"""


def modules() -> list[str]:
    """Dotted names of every module file inside the two packages (only folders that are packages)."""
    out = []
    for pkg in PACKAGES:
        for path in sorted((ROOT / pkg).rglob("*.py")):
            rel = path.relative_to(ROOT)
            if not all((ROOT / Path(*rel.parts[:i]) / "__init__.py").exists() for i in range(1, len(rel.parts))):
                continue
            parts = rel.with_suffix("").parts
            out.append(".".join(parts[:-1] if parts[-1] == "__init__" else parts))
    return out


def _env() -> dict:
    return dict(os.environ, PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))


def _import_alone(name: str) -> str:
    """Import ``name`` in a new interpreter; '' on success, else the module and the last line of the error."""
    r = subprocess.run([sys.executable, "-c", f"import importlib; importlib.import_module({name!r})"],
                       cwd=ROOT, env=_env(), capture_output=True, text=True, timeout=300)
    lines = r.stderr.strip().splitlines()
    return "" if r.returncode == 0 else f"{name}: {lines[-1] if lines else r.returncode}"


def failures(names, quick=QUICK) -> list[str]:
    """One line per module of ``names`` that fails to import first thing in a fresh process."""
    if quick and hasattr(os, "fork"):
        r = subprocess.run([sys.executable, "-c", FORK_SERVER, ",".join(PRELOAD), str(WORKERS), *names],
                           cwd=ROOT, env=_env(), capture_output=True, text=True, timeout=600)
        assert r.returncode == 0, r.stderr
        return [line for line in r.stdout.splitlines() if line.strip()]
    with ThreadPoolExecutor(max_workers=WORKERS) as pool:
        return [msg for msg in pool.map(_import_alone, names) if msg]


def test_module_list_is_complete():
    """The list covers both packages, every game package and the station modules that once failed alone."""
    names = set(modules())
    for must in ("rulebook", "widgets", "rulebook.core", "rulebook.fracht_express.station_c",
                 "rulebook.fracht_express.station_j", "rulebook.horror.effects", "rulebook.first_class.state",
                 "widgets.horror.lessons"):
        assert must in names


def test_a_module_that_needs_another_imported_first_is_caught(tmp_path, monkeypatch):
    """The check itself works: a package whose module imports its partner back at the top fails alone."""
    pkg = tmp_path / "cyclepkg"
    pkg.mkdir()
    (pkg / "__init__.py").write_text("")
    (pkg / "hub.py").write_text("from . import spoke\nTABLE = {spoke.KIND: spoke}\n")
    (pkg / "spoke.py").write_text("from . import hub\nKIND = 'x'\n")
    monkeypatch.setenv("PYTHONPATH", str(tmp_path))
    assert failures(["cyclepkg.hub"]) == []
    bad = failures(["cyclepkg.spoke"])
    assert len(bad) == 1 and bad[0].startswith("cyclepkg.spoke: AttributeError")


def test_every_module_imports_in_a_fresh_interpreter():
    """Importing any one module first, in a process that has loaded no module of the project, works: no
    module of ``rulebook`` or ``widgets`` depends on what was imported before it."""
    bad = failures(modules())
    assert not bad, "\n".join(bad)
