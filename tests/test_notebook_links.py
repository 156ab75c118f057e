"""Every cross-reference in the notebooks resolves (issue #18: "one voice per game").

A rule is stated once, in its section notebook, and other notebooks link
there with relative markdown links such as ``[notebook 23](23_monsters.ipynb#pursuit)``.
Checked here, for every markdown cell of every notebook under ``notebooks/``:
the linked file exists (relative to the notebook), and an anchor after ``#``
names an explicit ``<a id="...">`` (or any ``id="..."``) in the target
notebook or one of its headings (in Jupyter's form: the heading text with
spaces turned into hyphens; or the lower-case form other viewers use).
Web addresses (``http:``, ``https:``, ``mailto:``) are not followed.
"""
from __future__ import annotations

import json
import re
from functools import lru_cache
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
NB_DIR = ROOT / "notebooks"
NOTEBOOKS = sorted(p for p in NB_DIR.rglob("*.ipynb") if ".ipynb_checkpoints" not in p.parts)
LINK = re.compile(r"(?<!!)\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)")
ID = re.compile(r"""\bid\s*=\s*["']([^"']+)["']""")
HEADING = re.compile(r"^#{1,6}\s+(.+?)\s*#*\s*$", re.M)
EXTERNAL = ("http:", "https:", "mailto:")


def _markdown(path: Path) -> list[str]:
    nb = json.loads(path.read_text(encoding="utf-8"))
    return ["".join(c["source"]) for c in nb["cells"] if c["cell_type"] == "markdown"]


def _slugs(heading: str) -> set[str]:
    """The anchors viewers give a heading: Jupyter keeps case and punctuation, turning spaces into hyphens;
    GitHub-style viewers lower-case and drop punctuation."""
    text = re.sub(r"<[^>]+>", "", heading).strip()
    jupyter = re.sub(r"\s", "-", text)
    plain = re.sub(r"[^\w\- ]", "", text.lower()).replace(" ", "-")
    return {jupyter, plain}


@lru_cache(maxsize=None)
def anchors(path: Path) -> frozenset:
    """Every anchor a link may name inside the notebook at ``path``."""
    out = set()
    for text in _markdown(path):
        out.update(ID.findall(text))
        for h in HEADING.findall(text):
            out.update(_slugs(h))
    return frozenset(out)


def links(path: Path) -> list[str]:
    return [m for text in _markdown(path) for m in LINK.findall(text)]


def broken(path: Path) -> list[str]:
    """The links of the notebook at ``path`` that do not resolve, with the reason."""
    bad = []
    for target in links(path):
        if target.startswith(EXTERNAL):
            continue
        file, _, anchor = target.partition("#")
        dest = (path.parent / file).resolve() if file else path
        if not dest.exists():
            bad.append(f"{target}: no file {dest.relative_to(ROOT) if dest.is_relative_to(ROOT) else dest}")
        elif anchor and dest.suffix == ".ipynb" and anchor not in anchors(dest):
            bad.append(f"{target}: no anchor #{anchor} in {dest.name}")
    return bad


@pytest.mark.parametrize("path", NOTEBOOKS, ids=[p.relative_to(NB_DIR).as_posix() for p in NOTEBOOKS])
def test_links_resolve(path):
    """Every relative link and anchor in the notebook's markdown points at something that exists."""
    assert not broken(path), "\n".join(broken(path))


def test_checker_catches_a_broken_anchor(tmp_path):
    """The checker itself: a missing file and a missing anchor are reported, a good link is not."""
    a = tmp_path / "a.ipynb"
    b = tmp_path / "b.ipynb"
    cell = lambda s: {"cell_type": "markdown", "metadata": {}, "source": s}  # noqa: E731
    a.write_text(json.dumps({"cells": [cell("[ok](b.ipynb#here) [bad](b.ipynb#gone) [x](c.ipynb) "
                                            "[h](b.ipynb#The-Pursuit) [web](https://example.org/x)")]}))
    b.write_text(json.dumps({"cells": [cell('<a id="here"></a>\n## The Pursuit\n')]}))
    assert broken(a) == ["b.ipynb#gone: no anchor #gone in b.ipynb", f"c.ipynb: no file {tmp_path / 'c.ipynb'}"]
