"""A copy of a game's shipped data with one file edited, for the tests that break (or extend) one field.

Shared by the games' ``test_data_pinned.py`` files (``tests/`` is on the import path: the test folders are
packages below it)."""
from __future__ import annotations

import json
import shutil
from pathlib import Path

from rulebook.data_sets import allow


def edited_copy(data_dir, tmp_path: Path, file: str | None = None, edit=None) -> str:
    """Copy ``data_dir`` to ``tmp_path / "data"``, apply ``edit`` to the parsed ``file``, and return the folder,
    allowed as a data set."""
    d = tmp_path / "data"
    shutil.copytree(data_dir, d)
    if file:
        data = json.loads((d / file).read_text("utf-8"))
        edit(data)
        (d / file).write_text(json.dumps(data), "utf-8")
    return allow(str(d))
