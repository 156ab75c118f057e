"""The lessons (the notebooks, both languages) as data of the installed package, and copying them to a folder.

The wheel carries ``notebooks/`` of the project as ``rulebook_lessons/notebooks/`` (``hatch_build.py`` adds it);
in a checkout (an editable install) they are read from ``notebooks/`` beside this package. ``rulebook lessons
DIR`` copies them into ``DIR`` with :func:`copy_lessons`, which never overwrites a notebook the user changed
unless told to:

* the copy keeps a record, ``DIR/.rulebook-lessons.json``: the SHA-256 of every file as it was copied;
* a file the folder does not have yet is copied; one equal to the shipped file is left alone;
* one still equal to what was copied last time (the user did not touch it) is replaced by the shipped file, so
  a newer version of the package brings its corrected lessons;
* any other (changed by the user, or there before the first copy) is *changed*: kept, unless ``replace_changed``
  (``--force``, or a yes to the command's question).

The package sits above the engines and the widgets (``pyproject.toml``'s import contracts): it imports only
:mod:`rulebook`'s errors and messages, and JupyterLab only when ``rulebook lab`` starts it.
"""
from __future__ import annotations

import hashlib
import json
import shutil
from dataclasses import dataclass, field
from pathlib import Path

from rulebook.core import ConfigError
from rulebook.i18n import Msg, N_

#: the record of a copy, in the folder the lessons were copied to
RECORD = ".rulebook-lessons.json"
#: the notebook ``rulebook lab`` opens
INDEX = "index.ipynb"
_SKIP_PARTS = {"__pycache__", ".ipynb_checkpoints"}


def shipped_root() -> Path:
    """The folder the lessons are read from: the package's data in a wheel, the checkout's ``notebooks/``."""
    here = Path(__file__).resolve().parent
    for root in (here / "notebooks", here.parent / "notebooks"):
        if (root / INDEX).is_file():
            return root
    raise ConfigError(Msg(N_("The lessons are not in this installation of rulebook-express (looked in {path}); "
                             "reinstall it: pip install 'rulebook-express[lab]'."), {"path": str(here)}))


def _sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def shipped_files(root: Path | None = None) -> dict[str, str]:
    """Every lesson file (a path relative to the lessons' folder, with ``/``) and its SHA-256: the manifest a
    copy is compared with."""
    root = shipped_root() if root is None else root
    out = {}
    for p in sorted(root.rglob("*")):
        rel = p.relative_to(root)
        if p.is_file() and not (_SKIP_PARTS & set(rel.parts)) and not rel.name.startswith(".") \
                and p.suffix not in (".pyc", ".pyo"):
            out[rel.as_posix()] = _sha256(p)
    return out


@dataclass
class Plan:
    """What a copy does with each shipped file (relative paths)."""

    new: list = field(default_factory=list)        # not in the folder: copied
    same: list = field(default_factory=list)       # equal to the shipped file: left alone
    update: list = field(default_factory=list)     # as copied last time, the shipped one is newer: replaced
    changed: list = field(default_factory=list)    # changed by the user: kept unless replace_changed


def read_record(dest: Path) -> dict:
    """The hashes the last copy into ``dest`` wrote (empty when there was none or the record is unreadable)."""
    try:
        data = json.loads((dest / RECORD).read_text(encoding="utf-8"))
        files = data.get("files", {}) if isinstance(data, dict) else {}
        return {k: v for k, v in files.items() if isinstance(k, str) and isinstance(v, str)}
    except (OSError, ValueError):
        return {}


def plan_copy(dest: Path, manifest: dict[str, str] | None = None) -> Plan:
    """How :func:`copy_lessons` would treat each shipped file in ``dest`` (nothing is written)."""
    dest = Path(dest)
    manifest = shipped_files() if manifest is None else manifest
    record = read_record(dest)
    plan = Plan()
    for rel, digest in manifest.items():
        target = dest / rel
        if not target.exists():
            plan.new.append(rel)
            continue
        have = _sha256(target) if target.is_file() else None
        if have == digest:
            plan.same.append(rel)
        elif have is not None and record.get(rel) == have:
            plan.update.append(rel)
        else:
            plan.changed.append(rel)
    return plan


def copy_lessons(dest, *, replace_changed: bool = False, root: Path | None = None) -> Plan:
    """Copy the lessons into ``dest`` (made if needed) as the module's docstring says; returns what it did
    (``changed`` lists the changed files, kept or replaced as ``replace_changed`` said)."""
    dest = Path(dest).expanduser()
    if dest.exists() and not dest.is_dir():
        raise ConfigError(Msg(N_("{path} is a file, not a folder: name a folder for the lessons."),
                              {"path": str(dest)}))
    root = shipped_root() if root is None else root
    manifest = shipped_files(root)
    plan = plan_copy(dest, manifest)
    record = read_record(dest)
    writes = plan.new + plan.update + (plan.changed if replace_changed else [])
    for rel in writes:
        target = dest / rel
        if target.is_dir():
            raise ConfigError(Msg(N_("{path} is a folder where a lesson file belongs: move it away first."),
                                  {"path": str(target)}))
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(root / rel, target)
        record[rel] = manifest[rel]
    for rel in plan.same:
        record[rel] = manifest[rel]
    dest.mkdir(parents=True, exist_ok=True)
    (dest / RECORD).write_text(json.dumps({"files": dict(sorted(record.items()))}, indent=1) + "\n",
                               encoding="utf-8")
    return plan
