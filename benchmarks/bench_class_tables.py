"""Class tables under a class's load: 8 tables x 4 seats of simulated students for 60 s, on loopback.

The real server (``rulebook serve`` in a subprocess, SQLite store in a temporary folder) and 32
WebSocket clients in this process, one per seat of eight 4-player First Class tables (no bots). At each
table the seat to move waits a "thinking" pause (uniform 0.3-0.9 s: a brisk class), presses one of its
buttons at random, and the time is taken from sending the click until *every* seat of that table has
received the new picture. At the end each table's stored save is loaded again (``from_json`` replays its
actions from the base): the number of moves the clients made must equal the stored history and serial,
so a lost or doubled move shows.

Target (issue 20): p95 click -> every seat updated <= 150 ms; zero lost or duplicated moves.
A report, not a test: the exit status is 0 either way.

    python benchmarks/bench_class_tables.py            # 60 s
    python benchmarks/bench_class_tables.py --quick    # 15 s
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
TABLES, SEATS = 8, 4
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


def _setup(base):
    """Log in as the teacher and create the tables; returns (cookie, {table id: [seat tokens]})."""
    _, h, _ = _http(base, "/")
    xsrf_cookie = h["Set-Cookie"].split(";")[0]
    xsrf = xsrf_cookie.split("=", 1)[1]
    _, h, _ = _http(base, "/teacher/login", xsrf_cookie, {"code": CODE, "_xsrf": xsrf})
    cookie = xsrf_cookie + "; " + h["Set-Cookie"].split(";")[0]
    _http(base, "/teacher/tables", cookie, {"game": "first_class", "players": SEATS, "seed": 1, "bots": "",
                                            "count": TABLES, "_xsrf": xsrf})
    _, _, page = _http(base, "/teacher", cookie)
    tables = {}
    for tid, row in re.findall(r'<tr data-table="([0-9a-f]+)">(.*?)</tr>', page.decode(), re.S):
        tables[tid] = re.findall(r'href="/play/([\w-]+)"', row)
    return cookie, tables


async def _table(port, tokens, until, latencies, made, rng):
    import tornado.websocket
    socks = [await tornado.websocket.websocket_connect(f"ws://127.0.0.1:{port}/ws/seat/{t}") for t in tokens]
    latest = [json.loads(await s.read_message()) for s in socks]
    refused = 0
    while time.perf_counter() < until:
        mover = next((i for i, p in enumerate(latest) if p["mine"]), None)
        if mover is None:       # game over
            break
        await asyncio.sleep(rng.uniform(*THINK))
        serial = latest[mover]["serial"]
        t0 = time.perf_counter()
        await socks[mover].write_message(json.dumps({"button": rng.randrange(len(latest[mover]["buttons"])),
                                                     "serial": serial}))
        first = json.loads(await socks[mover].read_message())
        if first["serial"] == serial:          # refused (e.g. the rate limit): only the mover heard back
            refused += 1
            latest[mover] = first
            continue
        latest[mover] = first
        for i, s in enumerate(socks):
            if i != mover:
                latest[i] = json.loads(await s.read_message())
        latencies.append((time.perf_counter() - t0) * 1000)
        made.append(1)
    for s in socks:
        s.close()
    return refused


def run(quick: bool = False, seconds: float | None = None) -> dict:
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
            cookie, tables = _setup(base)
            per_table = {tid: [] for tid in tables}
            latencies: list = []

            async def main():
                until = time.perf_counter() + seconds
                return await asyncio.gather(*(_table(port, toks, until, latencies, per_table[tid],
                                                     random.Random(i)) for i, (tid, toks) in enumerate(tables.items())))
            refused = asyncio.run(main())
            _, _, z = _http(base, "/teacher/saves.zip", cookie)
        finally:
            proc.terminate()
            proc.wait(10)
    import rulebook
    stored = {}
    for name in zipfile.ZipFile(io.BytesIO(z)).namelist():
        tid = name.rsplit("-", 1)[1].removesuffix(".json")
        st = rulebook.GAMES["first_class"].from_json(zipfile.ZipFile(io.BytesIO(z)).read(name).decode())
        stored[tid] = len(st.history)
    mismatched = {tid: (len(per_table[tid]), stored.get(tid)) for tid in tables if len(per_table[tid]) != stored.get(tid)}
    lat = sorted(latencies)
    out = {"tables": len(tables), "seats": SEATS, "seconds": seconds, "moves": len(lat),
           "moves_per_s": round(len(lat) / seconds, 1),
           "median_ms": round(statistics.median(lat), 1) if lat else None,
           "p95_ms": round(lat[int(0.95 * (len(lat) - 1))], 1) if lat else None,
           "max_ms": round(lat[-1], 1) if lat else None, "refused": sum(refused),
           "lost_or_duplicated_tables": mismatched, "target_p95_ms": 150}
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--quick", action="store_true")
    ap.add_argument("--seconds", type=float, default=None)
    ap.add_argument("--json", default=None)
    a = ap.parse_args(argv)
    r = run(quick=a.quick, seconds=a.seconds)
    if "skipped" in r:
        print("skipped:", r["skipped"])
    else:
        print(f"{r['tables']} tables x {r['seats']} seats for {r['seconds']:.0f} s: {r['moves']} moves "
              f"({r['moves_per_s']}/s), click -> every seat updated: median {r['median_ms']} ms, "
              f"p95 {r['p95_ms']} ms (target <= 150), max {r['max_ms']} ms; refused {r['refused']}; "
              f"tables whose stored moves differ from the moves made: {len(r['lost_or_duplicated_tables'])}")
    if a.json:
        Path(a.json).write_text(json.dumps(r, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
