"""Class tables under a class's load: 32 tables x 4 seats of simulated students, 2 MCTS bot tables beside them.

The real server (``rulebook serve`` in a subprocess, SQLite store in a temporary folder), the teacher's
dashboard open, and one WebSocket client per seat in this process: 4-player First Class tables of
people (no bots) and two 4-player tables where MCTS bots play every seat (their decisions in the
server's worker processes). At each people's table the seat to move waits a "thinking" pause (uniform
0.3-0.9 s: a brisk class), presses one of its buttons at random, and the time is taken from sending the
click until *every* seat of that table has received the change. Clients keep their page current from
the patches the server sends. At the end each table's stored save is loaded again: the moves the
clients made must equal the stored history, so a lost or doubled move shows.

Figures: p95 click -> every seat updated, server CPU per move (the server process's user + system
time over the run, divided by the people's moves; bot work in the workers is not in it), the median
bytes each seat receives per move, and the dashboard's bytes per move.

Targets (issue 34): p95 <= 150 ms, <= 5 ms server CPU per move, <= 20 KB median per seat per move;
zero lost or duplicated moves. A report, not a test: the exit status is 0 either way.

    python benchmarks/bench_class_tables.py            # 60 s
    python benchmarks/bench_class_tables.py --quick    # 15 s
    python benchmarks/bench_class_tables.py --tables 8 --bot-tables 0   # issue 20's set-up
    python benchmarks/bench_class_tables.py --json out.json
"""
from __future__ import annotations

import argparse
import asyncio
import io
import json
import random
import re
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.parse
import urllib.request
import zipfile
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO / "benchmarks"))
import game_settings  # noqa: E402

GAME = game_settings.reference()["game"]   # the game every table plays (benchmarks/games.toml)
TABLES, SEATS, BOT_TABLES = 32, 4, 2
BOT = "mcts"          # the default MCTS budget
THINK = (0.3, 0.9)
CODE = "BENCH-00001"


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class _NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *a, **k):
        return None


def _http(base, path, cookie="", data=None):
    req = urllib.request.Request(base + path, data=urllib.parse.urlencode(data).encode() if data else None,
                                 headers={"Cookie": cookie} if cookie else {})
    try:
        with urllib.request.build_opener(_NoRedirect()).open(req, timeout=60) as r:
            return r.status, r.headers, r.read()
    except urllib.error.HTTPError as e:
        return e.code, e.headers, e.read()


def _setup(base, tables: int, bot_tables: int):
    """Log in as the teacher and create the tables; returns (cookie, {table id: [seat tokens]}, bot table ids)."""
    _, h, _ = _http(base, "/")
    xsrf_cookie = h["Set-Cookie"].split(";")[0]
    xsrf = xsrf_cookie.split("=", 1)[1]
    _, h, _ = _http(base, "/teacher/login", xsrf_cookie, {"code": CODE, "_xsrf": xsrf})
    cookie = xsrf_cookie + "; " + h["Set-Cookie"].split(";")[0]
    left = tables
    while left:                      # the form makes at most 30 at once
        n = min(30, left)
        _http(base, "/teacher/tables", cookie, {"game": GAME, "players": SEATS, "seed": "", "bots": "",
                                                "count": n, "_xsrf": xsrf})
        left -= n
    _, _, page = _http(base, "/teacher", cookie)
    people = {tid: re.findall(r'href="/play/([\w-]+)"', row)
              for tid, row in re.findall(r'<tr data-table="([0-9a-f]+)">(.*?)</tr>', page.decode(), re.S)}
    if bot_tables:
        _http(base, "/teacher/tables", cookie, {"game": GAME, "players": SEATS, "seed": "",
                                                "bots": ",".join(f"{i + 1}={BOT}" for i in range(SEATS)),
                                                "count": bot_tables, "_xsrf": xsrf})
    _, _, page = _http(base, "/teacher", cookie)
    bots = [tid for tid in re.findall(r'<tr data-table="([0-9a-f]+)">', page.decode()) if tid not in people]
    return cookie, people, bots


def _merge(page: dict, raw: str) -> dict:
    """A client's page after one message (patches carry only what changed; the picture is not kept here)."""
    m = json.loads(raw)
    if m["type"] == "state":
        return m
    if m["type"] == "patch":
        return {**page, **{k: v for k, v in m.items() if k not in ("svg", "svg_ops", "svg_count", "svg_head")}}
    return page


async def _table(port, tokens, until, latencies, made, sizes, rng, ready=None):
    import tornado.websocket
    socks = [await tornado.websocket.websocket_connect(f"ws://127.0.0.1:{port}/ws/seat/{t}") for t in tokens]
    latest = [json.loads(await s.read_message()) for s in socks]
    if ready is not None:       # every page open before anyone plays: the CPU per move leaves the opening out
        await ready()
    refused = 0
    while time.perf_counter() < until[0]:
        mover = next((i for i, p in enumerate(latest) if p["mine"]), None)
        if mover is None:       # game over
            break
        await asyncio.sleep(rng.uniform(*THINK))
        serial = latest[mover]["serial"]
        t0 = time.perf_counter()
        await socks[mover].write_message(json.dumps({"button": rng.randrange(len(latest[mover]["buttons"])),
                                                     "serial": serial}))
        raw = await socks[mover].read_message()
        if json.loads(raw)["type"] == "note":      # refused (e.g. the rate limit): only the mover heard back
            refused += 1
            continue
        got = [None] * len(socks)
        got[mover] = raw
        for i, s in enumerate(socks):
            if i != mover:
                got[i] = await s.read_message()
        latencies.append((time.perf_counter() - t0) * 1000)
        for i, r in enumerate(got):
            sizes.append(len(r.encode()))
            latest[i] = _merge(latest[i], r)
        made.append(1)
    for s in socks:
        s.close()
    return refused


async def _dashboard(port, cookie, until, received):
    import tornado.websocket
    from tornado.httpclient import HTTPRequest
    s = await tornado.websocket.websocket_connect(HTTPRequest(f"ws://127.0.0.1:{port}/ws/teacher",
                                                              headers={"Cookie": cookie}))
    while time.perf_counter() < until[0]:
        try:
            m = await asyncio.wait_for(s.read_message(), timeout=max(0.1, until[0] - time.perf_counter()))
        except asyncio.TimeoutError:
            break
        if m is None:
            break
        received.append(len(m.encode()))
    s.close()


def _cpu_seconds(pid: int) -> float:
    """User + system CPU time of a process so far (Linux /proc)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    import os
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def run(quick: bool = False, seconds: float | None = None, tables: int = TABLES, bot_tables: int = BOT_TABLES) -> dict:
    try:
        import tornado  # noqa: F401
    except ImportError:
        return {"skipped": "tornado is not installed (the classroom extra)"}
    seconds = seconds or (15.0 if quick else 60.0)
    port = _free_port()
    base = f"http://127.0.0.1:{port}"
    with tempfile.TemporaryDirectory() as tmp:
        proc = subprocess.Popen([sys.executable, "-c", "import sys; from rulebook.cli import main; sys.exit(main(sys.argv[1:]))",
                                 "serve", "--port", str(port), "--db", str(Path(tmp) / "b.sqlite3"),
                                 "--teacher-code", CODE], cwd=REPO, stdout=subprocess.PIPE, text=True)
        try:
            proc.stdout.readline()
            cookie, people, bots = _setup(base, tables, bot_tables)
            per_table = {tid: [] for tid in people}
            latencies: list = []
            sizes: list = []
            dash: list = []

            marks: dict = {}

            async def main():
                opened, go = [0], asyncio.Event()

                async def ready():
                    opened[0] += 1
                    if opened[0] == len(people):
                        marks["cpu"], marks["mine"] = _cpu_seconds(proc.pid), time.process_time()
                        marks["open_s"] = time.perf_counter() - start
                        dash.clear()
                        marks["until"][0] = time.perf_counter() + seconds
                        go.set()
                    await go.wait()
                start = time.perf_counter()
                marks["until"] = until = [start + 3600]
                return await asyncio.gather(
                    _dashboard(port, cookie, until, dash),
                    *(_table(port, toks, until, latencies, per_table[tid], sizes, random.Random(i), ready)
                      for i, (tid, toks) in enumerate(people.items())))
            cpu0 = _cpu_seconds(proc.pid)
            refused = asyncio.run(main())[1:]
            cpu, mine = _cpu_seconds(proc.pid) - marks["cpu"], time.process_time() - marks["mine"]
            open_cpu = marks["cpu"] - cpu0
            _, _, z = _http(base, "/teacher/saves.zip", cookie)
        finally:
            proc.terminate()
            proc.wait(10)
    import rulebook
    stored, bot_moves = {}, 0
    for name in zipfile.ZipFile(io.BytesIO(z)).namelist():
        tid = name.rsplit("-", 1)[1].removesuffix(".json")
        st = rulebook.GAMES[GAME].from_json(zipfile.ZipFile(io.BytesIO(z)).read(name).decode())
        stored[tid] = len(st.history)
        if tid in bots:
            bot_moves += len(st.history)
    mismatched = {tid: (len(per_table[tid]), stored.get(tid)) for tid in people
                  if len(per_table[tid]) != stored.get(tid)}
    lat = sorted(latencies)
    moves = len(lat)
    out = {"tables": len(people), "bot_tables": len(bots), "bot": BOT, "seats": SEATS, "seconds": seconds,
           "moves": moves, "moves_per_s": round(moves / seconds, 1), "bot_moves": bot_moves,
           "median_ms": round(statistics.median(lat), 1) if lat else None,
           "p95_ms": round(lat[int(0.95 * (moves - 1))], 1) if lat else None,
           "max_ms": round(lat[-1], 1) if lat else None, "refused": sum(refused),
           "server_cpu_ms_per_move": round(1000 * cpu / moves, 2) if moves else None,
           "server_cpu_ms_per_any_move": round(1000 * cpu / (moves + bot_moves), 2) if moves + bot_moves else None,
           "server_cpu_s_opening_pages": round(open_cpu, 2), "opening_pages_s": round(marks["open_s"], 1),
           "server_cpu_share": round(cpu / seconds, 2), "clients_cpu_share": round(mine / seconds, 2),
           "load_average": [round(x, 1) for x in __import__("os").getloadavg()],
           "seat_kb_per_move_median": round(statistics.median(sizes) / 1024, 1) if sizes else None,
           "seat_kb_per_move_p90": round(sorted(sizes)[int(0.9 * (len(sizes) - 1))] / 1024, 1) if sizes else None,
           "dashboard_kb_per_move": round(sum(dash) / 1024 / max(1, moves), 2),
           "lost_or_duplicated_tables": mismatched,
           "targets": {"p95_ms": 150, "server_cpu_ms_per_move": 5, "seat_kb_per_move_median": 20}}
    return out


# --------------------------------------------------------------------------- the server's CPU per move, in-process
class _Page:
    """A seat's open page as the server's announcer sees it, without a socket: what it sends is encoded
    (``json.dumps``, as the socket does) and counted."""
    dashboard = False

    def __init__(self, table, seat):
        self.table, self.seat, self.lang = table, seat, "en"
        self.sent = self.sent_split = None
        self.bytes = 0

    def push(self, payload):
        self.bytes += len(json.dumps(payload))

    def send_state(self, payload, cut=None):
        from class_tables.patches import split
        self.push(payload)
        self.sent, self.sent_split = payload, cut if cut is not None else split(payload["svg"])


def _picture_memos() -> list:
    """The picture memos of the registered games: a game's views package may hold a ``memo`` module (remembered
    pieces of its pictures, with ``clear()`` and ``ENABLED``)."""
    import importlib
    import importlib.util

    import rulebook
    out = []
    for name in rulebook.GAMES:
        views = rulebook.GAMES[name].VIEWS
        if views and importlib.util.find_spec(f"{views}.memo") is not None:
            out.append(importlib.import_module(f"{views}.memo"))
    return out


def _steps_run(tables: int, moves: int, seed: int, remember: bool, timed: dict | None = None) -> float:
    """Play ``moves`` random moves round-robin on ``tables`` 4-seat tables (SQLite store, every seat's page
    open); returns the process CPU milliseconds per move. ``timed``: add each step's CPU time to it."""
    import functools

    from class_tables import pages, patches, seats
    from class_tables.room import RATE_BURST, Room, Table
    from class_tables.store import SqliteStore
    memos = _picture_memos()
    for memo in memos:
        memo.clear()
        memo.ENABLED = remember
    patches.forget()
    known_bytes = patches.KNOWN_BYTES
    patches.KNOWN_BYTES = known_bytes if remember else 1 << 60
    undo = []

    def wrap(owner, name, label):
        f = getattr(owner, name)
        undo.append((owner, name, f))

        @functools.wraps(f)
        def g(*a, **k):
            t = time.process_time()
            try:
                return f(*a, **k)
            finally:
                timed[label] = timed.get(label, 0.0) + time.process_time() - t
        setattr(owner, name, g)
    if timed is not None:
        for owner, name, label in ((pages, "picture", "pictures (SVG)"), (pages, "log_lines", "log lines"),
                                   (pages, "seat_payload", "payloads, all fields"), (seats, "split", "cutting"),
                                   (seats, "patch", "diffing to patches"), (Table, "record", "store record (to_json)"),
                                   (Table, "save", "store + announce"), (_Page, "push", "JSON of messages"),
                                   (Table, "_apply", "engine apply + everything after")):
            wrap(owner, name, label)
    try:
        with tempfile.TemporaryDirectory() as tmp:
            room = Room(SqliteStore(Path(tmp) / "s.sqlite3"), teacher_code=CODE)

            class App:
                settings = {"sockets": set()}
            room.add_listener(seats._announce(App))
            ts = [room.create(GAME, players=SEATS, seed=seed + i) for i in range(tables)]
            for t in ts:
                for s in range(SEATS):
                    page = _Page(t, s)
                    page.send_state(pages.seat_payload(t, s, "en"))
                    App.settings["sockets"].add(page)
            rng = random.Random(seed)
            if timed is not None:
                timed.clear()
            n, c0 = 0, time.process_time()
            while n < moves and not all(t.state.is_over for t in ts):
                t = ts[n % tables]
                n += 1
                if t.state.is_over:
                    continue
                seat = t.state.current_player
                t.seats[seat]._bucket[0] = RATE_BURST
                t.act(seat, version=t.serial, button=rng.randrange(len(t.buttons(seat))))
            return 1000 * (time.process_time() - c0) / n
    finally:
        for owner, name, f in reversed(undo):
            setattr(owner, name, f)
        for memo in memos:
            memo.ENABLED = True
        patches.KNOWN_BYTES = known_bytes


def steps(tables: int = 8, moves: int = 400, runs: int = 3) -> dict:
    """The server's CPU per move in this process (no sockets, no clients, so other load on the machine
    moves it little): with the pictures' pieces and the cut elements remembered, and with nothing
    remembered, alternating, ``runs`` each (medians); then one timed run split by step."""
    sys.path.insert(0, str(REPO))
    on, off = [], []
    for r in range(runs):
        for remember, out in ((True, on), (False, off)) if r % 2 == 0 else ((False, off), (True, on)):
            out.append(_steps_run(tables, moves, seed=100 * r, remember=remember))
    timed: dict = {}
    per_move = _steps_run(tables, moves, seed=7, remember=True, timed=timed)
    n = moves
    return {"tables": tables, "moves": moves, "runs": runs,
            "cpu_ms_per_move_remembering": round(statistics.median(on), 2),
            "cpu_ms_per_move_fresh": round(statistics.median(off), 2),
            "ratio_fresh_to_remembering": round(statistics.median(off) / statistics.median(on), 2),
            "runs_remembering": [round(x, 2) for x in on], "runs_fresh": [round(x, 2) for x in off],
            "timed_run_ms_per_move": round(per_move, 2),
            "by_step_ms_per_move": {k: round(1000 * v / n, 2) for k, v in sorted(timed.items(), key=lambda kv: -kv[1])},
            "load_average": [round(x, 1) for x in __import__("os").getloadavg()]}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--quick", action="store_true")
    ap.add_argument("--seconds", type=float, default=None)
    ap.add_argument("--tables", type=int, default=TABLES, help="tables of people (default 32)")
    ap.add_argument("--bot-tables", type=int, default=BOT_TABLES, help="tables of MCTS bots beside them (default 2)")
    ap.add_argument("--json", default=None)
    ap.add_argument("--steps", action="store_true",
                    help="only the server's CPU per move in this process, by step (no server, no clients)")
    a = ap.parse_args(argv)
    if a.steps:
        r = steps(tables=min(a.tables, 8), moves=200 if a.quick else 400, runs=1 if a.quick else 3)
        print(f"server CPU per move in-process ({r['tables']} tables, {r['moves']} moves, medians of {r['runs']}): "
              f"{r['cpu_ms_per_move_remembering']} ms remembering pieces, {r['cpu_ms_per_move_fresh']} ms drawing "
              f"afresh (x{r['ratio_fresh_to_remembering']}); by step (one timed run, {r['timed_run_ms_per_move']} "
              f"ms a move with the timers): " + ", ".join(f"{k} {v}" for k, v in r["by_step_ms_per_move"].items())
              + f"; load average {r['load_average']}")
        if a.json:
            Path(a.json).write_text(json.dumps(r, indent=2))
        return 0
    r = run(quick=a.quick, seconds=a.seconds, tables=a.tables, bot_tables=a.bot_tables)
    if "skipped" in r:
        print("skipped:", r["skipped"])
    else:
        print(f"{r['tables']} tables x {r['seats']} seats + {r['bot_tables']} {r['bot']} bot tables for "
              f"{r['seconds']:.0f} s: {r['moves']} moves ({r['moves_per_s']}/s; bots {r['bot_moves']}), "
              f"click -> every seat updated: median {r['median_ms']} ms, p95 {r['p95_ms']} ms (target <= 150), "
              f"max {r['max_ms']} ms; server CPU {r['server_cpu_ms_per_move']} ms per people's move (target <= 5; "
              f"{r['server_cpu_ms_per_any_move']} ms per move of people or bots; {r['server_cpu_share']} of a core, the clients {r['clients_cpu_share']}; "
              f"opening the {r['tables'] * r['seats']} pages first: {r['server_cpu_s_opening_pages']} s of CPU in {r['opening_pages_s']} s); "
              f"per seat per move median {r['seat_kb_per_move_median']} KB "
              f"(target <= 20), p90 {r['seat_kb_per_move_p90']} KB; dashboard {r['dashboard_kb_per_move']} KB "
              f"per move; refused {r['refused']}; tables whose stored moves differ from the moves made: "
              f"{len(r['lost_or_duplicated_tables'])}; load average {r['load_average']}")
    if a.json:
        Path(a.json).write_text(json.dumps(r, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
