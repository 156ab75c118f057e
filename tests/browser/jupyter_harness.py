"""Run JupyterLab and a headless Chromium for browser tests and benchmarks.

Used by ``tests/browser/conftest.py`` (pytest fixtures) and by
``benchmarks/bench_browser_latency.py``; nothing here depends on pytest.

* :class:`JupyterLab` starts ``jupyter lab`` from the running virtual
  environment on a free loopback port with a random token, every Jupyter
  folder (config, data, runtime, settings, workspaces, IPython) pointed into a
  private temporary folder, and update checks, news and the PyPI extension
  manager switched off, so a run neither reads nor writes the user's setup and
  makes no network requests. :meth:`JupyterLab.stop` shuts the server down
  through its API, then ends the processes it started (by process id).
* :func:`launch_chromium` drives Debian's ``/usr/bin/chromium`` through
  Playwright. It never downloads a browser (no ``playwright install``).
* :func:`open_notebook`, :func:`run_all_cells` and :func:`wait_notebook_idle`
  work the JupyterLab page the way a person does: open with ``?reset``, wait
  for an idle kernel, menu Run > Run All Cells, wait for every code cell to
  have its execution count and the kernel to be idle again.
"""
from __future__ import annotations

import json
import os
import re
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
KERNELSPEC = {"name": "python3", "display_name": "Python 3 (ipykernel)", "language": "python"}


def chromium_missing_reason() -> str | None:
    """Why the browser tests cannot run here, or None when they can."""
    if not os.access(CHROMIUM, os.X_OK):
        return (f"Debian's Chromium is not installed ({CHROMIUM} is missing): "
                "`make sysdeps-chromium` or `sudo apt-get install chromium` installs it")
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        return "Playwright for Python is not installed: `make venv` installs the test extras"
    return None


def free_port() -> int:
    """A TCP port on 127.0.0.1 that nothing listens on right now."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def write_notebook(path: Path, cells: list[str]) -> Path:
    """Write a notebook of code cells (no outputs) with the venv's Python kernel."""
    nb = {
        "nbformat": 4,
        "nbformat_minor": 5,
        "metadata": {"kernelspec": KERNELSPEC, "language_info": {"name": "python"}},
        "cells": [
            {"cell_type": "code", "id": f"cell-{i}", "metadata": {}, "execution_count": None,
             "outputs": [], "source": src}
            for i, src in enumerate(cells)
        ],
    }
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(nb, indent=1) + "\n", encoding="utf-8")
    return path


def copy_notebook(src: Path, dst: Path) -> Path:
    """Copy a notebook without its outputs and execution counts (as if never run)."""
    nb = json.loads(Path(src).read_text(encoding="utf-8"))
    for cell in nb.get("cells", []):
        if cell.get("cell_type") == "code":
            cell["outputs"] = []
            cell["execution_count"] = None
    Path(dst).parent.mkdir(parents=True, exist_ok=True)
    Path(dst).write_text(json.dumps(nb, indent=1) + "\n", encoding="utf-8")
    return Path(dst)


# --------------------------------------------------------------------------- processes
def _children(pid: int) -> list[int]:
    out = []
    try:
        for task in Path(f"/proc/{pid}/task").iterdir():
            text = (task / "children").read_text()
            out += [int(x) for x in text.split()]
    except OSError:
        pass
    return out


def _descendants(pid: int) -> list[int]:
    seen, todo = [], [pid]
    while todo:
        for c in _children(todo.pop()):
            if c not in seen:
                seen.append(c)
                todo.append(c)
    return seen


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    try:  # a zombie counts as gone
        return Path(f"/proc/{pid}/stat").read_text().split(") ")[1][0] != "Z"
    except (OSError, IndexError):
        return False


class JupyterLab:
    """A private JupyterLab server: ``with JupyterLab(root_dir) as lab: lab.url(...)``."""

    def __init__(self, root_dir: Path, *, port: int | None = None, start_timeout: float = 90.0):
        self.root_dir = Path(root_dir)
        self.port = port or free_port()
        self.token = secrets.token_hex(24)
        self.start_timeout = start_timeout
        self.base = f"http://127.0.0.1:{self.port}"
        self.proc: subprocess.Popen | None = None
        self._home = Path(tempfile.mkdtemp(prefix="rb-jupyter-"))
        self.log_path = self._home / "jupyter.log"
        self._log = None
        self._pids: set[int] = set()

    # ------------------------------------------------------------------ start / stop
    def _environment(self) -> dict:
        h = self._home
        settings = h / "lab-settings"
        notes = settings / "@jupyterlab" / "apputils-extension"
        notes.mkdir(parents=True)
        # No "get news?" question and no update check in the page either.
        (notes / "notification.jupyterlab-settings").write_text(
            json.dumps({"fetchNews": "false", "checkForUpdates": False}), encoding="utf-8")
        env = dict(os.environ)
        for k in ("JUPYTER_TOKEN", "JUPYTER_PREFER_ENV_PATH", "JUPYTER_PATH", "JUPYTER_CONFIG_PATH"):
            env.pop(k, None)
        env.update({
            "JUPYTER_CONFIG_DIR": str(h / "config"),
            "JUPYTER_DATA_DIR": str(h / "data"),
            "JUPYTER_RUNTIME_DIR": str(h / "runtime"),
            "JUPYTERLAB_SETTINGS_DIR": str(settings),
            "JUPYTERLAB_WORKSPACES_DIR": str(h / "workspaces"),
            "IPYTHONDIR": str(h / "ipython"),
            "JUPYTER_PLATFORM_DIRS": "1",
            "PYTHONPATH": os.pathsep.join(p for p in (str(REPO), env.get("PYTHONPATH", "")) if p),
            "PYTHONUNBUFFERED": "1",
            "PYDEVD_DISABLE_FILE_VALIDATION": "1",
            "BROWSER": "true",
        })
        return env

    def _command(self) -> list[str]:
        jupyter = Path(sys.executable).with_name("jupyter")
        head = [str(jupyter)] if jupyter.exists() else [sys.executable, "-m", "jupyter"]
        cmd = head + [
            "lab", "--no-browser",
            f"--IdentityProvider.token={self.token}",
            "--ServerApp.ip=127.0.0.1",
            f"--ServerApp.port={self.port}",
            "--ServerApp.port_retries=0",
            f"--ServerApp.root_dir={self.root_dir}",
            "--ServerApp.disable_check_xsrf=False",
            "--ServerApp.open_browser=False",
            "--LabApp.news_url=None",
            "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate",
            "--LabApp.extension_manager=readonly",
            "--LabServerApp.listings_refresh_seconds=86400",
            # culling would only add noise; the test shuts everything down itself
            "--MappingKernelManager.cull_idle_timeout=0",
        ]
        if hasattr(os, "geteuid") and os.geteuid() == 0:
            cmd.append("--allow-root")
        return cmd

    def start(self, attempts: int = 3) -> "JupyterLab":
        env = self._environment()
        for attempt in range(attempts):
            self._log = open(self.log_path, "wb")
            self.proc = subprocess.Popen(self._command(), cwd=self.root_dir, env=env,
                                         stdin=subprocess.DEVNULL, stdout=self._log, stderr=subprocess.STDOUT,
                                         start_new_session=True)
            self._pids.add(self.proc.pid)
            try:
                self.wait_ready()
                return self
            except RuntimeError:
                # Another program took the free port between free_port() and the bind: new port, again.
                if attempt + 1 < attempts and "already in use" in self.log_tail():
                    self._log.close()
                    self.port = free_port()
                    self.base = f"http://127.0.0.1:{self.port}"
                    continue
                raise
        raise AssertionError("unreachable")

    def wait_ready(self) -> None:
        deadline = time.monotonic() + self.start_timeout
        last = None
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"jupyter lab exited with status {self.proc.returncode}:\n{self.log_tail()}")
            try:
                self.api("/api/status", timeout=2)
                self.api("/lab", raw=True, timeout=5)
                return
            except (OSError, urllib.error.URLError) as e:  # not listening yet
                last = e
            time.sleep(0.2)
        raise TimeoutError(f"jupyter lab did not answer on {self.base} within {self.start_timeout:.0f} s "
                           f"({last}):\n{self.log_tail()}")

    def stop(self) -> None:
        """Shut down the server (and its kernels); always safe to call."""
        if self.proc is None:
            return
        self._remember_children()
        if self.proc.poll() is None:
            try:
                self.api("/api/shutdown", method="POST", timeout=5)
            except Exception:  # noqa: BLE001 -- fall through to signals
                pass
            try:
                self.proc.wait(timeout=15)
            except subprocess.TimeoutExpired:
                self.proc.send_signal(signal.SIGTERM)
                try:
                    self.proc.wait(timeout=10)
                except subprocess.TimeoutExpired:
                    self.proc.kill()
                    self.proc.wait(timeout=10)
        # Kernels run in their own sessions; end any that outlived the server.
        deadline = time.monotonic() + 5
        rest = [p for p in self._pids if p != self.proc.pid]
        while rest and time.monotonic() < deadline:
            rest = [p for p in rest if _alive(p)]
            time.sleep(0.1)
        for pid in rest:
            try:
                os.kill(pid, signal.SIGKILL)
            except (ProcessLookupError, PermissionError):
                pass
        if self._log is not None:
            self._log.close()
            self._log = None
        self.proc = None

    def cleanup(self) -> None:
        shutil.rmtree(self._home, ignore_errors=True)

    def _remember_children(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self._pids.update(_descendants(self.proc.pid))

    def __enter__(self) -> "JupyterLab":
        try:
            return self.start()
        except BaseException:
            self.stop()
            self.cleanup()
            raise

    def __exit__(self, *exc) -> None:
        self.stop()
        self.cleanup()

    # ------------------------------------------------------------------ HTTP
    def url(self, path: str) -> str:
        return self.base + path

    def lab_url(self, notebook: str) -> str:
        """The page of a notebook (relative to root_dir), with a fresh workspace and the token."""
        return f"{self.base}/lab/tree/{notebook}?reset&token={self.token}"

    def api(self, path: str, *, method: str = "GET", raw: bool = False, timeout: float = 10):
        req = urllib.request.Request(self.base + path, method=method,
                                     headers={"Authorization": f"token {self.token}"})
        with urllib.request.urlopen(req, timeout=timeout) as r:
            body = r.read()
        return body if raw else (json.loads(body) if body else None)

    def kernels(self) -> list[dict]:
        self._remember_children()
        return self.api("/api/kernels")

    def wait_kernels_idle(self, timeout: float = 30.0, settle: float = 0.0) -> None:
        """Wait until at least one kernel runs and every kernel reports "idle" (for ``settle`` seconds)."""
        deadline = time.monotonic() + timeout
        idle_since = None
        states = None
        while time.monotonic() < deadline:
            try:
                ks = self.kernels()
            except (OSError, ValueError) as e:
                # jupyter_server answers 500 for a moment while a kernel starts
                # (its last_activity is not set yet): ask again.
                states = [f"({e})"]
                time.sleep(0.05)
                continue
            states = [k.get("execution_state") for k in ks]
            if ks and all(s == "idle" for s in states):
                idle_since = idle_since or time.monotonic()
                if time.monotonic() - idle_since >= settle:
                    return
            else:
                idle_since = None
            time.sleep(0.05)
        raise TimeoutError(f"kernels not idle after {timeout:.0f} s: {states}")

    def log_tail(self, n: int = 60) -> str:
        try:
            lines = self.log_path.read_text(errors="replace").splitlines()
        except OSError:
            return "(no log)"
        return "\n".join(lines[-n:])


# --------------------------------------------------------------------------- browser
def is_local_url(url: str) -> bool:
    """True for URLs that never leave this machine (loopback, data:, blob:, about:)."""
    import urllib.parse

    u = urllib.parse.urlparse(url)
    return u.scheme in ("data", "blob", "about") or u.hostname in ("127.0.0.1", "localhost", "::1")


def assert_accessible(page, where: str, context: str | None = None) -> None:
    """An axe-core audit (axe-playwright-python bundles axe.min.js) of the page, or of the part matching the
    CSS selector ``context``: no critical or serious violation."""
    from axe_playwright_python.sync_playwright import Axe

    found = [v for v in Axe().run(page, context=context).response["violations"]
             if v["impact"] in ("critical", "serious")]
    assert not found, f"{where}: " + "; ".join(
        f"{v['id']} ({v['impact']}): {v['nodes'][0]['target']} {v['nodes'][0].get('failureSummary', '')[:160]}"
        for v in found)


def launch_chromium(playwright, **kwargs):
    """Debian's Chromium, headless, through Playwright (never a downloaded browser)."""
    return playwright.chromium.launch(executable_path=CHROMIUM, headless=True, args=list(CHROMIUM_ARGS),
                                      **kwargs)


def new_page(browser, *, width: int = 1400, height: int = 2400):
    ctx = browser.new_context(viewport={"width": width, "height": height}, device_scale_factor=1,
                              service_workers="block")
    page = ctx.new_page()
    page.set_default_timeout(30_000)
    return page


KERNEL_IDLE = '.jp-NotebookPanel:not(.lm-mod-hidden) .jp-Notebook-ExecutionIndicator[data-status="idle"]'


def open_notebook(page, lab: JupyterLab, notebook: str, *, timeout: float = 60.0,
                  hide_left_sidebar: bool = True) -> None:
    """Open ``notebook`` (path under root_dir) and wait for its kernel to be connected and idle."""
    page.goto(lab.lab_url(notebook), wait_until="domcontentloaded", timeout=timeout * 1000)
    page.wait_for_selector(".jp-NotebookPanel .jp-Notebook .jp-Cell", timeout=timeout * 1000)
    if hide_left_sidebar:  # more room for the notebook; cosmetic, so never fatal
        tab = page.locator(".jp-SideBar.jp-mod-left .lm-TabBar-tab.lm-mod-current")
        try:
            if tab.count():
                tab.first.click(timeout=2_000)
        except Exception:  # noqa: BLE001
            pass
    page.wait_for_selector(KERNEL_IDLE, timeout=timeout * 1000)
    lab.wait_kernels_idle(timeout=timeout)


_PROMPTS_JS = """
() => {
  const nb = document.querySelector('.jp-NotebookPanel:not(.lm-mod-hidden)');
  return nb ? [...nb.querySelectorAll('.jp-CodeCell .jp-InputArea-prompt')].map(p => p.textContent.trim()) : [];
}
"""
# Tracebacks come out with the stderr type; only their text tells them from other stderr output.
_ERRORS_JS = """
() => [...document.querySelectorAll(
    ".jp-NotebookPanel:not(.lm-mod-hidden) .jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stderr']")]
  .map(e => e.innerText).filter(t => /Traceback|^\\w*(Error|Exception)\\b/m.test(t))
"""
_STARTED_JS = f"() => ({_PROMPTS_JS})().some(p => /\\[(\\*|\\d+)\\]/.test(p))"
_CELLS_DONE_JS = f"""
() => {{
  const prompts = ({_PROMPTS_JS})();
  if (prompts.length === 0 || prompts.some(p => p.includes('*'))) return false;
  const numbered = prompts.filter(p => /\\[\\d+\\]/.test(p)).length;
  // Run All stops at a cell that raises: the cells after it keep an empty prompt.
  return numbered === prompts.length || (numbered > 0 && ({_ERRORS_JS})().length > 0);
}}
"""


def run_all_cells(page) -> None:
    """Run > Run All Cells, as a person does; the command palette if the menu does not start it.

    The notebook must have no execution counts yet (write it with
    :func:`write_notebook` or copy it with :func:`copy_notebook`).
    """
    page.locator(".jp-Notebook").first.click(position={"x": 5, "y": 5})  # focus the notebook
    try:
        page.locator(".lm-MenuBar-item", has_text=re.compile(r"^\s*Run\s*$")).first.click(timeout=5_000)
        page.locator(".lm-Menu-item:not(.lm-mod-disabled) .lm-Menu-itemLabel",
                     has_text=re.compile(r"^\s*Run All Cells\s*$")).first.click(timeout=5_000)
        page.wait_for_function(_STARTED_JS, timeout=10_000)
        return
    except Exception:  # noqa: BLE001 -- menu missing, laid out differently or not started
        pass
    page.keyboard.press("Escape")
    page.keyboard.press("Control+Shift+C")
    page.locator(".lm-CommandPalette-input").fill("Run All Cells")
    page.keyboard.press("Enter")
    page.wait_for_function(_STARTED_JS, timeout=10_000)


def wait_notebook_idle(page, lab: JupyterLab, *, timeout: float = 60.0) -> None:
    """Wait until every code cell has run (or Run All stopped at an error) and the kernel is idle again."""
    page.wait_for_function(_CELLS_DONE_JS, timeout=timeout * 1000)
    page.wait_for_selector(KERNEL_IDLE, timeout=timeout * 1000)
    lab.wait_kernels_idle(timeout=timeout, settle=0.3)


def cell_errors(page) -> list[str]:
    """Texts of the error outputs (tracebacks) in the notebook on the page."""
    return page.evaluate(_ERRORS_JS)


# --------------------------------------------------------------------------- the First Class panel
def play_cells(game: str, players: int, seed: int, first_moves: int = 0) -> list[str]:
    """Notebook cells: make the panel of ``game``, play its first legal action ``first_moves`` times from
    Python, show the panel."""
    return [
        f'import widgets\npanel = widgets.play({game!r}, players={players}, seed={seed})',
        f"for _ in range({first_moves}):\n    panel.act(panel.state.legal_actions()[0])",
        "panel",
    ]


def first_class_cells(players: int = 3, seed: int = 7, draft_picks: int = 3) -> list[str]:
    """Notebook cells: make the First Class panel, finish the Game End draft from Python, show the panel."""
    return play_cells("first_class", players, seed, draft_picks)


def open_and_run(page, lab: JupyterLab, notebook: str, *, timeout: float = 60.0) -> None:
    """Open a notebook, Run All Cells, wait until it has finished and its widgets are drawn."""
    open_notebook(page, lab, notebook, timeout=timeout)
    run_all_cells(page)
    wait_notebook_idle(page, lab, timeout=timeout)


# The turn panel's parts, found from its picture: the panel is the VBox that
# holds the picture (".rb-svg"; the drawing itself is ".rb-svg-picture", the
# answer bubble ".rb-svg-note"), its log is in the panel's last child (the
# folded sections, the log open) and its messages are ".rb-note" boxes.
PANEL = ".jp-OutputArea-output:has(.rb-svg) > .widget-vbox"
PANEL_SNAPSHOT_JS = """
() => {
  const root = document.querySelector('.rb-svg');
  if (!root) return null;
  const panel = root.closest('.widget-vbox');
  if (!panel) return null;
  const kids = [...panel.children];
  const log = kids[kids.length - 1];
  const note = panel.querySelector('.rb-note');
  const pic = root.querySelector('.rb-svg-picture') || root;
  // the drawing as the kernel sent it: the explain box marks the part under the pointer with aria-describedby
  const svg = pic.innerHTML.replace(/ aria-describedby="[^"]*"/g, '');
  return {svg: svg, log: log.innerText, note: note ? note.innerText : ''};
}
"""


def first_panel(page):
    """The first turn panel on the page (the VBox around the first picture), as a Playwright locator.

    Marks that element with ``data-rb-panel="first"`` so that locators stay
    inside one panel when a notebook shows several.
    """
    page.wait_for_selector(".rb-svg svg")
    page.evaluate("""() => {
      document.querySelectorAll('[data-rb-panel]').forEach(e => e.removeAttribute('data-rb-panel'));
      document.querySelector('.rb-svg').closest('.widget-vbox').setAttribute('data-rb-panel', 'first');
    }""")
    return page.locator('[data-rb-panel="first"]')


def panel_snapshot(page) -> dict | None:
    """{svg, log, note} of the first turn panel on the page (None if there is none)."""
    return page.evaluate(PANEL_SNAPSHOT_JS)


def wait_panel(page, condition_js: str, arg=None, timeout_ms: int = 20_000) -> dict:
    """Wait until ``(condition_js)(snapshot, arg)`` holds in the page; returns that snapshot."""
    page.wait_for_function(
        f"([arg]) => {{ const s = ({PANEL_SNAPSHOT_JS})(); return s !== null && ({condition_js})(s, arg); }}",
        arg=[arg], timeout=timeout_ms)
    return panel_snapshot(page)


TAB_OF_JS = """(el) => { const pane = el.closest('.rb-picture-tabs .widget-tab-contents > *')
  || el.closest('.rb-picture-tabs .lm-StackedPanel > *');
  if (!pane) return -1; return [...pane.parentElement.children].indexOf(pane); }"""


def show_part(scope, selector: str):
    """The first element matching ``selector`` inside a picture, after bringing its tab forward when the panel
    shows its pictures as tabs (the boards and sheets sit in tabs beside the shared table)."""
    loc = scope.locator(selector).first
    loc.wait_for(state="attached")
    if not loc.is_visible():
        idx = loc.evaluate(TAB_OF_JS)
        if idx >= 0:
            scope.locator(".rb-picture-tabs .lm-TabBar-tab").nth(idx).click()
            loc.wait_for(state="visible")
    return loc
