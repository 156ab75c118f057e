"""Fixtures for the real-browser tests: a private JupyterLab server and Debian's Chromium.

Every test in this folder is skipped (with the reason) when /usr/bin/chromium
or Playwright is missing. The server and the browser are started once per
session and always shut down, also when a test fails. Screenshots go to
``test-artifacts/browser/`` (git-ignored); a failing test also leaves a
``failure-<test>.png`` there and prints the tail of the server log.
"""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
import jupyter_harness as H  # noqa: E402

ARTIFACTS = H.REPO / "test-artifacts" / "browser"


def pytest_collection_modifyitems(session, config, items):
    """The book's browser test last: it builds the book from the notebooks tests/test_notebooks.py ran (and kept
    in build/executed/) earlier in the same session, instead of running every notebook a second time."""
    items.sort(key=lambda item: item.nodeid.startswith("tests/browser/test_book_browser.py"))


def pytest_configure(config):
    # pytest-timeout (a test extra) registers this marker; keep --strict-markers happy without it.
    config.addinivalue_line("markers", "timeout(seconds): fail a test that runs longer (pytest-timeout)")


@pytest.fixture(scope="session", autouse=True)
def _browser_requirements():
    reason = H.chromium_missing_reason()
    if reason:
        pytest.skip(reason)


@pytest.fixture(scope="session")
def artifacts() -> Path:
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    return ARTIFACTS


@pytest.fixture(scope="session")
def lab_root(tmp_path_factory) -> Path:
    """The server's root folder: tests write (or copy) their notebooks here."""
    return tmp_path_factory.mktemp("lab")


@pytest.fixture(scope="session")
def jupyter_lab(lab_root):
    lab = H.JupyterLab(lab_root)
    try:
        lab.start()
        yield lab
    finally:
        lab.stop()
        lab.cleanup()


@pytest.fixture(scope="session")
def chromium():
    from playwright.sync_api import sync_playwright

    pw = sync_playwright().start()
    browser = None
    try:
        browser = H.launch_chromium(pw)
        yield browser
    finally:
        if browser is not None:
            browser.close()
        pw.stop()


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    outcome = yield
    rep = outcome.get_result()
    setattr(item, f"rep_{rep.when}", rep)


@pytest.fixture
def lab_page(request, chromium, jupyter_lab, artifacts):
    """A fresh browser page; on failure: a screenshot, the console errors and the server log."""
    page = H.new_page(chromium)
    console: list[str] = []
    outside: list[str] = []
    page.on("console", lambda m: console.append(f"{m.type}: {m.text}") if m.type in ("error", "warning") else None)
    page.on("pageerror", lambda e: console.append(f"pageerror: {e}"))
    page.on("request", lambda r: outside.append(r.url) if not H.is_local_url(r.url) else None)
    try:
        yield page
        # every JupyterLab page of the tests: nothing fetched from outside the machine, no error in the console
        errors = [c for c in console if not c.startswith("warning")]
        assert not outside, f"requests that left the machine: {outside[:5]}"
        assert not errors, "console errors:\n" + "\n".join(errors[:10])
    finally:
        rep = getattr(request.node, "rep_call", None)
        if rep is not None and rep.failed:
            try:
                page.screenshot(path=str(artifacts / f"failure-{request.node.name}.png"), full_page=True)
            except Exception as e:  # noqa: BLE001
                print(f"(no failure screenshot: {e})")
            print("--- browser console (errors/warnings) ---")
            print("\n".join(console[-40:]) or "(none)")
            print("--- jupyter server log (tail) ---")
            print(jupyter_lab.log_tail())
        page.context.close()
