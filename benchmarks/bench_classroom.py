"""The classroom site in numbers: how big the offline JupyterLite site is, how soon it is ready, how fast it answers.

Three figures, all on the site ``make lite`` builds in ``dist/lite``, served by
Python's ``http.server`` on loopback and opened in Debian's Chromium (headless,
through Playwright; see ``tests/browser/classroom_harness.py``):

* **site size** -- every file of ``dist/lite``, with the Pyodide runtime, the
  wheels and the JupyterLite application apart. Target: <= 100 MB (a USB stick
  or a school web server, and a first visit over the school's network).
* **open -> kernel idle** -- a fresh browser profile (empty cache, as on a
  student's first visit) opens ``first_class/03_turn.ipynb``; the time until
  the notebook shows an idle Pyodide kernel. The indicator can turn idle
  before every preloaded package is in, so two more figures follow: the first
  cell (it imports ``rulebook`` and ``widgets``) run to its end, and Run All
  done with the First Class picture drawn. Target: kernel idle <= 12 s.
* **click -> picture** -- in that notebook, alternately an active action card
  in the picture is clicked (taken) and the panel's Undo (taken back). Each
  latency is measured in the page from the click to the first change of the
  picture's DOM: page -> kernel in a web worker (the engine and the SVG
  redraw run in Pyodide) -> page. Between clicks the kernel goes idle. Two
  warm-up clicks are not counted. Target: median <= 150 ms.

A report, not a test: the exit status is 0 whether or not a target is met;
without Chromium or the built site the browser parts say why they are skipped.

    python benchmarks/bench_classroom.py            # 5 page opens, 30 clicks
    python benchmarks/bench_classroom.py --quick    # 2 page opens, 10 clicks
    python benchmarks/bench_classroom.py --json out.json
"""
from __future__ import annotations

import argparse
import importlib.util
import json
import platform
import statistics
import sys
import time
from datetime import datetime, timezone
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(REPO / "tests" / "browser"))
import classroom_harness as C  # noqa: E402
import jupyter_harness as H  # noqa: E402

sys.path.insert(0, str(REPO / "benchmarks"))
import game_settings  # noqa: E402

TARGET_SIZE_MB = 100.0
TARGET_IDLE_S = 12.0
TARGET_CLICK_MEDIAN_MS = 150.0
NOTEBOOK = game_settings.reference()["lesson"]
OPENS, QUICK_OPENS = 5, 2
CLICKS, QUICK_CLICKS, WARMUP = 30, 10, 2


def _latency_module():
    spec = importlib.util.spec_from_file_location("bench_browser_latency", HERE / "bench_browser_latency.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


# --------------------------------------------------------------------------- size
def bench_size(site: Path = C.LITE) -> dict:
    if not (site / "index.html").exists():
        return {"skipped": f"{site} is not built: run `make lite`"}

    def mb(paths) -> float:
        return sum(p.stat().st_size for p in paths if p.is_file()) / 1e6

    files = [p for p in site.rglob("*") if p.is_file()]
    pyodide = site / "static" / "pyodide"
    total = mb(files)
    return {
        "total_mb": total,
        "files": len(files),
        "pyodide_runtime_mb": mb([p for p in pyodide.glob("*") if not p.name.endswith(".whl")]),
        "wheels_mb": mb(pyodide.glob("*.whl")),
        "wheels": len(list(pyodide.glob("*.whl"))),
        "viz_js_mb": mb((site / "static" / "vendor").rglob("*")),
        "app_mb": mb((site / "build").rglob("*")),
        "meets_target": total <= TARGET_SIZE_MB,
    }


# --------------------------------------------------------------------------- browser
def _settle(page) -> None:
    page.wait_for_selector(H.KERNEL_IDLE, timeout=30_000)
    page.evaluate("() => new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))")


FIRST_DONE_JS = """
() => { const p = document.querySelector('.jp-NotebookPanel:not(.lm-mod-hidden) .jp-CodeCell .jp-InputArea-prompt');
        return !!p && /\\[\\d+\\]/.test(p.textContent); }
"""


def bench_browser(opens: int, clicks: int) -> dict:
    reason = C.lite_missing_reason()
    if reason:
        return {"skipped": reason}
    from playwright.sync_api import sync_playwright

    click_js = _latency_module()._CLICK_JS
    idle, first, drawn, rows, outside = [], [], [], [], []
    with C.StaticServer(C.LITE) as server, sync_playwright() as pw:
        browser = H.launch_chromium(pw)
        try:
            for i in range(opens):
                page = C.new_lite_page(browser)  # fresh profile: empty cache, no saved workspace
                requests = C.RequestLog(page)
                t0 = time.monotonic()
                idle.append(C.open_lite_notebook(page, server, NOTEBOOK))
                # the indicator may say idle while packages still load: the first cell's end tells
                H.run_all_cells(page)
                page.wait_for_function(FIRST_DONE_JS, timeout=120_000, polling=50)
                first.append(time.monotonic() - t0)
                C.wait_lite_idle(page)
                page.wait_for_selector(".rb-svg svg")
                drawn.append(time.monotonic() - t0)
                if i == opens - 1:  # the clicks, in the last page
                    kinds = ["card", "undo"] * ((clicks + WARMUP) // 2 + 1)
                    for k, kind in enumerate(kinds[:clicks + WARMUP]):
                        _settle(page)
                        r = page.evaluate(click_js, [kind, 10_000])
                        if "error" in r:
                            raise RuntimeError(f"click {k} ({kind}): {r['error']}")
                        if k >= WARMUP:
                            rows.append(r)
                outside += requests.outside()
                page.context.close()
        finally:
            browser.close()
    d = [r["dom"] for r in rows]
    f = [r["frame"] for r in rows]
    return {
        "opens": opens,
        "idle_s": idle, "idle_median_s": statistics.median(idle), "idle_max_s": max(idle),
        "first_cell_s": first, "first_cell_median_s": statistics.median(first),
        "run_all_drawn_median_s": statistics.median(drawn),
        "clicks": len(d),
        "click_median_ms": statistics.median(d), "click_p95_ms": _latency_module().pct(d, 95),
        "click_max_ms": max(d), "click_frame_median_ms": statistics.median(f),
        "requests_outside_loopback": outside,
        "meets_idle": max(idle) <= TARGET_IDLE_S,
        "meets_first_cell": max(first) <= TARGET_IDLE_S,
        "meets_click": statistics.median(d) <= TARGET_CLICK_MEDIAN_MS,
    }


def run(quick: bool = False, opens: int | None = None, clicks: int | None = None, out=sys.stdout) -> dict:
    """Measure, print the report to ``out`` and return the results as plain data."""
    opens = opens or (QUICK_OPENS if quick else OPENS)
    clicks = clicks or (QUICK_CLICKS if quick else CLICKS)
    res = {
        "when": datetime.now(timezone.utc).isoformat(timespec="seconds"),
        "machine": f"{platform.machine()}, {platform.python_implementation()} {platform.python_version()}",
        "targets": {"size_mb": TARGET_SIZE_MB, "idle_s": TARGET_IDLE_S, "click_median_ms": TARGET_CLICK_MEDIAN_MS},
        "size": bench_size(),
        "browser": bench_browser(opens, clicks),
    }
    print_report(res, out)
    return res


def _yes(ok: bool) -> str:
    return "yes" if ok else "NO"


def print_report(res: dict, out=sys.stdout) -> None:
    s, b = res["size"], res["browser"]
    w = out.write
    w(f"JupyterLite classroom site ({res['machine']}, {res['when']})\n")
    if "skipped" in s:
        w(f"  site size: skipped ({s['skipped']})\n")
    else:
        w(f"  site size: {s['total_mb']:.1f} MB in {s['files']} files (Pyodide runtime {s['pyodide_runtime_mb']:.1f}, "
          f"{s['wheels']} wheels {s['wheels_mb']:.1f}, viz.js {s['viz_js_mb']:.1f}, app {s['app_mb']:.1f}) "
          f"-- target <= {TARGET_SIZE_MB:g} MB: {_yes(s['meets_target'])}\n")
    if "skipped" in b:
        w(f"  browser: skipped ({b['skipped']})\n")
        return
    w(f"  open -> kernel idle: median {b['idle_median_s']:.1f} s, max {b['idle_max_s']:.1f} s over {b['opens']} "
      f"fresh profiles -- target <= {TARGET_IDLE_S:g} s: {_yes(b['meets_idle'])}\n")
    w(f"  open -> first cell (imports rulebook, widgets) done: median {b['first_cell_median_s']:.1f} s, "
      f"max {max(b['first_cell_s']):.1f} s -- within {TARGET_IDLE_S:g} s: {_yes(b['meets_first_cell'])}\n")
    w(f"  open -> Run All done, picture drawn: median {b['run_all_drawn_median_s']:.1f} s\n")
    w(f"  click -> picture: median {b['click_median_ms']:.0f} ms, p95 {b['click_p95_ms']:.0f} ms, "
      f"max {b['click_max_ms']:.0f} ms over {b['clicks']} clicks (next frame: median "
      f"{b['click_frame_median_ms']:.0f} ms) -- target median <= {TARGET_CLICK_MEDIAN_MS:g} ms: "
      f"{_yes(b['meets_click'])}\n")
    w(f"  requests beyond loopback: {len(b['requests_outside_loopback'])}\n")


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--quick", action="store_true", help=f"{QUICK_OPENS} page opens, {QUICK_CLICKS} clicks")
    ap.add_argument("--opens", type=int)
    ap.add_argument("--clicks", type=int)
    ap.add_argument("--json", metavar="PATH", help="also write the results as JSON")
    args = ap.parse_args(argv)
    res = run(quick=args.quick, opens=args.opens, clicks=args.clicks)
    if args.json:
        Path(args.json).write_text(json.dumps({"bench_classroom": res}, indent=2) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
