"""Install anywhere with pip (issue 37): the built wheel, installed with ``[lab]`` into a fresh virtual environment
outside the checkout, with no ``dot`` on ``PATH``, gives the lessons and draws every picture in the browser.

What a learner without the checkout, ``make``, root or system packages does, as the acceptance asks:

1. build the wheel (``pip wheel --no-deps``: the build hook bundles ``@viz-js/viz`` and the lessons) -- under 25 MB;
2. a new virtual environment in a temporary folder, ``pip install 'rulebook-express[lab]' -c constraints.txt``;
3. with ``PATH`` holding only that environment's ``bin/`` (so no Graphviz ``dot``): ``rulebook --help`` lists
   ``lessons`` and ``lab``, ``rulebook lessons DIR`` copies the notebooks;
4. one lesson per game, and the bot-ladder lesson (reading the ladders the wheel carries), runs there in that
   environment's kernel (nbclient, widget state kept), the FrachtExpress network and the Horror flow pictures
   included; every picture is the browser widget naming the kernel's one
   loader of the packaged viz.js (one copy in each notebook's widget state, however many pictures; not the
   system ``dot``'s SVG, not the DOT-source fallback that no viz source means), and that viz.js, run by Node
   when there is one, draws each picture's DOT to SVG.

About a minute on two cores with pip's cache warm (so in ``make test``'s quick profile); needs PyPI and the npm
registry the first time, as ``make`` does.
"""
from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import textwrap
import venv
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
MAX_WHEEL_BYTES = 25 * 1024 * 1024
#: one lesson per game; FrachtExpress's shows the rail network, Horror's the event flow (both Graphviz pictures)
LESSONS = ("first_class/01_setup.ipynb", "fracht_express/04_extend.ipynb", "horror/15_portals.ipynb",
           "explore/bot_ladder.ipynb")   # and the ladder lesson: it reads the ladders the wheel carries
PICTURES = {"fracht_express/04_extend.ipynb": 1, "horror/15_portals.ipynb": 1}
VIZ_HEAD = "/*!\nViz.js "

#: runs inside the new environment: each lesson with nbclient, then what its pictures are
RUN_LESSONS = textwrap.dedent('''
    import base64, json, shutil, sys
    from pathlib import Path
    import nbformat
    from nbclient import NotebookClient
    folder, report = Path(sys.argv[1]), {"dot_on_path": shutil.which("dot")}
    for rel in sys.argv[2:]:
        path = folder / rel
        nb = nbformat.read(path, as_version=4)
        nb.cells.append(nbformat.v4.new_code_cell(
            "import sys, widgets, shutil; print(sys.prefix, widgets.__file__, shutil.which('dot'), sep='\\\\n')"))
        NotebookClient(nb, timeout=600, kernel_name="python3", store_widget_state=True,
                       resources={"metadata": {"path": str(path.parent)}}).execute()
        state = nb.metadata.get("widgets", {}).get("application/vnd.jupyter.widget-state+json", {}).get("state", {})
        views = [m["state"] for m in state.values() if "dot" in m.get("state", {})]
        copies = {"IPY_MODEL_" + k: base64.b64decode(b["data"]) for k, m in state.items()
                  for b in m.get("buffers", []) if b["path"] == ["_viz_source"]}
        outputs = [o for c in nb.cells if c.cell_type == "code" for o in c.get("outputs", [])]
        report[rel] = {
            "kernel": outputs[-1]["text"].split("\\n")[:3],
            "viz_copies": len(copies),
            "views": [{"dot": v["dot"], "engine": v["engine"],
                       "viz_head": copies.get(v.get("_loader"), b"")[:12].decode("utf-8", "replace"),
                       "viz_chars": len(copies.get(v.get("_loader"), b""))} for v in views],
            "svg_from_dot": sum('data-state=\\\\"drawn\\\\"' in json.dumps(o) for o in outputs),
            "errors": [o.get("ename") for o in outputs if o.get("output_type") == "error"],
            "said": "".join(o.get("text", "") for o in outputs if o.get("output_type") == "stream")[:4000],
        }
    print(json.dumps(report))
''')

#: Node: the packaged viz.js draws each picture's DOT
DRAW = textwrap.dedent('''
    import { readFileSync } from "node:fs";
    import { pathToFileURL } from "node:url";
    const [vizPath, jobsPath] = process.argv.slice(2);
    const viz = await (await import(pathToFileURL(vizPath).href)).instance();
    const jobs = JSON.parse(readFileSync(jobsPath, "utf8"));
    console.log(JSON.stringify(jobs.map(j => viz.renderString(j.dot, { format: "svg", engine: j.engine }))));
''')


def _run(cmd, **kw) -> subprocess.CompletedProcess:
    out = subprocess.run([str(c) for c in cmd], capture_output=True, text=True, timeout=600, **kw)
    assert out.returncode == 0, f"{' '.join(map(str, cmd))} failed:\n{out.stdout[-3000:]}\n{out.stderr[-3000:]}"
    return out


@pytest.fixture(scope="module")
def installed(tmp_path_factory):
    """(the wheel, the new environment's bin/, an environment for commands with only that bin/ on PATH)."""
    base = tmp_path_factory.mktemp("pip-install")
    assert ROOT not in base.parents
    wheels = base / "wheels"
    _run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", wheels, ROOT])
    wheel = next(wheels.glob("rulebook_express-*.whl"))
    env_dir = base / "venv"
    venv.EnvBuilder(with_pip=True, symlinks=os.name != "nt").create(env_dir)
    bin_dir = env_dir / ("Scripts" if os.name == "nt" else "bin")
    _run([bin_dir / "python", "-m", "pip", "install", "-q", "--no-compile", "-c", ROOT / "constraints.txt", f"{wheel}[lab]"])
    env = {k: v for k, v in os.environ.items()
           if k not in ("PYTHONPATH", "VIRTUAL_ENV", "RULEBOOK_VIZ_JS", "PYTHONHOME", "JUPYTER_PATH")}
    env.update(PATH=str(bin_dir), JUPYTER_PLATFORM_DIRS="1", RULEBOOK_LANG="en")
    return wheel, bin_dir, env


def test_the_wheel_is_under_25_mb_and_carries_the_lessons_and_viz_js(installed):
    import zipfile
    wheel, _, _ = installed
    assert wheel.stat().st_size < MAX_WHEEL_BYTES, f"{wheel.name}: {wheel.stat().st_size} bytes"
    names = set(zipfile.ZipFile(wheel).namelist())
    assert {"rulebook_lessons/notebooks/index.ipynb", "rulebook_lessons/notebooks/es/first_class/01_setup.ipynb",
            "widgets/vendor/viz-js/viz.js", "widgets/vendor/viz-js/LICENSE.md", "class_tables/static/tables.js",
            "rulebook/locale/es/LC_MESSAGES/rulebook.mo",
            "rulebook/commands/ladder_results/ladder_first_class.json"} <= names   # the ladder lesson reads it
    assert any(n.endswith("share/jupyter/voila/templates/rulebook/index.html.j2") for n in names)
    assert not [n for n in names if ".ipynb_checkpoints" in n or "__pycache__" in n]


def test_the_installed_command_lists_lessons_and_lab_and_copies_the_lessons(installed, tmp_path):
    _, bin_dir, env = installed
    assert shutil.which("dot", path=env["PATH"]) is None
    help_text = _run([bin_dir / "rulebook", "--help"], env=env, cwd=tmp_path).stdout
    assert "lessons" in help_text and "lab" in help_text
    out = _run([bin_dir / "rulebook", "lessons", tmp_path / "lessons"], env=env, cwd=tmp_path).stdout
    assert "rulebook lab" in out
    for rel in LESSONS + ("index.ipynb", "es/first_class/01_setup.ipynb"):
        assert (tmp_path / "lessons" / rel).is_file()
    prefix = _run([bin_dir / "python", "-c", "import sys, rulebook, widgets.graphviz_view as G; "
                   "print(sys.prefix); print(rulebook.__file__); print(G.local_viz_js())"], env=env, cwd=tmp_path).stdout.split()
    assert all(Path(p).is_relative_to(bin_dir.parent) for p in prefix), prefix   # the wheel, not the checkout


def test_one_lesson_per_game_runs_with_every_picture_drawn_by_the_browser(installed, tmp_path):
    _, bin_dir, env = installed
    folder = tmp_path / "lessons"
    _run([bin_dir / "rulebook", "lessons", folder], env=env, cwd=tmp_path)
    script = tmp_path / "run_lessons.py"
    script.write_text(RUN_LESSONS, encoding="utf-8")
    report = json.loads(_run([bin_dir / "python", script, folder, *LESSONS], env=env, cwd=folder).stdout
                        .strip().splitlines()[-1])
    assert report["dot_on_path"] is None
    jobs = []
    for rel in LESSONS:
        r = report[rel]
        assert not r["errors"], (rel, r["errors"])
        prefix, widgets_file, dot = r["kernel"]
        assert Path(prefix) == bin_dir.parent and Path(widgets_file).is_relative_to(bin_dir.parent)
        assert dot == "None"                          # the kernel has no Graphviz either
        assert r["svg_from_dot"] == 0                 # no picture drawn by a system dot
        assert len(r["views"]) >= PICTURES.get(rel, 0), (rel, len(r["views"]))
        assert r["viz_copies"] == (1 if r["views"] else 0), (rel, r["viz_copies"])   # one copy, however many views
        for v in r["views"]:                          # the browser widget, naming the loader of the packaged viz.js
            assert v["viz_head"].startswith(VIZ_HEAD) and v["viz_chars"] > 500_000 and v["dot"].strip()
            jobs.append(v)
    assert len(jobs) >= sum(PICTURES.values())
    # the ladder lesson, without the research extra, shows the saved ladders shipped in the wheel
    assert "Saved ladders: ladder_first_class.json" in report["explore/bot_ladder.ipynb"]["said"]
    node = shutil.which("node")
    if node is None:
        pytest.skip("no Node here to run the packaged viz.js (the widgets carry it, checked above)")
    viz = _run([bin_dir / "python", "-c", "import widgets.graphviz_view as G; print(G.local_viz_js())"],
               env=env, cwd=tmp_path).stdout.strip()
    (tmp_path / "viz.mjs").write_bytes(Path(viz).read_bytes())
    (tmp_path / "draw.mjs").write_text(DRAW, encoding="utf-8")
    (tmp_path / "jobs.json").write_text(json.dumps([{"dot": j["dot"], "engine": j["engine"]} for j in jobs]))
    svgs = json.loads(_run([node, tmp_path / "draw.mjs", tmp_path / "viz.mjs", tmp_path / "jobs.json"]).stdout)
    assert len(svgs) == len(jobs) and all("<svg" in s and "</svg>" in s for s in svgs)


def _free_port() -> int:
    import socket
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _get(url: str, timeout: float = 5.0) -> tuple[int, str]:
    import urllib.error
    import urllib.request
    try:
        with urllib.request.urlopen(url, timeout=timeout) as r:
            return r.status, r.read().decode("utf-8", "replace")
    except urllib.error.HTTPError as e:
        return e.code, e.read().decode("utf-8", "replace")


def _serving(cmd, env, cwd, url, seconds=120.0):
    """Start ``cmd`` (its own process group), wait until ``url`` answers; the process."""
    import time
    log = open(cwd / "server.log", "w")
    proc = subprocess.Popen([str(c) for c in cmd], env=env, cwd=cwd, stdout=log, stderr=subprocess.STDOUT,
                            start_new_session=True)
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        assert proc.poll() is None, (cwd / "server.log").read_text()[-3000:]
        try:
            _get(url, timeout=2)
            return proc
        except OSError:
            time.sleep(0.3)
    _stop(proc)
    raise AssertionError(f"{cmd[0]} did not answer on {url}:\n" + (cwd / "server.log").read_text()[-3000:])


def _stop(proc) -> None:
    import signal
    if proc.poll() is None:
        os.killpg(proc.pid, signal.SIGTERM)
        try:
            proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait(timeout=10)


@pytest.mark.slow
@pytest.mark.skipif(os.name == "nt", reason="process groups")
def test_the_classroom_extra_serves_the_voila_app_and_the_class_tables_from_the_wheel(installed, tmp_path):
    """With ``[classroom]`` added: ``rulebook serve`` answers with its pages and static files from the installed
    package, and Voila renders the play app of the copied lessons with the package's ``rulebook`` template (which
    links no stylesheet from a CDN), no ``dot`` on PATH. Slow profile: it installs Voila and starts two servers."""
    wheel, bin_dir, env = installed
    _run([bin_dir / "python", "-m", "pip", "install", "-q", "--no-compile", "-c", ROOT / "constraints.txt",
          f"{wheel}[classroom]"])
    port = _free_port()
    serve = _serving([bin_dir / "rulebook", "serve", "--port", port, "--db", "", "--teacher-code", "TEACHER0001"],
                     env, tmp_path, f"http://127.0.0.1:{port}/")
    try:
        status, page = _get(f"http://127.0.0.1:{port}/")
        assert status == 200 and "/static/tables.css" in page
        status, js = _get(f"http://127.0.0.1:{port}/static/tables.js")
        shipped = bin_dir.parent.glob("lib/python*/site-packages/class_tables/static/tables.js")
        assert status == 200 and js == next(shipped).read_text(encoding="utf-8")
    finally:
        _stop(serve)
    folder = tmp_path / "lessons"
    _run([bin_dir / "rulebook", "lessons", folder], env=env, cwd=tmp_path)
    port = _free_port()
    voila = _serving([bin_dir / "voila", "app/first_class_play.ipynb", "--template=rulebook", "--no-browser",
                      "--Voila.ip=127.0.0.1", f"--Voila.port={port}", "--Voila.port_retries=0"],
                     env, folder, f"http://127.0.0.1:{port}/voila/static/favicon.ico")
    try:
        status, page = _get(f"http://127.0.0.1:{port}/", timeout=180)
        assert status == 200, page[-2000:]
        assert "application/vnd.jupyter.widget-view+json" in page      # the app ran and shows its widgets
        assert not re.search(r'<link[^>]+href="(https?:)?//', page)    # the template: nothing from a CDN
        assert "Traceback" not in page and "ModuleNotFoundError" not in page
    finally:
        _stop(voila)
