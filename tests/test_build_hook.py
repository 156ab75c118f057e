"""The build hook (``hatch_build.py``, issue 37): what it puts into the wheel, and what it refuses.

It bundles ``@viz-js/viz`` only from a tarball with the registry's pinned SHA-512 (a cached one that differs is
not used, a downloaded one that differs stops the build), trusts a copy already there only when its stamp names
the pinned version and the file's own hash; the lessons it adds are the notebooks without checkpoints, caches or
hidden files. The whole built wheel is checked by ``tests/test_wheel_install.py``.
"""
from __future__ import annotations

import base64
import hashlib
import importlib.util
import io
import tarfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
_spec = importlib.util.spec_from_file_location("hatch_build_under_test", ROOT / "hatch_build.py")
H = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(H)


def tarball(viz: bytes) -> bytes:
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode="w:gz") as t:
        info = tarfile.TarInfo("package/dist/viz.js")
        info.size = len(viz)
        t.addfile(info, io.BytesIO(viz))
    return buf.getvalue()


def sha512(data: bytes) -> str:
    return base64.b64encode(hashlib.sha512(data).digest()).decode()


def test_a_tarball_without_the_pinned_hash_is_refused(tmp_path, monkeypatch):
    monkeypatch.setattr(H, "_download", lambda url: tarball(b"export const evil = 1;"))
    with pytest.raises(RuntimeError, match="SHA-512"):
        H.ensure_viz_js(tmp_path)
    assert not (tmp_path / H.TARGET).exists()


def test_the_pinned_tarball_gives_viz_js_and_a_stamp_a_later_build_trusts(tmp_path, monkeypatch):
    good = tarball(b"/*!\nViz.js test */ export async function instance() {}")
    monkeypatch.setattr(H, "VIZ_JS_TARBALL_SHA512", sha512(good))
    calls = []
    monkeypatch.setattr(H, "_download", lambda url: calls.append(url) or good)
    target = H.ensure_viz_js(tmp_path)
    assert target.read_bytes().startswith(b"/*!\nViz.js") and calls == [H.VIZ_JS_URL]
    H.ensure_viz_js(tmp_path)                 # stamped and unchanged: no second download
    assert len(calls) == 1
    target.write_bytes(b"changed by hand")    # no longer what the stamp says: fetched again
    H.ensure_viz_js(tmp_path)
    assert len(calls) == 2 and target.read_bytes().startswith(b"/*!\nViz.js")


def test_a_cached_tarball_is_used_only_with_the_pinned_hash(tmp_path, monkeypatch):
    good = tarball(b"/*!\nViz.js cached */")
    cache = tmp_path / "build" / "lite" / "cache" / "npm" / f"viz-js-viz-{H.VIZ_JS_VERSION}.tgz"
    cache.parent.mkdir(parents=True)
    cache.write_bytes(good)
    monkeypatch.setattr(H, "VIZ_JS_TARBALL_SHA512", sha512(good))
    monkeypatch.setattr(H, "_download", lambda url: pytest.fail("the cached tarball should have been used"))
    assert H.ensure_viz_js(tmp_path).read_bytes() == b"/*!\nViz.js cached */"


def test_the_lessons_are_the_notebooks_without_checkpoints_caches_or_hidden_files(tmp_path):
    nb = tmp_path / "notebooks"
    for rel in ("index.ipynb", "game/01.ipynb", "game/README.md", "game/.ipynb_checkpoints/01-checkpoint.ipynb",
                ".hidden.ipynb", "game/__pycache__/x.pyc", "game/notes.py"):
        (nb / rel).parent.mkdir(parents=True, exist_ok=True)
        (nb / rel).write_text("x")
    assert [rel for _, rel in H.lesson_files(tmp_path)] == ["game/01.ipynb", "game/README.md", "index.ipynb"]


def test_the_wheel_and_the_lite_site_bundle_the_same_viz_js_version():
    """One Graphviz for the browser: the version the hook pins is the one tools/build_lite.py puts in the site
    (changing one without the other fails here; the hook's SHA-512 changes with it)."""
    import re
    lite = re.search(r'^VIZ_JS_VERSION = "([^"]+)"', (ROOT / "tools" / "build_lite.py").read_text(), re.M)
    assert lite and lite.group(1) == H.VIZ_JS_VERSION
    assert H.VIZ_JS_VERSION in H.VIZ_JS_URL
