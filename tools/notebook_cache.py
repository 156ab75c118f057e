"""Executed copies of the notebooks, kept under ``build/executed/`` for the book.

``tests/test_notebooks.py`` already runs every notebook top to bottom; when a
run is clean it hands the executed notebook to :func:`store`, and
``tools/build_book.py`` (``make book``) takes it from :func:`load` instead of
running the notebook again. A stored copy is used only while its key matches:
the notebook's own bytes plus a digest of everything its outputs depend on
(the code and data under ``rulebook/`` and ``widgets/``, the catalogues), so
an edit anywhere there makes the book run that notebook afresh.

Both callers execute the same way (:func:`client`): the ``python3`` kernel of
the running interpreter, the notebook's folder as working directory, 120 s per
cell, errors kept as outputs (a clean run has none outside cells tagged
``raises-exception``, see :func:`errors`).
"""
from __future__ import annotations

import functools
import hashlib
import re
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
NB_DIR = REPO / "notebooks"
CACHE = REPO / "build" / "executed"
CELL_TIMEOUT = 120
KEY = "rulebook_executed_key"
ANSI = re.compile(r"\x1b\[[0-9;]*[A-Za-z]")
#: What a notebook's outputs can depend on besides its own cells.
DEPENDS = ("rulebook", "widgets")
SUFFIXES = {".py", ".json", ".po", ".csv", ".md"}


def notebooks() -> list[Path]:
    """Every notebook under notebooks/, sorted (checkpoints left out)."""
    return sorted(p for p in NB_DIR.rglob("*.ipynb") if ".ipynb_checkpoints" not in p.parts)


@functools.lru_cache(maxsize=1)
def code_digest() -> str:
    """sha256 over the files under rulebook/ and widgets/ that outputs may depend on."""
    h = hashlib.sha256()
    for folder in DEPENDS:
        for path in sorted((REPO / folder).rglob("*")):
            if path.suffix in SUFFIXES and "__pycache__" not in path.parts and path.is_file():
                h.update(path.relative_to(REPO).as_posix().encode())
                h.update(hashlib.sha256(path.read_bytes()).digest())
    return h.hexdigest()


def key(path: Path) -> str:
    """The cache key of one notebook: its bytes and :func:`code_digest`."""
    return hashlib.sha256(Path(path).read_bytes()).hexdigest() + "-" + code_digest()


def cached_path(path: Path) -> Path:
    return CACHE / Path(path).resolve().relative_to(NB_DIR)


def load(path: Path):
    """The stored executed copy of ``path`` if it is current, else None."""
    import nbformat

    target = cached_path(path)
    if not target.exists():
        return None
    try:
        nb = nbformat.read(target, as_version=4)
    except Exception:  # noqa: BLE001 - a broken cache entry is just a miss
        return None
    return nb if nb.metadata.get(KEY) == key(path) else None


def store(path: Path, nb) -> Path:
    """Keep the executed notebook ``nb`` of ``path`` (call only after a clean run)."""
    import nbformat

    target = cached_path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    nb.metadata[KEY] = key(path)
    tmp = target.with_suffix(".tmp")
    nbformat.write(nb, tmp)
    tmp.replace(target)
    return target


def client(nb, cwd: Path):
    import nbclient

    return nbclient.NotebookClient(nb, timeout=CELL_TIMEOUT, kernel_name="python3", allow_errors=True,
                                   resources={"metadata": {"path": str(cwd)}})


def errors(nb) -> list[str]:
    """One line per error output outside cells tagged ``raises-exception``."""
    problems = []
    for index, cell in enumerate(nb.cells):
        if cell.cell_type != "code" or "raises-exception" in cell.get("metadata", {}).get("tags", []):
            continue
        for out in cell.get("outputs", []):
            if out.get("output_type") == "error":
                source = cell.source.strip().splitlines()
                head = "\n      ".join(source[:6]) + ("\n      ..." if len(source) > 6 else "")
                trace = ANSI.sub("", "\n".join(out.get("traceback", [])))
                problems.append(f"cell {index} (id {cell.get('id', '?')}): {out.get('ename')}: "
                                f"{out.get('evalue')}\n      {head}\n{trace}")
    return problems


def execute(path: Path):
    """Run ``path`` top to bottom; returns the executed notebook (errors kept as outputs)."""
    import nbformat

    nb = nbformat.read(path, as_version=4)
    client(nb, Path(path).parent).execute()
    return nb
