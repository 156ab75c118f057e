"""``make bench`` ends with each issue-19 figure beside its target (benchmarks/run_all.py's summary)."""
from __future__ import annotations

import importlib.util
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _run_all():
    spec = importlib.util.spec_from_file_location("run_all_under_test", ROOT / "benchmarks" / "run_all.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def test_summary_names_every_target_with_its_verdict():
    """Issue 19: the summary prints each ratio and time beside its target and says whether it is met."""
    R = _run_all()
    results = {
        "bench_engines": {"games": {"first_class": {"ratio_vs_chess": 5.5, "players": 4},
                                    "fracht_express": {"ratio_vs_chess": 0.9, "players": 2},
                                    "horror": {"ratio_vs_chess": 2.1, "players": 4}}},
        "bench_browser_latency": {"click_to_picture": {"median_ms": 25.0}},
        "bench_classroom": {"browser": {"skipped": "Chromium is missing"}},
        "bench_lite_start": {"start": {"idle_median_s": 5.0, "first_cell_median_s": 9.0,
                                       "second_first_cell_median_s": 4.0}},
    }
    lines = R.summary_lines(results)
    assert len(lines) == len(R.TARGETS)
    text = "\n".join(lines)
    assert "First Class (4p)" in text and "5.50 x" in text and "target >= 5 x  yes" in text
    fx = next(line for line in lines if line.lstrip().startswith("FrachtExpress"))
    assert fx.endswith("target >= 1 x  NO")
    horror = next(line for line in lines if line.lstrip().startswith("Horror"))
    assert "measured at 4p" in horror and horror.endswith("yes")
    assert any("JupyterLab" in line and line.endswith("target <= 30 ms  yes") for line in lines)
    assert any("Lite site" in line and "skipped (Chromium is missing)" in line for line in lines)
    first = next(line for line in lines if "open -> first cell" in line and "second" not in line)
    assert first.endswith("target <= 8 s  NO")


def test_summary_says_when_a_benchmark_did_not_run():
    """A benchmark left out (``run_all.py bench_engines``) shows as not run, never as met."""
    lines = _run_all().summary_lines({})
    assert all("not run" in line and not line.endswith(("yes", "NO")) for line in lines)
