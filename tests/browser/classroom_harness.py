"""Serve the classroom front ends -- Voila apps and the JupyterLite site -- for Debian's Chromium.

Used by ``tests/browser/test_voila.py``, ``tests/browser/test_lite.py`` and
``benchmarks/bench_classroom.py``; nothing here depends on pytest.

* :class:`VoilaServer` runs ``voila NOTEBOOK`` from this virtual environment
  on a free loopback port, with every Jupyter folder in a private temporary
  folder (the same isolation as :class:`jupyter_harness.JupyterLab`), and
  ends the processes it started by their ids.

* :class:`StaticServer` serves a folder (``dist/lite``) with Python's
  ``http.server`` on a free loopback port, in a thread of this process.
* :class:`RequestLog` records every URL a page asks for, to prove that
  nothing left loopback (``data:`` and ``blob:`` URLs never touch a network).
* :func:`open_lite_notebook` opens a notebook of the site in the JupyterLite
  lab app and waits until the Pyodide kernel is idle; the Run All and
  "every cell done" helpers of :mod:`jupyter_harness` work on the page as
  they do in JupyterLab (the page looks the same).
"""
from __future__ import annotations

import functools
import http.server
import os
import signal
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.parse
import urllib.request
from pathlib import Path

import jupyter_harness as H

LITE = H.REPO / "dist" / "lite"
#: Pyodide start and package loading can take a while on a busy 2-core machine.
KERNEL_TIMEOUT = 120.0


def lite_missing_reason(site: Path = LITE) -> str | None:
    """Why the Lite tests cannot run here, or None when they can."""
    reason = H.chromium_missing_reason()
    if reason:
        return reason
    if not (site / "index.html").exists() or not (site / "static" / "pyodide" / "pyodide.mjs").exists():
        return f"the JupyterLite site is not built ({site.relative_to(H.REPO)} is missing): run `make lite`"
    return None


class VoilaServer(H.JupyterLab):
    """``with VoilaServer(notebook) as v: page.goto(v.base)`` -- one notebook as an app, on loopback."""

    def __init__(self, notebook: Path, *, start_timeout: float = 90.0):
        notebook = Path(notebook).resolve()
        super().__init__(notebook.parent, start_timeout=start_timeout)
        self.notebook = notebook

    def _command(self) -> list[str]:
        voila = Path(sys.executable).with_name("voila")
        head = [str(voila)] if voila.exists() else [sys.executable, "-m", "voila"]
        return head + [
            str(self.notebook), "--no-browser", "--template=rulebook",
            "--Voila.ip=127.0.0.1", f"--Voila.port={self.port}", "--Voila.port_retries=0",
            "--Voila.open_browser=False", "--show_tracebacks=True",
            "--MappingKernelManager.cull_idle_timeout=0",
        ]

    def wait_ready(self) -> None:
        deadline = time.monotonic() + self.start_timeout
        last = None
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"voila exited with status {self.proc.returncode}:\n{self.log_tail()}")
            try:  # a cheap static file: the app page itself would start a kernel
                with urllib.request.urlopen(self.base + "/voila/static/favicon.ico", timeout=2):
                    return
            except urllib.error.HTTPError:
                return  # it answers
            except (OSError, urllib.error.URLError) as e:
                last = e
            time.sleep(0.2)
        raise TimeoutError(f"voila did not answer on {self.base} within {self.start_timeout:.0f} s "
                           f"({last}):\n{self.log_tail()}")

    def stop(self) -> None:
        """End voila (SIGTERM: it shuts its kernels down), then any kernel that outlived it."""
        if self.proc is None:
            return
        self._remember_children()
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
            try:
                self.proc.wait(timeout=15)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(timeout=10)
        deadline = time.monotonic() + 5
        rest = [p for p in self._pids if p != self.proc.pid]
        while rest and time.monotonic() < deadline:
            rest = [p for p in rest if H._alive(p)]
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


def voila_missing_reason() -> str | None:
    """Why the Voila tests cannot run here, or None when they can."""
    reason = H.chromium_missing_reason()
    if reason:
        return reason
    try:
        import voila  # noqa: F401
    except ImportError:
        return "Voila is not installed: `make app` (or pip install -e '.[classroom]') installs it"
    return None


class _Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".mjs": "text/javascript", ".js": "text/javascript", ".wasm": "application/wasm",
        ".json": "application/json", ".whl": "application/octet-stream", ".ipynb": "application/json",
    }

    def log_message(self, *args):  # quiet
        pass

    def end_headers(self):
        self.send_header("Cache-Control", "no-store")
        super().end_headers()


class StaticServer:
    """``with StaticServer(folder) as s: s.url("lab/index.html")`` -- http.server on 127.0.0.1 in a thread."""

    def __init__(self, root: Path, port: int = 0):
        self.root = Path(root)
        handler = functools.partial(_Handler, directory=str(self.root))
        self.httpd = http.server.ThreadingHTTPServer(("127.0.0.1", port), handler)
        self.httpd.daemon_threads = True
        self.port = self.httpd.server_address[1]
        self.base = f"http://127.0.0.1:{self.port}/"
        self._thread = threading.Thread(target=self.httpd.serve_forever, name="lite-http", daemon=True)

    def start(self) -> "StaticServer":
        self._thread.start()
        return self

    def stop(self) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()
        self._thread.join(timeout=10)

    def url(self, path: str = "") -> str:
        return self.base + path.lstrip("/")

    def notebook_url(self, notebook: str, app: str = "lab") -> str:
        """The page of a notebook of the site (path relative to the site's contents)."""
        return self.url(f"{app}/index.html?path={urllib.parse.quote(notebook)}")

    def __enter__(self) -> "StaticServer":
        return self.start()

    def __exit__(self, *exc) -> None:
        self.stop()


LOOPBACK_HOSTS = {"127.0.0.1", "localhost", "[::1]", "::1"}


class RequestLog:
    """Every URL the page (and its workers) requested; :meth:`outside` lists those that left loopback."""

    def __init__(self, page):
        self.urls: list[str] = []
        page.context.on("request", lambda r: self.urls.append(r.url))

    def outside(self) -> list[str]:
        out = []
        for u in self.urls:
            p = urllib.parse.urlparse(u)
            if p.scheme in ("data", "blob", "about"):
                continue
            if p.scheme not in ("http", "https", "ws", "wss") or (p.hostname or "") not in LOOPBACK_HOSTS:
                out.append(u)
        return out


def new_lite_page(browser, *, width: int = 1400, height: int = 2400):
    """A page that may use service workers (JupyterLite's file system needs one for the drive)."""
    ctx = browser.new_context(viewport={"width": width, "height": height}, device_scale_factor=1)
    page = ctx.new_page()
    page.set_default_timeout(30_000)
    return page


def open_lite_notebook(page, server: StaticServer, notebook: str, *, timeout: float = KERNEL_TIMEOUT) -> float:
    """Open ``notebook`` in the lab app; wait for the Pyodide kernel to be idle. Returns seconds to idle."""
    t0 = time.monotonic()
    page.goto(server.notebook_url(notebook), wait_until="domcontentloaded", timeout=timeout * 1000)
    page.wait_for_selector(".jp-NotebookPanel .jp-Notebook .jp-Cell", timeout=timeout * 1000)
    page.wait_for_selector(H.KERNEL_IDLE, timeout=timeout * 1000)
    return time.monotonic() - t0


def wait_lite_idle(page, *, timeout: float = KERNEL_TIMEOUT) -> None:
    """Every code cell has run (or Run All stopped at an error), and the kernel is idle."""
    page.wait_for_function(H._CELLS_DONE_JS, timeout=timeout * 1000)
    if H.cell_errors(page):
        # Run All stopped at an error: the toolbar indicator may keep counting the cancelled cells as busy
        return
    page.wait_for_selector(H.KERNEL_IDLE, timeout=timeout * 1000)
    time.sleep(0.3)
    page.wait_for_selector(H.KERNEL_IDLE, timeout=timeout * 1000)


def run_lite_notebook(page, server: StaticServer, notebook: str, *, timeout: float = KERNEL_TIMEOUT) -> float:
    """Open, Run All, wait until done; returns the seconds to the first idle kernel."""
    idle = open_lite_notebook(page, server, notebook, timeout=timeout)
    H.run_all_cells(page)
    wait_lite_idle(page, timeout=timeout)
    return idle


ERROR_OUTPUTS_JS = """
() => [...document.querySelectorAll(
    ".jp-NotebookPanel:not(.lm-mod-hidden) .jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stderr']")]
  .map(e => e.innerText.slice(0, 3000))
"""


def error_outputs(page) -> list[str]:
    """Texts of every stderr output (tracebacks included) in the open notebook."""
    return page.evaluate(ERROR_OUTPUTS_JS)
