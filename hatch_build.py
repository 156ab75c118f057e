"""Build hook: the wheel carries the lessons, and Graphviz for the browser (``@viz-js/viz``) so that every
picture draws without ``dot``.

The catalogues: ``rulebook/locale/*/LC_MESSAGES/*.mo`` are compiled from the ``.po`` files when older (as ``make
i18n`` does), so a wheel from a fresh clone is not English only.

The lessons: a wheel (not an editable install) gets every file of ``notebooks/`` as
``rulebook_lessons/notebooks/`` (:mod:`rulebook_lessons` copies them out with ``rulebook lessons``), and the saved
bot ladders (``benchmarks/results/ladder_*.json``) as ``rulebook/commands/ladder_results/``, which the ladder
lesson reads.

hatchling runs :class:`VizJsHook` before it builds the wheel, the editable install or the sdist. It makes sure
``widgets/vendor/viz-js/viz.js`` (git-ignored; the hook adds it to the wheel and the sdist) is the pinned
release of ``@viz-js/viz``'s ES module -- Graphviz compiled to WebAssembly, about 1.2 MB -- which
:func:`widgets.graphviz_view.local_viz_js` finds as package data. The file is taken, in this order, from

1. the copy already there, when its SHA-512 is the pinned one (so a second build, and a build from the sdist,
   which carries it, need no network);
2. the tarball ``make lite`` keeps in ``build/lite/cache/npm/`` (the same pinned release);
3. the npm registry (``registry.npmjs.org``), over HTTPS with the standard library only, no ``npm`` needed.

The tarball is checked against the registry's published integrity (SHA-512) before anything is taken from it.
Why fetched and not committed: a 1.2 MB minified bundle would sit in every clone's history at each upgrade; the
build fetches it once and the sdist carries it. Its licence (MIT; Graphviz EPL-1.0 and Expat MIT inside it) is
in ``NOTICE`` and ``widgets/vendor/viz-js/LICENSE.md``, both in the wheel.

``RULEBOOK_SLIM_WHEEL=1`` builds a wheel without the lessons and without viz.js: the JupyterLite build uses it,
its site serving its own copies.

A wheel or sdist is never built without it (the build stops with the reason); an editable install for
development goes on without it, with a warning (the pictures then need ``dot`` or ``RULEBOOK_VIZ_JS``).
"""
from __future__ import annotations

import base64
import hashlib
import io
import os
import tarfile
import urllib.request
from pathlib import Path

try:
    from hatchling.builders.hooks.plugin.interface import BuildHookInterface
except ImportError:  # imported by the tests, outside a build (hatchling is only in the build environment)
    BuildHookInterface = object

VIZ_JS_VERSION = "3.31.0"   # the version tools/build_lite.py puts in the Lite site
#: the registry's ``dist.integrity`` of ``@viz-js/viz@3.31.0`` (SHA-512 of the tarball)
VIZ_JS_TARBALL_SHA512 = "r7zlQdRvcwvIpjHGgs+KNWHeE/P5/Dq7k8ZAKaMCbZqomxCBJV78gVuQYaHzFVca+kB0mX0fMW9UFevCOBG50A=="
VIZ_JS_URL = f"https://registry.npmjs.org/@viz-js/viz/-/viz-{VIZ_JS_VERSION}.tgz"
TARGET = Path("widgets") / "vendor" / "viz-js" / "viz.js"
#: written beside viz.js: the SHA-512 of the viz.js taken from the checked tarball (a later build trusts it)
STAMP = TARGET.with_name("VERSION")


def _sha512_b64(data: bytes) -> str:
    return base64.b64encode(hashlib.sha512(data).digest()).decode("ascii")


def _download(url: str) -> bytes:
    with urllib.request.urlopen(url, timeout=60) as r:  # noqa: S310 - a fixed https URL
        return r.read()


def _tarball(root: Path) -> bytes:
    cached = root / "build" / "lite" / "cache" / "npm" / f"viz-js-viz-{VIZ_JS_VERSION}.tgz"
    if cached.is_file():
        data = cached.read_bytes()
        if _sha512_b64(data) == VIZ_JS_TARBALL_SHA512:
            return data
    data = _download(VIZ_JS_URL)
    if _sha512_b64(data) != VIZ_JS_TARBALL_SHA512:
        raise RuntimeError(f"{VIZ_JS_URL} does not have the pinned SHA-512 (hatch_build.py): not using it")
    return data


def ensure_viz_js(root: Path) -> Path:
    """``root/widgets/vendor/viz-js/viz.js`` present and checked (see the module's docstring); its path."""
    target, stamp = root / TARGET, root / STAMP
    if target.is_file() and stamp.is_file():
        lines = stamp.read_text(encoding="utf-8").split()
        if lines[:1] == [VIZ_JS_VERSION] and lines[1:2] == [_sha512_b64(target.read_bytes())]:
            return target
    with tarfile.open(fileobj=io.BytesIO(_tarball(root)), mode="r:gz") as t:
        member = t.extractfile("package/dist/viz.js")
        if member is None:
            raise RuntimeError(f"@viz-js/viz {VIZ_JS_VERSION}: its tarball has no dist/viz.js")
        data = member.read()
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_bytes(data)
    stamp.write_text(f"{VIZ_JS_VERSION}\n{_sha512_b64(data)}\n", encoding="utf-8")
    return target


def compile_catalogues(root: Path) -> list[Path]:
    """``rulebook/locale/<lang>/LC_MESSAGES/rulebook.mo`` from each ``.po`` that is newer (what ``make i18n``
    does, with Babel's own compiler), so that a wheel built from a fresh clone speaks Spanish too."""
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po

    done = []
    for po in sorted((root / "rulebook" / "locale").glob("*/LC_MESSAGES/*.po")):
        mo = po.with_suffix(".mo")
        if mo.is_file() and mo.stat().st_mtime >= po.stat().st_mtime:
            continue
        with open(po, "rb") as f:
            catalog = read_po(f, locale=po.parts[-3])
        with open(mo, "wb") as f:
            write_mo(f, catalog)
        done.append(mo)
    return done


def lesson_files(root: Path):
    """``(path, relative path)`` of every lesson file under ``root/notebooks`` (no checkpoints, caches, dot files)."""
    nb = root / "notebooks"
    for path in sorted(nb.rglob("*")):
        rel = path.relative_to(nb)
        if path.is_file() and not any(part.startswith(".") or part == "__pycache__" for part in rel.parts) \
                and path.suffix in (".ipynb", ".md", ".json", ".csv", ".txt", ".svg", ".png"):
            yield path, rel.as_posix()


class VizJsHook(BuildHookInterface):
    PLUGIN_NAME = "custom"

    def initialize(self, version, build_data):
        root = Path(self.root)
        editable = version == "editable"
        # The JupyterLite build (tools/build_lite.py) asks for a slim wheel: its site serves its own viz.js and
        # notebooks, and the browser loads this wheel at every kernel start.
        slim = os.environ.get("RULEBOOK_SLIM_WHEEL") == "1"
        if not editable:
            compile_catalogues(root)
        if self.target_name == "wheel" and not editable and not slim:
            # the lessons as package data: rulebook_lessons/notebooks/<the notebooks/ tree> (an editable install
            # reads them from the checkout's notebooks/)
            for path, rel in lesson_files(root):
                build_data["force_include"][str(path)] = f"rulebook_lessons/notebooks/{rel}"
            # the saved bot ladders, which the copied bot_ladder lesson reads (rulebook.commands.ladder)
            for path in sorted((root / "benchmarks" / "results").glob("ladder_*.json")):
                build_data["force_include"][str(path)] = f"rulebook/commands/ladder_results/{path.name}"
        if slim:
            return
        try:
            target = ensure_viz_js(root)
        except Exception as e:  # no network and no cached copy, or a tarball that fails its check
            if editable or os.environ.get("RULEBOOK_BUILD_WITHOUT_VIZ_JS") == "1":
                self.app.display_warning(f"@viz-js/viz not bundled ({e}); without 'dot' the pictures show as "
                                         "DOT source unless RULEBOOK_VIZ_JS names a viz.js")
                return
            raise RuntimeError(f"cannot bundle @viz-js/viz {VIZ_JS_VERSION} ({e}); build once with network "
                               f"access, or set RULEBOOK_BUILD_WITHOUT_VIZ_JS=1 for a wheel without it") from e
        if not editable:   # git-ignored, so named here (an editable install reads them where they are)
            for path in (target, root / STAMP):
                build_data["force_include"][str(path)] = path.relative_to(root).as_posix()
