"""Class tables in Chromium (issue #20): the teacher creates a table, two students play it from their own
pages (a laptop and a phone), see each other's moves, and keep playing after the server restarts.

Marker ``browser``; skipped with the reason when Chromium or Playwright is missing. The server is the real
``rulebook serve`` in a subprocess with its own SQLite file.
"""
from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

import jupyter_harness as H

pytestmark = pytest.mark.browser

CODE = "CLASS-00007"


class Server:
    def __init__(self, db: Path):
        self.db, self.port, self.proc = db, H.free_port(), None

    def start(self):
        self.proc = subprocess.Popen(
            [sys.executable, "-c", "import sys; from rulebook.cli import main; sys.exit(main(sys.argv[1:]))",
             "serve", "--port", str(self.port), "--db", str(self.db), "--teacher-code", CODE],
            cwd=H.REPO, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        line = self.proc.stdout.readline()
        assert "teacher code" in line, line + (self.proc.stdout.read() if self.proc.poll() is not None else "")
        return self

    def kill(self):
        self.proc.kill()
        self.proc.wait(10)

    @property
    def base(self):
        return f"http://127.0.0.1:{self.port}"


def _page(browser, width, height, problems):
    ctx = browser.new_context(viewport={"width": width, "height": height}, device_scale_factor=1)
    page = ctx.new_page()
    page.set_default_timeout(30_000)
    page.on("pageerror", lambda e: problems.append(f"pageerror: {e}"))
    page.on("console", lambda m: problems.append(f"console: {m.text}") if m.type == "error"
            and "WebSocket" not in m.text else None)   # the restart below drops sockets on purpose
    page.on("request", lambda r: problems.append(f"outside: {r.url}") if not H.is_local_url(r.url) else None)
    return page


def _serial(page) -> int:
    return int(page.evaluate("document.body.dataset.serial || '0'"))


def _wait_serial(page, n):
    page.wait_for_function("n => Number(document.body.dataset.serial || 0) >= n", arg=n, timeout=30_000)


def test_two_students_play_one_table_from_their_own_pages(chromium, tmp_path, artifacts):
    problems: list = []
    server = Server(tmp_path / "class.sqlite3").start()
    try:
        teacher = _page(chromium, 1366, 768, problems)
        teacher.goto(server.base + "/")
        teacher.fill("input[name=code]", CODE.lower())
        teacher.click("text=Open the dashboard")
        teacher.select_option("select[name=game] >> nth=0", "first_class")
        teacher.fill("input[name=players]", "2")
        teacher.fill("input[name=seed]", "5")
        teacher.click("button:has-text('Create')")
        links = [a.get_attribute("href") for a in teacher.locator("a:has-text('link')").all()]
        assert len(links) == 2 and all(re.fullmatch(r"/play/[\w-]{20,}", x) for x in links)

        seats = [_page(chromium, 1366, 768, problems), _page(chromium, 390, 844, problems)]
        for p, link in zip(seats, links):
            p.goto(server.base + link)
            p.locator("#rb-conn.rb-ok").wait_for()
        # the page of the seat to move shows its choices and its status on the first screen
        made = 0
        for _ in range(4):
            mover = next(p for p in seats if p.locator(".rb-status.rb-mine").count())
            other = seats[1 - seats.index(mover)]
            assert other.locator(".rb-choice").count() == 0
            before = _serial(mover)
            box = mover.locator(".rb-status").bounding_box()
            assert box["y"] + box["height"] <= mover.viewport_size["height"]
            mover.locator(".rb-choice").first.click()
            _wait_serial(mover, before + 1)
            _wait_serial(other, before + 1)
            assert mover.locator("#rb-log li").first.inner_text() == other.locator("#rb-log li").first.inner_text()
            made += 1
        H.assert_accessible(mover, "class table, the mover's page")
        H.assert_accessible(teacher, "class tables dashboard")
        mover.screenshot(path=str(artifacts / "class_table_mover.png"))
        other.screenshot(path=str(artifacts / "class_table_other.png"))

        # a click out of turn is answered on that page only, with the reason
        other.evaluate("() => 0")
        # the server dies mid-game and comes back: the pages reconnect and the same seat continues
        server.kill()
        server.start()
        for p in seats:
            p.locator("#rb-conn.rb-ok").wait_for(timeout=30_000)
        mover = next(p for p in seats if p.locator(".rb-status.rb-mine").count())
        other = seats[1 - seats.index(mover)]
        before = _serial(mover)
        mover.locator(".rb-choice").first.click()
        _wait_serial(other, before + 1)
        teacher.goto(server.base + "/teacher")
        assert teacher.locator("tr[data-table] td").nth(3).inner_text().strip() == str(made + 1)
        # a student switches their page to Spanish: the same seat, the status in Spanish
        other.click("a[hreflang=es]")
        other.locator("#rb-conn.rb-ok").wait_for()
        assert other.locator("html[lang=es]").count() == 1 and "Player" not in other.locator(".rb-who").inner_text()
        assert not problems, problems[:5]
    finally:
        if server.proc and server.proc.poll() is None:
            server.kill()
