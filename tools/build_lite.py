"""Build the offline JupyterLite site ``dist/lite/`` (what ``make lite`` runs).

Everything comes from the two package registries, through their ordinary
clients, and is cached under ``build/lite/cache/`` (git-ignored):

* **Pyodide** -- the npm package ``pyodide`` (``npm pack``), at the version the
  pinned ``jupyterlite-pyodide-kernel`` was made for (checked against the
  kernel's own constant). Only the runtime files are kept: ``pyodide.mjs``,
  ``pyodide.asm.mjs``, ``pyodide.asm.wasm``, ``python_stdlib.zip``.
* **Python wheels** -- pure-Python wheels from PyPI (``pip download``), at the
  versions Pyodide's lock file names, for the packages the kernel and the
  notebooks need (IPython, jedi, networkx, ... and what they depend on), plus
  ipywidgets, anywidget, comm and psygnal at the versions of
  ``constraints.txt``, plus this project as a wheel (``pip wheel .``).
* **@viz-js/viz** -- Graphviz compiled to WebAssembly (npm), copied to
  ``static/vendor/viz-js/viz.js`` for :mod:`widgets.graphviz_view`.

The lock file ``pyodide-lock.json`` is rewritten to name exactly the
downloaded files (file names and sha256), every entry that exists only as a
Pyodide build (numpy, matplotlib, ... and the shared libraries) is dropped,
and dependencies on dropped entries are removed. The kernel is told to load
our packages at start (``loadPyodideOptions.packages``), so ``import rulebook``
works in every notebook unchanged; the Pyodide URL points at the local copy,
the PyPI fallback is off and every piplite index is local. After the build
the site is scanned for any remaining absolute URL in its configuration.

Every wheel is then byte-compiled by the site's own Pyodide under Node
(``tools/lite_pycompile.mjs``; cached under ``build/lite/cache/pyc/``): each
module gets an unchecked-hash ``__pycache__`` file beside its source, so the
kernel's start and ``import rulebook`` compile nothing in the browser (issue 19).

Last, the kernel's start is done once here instead of on every visit (issue 19):
``tools/lite_snapshot.mjs`` starts the site's Pyodide under Node, loads the
preloaded packages, runs :data:`WARM_UP` (the kernel's imports, ours, one new
game of each game) and saves Pyodide's heap and the files the packages left,
``static/pyodide/kernel-snapshot.bin.gz`` and ``kernel-files.bin.gz`` (cached
under ``build/lite/cache/snapshot/``). The kernel loads Pyodide through
``static/pyodide/rulebook-boot.mjs`` (``tools/lite_boot.mjs``), which restores
them, and starts Pyodide the ordinary way if it cannot. The build restores the
snapshot once through that module under Node and plays a move of each game
(``tools/lite_snapshot_check.mjs``); if making or restoring the snapshot fails,
the build says so and the site uses Pyodide's own loader.

    python tools/build_lite.py                # build dist/lite
    python tools/build_lite.py --check        # only check an existing dist/lite
    python tools/build_lite.py --out DIR      # build elsewhere
"""
from __future__ import annotations

import argparse
import email.parser
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tarfile
import time
import zipfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
BUILD = REPO / "build" / "lite"
CACHE = BUILD / "cache"
SRC = BUILD / "src"           # the JupyterLite "lite_dir" (generated)
OUT = REPO / "dist" / "lite"

#: The matching pair: jupyterlite-pyodide-kernel (pinned in constraints.txt) was made for this Pyodide.
PYODIDE_VERSION = "314.0.6"
VIZ_JS_VERSION = "3.31.0"
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide.js")

#: Lock entries the kernel and the notebooks need (their lock dependencies come along).
LOCK_ROOTS = ("micropip", "packaging", "ipython", "jedi", "networkx", "traitlets", "typing-extensions")
#: Lock dependencies that are never needed in the browser (networkx names setuptools only for plugins).
LOCK_SKIP = {"setuptools"}
#: Extra wheels from PyPI that Pyodide does not carry: versions from constraints.txt.
EXTRA_WHEELS = ("ipywidgets", "anywidget", "comm", "psygnal")
#: Loaded while the kernel starts: the kernel's own packages and ours. jedi stays: the kernel piplite-installs
#: each of ipykernel, comm, pyodide-kernel, jedi and ipython missing here (slower than preloading it).
#: networkx comes in as rulebook-express's dependency (imported only when a FrachtExpress or Horror module is).
PRELOAD = ("micropip", "piplite", "ipykernel", "comm", "pyodide-kernel", "jedi", "ipython",
           "ipywidgets", "anywidget", "rulebook-express")
#: Run once at build time before the kernel snapshot is taken (tools/lite_snapshot.mjs): the kernel's own
#: start (piplite, pyodide_kernel), then what a lesson's first cell needs, so a visit starts past all of it.
WARM_UP = """\
import piplite.piplite
import pyodide_kernel
import ipywidgets
import rulebook
import widgets.panel
for _name, _game in rulebook.GAMES.items():
    _game.new_game(players=min(_game.PLAYERS), seed=0)
del _name, _game
"""
SNAPSHOT_FILES = ("kernel-snapshot.bin.gz", "kernel-files.bin.gz")
BOOT_MODULE = "rulebook-boot.mjs"
#: Labextensions the site needs (from this environment's share/jupyter/labextensions).
LABEXTENSIONS = ("@jupyterlite/pyodide-kernel-extension", "@jupyter-widgets/jupyterlab-manager", "anywidget")
APPS = ("lab", "notebook", "tree")
KERNEL_PLUGIN = "@jupyterlite/pyodide-kernel-extension:kernel"


def log(msg: str) -> None:
    print(f">>> lite: {msg}", flush=True)


def run(cmd: list[str], **kw) -> subprocess.CompletedProcess:
    log(" ".join(str(c) for c in cmd))
    return subprocess.run([str(c) for c in cmd], check=True, **kw)


def canon(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def sha256(path: Path) -> str:
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


# --------------------------------------------------------------------------- versions
def check_kernel_pair() -> None:
    """The pinned jupyterlite-pyodide-kernel must expect the Pyodide we vendor."""
    try:
        from jupyterlite_pyodide_kernel import constants as C
    except ImportError:
        sys.exit("jupyterlite-pyodide-kernel is not installed: `make lite` installs the lite extra into .venv-lite")
    if C.PYODIDE_VERSION != PYODIDE_VERSION:
        sys.exit(f"jupyterlite-pyodide-kernel expects Pyodide {C.PYODIDE_VERSION}, tools/build_lite.py pins "
                 f"{PYODIDE_VERSION}: change PYODIDE_VERSION together with the kernel's pin")


def kernel_version() -> str:
    from importlib.metadata import version
    return version("jupyterlite-pyodide-kernel")


def constraint_versions() -> dict[str, str]:
    pins = {}
    for line in (REPO / "constraints.txt").read_text().splitlines():
        m = re.match(r"^([A-Za-z0-9_.\-]+)==([^\s;]+)", line)
        if m:
            pins[canon(m.group(1))] = m.group(2)
    return pins


# --------------------------------------------------------------------------- npm
def npm_pack(spec: str, dest: Path) -> Path:
    """``npm pack`` a package into ``dest`` (cached); the tarball's path."""
    dest.mkdir(parents=True, exist_ok=True)
    name, version = spec.rsplit("@", 1)
    tgz = dest / f"{name.lstrip('@').replace('/', '-')}-{version}.tgz"
    if not tgz.exists():
        run(["npm", "pack", spec, "--pack-destination", dest, "--silent"], stdout=subprocess.DEVNULL)
    if not tgz.exists():
        sys.exit(f"npm pack {spec} did not leave {tgz}")
    return tgz


def extract_member(tgz: Path, member: str, dest: Path) -> None:
    with tarfile.open(tgz) as t:
        f = t.extractfile(f"package/{member}")
        if f is None:
            sys.exit(f"{member} is missing from {tgz.name}")
        dest.parent.mkdir(parents=True, exist_ok=True)
        dest.write_bytes(f.read())


# --------------------------------------------------------------------------- wheels
def pip_download(specs: list[str], dest: Path) -> None:
    """Pure-Python wheels for the browser's Python, from PyPI (cached in ``dest``)."""
    dest.mkdir(parents=True, exist_ok=True)
    have = {canon(p.name.split("-")[0]) + "==" + p.name.split("-")[1] for p in dest.glob("*.whl")}
    todo = [s for s in specs if canon(s.split("==")[0]) + "==" + s.split("==")[1] not in have]
    if not todo:
        return
    run([sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "--only-binary=:all:",
         "--platform", "any", "--implementation", "py", "--abi", "none", "--python-version", "3.14",
         "--dest", dest, *todo])


def find_wheel(folder: Path, name: str, version: str | None = None) -> Path:
    for p in sorted(folder.glob("*.whl")):
        parts = p.name.split("-")
        if canon(parts[0]) == canon(name) and (version is None or parts[1] == version):
            return p
    sys.exit(f"no wheel for {name} {version or ''} in {folder}")


def wheel_metadata(path: Path) -> dict:
    """Name, version, top-level imports and plain dependencies (no extras, no markers) of a wheel."""
    with zipfile.ZipFile(path) as z:
        names = z.namelist()
        meta_name = next(n for n in names if n.endswith(".dist-info/METADATA"))
        meta = email.parser.Parser().parsestr(z.read(meta_name).decode("utf-8"))
        tops = set()
        for n in names:
            head = n.split("/")[0]
            if head.endswith((".dist-info", ".data")):
                continue
            if "/" in n:
                tops.add(head)
            elif n.endswith(".py"):
                tops.add(n[:-3])
    deps = []
    for req in meta.get_all("Requires-Dist") or []:
        if ";" in req and "extra" in req.split(";", 1)[1]:
            continue
        m = re.match(r"\s*([A-Za-z0-9_.\-]+)", req)
        if m:
            deps.append(canon(m.group(1)))
    return {"name": meta["Name"], "version": meta["Version"], "imports": sorted(tops), "depends": deps}


def build_project_wheel(dest: Path) -> Path:
    shutil.rmtree(dest, ignore_errors=True)
    dest.mkdir(parents=True)
    # slim (hatch_build.py): no lessons, no viz.js in the wheel the browser loads; the site serves its own copies
    run([sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "--wheel-dir", dest, REPO],
        env={**os.environ, "RULEBOOK_SLIM_WHEEL": "1"})
    return next(dest.glob("rulebook_express-*.whl"))


# --------------------------------------------------------------------------- the lock
def lock_closure(packages: dict) -> list[str]:
    """Lock names reachable from LOCK_ROOTS through pure-Python wheels only."""
    by_canon = {canon(k): k for k in packages}
    keep, todo = [], [canon(r) for r in LOCK_ROOTS]
    while todo:
        c = todo.pop()
        if c in keep or c in LOCK_SKIP or c not in by_canon:
            continue
        pkg = packages[by_canon[c]]
        if not pkg["file_name"].endswith("-none-any.whl"):
            continue   # exists only as a Pyodide build: not available offline, not needed
        keep.append(c)
        todo += [canon(d) for d in pkg.get("depends", [])]
    return sorted(keep)


def make_lock(npm_tgz: Path, pyodide_dir: Path, pins: dict[str, str]) -> list[str]:
    """Write ``pyodide_dir/pyodide-lock.json`` naming the downloaded wheels; copy the wheels. Returns names."""
    with tarfile.open(npm_tgz) as t:
        lock = json.load(t.extractfile("package/pyodide-lock.json"))
    packages = lock["packages"]
    by_canon = {canon(k): k for k in packages}
    keep = lock_closure(packages)
    wheels_dir = CACHE / "wheels" / f"pyodide-{PYODIDE_VERSION}"
    pip_download([f"{packages[by_canon[c]]['name']}=={packages[by_canon[c]]['version']}" for c in keep], wheels_dir)
    extra_dir = CACHE / "wheels" / "extra"
    missing = [n for n in EXTRA_WHEELS if canon(n) not in pins]
    if missing:
        sys.exit(f"constraints.txt pins no version for {missing}")
    pip_download([f"{n}=={pins[canon(n)]}" for n in EXTRA_WHEELS], extra_dir)
    project = build_project_wheel(CACHE / "project")

    new: dict[str, dict] = {}
    for c in keep:
        old = packages[by_canon[c]]
        whl = find_wheel(wheels_dir, old["name"], old["version"])
        entry = dict(old)
        entry.update(file_name=whl.name, sha256=sha256(whl), unvendored_tests=False)
        new[by_canon[c]] = entry
        shutil.copy2(whl, pyodide_dir / whl.name)
    kernel_pypi = labextension_dir("@jupyterlite/pyodide-kernel-extension") / "static" / "pypi"
    extra = [find_wheel(extra_dir, n, pins[canon(n)]) for n in EXTRA_WHEELS] + [project]
    # the kernel's own wheels (shims of ipykernel and widgetsnbextension, piplite, pyodide-kernel)
    extra += [find_wheel(kernel_pypi, n) for n in ("ipykernel", "piplite", "pyodide-kernel")]
    for whl in extra:
        meta = wheel_metadata(whl)
        key = canon(meta["name"])
        new[key] = {"name": meta["name"], "version": meta["version"], "file_name": whl.name,
                    "install_dir": "site", "package_type": "package", "imports": meta["imports"],
                    "depends": meta["depends"], "sha256": sha256(whl), "unvendored_tests": False}
        shutil.copy2(whl, pyodide_dir / whl.name)
    names = {canon(k) for k in new}
    for entry in new.values():  # dependencies on dropped entries go (numpy, matplotlib, widgetsnbextension, ...)
        entry["depends"] = sorted({d for d in entry.get("depends", []) if canon(d) in names})
    lock["packages"] = dict(sorted(new.items()))
    (pyodide_dir / "pyodide-lock.json").write_text(json.dumps(lock, indent=1, sort_keys=True) + "\n")
    log(f"lock: {len(new)} packages ({len(packages)} in Pyodide's lock)")
    return sorted(new)


# --------------------------------------------------------------------------- byte-compiling
def byte_compile(pyodide_dir: Path) -> int:
    """Put compiled modules into every wheel of ``pyodide_dir`` and fix the lock's sha256s; the number of wheels."""
    cache = CACHE / "pyc"
    wheels = sorted(pyodide_dir.glob("*.whl"))
    keyed = {whl: cache / sha256(whl)[:24] / whl.name for whl in wheels}
    todo = [whl for whl, done in keyed.items() if not done.exists()]
    if todo:
        tmp = BUILD / "pyc-tmp"
        shutil.rmtree(tmp, ignore_errors=True)
        (tmp / "in").mkdir(parents=True)
        (tmp / "out").mkdir()
        for whl in todo:
            shutil.copy2(whl, tmp / "in" / whl.name)
        run(["node", REPO / "tools" / "lite_pycompile.mjs", pyodide_dir.resolve(), tmp / "in", tmp / "out"])
        for whl in todo:
            keyed[whl].parent.mkdir(parents=True, exist_ok=True)
            shutil.move(tmp / "out" / whl.name, keyed[whl])
        shutil.rmtree(tmp, ignore_errors=True)
    for whl, done in keyed.items():
        shutil.copy2(done, whl)
    lock_path = pyodide_dir / "pyodide-lock.json"
    lock = json.loads(lock_path.read_text())
    for entry in lock["packages"].values():
        entry["sha256"] = sha256(pyodide_dir / entry["file_name"])
    lock_path.write_text(json.dumps(lock, indent=1, sort_keys=True) + "\n")
    return len(wheels)


# --------------------------------------------------------------------------- the kernel snapshot
def kernel_snapshot(pyodide_dir: Path, preload: list[str]) -> bool:
    """Write the kernel snapshot and the boot module into ``pyodide_dir``; False (and why) if it cannot."""
    scripts = [REPO / "tools" / "lite_snapshot.mjs", REPO / "tools" / "lite_boot.mjs"]   # both shape the snapshot
    key = hashlib.sha256()
    for part in [(pyodide_dir / "pyodide-lock.json").read_bytes(), json.dumps(preload).encode(), WARM_UP.encode(),
                 *(p.read_bytes() for p in scripts)]:
        key.update(hashlib.sha256(part).digest())
    done = CACHE / "snapshot" / key.hexdigest()[:24]
    shutil.copy2(scripts[1], pyodide_dir / BOOT_MODULE)
    if not all((done / f).exists() for f in SNAPSHOT_FILES):
        tmp = BUILD / "snapshot-tmp"
        shutil.rmtree(tmp, ignore_errors=True)
        tmp.mkdir(parents=True)
        proc = subprocess.run(["node", scripts[0], pyodide_dir.resolve(), tmp, json.dumps(preload), WARM_UP],
                              capture_output=True, text=True)
        lines = [ln for ln in proc.stdout.splitlines() if ln.startswith(">>> lite:")]
        if proc.returncode != 0 or not lines:
            tail = (proc.stderr.strip().splitlines() or ["(no output)"])[-1][:300]
            log(f"WARNING: no kernel snapshot, the site starts Pyodide the ordinary way (slower): {tail}")
            (pyodide_dir / BOOT_MODULE).unlink()
            return False
        print(lines[-1], flush=True)
        done.parent.mkdir(parents=True, exist_ok=True)
        shutil.rmtree(done, ignore_errors=True)
        shutil.move(tmp, done)
    for f in SNAPSHOT_FILES:
        shutil.copy2(done / f, pyodide_dir / f)
    # restore it as the browser will, through the boot module, and use it; on failure the site goes without
    proc = subprocess.run(["node", REPO / "tools" / "lite_snapshot_check.mjs", pyodide_dir.resolve()],
                          capture_output=True, text=True)
    lines = [ln for ln in proc.stdout.splitlines() if ln.startswith(">>> lite:")]
    if proc.returncode != 0 or not lines:
        tail = (proc.stderr.strip().splitlines() or ["(no output)"])[-1][:300]
        log(f"WARNING: the kernel snapshot does not restore, the site starts Pyodide the ordinary way: {tail}")
        for f in (*SNAPSHOT_FILES, BOOT_MODULE):
            (pyodide_dir / f).unlink()
        return False
    print(lines[-1], flush=True)
    return True


# --------------------------------------------------------------------------- the site
def labextension_dir(name: str) -> Path:
    for root in (Path(sys.prefix) / "share" / "jupyter" / "labextensions",):
        p = root / name
        if (p / "package.json").exists():
            return p
    sys.exit(f"labextension {name} is not installed in {sys.prefix}: `make lite` installs the lite extra into .venv-lite")


def write_config(src: Path, out: Path, preload: list[str], loader: str) -> None:
    config = {
        "LiteBuildConfig": {
            "apps": list(APPS),
            "contents": [str(REPO / "notebooks")],
            "output_dir": str(out),
            "cache_dir": str(CACHE / "jupyterlite"),
            "ignore_sys_prefix": True,
            "federated_extensions": [str(labextension_dir(n)) for n in LABEXTENSIONS],
            "no_sourcemaps": True,
            "no_unused_shared_packages": True,
            "extra_ignore_contents": [r"\.ipynb_checkpoints", r"__pycache__"],
        },
    }
    (src / "jupyter_lite_config.json").write_text(json.dumps(config, indent=2) + "\n")
    lite = {
        "jupyter-lite-schema-version": 0,
        "jupyter-config-data": {
            "appName": "Rulebook Express",
            "litePluginSettings": {
                KERNEL_PLUGIN: {
                    "pyodideUrl": f"./static/pyodide/{loader}",
                    "disablePyPIFallback": True,
                    "loadPyodideOptions": {"packages": preload},
                },
            },
            # nothing in the page may call out: no news, no update checks
            "settingsOverrides": {
                "@jupyterlab/apputils-extension:notification": {"fetchNews": "false", "checkForUpdates": False},
            },
        },
    }
    (src / "jupyter-lite.json").write_text(json.dumps(lite, indent=2) + "\n")


def set_loader(config: Path, loader: str) -> None:
    data = json.loads(config.read_text())
    data["jupyter-config-data"]["litePluginSettings"][KERNEL_PLUGIN]["pyodideUrl"] = f"./static/pyodide/{loader}"
    config.write_text(json.dumps(data, indent=2, sort_keys=True) + "\n")


def build(out: Path) -> None:
    t0 = time.monotonic()
    check_kernel_pair()
    pins = constraint_versions()
    shutil.rmtree(SRC, ignore_errors=True)
    pyodide_dir = SRC / "static" / "pyodide"
    pyodide_dir.mkdir(parents=True)

    tgz = npm_pack(f"pyodide@{PYODIDE_VERSION}", CACHE / "npm")
    for f in PYODIDE_FILES:
        extract_member(tgz, f, pyodide_dir / f)
    names = make_lock(tgz, pyodide_dir, pins)
    log(f"byte-compiled {byte_compile(pyodide_dir)} wheels")
    preload = [p for p in PRELOAD if canon(p) in names]
    snapshot = kernel_snapshot(pyodide_dir, preload)

    write_config(SRC, out, preload, BOOT_MODULE if snapshot else "pyodide.mjs")
    shutil.rmtree(out, ignore_errors=True)
    jupyter = Path(sys.executable).with_name("jupyter")
    run([jupyter, "lite", "build", "--lite-dir", SRC, "--output-dir", out],
        cwd=SRC)

    if snapshot:  # Pyodide's kernel add-on points the site at pyodide.mjs while it builds; the boot module wraps it
        set_loader(out / "jupyter-lite.json", BOOT_MODULE)
    viz = npm_pack(f"@viz-js/viz@{VIZ_JS_VERSION}", CACHE / "npm")
    extract_member(viz, "dist/viz.js", out / "static" / "vendor" / "viz-js" / "viz.js")
    (out / "static" / "vendor" / "viz-js" / "VERSION").write_text(VIZ_JS_VERSION + "\n")
    if (out / "lab" / "favicon.ico").exists():  # browsers ask for /favicon.ico on their own
        shutil.copy2(out / "lab" / "favicon.ico", out / "favicon.ico")
    info = {"pyodide": PYODIDE_VERSION, "jupyterlite-pyodide-kernel": kernel_version(), "viz-js": VIZ_JS_VERSION,
            "packages": names, "preloaded": preload, "byte_compiled": True, "kernel_snapshot": snapshot}
    (out / "BUILD-INFO.json").write_text(json.dumps(info, indent=1) + "\n")
    problems = check(out)
    if problems:
        sys.exit("the site is not self-contained:\n  " + "\n  ".join(problems))
    log(f"built {out} in {time.monotonic() - t0:.0f} s: {site_size(out) / 1e6:.1f} MB")


# --------------------------------------------------------------------------- checks
def site_size(out: Path) -> int:
    return sum(p.stat().st_size for p in out.rglob("*") if p.is_file())


def check(out: Path) -> list[str]:
    """Problems that would make the site reach beyond its own server (empty when none)."""
    problems = []
    if not (out / "index.html").exists():
        return [f"{out} has no index.html: run `make lite`"]
    for cfg in out.rglob("jupyter-lite.json"):
        data = json.loads(cfg.read_text())
        text = json.dumps(data)
        for url in re.findall(r"https?://[^\"\s]+", text):
            problems.append(f"{cfg.relative_to(out)} names an absolute URL: {url}")
        kernel = data.get("jupyter-config-data", {}).get("litePluginSettings", {}).get(KERNEL_PLUGIN)
        if cfg.parent == out:
            if not kernel:
                problems.append("jupyter-lite.json has no Pyodide kernel settings")
            else:
                if not kernel.get("disablePyPIFallback"):
                    problems.append("the PyPI fallback is not disabled")
                url = str(kernel.get("pyodideUrl", ""))
                if not url.startswith("./"):
                    problems.append(f"pyodideUrl is not local: {url}")
                elif url.endswith(BOOT_MODULE):
                    for f in (BOOT_MODULE, *SNAPSHOT_FILES):
                        if not (out / "static" / "pyodide" / f).exists():
                            problems.append(f"the kernel boots from a snapshot but static/pyodide/{f} is missing")
    lock_path = out / "static" / "pyodide" / "pyodide-lock.json"
    if not lock_path.exists():
        problems.append("static/pyodide/pyodide-lock.json is missing")
    else:
        lock = json.loads(lock_path.read_text())
        for name, pkg in lock["packages"].items():
            f = lock_path.parent / pkg["file_name"]
            if not f.exists():
                problems.append(f"lock entry {name}: {pkg['file_name']} is missing")
            elif sha256(f) != pkg["sha256"]:
                problems.append(f"lock entry {name}: sha256 does not match {pkg['file_name']}")
    for idx in out.rglob("all.json"):   # piplite indexes (the contents listings share the name)
        data = json.loads(idx.read_text())
        if not isinstance(data, dict) or not all(isinstance(p, dict) and "releases" in p for p in data.values()):
            continue
        for name, proj in data.items():
            for files in proj["releases"].values():
                for f in files:
                    if not str(f.get("url", "")).startswith("."):
                        problems.append(f"{idx.relative_to(out)}: {name} is not a local wheel: {f.get('url')}")
    if not (out / "static" / "vendor" / "viz-js" / "viz.js").exists():
        problems.append("static/vendor/viz-js/viz.js is missing")
    return problems


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", type=Path, default=OUT)
    ap.add_argument("--check", action="store_true", help="only check an existing site")
    args = ap.parse_args(argv)
    if args.check:
        problems = check(args.out)
        print("\n".join(problems) or f"{args.out}: self-contained, {site_size(args.out) / 1e6:.1f} MB")
        return 1 if problems else 0
    build(args.out.resolve())
    return 0


if __name__ == "__main__":
    sys.exit(main())
