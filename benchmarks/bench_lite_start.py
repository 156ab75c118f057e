"""How soon the offline JupyterLite site is ready: open -> kernel idle, open -> first cell done, second open.

The site ``make lite`` builds in ``dist/lite`` is served by ``python -m
http.server`` (a subprocess on a free loopback port, the plainest static
server a school might use) and opened in Debian's Chromium (headless, through
Playwright; see ``tests/browser/jupyter_harness.py``). Each round:

* **cold open** -- a fresh browser context (empty cache, as on a student's
  first visit) opens ``first_class/03_turn.ipynb`` in the lab app.
  *open -> kernel idle* is read from the kernel itself, not from the toolbar
  (whose indicator says "idle" before any kernel exists): in the page, the
  benchmark waits for the notebook's kernel connection to exist, for the
  kernel's ``kernel_info`` reply (the Pyodide kernel answers only once its
  worker has loaded Pyodide and the preloaded packages) and then for the
  kernel's status to be ``idle``. *open -> first cell* then runs, at once, a
  cell that imports ``rulebook`` and ``widgets``, starts a First Class game
  and plays one move; the time is taken when its ``execute_reply`` arrives
  (status ``ok``, or the round fails).
* **second open** -- a new page in the same context (the browser cache and
  the site's IndexedDB are warm), the same two figures.

Times are ``performance.now()`` in the page, from the start of navigation.
Medians over N rounds (5; ``--quick`` 2). Targets: kernel idle <= 6 s, first
cell <= 8 s (issue 19). The machine's load average is printed with the
figures: on a shared machine they say as much about the neighbours as about
the site. A report, not a test: the exit status is 0 whether or not a target
is met; without Chromium or the built site it says why it is skipped.

    python benchmarks/bench_lite_start.py             # 5 rounds
    python benchmarks/bench_lite_start.py --quick     # 2 rounds
    python benchmarks/bench_lite_start.py --rounds 3 --json out.json
"""
from __future__ import annotations

import argparse
import json
import os
import platform
import socket
import statistics
import subprocess
import sys
import time
import urllib.parse
import urllib.request
from datetime import datetime, timezone
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "tests" / "browser"))
import jupyter_harness as H  # noqa: E402

sys.path.insert(0, str(REPO / "benchmarks"))
import game_settings  # noqa: E402

SITE = REPO / "dist" / "lite"
NOTEBOOK = game_settings.reference()["lesson"]
TARGET_IDLE_S = 6.0
TARGET_FIRST_CELL_S = 8.0
ROUNDS, QUICK_ROUNDS = 5, 2
TIMEOUT_S = 180.0
FIRST_CELL = ("import rulebook, widgets\n"
              f"game = rulebook.GAMES[{game_settings.reference()['game']!r}]\n"
              f"state = game.new_game(players={game_settings.reference()['players']}, seed=1)\n"
              "state.apply(state.legal_actions()[0])\n")

# Runs in the page: resolves with times (ms since navigation start) once the notebook's kernel is really idle.
KERNEL_IDLE_JS = """
async (timeoutMs) => {
  const deadline = performance.now() + timeoutMs;
  const statuses = [];
  let kernel = null, tKernel = null;
  while (!kernel) {
    if (performance.now() > deadline) throw new Error('no kernel connection within the timeout');
    const w = window.jupyterapp && window.jupyterapp.shell.currentWidget;
    const k = w && w.sessionContext && w.sessionContext.session && w.sessionContext.session.kernel;
    if (k) { kernel = k; tKernel = performance.now(); break; }
    await new Promise(r => setTimeout(r, 10));
  }
  statuses.push([Math.round(tKernel), kernel.status]);
  kernel.statusChanged.connect((_, s) => statuses.push([Math.round(performance.now()), s]));
  await kernel.info;
  const tInfo = performance.now();
  while (kernel.status !== 'idle') {
    if (performance.now() > deadline) throw new Error('kernel not idle within the timeout: ' + kernel.status);
    await new Promise(r => setTimeout(r, 5));
  }
  window.__rbKernel = kernel;
  return {kernel_ms: tKernel, info_ms: tInfo, idle_ms: performance.now(), statuses};
}
"""

RUN_CELL_JS = """
async (code) => {
  const future = window.__rbKernel.requestExecute({code, store_history: true});
  const errors = [];
  future.onIOPub = (msg) => { if (msg.header.msg_type === 'error') errors.push(msg.content.ename + ': ' + msg.content.evalue); };
  const reply = await future.done;
  return {done_ms: performance.now(), status: reply.content.status, errors};
}
"""


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class HttpServer:
    """``python -m http.server`` serving ``root`` on loopback, as a subprocess ended by its id."""

    def __init__(self, root: Path):
        self.root, self.port, self.proc = Path(root), free_port(), None
        self.base = f"http://127.0.0.1:{self.port}/"

    def __enter__(self) -> "HttpServer":
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "http.server", str(self.port), "--bind", "127.0.0.1", "--directory", str(self.root)],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        deadline = time.monotonic() + 30
        while True:
            try:
                with urllib.request.urlopen(self.base + "index.html", timeout=2):
                    return self
            except OSError:
                if self.proc.poll() is not None or time.monotonic() > deadline:
                    self.__exit__()
                    raise RuntimeError(f"python -m http.server did not answer on {self.base}") from None
                time.sleep(0.1)

    def __exit__(self, *exc) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(timeout=10)
        self.proc = None

    def notebook_url(self, notebook: str) -> str:
        return self.base + f"lab/index.html?path={urllib.parse.quote(notebook)}"


def missing_reason(site: Path = SITE) -> str | None:
    reason = H.chromium_missing_reason()
    if reason:
        return reason
    if not (site / "index.html").exists() or not (site / "static" / "pyodide" / "pyodide.mjs").exists():
        return f"the JupyterLite site is not built ({site} is missing): run `make lite`"
    return None


def expose_app(context) -> None:
    """Serve the site's ``jupyter-lite.json`` with ``exposeAppInBrowser`` on, so the page has ``window.jupyterapp``.

    Only the page's configuration changes (a standard JupyterLab option); every other byte comes from the server.
    """
    def handle(route):
        response = route.fetch()
        try:
            data = json.loads(response.text())
            data.setdefault("jupyter-config-data", {})["exposeAppInBrowser"] = "true"
            route.fulfill(response=response, body=json.dumps(data))
        except ValueError:
            route.fulfill(response=response)

    context.route("**/jupyter-lite.json", handle)


def open_once(context, server: HttpServer) -> dict:
    """Open the notebook in a new page of ``context``; seconds to kernel idle and to the first cell's end."""
    page = context.new_page()
    page.set_default_timeout(TIMEOUT_S * 1000)
    notes: list[str] = []   # the kernel's boot module says in the console when it starts without the snapshot
    page.on("console", lambda m: notes.append(m.text) if "Rulebook Express" in m.text else None)
    try:
        page.goto(server.notebook_url(NOTEBOOK), wait_until="commit", timeout=TIMEOUT_S * 1000)
        idle = page.evaluate(KERNEL_IDLE_JS, TIMEOUT_S * 1000)
        cell = page.evaluate(RUN_CELL_JS, FIRST_CELL)
        if cell["status"] != "ok":
            raise RuntimeError(f"the first cell failed: {cell['errors']}")
        return {"kernel_s": idle["kernel_ms"] / 1e3, "idle_s": idle["idle_ms"] / 1e3,
                "first_cell_s": cell["done_ms"] / 1e3, "statuses": idle["statuses"], "console": notes}
    finally:
        page.close()


def bench(rounds: int, site: Path = SITE) -> dict:
    reason = missing_reason(site)
    if reason:
        return {"skipped": reason}
    from playwright.sync_api import sync_playwright

    cold, warm, loads = [], [], []
    with HttpServer(site) as server, sync_playwright() as pw:
        browser = H.launch_chromium(pw)
        try:
            for _ in range(rounds):
                loads.append(os.getloadavg()[0])
                ctx = browser.new_context(viewport={"width": 1400, "height": 1000}, device_scale_factor=1)
                expose_app(ctx)
                try:
                    cold.append(open_once(ctx, server))
                    warm.append(open_once(ctx, server))
                finally:
                    ctx.close()
        finally:
            browser.close()

    def med(rows, key):
        return statistics.median(r[key] for r in rows)

    return {
        "rounds": rounds, "load_avg_1min": loads,
        "cold": cold, "warm": warm,
        "idle_median_s": med(cold, "idle_s"), "first_cell_median_s": med(cold, "first_cell_s"),
        "second_idle_median_s": med(warm, "idle_s"), "second_first_cell_median_s": med(warm, "first_cell_s"),
    }


def run(quick: bool = False, rounds: int | None = None, out=sys.stdout, site: Path = SITE) -> dict:
    """Measure, print the report to ``out`` and return the results as plain data."""
    rounds = rounds or (QUICK_ROUNDS if quick else ROUNDS)
    res = {
        "when": datetime.now(timezone.utc).isoformat(timespec="seconds"),
        "machine": f"{platform.machine()}, {os.cpu_count()} cores",
        "targets": {"idle_s": TARGET_IDLE_S, "first_cell_s": TARGET_FIRST_CELL_S},
        "site": _site_info(site),
        "start": bench(rounds, site),
    }
    print_report(res, out)
    return res


def _site_info(site: Path) -> dict:
    info = site / "BUILD-INFO.json"
    return json.loads(info.read_text()) if info.exists() else {}


def _verdict(value: float, target: float) -> str:
    return f"target <= {target:g} s: {'yes' if value <= target else 'NO'}"


def _each(rows: list[dict], key: str) -> str:
    return ", ".join(f"{r[key]:.1f}" for r in rows)


def print_report(res: dict, out=sys.stdout) -> None:
    b, w = res["start"], out.write
    w(f"JupyterLite start ({res['machine']}, {res['when']}; served by python -m http.server, Chromium)\n")
    if "skipped" in b:
        w(f"  skipped ({b['skipped']})\n")
        return
    loads = ", ".join(f"{x:.1f}" for x in b["load_avg_1min"])
    w(f"  {b['rounds']} rounds; load average (1 min) at each round: {loads}\n")
    w(f"  open -> kernel idle:         median {b['idle_median_s']:5.1f} s "
      f"({_each(b['cold'], 'idle_s')}) -- {_verdict(b['idle_median_s'], TARGET_IDLE_S)}\n")
    w(f"  open -> first cell done:     median {b['first_cell_median_s']:5.1f} s "
      f"({_each(b['cold'], 'first_cell_s')}) -- "
      f"{_verdict(b['first_cell_median_s'], TARGET_FIRST_CELL_S)}\n")
    w(f"  second open (warm cache) -> kernel idle: median {b['second_idle_median_s']:5.1f} s, "
      f"-> first cell done: median {b['second_first_cell_median_s']:5.1f} s\n")


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--quick", action="store_true", help=f"{QUICK_ROUNDS} rounds")
    ap.add_argument("--rounds", type=int)
    ap.add_argument("--json", metavar="PATH", help="also write the results as JSON")
    ap.add_argument("--site", type=Path, default=SITE, help=f"the built site to serve (default {SITE})")
    args = ap.parse_args(argv)
    res = run(quick=args.quick, rounds=args.rounds, site=args.site)
    if args.json:
        Path(args.json).write_text(json.dumps({"bench_lite_start": res}, indent=2) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
